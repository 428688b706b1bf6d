import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import { countTokens } from '@anthropic-ai/tokenizer';
import {
  calibrationTexts,
  countTexts,
  EXCERPT_CHARS,
  figures,
  kindOf,
  percentile,
  rounded,
  standInCounters,
  type Counted,
} from '../../bench/calibration.js';
import { calibrationFor, STAND_INS, type StandInName } from '../../src/models/calibration.js';

const NAMES = Object.keys(STAND_INS) as StandInName[];

describe('the calibration constants are what the measurement computes', () => {
  const texts = calibrationTexts();
  let counters: ReturnType<typeof standInCounters>;
  let counted: Counted[];

  // One count of the sample (about 1.5 M characters) for every test here: the Gemma 3 tokenizer takes
  // some 4 s to load and 8 s to count it.
  before(() => {
    counters = standInCounters();
    counted = countTexts(texts, counters);
  });

  test('the sample: every corpus text once, cut to its first 4,000 characters at a line end, every kind there', () => {
    assert.ok(texts.length > 500, `${texts.length} texts`);
    assert.ok(!texts.some((t) => t.name.startsWith('bom:')));
    assert.ok(texts.every((t) => t.text.length <= EXCERPT_CHARS));
    const cut = texts.filter((t) => t.text.length < EXCERPT_CHARS && t.name.endsWith('.d.ts') && t.text.length > 3000);
    assert.ok(cut.every((t) => t.text.endsWith('\n')));
    assert.deepEqual([...new Set(texts.map((t) => kindOf(t.name)))].sort(), [
      'JSON in 13 languages',
      'base64, long runs, random code points',
      'code (TypeScript, JavaScript)',
      'multilingual text and emoji',
      'prose (Markdown)',
    ]);
  });

  for (const name of NAMES) {
    test(`${name}: the 5th and 95th percentiles and the overall ratio, to 2 decimals`, () => {
      const { low, high, overall } = STAND_INS[name];
      assert.deepEqual({ low, high, overall }, rounded(figures(counted, name)));
    });
  }

  test('the packages counted with are the versions the constants name, pinned exactly in package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { devDependencies: Record<string, string> };
    for (const name of NAMES) {
      const { package: id, version } = STAND_INS[name];
      const installed = JSON.parse(readFileSync(new URL(`../../node_modules/${id}/package.json`, import.meta.url), 'utf8')) as { version: string };
      assert.equal(installed.version, version, id);
      assert.equal(pkg.devDependencies[id], version, id);
    }
  });

  test("the Gemma 3 counter agrees with Google's SentencePiece model on published counts", () => {
    // Counts Google's SDK gives these texts for Gemini 2.0 and 2.5 (docs/architecture.md, "Exact counts from the provider").
    assert.equal(counters.gemma3('What is your name?'), 5);
    assert.equal(counters.gemma3('This is a longer string of text with characters: 那只敏捷的棕色狐狸跳过了懒惰的狗'), 25);
  });

  test("the Claude 2 counter is @anthropic-ai/tokenizer's countTokens, with one tokenizer for every text", () => {
    const cases = ['hello world!', 'ﬁne ＡＢＣ ①', 'Human: hi<EOT>Assistant:', texts.find((t) => t.name.startsWith('generated/mixed-'))!.text];
    for (const text of cases) assert.equal(counters.claude2(text), countTokens(text), text.slice(0, 40));
  });

  test('each stand-in counts more than o200k_base on most texts, and the range is not empty', () => {
    for (const name of NAMES) {
      const f = figures(counted, name);
      assert.ok(f.low < f.median && f.median < f.high, name);
      assert.ok(f.median > 1, `${name}: median ${f.median}`);
    }
  });
});

describe('the figures', () => {
  test('percentiles interpolate between the closest ranks', () => {
    assert.equal(percentile([1, 2, 3, 4, 5], 0), 1);
    assert.equal(percentile([1, 2, 3, 4, 5], 0.5), 3);
    assert.equal(percentile([1, 2, 3, 4, 5], 0.95), 4.8);
    assert.ok(Math.abs(percentile([1, 2, 3, 4, 5], 0.05) - 1.2) < 1e-12);
    assert.equal(percentile([7], 0.95), 7);
  });

  test('overall is total over total, a text o200k_base gives no token is left out', () => {
    const c = (o200k: number, gemma3: number): Counted => ({ name: 'x', o200k, standIn: { gemma3, claude2: 0 } });
    const f = figures([c(100, 110), c(300, 300), c(0, 2)], 'gemma3');
    assert.equal(f.texts, 2);
    assert.equal(f.overall, 410 / 400);
    assert.deepEqual(rounded({ texts: 2, low: 1.0449, median: 1, high: 1.2351, overall: 1.125 }), { low: 1.04, high: 1.24, overall: 1.13 });
  });
});

test('README.md and docs/architecture.md quote the constants', () => {
  const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
  const x = (n: number): string => n.toFixed(2);
  const g = STAND_INS.gemma3;
  const readme = read('README.md');
  assert.ok(readme.includes(`gives ${x(g.low)}x–${x(g.high)}x as many tokens`) && readme.includes(`(${x(g.overall)}x overall)`));
  const doc = read('docs/architecture.md');
  for (const [row, { low, high, overall }] of [['Gemma 3', g], ['Claude 2', STAND_INS.claude2]] as const) {
    const line = doc.split('\n').find((l) => l.trimStart().startsWith(`| ${row} |`))!;
    assert.ok(line.endsWith(` | ${x(low)}–${x(high)} | ${x(overall)} |`), line);
  }
});

describe('which models a stand-in is measured for', () => {
  test("Gemini 2.0, 2.5 and 3 by Gemma 3's tokenizer; Gemini 3.1 and later, and 1.x, by none", () => {
    for (const id of ['gemini-2.0-flash', 'gemini-2.0-flash-lite', 'gemini-2.5-pro', 'gemini-2.5-flash-lite', 'gemini-live-2.5-flash', 'gemini-3-pro-preview', 'gemini-3-flash-preview']) {
      assert.deepEqual(calibrationFor(id), { measured: true, standIn: 'gemma3', tokenizer: "Gemma 3's tokenizer, which Google's SDK counts this model with," }, id);
    }
    for (const id of ['gemini-3.1-pro-preview', 'gemini-3.5-flash', 'gemini-1.5-pro', 'gemini-pro', 'gemma-3n', 'gemma-2-27b-it', 'gemma-4-31b-it']) {
      assert.deepEqual(calibrationFor(id), { measured: false, why: null }, id);
    }
    assert.deepEqual(calibrationFor('gemma-3'), { measured: true, standIn: 'gemma3', tokenizer: 'its own tokenizer' });
  });

  test('Claude 2 by its own tokenizer; Claude 3 and later by none, with why', () => {
    assert.deepEqual(calibrationFor('claude-2'), { measured: true, standIn: 'claude2', tokenizer: 'its own tokenizer' });
    assert.deepEqual(calibrationFor('claude-2.1'), { measured: true, standIn: 'claude2', tokenizer: 'its own tokenizer' });
    for (const id of ['claude-3-haiku', 'claude-3-5-sonnet', 'claude-sonnet-4-5', 'claude-opus-4-6', 'claude-haiku-4-5', 'claude-4-opus', 'claude-fable-5']) {
      assert.deepEqual(calibrationFor(id), { measured: false, why: 'Anthropic has published no tokenizer for Claude 3 or later' }, id);
    }
    assert.deepEqual(calibrationFor('claude-v1'), { measured: false, why: null });
    assert.deepEqual(calibrationFor('gpt-4o'), { measured: false, why: null });
  });
});
