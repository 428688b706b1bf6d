import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractFile } from '../../src/extract/extract.js';
import { promptFileClassifier } from '../../src/extract/prompt-files.js';
import type { PromptUnit } from '../../src/extract/prompt-unit.js';
import type { Snapshot, SourceFile } from '../../src/extract/snapshot.js';
import type { RepositoryUnits } from '../../src/frameworks/profile.js';
import { extractOptions, profileFileRules } from '../../src/frameworks/registry.js';
import { repositoryOf } from '../../src/frameworks/repository.js';
import { parsersFor } from '../../src/pipeline/code-parsers.js';

/**
 * A repository's files by path, as a test writes them (a record) or reads them from a fixture tree
 * (a map). Every profile test starts from one, so what the profiles see is read by the pipeline's own
 * classifier and extractors, not by a test's idea of them.
 */
export type RepositoryTexts = ReadonlyMap<string, string> | Readonly<Record<string, string>>;

const entries = (texts: RepositoryTexts): Array<[string, string]> => (texts instanceof Map ? [...texts] : Object.entries(texts));

// The action's classifier with no user config: only the defaults and the profiles' own files.
const classify = promptFileClassifier({ include: [], exclude: [], frameworkFiles: profileFileRules() });

/** The files the action reads of these texts; a file the classifier does not read is left out, as the action leaves it out. */
function sourceFiles(texts: RepositoryTexts): SourceFile[] {
  return entries(texts).flatMap(([path, text]) => {
    const kind = classify(path);
    return kind ? [{ path, kind, content: { kind: 'text' as const, text } }] : [];
  });
}

/** A commit of these texts, for `analyzeDiff`. */
export function snapshotOf(sha: string, texts: RepositoryTexts): Snapshot {
  return { ref: sha, sha, files: sourceFiles(texts) };
}

/**
 * What the profiles see of one commit of these texts, found as `analyzeDiff` finds it: its units,
 * the models and calls its code names, and its files.
 */
export async function repositoryUnits(texts: RepositoryTexts): Promise<RepositoryUnits> {
  const snapshot = snapshotOf('test', texts);
  // The pipeline's loader: parsers are loaded once per process, and only for a commit with code.
  const parsers = await parsersFor([snapshot]);
  const options = extractOptions(snapshot.files);
  // extractFile, not the pipeline's safeExtract: a fixture the extractors cannot read should fail its
  // test, not quietly drop its units as a report would.
  return repositoryOf(snapshot.files, (f) => extractFile(f, parsers, options));
}

/**
 * The texts of a small copy of a framework's repository under test/fixtures/frameworks/NAME/, each
 * at its path in that repository. `only` keeps some of its files: a list at their own paths, or a
 * record from each one's fixture path to where the test puts it (several fixtures side by side).
 */
export function fixtureTexts(name: string, only?: readonly string[] | Readonly<Record<string, string>>): Map<string, string> {
  const root = fileURLToPath(new URL(`../fixtures/frameworks/${name}/`, import.meta.url));
  const texts = new Map<string, string>();
  if (only) {
    const placed = Array.isArray(only) ? only.map((p) => [p, p] as const) : Object.entries(only);
    for (const [from, to] of placed) texts.set(to, readFileSync(join(root, from), 'utf8'));
    return texts;
  }
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else texts.set(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8'));
    }
  };
  walk(root);
  return texts;
}

/** The texts with one file's text edited: the pull request's side. */
export function edited(texts: RepositoryTexts, path: string, edit: (text: string) => string): Map<string, string> {
  const out = new Map(entries(texts));
  const before = out.get(path);
  if (before === undefined) throw new Error(`no file ${path}`);
  const after = edit(before);
  // An edit that matches nothing would price a change of 0 and pass for the wrong reason.
  if (after === before) throw new Error(`the edit leaves ${path} as it was`);
  out.set(path, after);
  return out;
}

/** A unit's text by id. */
export function textOf(units: readonly PromptUnit[], id: string): string {
  const unit = units.find((u) => u.id === id);
  if (!unit) throw new Error(`no unit ${id}; units: ${units.map((u) => u.id).join(', ')}`);
  return unit.text;
}
