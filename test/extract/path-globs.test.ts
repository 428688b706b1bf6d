import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import { Minimatch } from 'minimatch';
import { framedPath, mayHold, pathGlobs, requiredText } from '../../src/extract/path-globs.js';
import { DEFAULT_EXCLUDE_GLOBS, DEFAULT_PROMPT_GLOBS, NOISE_GLOBS } from '../../src/extract/prompt-files.js';
import { profileFileRules } from '../../src/frameworks/registry.js';

const OPTIONS = (glob: string) => ({ dot: true, matchBase: !glob.includes('/'), nocomment: true });

/** Globs a user may write, one for each kind of syntax the literal reading must get right or leave alone. */
const USER_GLOBS = [
  'docs/**/*.md',
  '*.txt',
  'src/**/prompts/*.ts',
  'fixtures/**/*.json',
  '**/*.{yaml,yml}',
  'agents/*/system.md',
  'prompts/**',
  '!(*.md)',
  '+(ab|cd)',
  '*(ab|cd).md',
  '?(x)y.md',
  '@(a|b)c.md',
  'a?c/*.md',
  '[abc]*.py',
  'notes\\*.md',
  '!tests/**',
  '**/.hidden/**',
  './rooted.md',
  'src/../up.md',
  'a/**/../b.md',
  'a/./b.md',
  '/absolute.md',
  'trailing/',
  '',
];

/** Paths that sit next to what a glob's literal text reads, on either side of a match. */
const CRAFTED = [
  'CLAUDE.md', 'a/CLAUDE.md', 'CLAUDE.mdx', '.cursorrules', 'x/.cursor/rules/a.mdc', '.github/prompts/x.prompt.md', 'sys_prompts/a', 'preprompts/roadmap',
  'preprompts/LICENSE', 'preprompts/a.b', 'a/system_prompt.md', 'x.prompt', 'a/b/x.prompty', '.clinerules/a/b', '.github/workflows/ci.yml',
  '.github/dependabot.yml', 'docs/a.md', 'x/docs/a.md', 'mydocs/a.md', 'a.test.ts', 'test_a.py', 'a_test.py', '.git/config', 'a/.git/config',
  'src/layout/out.ts', 'out/a.js', 'src-dist/a.js', 'dist', 'a/dist', 'a/dist/b', 'abcd', 'cd', 'abab', 'abx', 'abcd.md', '.md', 'ab.md', 'y.md',
  'xy.md', 'xxy.md', 'ac.md', 'bc.md', 'abc/x.md', 'a/b/.hidden/x', 'prompts/.env', 'prompts/.x/y.md', '.prompts/a.md', 'notes*.md', 'notesX.md',
  'tests/a.md', 'a.md', 'rooted.md', 'up.md', 'src/up.md', 'absolute.md', 'trailing/x', 'trailing', 'a\\dist\\b.js', 'tsconfig.base.json',
  'tsconfig.json.bak', 'a/x/../b.md', 'a/./b.md', 'a/b.md', 'pkg/package.json', 'package.json5', 'x.d.ts', 'x.d.tsx', 'a.min.js', 'a.minified.js',
];

function corpus(): string[] {
  const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8', maxBuffer: 1 << 26 }).split('\n').filter(Boolean);
  // Every fourth installed file or folder: the paths of a vendored tree, with and without node_modules/ before them.
  const nodeModules = new URL('../../node_modules/', import.meta.url);
  const installed = readdirSync(nodeModules, { recursive: true, encoding: 'utf8' })
    .sort()
    .filter((_, i) => i % 4 === 0);
  return [...new Set([...tracked, ...installed, ...installed.map((p) => `node_modules/${p}`), ...CRAFTED])];
}

describe('path globs', () => {
  const lists = {
    exclude: DEFAULT_EXCLUDE_GLOBS,
    noise: NOISE_GLOBS,
    prompts: DEFAULT_PROMPT_GLOBS,
    ...Object.fromEntries(profileFileRules().map((r) => [r.profile, r.globs])),
    user: USER_GLOBS,
  };

  test('every glob, and every list of them, matches exactly the paths minimatch matches', () => {
    const paths = corpus();
    assert.ok(paths.length > 5000, `${paths.length} paths`);
    let matched = 0;
    for (const [name, globs] of Object.entries(lists)) {
      for (const glob of globs) {
        const matches = pathGlobs([glob]);
        const minimatch = new Minimatch(glob, OPTIONS(glob));
        for (const path of paths) {
          const expected = minimatch.match(path);
          assert.equal(matches(path), expected, `${name}: ${JSON.stringify(glob)} on ${JSON.stringify(path)}`);
          if (expected) matched++;
        }
      }
      const matches = pathGlobs(globs);
      const minimatches = globs.map((g) => new Minimatch(g, OPTIONS(g)));
      for (const path of paths) assert.equal(matches(path), minimatches.some((m) => m.match(path)), `${name} on ${JSON.stringify(path)}`);
    }
    // The corpus reaches both answers of many globs.
    assert.ok(matched > 1000, `${matched} matches`);
  });

  test('the text a glob needs: whole segments framed by slashes, runs between wildcards, one of an extglob’s alternatives', () => {
    const needs = (glob: string) => requiredText(new Minimatch(glob, OPTIONS(glob)));
    assert.deepEqual(needs('**/{dist,build}/**'), [[[['/dist/']]], [[['/build/']]]]);
    assert.deepEqual(needs('**/*.{test,spec}.*'), [[[['.test.'], ['.spec.']]]]);
    assert.deepEqual(needs('**/tsconfig*.json'), [[[['/tsconfig', '.json/']]]]);
    assert.deepEqual(needs('.github/prompts/**/*.prompt.md'), [[[['/.github/']], [['/prompts/']], [['.prompt.md/']]]]);
    // Syntax that is not read needs nothing; a negated glob is not judged at all.
    assert.deepEqual(needs('**/!(*.md)'), [[]]);
    assert.deepEqual(needs('+(ab|cd)'), [[]]);
    assert.deepEqual(needs('[abc]*.py'), [[]]);
    assert.equal(needs('!tests/**'), undefined);
    const dist = needs('**/{dist,build,out}/**');
    assert.equal(mayHold(framedPath('src/layout/router.ts'), dist), false);
    assert.equal(mayHold(framedPath('src/out/router.ts'), dist), true);
    // A backslash may be a separator (minimatch on Windows): such a path is left to minimatch.
    assert.equal(framedPath('a\\dist\\b.js'), undefined);
    assert.equal(mayHold(undefined, dist), true);
  });
});
