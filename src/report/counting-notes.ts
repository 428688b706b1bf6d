import { calibrationFor, STAND_INS } from '../models/calibration.js';
import { codeSpan, plainText } from './escape.js';
import { countedWith, formatTokens } from './format.js';
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
          `the other ${formatTokens(c.estimatedTexts)} ${c.estimatedTexts === 1 ? 'is' : 'are'} estimated with ${countedWith(c, codeSpan)}${why}.`,
      ];
    }
    if (c.method === 'estimate') {
      const opt = known ? ` With ${known.key} (the \`${known.input}\` input), ${known.endpoint} counts them.` : '';
      return [`<sub>Token counts for ${codeSpan(c.model)} ${estimateClause(c)}${opt}</sub>`];
    }
    // A model's own tokenizer that is not OpenAI's is named, so a reviewer knows whose it is; the
    // report's own model is named by the counts sentence above it already.
    return c.encoding === 'gemma3' && c.model !== model.id ? [`<sub>Token counts for ${codeSpan(c.model)}: counted with ${gemmaTokenizer(c.model)}.</sub>`] : [];
  });
}

/**
 * What is known of an estimate: where a tokenizer stands for the model's (measured against
 * `o200k_base` only), the ratio its counts were multiplied by and the range it gives on ctxguard's test
 * corpus; else that it has not been measured, and why where there is a reason (docs/architecture.md,
 * "Exact counts from the provider").
 */
function estimateClause({ model, encoding, scale }: ModelCounting): string {
  const known = calibrationFor(model);
  if (known.measured && encoding === 'o200k_base') {
    const { low, high, overall, counter } = STAND_INS[known.standIn];
    const tokenizer = counter.kind === 'ctok' ? `${known.tokenizer}, whose counts ctok (github.com/sanderland/ctok) reconstructs,` : known.tokenizer;
    const range = `${low.toFixed(2)}x–${high.toFixed(2)}x`;
    if (scale === undefined) {
      // Counted as they are (the config named the encoding, or the report predates the ratios): how far they run.
      return `are estimates made with ${codeSpan(encoding)}; ${tokenizer} gives ${range} as many tokens on 90% of ctxguard's test texts (${overall.toFixed(2)}x overall).`;
    }
    return `are estimates: ${codeSpan(encoding)}'s counts × ${scale.toFixed(2)}, the ratio ${tokenizer} gives on ctxguard's test texts (${range} on 90% of them).`;
  }
  if (!known.measured && known.why !== null) {
    return `are estimates made with ${codeSpan(encoding)}; how far they are from the model's own count has not been measured: ${known.why}.`;
  }
  return `are estimates: its tokenizer is not public, so text is counted with ${codeSpan(encoding)}; how far that is from the model's own count has not been measured.`;
}


/** Whose tokenizer `gemma3` is, said where it counts: a Gemma model's own, the one Google's SDK counts Gemini with. */
function gemmaTokenizer(model: string): string {
  return /^gemma-/.test(model) ? 'its own tokenizer (`gemma3`)' : "Gemma 3's tokenizer (`gemma3`), which Google's Gen AI SDK counts this model with on the machine it runs on";
}

/** The last sentence of "How this is priced": what the counts are. */
export function countsSentence(report: Report): string {
  const { model } = report;
  const own: ModelCounting | undefined = report.counting?.find((c) => c.model === model.id);
  if (own?.method === 'provider') {
    const endpoint = ENDPOINTS[own.provider]?.endpoint ?? `${plainText(own.provider)}'s token count`;
    const rest = own.estimatedTexts === 0 ? '' : `, with ${countedWith(own, codeSpan)} for the texts it could not count`;
    return `Counts for ${codeSpan(model.id)} are made by ${endpoint}${rest}.`;
  }
  if (model.encoding === 'gemma3' && model.exact) return `Counts for ${codeSpan(model.id)} use ${gemmaTokenizer(model.id)}.`;
  const encoding = own?.scale === undefined ? codeSpan(model.encoding) : countedWith(own, codeSpan);
  return `Counts use ${encoding}${model.exact ? ', exactly as tiktoken counts' : ' (estimates for this model)'}.`;
}
