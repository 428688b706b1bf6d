import assert from 'node:assert/strict';
import type { Report } from '../../src/report/report.js';
import { cpSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { localRange } from '../../src/changes/commit-range.js';
import { createGit, type Git } from '../../src/changes/git.js';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { changedFiles } from '../../src/changes/changed-files.js';
import { readSnapshots } from '../support/text-snapshots.js';
import { configFrom, type Config } from '../../src/config/config.js';
import { promptFileClassifier } from '../../src/extract/prompt-files.js';
import { profileFileRules } from '../../src/frameworks/registry.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { diffRange } from '../../src/pipeline/diff.js';
import { renderJson } from '../../src/report/json.js';
import { commit, git, initRepo, tempDir } from '../support/git-repo.js';
import { estimatedCount, referenceCount } from '../support/reference-count.js';

const FRAMEWORKS = fileURLToPath(new URL('../fixtures/frameworks/', import.meta.url));

/** The names of the objects a run read through `cat-file --batch`, by the Git it was given. */
function countingGit(repo: string): { git: Git; read: string[] } {
  const inner = createGit(repo);
  const read: string[] = [];
  return { read, git: { ...inner, readObject: (name) => (read.push(name), inner.readObject(name)) } };
}

async function diffJson(repo: string, cacheDir?: string, overrides: Partial<Config> = {}): Promise<{ json: unknown; read: string[]; log: string[] }> {
  const { git: g, read } = countingGit(repo);
  const log: string[] = [];
  try {
    const range = await localRange(g, 'main', 'feature');
    read.length = 0;
    const report = await diffRange(g, range, { file: {}, overrides, ...(cacheDir ? { cacheDir } : {}), log: (line, level) => log.push(`${level}: ${line}`) });
    return { json: JSON.parse(renderJson(report)), read, log };
  } finally {
    await g.close();
  }
}

/**
 * The report from every file's text, read and held as `diff` read it before extraction let texts go:
 * what the frameworks that read files themselves must still see.
 */
async function textDiffJson(repo: string): Promise<unknown> {
  const g = createGit(repo);
  try {
    const range = await localRange(g, 'main', 'feature');
    const config = configFrom({}, {});
    const classify = promptFileClassifier({ ...config, frameworkFiles: profileFileRules() });
    const snapshots = await readSnapshots(g, [range.base, range.head], classify, config.maxFileBytes);
    const report = analyzeDiff({ base: snapshots[0]!, head: snapshots[1]!, changes: await changedFiles(g, range.base.sha, range.head.sha), config, parsers: await loadCodeParsers() });
    return JSON.parse(renderJson(report));
  } finally {
    await g.close();
  }
}

describe('the extraction cache', () => {
  const dir = tempDir('extraction-cache');
  after(() => dir.remove());
  // Every framework's fixture, so that the profiles that read files themselves (aider's classes, a
  // SWE-agent config, the code that builds a smolagents agent) see them through the cache too.
  const repo = initRepo(join(dir.path, 'repo'));
  cpSync(FRAMEWORKS, repo, { recursive: true });
  commit(repo, {
    'AGENTS.md': '# Rules\nBe brief.\n',
    'prompts/system.md': 'You are a support agent.\n',
    // An application's own templates, and the code that builds its agent from them with its settings.
    'research/prompts/researcher.yaml': readFileSync(join(repo, 'smolagents/src/smolagents/prompts/toolcalling_agent.yaml'), 'utf8'),
    'research/agent.py': [
      'import yaml',
      'from smolagents import InferenceClientModel, ToolCallingAgent',
      '',
      'prompts = yaml.safe_load(open("research/prompts/researcher.yaml"))',
      'agent = ToolCallingAgent(tools=[], model=InferenceClientModel(), prompt_templates=prompts, max_steps=12)',
      '',
    ].join('\n'),
  });
  git(repo, 'checkout', '--quiet', '-b', 'feature');
  const swe = readFileSync(join(repo, 'swe-agent/config/sweagent_0_7/07.yaml'), 'utf8');
  const aider = readFileSync(join(repo, 'aider/aider/coders/base_prompts.py'), 'utf8');
  commit(repo, {
    'AGENTS.md': '# Rules\nBe brief.\nRun the tests before you push.\n',
    // A history processor is read from the config's own text, not its units.
    'swe-agent/config/sweagent_0_7/07.yaml': swe.replace('n: 5', 'n: 2'),
    'aider/aider/coders/base_prompts.py': `${aider}\n    lazy_prompt = "You are diligent and tireless!"\n`,
  });
  const cacheDir = join(dir.path, 'cache');

  test('a run with the cache reports exactly what a run without it reports, cold and warm', async () => {
    const plain = await diffJson(repo);
    assert.deepEqual(plain.json, await textDiffJson(repo));
    const cold = await diffJson(repo, cacheDir);
    assert.deepEqual(cold.json, plain.json);
    assert.match(cold.log.join('\n'), /info: extraction cache: 0 of \d+ files known, \d+ extracted/);
    const warm = await diffJson(repo, cacheDir);
    assert.deepEqual(warm.json, plain.json);
    const files = Number(/0 of (\d+) files known/.exec(cold.log.join('\n'))![1]);
    assert.deepEqual(warm.log, [`info: extraction cache: ${files} of ${files} files known, 0 extracted`]);
    // The report prices the SWE-agent config's window of 2, and the application's agent at the 12
    // steps its constructor passes: read from the config text and the constructor call the cache kept.
    assert.match(JSON.stringify(warm.json), /last 2 steps/);
    const research = (warm.json as { scenarios: Array<{ name: string; steps: number }> }).scenarios.find((s) => s.name.includes('(research/agent.py)'));
    assert.equal(research?.steps, 12);
  });

  test('a warm run reads no blob: what it needs of every file is in the cache', async () => {
    await diffJson(repo, cacheDir);
    const warm = await diffJson(repo, cacheDir);
    const blobs = warm.read.filter((name) => /^[0-9a-f]{40}$/.test(name));
    assert.deepEqual(blobs, []);
  });

  test('a new commit reads only the blobs the cache has not seen', async () => {
    await diffJson(repo, cacheDir);
    commit(repo, { 'prompts/system.md': 'You are a support agent. Answer in English.\n' });
    const run = await diffJson(repo, cacheDir);
    const blob = git(repo, 'rev-parse', 'feature:prompts/system.md');
    assert.deepEqual(run.read.filter((name) => /^[0-9a-f]{40}$/.test(name)), [blob]);
    assert.deepEqual(run.json, (await diffJson(repo)).json);
  });

  test('paths are classified again under other include or exclude globs', async () => {
    await diffJson(repo, cacheDir);
    for (const overrides of [{ exclude: ['prompts/**'] }, { include: ['swe-agent/**/*.yaml'] }, { exclude: ['AGENTS.md'] }]) {
      const plain = await diffJson(repo, undefined, overrides);
      assert.notDeepEqual(plain.json, (await diffJson(repo)).json, JSON.stringify(overrides));
      assert.deepEqual((await diffJson(repo, cacheDir, overrides)).json, plain.json, JSON.stringify(overrides));
    }
  });

  test('a cache file that cannot be read is said, not trusted, and replaced', async () => {
    await diffJson(repo, cacheDir);
    const file = join(cacheDir, 'extractions.jsonl');
    const lines = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, [...lines.slice(0, 3), lines[3]!.slice(0, 40), ...lines.slice(4)].join('\n'));
    const run = await diffJson(repo, cacheDir);
    assert.deepEqual(run.json, (await diffJson(repo)).json);
    assert.equal(run.log[0], `warning: extraction cache: ${file} line 4 is not valid JSON; extracting every file`);
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8').split('\n')[0]!).format, 2);
    assert.match((await diffJson(repo, cacheDir)).log.join('\n'), /files known, 0 extracted/);
  });

  test('results another build of ctxguard made are not used', async () => {
    await diffJson(repo, cacheDir);
    const file = join(cacheDir, 'extractions.jsonl');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/"code":"[^"]+"/, '"code":"another-build"'));
    assert.match((await diffJson(repo, cacheDir)).log.join('\n'), /info: extraction cache: 0 of \d+ files known/);
  });
});

