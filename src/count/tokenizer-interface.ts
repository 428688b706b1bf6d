import type { EncodingName } from './encoding-name.js';

/**
 * Exact token counts in one encoding: tiktoken's `encode_ordinary` for OpenAI's (special-token text
 * such as `<|endoftext|>` is ordinary text here, since prompts are counted, never sent), Hugging Face's
 * BPE for Gemma 3's. Its own module, since both kinds of tokenizer implement it and `tokenizer.ts`
 * makes them.
 */
export interface Tokenizer {
  readonly encoding: EncodingName;
  count(text: string): number;
  encode(text: string): number[];
}
