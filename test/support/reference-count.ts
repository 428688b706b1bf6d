import { get_encoding, type Tiktoken } from 'tiktoken';

/** OpenAI's own tokenizer (tiktoken's Rust core, compiled to WASM): the reference for every count. */
const encoders = new Map<string, Tiktoken>();

export function referenceEncode(text: string, encoding: 'o200k_base' | 'cl100k_base' = 'o200k_base'): number[] {
  let encoder = encoders.get(encoding);
  if (!encoder) {
    encoder = get_encoding(encoding);
    encoders.set(encoding, encoder);
  }
  return Array.from(encoder.encode_ordinary(text));
}

export function referenceCount(text: string, encoding: 'o200k_base' | 'cl100k_base' = 'o200k_base'): number {
  return referenceEncode(text, encoding).length;
}
