import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadCodeParsers } from '../src/extract/code/grammars.js';
import { memoizedExtractor } from '../src/extract/extract.js';
import { promptFileClassifier } from '../src/extract/prompt-files.js';
import type { SourceFile } from '../src/extract/snapshot.js';

const ROOT = new URL('../node_modules/', import.meta.url).pathname;
const LIMIT_BYTES = 60_000_000;

/** Extraction speed on a large real tree: the installed packages' code, JSON and YAML. */
export async function benchExtraction(): Promise<void> {
  const classify = promptFileClassifier({ include: [], exclude: [], defaultExcludes: false });
  const files: SourceFile[] = [];
  let bytes = 0;
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (bytes > LIMIT_BYTES) return;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && statSync(path).size < 1_000_000) {
        const rel = relative(ROOT, path);
        const kind = classify(rel);
        if (!kind) continue;
        const text = readFileSync(path, 'utf8');
        bytes += Buffer.byteLength(text);
        files.push({ path: rel, kind, content: { kind: 'text', text } });
      }
    }
  };
  walk(ROOT);
  const mb = bytes / 1e6;
  const byFormat = new Map<string, number>();
  for (const f of files) byFormat.set(f.kind.format, (byFormat.get(f.kind.format) ?? 0) + 1);
  console.log(`\n## Extraction: ${files.length} files, ${mb.toFixed(1)} MB of node_modules (${[...byFormat].map(([k, n]) => `${n} ${k}`).join(', ')})`);
  let t = performance.now();
  const parsers = await loadCodeParsers();
  console.log(`tree-sitter runtime and 4 grammars loaded in ${(performance.now() - t).toFixed(0)} ms`);
  const extract = memoizedExtractor(parsers);
  t = performance.now();
  let units = 0;
  for (const f of files) units += extract(f).units.length;
  const seconds = (performance.now() - t) / 1000;
  console.log(`first pass: ${(mb / seconds).toFixed(1)} MB/s (${seconds.toFixed(2)} s), ${units} units`);
  t = performance.now();
  for (const f of files) extract(f);
  console.log(`the same files again (head after base, unchanged): ${(performance.now() - t).toFixed(0)} ms`);
}
