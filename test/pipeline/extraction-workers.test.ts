import assert from 'node:assert/strict';
import { cpSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildRealShapedTree } from '../../bench/real-shaped-tree.js';
import { localRange } from '../../src/changes/commit-range.js';
import { createGit } from '../../src/changes/git.js';
import { configFrom } from '../../src/config/config.js';
import type { Snapshot } from '../../src/extract/snapshot.js';
import type { CodeLanguage } from '../../src/extract/source-kind.js';
import { parsersForFile } from '../../src/pipeline/code-parsers.js';
import { configuredClassifier } from '../../src/pipeline/configured-classifier.js';
import { diffRange } from '../../src/pipeline/diff.js';
import { NO_CACHE } from '../../src/pipeline/extraction-cache.js';
import { BytesInFlight, extractionWorkers, openExtractionPool, ROOMY_QUEUE, SMALL_RUN_BYTES, smallRunBytes, type ExtractionJob, type WorkerFault } from '../../src/pipeline/extraction-pool.js';
import { readExtractedSnapshots } from '../../src/pipeline/extracted-snapshots.js';
import { renderJson } from '../../src/report/json.js';
import { tokenizer } from '../../src/count/tokenizer.js';
import { commit, git, initRepo, tempDir } from '../support/git-repo.js';

const FRAMEWORKS = fileURLToPath(new URL('../fixtures/frameworks/', import.meta.url));

/** The head snapshot's units, as `path key`, and the languages the main thread loaded parsers for. */
async function headUnits(repo: string, workers: number, workerFault?: WorkerFault, inProcessBelowBytes?: number): Promise<{ units: string[]; findings: string[]; mainThreadParsed: CodeLanguage[]; warnings: string[] }> {
  const git = createGit(repo);
  const mainThreadParsed: CodeLanguage[] = [];
  const warnings: string[] = [];
  try {
    const range = await localRange(git, 'main', 'feature');
    const config = configFrom({}, {});
    const snapshots: Snapshot[] = await readExtractedSnapshots(git, [range.base, range.head], {
      classifier: configuredClassifier(config),
      maxFileBytes: config.maxFileBytes,
      cache: NO_CACHE,
      parsers: (language, text) => (mainThreadParsed.push(language), parsersForFile(language, text)),
      workers,
      warn: (message) => warnings.push(message),
      ...(workerFault ? { workerFault } : {}),
      ...(inProcessBelowBytes === undefined ? {} : { inProcessBelowBytes }),
    });
    const units = snapshots[1]!.files.flatMap((f) => (f.content.kind === 'extracted' ? f.content.extraction.units.map((u) => `${f.path} ${u.key}`) : []));
    const findings = snapshots[1]!.files.flatMap((f) => (f.content.kind === 'extracted' ? f.content.extraction.findings.map((x) => `${f.path} ${x.kind}`) : []));
    return { units: units.sort(), findings, mainThreadParsed, warnings };
  } finally {
    await git.close();
  }
}

/** The JSON report of `diff main feature`, with this many extraction workers. */
async function reportWith(repo: string, workers: number): Promise<string> {
  const before = process.env.CTXGUARD_EXTRACTION_WORKERS;
  process.env.CTXGUARD_EXTRACTION_WORKERS = String(workers);
  const git = createGit(repo);
  try {
    return renderJson(await diffRange(git, await localRange(git, 'main', 'feature'), { file: {}, overrides: {} }));
  } finally {
    await git.close();
    if (before === undefined) delete process.env.CTXGUARD_EXTRACTION_WORKERS;
    else process.env.CTXGUARD_EXTRACTION_WORKERS = before;
  }
}

/** A repository whose `feature` branch adds `head` to `base`, on `main`. */
function pullRequest(dir: string, base: Record<string, string>, head: Record<string, string>): string {
  const repo = initRepo(dir);
  commit(repo, base);
  git(repo, 'checkout', '-q', '-b', 'feature');
  commit(repo, head);
  git(repo, 'checkout', '-q', 'main');
  return repo;
}

const REVIEWER = { 'src/reviewer.ts': 'export const REVIEWER_INSTRUCTIONS = "Review the diff and list every bug you find.";\n' };

