import { BUDGET_DEFAULTS, type BudgetPolicyOptions } from '../simulate/policies/budget.js';
import { CLEAR_TOOL_USES_DEFAULTS, type ClearToolUsesOptions } from '../simulate/policies/clear-tool-uses.js';
import { COMPACT_DEFAULTS, type CompactOptions } from '../simulate/policies/compact.js';
import { NONE, type PolicySpec } from '../simulate/policies/policy-spec.js';
import { failAt, mappingAt, numberAt, stringListAt, type YamlPath, type YamlSource } from './yaml-source.js';

/**
 * Reads a policy (docs/architecture.md, "Contracts"): `{type: none | window | budget, ...}` in snake_case, or an Anthropic
 * `context_management` object pasted as is (`{edits: [...]}`, with or without the wrapper key).
 */
export function parsePolicy(source: YamlSource, path: YamlPath = [], value: unknown = source.value): PolicySpec {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) failAt(source, path, 'expected a policy mapping');
  const raw = value as Record<string, unknown>;
  if ('context_management' in raw) {
    mappingAt(source, path, raw, ['context_management']);
    return parseContextManagement(source, [...path, 'context_management'], raw.context_management);
  }
  if ('edits' in raw) return parseContextManagement(source, path, raw);
  // One edit pasted on its own.
  if (typeof raw.type === 'string' && /^(clear_tool_uses|compact|clear_thinking)_\d{8}$/.test(raw.type)) {
    return parseContextManagement(source, path, { edits: [raw] }, true);
  }
  const type = raw.type;
  switch (type) {
    case 'none':
      mappingAt(source, path, raw, ['type']);
      return NONE;
    case 'window': {
      const m = mappingAt(source, path, raw, ['type', 'keep_last_steps', 'marker_tokens']);
      if (m.keep_last_steps === undefined) failAt(source, [...path, 'keep_last_steps'], 'required for a window policy');
      return {
        type: 'window',
        keepLastSteps: numberAt(source, [...path, 'keep_last_steps'], m.keep_last_steps, { integer: true, min: 0 }),
        markerTokens: m.marker_tokens === undefined ? 10 : numberAt(source, [...path, 'marker_tokens'], m.marker_tokens, { integer: true, min: 0 }),
      };
    }
    case 'budget': {
      const keys: Record<string, keyof BudgetPolicyOptions> = {
        window: 'window',
        trigger: 'trigger',
        clear_at_least: 'clearAtLeast',
        keep_tool_results: 'keepToolResults',
        compact_above: 'compactAbove',
        keep_recent: 'keepRecent',
        pinned_tools: 'pinnedTools',
        summary_max_tokens: 'summaryMaxTokens',
        notes_tokens: 'notesTokens',
      };
      // Keys of the budget before it sized stubs and summaries as the reference does: say what became of them.
      const retired: Record<string, string> = {
        stub_tokens: 'no longer set: a cleared result costs its stub text, counted',
        summary_tokens: 'renamed summary_max_tokens (the summarizer\'s output; the notes are notes_tokens)',
      };
      for (const key of Object.keys(retired)) if (key in raw) failAt(source, [...path, key], retired[key]!);
      const m = mappingAt(source, path, raw, ['type', ...Object.keys(keys)]);
      const options: BudgetPolicyOptions = { ...BUDGET_DEFAULTS, pinnedTools: [...BUDGET_DEFAULTS.pinnedTools] };
      for (const [key, field] of Object.entries(keys)) {
        if (m[key] === undefined) continue;
        const at = [...path, key];
        if (field === 'pinnedTools') options.pinnedTools = stringListAt(source, at, m[key]);
        else options[field] = numberAt(source, at, m[key], { integer: true, min: 0 });
      }
      return { type: 'budget', ...options };
    }
    default:
      return failAt(
        source,
        [...path, 'type'],
        `expected none, window or budget (or an Anthropic context_management object), got ${JSON.stringify(type)}`,
      );
  }
}