describe('code under the cache, when the repository starts talking to a model', () => {
  const dir = tempDir('extraction-cache-talks');
  after(() => dir.remove());
  const repo = initRepo(join(dir.path, 'repo'));
  // A `*_TEMPLATE` constant is a prompt only in a repository that talks to a model.
  const config = 'SYSTEM_TEMPLATE = """You are the release agent. Read the changelog, then write the release notes in three short sections."""\n';
  commit(repo, { 'agent/config.py': config, 'prompts/system.md': 'You are a release agent.\n' });
  git(repo, 'checkout', '--quiet', '-b', 'feature');
  commit(repo, { 'prompts/system.md': 'You are a careful release agent.\n' });
  const cacheDir = join(dir.path, 'cache');

  test('a code file is extracted again when the first SDK import arrives, and the rest come from the cache', async () => {
    const before = await diffJson(repo, cacheDir);
    assert.deepEqual(before.json, await textDiffJson(repo));
    commit(repo, { 'agent/app.py': 'import openai\n\nclient = openai.OpenAI()\n' });
    const after = await diffJson(repo, cacheDir);
    assert.deepEqual(after.json, await textDiffJson(repo));
    // The template is now a prompt at both ends: the whole repository reads differently.
    const tokens = (r: unknown): number => (r as { totals: { baseTokens: number } }).totals.baseTokens;
    assert.ok(tokens(after.json) > tokens(before.json), `${tokens(after.json)} > ${tokens(before.json)}`);
    // Read again: the two code files (config.py under the new reading, app.py); the markdown came from the cache.
    const blobs = after.read.filter((name) => /^[0-9a-f]{40}$/.test(name)).sort();
    assert.deepEqual(blobs, [git(repo, 'rev-parse', 'feature:agent/app.py'), git(repo, 'rev-parse', 'feature:agent/config.py')].sort());
  });
});

