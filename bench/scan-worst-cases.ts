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
const RUNS = 7;

/**
 * Counting's worst cases end to end: `ctxguard scan` as a child process over prompt files of one
 * kind (one letter, spaces, random base64) against as much English prose (the corpus's markdown),
 * each as CPU time beyond an empty tree's scan, per MB. CPU, not wall, and in rounds: each round scans
 * the empty tree and every kind once, and a kind's ratio to prose is taken within its round, so a slow
 * spell of the shared machine moves both sides of a ratio alike. The figure is the median round's.
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
    const scanCpu = (root: string): number => runMeasured('node', [CLI, 'scan', root, '--format', 'json'], { cwd: dir.path }).cpuMs;
    const empty = join(dir.path, 'empty');
    mkdirSync(empty);
    const roots = kinds.map(([name, text]) => {
      const root = join(dir.path, name.replace(/\W+/g, '-'));
      mkdirSync(join(root, 'prompts'), { recursive: true });
      for (let i = 0; i < FILES; i++) writeFileSync(join(root, 'prompts', `p${i}.md`), text(i));
      return root;
    });
    const megabytes = (FILES * FILE_BYTES) / 1e6;
    // perMb[kind][round]: CPU per MB beyond the same round's empty scan.
    const perMb: number[][] = kinds.map(() => []);
    const emptyMs: number[] = [];
    for (let round = 0; round < RUNS; round++) {
      const baseline = scanCpu(empty);
      emptyMs.push(baseline);
      roots.forEach((root, k) => perMb[k]!.push((scanCpu(root) - baseline) / megabytes));
    }
    console.log(
      `\n## Counting's worst cases in scan: ${FILES} prompt files of ${FILE_BYTES / 1e6} MB each, CPU beyond an empty scan (${median(emptyMs).toFixed(0)} ms), ` +
        `${RUNS} rounds, the median round's ratio`,
    );
    let worst = 0;
    kinds.forEach(([name], k) => {
      const ratios = perMb[k]!.map((ms, round) => ms / perMb[0]![round]!);
      const ratio = median(ratios);
      if (k > 0) worst = Math.max(worst, ratio);
      const each = k === 0 ? '' : `, ${ratio.toFixed(2)}x prose (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})`;
      console.log(`${name.padEnd(14)} ${median(perMb[k]!).toFixed(0).padStart(5)} ms per MB${each}`);
    });
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
