import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { demoCommand } from '../../src/cli/demo.js';

const README = fileURLToPath(new URL('../../README.md', import.meta.url));

test("the README's demo block is what the demo prints, up to the sections it shows collapsed", async () => {
  const readme = readFileSync(README, 'utf8');
  const block = /The demo prints:\n\n```markdown\n([\s\S]*?)\n```/.exec(readme)?.[1];
  assert.ok(block, 'the README has a demo block');
  const lines = block.split('\n');
  // The block ends with a line that stands for the collapsed sections it leaves out.
  assert.match(lines.at(-1)!, /^… \(collapsed: /);
  let printed = '';
  const code = await demoCommand([], { cwd: '.', stdout: (t) => (printed += t), stderr: () => undefined });
  assert.equal(code, 0);
  const shown = lines.slice(0, -1).join('\n');
  assert.equal(printed.slice(0, shown.length), shown, 'regenerate the block from `node dist/cli.js demo`');
  assert.match(printed.slice(shown.length), /^\n<details>/, 'the block stops where the collapsed sections begin');
});
