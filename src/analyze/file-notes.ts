import type { FileChange } from '../extract/file-change.js';
import type { TextEncoding } from '../extract/file-content.js';
import type { Snapshot, SourceFile } from '../extract/snapshot.js';
import type { Finding } from '../report/report.js';
import { groupedNumber } from '../grouped-number.js';

/**
 * One note a changed path (its old path too, for a rename), from head's side when both ends would
 * give one: the reader needs to know what the pull request leaves behind.
 */
function changedFileNotes(base: Snapshot, head: Snapshot, changes: FileChange[], note: (file: SourceFile, side: 'base' | 'head') => Finding | undefined): Finding[] {
  const changed = new Set(changes.flatMap((c) => (c.previousPath ? [c.path, c.previousPath] : [c.path])));
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const [side, snapshot] of [['head', head], ['base', base]] as const) {
    for (const file of snapshot.files) {
      if (seen.has(file.path) || !changed.has(file.path)) continue;
      const finding = note(file, side);
      if (!finding) continue;
      seen.add(file.path);
      findings.push(finding);
    }
  }
  return findings;
}

/** Files the report could not count, among the paths the pull request changed. */
export function skippedFindings(base: Snapshot, head: Snapshot, changes: FileChange[]): Finding[] {
  return changedFileNotes(base, head, changes, (file, side) => {
    if (file.content.kind !== 'skipped') return undefined;
    const { reason, bytes } = file.content;
    const why = {
      binary: 'binary content',
      'too-large': `${groupedNumber(bytes)} bytes is over max-file-bytes`,
      symlink: 'a symbolic link, not followed',
      'lfs-pointer': `Git LFS pointer; its ${groupedNumber(bytes)}-byte object is not fetched here`,
    }[reason];
    return { kind: 'skipped', path: file.path, side, reason, bytes, message: why };
  });
}

/**
 * Changed files counted from text with U+FFFD in place of bytes their encoding does not allow: the
 * count is the text a tool would get, but the reader should know the file is not what it seems.
 */
export function malformedTextFindings(base: Snapshot, head: Snapshot, changes: FileChange[]): Finding[] {
  return changedFileNotes(base, head, changes, (file, side) => {
    if ((file.content.kind !== 'text' && file.content.kind !== 'extracted') || !file.content.malformed) return undefined;
    const encoding = file.content.malformed;
    return { kind: 'malformed-text', path: file.path, side, encoding, message: `not valid ${ENCODING_NAMES[encoding]}; counted with U+FFFD replacement characters` };
  });
}

const ENCODING_NAMES: Record<TextEncoding, string> = { 'utf-8': 'UTF-8', 'utf-16le': 'UTF-16LE', 'utf-16be': 'UTF-16BE' };

/**
 * Every submodule the pull request adds, moves or removes, whatever its path: ctxguard reads one
 * repository, and the prompts a submodule brings in cannot be seen, so each bump is listed.
 */
export function submoduleFindings(changes: FileChange[]): Finding[] {
  return changes.flatMap((change) => {
    const { submodule } = change;
    if (!submodule) return [];
    return [{ kind: 'submodule', path: change.path, baseCommit: submodule.base, headCommit: submodule.head, message: submoduleMessage(submodule) }];
  });
}

export function submoduleMessage({ base, head }: { base: string | null; head: string | null }): string {
  const move =
    base === null ? `added at ${short(head!)}` : head === null ? `removed (was at ${short(base)})` : base === head ? `moved, at ${short(head)}` : `${short(base)} → ${short(head)}`;
  return `submodule, ${move}, not read (its prompt files are not counted)`;
}

function short(sha: string): string {
  return sha.slice(0, 7);
}
