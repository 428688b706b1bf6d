import { codeSpan, plainText } from './escape.js';
import { formatTokens } from './format.js';
import type { ModelCounting, Report } from './report.js';

/**
 * The providers whose token-count endpoint ctxguard can ask: the endpoint's name and the action input
 * that opts in (docs/architecture.md, "Exact counts from the provider").
 */
const ENDPOINTS: Record<string, { endpoint: string; key: string; input: string }> = {
  anthropic: { endpoint: "Anthropic's count_tokens", key: 'an Anthropic API key', input: 'anthropic-api-key' },
  google: { endpoint: "Gemini's countTokens", key: 'a Gemini API key', input: 'gemini-api-key' },
};

/**
 * Says, per model, how its token counts were made, where that is not its own public tokenizer: counted
 * by the provider's endpoint, partly estimated (with why), or estimated with another encoding. A report
 * written before ctxguard asked providers has only `model.exact` to go by.
 */
export function countingNotes(report: Report): string[] {
  const { model } = report;
  if (!report.counting) {
    return model.exact ? [] : [`<sub>Token counts are estimates: ${codeSpan(model.id)}'s tokenizer is not public, so text is counted with ${codeSpan(model.encoding)}.</sub>`];
  }
  return report.counting.flatMap((c): string[] => {
    const known = ENDPOINTS[c.provider];
    if (c.method === 'provider') {
      const endpoint = known?.endpoint ?? `${plainText(c.provider)}'s token count`;
      if (c.estimatedTexts === 0) return [`<sub>Token counts for ${codeSpan(c.model)}: counted by ${endpoint}, each text once, its message framing taken off.</sub>`];
      const counted = c.texts - c.estimatedTexts;
      const why = c.failure === null ? '' : ` (${plainText(c.failure)})`;
      return [
        `:warning: ${endpoint} counted ${formatTokens(counted)} of ${formatTokens(c.texts)} texts for ${codeSpan(c.model)}; ` +
          `the other ${formatTokens(c.estimatedTexts)} ${c.estimatedTexts === 1 ? 'is' : 'are'} estimated with ${codeSpan(c.encoding)}${why}.`,
      ];
    }
    if (c.method === 'estimate') {
      // How far o200k_base is from these tokenizers has not been measured: the note says so rather
      // than give a range (docs/architecture.md, "Exact counts from the provider").
      const opt = known ? ` With ${known.key} (the \`${known.input}\` input), ${known.endpoint} counts them.` : '';
      return [
        `<sub>Token counts for ${codeSpan(c.model)} are estimates: its tokenizer is not public, so text is counted with ${codeSpan(c.encoding)}; ` +
          `how far that is from the model's own count has not been measured.${opt}</sub>`,
      ];
    }
    return [];
  });
}

/** The last sentence of "How this is priced": what the counts are. */
export function countsSentence(report: Report): string {
  const { model } = report;
  const own: ModelCounting | undefined = report.counting?.find((c) => c.model === model.id);
  if (own?.method === 'provider') {
    const endpoint = ENDPOINTS[own.provider]?.endpoint ?? `${plainText(own.provider)}'s token count`;
    const rest = own.estimatedTexts === 0 ? '' : `, with ${codeSpan(own.encoding)} for the texts it could not count`;
    return `Counts for ${codeSpan(model.id)} are made by ${endpoint}${rest}.`;
  }
  return `Counts use ${codeSpan(model.encoding)}${model.exact ? ', exactly as tiktoken counts' : ' (estimates for this model)'}.`;
}
