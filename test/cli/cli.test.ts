import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { after, describe, test } from 'node:test';
import { join } from 'node:path';
import { DIST_CLI, runtimes } from '../support/action-runner.js';
import { commit, git, initRepo, tempDir } from '../support/git-repo.js';
import { estimatedCount } from '../support/reference-count.js';

function cli(cwd: string, args: string[], node = process.execPath, env: Record<string, string> = {}) {
  const r = spawnSync(node, [DIST_CLI, ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: cwd, ...env }, timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the ctxguard command (dist/cli.js)', () => {
  const dir = tempDir('cli');
  after(() => dir.remove());
  const repo = initRepo(join(dir.path, 'repo'));
  const SYSTEM0 = 'You are a coding agent.\n';
  const SYSTEM1 = 'You are a coding agent. Read AGENTS.md first, then plan your change in three steps.\n';
  commit(repo, { 'prompts/system.md': SYSTEM0, 'AGENTS.md': '# Rules\nBe brief.\n', 'app.py': 'x = 1\n' });
  git(repo, 'checkout', '--quiet', '-b', 'feature');
  commit(repo, {
    'prompts/system.md': SYSTEM1,
    'prompts/huge.md': 'word '.repeat(300),
    'prompts/logo.txt': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
    'prompts/__init__.py': '',
  });

  for (const { name, node } of runtimes()) {
    test(`demo prints the comment for the sample repository (${name})`, () => {
      const r = cli(dir.path, ['demo'], node);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /^## ctxguard: prompt context cost/);
      assert.match(r.stdout, /:x: \*\*Check failed\*\*: delta-tokens \+\d+ \(app\) is above max-delta-tokens 300/);
      assert.match(r.stdout, /\| `prompts\/system\.md` \| every request \|/);
      assert.match(r.stdout, /\(renamed from `\.cursorrules`\)/);
      assert.match(r.stdout, /`prompts\/legacy\.md` \(deleted\)/);
      assert.doesNotMatch(r.stdout, /task\.j2/, 'the change that landed on main is not in the PR');
    });
  }

  // The bundle starts its extraction workers on itself (src/entries.ts): a worker that could not start
  // would only warn and leave its files to the main thread, so the warning is what is looked for.
  const talking = initRepo(join(dir.path, 'talking'));
  commit(talking, { 'src/client.ts': 'import OpenAI from "openai";\nexport const client = new OpenAI();\n' });
  git(talking, 'checkout', '--quiet', '-b', 'feature');
  commit(talking, { 'src/reviewer.ts': 'export const REVIEWER_INSTRUCTIONS = "Review the diff and list every bug you find.";\n' });
  for (const { name, node } of runtimes()) {
    test(`diff parses code in extraction workers, to the same report, and exits (${name})`, () => {
      const run = (workers: string) => cli(talking, ['diff', '--base', 'main', '--format', 'json', '--no-cache'], node, { CTXGUARD_EXTRACTION_WORKERS: workers });
      const inProcess = run('0');
      assert.equal(inProcess.code, 0, inProcess.stderr);
      assert.deepEqual(JSON.parse(inProcess.stdout).files.map((f: { path: string }) => f.path), ['src/reviewer.ts']);
      for (const workers of ['1', '2']) {
        const r = run(workers);
        assert.deepEqual([r.code, r.stderr, r.stdout], [0, '', inProcess.stdout], `${workers} workers`);
      }
    });
  }

  test('diff --format json: exact deltas from the fork point', () => {
    const r = cli(repo, ['diff', '--base', 'main', '--format', 'json', '--max-file-bytes', '1000']);
    assert.equal(r.code, 0, r.stderr);
    const report = JSON.parse(r.stdout);
    assert.equal(report.totals.deltaTokens, estimatedCount(SYSTEM1) - estimatedCount(SYSTEM0));
    assert.equal(report.totals.deltaRunTokens, 20 * report.totals.deltaTokens);
    assert.deepEqual(report.files.map((f: { path: string }) => f.path), ['prompts/system.md']);
    assert.deepEqual(
      report.findings.map((f: { path: string; reason: string }) => [f.path, f.reason]),
      [['prompts/huge.md', 'too-large'], ['prompts/logo.txt', 'binary']],
    );
    assert.equal(report.head.sha, git(repo, 'rev-parse', 'HEAD'));
  });

  test('a commit that changes no prompt reports no delta', () => {
    git(repo, 'checkout', '--quiet', '-b', 'code-only');
    commit(repo, { 'app.py': 'x = 2\n', 'README.md': '# Readme\n' });
    try {
      const r = cli(repo, ['diff', '--base', 'feature', '--format', 'json']);
      assert.equal(r.code, 0, r.stderr);
      const report = JSON.parse(r.stdout);
      assert.deepEqual([report.files, report.totals.deltaTokens, report.totals.deltaRunTokens], [[], 0, 0]);
    } finally {
      git(repo, 'checkout', '--quiet', 'feature');
    }
  });

  test('a prompt moved out of an excluded folder into the agent\'s is priced: each side is judged where it is', () => {
    const moved = initRepo(join(dir.path, 'moved'));
    const text = 'Write a short poem about {{topic}}.\n';
    commit(moved, { 'examples/prompts/poem.md': text });
    commit(moved, { 'examples/prompts/poem.md': null, 'agent/prompts/poem.md': text });
    const r = cli(moved, ['diff', '--base', 'HEAD~1', '--format', 'json']);
    assert.equal(r.code, 0, r.stderr);
    const report = JSON.parse(r.stdout);
    // At base the agent did not send it (examples/ is left out); at head it does.
    assert.deepEqual(report.files.map((f: { path: string; status: string; deltaTokens: number }) => [f.path, f.status, f.deltaTokens]), [['agent/prompts/poem.md', 'renamed', estimatedCount(text)]]);
  });

  test('diff exits 1 when the gate fails, and prints the comment', () => {
    const r = cli(repo, ['diff', '--base', 'main', '--max-delta-tokens', '3']);
    assert.equal(r.code, 1);
    assert.match(r.stdout, /Check failed/);
  });

  test('recorded reads a usage file and prices it per agent and run, from its own chunk of the bundle', () => {
    const fixtures = new URL('../fixtures/usage/', import.meta.url).pathname;
    const r = cli(fixtures, ['recorded', 'codex-rollout.jsonl', '--format', 'json']);
    assert.equal(r.code, 0, r.stderr);
    const report = JSON.parse(r.stdout) as { files: unknown; agents: Array<{ agent: string; requests: number; perRun: { inputTokens: { median: number } } }> };
    assert.deepEqual(report.files, [{ file: 'codex-rollout.jsonl', format: 'codex' }]);
    assert.deepEqual(report.agents.map((a) => [a.agent, a.requests, a.perRun.inputTokens.median]), [['codex', 2, 19_500]]);
  });

  test('scan lists units by file and role with their tokens', () => {
    const r = cli(repo, ['scan', '--format', 'json']);
    assert.equal(r.code, 0, r.stderr);
    const scan = JSON.parse(r.stdout);
    const system = scan.files.find((f: { path: string }) => f.path === 'prompts/system.md');
    assert.equal(system.tokens, estimatedCount(SYSTEM1));
    assert.equal(scan.totals.byRole.instructions, estimatedCount('# Rules\nBe brief.\n'));
    const table = cli(repo, ['scan']);
    assert.match(table.stdout, /instructions\s+AGENTS\.md/);
    assert.match(table.stdout, /tokens \(o200k_base × 1\.24, an estimate for claude-sonnet-4-5\) in 3 units of 3 files/);
  });

  test('diff in a subdirectory uses the config at the root', () => {
    const sub = join(repo, 'prompts');
    writeFileSync(join(repo, '.ctxguard.yml'), 'max_delta_tokens: 1\n');
    try {
      const r = cli(sub, ['diff', '--base', 'main']);
      assert.equal(r.code, 1, r.stderr);
      assert.match(r.stdout, /above max-delta-tokens 1/);
    } finally {
      rmSync(join(repo, '.ctxguard.yml'));
    }
  });

  test('scan does not follow symlinks and names a missing directory', () => {
    symlinkSync('/etc', join(repo, 'prompts', 'etc.md'));
    try {
      const r = cli(repo, ['scan', '.', '--format', 'json']);
      assert.equal(r.code, 0, r.stderr);
      assert.deepEqual(JSON.parse(r.stdout).skipped.find((s: { path: string }) => s.path === 'prompts/etc.md')?.reason, 'symlink');
    } finally {
      rmSync(join(repo, 'prompts', 'etc.md'));
    }
    const missing = cli(repo, ['scan', 'no/such/dir']);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /no directory/);
  });

  test('bad usage and bad input exit 2 with a message naming the flag, file, line and key', () => {
    let r = cli(repo, ['diff']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--base REF is required/);
    r = cli(repo, ['diff', '--base', 'main', '--format', 'yaml']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--format: expected markdown, json or sarif, got "yaml"/);
    r = cli(repo, ['diff', '--base', 'nope']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--base: no commit 'nope'/);
    writeFileSync(join(repo, 'bad.yml'), 'max_delta_tokens: 5\nencodng: o200k_base\n');
    r = cli(repo, ['diff', '--base', 'main', '--config', 'bad.yml']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /bad\.yml:line 2, key 'encodng': unknown key/);
    r = cli(repo, ['diff', 'main']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /unexpected argument 'main' \(did you mean --base main\?\)/);
    r = cli(dir.path, ['diff', '--base', 'main']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /not inside a git repository/);
    r = cli(repo, ['frobnicate']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /unknown command 'frobnicate'/);
  });
});

