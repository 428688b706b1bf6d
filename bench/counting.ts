import { getEncoding } from 'js-tiktoken';
import { get_encoding } from 'tiktoken';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { countPiece, heapMerge, type Vocabulary } from '../src/count/byte-pair-merge.js';
import { PRE_TOKENIZER_PATTERNS, preTokenizer } from '../src/count/pre-tokenizer.js';
import { RankTable } from '../src/count/rank-table.js';
import { tiktokenRankFile } from '../src/count/tiktoken-ranks.js';
import { newTokenizer, tokenizer } from '../src/count/tokenizer.js';
import { vocabulary } from '../src/count/vocabulary.js';
import { buildCorpus, corpusBytes, random, type CorpusFile } from '../test/support/corpus.js';
import type { BenchFigures } from './bounds.js';
import { median } from './measured-process.js';

/** Counting speed next to js-tiktoken and tiktoken (WASM) on the same corpus, and on long runs. */
export function benchCounting(figures: BenchFigures): void {
  const corpus = buildCorpus();
  const mb = corpusBytes(corpus) / 1e6;
  console.log(`\n## Counting, o200k_base: ${corpus.length} files, ${mb.toFixed(1)} MB (code, prose, JSON in 13 languages, emoji, BOM, base64)`);

  // The bundle reads a rank file the build converted (dist/ranks/); from source the conversion runs first.
  let t = performance.now();
  const file = tiktokenRankFile('o200k_base');
  const convertMs = performance.now() - t;
  t = performance.now();
  RankTable.read(file, 'o200k_base');
  console.log(`rank table read from its file: ${(performance.now() - t).toFixed(1)} ms (converting js-tiktoken's file, at build time: ${convertMs.toFixed(0)} ms)`);
  t = performance.now();
  vocabulary('o200k_base');
  const ours = tokenizer('o200k_base');
  ours.count('warm up');
  console.log(`ctxguard load from source + first call: ${(performance.now() - t).toFixed(0)} ms`);

  const js = getEncoding('o200k_base');
  const wasm = get_encoding('o200k_base');
  const rows: Array<[string, (text: string) => number]> = [
    ['ctxguard', (text) => ours.count(text)],
    ['js-tiktoken 1.0.21', (text) => js.encode(text, [], []).length],
    ['tiktoken 1.0.22 (WASM)', (text) => wasm.encode_ordinary(text).length],
  ];
  const totals: number[] = [];
  for (const [name, count] of rows) {
    t = performance.now();
    totals.push(corpus.reduce((n, f) => n + count(f.text), 0));
    const seconds = (performance.now() - t) / 1000;
    console.log(`${name.padEnd(24)} ${(mb / seconds).toFixed(2).padStart(6)} MB/s  (${seconds.toFixed(2)} s)`);
  }
  console.log(`token totals: ${totals.join(' / ')} (ctxguard / js-tiktoken / tiktoken)`);

  benchWorstCases(figures, corpus);
  const sample = 'a'.repeat(5_000);
  t = performance.now();
  js.encode(sample, [], []);
  console.log(`for contrast, js-tiktoken on 5 kB of 'a' (its merge is quadratic): ${(performance.now() - t).toFixed(0)} ms`);
}

/**
 * Only the worst cases, for `npm run bench -- worst-cases`: the speed comparison above takes a minute
 * (js-tiktoken), this a few seconds.
 */
export function benchCountingWorstCases(figures: BenchFigures): void {
  benchWorstCases(figures, buildCorpus());
}

/** Counting CPU time per MB of the corpus's prose (its markdown), by a tokenizer of its own: its piece cache cold. */
function proseMsPerMb(corpus: CorpusFile[]): number {
  const ours = newTokenizer('o200k_base');
  ours.count('load the vocabulary outside the timing');
  const prose = corpus.filter((f: CorpusFile) => f.name.endsWith('.md'));
  return cpuMs(() => prose.forEach((f) => ours.count(f.text))) / (corpusBytes(prose) / 1e6);
}

