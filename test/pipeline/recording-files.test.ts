import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRecordedRuns, readRecordingFiles } from '../../src/pipeline/recording-files.js';

describe('the files of recorded runs a list names', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ctxguard-recordings-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const workspace = join(dir, 'workspace');
  const temp = join(dir, 'temp');
  for (const path of ['runs/a.jsonl', 'runs/b.json', 'runs/deep/c.jsonl', 'runs/notes.txt']) {
    mkdirSync(join(workspace, path, '..'), { recursive: true });
    writeFileSync(join(workspace, path), path);
  }
  mkdirSync(join(temp, 'artifact'), { recursive: true });
  writeFileSync(join(temp, 'artifact', 'd.jsonl'), 'd');
  writeFileSync(join(dir, 'secret.jsonl'), 'secret');
  symlinkSync(join(dir, 'secret.jsonl'), join(workspace, 'runs', 'link.jsonl'));
  const roots = [{ dir: workspace, name: '.' }, { dir: temp, name: 'RUNNER_TEMP' }];
  const read = (entries: string[], withRoots = true) => readRecordingFiles(entries, { cwd: workspace, label: "input 'base-runs'", ...(withRoots ? { roots } : {}) });

  test('a file, a folder (its .json and .jsonl files, nested) and a glob, in order, each file once; RUNNER_TEMP named as such', async () => {
    // Unconfined (the CLI's way), the link is read where it leads, named by its own path.
    const files = await read(['runs/b.json', 'runs/deep', 'runs/*.jsonl', 'runs/deep/c.jsonl'], false);
    assert.deepEqual(files.map((f) => [f.file, f.text]), [['runs/b.json', 'runs/b.json'], ['runs/deep/c.jsonl', 'runs/deep/c.jsonl'], ['runs/a.jsonl', 'runs/a.jsonl'], ['runs/link.jsonl', 'secret']]);
    const confined = await read(['runs/deep', join(temp, 'artifact')]);
    assert.deepEqual(confined.map((f) => [f.file, f.text]), [['runs/deep/c.jsonl', 'runs/deep/c.jsonl'], ['RUNNER_TEMP/artifact/d.jsonl', 'd']]);
  });

  test('a link out of its folder is refused, never read, even into RUNNER_TEMP; an entry outside both is named as given', async () => {
    await assert.rejects(read(['runs/link.jsonl']), /input 'base-runs': 'runs\/link\.jsonl' links outside the folder it is in; not read/);
    await assert.rejects(read(['runs/*.jsonl']), /'runs\/link\.jsonl' links outside the folder it is in/);
    await assert.rejects(read(['runs']), /'runs\/link\.jsonl' links outside the folder it is in/, 'a folder lists its links, and checks them');
    mkdirSync(join(workspace, 'into-temp'));
    symlinkSync(join(temp, 'artifact', 'd.jsonl'), join(workspace, 'into-temp', 'd.jsonl'));
    await assert.rejects(read(['into-temp']), /'into-temp\/d\.jsonl' links outside the folder it is in/);
    await assert.rejects(read([join(dir, 'secret.jsonl')]), new RegExp(`'${join(dir, 'secret.jsonl')}' is outside the workspace and RUNNER_TEMP; not read`));
    await assert.rejects(read(['../secret.jsonl']), /'\.\.\/secret\.jsonl' is outside the workspace and RUNNER_TEMP/);
  });

  test('a link that stays in its folder is read, from a folder too; a path that exists is itself though it looks like a glob', async () => {
    mkdirSync(join(workspace, 'linked'));
    symlinkSync(join(workspace, 'runs', 'a.jsonl'), join(workspace, 'linked', 'a.jsonl'));
    assert.deepEqual((await read(['linked'])).map((f) => [f.file, f.text]), [['linked/a.jsonl', 'runs/a.jsonl']]);
    mkdirSync(join(workspace, 'runs [base]'));
    writeFileSync(join(workspace, 'runs [base]', 'e.jsonl'), 'e');
    assert.deepEqual((await read(['runs [base]/e.jsonl'])).map((f) => f.file), ['runs [base]/e.jsonl']);
  });

  test('an entry that names nothing is an error', async () => {
    await assert.rejects(read(['runs/missing.jsonl']), /input 'base-runs': no file or folder 'runs\/missing\.jsonl'/);
    await assert.rejects(read(['runs/*.yaml']), /input 'base-runs': no file matches 'runs\/\*\.yaml'/);
    mkdirSync(join(workspace, 'empty'), { recursive: true });
    await assert.rejects(read(['empty']), /input 'base-runs': no \.json or \.jsonl file in 'empty'/);
  });

  test('base and head go together; neither is no recordings', async () => {
    const labels = { base: '--base-runs', head: '--head-runs' };
    assert.equal(await readRecordedRuns({ base: [], head: [] }, labels, { cwd: workspace }), undefined);
    await assert.rejects(readRecordedRuns({ base: ['runs/a.jsonl'], head: [] }, labels, { cwd: workspace }), /--base-runs and --head-runs go together/);
    const both = await readRecordedRuns({ base: ['runs/a.jsonl'], head: ['runs/b.json'] }, labels, { cwd: workspace });
    assert.deepEqual([both!.base.map((f) => f.file), both!.head.map((f) => f.file)], [['runs/a.jsonl'], ['runs/b.json']]);
  });
});