describe('the extraction cache of `ctxguard diff`', () => {
  const dir = tempDir('cli-cache');
  after(() => dir.remove());
  const repo = initRepo(join(dir.path, 'repo'));
  commit(repo, { 'prompts/system.md': 'You are a coding agent.\n', 'agent.py': 'import openai\n\nSYSTEM_PROMPT = "You review pull requests."\n' });
  git(repo, 'checkout', '--quiet', '-b', 'feature');
  commit(repo, { 'prompts/system.md': 'You are a careful coding agent.\n' });
  const cacheFile = join(repo, '.git', 'ctxguard', 'extractions.jsonl');

  test('is kept in the git directory by default, for this build, and changes nothing in the report', () => {
    const cold = cli(repo, ['diff', '--base', 'main', '--format', 'json']);
    assert.equal(cold.code, 0, cold.stderr);
    const [header, ...entries] = readFileSync(cacheFile, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line));
    assert.deepEqual(header, { format: 2, code: readFileSync(join(DIST_CLI, '..', 'fingerprint.txt'), 'utf8').trim() });
    // Both ends of the prompt, the code file, and the code file's part in whether the repository talks to a model.
    assert.deepEqual(entries.map(([kind, key]) => `${kind} ${key.split('\0')[1]}`).sort(), [
      'content agent.py',
      'content prompts/system.md',
      'content prompts/system.md',
      'kind agent.py',
      'kind prompts/system.md',
      'talks agent.py',
    ]);
    const warm = cli(repo, ['diff', '--base', 'main', '--format', 'json']);
    assert.equal(warm.stdout, cold.stdout);
    assert.equal(warm.stderr, '');
  });

  test('--cache-dir keeps it elsewhere, --no-cache nowhere, and not both', () => {
    rmSync(join(repo, '.git', 'ctxguard'), { recursive: true, force: true });
    const elsewhere = join(dir.path, 'elsewhere');
    assert.equal(cli(repo, ['diff', '--base', 'main', '--cache-dir', elsewhere]).code, 0);
    assert.ok(existsSync(join(elsewhere, 'extractions.jsonl')));
    assert.ok(!existsSync(cacheFile));
    assert.equal(cli(repo, ['diff', '--base', 'main', '--no-cache']).code, 0);
    assert.ok(!existsSync(cacheFile));
    const both = cli(repo, ['diff', '--base', 'main', '--no-cache', '--cache-dir', elsewhere]);
    assert.equal(both.code, 2);
    assert.match(both.stderr, /--cache-dir and --no-cache cannot be used together/);
  });

  test('a cache folder that cannot be written is a warning, not a failure', () => {
    const file = join(dir.path, 'not-a-folder');
    writeFileSync(file, 'x');
    const r = cli(repo, ['diff', '--base', 'main', '--cache-dir', file]);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.stderr.split('\n'), [
      `ctxguard diff: warning: extraction cache: ${file}/extractions.jsonl could not be read (ENOTDIR: not a directory, open '${file}/extractions.jsonl'); extracting every file`,
      `ctxguard diff: warning: extraction cache: could not be written to ${file} (EEXIST: file already exists, mkdir '${file}'); the next run extracts again`,
      '',
    ]);
    assert.match(r.stdout, /^## ctxguard: prompt context cost/);
  });
});