/** A full collection now: V8's `gc`, exposed for the bench alone. */
const collectGarbage = ((): (() => void) => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

/**
 * This process's CPU time over `run`, after a full garbage collection: a timing does not pay for the
 * garbage of the one before (5 MB strings and their merges' arrays), which made prose alone take 50 to
 * 140 ms per MB from one round to the next. The worst cases are ratios of two timings taken seconds apart;
 * on a shared machine wall time swings with other work (prose at 195 to 925 ms per MB in one day's
 * runs), CPU time far less.
 */
function cpuMs(run: () => void): number {
  collectGarbage();
  const before = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

/** Rounds of prose and each worst case after one to warm up, each counted from a cold cache: a ratio is the median round's. */
const ROUNDS = 5;

/**
 * Inputs far from prose, 5 MB each, per MB against prose. A long run of one character is one
 * pre-token of 5 MB (digits split into threes), so it times the merge of very long pieces; "heap" is
 * the binary-heap merge long pieces used before the bucket merge (timed in the first counted round only).
 * Random base64 is the other worst case in real repositories (embedded images, keys): short pieces
 * that rarely repeat, so the piece cache seldom helps. One timing of each swung from 1.05x to 2.5x
 * prose between runs minutes apart; each round times prose and then every input, each with a
 * tokenizer of its own and after a full garbage collection, and a ratio is the median round's.
 */
function benchWorstCases(figures: BenchFigures, corpus: CorpusFile[]): void {
  const vocab = vocabulary('o200k_base');
  const pattern = PRE_TOKENIZER_PATTERNS.o200k_base;
  const inputs: Array<[string, string]> = [
    ...(['a', ' ', '-', '9'] as const).map((ch): [string, string] => [`'${ch === ' ' ? 'space' : ch}' x 5M`, ch.repeat(5_000_000)]),
    ['random base64', randomBase64(5_000_000)],
  ];
  const prose: number[] = [];
  const ratios = inputs.map((): number[] => []);
  const tokens = inputs.map(() => 0);
  const heapRatios: number[] = [];
  // Round 0 warms up: prose counted by code V8 has not compiled yet took twice as long as after.
  for (let round = 0; round <= ROUNDS; round++) {
    const prosePerMb = proseMsPerMb(corpus);
    if (round > 0) prose.push(prosePerMb);
    inputs.forEach(([, text], i) => {
      const ours = newTokenizer('o200k_base');
      ours.count('load the vocabulary outside the timing');
      const ratio = cpuMs(() => (tokens[i] = ours.count(text))) / 5 / prosePerMb;
      if (round === 0) return;
      ratios[i]!.push(ratio);
      if (round > 1) return;
      let heapCount = 0;
      heapRatios.push(cpuMs(() => (heapCount = countWithHeap(text, pattern, vocab))) / 5 / prosePerMb);
      if (heapCount !== tokens[i]) throw new Error(`the heap merge counts ${heapCount} tokens where the bucket merge counts ${tokens[i]}`);
    });
  }
  console.log(`\n## Worst cases for counting, ctxguard, 5 MB each, CPU time per MB against prose (prose: ${median(prose).toFixed(0)} ms per MB from a cold cache, the median of ${ROUNDS} rounds)`);
  let worst = 0;
  inputs.forEach(([name], i) => {
    const ratio = median(ratios[i]!);
    worst = Math.max(worst, ratio);
    const rounds = ratios[i]!.map((r) => r.toFixed(2)).join(', ');
    console.log(`${name.padEnd(14)} ${ratio.toFixed(2)}x prose per MB (rounds ${rounds}), ${tokens[i]} tokens; heap merge, the same count, ${heapRatios[i]!.toFixed(2)}x prose`);
  });
  figures.worstCaseCountingRatio = worst;
}

/** `length` characters of base64 of seeded random bytes, on one line as a data URL holds them. */
export function randomBase64(length: number, seed = 64): string {
  const rand = random(seed);
  const bytes = Buffer.alloc(Math.ceil((length * 3) / 4));
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(rand() * 256);
  return bytes.toString('base64').slice(0, length);
}

/** An ASCII text's count with the heap merge for every long piece, as counting was before buckets. */
function countWithHeap(text: string, pattern: string, vocab: Vocabulary): number {
  const re = preTokenizer(pattern);
  let total = 0;
  for (let match = re.exec(text); match !== null; match = re.exec(text)) {
    const piece = match[0];
    total += piece.length > 128 ? heapMerge(piece, vocab).length - 1 : countPiece(piece, vocab);
  }
  return total;
}
