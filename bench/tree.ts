import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SourceFile } from '../src/extract/snapshot.js';
import type { SourceKind } from '../src/extract/source-kind.js';

/** The files of a tree that a classifier reads, in path order, up to a byte budget. */
export function readTree(root: string, classify: (path: string) => SourceKind | undefined, limitBytes = Number.POSITIVE_INFINITY): { files: SourceFile[]; bytes: number } {
  const files: SourceFile[] = [];
  let bytes = 0;
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (bytes > limitBytes) return;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && statSync(path).size < 1_000_000) {
        const rel = relative(root, path);
        const kind = classify(rel);
        if (!kind) continue;
        const text = readFileSync(path, 'utf8');
        bytes += Buffer.byteLength(text);
        files.push({ path: rel, kind, content: { kind: 'text', text } });
      }
    }
  };
  walk(root);
  return { files, bytes };
}
