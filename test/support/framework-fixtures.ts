import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { extractFile } from '../../src/extract/extract.js';
import { promptFileClassifier } from '../../src/extract/prompt-files.js';
import type { Snapshot, SourceFile } from '../../src/extract/snapshot.js';
import type { RepositoryUnits } from '../../src/frameworks/profile.js';
import { extractOptions, profileFileRules } from '../../src/frameworks/registry.js';

/**
 * A small copy of a framework's repository under test/fixtures/frameworks/NAME/, read as the action
 * reads a commit: each file at its path in that repository, classified with the profiles' rules.
 */
export function fixtureRepository(name: string): Map<string, string> {
  const root = fileURLToPath(new URL(`../fixtures/frameworks/${name}/`, import.meta.url));
  const texts = new Map<string, string>();
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

const classify = promptFileClassifier({ include: [], exclude: [], frameworkFiles: profileFileRules() });

/** A commit of these files; files the classifier does not read are left out, as the action does. */
export function snapshotOf(sha: string, texts: ReadonlyMap<string, string>): Snapshot {
  const files: SourceFile[] = [];
  for (const [path, text] of texts) {
    const kind = classify(path);
    if (kind) files.push({ path, kind, content: { kind: 'text', text } });
  }
  return { ref: sha, sha, files };
}

/** What the profiles see of a commit: its units, as extraction finds them, and its files. */
export async function repositoryOf(snapshot: Snapshot): Promise<RepositoryUnits> {
  const parsers = await loadCodeParsers();
  const options = extractOptions(snapshot.files);
  const extractions = snapshot.files.map((f) => extractFile(f, parsers, options));
  return { units: extractions.flatMap((e) => e.units), models: extractions.flatMap((e) => e.models), files: snapshot.files };
}

/** The texts with one file's text edited. */
export function edited(texts: ReadonlyMap<string, string>, path: string, edit: (text: string) => string): Map<string, string> {
  const out = new Map(texts);
  const before = out.get(path);
  if (before === undefined) throw new Error(`no fixture file ${path}`);
  const after = edit(before);
  if (after === before) throw new Error(`the edit leaves ${path} as it was`);
  out.set(path, after);
  return out;
}
