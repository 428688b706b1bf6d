import { extractContent } from '../extract/extract.js';
import type { ExtractOptions } from '../extract/extraction.js';
import type { FileContent } from '../extract/file-content.js';
import type { PromptUnit } from '../extract/prompt-unit.js';
import type { Snapshot, SourceFile } from '../extract/snapshot.js';
import type { SourceKind } from '../extract/source-kind.js';
import { IMPORT_MAX_DEPTH } from '../frameworks/claude-imports.js';
import { claudeCode, claudeImports } from '../frameworks/claude-code.js';

/** How an imported file that is no prompt file is read: as Claude Code's, which sends it whole. */
const IMPORTED_KIND: SourceKind = { format: 'framework', profile: claudeCode.id };

/** Reads files at some paths of one snapshot's commit: each as it is there (skipped when binary or too large), none where absent. */
export type ReadPaths = (snapshot: Snapshot, paths: readonly string[]) => Promise<Array<{ path: string; content: FileContent }>>;

/**
 * The snapshots with the files their CLAUDE.md files and rules import that are no prompt files of
 * their own (docs/architecture.md, "Claude Code imports"): the imports are known only once the
 * importing files are read, and an imported file may import more, so this reads a round per hop. A
 * path one side imports is read on both, so that a change of what is imported is a change of how the
 * same unit is sent, not a file that comes and goes.
 */
export async function withImportedFiles(snapshots: Snapshot[], read: ReadPaths, options: ExtractOptions): Promise<Snapshot[]> {
  const tried = new Set<string>();
  // A file's units are found once, however many hops ask for them (scan's texts are extracted here).
  const found = new Map<SourceFile, readonly PromptUnit[]>();
  const units = (f: SourceFile): readonly PromptUnit[] => {
    let known = found.get(f);
    if (!known) found.set(f, (known = unitsOf(f, options)));
    return known;
  };
  let current = snapshots;
  for (let hop = 0; hop <= IMPORT_MAX_DEPTH; hop++) {
    const wanted = new Set<string>();
    for (const snapshot of current) {
      const held = new Set(snapshot.files.map((f) => f.path));
      for (const path of claudeImports(snapshot.files.flatMap(units)).unknown) {
        if (!held.has(path) && !tried.has(path)) wanted.add(path);
      }
    }
    if (wanted.size === 0) break;
    for (const path of wanted) tried.add(path);
    const paths = [...wanted].sort();
    current = await Promise.all(
      current.map(async (snapshot) => {
        const held = new Set(snapshot.files.map((f) => f.path));
        const wantedHere = paths.filter((p) => !held.has(p));
        const asked = new Set(wantedHere);
        // Only files asked for, and never one the snapshot holds already: a reader that lists a folder cannot double a file's units.
        const added = (await read(snapshot, wantedHere)).filter(({ path }) => asked.has(path) && !held.has(path)).map(({ path, content }) => importedFile(path, content, options));
        return added.length ? { ...snapshot, files: [...snapshot.files, ...added] } : snapshot;
      }),
    );
  }
  return current;
}

function importedFile(path: string, content: FileContent, options: ExtractOptions): SourceFile {
  const file = { path, kind: IMPORTED_KIND, content };
  return content.kind === 'text' ? { ...file, content: extractContent({ ...file, content }, undefined, options) } : file;
}

/** A file's units as found so far: read from its extraction, or found now in a text the framework profiles read themselves. */
function unitsOf(file: SourceFile, options: ExtractOptions): readonly PromptUnit[] {
  if (file.content.kind === 'extracted') return file.content.extraction.units;
  if (file.content.kind === 'text' && file.kind.format === 'framework') return extractContent({ ...file, content: file.content }, undefined, options).extraction.units;
  return [];
}
