/** tiktoken's byte-level BPE encodings, by tiktoken's names: OpenAI's published tokenizers. */
export const TIKTOKEN_ENCODINGS = ['o200k_base', 'cl100k_base'] as const;
export type TiktokenEncoding = (typeof TIKTOKEN_ENCODINGS)[number];

/**
 * Every encoding ctxguard counts with: tiktoken's, and `gemma3`, Gemma 3's vocabulary, which Google's
 * Gen AI SDK counts Gemini 2.0, 2.5 and 3 with (docs/architecture.md, "Exact counts from the provider").
 */
export const ENCODINGS = [...TIKTOKEN_ENCODINGS, 'gemma3'] as const;
export type EncodingName = (typeof ENCODINGS)[number];

export function isEncodingName(name: string): name is EncodingName {
  return (ENCODINGS as readonly string[]).includes(name);
}

export function isTiktokenEncoding(name: EncodingName): name is TiktokenEncoding {
  return (TIKTOKEN_ENCODINGS as readonly string[]).includes(name);
}
