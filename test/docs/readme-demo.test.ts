import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { demoBlock, readmeDemoBlock } from '../../scripts/readme-demo.js';
import { commentProblems } from '../support/rendered-markdown.js';

const README = fileURLToPath(new URL('../../README.md', import.meta.url));

test("the README's demo block is the comment the demo prints, whole", async () => {
  const block = readmeDemoBlock(readFileSync(README, 'utf8'));
  assert.ok(block, 'the README has a demo block');
  assert.equal(block, await demoBlock(), 'run npm run docs');
  assert.match(block, /^## ctxguard: prompt context cost\n/);
  assert.match(block, /<details><summary>How this is priced<\/summary>[\s\S]*<sub>base `[0-9a-f]{7}` → head `[0-9a-f]{7}` · thresholds/);
  // Inert as every comment is: no link, no element the comment does not emit, nothing GitHub would notify.
  assert.deepEqual(commentProblems(block), []);
});
