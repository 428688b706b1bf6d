import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every `docs/architecture.md, "Section"` a source comment cites, with where. */
function citations(): Array<{ at: string; section: string }> {
  const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  return files.flatMap((f) =>
    [...readFileSync(join(ROOT, 'src', f), 'utf8').matchAll(/docs\/architecture\.md, "([^"]+)"/g)].map((m) => ({ at: `src/${f}`, section: m[1]! })),
  );
}

test('every section of docs/architecture.md that the code cites exists, with exactly that heading', () => {
  const headings = new Set([...readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8').matchAll(/^#{2,4} (.+)$/gm)].map((m) => m[1]!.trim()));
  const cited = citations();
  // The sections cited when this test was written; more may be cited since.
  for (const section of ['Agents', 'Attribution', 'Contracts', 'Delivery', 'Frameworks', 'Layers']) {
    assert.ok(cited.some((c) => c.section === section), `no comment cites "${section}" any more`);
  }
  assert.deepEqual(
    cited.filter((c) => !headings.has(c.section)).map((c) => `${c.at}: "${c.section}"`),
    [],
  );
});
