import type { CacheBilling } from './cache-billing.js';

/**
 * The minimum cacheable prompt length of each model: a breakpoint (Anthropic) or a prefix (OpenAI,
 * Gemini) shorter than this is neither written nor read, and no error says so
 * (docs/architecture.md, "Caching"). One table per provider, each from that provider's page.
 */

/**
 * Anthropic, per model, from platform.claude.com/docs/en/build-with-claude/prompt-caching,
 * "Cache limitations" (the Claude API, Claude Platform on AWS, Google Cloud and Microsoft Foundry;
 * Bedrock documents its own). The page as of 2026-10:
 *
 * - 512: Claude Fable 5.1, Mythos 5.1, Opus 5.5, Opus 5, Sonnet 5.5, Fable 5, Mythos 5, Haiku 5.5
 * - 2,048: Claude Mythos Preview, Opus 4.7, Haiku 3.5
 * - 4,096: Claude Opus 4.6, Opus 4.5, Haiku 4.5
 * - 1,024: Claude Opus 4.8, Sonnet 5, Sonnet 4.6, Sonnet 4.5, Opus 4.1, Opus 4, Sonnet 4
 *
 * Models the current page no longer lists keep the figure its earlier versions gave them: 1,024 for
 * Claude 3.7 Sonnet, 3.5 Sonnet and Opus 3; 2,048 for Haiku 3.
 */
export const ANTHROPIC_MINIMUMS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    'claude-fable-5-1': 512,
    'claude-mythos-5-1': 512,
    'claude-opus-5-5': 512,
    'claude-opus-5': 512,
    'claude-sonnet-5-5': 512,
    'claude-fable-5': 512,
    'claude-mythos-5': 512,
    'claude-haiku-5-5': 512,
    'claude-mythos-preview': 2048,
    'claude-opus-4-7': 2048,
    'claude-3-5-haiku': 2048,
    'claude-opus-4-6': 4096,
    'claude-opus-4-5': 4096,
    'claude-haiku-4-5': 4096,
    'claude-opus-4-8': 1024,
    'claude-sonnet-5': 1024,
    'claude-sonnet-4-6': 1024,
    'claude-sonnet-4-5': 1024,
    'claude-opus-4-1': 1024,
    'claude-opus-4': 1024,
    'claude-sonnet-4': 1024,
    'claude-3-7-sonnet': 1024,
    'claude-3-5-sonnet': 1024,
    'claude-3-opus': 1024,
    'claude-3-haiku': 2048,
  }),
);

/** A Claude model the table does not name: the figure most of its models have. */
export const ANTHROPIC_FALLBACK = 1024;

/**
 * Gemini, from ai.google.dev/gemini-api/docs/caching, "Implicit caching" (last updated 2026-10-13):
 * 4,096 for Gemini 4 Argon, 3.8 Flash, 3.6 Flash and 3.1 Pro Preview; 2,048 for 2.5 Flash and 2.5
 * Pro. Its 2026-07 version gave 4,096 for 3.7 Flash and 3.5 Flash, and its 2026-05 version 1,024 for
 * 3 Flash Preview and 4,096 for 3 Pro Preview, which the page has since dropped. Lite and live
 * variants are not listed: they take their generation's figure.
 */
export const GEMINI_MINIMUMS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^gemini-3-flash/, 1024],
  [/^gemini-3-pro/, 4096],
  [/^gemini-(live-)?2\.5/, 2048],
  [/^gemini-(3\.\d|[4-9])/, 4096],
];

/** A Gemini model the table does not name: the current generation's figure. */
export const GEMINI_FALLBACK = 4096;

/**
 * OpenAI, from developers.openai.com/api/docs/guides/prompt-caching: "Caching is enabled automatically
 * for prompts that are 1024 tokens or longer", for every model from gpt-4o on.
 */
export const OPENAI_MINIMUM = 1024;

/** Other providers that price cached input (DeepSeek, Mistral, xAI...): OpenAI's figure, the common one. */
export const PREFIX_FALLBACK = 1024;

/**
 * The minimum for a model under its provider's rules: the first of `ids` its provider's table names
 * (the id as the repository names it, then the dataset's), else the provider's fallback. Ids are
 * looked up as code names them: with a provider prefix (`anthropic/`, `anthropic.` on Bedrock), a
 * date (`-20250929`, `@20250929`), a version (`-v1:0`) or `-latest` after them.
 */
export function minimumCacheableTokens(billing: CacheBilling, ...ids: string[]): number {
  for (const id of ids) {
    const model = bareModel(id);
    const known = billing === 'anthropic' ? ANTHROPIC_MINIMUMS.get(model) : billing === 'gemini' ? GEMINI_MINIMUMS.find(([pattern]) => pattern.test(model))?.[1] : undefined;
    if (known !== undefined) return known;
  }
  switch (billing) {
    case 'anthropic':
      return ANTHROPIC_FALLBACK;
    case 'gemini':
      return GEMINI_FALLBACK;
    case 'openai':
      return OPENAI_MINIMUM;
    case 'prefix':
    case 'none':
      return PREFIX_FALLBACK;
  }
}

/** `anthropic.claude-haiku-4-5-20251001-v1:0` -> `claude-haiku-4-5`; Vertex's older `claude-4-opus` -> `claude-opus-4`. */
function bareModel(id: string): string {
  let model = id.trim().toLowerCase();
  const family = model.search(/claude|gemini/);
  if (family > 0) model = model.slice(family);
  model = model.replace(/(-v\d+(:\d+)?|:\d+)$/, '').replace(/([-@]\d{8}|-latest|-0)$/, '');
  const older = /^claude-4-(opus|sonnet)$/.exec(model);
  return older ? `claude-${older[1]}-4` : model;
}
