// One process of `npm test`: imports each test file named on the command line, so node:test runs
// every test they declare in this one process (scripts/test.mjs). A file that fails to load is a
// failing test named after it, and the others still run.
import { test } from 'node:test';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

for (const file of process.argv.slice(2)) {
  try {
    await import(pathToFileURL(resolve(file)).href);
  } catch (error) {
    test(`${file} loads`, () => {
      throw error;
    });
  }
}
