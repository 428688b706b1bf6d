import type { ChangeStatus, FileChange } from '../extract/file-change.js';
import type { Git } from './git.js';

/** The files that differ from `base` to `head`, with renames paired up (`-M`, git's 50% default). */
export async function changedFiles(git: Git, base: string, head: string): Promise<FileChange[]> {
  const out = await git.run(['diff-tree', '-r', '-z', '-M', '--no-commit-id', '--raw', base, head]);
  return parseRawDiff(out.toString('utf8'));
}

/** Parses `git diff --raw -z`: `:mode mode sha sha STATUS\0path\0[path\0]` per file. */
export function parseRawDiff(raw: string): FileChange[] {
  const fields = raw.split('\0');
  const changes: FileChange[] = [];
  for (let i = 0; i < fields.length - 1; ) {
    const meta = fields[i++]!;
    if (!meta.startsWith(':')) continue;
    const [baseMode, headMode, baseSha, headSha, status] = meta.slice(1).split(' ') as [string, string, string, string, string];
    const letter = status[0]!;
    let change: FileChange;
    if (letter === 'R') {
      change = { status: 'renamed', previousPath: fields[i]!, path: fields[i + 1]! };
      i += 2;
    } else if (letter === 'C') {
      // A copy leaves its source as it was: for the report it is a new file.
      change = { status: 'added', path: fields[i + 1]! };
      i += 2;
    } else {
      change = { status: STATUS[letter] ?? 'modified', path: fields[i]! };
      i += 1;
    }
    // A copy's base side is its source, another path: at this path nothing was there before.
    const submodule = submoduleCommits(letter === 'C' ? NO_MODE : baseMode, headMode, baseSha, headSha);
    changes.push(submodule ? { ...change, submodule } : change);
  }
  return changes;
}

const STATUS: Record<string, ChangeStatus> = { A: 'added', D: 'deleted', M: 'modified', T: 'modified' };

/** A gitlink (mode 160000) records the commit a submodule is at, on the side where it is one. */
const GITLINK = '160000';
const NO_MODE = '000000';

function submoduleCommits(baseMode: string, headMode: string, baseSha: string, headSha: string): FileChange['submodule'] {
  if (baseMode !== GITLINK && headMode !== GITLINK) return undefined;
  return { base: baseMode === GITLINK ? baseSha : null, head: headMode === GITLINK ? headSha : null };
}