describe('counts under the cache', () => {
  const dir = tempDir('extraction-cache-counts');
  after(() => dir.remove());
  const repo = initRepo(join(dir.path, 'repo'));
  const system = 'You are a release agent. Read the changelog first.\n';
  commit(repo, { 'prompts/system.md': system, 'AGENTS.md': '# Rules\nBe brief.\n' });
  git(repo, 'checkout', '--quiet', '-b', 'feature');
  commit(repo, { 'AGENTS.md': '# Rules\nBe brief. Run the tests.\n' });
  const cacheDir = join(dir.path, 'cache');
  const file = join(cacheDir, 'extractions.jsonl');
  const entries = (): Array<[string, string, { tokens?: Record<string, number[]> }]> =>
    readFileSync(file, 'utf8').trimEnd().split('\n').slice(1).map((line) => JSON.parse(line));

  test('are kept with each file\'s units, and a warm run takes them from there', async () => {
    const cold = await diffJson(repo, cacheDir);
    const systemEntry = entries().find(([kind, key]) => kind === 'content' && key.includes('prompts/system.md'))!;
    assert.deepEqual(systemEntry[2].tokens, { o200k_base: [referenceCount(system)] });
    // Proof that the next run does not count it again: a count changed in the file is the count it uses.
    writeFileSync(file, readFileSync(file, 'utf8').replace(`"tokens":{"o200k_base":[${referenceCount(system)}]}`, '"tokens":{"o200k_base":[1000]}'));
    const warm = await diffJson(repo, cacheDir);
    // The product agent's prompt material holds the system prompt (the headline is Codex's, whose AGENTS.md changed).
    // The cache keeps o200k_base's count; the default Claude model's estimate scales it after (1,000 x 1.24).
    const tokens = (r: unknown): number => (r as Report).scenarios.find((s) => s.name === 'app')!.prompt.baseTokens;
    assert.equal(tokens(warm.json), tokens(cold.json) - estimatedCount(system) + 1240);
  });

  test('counts of another shape than the units are counted again', async () => {
    rmSync(cacheDir, { recursive: true });
    await diffJson(repo, cacheDir);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/"tokens":\{"o200k_base":\[\d+\]\}/, '"tokens":{"o200k_base":[1,2]}'));
    assert.deepEqual((await diffJson(repo, cacheDir)).json, (await diffJson(repo)).json);
  });
});

