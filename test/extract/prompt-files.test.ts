import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { decodeContent } from '../../src/extract/file-content.js';
import { promptFileClassifier } from '../../src/extract/prompt-files.js';
import { profileFileRules } from '../../src/frameworks/registry.js';
import { lineCount, wholeFileUnit } from '../../src/extract/whole-file.js';

describe('which files are prompt material', () => {
  const classify = promptFileClassifier({ include: [], exclude: [], frameworkFiles: profileFileRules() });

  test("coding tools' instruction files, at any depth, are read by the tool's profile", () => {
    const profiles: Array<[string, string]> = [
      ['AGENTS.md', 'codex'],
      ['services/api/AGENTS.md', 'codex'],
      ['AGENTS.override.md', 'codex'],
      ['CLAUDE.md', 'claude-code'],
      ['pkg/CLAUDE.local.md', 'claude-code'],
      ['.claude/rules/testing.md', 'claude-code'],
      ['.claude/agents/migration-checker.md', 'claude-code'],
      ['.claude/commands/review.md', 'claude-code'],
      ['packages/api/.claude/skills/deploy/SKILL.md', 'claude-code'],
      ['GEMINI.md', 'gemini-cli'],
      ['.cursorrules', 'cursor'],
      ['.cursor/rules/python.mdc', 'cursor'],
      ['web/.cursor/rules/react.mdc', 'cursor'],
      ['.windsurfrules', 'windsurf'],
      ['.windsurf/rules/style.md', 'windsurf'],
      ['.clinerules', 'cline'],
      ['.clinerules/01-style.md', 'cline'],
      ['.github/copilot-instructions.md', 'copilot'],
      ['.github/instructions/ts.instructions.md', 'copilot'],
      ['.github/prompts/review.prompt.md', 'copilot'],
    ];
    for (const [path, profile] of profiles) assert.deepEqual(classify(path), { format: 'framework', profile }, path);
    // Without the profiles no rule reads them: the instruction globs they replace are gone.
    assert.equal(promptFileClassifier({ include: [], exclude: [] })('CLAUDE.md'), undefined);
  });

  test("a coding tool's files in test data are fixtures, not the repository's own; a tests folder's own instruction file is read", () => {
    for (const path of [
      'test/fixtures/repo/.claude/agents/migration-checker.md',
      'test/fixtures/repo/AGENTS.md',
      'tests/__snapshots__/CLAUDE.md',
      'pkg/testdata/.cursorrules',
      'tests/e2e/.cursor/rules/python.mdc',
      'spec/app/.github/copilot-instructions.md',
    ]) {
      assert.equal(classify(path), undefined, path);
    }
    assert.deepEqual(classify('tests/AGENTS.md'), { format: 'framework', profile: 'codex' });
    assert.deepEqual(classify('tests/unit/CLAUDE.md'), { format: 'framework', profile: 'claude-code' });
    // Named by the user, or with the default excludes off, a fixture is read.
    const fixture = 'test/fixtures/repo/.claude/agents/migration-checker.md';
    assert.deepEqual(promptFileClassifier({ include: ['test/fixtures/**'], exclude: [], frameworkFiles: profileFileRules() })(fixture), { format: 'framework', profile: 'claude-code' });
    assert.deepEqual(promptFileClassifier({ include: [], exclude: [], defaultExcludes: false, frameworkFiles: profileFileRules() })(fixture), { format: 'framework', profile: 'claude-code' });
  });

  test('benchmark code is not the product: bench/, benchmarks/', () => {
    for (const path of ['bench/prompt-file-shapes.ts', 'benchmarks/prompts/system.md', 'pkg/benchmark/run.py']) assert.equal(classify(path), undefined, path);
    assert.deepEqual(classify('src/bench_prompts.py'), { format: 'code', language: 'python' }, 'a folder, not a word in a name');
  });

  test('prompt files and templates', () => {
    for (const path of ['prompts/system.md', 'agent/prompts/plan.txt', '.github/prompts/notes.md', 'x.prompt', 'templates/task.j2', 'a/b.jinja']) {
      assert.deepEqual(classify(path), { format: 'text', role: 'system' }, path);
    }
    assert.deepEqual(classify('chat.prompty'), { format: 'prompty' });
    assert.deepEqual(classify('agent/prompts/code_agent.yaml'), { format: 'structured', promptFolder: true });
    assert.deepEqual(classify('config/default.yaml'), { format: 'structured', promptFolder: false });
    assert.deepEqual(classify('src/prompts.py'), { format: 'code', language: 'python' });
    assert.deepEqual(classify('web/app/agent.tsx'), { format: 'code', language: 'tsx' });
    assert.deepEqual(classify('lib/tools.mjs'), { format: 'code', language: 'javascript' });
    assert.equal(classify('tests/test_agent.py'), undefined);
    assert.equal(promptFileClassifier({ include: [], exclude: [], code: false })('src/prompts.py'), undefined);
  });

  test('everything else is not', () => {
    for (const path of ['README.md', 'docs/AGENTS.md.bak', 'src/image.png', 'node_modules/x/prompts/a.md', 'agents.md.txt', 'package.json', '.github/workflows/ci.yml', 'tests/prompts/system.md', 'examples/agent.yaml', 'docs/prompts/guide.md']) {
      assert.equal(classify(path), undefined, path);
    }
    assert.deepEqual(classify('docs/AGENTS.md'), { format: 'framework', profile: 'codex' }, 'instruction files count wherever they are');
    assert.deepEqual(promptFileClassifier({ include: [], exclude: [], defaultExcludes: false })('tests/prompts/system.md'), { format: 'text', role: 'system' });
  });

  test('include adds prompt files; exclude wins over everything', () => {
    const custom = promptFileClassifier({ include: ['agent/instructions/*.txt', '*.tmpl'], exclude: ['prompts/archive/**', 'CLAUDE.md'], frameworkFiles: profileFileRules() });
    assert.deepEqual(custom('agent/instructions/a.txt'), { format: 'text', role: 'system' });
    assert.deepEqual(custom('deep/x.tmpl'), { format: 'text', role: 'system' });
    assert.equal(custom('prompts/archive/old.md'), undefined);
    assert.equal(custom('CLAUDE.md'), undefined);
    assert.equal(custom('pkg/CLAUDE.md'), undefined);
    assert.deepEqual(custom('prompts/current.md'), { format: 'text', role: 'system' });
  });

  test('files named for a prompt or in a *prompts folder are prompts; a named file is read even under noise', () => {
    for (const path of ['browser_use/agent/system_prompt.md', 'system_prompt.txt', 'agent/system_prompts/planner.md', 'src/agent_prompts/review.j2']) {
      assert.deepEqual(classify(path), { format: 'text', role: 'system' }, path);
    }
    assert.deepEqual(classify('config/prompt_templates.yaml'), { format: 'structured', promptFolder: true });
    assert.deepEqual(classify('evals/promptfooconfig.yaml'), { format: 'structured', promptFolder: false }, 'a promptfoo config holds test cases too');
    assert.deepEqual(classify('gpt_engineer/preprompts/improve'), { format: 'text', role: 'system' }, 'a prompt file with no extension');
    assert.equal(classify('docs/prompting.md'), undefined, 'docs stay out');
    assert.equal(classify('src/crewai/translations/en.json'), undefined);
    const named = promptFileClassifier({ include: ['src/crewai/translations/en.json'], exclude: [] });
    assert.deepEqual(named('src/crewai/translations/en.json'), { format: 'structured', promptFolder: true });
  });
});

