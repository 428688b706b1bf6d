import { loadCodeParsers } from '../src/pipeline/code-parsers.js';
import { memoizedExtractor } from '../src/extract/extract.js';
import { promptFileClassifier } from '../src/extract/prompt-files.js';
import { extractOptions } from '../src/frameworks/registry.js';
import { readTree } from './tree.js';

const ROOT = new URL('../node_modules/', import.meta.url).pathname;
const LIMIT_BYTES = 60_000_000;

/** Extraction speed on a large real tree: the installed packages' code, JSON and YAML. */
export async function benchExtraction(): Promise<void> {
  const classify = promptFileClassifier({ include: [], exclude: [], defaultExcludes: false });
  const { files, bytes } = readTree(ROOT, classify, LIMIT_BYTES);
  const mb = bytes / 1e6;
  const byFormat = new Map<string, number>();
  for (const f of files) byFormat.set(f.kind.format, (byFormat.get(f.kind.format) ?? 0) + 1);
  console.log(`\n## Extraction: ${files.length} files, ${mb.toFixed(1)} MB of node_modules (${[...byFormat].map(([k, n]) => `${n} ${k}`).join(', ')})`);
  let t = performance.now();
  const parsers = await loadCodeParsers();
  console.log(`tree-sitter runtime and 4 grammars loaded in ${(performance.now() - t).toFixed(0)} ms`);
  // tree-sitter's own parse of the same code, for scale: what reading every file would cost at the least.
  t = performance.now();
  let parsedBytes = 0;
  for (const f of files) {
    if (f.kind.format !== 'code' || f.content.kind !== 'text') continue;
    parsers.parse(f.kind.language, f.content.text).delete();
    parsedBytes += Buffer.byteLength(f.content.text);
  }
  console.log(`tree-sitter parse alone of the code: ${(parsedBytes / 1e6 / ((performance.now() - t) / 1000)).toFixed(1)} MB/s`);
  // The options the pipeline gives: without them every code file fails at its first line.
  const extract = memoizedExtractor(parsers, extractOptions(files));
  t = performance.now();
  let units = 0;
  let codeBytes = 0;
  let codeSeconds = 0;
  for (const f of files) {
    const start = performance.now();
    units += extract(f).units.length;
    if (f.kind.format !== 'code' || f.content.kind !== 'text') continue;
    codeSeconds += (performance.now() - start) / 1000;
    codeBytes += Buffer.byteLength(f.content.text);
  }
  const seconds = (performance.now() - t) / 1000;
  console.log(`first pass: ${(mb / seconds).toFixed(1)} MB/s (${seconds.toFixed(2)} s), ${units} units; code alone: ${(codeBytes / 1e6 / codeSeconds).toFixed(1)} MB/s (${(codeBytes / 1e6).toFixed(1)} MB)`);
  t = performance.now();
  for (const f of files) extract(f);
  console.log(`the same files again (head after base, unchanged): ${(performance.now() - t).toFixed(0)} ms`);
}
