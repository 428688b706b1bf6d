import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PatternSearch, type SoughtPattern } from '../../src/extract/code/pattern-search.js';
import { keyAsWrittenSought } from '../../src/extract/code/written-keys.js';
import { namePattern } from '../../src/extract/code/written-names.js';

/** What the pre-check of code looks for in one search (nothing-to-extract.ts), each pattern with the words its matches start with. */
const SOUGHT: SoughtPattern[] = [
  { pattern: /prompt|instruction|template|persona|reminder|preamble|guideline/i, words: ['prompt', 'instruction', 'template', 'persona', 'reminder', 'preamble', 'guideline'] },
  keyAsWrittenSought(['function', 'parameters', 'input_schema', 'inputSchema']),
  keyAsWrittenSought(['role']),
  { pattern: /system/i, words: ['system'] },
  { pattern: namePattern(['tool', 'createTool', 'registerTool']), words: ['tool', 'createTool', 'registerTool'] },
];

const SEARCH = new PatternSearch(SOUGHT);

/** The one search's answer, checked against each pattern's own search of the whole text. */
function found(text: string): boolean[] {
  const one = SEARCH.found(text);
  assert.deepEqual(one, SOUGHT.map((s) => s.pattern.test(text)), JSON.stringify(text));
  return one;
}

describe('PatternSearch: several patterns looked for in one search', () => {
  test('each pattern as its own search finds it', () => {
    assert.deepEqual(found(''), [false, false, false, false, false]);
    assert.deepEqual(found('const SYSTEM_PROMPT = 1'), [true, false, false, true, false]);
    assert.deepEqual(found('x = { role: 1, "function" /* c */ : 2 }; ai.tool(x)'), [false, true, true, false, true]);
    // Case matters where the pattern says so: `Role:` and `TOOL` are no key and no tool maker.
    assert.deepEqual(found('{ Role: 1 } TOOL(x) toolbar createTool$'), [false, false, false, false, false]);
  });

  test('a word that starts inside another is tried too', () => {
    // `system` and `template` overlap; `tool` at a place where `toolbar` failed is tried again.
    assert.deepEqual(found('systemplate'), [true, false, false, true, false]);
    assert.deepEqual(found('functionrole: 1'), [false, false, false, false, false]);
    assert.deepEqual(found('xrole_role: 1; function\n:'), [false, true, false, false, false]);
    assert.deepEqual(found('toolbar.tool'), [false, false, false, false, true]);
  });

  test('texts made of the words, their neighbours and what stands between keys and colons', () => {
    const pieces = ['tool', 'Tool', 'create', 'register', 'role', 'ROLE', 'function', 'system', 'sys', 'tem', 'plate', 'prompt', 'PrOmPt', ' ', '\n', '$', '_', 'a', '1', ':', '"', "'", '/*c*/', '//c\n', '.', '(', 'é', "role'", 'input_schema', ' :'];
    let seed = 7;
    const next = (n: number): number => ((seed = (seed * 1103515245 + 12345) % 2147483648) >> 8) % n;
    const counts = [0, 0, 0, 0, 0];
    for (let k = 0; k < 3000; k++) {
      let text = '';
      for (let n = next(12); n >= 0; n--) text += pieces[next(pieces.length)];
      found(text).forEach((f, i) => (counts[i]! += Number(f)));
    }
    assert.deepEqual(counts, [968, 14, 35, 470, 141]);
  });
});
