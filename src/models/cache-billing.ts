/**
 * Whose prompt-caching rules bill a model (docs/architecture.md, "Caching"). The rules follow the
 * model family, not the reseller: Claude on Google Cloud is billed as Anthropic bills it.
 *
 * - `anthropic`: explicit `cache_control` breakpoints; writes cost extra, reads 0.1x.
 * - `openai`: automatic prefix caching from 1,024 tokens, in 128-token steps.
 * - `gemini`: implicit caching (Gemini 2.5 and newer), no write fee.
 * - `prefix`: any other provider that prices cached input: the unchanged prefix, at the model's minimum.
 * - `none`: a model that caches nothing unless the application creates a cache itself (Gemini before
 *   2.5 has explicit caching only).
 */
export type CacheBilling = 'anthropic' | 'openai' | 'gemini' | 'prefix' | 'none';

export function cacheBilling(provider: string, id: string): CacheBilling {
  const model = id.toLowerCase();
  if (/(^|[/.:@])claude/.test(model) || provider === 'anthropic') return 'anthropic';
  if (/(^|[/:])gemini/.test(model)) return implicitGemini(model) ? 'gemini' : 'none';
  if (provider === 'openai' || /(^|[/:])(gpt-|chatgpt-|codex-|o\d)/.test(model)) return 'openai';
  return 'prefix';
}

/**
 * "Implicit caching is enabled by default for all Gemini 2.5 and newer models"
 * (ai.google.dev/gemini-api/docs/caching): 1.0, 1.5 and 2.0 models cache only when asked.
 */
function implicitGemini(model: string): boolean {
  const bare = model.slice(model.lastIndexOf('gemini'));
  if (/^gemini-(pro|flash)-1\.|^gemini-1\.|^gemini-2\.0|^gemini-pro($|-vision)/.test(bare)) return false;
  return !/^gemini-embedding/.test(bare);
}
