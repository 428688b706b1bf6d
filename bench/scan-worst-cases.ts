import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCorpus } from '../test/support/corpus.js';
import { randomBase64 } from './counting.js';
import { tempDir } from '../test/support/git-repo.js';
import { CLI } from './cli-under-test.js';
import type { BenchFigures } from './bounds.js';
import { median, runMeasured } from './measured-process.js';

/**
 * Two prompt files of 0.95 MB each: under the default max_file_bytes, so every byte is read and
 * counted, and no more prose than the corpus holds (1.95 MB of markdown), so none of it repeats: a
 * repeat would find its pieces counted already and make prose look cheaper than it is.
 */
const FILES = 2;
const FILE_BYTES = 950_000;
const RUNS = 5;

/**
 * Counting's worst cases end to end: `ctxguard scan` as a child process over prompt files of one
 * kind (one letter, spaces, random base64) against as much English prose (the corpus's markdown),
 * each as CPU time beyond an empty tree's scan, per MB. CPU, not wall: the ratio is of two runs
 * seconds apart on a shared machine.
 */
export function benchScanWorstCases(figures: BenchFigures): void {
  const dir = tempDir('bench-scan-worst');
  try {
    const prose = buildCorpus().filter((f) => f.name.endsWith('.md')).map((f) => f.text).join('\n\n');
    const kinds: Array<[string, (i: number) => string]> = [
      ['prose', (i) => sliceBytes(prose, i * FILE_BYTES)],
      ['one letter', () => 'a'.repeat(FILE_BYTES)],
      ['spaces', () => ' '.repeat(FILE_BYTES)],
      ['random base64', (i) => randomBase64(FILE_BYTES, 64 + i)],
    ];
    const scan = (root: string): number => median(Array.from({ length: RUNS }, () => runMeasured('node', [CLI, 'scan', root, '--format', 'json'], { cwd: dir.path }).cpuMs));
    mkdirSync(join(dir.path, 'empty'));
    const emptyMs = scan(join(dir.path, 'empty'));
    console.log(`\n## Counting's worst cases in scan: ${FILES} prompt files of ${FILE_BYTES / 1e6} MB each, CPU beyond an empty scan (${emptyMs.toFixed(0)} ms), medians of ${RUNS}`);
    let proseMsPerMb = Number.NaN;
    let worst = 0;
    for (const [name, text] of kinds) {
      const root = join(dir.path, name.replace(/\W+/g, '-'));
      mkdirSync(join(root, 'prompts'), { recursive: true });
      for (let i = 0; i < FILES; i++) writeFileSync(join(root, 'prompts', `p${i}.md`), text(i));
      const perMb = (scan(root) - emptyMs) / ((FILES * FILE_BYTES) / 1e6);
      if (name === 'prose') proseMsPerMb = perMb;
      else worst = Math.max(worst, perMb / proseMsPerMb);
      console.log(`${name.padEnd(14)} ${perMb.toFixed(0).padStart(5)} ms per MB${name === 'prose' ? '' : `, ${(perMb / proseMsPerMb).toFixed(2)}x prose`}`);
    }
    figures.scanWorstCaseRatio = worst;
  } finally {
    dir.remove();
  }
}

/** The prose from character `from` on, cut to FILE_BYTES bytes at a character boundary. */
function sliceBytes(text: string, from: number): string {
  const piece = text.slice(from, from + FILE_BYTES);
  if (Buffer.byteLength(piece) < FILE_BYTES) throw new Error(`the corpus's prose ends before ${from + FILE_BYTES} characters: it would repeat`);
  return Buffer.from(piece, 'utf8').subarray(0, FILE_BYTES).toString('utf8').replace(/\uFFFD$/, '');
}
