import { analyzeDiff } from '../analyze/diff.js';
import { changedFiles } from '../changes/changed-files.js';
import type { CommitRange } from '../changes/commit-range.js';
import type { Git } from '../changes/git.js';
import { readSnapshots } from '../changes/read-snapshot.js';
import type { Config } from '../config/config.js';
import { parsersFor } from '../extract/code/load-parsers.js';
import { promptFileClassifier } from '../extract/prompt-files.js';
import type { Snapshot } from '../extract/snapshot.js';
import type { Report } from '../report/report.js';

/** Reads base and head from git and hands them to the core: the whole of `diff`, for CLI and action. */
export async function diffRange(git: Git, range: CommitRange, config: Config, configPath?: string): Promise<Report> {
  const classify = promptFileClassifier(config);
  const [snapshots, changes] = await Promise.all([
    readSnapshots(git, [range.base, range.head], classify, config.maxFileBytes),
    changedFiles(git, range.base.sha, range.head.sha),
  ]);
  const [base, head] = snapshots as [Snapshot, Snapshot];
  return analyzeDiff({ base, head, changes, config, parsers: await parsersFor(snapshots), ...(configPath ? { configPath } : {}) });
}
