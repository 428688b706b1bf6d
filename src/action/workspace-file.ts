import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';

/**
 * A file the action reads from the checked-out pull request (the config, a policy file, a stored
 * report). The pull request controls these paths and can make any of them a symbolic link, so a file
 * is read only when its real path, after every link, is inside one of the allowed roots.
 */
export type WorkspaceFile = { kind: 'missing' } | { kind: 'outside'; realPath: string } | { kind: 'text'; text: string };

export function readWorkspaceFile(path: string, roots: string[]): WorkspaceFile {
  const absolute = resolve(roots[0]!, path);
  if (!existsSync(absolute)) return { kind: 'missing' };
  const real = realpathSync(absolute);
  const inside = roots.some((root) => {
    const rel = relative(existsSync(root) ? realpathSync(root) : root, real);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  });
  if (!inside) return { kind: 'outside', realPath: real };
  return { kind: 'text', text: readFileSync(real, 'utf8') };
}
