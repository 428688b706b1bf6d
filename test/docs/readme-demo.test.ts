import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { demoBlock, readmeDemoBlock } from '../../scripts/readme-demo.js';

const README = fileURLToPath(new URL('../../README.md', import.meta.url));

test("the README's demo block is what the demo prints up to its collapsed sections, which its last line names", async () => {
  const block = readmeDemoBlock(readFileSync(README, 'utf8'));
  assert.ok(block, 'the README has a demo block');
  assert.equal(block, await demoBlock(), 'run npm run docs');
  assert.match(block.split('\n').at(-1)!, /^… \(collapsed: .*How this is priced\)$/);
});