describe('a framework that needs only part of a file', () => {
  const dir = tempDir('extraction-cache-part');
  after(() => dir.remove());
  const repo = initRepo(join(dir.path, 'repo'));
  const templates = readFileSync(join(FRAMEWORKS, 'smolagents/src/smolagents/prompts/code_agent.yaml'), 'utf8');
  // No code here builds the agent: that the repository imports smolagents at all says the templates are one.
  commit(repo, { 'assistant/prompts/helper.yaml': templates, 'assistant/tools.py': 'from smolagents import tool\n\n\n@tool\ndef today() -> str:\n    """The date today."""\n    return "2026-12-01"\n' });
  git(repo, 'checkout', '--quiet', '-b', 'feature');
  commit(repo, { 'assistant/prompts/helper.yaml': templates.replace('Now Begin!', 'Cite your sources. Now Begin!') });

  test('keeps that part, and finds the agent as the whole text would', async () => {
    const run = await diffJson(repo, join(dir.path, 'cache'));
    assert.deepEqual(run.json, await textDiffJson(repo));
    assert.equal((run.json as { totals: { agent: string } }).totals.agent, 'smolagents CodeAgent (assistant/prompts/helper.yaml)');
    const kept = readFileSync(join(dir.path, 'cache', 'extractions.jsonl'), 'utf8').split('\n').find((line) => line.includes('assistant/tools.py') && line.startsWith('["content"'));
    assert.equal(JSON.parse(kept!)[2].text, 'from smolagents');
  });
});

describe('the cache file', () => {
  const dir = tempDir('extraction-cache-file');
  after(() => dir.remove());
  const repo = initRepo(join(dir.path, 'repo'));
  commit(repo, Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`prompts/p${i}.md`, `You are agent ${i}.\n`])));
  git(repo, 'checkout', '--quiet', '-b', 'feature');
  commit(repo, { 'prompts/p0.md': 'You are agent zero.\n' });

  test('is the same, byte for byte, when a run found everything in it, and is not written again', async () => {
    const cacheDir = join(dir.path, 'cache');
    const file = join(cacheDir, 'extractions.jsonl');
    await diffJson(repo, cacheDir);
    const first = readFileSync(file, 'utf8');
    const written = statSync(file).ino;
    await diffJson(repo, cacheDir);
    assert.equal(readFileSync(file, 'utf8'), first);
    // Each save writes a new file and renames it over the old one: the same inode is no save.
    assert.equal(statSync(file).ino, written);
    // A run that needs less than the file holds writes what it used.
    const { json } = await diffJson(repo, cacheDir, { include: ['nothing-matches/**'], exclude: ['prompts/**'] });
    assert.ok(json);
    assert.notEqual(statSync(file).ino, written);
    assert.ok(readFileSync(file, 'utf8').length < first.length);
    const keys = first.trimEnd().split('\n').slice(1).map((line) => JSON.parse(line).slice(0, 2).join(' '));
    assert.deepEqual(keys, [...keys].sort((a, b) => ['kind', 'talks', 'content'].indexOf(a.split(' ')[0]!) - ['kind', 'talks', 'content'].indexOf(b.split(' ')[0]!) || (a < b ? -1 : 1)));
  });
});

