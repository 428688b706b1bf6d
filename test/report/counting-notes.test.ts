import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { parseConfigFile } from '../../src/config/config-file.js';
import { mergeConfig, type Config } from '../../src/config/config.js';
import type { TokenCounts } from '../../src/count/token-counts.js';
import type { Snapshot } from '../../src/extract/snapshot.js';
import { InputError } from '../../src/input-error.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { Report } from '../../src/report/report.js';
import { parseStoredReport } from '../../src/report/stored-report.js';

const snapshot = (sha: string, text: string): Snapshot => ({
  ref: sha,
  sha,
  files: [{ path: 'prompts/system.md', kind: { format: 'text', role: 'system' }, content: { kind: 'text', text } }],
});
const B = 'Be brief.';
const H = 'Be brief. Cite your sources.';
const diff = (model: string, counts?: TokenCounts, models: Config['models'] = {}): Report =>
  analyzeDiff({ base: snapshot('b', B), head: snapshot('h', H), changes: [{ path: 'prompts/system.md', status: 'modified' }], config: mergeConfig({ model, models }) }, counts);
const claude = (pairs: Array<[string, number]>, failure?: string): TokenCounts => ({
  models: new Map([['claude-sonnet-4-5', { tokens: (text: string) => new Map(pairs).get(text), ...(failure ? { failure } : {}) }]]),
});

