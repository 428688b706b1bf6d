import { isMessageKey, isPromptKey, STRONG } from './code/prompt-names.js';
import { MODEL_KEYS } from './code/model-names.js';

/**
 * The keys the YAML/JSON walker (`structuredExtraction`) and `configModels` act on outside a prompt
 * folder. A string becomes a unit only below one of them, a tool schema needs one, a model is read
 * only under one; `structured-nothing-to-extract.ts` builds its proof on that (docs/architecture.md,
 * "Structured files without prompts are not parsed"). A new key the walker reads belongs here.
 */

/** A collection of prompts (`prompts: {planner: ...}`): every string below it is read as one. */
export const COLLECTION_KEYS: ReadonlySet<string> = new Set(['prompts', 'templates', 'system_prompts', 'instructions', 'prompt_templates']);
/** CrewAI's agents.yaml: a map with `backstory` (and `goal` or `role`) is an agent. */
export const CREW_AGENT_KEYS: ReadonlySet<string> = new Set(['role', 'goal', 'backstory']);
/** Keys without which a literal cannot be a tool definition (see `toolSchema`), in code and in YAML alike. */
export const TOOL_DEFINING_KEYS: ReadonlySet<string> = new Set(['function', 'parameters', 'input_schema', 'inputSchema']);
/** CrewAI's tasks.yaml: a map with both is a task. */
export const CREW_TASK_KEYS: ReadonlySet<string> = new Set(['description', 'expected_output']);

/**
 * Whether a key, as the loader reads it, may make the walker or `configModels` yield something.
 * A crew agent needs `backstory`, a crew task `expected_output`: the other crew keys alone do nothing.
 */
export function isKeyActedOn(key: string): boolean {
  return (
    isPromptKey(key) ||
    isMessageKey(key) ||
    COLLECTION_KEYS.has(key.toLowerCase()) ||
    key === 'backstory' ||
    key === 'expected_output' ||
    TOOL_DEFINING_KEYS.has(key) ||
    MODEL_KEYS.has(key)
  );
}

/**
 * Words one of which every key `isKeyActedOn` holds, in any case: a prompt key has a strong prompt
 * word (`nameWords` keeps only ASCII letters and digits, so its words are in the key as written), a
 * message key ends in `messages`, and the rest are named.
 */
export const ACTED_ON_WORDS: readonly string[] = [
  ...new Set([...STRONG, 'messages', ...COLLECTION_KEYS, 'backstory', 'expected_output', ...TOOL_DEFINING_KEYS, ...MODEL_KEYS]),
];