describe('a cache file of many writes', () => {
  const dir = tempDir('extraction-cache-big');
  after(() => dir.remove());
  const repo = initRepo(join(dir.path, 'repo'));
  // Eight prompts of some 150 KB: the file is written in several chunks of lines.
  const prompt = (i: number): string => Array.from({ length: 3000 }, (_, line) => `Rule ${i}.${line}: answer the question that was asked.`).join('\n');
  commit(repo, Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`prompts/p${i}.md`, `${prompt(i)}\n`])));
  git(repo, 'checkout', '--quiet', '-b', 'feature');
  commit(repo, { 'prompts/p0.md': `${prompt(0)}\nOne more rule.\n` });

  test('holds every line whole, and a warm run takes every file from it', async () => {
    const cacheDir = join(dir.path, 'cache');
    const cold = await diffJson(repo, cacheDir);
    const lines = readFileSync(join(cacheDir, 'extractions.jsonl'), 'utf8').split('\n');
    assert.ok(lines.join('\n').length > 1_000_000, `${lines.join('\n').length} characters`);
    assert.equal(lines.pop(), '');
    const entries = lines.slice(1).map((line) => JSON.parse(line) as [string, string]);
    assert.equal(entries.filter(([kind]) => kind === 'content').length, 9);
    const warm = await diffJson(repo, cacheDir);
    assert.deepEqual(warm.read.filter((name) => /^[0-9a-f]{40}$/.test(name)), []);
    assert.deepEqual(warm.json, cold.json);
    assert.deepEqual(cold.json, (await diffJson(repo)).json);
  });
});

describe('code the pre-check rules out, changed in a pull request', () => {
  const dir = tempDir('ruled-out-code');
  after(() => dir.remove());
  const repo = initRepo(join(dir.path, 'repo'));
  // An AST utility: keys a tool schema has (`type`, `parameters`), a `template` name, a thrown
  // message; none of it is a prompt, and the text alone proves it.
  const ast = (kind: string): string =>
    [
      'export function convert(node, AST) {',
      `  const templateParts = node.parts, label = "${kind}";`,
      '  if (!node) throw new Error("no node to convert here");',
      '  return { type: AST.TSIndexSignature, parameters: node.parameters.map(String), label };',
      '}',
      '',
    ].join('\n');
  commit(repo, { 'src/ast.ts': ast('index signature'), 'prompts/system.md': 'You are a support agent.\n' });
  git(repo, 'checkout', '--quiet', '-b', 'feature');
  commit(repo, { 'src/ast.ts': ast('index signature of a class') });

  test('is extracted as holding nothing, cold and warm, with no finding', async () => {
    const pre = await import('../../src/extract/code/nothing-to-extract.js');
    const { codeRules, sdkModules } = await import('../../src/frameworks/registry.js');
    assert.equal(pre.hasNothingToExtract('src/ast.ts', 'typescript', ast('index signature'), { sdkModules: sdkModules(), codeRules: codeRules() }), true);
    const cacheDir = join(dir.path, 'cache');
    const cold = await diffJson(repo, cacheDir);
    const warm = await diffJson(repo, cacheDir);
    assert.deepEqual(warm.json, cold.json);
    assert.deepEqual(cold.json, await textDiffJson(repo));
    const text = JSON.stringify(cold.json);
    assert.ok(!/could not be read/.test(text), text.slice(0, 500));
    const report = cold.json as { files: Array<{ path: string; units: unknown[] }>; findings: Array<{ kind: string; path?: string }> };
    assert.deepEqual(report.findings.filter((f) => f.path === 'src/ast.ts'), []);
    assert.deepEqual(report.files.filter((f) => f.path === 'src/ast.ts').flatMap((f) => f.units), []);
  });
});

