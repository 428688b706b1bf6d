import { assertNever } from '../../assert-never.js';
import type { UsageCounts } from './usage-record.js';

/**
 * The usage objects providers return with every response, and that logs copy as they are:
 * - `anthropic`: Messages API `usage` (`input_tokens` counts only fresh input; cache reads and writes
 *   are beside it; `cache_creation.ephemeral_5m_input_tokens` / `ephemeral_1h_input_tokens` split writes);
 * - `openai-chat`: Chat Completions `usage` (`prompt_tokens` includes `prompt_tokens_details.cached_tokens`;
 *   `completion_tokens` includes `completion_tokens_details.reasoning_tokens`), and LiteLLM's, which adds
 *   `cache_creation_input_tokens`, counted in `prompt_tokens` too;
 * - `openai-responses`: Responses API `usage` (`input_tokens` includes `input_tokens_details.cached_tokens`;
 *   `output_tokens` includes `output_tokens_details.reasoning_tokens`);
 * - `gemini`: `usageMetadata` (`promptTokenCount` includes `cachedContentTokenCount`; thoughts are
 *   billed as output but counted apart from `candidatesTokenCount`).
 */
export const PROVIDER_USAGE_KINDS = ['anthropic', 'openai-chat', 'openai-responses', 'gemini'] as const;
export type ProviderUsageKind = (typeof PROVIDER_USAGE_KINDS)[number];

type UsageObject = Record<string, unknown>;

/** Which provider's usage object this is, by the fields only it has; undefined for none of them. */
export function providerUsageKind(usage: unknown): ProviderUsageKind | undefined {
  if (!isObject(usage)) return undefined;
  if ('promptTokenCount' in usage || 'candidatesTokenCount' in usage) return 'gemini';
  if ('prompt_tokens' in usage || 'completion_tokens' in usage) return 'openai-chat';
  if ('cache_creation_input_tokens' in usage || 'cache_read_input_tokens' in usage || 'cache_creation' in usage) return 'anthropic';
  if ('input_tokens_details' in usage || 'output_tokens_details' in usage) return 'openai-responses';
  // `input_tokens` and `output_tokens` alone: Anthropic's and the Responses API's look the same, and mean the same then.
  if ('input_tokens' in usage && 'output_tokens' in usage) return 'anthropic';
  return undefined;
}

/**
 * A provider's usage object as a record's counts. `bad` is called with the field (a dotted path
 * inside the object) whose value is not a count, and must throw: no field is read as zero unless it
 * is absent.
 */
export function providerUsageCounts(usage: unknown, kind: ProviderUsageKind, bad: (field: string) => never): UsageCounts {
  const object = isObject(usage) ? usage : bad('usage');
  const count = (path: string): number => countAt(object, path, bad);
  switch (kind) {
    case 'anthropic': {
      const read = count('cache_read_input_tokens');
      const written = count('cache_creation_input_tokens');
      const oneHour = count('cache_creation.ephemeral_1h_input_tokens');
      const split = count('cache_creation.ephemeral_5m_input_tokens') + oneHour;
      // A split that does not add up to the total would price tokens that were never written, or drop some.
      if (isObject(object.cache_creation) && written !== 0 && split !== written) bad('cache_creation');
      return {
        inputTokens: count('input_tokens') + read + (written || split),
        cacheReadTokens: read,
        cacheWrite5mTokens: (written || split) - oneHour,
        cacheWrite1hTokens: oneHour,
        outputTokens: count('output_tokens'),
        reasoningTokens: 0,
      };
    }
    case 'openai-chat':
      // LiteLLM writes Anthropic's cache writes beside OpenAI's fields, and counts them in prompt_tokens.
      return {
        ...openAi(count('prompt_tokens'), count('prompt_tokens_details.cached_tokens'), count('completion_tokens'), count('completion_tokens_details.reasoning_tokens')),
        cacheWrite5mTokens: count('cache_creation_input_tokens'),
      };
    case 'openai-responses':
      return openAi(count('input_tokens'), count('input_tokens_details.cached_tokens'), count('output_tokens'), count('output_tokens_details.reasoning_tokens'));
    case 'gemini': {
      const thoughts = count('thoughtsTokenCount');
      return {
        inputTokens: count('promptTokenCount') + count('toolUsePromptTokenCount'),
        cacheReadTokens: count('cachedContentTokenCount'),
        cacheWrite5mTokens: 0,
        cacheWrite1hTokens: 0,
        outputTokens: count('candidatesTokenCount') + thoughts,
        reasoningTokens: thoughts,
      };
    }
    default:
      return assertNever(kind);
  }
}

function openAi(input: number, cached: number, output: number, reasoning: number): UsageCounts {
  return { inputTokens: input, cacheReadTokens: cached, cacheWrite5mTokens: 0, cacheWrite1hTokens: 0, outputTokens: output, reasoningTokens: reasoning };
}

/** The count at a dotted path, 0 where the path is absent (or null); `bad` for anything but a JSON number, whole, of 0 or more. */
export function countAt(object: UsageObject, path: string, bad: (field: string) => never): number {
  let value: unknown = object;
  for (const key of path.split('.')) {
    if (!isObject(value)) return 0;
    value = value[key];
  }
  if (value === undefined || value === null) return 0;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : bad(path);
}

function isObject(value: unknown): value is UsageObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