function parseContextManagement(source: YamlSource, path: YamlPath, value: unknown, bare = false): PolicySpec {
  const m = mappingAt(source, path, value, ['edits']);
  if (!Array.isArray(m.edits) || m.edits.length === 0) failAt(source, [...path, 'edits'], 'expected a list of edits');
  const edits = m.edits.flatMap((edit: unknown, i: number) => {
    const at = bare ? path : [...path, 'edits', i];
    const type = (edit as { type?: unknown } | null)?.type;
    // Thinking blocks are not in a trace's token counts: clearing them changes nothing here.
    if (typeof type === 'string' && type.startsWith('clear_thinking_')) return [];
    return [parseEdit(source, at, edit)];
  });
  return { type: 'context_management', edits };
}

function parseEdit(source: YamlSource, at: YamlPath, edit: unknown) {
  const type = (edit as { type?: unknown } | null)?.type;
  if (type === 'clear_tool_uses_20250919') return { type: 'clear_tool_uses_20250919' as const, ...parseClearToolUses(source, at, edit) };
  if (type === 'compact_20260112') return { type: 'compact_20260112' as const, ...parseCompact(source, at, edit) };
  return failAt(source, [...at, 'type'], `expected clear_tool_uses_20250919, compact_20260112 or clear_thinking_20251015, got ${JSON.stringify(type)}`);
}

/** `{type: input_tokens | tool_uses, value: N}`, the shape of Anthropic's trigger and keep. */
function counted<T extends string>(source: YamlSource, path: YamlPath, value: unknown, types: readonly T[]): { type: T; value: number } {
  const m = mappingAt(source, path, value, ['type', 'value']);
  if (!types.includes(m.type as T)) failAt(source, [...path, 'type'], `expected ${types.join(' or ')}, got ${JSON.stringify(m.type)}`);
  return { type: m.type as T, value: numberAt(source, [...path, 'value'], m.value, { integer: true, min: 0 }) };
}

function parseClearToolUses(source: YamlSource, path: YamlPath, value: unknown): ClearToolUsesOptions {
  const m = mappingAt(source, path, value, ['type', 'trigger', 'keep', 'clear_at_least', 'exclude_tools', 'clear_tool_inputs', 'placeholder_tokens']);
  const options: ClearToolUsesOptions = { ...CLEAR_TOOL_USES_DEFAULTS };
  if (m.trigger !== undefined) options.trigger = counted(source, [...path, 'trigger'], m.trigger, ['input_tokens', 'tool_uses'] as const);
  if (m.keep !== undefined) options.keep = counted(source, [...path, 'keep'], m.keep, ['tool_uses'] as const).value;
  if (m.clear_at_least !== undefined) {
    options.clearAtLeast = counted(source, [...path, 'clear_at_least'], m.clear_at_least, ['input_tokens'] as const).value;
  }
  if (m.exclude_tools !== undefined) options.excludeTools = stringListAt(source, [...path, 'exclude_tools'], m.exclude_tools);
  if (m.clear_tool_inputs !== undefined) {
    const value = m.clear_tool_inputs;
    if (typeof value !== 'boolean' && !Array.isArray(value)) failAt(source, [...path, 'clear_tool_inputs'], 'expected true, false or a list of tool names');
    options.clearToolInputs = typeof value === 'boolean' ? value : stringListAt(source, [...path, 'clear_tool_inputs'], value);
  }
  if (m.placeholder_tokens !== undefined) {
    options.stubTokens = numberAt(source, [...path, 'placeholder_tokens'], m.placeholder_tokens, { integer: true, min: 0 });
  }
  return options;
}

function parseCompact(source: YamlSource, path: YamlPath, value: unknown): CompactOptions {
  const m = mappingAt(source, path, value, ['type', 'trigger', 'instructions', 'pause_after_compaction', 'summary_tokens']);
  const options: CompactOptions = { ...COMPACT_DEFAULTS };
  if (m.trigger !== undefined) {
    options.trigger = counted(source, [...path, 'trigger'], m.trigger, ['input_tokens'] as const).value;
    // The API refuses smaller triggers.
    if (options.trigger < 50_000) failAt(source, [...path, 'trigger', 'value'], 'compact_20260112 needs a trigger of at least 50000 input tokens');
  }
  if (m.summary_tokens !== undefined) {
    options.summaryTokens = numberAt(source, [...path, 'summary_tokens'], m.summary_tokens, { integer: true, min: 1 });
  }
  return options;
}
