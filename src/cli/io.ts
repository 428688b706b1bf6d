import type { GitTrace } from '../changes/git.js';
import type { ReplayFault } from '../pipeline/replay-thread.js';

/** What a CLI command reads and writes besides its arguments: the action's entry and tests give their own. */
export interface Io {
  cwd: string;
  stdout(text: string): void;
  stderr(text: string): void;
  /** The environment (API keys for --provider-counts, base URLs); process.env when absent. */
  env?: Record<string, string | undefined>;
  /** Told of each git process `diff` starts: for tests and the bench only. */
  gitTrace?: GitTrace;
  /** Makes `simulate`'s worker thread fail: for tests only. */
  replayFault?: ReplayFault;
}
