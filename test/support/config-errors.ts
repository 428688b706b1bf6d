import assert from 'node:assert/strict';
import { parseConfigFile } from '../../src/config/config-file.js';
import { InputError } from '../../src/input-error.js';

/** Asserts that `.ctxguard.yml` holding `text` is refused with an InputError whose message matches. */
export function rejectsConfig(text: string, expected: RegExp): void {
  assert.throws(() => parseConfigFile(text, '.ctxguard.yml'), (error: unknown) => {
    assert.ok(error instanceof InputError);
    assert.match(error.message, expected);
    return true;
  });
}
