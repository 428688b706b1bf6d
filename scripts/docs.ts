// `npm run docs`: rewrites README.md's inputs and outputs tables from action.yml.
// `npm run docs -- --check` changes nothing and exits 1 naming what differs (test/docs/readme.test.ts runs the same check).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTION_YML, readActionMetadata } from './action-metadata.js';
import { tableDrift, withTables } from './readme-tables.js';

const readmePath = join(ACTION_YML, '..', 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const action = readActionMetadata();

if (process.argv.includes('--check')) {
  const drift = tableDrift(readme, action);
  if (drift.length) {
    console.error(`README.md differs from action.yml (run npm run docs):\n${drift.join('\n')}`);
    process.exit(1);
  }
  console.log('README.md tables match action.yml');
} else {
  const updated = withTables(readme, action);
  if (updated !== readme) writeFileSync(readmePath, updated);
  console.log(updated === readme ? 'README.md tables already match action.yml' : 'README.md tables rewritten from action.yml');
}
