import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { calcPrice } from '@pydantic/genai-prices';
import { REPO_ROOT } from './support/action-runner.js';
import { tempDir } from './support/git-repo.js';
import { bundledGenaiPrices, DATA_FILE } from '../scripts/genai-prices-bundled.mjs';

const FILE = join(REPO_ROOT, 'node_modules/@pydantic/genai-prices/dist/index.js');

// The build bundles genai-prices with its dataset read from a JSON file beside the bundle and its key
// comparisons in code-point order (scripts/genai-prices-bundled.mjs): the module it bundles must price
// as the package does.
test('the bundled genai-prices prices every usage as the package does, without localeCompare; a file of another shape fails the build', async () => {
  const source = readFileSync(FILE, 'utf8');
  const { code, json } = bundledGenaiPrices(source, FILE);
  assert.ok(code.length < source.length / 10, `${code.length} of ${source.length} characters`);
  assert.match(json, /^\[\{"id":"anthropic"/);
  assert.doesNotMatch(code, /localeCompare/);
  const dir = tempDir('genai-prices-bundled');
  try {
    writeFileSync(join(dir.path, 'prices.mjs'), code);
    writeFileSync(join(dir.path, DATA_FILE), json);
    const module = (await import(join(dir.path, 'prices.mjs'))) as { calcPrice: typeof calcPrice };
    const usage = { input_tokens: 250_000, output_tokens: 1_000, cache_read_tokens: 10_000, cache_write_tokens: 5_000, input_audio_tokens: 700 };
    for (const model of ['claude-sonnet-4-5', 'gpt-4o', 'gpt-4o-audio-preview', 'gemini-2.5-pro', 'claude-opus-4-1', 'o3', 'mistral-large-latest']) {
      const [want, got] = [calcPrice(usage, model), module.calcPrice(usage, model)];
      assert.ok(want, model);
      assert.deepEqual(got, want, model);
    }
  } finally {
    dir.remove();
  }
  assert.throws(() => bundledGenaiPrices(source.replace('const E = [', 'const E = Object.freeze(['), FILE), /no longer holds `const E = \[` once/);
  assert.throws(() => bundledGenaiPrices(source.replace('const E = [', 'const E = [{ when: undefined },'), FILE), /does not survive JSON unchanged/);
  assert.throws(() => bundledGenaiPrices(source.replace('audio_seconds: {', 'Zeta: {}, audio_seconds: {'), FILE), /the keys .* sort differently by code point than by locale/);
  assert.throws(() => bundledGenaiPrices(source.replace('t.localeCompare(a)', 'a.localeCompare(t)'), FILE), /no longer holds `\(\[t\], \[a\]\) => t.localeCompare\(a\)` once/);
});
