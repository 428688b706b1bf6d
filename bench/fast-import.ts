import { spawnSync } from 'node:child_process';
import { git } from '../test/support/git-repo.js';

/**
 * Repositories of tens of megabytes written through one `git fast-import` stream, files inline: a
 * few seconds where `git add` of thousands of files takes minutes.
 */
export class FastImportCommit {
  private readonly chunks: Buffer[] = [];

  constructor(
    private readonly ref: string,
    private readonly message: string,
    private readonly parent?: string,
  ) {}

  /** Adds `path` with `content`, returning its size in bytes. */
  write(path: string, content: string | Buffer): number {
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    this.chunks.push(Buffer.from(`M 100644 inline ${path}\ndata ${bytes.length}\n`), bytes, Buffer.from('\n'));
    return bytes.length;
  }

  remove(path: string): void {
    this.chunks.push(Buffer.from(`D ${path}\n`));
  }

  stream(): Buffer[] {
    const from = this.parent ? `from ${this.parent}\n` : '';
    const message = Buffer.from(this.message);
    const head = `commit ${this.ref}\ncommitter Bench <bench@example.com> 1700000000 +0000\ndata ${message.length}\n${this.message}\n${from}`;
    return [Buffer.from(head), ...this.chunks, Buffer.from('\n')];
  }
}

/** Imports the commits in order into `repo` (an empty repository) and checks out `checkout`. */
export function fastImport(repo: string, commits: FastImportCommit[], checkout: string): void {
  const input = Buffer.concat(commits.flatMap((c) => c.stream()));
  const imported = spawnSync('git', ['fast-import', '--quiet'], { cwd: repo, input, maxBuffer: 1 << 26 });
  if (imported.status !== 0) throw new Error(`git fast-import failed: ${imported.stderr}`);
  git(repo, 'symbolic-ref', 'HEAD', checkout);
  git(repo, 'reset', '--hard', '--quiet');
}
