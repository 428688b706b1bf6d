import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { isPromptKey } from './code/prompt-names.js';
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

export function structuredUnits(path: string, text: string, promptFolder: boolean): PromptUnit[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) {
    // A prompt file that is not valid YAML is still sent as written.
    return promptFolder ? [wholeFileUnit(path, 'system', text)] : [];
  }
  const units: PromptUnit[] = [];
  const lineOf = (node: Node): [number, number] => {
    const [start, , end] = node.range ?? [0, 0, 0];
    return [lineCounter.linePos(start).line, lineCounter.linePos(Math.max(start, end - 1)).line];
  };
  const toolNames = new Set<string>();

  const walk = (node: unknown, keys: string[], promptContext: boolean, role?: Role): void => {
    if (isMap(node)) {
      const value = (node as Node).toJSON() as Record<string, unknown>;
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
      for (const pair of node.items) {
        const k = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const crew = crewAgent ? 'system' : crewTask ? 'template' : undefined;
        walk(pair.value, [...keys, k], promptContext || crew !== undefined || isPromptKey(k), crew ?? role);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => walk(item, [...keys, String(i)], promptContext, role));
    } else if (isScalar(node) && typeof node.value === 'string') {
      const value = node.value;
      if (!value.trim()) return;
      if (!promptFolder && !(promptContext && value.length >= MIN_PROSE && /\s/.test(value))) return;
      units.push(unit(keys.join('.'), role ?? roleFor(keys), value, lineOf(node as Node), templateFields(value)));
    }
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
  walk(doc.contents, [], false);
  if (units.length === 0 && promptFolder && lineCount(text) > 0 && !isMap(doc.contents) && !isSeq(doc.contents)) {
    return [wholeFileUnit(path, 'system', text)];
  }
  return units;
}

/** The tool's name when `value` is a tool definition as an API takes it. */
export function toolSchema(value: Record<string, unknown>): string | undefined {
  const fn = value.function as Record<string, unknown> | undefined;
  if (value.type === 'function' && fn && typeof fn.name === 'string' && ('parameters' in fn || 'description' in fn)) return fn.name;
  if (typeof value.name === 'string' && typeof value.description === 'string' && ('input_schema' in value || 'inputSchema' in value)) {
    return value.name;
  }
  return undefined;
}

/** Where a string sits in a run, from the key it stands under. */
function roleFor(keys: string[]): Role {
  const path = keys.join('.').toLowerCase();
  if (/example|few_?shot|demonstration/.test(path)) return 'example';
  if (/description/.test(keys.at(-1)!.toLowerCase())) return 'tool-description';
  if (/(instance|task|user|next_step|observation|human)[\w-]*template|template[\w-]*(user|task)|user_prompt|user_message/.test(path)) return 'template';
  return 'system';
}
