import { getEncoding } from 'js-tiktoken';
import { get_encoding } from 'tiktoken';
import { countPiece, heapMerge, type Vocabulary } from '../src/count/byte-pair-merge.js';
import { PRE_TOKENIZER_PATTERNS, preTokenizer } from '../src/count/pre-tokenizer.js';
import { RankTable } from '../src/count/rank-table.js';
import { tiktokenRankFile } from '../src/count/tiktoken-ranks.js';
import { tokenizer } from '../src/count/tokenizer.js';
import { vocabulary } from '../src/count/vocabulary.js';
import { buildCorpus, corpusBytes, type CorpusFile } from '../test/support/corpus.js';

/** Counting speed next to js-tiktoken and tiktoken (WASM) on the same corpus, and on long runs. */
export function benchCounting(): void {
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

  // Prose first, while the piece cache is cold, so its per-MB time is not flattered by the corpus.
  const prose = corpus.filter((f: CorpusFile) => f.name.endsWith('.md'));
  const proseMb = corpusBytes(prose) / 1e6;
  t = performance.now();
  for (const f of prose) ours.count(f.text);
  const prosePerMb = (performance.now() - t) / proseMb;

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

  // Each of these runs is one pre-token of 5 MB (digits split into threes), so this times the merge of
  // very long pieces; "heap" is the binary-heap merge that long pieces used before the bucket merge.
  console.log(`\n## Long runs of one character, ctxguard (prose, cold cache: ${prosePerMb.toFixed(0)} ms per MB)`);
  const vocab = vocabulary('o200k_base');
  const pattern = PRE_TOKENIZER_PATTERNS.o200k_base;
  for (const [name, ch] of [['a', 'a'], ['space', ' '], ['-', '-'], ['9', '9']] as const) {
    const text = ch.repeat(5_000_000);
    t = performance.now();
    const n = ours.count(text);
    const ms = performance.now() - t;
    t = performance.now();
    const heapCount = countWithHeap(text, pattern, vocab);
    const heapMs = performance.now() - t;
    console.log(
      `5 MB of '${name}': ${ms.toFixed(0)} ms (${(ms / 5).toFixed(0)} ms per MB, ${(ms / 5 / prosePerMb).toFixed(2)}x prose), ` +
        `${n} tokens${heapCount === n ? ', same as' : ', DIFFERENT from'} heap merge: ${(heapMs / 5).toFixed(0)} ms per MB, ` +
        `${(heapMs / 5 / prosePerMb).toFixed(2)}x prose`,
    );
  }
  const sample = 'a'.repeat(5_000);
  t = performance.now();
  js.encode(sample, [], []);
  console.log(`for contrast, js-tiktoken on 5 kB of 'a' (its merge is quadratic): ${(performance.now() - t).toFixed(0)} ms`);
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