describe('extraction workers', () => {
  const dir = tempDir('extraction-workers');
  after(() => dir.remove());

  // A strong prompt word (`INSTRUCTIONS`) names a prompt only where the repository talks to a model:
  // here one file imports an SDK, so the reviewer's constant is a unit, which a worker finds only if
  // it builds its options from the flag the main thread sends with the file.
  const talking = pullRequest(join(dir.path, 'talking'), { 'src/client.ts': 'import OpenAI from "openai";\nexport const client = new OpenAI();\n' }, REVIEWER);
  const sdkless = pullRequest(join(dir.path, 'sdkless'), { 'src/util.ts': 'export const twice = (n: number) => 2 * n;\n' }, REVIEWER);

  test('a worker reads code as the repository talks to a model, or not, as the main thread does', async () => {
    for (const workers of [0, 1, 2]) {
      assert.deepEqual((await headUnits(talking, workers)).units, ['src/reviewer.ts REVIEWER_INSTRUCTIONS'], `${workers} workers`);
      assert.deepEqual((await headUnits(sdkless, workers)).units, [], `${workers} workers`);
    }
  });

  test('code the pre-check rules out is extracted as empty, with no grammar and no finding', async () => {
    for (const workers of [0, 1]) {
      const run = await headUnits(sdkless, workers);
      assert.deepEqual([run.findings, run.mainThreadParsed], [[], []], `${workers} workers`);
    }
  });

  test('with workers the main thread parses no code: it only rules files out', async () => {
    assert.deepEqual((await headUnits(talking, 0)).mainThreadParsed, ['typescript', 'typescript']);
    const run = await headUnits(talking, 1);
    assert.deepEqual([run.mainThreadParsed, run.warnings], [[], []]);
  });

  test('a run with less to extract than a worker is worth parses in-process; CTXGUARD_EXTRACTION_WORKERS uses the pool whatever the size', async () => {
    const bytes = Number(git(talking, 'cat-file', '-s', 'feature:src/reviewer.ts'));
    // The pool is left unused below the line, and used at it: the talking repository's code is one file at each side.
    assert.deepEqual((await headUnits(talking, 1, undefined, 10 * bytes)).mainThreadParsed, ['typescript', 'typescript']);
    assert.deepEqual((await headUnits(talking, 1, undefined, 1)).mainThreadParsed, []);
    assert.equal(smallRunBytes({}), SMALL_RUN_BYTES);
    assert.equal(SMALL_RUN_BYTES, 256 * 1024);
    assert.equal(smallRunBytes({ CTXGUARD_EXTRACTION_WORKERS: '1' }), 0);
    assert.equal(smallRunBytes({ CTXGUARD_EXTRACTION_WORKERS: ' ' }), SMALL_RUN_BYTES);
  });

  test('a worker that throws or dies loses nothing: its files are extracted in-process', async () => {
    for (const fault of ['throw', 'exit'] as const) {
      const run = await headUnits(talking, 1, fault);
      assert.deepEqual(run.units, ['src/reviewer.ts REVIEWER_INSTRUCTIONS'], fault);
      assert.deepEqual(run.mainThreadParsed, ['typescript', 'typescript'], fault);
      assert.deepEqual(run.warnings, [fault === 'exit' ? 'an extraction worker failed (it exited with code 3); its files are extracted in-process' : 'an extraction worker failed (extraction worker fault injected for a test); its files are extracted in-process'], fault);
    }
  });

  test('reports are byte-identical with 0, 1 or 2 workers', async () => {
    const frameworks = pullRequest(join(dir.path, 'frameworks'), {}, {});
    cpSync(FRAMEWORKS, frameworks, { recursive: true });
    commit(frameworks, {});
    git(frameworks, 'checkout', '-q', 'feature');
    git(frameworks, 'merge', '-q', 'main');
    commit(frameworks, { 'langgraph/extra.py': 'SYSTEM_PROMPT = "You triage incoming bug reports."\n' });
    // Past the size at which workers start ahead of the reading and take its YAML and JSON too.
    const shaped = buildRealShapedTree(join(dir.path, 'shaped'), 5_000_000).repo;
    for (const repo of [frameworks, shaped, talking]) {
      const inProcess = await reportWith(repo, 0);
      assert.ok(inProcess.length > 1000, repo);
      for (const workers of [1, 2]) assert.equal(await reportWith(repo, workers), inProcess, `${repo}, ${workers} workers`);
    }
  });

  test('a worker counts the units of what it extracts, in the encoding asked, as the report would; in-process nothing is counted ahead', async () => {
    // Big enough that workers start ahead of the reading and take its prompt files.
    const shaped = buildRealShapedTree(join(dir.path, 'counted'), 5_000_000).repo;
    const o200k = tokenizer('o200k_base');
    const countedWith = async (workers: number): Promise<Map<string, number[]>> => {
      const git = createGit(shaped);
      try {
        const range = await localRange(git, 'main', 'feature');
        const config = configFrom({}, {});
        const snapshots = await readExtractedSnapshots(git, [range.base, range.head], {
          classifier: configuredClassifier(config),
          maxFileBytes: config.maxFileBytes,
          cache: NO_CACHE,
          parsers: parsersForFile,
          workers,
          countIn: 'o200k_base',
        });
        const counted = new Map<string, number[]>();
        for (const file of snapshots[1]!.files) {
          if (file.content.kind !== 'extracted' || !file.content.tokens) continue;
          assert.deepEqual(Object.keys(file.content.tokens), ['o200k_base'], file.path);
          assert.deepEqual(file.content.tokens.o200k_base, file.content.extraction.units.map((u) => o200k.count(u.text)), file.path);
          counted.set(file.path, file.content.tokens.o200k_base!);
        }
        return counted;
      } finally {
        await git.close();
      }
    };
    const counted = await countedWith(1);
    const kinds = new Set([...counted.keys()].map((path) => path.split('.').at(-1)));
    assert.deepEqual([...kinds].sort(), ['json', 'md', 'py', 'yaml']);
    assert.ok(counted.size >= 30, `${counted.size} files counted`);
    assert.equal((await countedWith(0)).size, 0);
  });

  test('a worker has room for what the main thread could do only once code started it, and while few jobs wait', async () => {
    const inProcess: string[] = [];
    const pool = openExtractionPool(1, async (job) => (inProcess.push(job.file.path), { kind: 'extracted', extraction: { units: [], findings: [], models: [] } }));
    try {
      assert.equal(pool.hasRoom(), false, 'none started');
      const text = 'SYSTEM_PROMPT = "You triage incoming bug reports."\n';
      const job = (i: number): ExtractionJob => ({ file: { path: `agents/a${i}.py`, kind: { format: 'code', language: 'python' }, content: { kind: 'text', text } }, talksToModel: false, known: {} });
      // The worker is still starting: what is posted waits.
      const out = Array.from({ length: ROOMY_QUEUE - 1 }, (_, i) => pool.extract(job(i)));
      assert.equal(pool.hasRoom(), true, 'one short of the bound');
      out.push(pool.extract(job(ROOMY_QUEUE - 1)));
      assert.equal(pool.hasRoom(), false, 'the bound waiting');
      // The worker counts what it has done where the main thread sees it at once, though the main
      // thread, busy reading blobs, has not yet taken the answers: here it waits without yielding.
      const nap = new Int32Array(new SharedArrayBuffer(4));
      const until = Date.now() + 60_000;
      while (!pool.hasRoom() && Date.now() < until) Atomics.wait(nap, 0, 0, 20);
      assert.equal(pool.hasRoom(), true, 'done without an answer read');
      const done = await Promise.all(out);
      assert.equal(pool.hasRoom(), true, 'none waiting');
      assert.deepEqual([done.map((c) => (c.kind === 'extracted' ? c.extraction.units.map((u) => u.key) : [])), inProcess], [Array.from({ length: ROOMY_QUEUE }, () => ['SYSTEM_PROMPT']), []]);
      // A YAML file is extracted there as on the main thread.
      const yaml = await pool.extract({ file: { path: 'prompts/triage.yaml', kind: { format: 'structured', promptFolder: true }, content: { kind: 'text', text: 'system: You triage incoming bug reports.\n' } }, talksToModel: false, known: {} });
      assert.deepEqual(yaml.kind === 'extracted' ? yaml.extraction.units.map((u) => `${u.key} ${u.role}: ${u.text}`) : [], ['system system: You triage incoming bug reports.']);
    } finally {
      await pool.close();
    }
    assert.equal(pool.hasRoom(), false, 'closed');
  });

  test('CTXGUARD_EXTRACTION_WORKERS sets the pool; by default one fewer than the cores, at most 3, and none from source', () => {
    assert.equal(extractionWorkers({ CTXGUARD_EXTRACTION_WORKERS: '0' }, false), 0);
    assert.equal(extractionWorkers({ CTXGUARD_EXTRACTION_WORKERS: '2' }, true), 2);
    assert.equal(extractionWorkers({}, false), Math.min(availableParallelism() - 1, 3));
    assert.equal(extractionWorkers({}, true), 0);
    assert.throws(() => extractionWorkers({ CTXGUARD_EXTRACTION_WORKERS: 'two' }), { name: 'InputError', message: 'CTXGUARD_EXTRACTION_WORKERS must be a whole number (0 extracts in-process), not "two"' });
  });
});

