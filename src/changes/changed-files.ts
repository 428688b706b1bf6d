import type { ChangeStatus, FileChange } from './file-change.js';
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
    const letter = meta.split(' ')[4]![0]!;
    if (letter === 'R') {
      changes.push({ status: 'renamed', previousPath: fields[i]!, path: fields[i + 1]! });
      i += 2;
    } else if (letter === 'C') {
      // A copy leaves its source as it was: for the report it is a new file.
      changes.push({ status: 'added', path: fields[i + 1]! });
      i += 2;
    } else {
      changes.push({ status: STATUS[letter] ?? 'modified', path: fields[i]! });
      i += 1;
    }
  }
  return changes;
}

const STATUS: Record<string, ChangeStatus> = { A: 'added', D: 'deleted', M: 'modified', T: 'modified' };