describe('the comment says how each model was counted', () => {
  test("counted by Anthropic's count_tokens: no ≈, and the note says who counted", () => {
    const md = renderMarkdown(diff('claude-sonnet-4-5', claude([[B, 3], [H, 6]])));
    assert.match(md, /\*\*app\*\* \(prompts by role, `claude-sonnet-4-5`\): \*\*\+3 tokens\*\* of prompt material \(all it sends: 3 → 6, \+100%\) · \*\*\+60 input tokens per run\*\*/);
    // In "How this is priced": what the counts are, and who counted them.
    assert.ok(md.includes("Counts for `claude-sonnet-4-5` are made by Anthropic's count_tokens.\n\n<sub>Token counts for `claude-sonnet-4-5`: counted by Anthropic's count_tokens, each text once, its message framing taken off.</sub>\n\n</details>"));
    assert.doesNotMatch(md, /≈|estimate/);
  });

  test('partly counted: a warning line with how many, the encoding and why', () => {
    const md = renderMarkdown(diff('claude-sonnet-4-5', claude([[B, 3]], 'HTTP 529: overloaded_error: Overloaded after 4 attempts')));
    // The API's words are plain text: `_` is written as a character reference, shown as `_`.
    assert.ok(
      md.includes(
        "\n:warning: Anthropic's count_tokens counted 1 of 2 texts for `claude-sonnet-4-5`; the other 1 is estimated with `o200k_base` × 1.24 " +
          '(HTTP 529: overloaded&#95;error: Overloaded after 4 attempts).\n',
      ),
    );
    assert.ok(md.includes("Counts for `claude-sonnet-4-5` are made by Anthropic's count_tokens, with `o200k_base` × 1.24 for the texts it could not count.\n"));
    assert.match(md, /\*\*≈\+/, 'the figures are approximate again');
  });

  test('an error text from the API is shown as text, never as markup', () => {
    const md = renderMarkdown(diff('claude-sonnet-4-5', claude([[B, 3]], 'HTTP 400: <img src=x onerror=alert(1)> [click](https://evil.example) @team')));
    assert.doesNotMatch(md, /<img|\]\(https:/);
    assert.match(md, /&lt;img src=x onerror=alert/);
  });

  // The figures are src/models/calibration.ts's, which test/models/calibration.test.ts ties to the measurement.
  test("estimated, Claude 3 and later: o200k_base times the ratio ctok's reconstruction of its family's counts gives, the range, and the input that counts exactly", () => {
    const md = renderMarkdown(diff('claude-sonnet-4-5'));
    assert.ok(
      md.includes(
        "\n<sub>Token counts for `claude-sonnet-4-5` are estimates: `o200k_base`'s counts × 1.24, the ratio Claude 3–4.6's tokenizer, whose counts " +
          "ctok (github.com/sanderland/ctok) reconstructs, gives on ctxguard's test texts (1.09x–1.43x on 90% of them). " +
          "With an Anthropic API key (the `anthropic-api-key` input), Anthropic's count_tokens counts them.</sub>\n",
      ),
    );
    assert.ok(md.includes('Counts use `o200k_base` × 1.24 (estimates for this model).'));
    for (const model of ['claude-opus-4-7', 'claude-opus-5', 'claude-sonnet-5']) {
      assert.ok(
        renderMarkdown(diff(model)).includes(
          `\n<sub>Token counts for \`${model}\` are estimates: \`o200k_base\`'s counts × 1.61, the ratio the tokenizer of Claude 4.7 and later, whose counts ` +
            "ctok (github.com/sanderland/ctok) reconstructs, gives on ctxguard's test texts (1.42x–2.07x on 90% of them).",
        ),
        model,
      );
    }
  });

  test("Gemini 2.0 to 3: counted with Gemma 3's tokenizer, as Google's SDK counts them, with no ≈ and a note that says whose it is", () => {
    for (const model of ['gemini-2.5-pro', 'gemini-2.0-flash', 'gemini-3-pro-preview']) {
      const report = diff(model);
      assert.deepEqual([report.model.encoding, report.model.exact, report.counting![0]!.method], ['gemma3', true, 'tokenizer'], model);
      const md = renderMarkdown(report);
      // The report's own model: named once, in the counts sentence of "How this is priced".
      assert.ok(md.includes(`Counts for \`${model}\` use Gemma 3's tokenizer (\`gemma3\`), which Google's Gen AI SDK counts this model with on the machine it runs on.\n`), model);
      assert.doesNotMatch(md, /<sub>Token counts for/, model);
      assert.doesNotMatch(md, /≈/, model);
    }
  });

  test('a Gemini agent beside a Claude report: its own note says whose tokenizer counted it', () => {
    const config = mergeConfig(parseConfigFile('agents:\n  - name: main\n  - name: side\n    model: gemini-2.5-flash\n', '.ctxguard.yml'));
    const report = analyzeDiff({ base: snapshot('b', B), head: snapshot('h', H), changes: [{ path: 'prompts/system.md', status: 'modified' }], config });
    assert.deepEqual(report.counting!.map((c) => [c.model, c.method, c.encoding]), [['claude-sonnet-4-5', 'estimate', 'o200k_base'], ['gemini-2.5-flash', 'tokenizer', 'gemma3']]);
    assert.ok(
      renderMarkdown(report).includes(
        "\n<sub>Token counts for `gemini-2.5-flash`: counted with Gemma 3's tokenizer (`gemma3`), which Google's Gen AI SDK counts this model with on the machine it runs on.</sub>\n",
      ),
    );
  });

  // The figures are src/models/calibration.ts's, which test/models/calibration.test.ts ties to the measurement.
  test("Gemini counted with o200k_base because the config says so: kept as counted, with the range Gemma 3's tokenizer gives", () => {
    const report = analyzeDiff({ base: snapshot('b', B), head: snapshot('h', H), changes: [{ path: 'prompts/system.md', status: 'modified' }], config: mergeConfig({ model: 'gemini-2.5-pro', encoding: 'o200k_base' }) });
    assert.equal(report.counting![0]!.scale, undefined);
    assert.ok(
      renderMarkdown(report).includes(
        "\n<sub>Token counts for `gemini-2.5-pro` are estimates made with `o200k_base`; Gemma 3's tokenizer, which Google's SDK counts this model with, " +
          "gives 1.04x–1.24x as many tokens on 90% of ctxguard's test texts (1.13x overall). " +
          "With a Gemini API key (the `gemini-api-key` input), Gemini's countTokens counts them.</sub>\n",
      ),
    );
  });

  test("estimated, Claude 2: the ratio its own tokenizer gives; Gemma 3 counted by its own; Claude 3's note never borrows Claude 2's", () => {
    assert.ok(
      renderMarkdown(diff('claude-2')).includes(
        "\n<sub>Token counts for `claude-2` are estimates: `o200k_base`'s counts × 1.17, the ratio its own tokenizer gives " +
          "on ctxguard's test texts (1.04x–1.37x on 90% of them). With an Anthropic API key (the `anthropic-api-key` input), Anthropic's count_tokens counts them.</sub>\n",
      ),
    );
    assert.ok(
      // Gemma 3 is not in the price dataset: a config prices it, as a Google model.
      renderMarkdown(diff('gemma-3-27b-it', undefined, { 'gemma-3-27b-it': { provider: 'google', input: 0.1, output: 0.2 } })).includes(
        'Counts for `gemma-3-27b-it` use its own tokenizer (`gemma3`).\n',
      ),
    );
    for (const model of ['claude-3-haiku', 'claude-opus-4-6', 'claude-haiku-4-5']) {
      assert.match(renderMarkdown(diff(model)), /× 1\.24, the ratio Claude 3–4\.6's tokenizer, whose counts ctok \(github\.com\/sanderland\/ctok\)/, model);
    }
  });

  test('estimated, a model no public tokenizer is measured for: not measured, nothing more claimed', () => {
    // Gemini 3.1 (Google's SDK maps it to Gemma 4's tokenizer) and Gemini 1.5 (the first Gemma tokenizer): not measured here.
    for (const model of ['gemini-3.1-pro-preview', 'gemini-1.5-pro']) {
      assert.ok(
        renderMarkdown(diff(model)).includes(
          `\n<sub>Token counts for \`${model}\` are estimates: its tokenizer is not public, so text is counted with \`o200k_base\`; ` +
            "how far that is from the model's own count has not been measured. With a Gemini API key (the `gemini-api-key` input), " +
            "Gemini's countTokens counts them.</sub>\n",
        ),
        model,
      );
    }
  });

  test("a model whose tokenizer is public gets no note: its counts are tiktoken's", () => {
    const md = renderMarkdown(diff('gpt-4o'));
    assert.doesNotMatch(md, /Token counts|estimate|≈/);
    assert.ok(md.includes('Counts use `o200k_base`, exactly as tiktoken counts.'));
  });
});

describe('a stored report with its counting', () => {
  const report = diff('claude-sonnet-4-5', claude([[B, 3]], 'HTTP 503 after 4 attempts'));

  test('is read back as written, and renders the same', () => {
    const stored = parseStoredReport(JSON.stringify(report), 'report.json');
    assert.deepEqual(stored.counting, [
      { model: 'claude-sonnet-4-5', provider: 'anthropic', method: 'provider', encoding: 'o200k_base', scale: 1.24, texts: 2, estimatedTexts: 1, failure: 'HTTP 503 after 4 attempts' },
    ]);
    assert.equal(renderMarkdown(stored), renderMarkdown(report));
  });

  test('a method the renderer does not know, or a count of the wrong type, names its key', () => {
    const bad = (edit: (c: Record<string, unknown>) => void): string => {
      const copy = JSON.parse(JSON.stringify(report));
      edit(copy.counting[0]);
      return JSON.stringify(copy);
    };
    const rejects = (text: string, key: string, message: RegExp): void =>
      assert.throws(() => parseStoredReport(text, 'report.json'), (e: unknown) => e instanceof InputError && e.where.key === key && message.test(e.message));
    rejects(bad((c) => (c.method = 'exact')), 'counting.0.method', /expected tokenizer, provider, estimate, got "exact"/);
    rejects(bad((c) => (c.estimatedTexts = '1')), 'counting.0.estimatedTexts', /expected a number, got string/);
  });

  test('a report written before counting existed is still read, and says what it said then', () => {
    const older: Partial<Report> = diff('claude-sonnet-4-5');
    delete older.counting;
    const stored = parseStoredReport(JSON.stringify(older), 'report.json');
    assert.equal(stored.counting, undefined);
    assert.ok(renderMarkdown(stored).includes("<sub>Token counts are estimates: `claude-sonnet-4-5`'s tokenizer is not public, so text is counted with `o200k_base`.</sub>"));
  });
});
