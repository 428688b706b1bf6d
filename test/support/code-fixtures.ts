import { readFileSync } from 'node:fs';
import type { CodeParsers } from '../../src/extract/code/grammars.js';
import { extractFile } from '../../src/extract/extract.js';
import type { SourceFile } from '../../src/extract/snapshot.js';
import type { Delivery } from '../../src/frameworks/delivery.js';
import type { FoundAgent, RepositoryUnits } from '../../src/frameworks/profile.js';
import { extractOptions } from '../../src/frameworks/registry.js';

/** A fixture under test/fixtures/frameworks/, as a code file of a repository at `path`. */
export function codeFile(fixture: string, path = fixture.split('/').slice(1).join('/')): SourceFile {
  const text = readFileSync(new URL(`../fixtures/frameworks/${fixture}`, import.meta.url), 'utf8');
  return { path, kind: { format: 'code', language: path.endsWith('.py') ? 'python' : 'typescript' }, content: { kind: 'text', text } };
}

/** The same file with one string replaced: the pull request's side. */
export function edited(file: SourceFile, from: string, to: string): SourceFile {
  if (file.content.kind !== 'text' || !file.content.text.includes(from)) throw new Error(`${file.path} has no ${from}`);
  return { ...file, content: { kind: 'text', text: file.content.text.replace(from, to) } };
}

/** What profiles see of these files. */
export function repositoryOf(files: SourceFile[], parsers: CodeParsers): RepositoryUnits {
  const extractions = files.map((f) => extractFile(f, parsers, { ...extractOptions(files), repositoryTalksToModel: true }));
  return { units: extractions.flatMap((x) => x.units), models: [], calls: extractions.flatMap((x) => x.calls ?? []) };
}

/** An agent's sends, by unit key (the path left out), for comparing whole maps. */
export function sendsByKey(agent: FoundAgent | undefined): Record<string, Delivery> {
  return Object.fromEntries([...(agent?.sends ?? [])].map(([id, d]) => [id.slice(id.indexOf('#') + 1), d]));
}
