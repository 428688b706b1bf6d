import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classNamesAsWritten } from '../scripts/class-names.mjs';

// The build reads a dependency's comparison with a class's name as the name written
// (scripts/class-names.mjs): the bundler may rename the class, the comparison must not change.
test("a comparison with the name of a class the file declares is read as the name written; anything else is left alone", () => {
  const source = [
    'class ReserveCacheError extends Error {}',
    'if (typedError.name === ReserveCacheError.name) {}',
    'if (ReserveCacheError.name === e.name) {}',
    'if (e.name === ImportedError.name) {}',
    'const label = ReserveCacheError.name;',
  ].join('\n');
  assert.equal(
    classNamesAsWritten(source),
    [
      'class ReserveCacheError extends Error {}',
      'if (typedError.name === "ReserveCacheError") {}',
      'if ("ReserveCacheError" === e.name) {}',
      'if (e.name === ImportedError.name) {}',
      'const label = ReserveCacheError.name;',
    ].join('\n'),
  );
  const ownName = 'class Named { static name = "other"; }\nif (x.name === Named.name) {}';
  assert.equal(classNamesAsWritten(ownName), ownName, 'a class that sets its own name keeps the comparison');
});
