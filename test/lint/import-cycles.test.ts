import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { importCycles, importGraph } from '../../scripts/import-cycles.js';
import { tempDir } from '../support/git-repo.js';

const dir = tempDir('import-cycles');
after(() => dir.remove());

/** A folder of modules, each file's text as given. */
function modules(name: string, files: Record<string, string>): string {
  const root = join(dir.path, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('import cycles', () => {
  test('a cycle through a type-only import, a re-export or a dynamic import is found; packages and down-only imports are not', () => {
    const root = modules('mixed', {
      'a.ts': "import type { B } from './b.js';\nexport type A = B;",
      'b.ts': "import { a } from './a.js';\nexport const b = a;",
      'c/index.ts': "export { d } from '../d.js';",
      'd.ts': "export const d = async () => (await import('./c/index.js')).d;",
      'e.ts': "import { e } from './e.js';\nexport { e };",
      'f.ts': "import { readFileSync } from 'node:fs';\nimport { g } from './g.js';\nexport const f = [g, readFileSync];",
      'g.ts': "import ts from 'typescript';\nexport const g = ts;",
      'types.d.ts': "import './f.js';",
    });
    const graph = importGraph(root);
    assert.deepEqual([...graph.keys()].sort(), ['a.ts', 'b.ts', 'c/index.ts', 'd.ts', 'e.ts', 'f.ts', 'g.ts']);
    assert.deepEqual(graph.get('c/index.ts'), ['d.ts']);
    assert.deepEqual(graph.get('g.ts'), []);
    assert.deepEqual(importCycles(graph), [
      { modules: ['a.ts', 'b.ts'], cycle: ['a.ts', 'b.ts', 'a.ts'] },
      { modules: ['c/index.ts', 'd.ts'], cycle: ['c/index.ts', 'd.ts', 'c/index.ts'] },
      { modules: ['e.ts'], cycle: ['e.ts', 'e.ts'] },
    ]);
  });

  test('modules tied in one knot are one cycle, named by its shortest loop through its first module', () => {
    const root = modules('knot', {
      'hub.ts': "import './x.js';\nimport './y.js';",
      'x.ts': "import './z.js';",
      'y.ts': "import './hub.js';",
      'z.ts': "import './hub.js';",
    });
    assert.deepEqual(importCycles(importGraph(root)), [{ modules: ['hub.ts', 'x.ts', 'y.ts', 'z.ts'], cycle: ['hub.ts', 'y.ts', 'hub.ts'] }]);
  });

  test('src has none', () => {
    assert.deepEqual(importCycles(importGraph(join(import.meta.dirname, '../../src'))), []);
  });
});
