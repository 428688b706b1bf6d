// `npm run docs`: rewrites README.md's inputs and outputs tables from action.yml, and its demo block
// from what `ctxguard demo` prints (scripts/readme-demo.ts).
// `npm run docs -- --check` changes nothing and exits 1 naming what differs (test/docs/readme.test.ts runs the same check).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTION_YML, readActionMetadata } from './action-metadata.js';
import { tableDrift, withTables } from './readme-tables.js';
import { demoBlock, readmeDemoBlock, withDemoBlock } from './readme-demo.js';

const readmePath = join(ACTION_YML, '..', 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const action = readActionMetadata();

if (process.argv.includes('--check')) {
  const demo = await demoBlock();
  const drift = [...tableDrift(readme, action), ...(readmeDemoBlock(readme) === demo ? [] : ['the demo block differs from what `ctxguard demo` prints'])];
  if (drift.length) {
    console.error(`README.md differs from action.yml or the demo (run npm run docs):\n${drift.join('\n')}`);
    process.exit(1);
  }
  console.log('README.md matches action.yml and the demo');
} else {
  const updated = withDemoBlock(withTables(readme, action), await demoBlock());
  if (updated !== readme) writeFileSync(readmePath, updated);
  console.log(updated === readme ? 'README.md already matches action.yml and the demo' : 'README.md rewritten from action.yml and the demo');
}
