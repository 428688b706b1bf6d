import { get_encoding, type Tiktoken } from 'tiktoken';
import { estimateScale, scaledCount } from '../../src/models/calibration.js';
import { DEFAULT_MODEL } from '../../src/models/catalog.js';

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

/**
 * What a report gives a text priced with a model whose tokenizer is not public: the reference
 * `o200k_base` count times the ratio measured for that model's tokenizer, rounded
 * (docs/architecture.md, "Exact counts from the provider"). The default model's unless one is named.
 */
export function estimatedCount(text: string, model: string = DEFAULT_MODEL): number {
  return scaledCount(referenceCount(text), estimateScale(model, 'o200k_base', undefined));
}