describe('bytes in flight', () => {
  /** Whether the promise has settled after the event loop's turn. */
  const settled = async (p: Promise<unknown>): Promise<boolean> => {
    let done = false;
    void p.then(() => (done = true), () => (done = true));
    await new Promise((resolve) => setImmediate(resolve));
    return done;
  };
  const gate = (): { job: Promise<void>; open: () => void; fail: (e: Error) => void } => {
    let open!: () => void;
    let fail!: (e: Error) => void;
    const job = new Promise<void>((resolve, reject) => ((open = resolve), (fail = reject)));
    return { job, open, fail };
  };

  test('reading waits on no job under the bound, and past it only until enough have come back', async () => {
    const out = new BytesInFlight(10);
    const [a, b, c] = [gate(), gate(), gate()];
    assert.equal(await settled(out.add(a.job, 6)), true, 'under the bound, add does not wait');
    const past = out.add(b.job, 6);
    assert.equal(await settled(past), false, 'past the bound, add waits');
    a.open();
    assert.equal(await settled(past), true);
    assert.equal(await settled(out.add(c.job, 4)), true);
    const drained = out.drain();
    b.open();
    assert.equal(await settled(drained), false, 'drain waits for every job');
    c.open();
    assert.equal(await settled(drained), true);
  });

  test('a job that fails is thrown by the next add or drain, not left unhandled', async () => {
    const out = new BytesInFlight(100);
    const a = gate();
    await out.add(a.job, 1);
    a.fail(new Error('no grammar'));
    await assert.rejects(out.drain(), /no grammar/);
  });
});
