import type { Role } from '../prompt-unit.js';

/** Words that make a variable, attribute or argument name a prompt's. */
const STRONG = new Set(['prompt', 'prompts', 'system', 'instruction', 'instructions', 'template', 'templates', 'persona', 'reminder', 'reminders', 'preamble', 'guideline', 'guidelines']);
/** Words that do only in a file that talks to a model, and for prose-length text. */
const WEAK = new Set(['description', 'message', 'messages']);
/** Words that make it something else (an error message, a log template, a commit message). */
const NOT = new Set(['error', 'err', 'exception', 'log', 'logger', 'logging', 'commit', 'warning', 'warn', 'usage', 'help', 'status', 'exit', 'http', 'url', 'path', 'file', 'filename', 'id', 'key', 'type', 'name', 'version', 'email', 'mail', 'html', 'sql', 'sms', 'css', 'page', 'slack', 'notification']);

export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/**
 * A key in a YAML/JSON file that holds a prompt: short, with a prompt word (`system_prompt`,
 * `instance_template`, `instructions`), or ending in one. A long key that only mentions one on the
 * way (TypeScript's `Only_amd_and_system_modules_are_supported...`) is a message id, not a prompt.
 */
export function isPromptKey(key: string): boolean {
  const words = nameWords(key);
  // A number in the key makes it an id (`Unterminated_template_literal_1160`).
  if (words.length === 0 || words.some((w) => NOT.has(w) || /^\d+$/.test(w))) return false;
  return STRONG.has(words.at(-1)!) || (words.length <= 4 && words.some((w) => STRONG.has(w)));
}

/** A name for a collection of prompts (`PROMPTS`, `system_templates`): its values are prompts. */
export function isPromptCollectionName(name: string): boolean {
  const last = nameWords(name).at(-1);
  return last !== undefined && ['prompts', 'templates', 'instructions', 'personas', 'reminders'].includes(last);
}

export type NameStrength = 'strong' | 'weak' | undefined;

export function promptNameStrength(name: string): NameStrength {
  const words = nameWords(name);
  if (words.some((w) => NOT.has(w))) return undefined;
  if (words.some((w) => STRONG.has(w))) return 'strong';
  if (words.some((w) => WEAK.has(w))) return 'weak';
  return undefined;
}

/** Where text under this name sits in a run. */
export function roleForName(name: string): Role {
  const words = nameWords(name);
  if (words.includes('description')) return 'tool-description';
  if (words.some((w) => w === 'example' || w === 'examples')) return 'example';
  if (words.some((w) => w === 'user' || w === 'task' || w === 'human' || w === 'instance') || (words.includes('template') && !words.includes('system'))) return 'template';
  return 'system';
}

/** Keyword arguments and object properties that carry prompts to an SDK or agent framework. */
export const PROMPT_ARGUMENTS: Record<string, Role> = {
  system: 'system',
  system_prompt: 'system',
  systemPrompt: 'system',
  system_message: 'system',
  systemMessage: 'system',
  instructions: 'system',
  instruction: 'system',
  prompt: 'template',
  prompt_template: 'template',
  description: 'tool-description',
  handoff_description: 'tool-description',
  handoffDescription: 'tool-description',
  backstory: 'system',
  goal: 'system',
  role: 'system',
  expected_output: 'template',
  template: 'template',
};

/** Prompts are words: a value with no space in it (`"${configDir}"`, `"default"`) is a setting. */
export function isProse(text: string): boolean {
  return /\S\s+\S/.test(text);
}

/** Prose length below which a weakly named or unnamed string is not taken for a prompt. */
export const MIN_WEAK_PROSE = 40;

/** Module roots of LLM SDKs and agent frameworks, for Python and JavaScript. */
export const LLM_MODULES = new Set([
  'openai', 'anthropic', 'langchain', 'langchain_core', 'langchain_openai', 'langchain_anthropic', 'langchain_community', 'langgraph',
  'smolagents', 'llama_index', 'litellm', 'google.genai', 'google.generativeai', 'mistralai', 'cohere', 'groq', 'ollama', 'crewai',
  'autogen', 'autogen_agentchat', 'pydantic_ai', 'agents', 'instructor', 'dspy', 'mcp', 'fastmcp', 'haystack', 'semantic_kernel',
  'vertexai', 'aider', 'llm',
  '@anthropic-ai/sdk', '@anthropic-ai/claude-agent-sdk', 'ai', '@ai-sdk', '@langchain', '@modelcontextprotocol/sdk', '@google/genai',
  '@google/generative-ai', '@openai/agents', '@mistralai/mistralai', 'cohere-ai', 'groq-sdk', '@mastra/core', 'llamaindex',
]);

export function isLlmModule(module: string): boolean {
  const m = module.replace(/^["']|["']$/g, '');
  if (LLM_MODULES.has(m) || [...LLM_MODULES].some((known) => known.includes('.') && m.startsWith(`${known}.`))) return true;
  const scoped = m.startsWith('@') ? m.split('/').slice(0, 2).join('/') : m.split(/[./]/)[0]!;
  return LLM_MODULES.has(scoped) || LLM_MODULES.has(scoped.split('/')[0]!);
}

/** Long strings in a file that talks to a model are taken for prompts, as role `other`. */
export const LONG_STRING = 200;
