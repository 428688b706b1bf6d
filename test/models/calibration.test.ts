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
import { CTOK_COUNTS, ctokCounter, readCtokCounts, textKey } from '../../bench/ctok-fixture.js';
import { tokenizer } from '../../src/count/tokenizer.js';
import { resolveModel } from '../../src/models/catalog.js';
import { bareModelId, calibrationFor, claudeVersion, estimateScale, scaledCount, STAND_INS, type StandInCounter, type StandInName } from '../../src/models/calibration.js';

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
      const counter: StandInCounter = STAND_INS[name].counter;
      if (counter.kind !== 'npm') continue;
      const { package: id, version } = counter;
      const installed = JSON.parse(readFileSync(new URL(`../../node_modules/${id}/package.json`, import.meta.url), 'utf8')) as { version: string };
      assert.equal(installed.version, version, id);
      assert.equal(pkg.devDependencies[id], version, id);
    }
  });

  test("ctxguard's gemma3 tokenizer gives every sample text the tokens the Gemma 3 package gives it", () => {
    const own = tokenizer('gemma3');
    const differ = texts.filter((t) => own.count(t.text) !== counters.gemma3(t.text)).map((t) => t.name);
    assert.deepEqual(differ, []);
    const mixed = texts.find((t) => t.name.startsWith('generated/mixed-'))!.text;
    assert.deepEqual(own.encode(mixed), counters.gemma3Ids(mixed));
    assert.equal(own.count('What is your name?'), 5);
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

  test("ctok's fixture holds a count for exactly the sample's texts, at the commit the constants name", () => {
    const kept = readCtokCounts();
    assert.deepEqual([...kept.keys()].sort(), [...new Set(texts.map((t) => textKey(t.text)))].sort());
    const header = readFileSync(CTOK_COUNTS, 'utf8').split('\n', 1)[0]!;
    for (const name of NAMES) {
      const counter: StandInCounter = STAND_INS[name].counter;
      if (counter.kind === 'ctok') assert.ok(header.startsWith(`# ctok ${counter.commit} `), header);
    }
    assert.throws(() => ctokCounter(kept, 'v3')('a text no corpus holds'), /no ctok count .* npm run bench -- ctok/);
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
    const c = (o200k: number, gemma3: number): Counted => ({ name: 'x', o200k, standIn: { gemma3, claude2: 0, claude3: 0, claude47: 0 } });
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
  // The README's prose wraps: a figure and its words may be on two lines.
  const readme = read('README.md').replace(/\s+/g, ' ');
  assert.ok(readme.includes(`gives ${x(g.low)}x–${x(g.high)}x as many tokens`) && readme.includes(`(${x(g.overall)}x overall)`));
  const [c3, c47] = [STAND_INS.claude3, STAND_INS.claude47];
  assert.ok(readme.includes(`4.6: × ${x(c3.overall)}, the ratio`) && readme.includes(`(${x(c3.low)}x–${x(c3.high)}x on 90% of them)`));
  assert.ok(readme.includes(`× ${x(c47.overall)} (${x(c47.low)}x–${x(c47.high)}x)`));
  const doc = read('docs/architecture.md');
  const rows = [['Gemma 3', g], ['Claude 2', STAND_INS.claude2], ['Claude 3–4.6 (ctok v3)', STAND_INS.claude3], ['Claude 4.7 on (ctok v4.7)', STAND_INS.claude47]] as const;
  for (const [row, { low, high, overall }] of rows) {
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

  test("Claude 2 by its own tokenizer; Claude 3 to 4.6 by ctok's v3, 4.7 and later by its v4.7; an id without a version by none, with why", () => {
    const own = { measured: true, standIn: 'claude2', tokenizer: 'its own tokenizer' };
    assert.deepEqual(calibrationFor('claude-2'), own);
    assert.deepEqual(calibrationFor('claude-2.1'), own);
    const v3 = ['claude-3-haiku', 'claude-3-5-sonnet-20241022', 'claude-3-7-sonnet-latest', 'claude-sonnet-4-5', 'claude-sonnet-4-20250514', 'claude-opus-4-6', 'claude-haiku-4-5', 'claude-4-opus'];
    const standIn = (id: string): string | undefined => {
      const c = calibrationFor(id);
      return c.measured ? c.standIn : undefined;
    };
    for (const id of v3) assert.equal(standIn(id), 'claude3', id);
    // 4.7 is the boundary: 4.6 counts as Claude 3 did, 4.7 with the new vocabulary, and every 5 after it.
    for (const id of ['claude-opus-4-7', 'claude-opus-4-8', 'claude-opus-5', 'claude-sonnet-5', 'claude-opus-5-5', 'claude-fable-5', 'claude-fable-5-1', 'claude-opus-4-10']) {
      assert.equal(standIn(id), 'claude47', id);
    }
    assert.deepEqual(calibrationFor('claude-sonnet-latest'), { measured: false, why: 'Anthropic has published no tokenizer for Claude 3 or later, and the id names no version' });
    assert.deepEqual(calibrationFor('claude-v1'), { measured: false, why: null });
    assert.deepEqual(calibrationFor('claude-instant-1.2'), { measured: false, why: null });
    assert.deepEqual(calibrationFor('gpt-4o'), { measured: false, why: null });
  });

  test("Bedrock's and Vertex's ids are their provider's model: the same family, the same ratio", () => {
    const standIn = (id: string): string | undefined => {
      const c = calibrationFor(id);
      return c.measured ? c.standIn : undefined;
    };
    assert.equal(standIn('regional.anthropic.claude-3-5-sonnet-20240620-v1:0'), 'claude3');
    assert.equal(standIn('bedrock/anthropic.claude-3-5-sonnet-20240620-v1:0'), 'claude3');
    assert.equal(standIn('us.anthropic.claude-sonnet-4-5-20250929-v1:0'), 'claude3');
    assert.equal(standIn('global.anthropic.claude-opus-4-7-v1:0'), 'claude47');
    assert.equal(standIn('claude-opus-4-7@20260101'), 'claude47');
    assert.equal(standIn('google.gemma-3-27b-it'), 'gemma3');
    assert.equal(bareModelId('claude-3-5-sonnet@20240620'), 'claude-3-5-sonnet');
    // Priced through Bedrock, the model counts as Anthropic's does: x 1.24, not o200k_base's own count.
    assert.equal(estimateScale(resolveModel('bedrock/anthropic.claude-3-5-sonnet-20240620-v1:0').id, 'o200k_base', undefined), 1.24);
  });

  test("a Claude id's version: the number first or the name first, a date is not a minor version", () => {
    assert.deepEqual(claudeVersion('claude-3-5-sonnet-20240620'), [3, 5]);
    assert.deepEqual(claudeVersion('claude-3-opus-latest'), [3, 0]);
    assert.deepEqual(claudeVersion('claude-sonnet-4-5-20250929'), [4, 5]);
    assert.deepEqual(claudeVersion('claude-opus-4-20250514'), [4, 0]);
    assert.deepEqual(claudeVersion('claude-opus-4-7'), [4, 7]);
    assert.deepEqual(claudeVersion('claude-fable-5'), [5, 0]);
    assert.equal(claudeVersion('gpt-5'), undefined);
  });
});

describe("what a measured model's estimate is multiplied by", () => {
  test("the stand-in's overall ratio, only over o200k_base as ctxguard chose it, never over an encoding the config names", () => {
    assert.equal(estimateScale('claude-sonnet-4-5', 'o200k_base', undefined), STAND_INS.claude3.overall);
    assert.equal(estimateScale('claude-opus-4-7', 'o200k_base', undefined), STAND_INS.claude47.overall);
    // Gemini counts with gemma3 by default; the ratio is for an o200k_base count all the same.
    assert.equal(estimateScale('gemini-2.5-pro', 'gemma3', undefined), 1);
    assert.equal(estimateScale('claude-sonnet-4-5', 'o200k_base', 'o200k_base'), 1);
    assert.equal(estimateScale('claude-sonnet-4-5', 'cl100k_base', 'cl100k_base'), 1);
    assert.equal(estimateScale('gpt-4o', 'o200k_base', undefined), 1);
    assert.equal(estimateScale('gemini-3.1-pro-preview', 'o200k_base', undefined), 1);
  });

  test('a scaled count is rounded to whole tokens, half up', () => {
    assert.equal(scaledCount(800, 1.24), 992);
    assert.equal(scaledCount(25, 1.24), 31);
    assert.equal(scaledCount(1, 1.61), 2);
    assert.equal(scaledCount(0, 1.61), 0);
    assert.equal(scaledCount(7, 1), 7);
    assert.equal(scaledCount(3, 1.5), 5);
  });
});
