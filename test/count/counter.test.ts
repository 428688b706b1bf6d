import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TokenCounter } from '../../src/count/counter.js';
import { tokenizer } from '../../src/count/tokenizer.js';

test('a counter asks for its tokenizer only for a text it does not know, once, and keeps what it counts', () => {
  let loads = 0;
  const known = new Map([['Be brief.', 3]]);
  const counter = new TokenCounter(() => {
    loads++;
    return tokenizer('o200k_base');
  }, known);
  assert.equal(counter.count('Be brief.'), 3);
  assert.equal(loads, 0);
  assert.equal(counter.count('Run the tests before you push.'), 7);
  assert.equal(counter.count('Run the tests.'), 4);
  assert.equal(loads, 1);
  assert.equal(known.get('Run the tests before you push.'), 7);
});
