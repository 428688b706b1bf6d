import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node, type YAMLMap } from 'yaml';
import { jsonDocument, type ParsedDocument } from './json-document.js';
import { isMessageKey, isPromptKey } from './code/prompt-names.js';
import { configModels } from './config-models.js';
import { COLLECTION_KEYS, CREW_AGENT_KEYS, CREW_TASK_KEYS } from './structured-keys.js';
import { structuredHasNothingToExtract } from './structured-nothing-to-extract.js';
import type { ModelReference } from './model-reference.js';
import { templateFields } from './placeholders.js';
import { unitId, type PromptUnit, type Role } from './prompt-unit.js';
import { lineCount, wholeFileUnit } from './whole-file.js';

/**
 * YAML and JSON prompt collections and tool schemas. Each string under a prompt-like key (or, in a
 * prompt folder, every string) is a unit keyed by its dotted path (`planning.initial_plan`), its text
 * the parsed value, so a unit keeps its id when keys are reordered. A tool schema in OpenAI's,
 * Anthropic's or MCP's shape is one `tool-schema` unit, counted as the JSON that is sent.
 */

/** Outside prompt folders, short strings under such keys are settings (`template: default`), not prompts. */
const MIN_PROSE = 30;
/** Short templates are prompts too when they have fields or lines (`OBSERVATION:\n{{observation}}`). */
function looksLikePrompt(value: string): boolean {
  return (value.length >= MIN_PROSE && /\s/.test(value)) || (/\{\{|\n/.test(value) && /\S\s+\S|\{\{/.test(value));
}
/** Under a `messages` key only long, written text counts (SWE-agent's review messages), not a status line. */
const MIN_MESSAGE_PROSE = 200;
function looksLikeWrittenMessage(value: string): boolean {
  return value.length >= MIN_MESSAGE_PROSE && value.trim().includes('\n') && /\S\s+\S/.test(value);
}
type PromptContext = 'prompt' | 'message' | undefined;
/** In a prompt folder every string counts, except the settings that sit beside prompts. */
const SETTING_KEY = /^(model|model_id|model_name|name|id|version|type|api|api_type|provider|engine|temperature|top_p|stop|format|response_format|language|lang)$/i;

export function structuredUnits(path: string, text: string, promptFolder: boolean): PromptUnit[] {
  return structuredExtraction(path, text, promptFolder).units;
}

/**
 * A YAML or JSON file's prompt units, and the models it chooses (`configModels`), from one parse; a
 * file that provably holds none is not parsed (docs/architecture.md,
 * "Structured files without prompts are not parsed"). In a prompt folder every string counts: it is
 * always parsed.
 */
export function structuredExtraction(path: string, text: string, promptFolder: boolean): { units: PromptUnit[]; models: ModelReference[] } {
  if (!promptFolder && structuredHasNothingToExtract(text)) return { units: [], models: [] };
  return parsedStructuredExtraction(path, text, promptFolder);
}

/**
 * The full reading, whatever the text: exported so that tests hold the pre-check to it. The keys it
 * acts on outside a prompt folder are listed in `structured-keys.ts`, which the pre-check reads.
 */
export function parsedStructuredExtraction(path: string, text: string, promptFolder: boolean): { units: PromptUnit[]; models: ModelReference[] } {
  return documentExtraction(path, text, promptFolder, jsonDocument(text) ?? yamlDocument(text));
}

/** A text as the YAML parser reads it. */
export function yamlDocument(text: string): ParsedDocument {
  const lineCounter = new LineCounter();
  // Merge keys as PyYAML and js-yaml load them (`<<: *defaults`).
  return { doc: parseDocument(text, { lineCounter, prettyErrors: false, merge: true }), lineCounter };
}

/** What `parsedStructuredExtraction` reads from the text's document, however it was parsed. */
export function documentExtraction(path: string, text: string, promptFolder: boolean, { doc, lineCounter }: ParsedDocument): { units: PromptUnit[]; models: ModelReference[] } {
  if (doc.errors.length > 0 || hasUnresolvedAlias(doc)) {
    // A prompt file that is not valid YAML is still sent as written.
    return { units: promptFolder ? [wholeFileUnit(path, 'system', text)] : [], models: [] };
  }
  const units: PromptUnit[] = [];
  const lineOf = (node: Node): [number, number] => {
    const [start, , end] = node.range ?? [0, 0, 0];
    return [lineCounter.linePos(start).line, lineCounter.linePos(Math.max(start, end - 1)).line];
  };
  const toolNames = new Set<string>();

  /** Anchors being walked through aliases: a YAML alias may point at its own ancestor. */
  const resolving = new Set<unknown>();
  const walk = (node: unknown, keys: string[], promptContext: PromptContext, role?: Role): void => {
    if (isAlias(node)) {
      // `system_prompt: *shared` loads the anchored text (PyYAML and the yaml package both resolve it).
      const target = node.resolve(doc);
      if (!target || resolving.has(target)) return;
      resolving.add(target);
      walk(target, keys, promptContext, role);
      resolving.delete(target);
    } else if (isMap(node)) {
      const pairs = effectivePairs(node);
      // Converting every map to JSON would cost size x depth: only maps that could be tools are.
      const names = [...pairs.keys()];
      const value = names.some((n) => n === 'name' || n === 'function' || n === 'type' || n === 'backstory' || n === 'expected_output')
        ? ((node as Node).toJS(doc) as Record<string, unknown>)
        : Object.fromEntries(names.map((n) => [n, true]));
      const tool = toolSchema(value);
      if (tool) {
        const key = toolNames.has(tool) ? `${keys.join('.')}#tool:${tool}` : `tool:${tool}`;
        toolNames.add(tool);
        units.push(unit(key, 'tool-schema', JSON.stringify(value), lineOf(node as Node), []));
        return;
      }
      // CrewAI's agents.yaml (role, goal, backstory) and tasks.yaml (description, expected_output).
      const crewAgent = 'backstory' in value && ('goal' in value || 'role' in value);
      const crewTask = 'description' in value && 'expected_output' in value;
      for (const [k, pairValue] of pairs) {
        const crew = crewAgent && CREW_AGENT_KEYS.has(k) ? 'system' : crewTask && CREW_TASK_KEYS.has(k) ? 'template' : undefined;
        // The nearest key decides, or a collection key just above it (`prompts: {planner: ...}`).
        const parent = keys.at(-1);
        const inCollection = parent !== undefined && COLLECTION_KEYS.has(parent.toLowerCase());
        const context: PromptContext = crew !== undefined || isPromptKey(k) || inCollection ? 'prompt' : isMessageKey(k) ? 'message' : undefined;
        walk(pairValue, [...keys, k], context, crew);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => walk(item, [...keys, String(i)], promptContext, role));
    } else if (isScalar(node) && typeof node.value === 'string') {
      const value = node.value;
      if (!value.trim()) return;
      const last = keys.at(-1) ?? '';
      const taken = promptContext === 'prompt' ? looksLikePrompt(value) : promptContext === 'message' && looksLikeWrittenMessage(value);
      // In a prompt folder a setting (`model: gpt-4o`, `format: json`) is left out, unless it is written text (CrewAI's `format` slice).
      if (promptFolder ? SETTING_KEY.test(last) && !looksLikePrompt(value) : !taken) return;
      units.push(unit(keys.join('.'), role ?? roleFor(keys), value, lineOf(node as Node), templateFields(value)));
    }
  };
  /**
   * A map's keys and values as the loader sees them: its own keys, then those merged in with `<<`
   * (one map or a list of them, earlier ones first) that it does not set itself.
   */
  const effectivePairs = (map: YAMLMap, seen = new Set<unknown>()): Map<string, unknown> => {
    const out = new Map<string, unknown>();
    const merged: unknown[] = [];
    for (const pair of map.items) {
      // With merge keys on, the parser gives `<<` a symbol for its value.
      const k = isScalar(pair.key) ? (typeof pair.key.value === 'symbol' ? '<<' : String(pair.key.value)) : String(pair.key);
      if (k === '<<') merged.push(...(isSeq(pair.value) ? pair.value.items : [pair.value]));
      else if (!out.has(k)) out.set(k, pair.value);
    }
    for (const source of merged) {
      const target = isAlias(source) ? source.resolve(doc) : source;
      if (!isMap(target) || seen.has(target)) continue;
      for (const [k, v] of effectivePairs(target, new Set([...seen, map]))) if (!out.has(k)) out.set(k, v);
    }
    return out;
  };
  const unit = (key: string, role: Role, value: string, lines: [number, number], placeholders: string[]): PromptUnit => ({
    id: unitId(path, key),
    path,
    key,
    role,
    text: value,
    lines,
    placeholders,
  });
  // Kubernetes manifests and Ansible playbooks have `template` keys that are not prompts.
  const top = doc.toJS() as unknown;
  if (!promptFolder && isInfrastructure(top)) return { units: [], models: [] };
  const models = configModels(path, doc, lineCounter);
  walk(doc.contents, [], undefined);
  if (units.length === 0 && promptFolder && lineCount(text) > 0 && !isMap(doc.contents) && !isSeq(doc.contents)) {
    return { units: [wholeFileUnit(path, 'system', text)], models };
  }
  return { units, models };
}

function isInfrastructure(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((v) => typeof v === 'object' && v !== null && 'hosts' in v && ('tasks' in v || 'roles' in v));
  return typeof value === 'object' && value !== null && 'apiVersion' in value && 'kind' in value;
}

/** The tool's name when `value` is a tool definition as an API takes it. */
export function toolSchema(value: Record<string, unknown>): string | undefined {
  const fn = value.function as Record<string, unknown> | undefined;
  if (value.type === 'function' && fn && typeof fn.name === 'string' && ('parameters' in fn || 'description' in fn)) return fn.name;
  // The Responses API's flat shape: {type: 'function', name, description, parameters}.
  if (value.type === 'function' && typeof value.name === 'string' && 'parameters' in value) return value.name;
  if (typeof value.name === 'string' && typeof value.description === 'string' && ('input_schema' in value || 'inputSchema' in value)) {
    return value.name;
  }
  return undefined;
}

/**
 * Whether an alias names no anchor before it (`- *.log`, meant as a glob): the yaml package parses
 * such a file without error but throws when it loads it, and PyYAML refuses it, so it is not valid YAML.
 */
function hasUnresolvedAlias(doc: Document): boolean {
  let unresolved = false;
  visit(doc, {
    Alias(_, alias) {
      if (alias.resolve(doc) !== undefined) return undefined;
      unresolved = true;
      return visit.BREAK;
    },
  });
  return unresolved;
}

/** Where a string sits in a run, from the key it stands under. */
function roleFor(keys: string[]): Role {
  const path = keys.join('.').toLowerCase();
  if (/example|few_?shot|demonstration/.test(path)) return 'example';
  if (/description/.test(keys.at(-1)!.toLowerCase())) return 'tool-description';
  if (/(instance|task|user|next_step|observation|human)[\w-]*template|template[\w-]*(user|task)|user_prompt|user_message/.test(path)) return 'template';
  return 'system';
}
