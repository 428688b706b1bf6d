import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { calcPrice } from '@pydantic/genai-prices';
import { REPO_ROOT } from './support/action-runner.js';
import { tempDir } from './support/git-repo.js';
import { pricesAsJson } from '../scripts/prices-as-json.mjs';

const FILE = join(REPO_ROOT, 'node_modules/@pydantic/genai-prices/dist/index.js');

// The build reads genai-prices' dataset from a JSON string (scripts/prices-as-json.mjs): the module it
// bundles must price every model as the package does.
test('the bundled genai-prices, its dataset read as JSON, prices as the package does; a file of another shape fails the build', async () => {
  const source = readFileSync(FILE, 'utf8');
  const rewritten = pricesAsJson(source, FILE);
  assert.ok(rewritten.length < source.length * 0.75, `${rewritten.length} of ${source.length} characters`);
  assert.match(rewritten, /^const E = JSON\.parse\("\[\{\\"id\\":\\"anthropic\\"/);
  const dir = tempDir('prices-as-json');
  try {
    writeFileSync(join(dir.path, 'prices.mjs'), rewritten);
    const bundled = (await import(join(dir.path, 'prices.mjs'))) as { calcPrice: typeof calcPrice };
    const usage = { input_tokens: 250_000, output_tokens: 1_000, cache_read_tokens: 10_000, cache_write_tokens: 5_000 };
    for (const model of ['claude-sonnet-4-5', 'gpt-4o', 'gemini-2.5-pro', 'claude-opus-4-1', 'o3', 'mistral-large-latest']) {
      const [want, got] = [calcPrice(usage, model), bundled.calcPrice(usage, model)];
      assert.ok(want, model);
      assert.deepEqual(got, want, model);
    }
  } finally {
    dir.remove();
  }
  assert.throws(() => pricesAsJson(source.replace('const E = [', 'const E = Object.freeze(['), FILE), /no longer starts with its dataset/);
  assert.throws(() => pricesAsJson(source.replace('const E = [', 'const E = [{ when: undefined },'), FILE), /does not survive JSON unchanged/);
});
