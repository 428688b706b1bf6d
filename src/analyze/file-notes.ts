import type { FileChange } from '../changes/file-change.js';
import type { TextEncoding } from '../extract/file-content.js';
import type { Snapshot } from '../extract/snapshot.js';
import type { Finding } from '../report/report.js';

/**
 * Changed files counted from text with U+FFFD in place of bytes their encoding does not allow: the
 * count is the text a tool would get, but the reader should know the file is not what it seems.
 * One note a path, head's when both sides have one.
 */
export function malformedTextFindings(base: Snapshot, head: Snapshot, changes: FileChange[]): Finding[] {
  const changed = new Set(changes.flatMap((c) => (c.previousPath ? [c.path, c.previousPath] : [c.path])));
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const [side, snapshot] of [['head', head], ['base', base]] as const) {
    for (const file of snapshot.files) {
      if (file.content.kind !== 'text' || !file.content.malformed || seen.has(file.path) || !changed.has(file.path)) continue;
      seen.add(file.path);
      const encoding = file.content.malformed;
      findings.push({ kind: 'malformed-text', path: file.path, side, encoding, message: `not valid ${ENCODING_NAMES[encoding]}; counted with U+FFFD replacement characters` });
    }
  }
  return findings;
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
