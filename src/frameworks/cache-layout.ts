/**
 * Where an agent puts Anthropic's `cache_control` breakpoints (docs/architecture.md, "Caching").
 * Anthropic caches only at breakpoints, so the same run costs what its framework's placement makes
 * of it; OpenAI and Gemini cache on their own and ignore the layout.
 *
 * - `system`: the end of the tools and system prompt (Claude Code, aider).
 * - `last-message`: the last message of the history, moving forward every request (Claude Code;
 *   Anthropic's automatic caching).
 * - `last-messages:N`: the last N user or tool messages (SWE-agent's `cache_control` history
 *   processor, `last_n_messages`, default 2).
 * - `after-history`: the end of what is rebuilt after the history (aider's chat files).
 *
 * No breakpoint (`none`) is a framework that never marks one: every request pays the plain input
 * price (smolagents, aider without `--cache-prompts`).
 */
export type CacheBreakpoint = { at: 'system' } | { at: 'last-message' } | { at: 'last-messages'; count: number } | { at: 'after-history' };

export type CacheLayout = readonly CacheBreakpoint[];

/** Anthropic's common layout: tools and system prompt, and the last message. */
export const DEFAULT_LAYOUT: CacheLayout = [{ at: 'system' }, { at: 'last-message' }];

export const NO_BREAKPOINTS: CacheLayout = [];

/** "You can define up to 4 cache breakpoints" (platform.claude.com/docs/en/build-with-claude/prompt-caching). */
export const MAX_BREAKPOINTS = 4;

/** How many `cache_control` marks a request of this layout carries at most. */
export function breakpointCount(layout: CacheLayout): number {
  return layout.reduce((n, b) => n + (b.at === 'last-messages' ? b.count : 1), 0);
}

/** `system, last-message`; `none` for no breakpoint. */
export function formatCacheLayout(layout: CacheLayout): string {
  return layout.length ? layout.map((b) => (b.at === 'last-messages' ? `last-messages:${b.count}` : b.at)).join(', ') : 'none';
}

/**
 * A layout as the config file, an input or a flag gives it: `none`, or a list of placements (a YAML
 * list, or names separated by commas). A TypeError says what is wrong; the caller says where.
 */
export function parseCacheLayout(value: unknown): CacheLayout {
  const list = typeof value === 'string' ? value.split(/[\n,]/) : value;
  if (!Array.isArray(list) || !list.every((v) => typeof v === 'string')) throw new TypeError(`expected none or a list of cache breakpoints (${NAMES}), got ${JSON.stringify(value)}`);
  const names = list.map((v: string) => v.trim()).filter((v) => v.length > 0);
  if (names.length === 1 && names[0] === 'none') return NO_BREAKPOINTS;
  const layout = names.map(breakpoint);
  const seen = new Set<string>();
  for (const b of layout) {
    if (seen.has(b.at)) throw new TypeError(`cache breakpoint '${b.at}' is listed twice`);
    seen.add(b.at);
  }
  if (breakpointCount(layout) > MAX_BREAKPOINTS) {
    throw new TypeError(`${formatCacheLayout(layout)} marks ${breakpointCount(layout)} blocks: Anthropic accepts at most ${MAX_BREAKPOINTS} cache breakpoints a request`);
  }
  return layout;
}

const NAMES = 'system, last-message, last-messages:N, after-history';

function breakpoint(name: string): CacheBreakpoint {
  if (name === 'system' || name === 'last-message' || name === 'after-history') return { at: name };
  const last = /^last-messages:(\d+)$/.exec(name);
  if (last && Number(last[1]) >= 1) return { at: 'last-messages', count: Number(last[1]) };
  throw new TypeError(`unknown cache breakpoint '${name}': expected none or ${NAMES}`);
}
