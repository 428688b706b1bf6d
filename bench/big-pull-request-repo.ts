import { random } from '../test/support/corpus.js';
import { initRepo } from '../test/support/git-repo.js';
import { FastImportCommit, fastImport } from './fast-import.js';
import { LANGUAGES } from './prose.js';
import { extensionOf, fileVersions, type PromptFileSpec, type Shape } from './prompt-file-shapes.js';

/**
 * A real git repository holding the large pull request: `main` is the base, `feature` (checked
 * out) the head, and the pull request changes `files` prompt files, 86% modified, 10% added, 2%
 * deleted, 2% renamed. At 2,000 files that is about 47 MB of changed files at base and 56 MB at head.
 * Written with one `git fast-import` (bench/fast-import.ts).
 */
export interface BigPullRequest {
  repo: string;
  changes: Record<ChangeKind, number>;
  /** Bytes of the changed files on each side: what any diff must at least read and count. */
  changedBytes: { base: number; head: number };
  unchangedFiles: number;
}

type ChangeKind = 'modified' | 'added' | 'deleted' | 'renamed';

/** Eight in twenty markdown, four YAML collections, five Python modules, three JSON tool files. */
const SHAPE_CYCLE: Shape[] = ['markdown', 'yaml', 'python', 'markdown', 'json', 'python', 'markdown', 'yaml', 'markdown', 'python'];
const SHAPES_BY_TWENTY: Shape[] = [...SHAPE_CYCLE, 'markdown', 'json', 'markdown', 'yaml', 'python', 'markdown', 'json', 'yaml', 'markdown', 'python'];
/** Base sizes from 8 kB to 44 kB: 26 kB on average, 47 MB over 1,800 base files. */
const MIN_BYTES = 8_000;
const SPREAD_BYTES = 36_000;
/** Untouched prompt files beside the change: one per twenty changed, so reading them stays a small part. */
const UNCHANGED_PER_CHANGED = 1 / 20;

export function buildBigPullRequest(dir: string, files: number): BigPullRequest {
  const repo = initRepo(dir);
  const rand = random(files);
  const kinds = changeKinds(files, rand);
  const changes: Record<ChangeKind, number> = { modified: 0, added: 0, deleted: 0, renamed: 0 };
  const base = new FastImportCommit('refs/heads/main', 'Base of the large pull request');
  const head = new FastImportCommit('refs/heads/feature', 'Large pull request', 'refs/heads/main');
  const changedBytes = { base: 0, head: 0 };
  const specOf = (i: number): PromptFileSpec => ({
    shape: SHAPES_BY_TWENTY[i % SHAPES_BY_TWENTY.length]!,
    language: LANGUAGES[Math.floor(i / SHAPES_BY_TWENTY.length) % LANGUAGES.length]!,
    seed: i + 1,
    bytes: MIN_BYTES + Math.floor(rand() * SPREAD_BYTES),
  });

  kinds.forEach((kind, i) => {
    const spec = specOf(i);
    const path = pathOf(spec, i);
    const text = fileVersions(spec);
    changes[kind]++;
    if (kind !== 'added') changedBytes.base += base.write(path, text.base);
    if (kind === 'modified') changedBytes.head += head.write(path, text.revised);
    if (kind === 'added') changedBytes.head += head.write(path, text.revised);
    if (kind === 'deleted') head.remove(path);
    if (kind === 'renamed') {
      head.remove(path);
      changedBytes.head += head.write(pathOf(spec, i, 'moved/'), text.touched);
    }
  });
  const unchangedFiles = Math.ceil(files * UNCHANGED_PER_CHANGED);
  for (let i = files; i < files + unchangedFiles; i++) {
    const spec = specOf(i);
    base.write(pathOf(spec, i), fileVersions(spec).base);
  }
  base.write('AGENTS.md', '# Rules\nRead the prompt style guide before editing prompts/.\n');
  base.write('README.md', '# Support agents\nPrompts, tools and agents for the support team.\n');

  fastImport(repo, [base, head], 'refs/heads/feature');
  return { repo, changes, changedBytes, unchangedFiles };
}

/** 86% modified, 10% added, 2% deleted, 2% renamed, shuffled so every shape sees every kind. */
function changeKinds(files: number, rand: () => number): ChangeKind[] {
  const added = Math.round(files * 0.1);
  const deleted = Math.round(files * 0.02);
  const renamed = Math.round(files * 0.02);
  const kinds: ChangeKind[] = [
    ...Array<ChangeKind>(files - added - deleted - renamed).fill('modified'),
    ...Array<ChangeKind>(added).fill('added'),
    ...Array<ChangeKind>(deleted).fill('deleted'),
    ...Array<ChangeKind>(renamed).fill('renamed'),
  ];
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
  }
  return kinds;
}

/** Where each shape lives so ctxguard reads it (src/extract/prompt-files.ts); `moved` is a rename's folder. */
function pathOf(spec: PromptFileSpec, i: number, moved = ''): string {
  const file = `${spec.language}-${i}.${extensionOf(spec.shape)}`;
  switch (spec.shape) {
    case 'markdown':
      return `prompts/${spec.language}/${moved}${file}`;
    case 'yaml':
      return `prompts/collections/${moved}${file}`;
    case 'python':
      return `agents/${moved}${file.replace('-', '_')}`;
    case 'json':
      return `tools/${moved}${file}`;
  }
}