test('the classifier compiles its globs when the first path is asked, not when it is made (a warm run asks none)', () => {
  // minimatch refuses a pattern over 64 KiB: the refusal shows when the globs are compiled.
  const classify = promptFileClassifier({ include: [`${'a'.repeat(70_000)}/*.md`], exclude: [], frameworkFiles: profileFileRules() });
  assert.throws(() => classify('AGENTS.md'), /pattern is too long/);
});

describe('file contents', () => {
  test('binary and oversized files are skipped with the reason', () => {
    assert.deepEqual(decodeContent(Buffer.from([0x47, 0x49, 0x46, 0x00, 0x01]), 100), { kind: 'skipped', reason: 'binary', bytes: 5 });
    assert.deepEqual(decodeContent(Buffer.from('x'.repeat(101)), 100), { kind: 'skipped', reason: 'too-large', bytes: 101 });
  });

  test('a byte-order mark is kept: it is sent, and costs a token', () => {
    const content = decodeContent(Buffer.from('\uFEFFhello', 'utf8'), 100);
    assert.deepEqual(content, { kind: 'text', text: '\uFEFFhello' });
  });

  test('a whole file is one unit, with its lines and template fields', () => {
    const unit = wholeFileUnit('prompts/task.j2', 'system', 'Q: {{ question }}\n{% if ctx %}{{ctx.text}}{% endif %}\n{{#each items}}x{{/each}}\n');
    assert.equal(unit.id, 'prompts/task.j2');
    assert.equal(unit.key, '');
    assert.deepEqual(unit.lines, [1, 3]);
    assert.deepEqual(unit.placeholders, ['question', 'ctx.text', 'items']);
    assert.equal(lineCount(''), 0);
    assert.equal(lineCount('one line, no newline'), 1);
  });
});
