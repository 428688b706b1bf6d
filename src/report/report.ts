import type { ChangeStatus } from '../changes/file-change.js';
import type { SkipReason } from '../extract/file-content.js';
import type { Role } from '../extract/prompt-unit.js';
import type { Scenario } from '../simulate/scenario.js';

/** The JSON report (DESIGN 4.4): what `diff --format json` prints and the action writes. */
export interface Report {
  version: 1;
  base: CommitRef;
  head: CommitRef;
  model: { encoding: string; exact: boolean };
  scenarios: Scenario[];
  files: FileDelta[];
  totals: Totals;
  findings: Finding[];
  verdict: Verdict;
}

export interface CommitRef {
  ref: string;
  sha: string;
}

export interface FileDelta {
  path: string;
  status: ChangeStatus;
  previousPath: string | null;
  baseTokens: number;
  headTokens: number;
  deltaTokens: number;
  deltaRunTokens: number;
  /** Money needs a model's prices; null until a model is priced. */
  deltaRunUsd: number | null;
  units: UnitDelta[];
}

export interface UnitDelta {
  id: string;
  key: string;
  role: Role;
  baseTokens: number;
  headTokens: number;
  deltaTokens: number;
  deltaRunTokens: number;
}

export interface Totals {
  /** All prompt material at base and at head, changed or not. */
  baseTokens: number;
  headTokens: number;
  deltaTokens: number;
  /** Null when there was no prompt material at base to compare with. */
  deltaPercent: number | null;
  baseRunTokens: number;
  headRunTokens: number;
  deltaRunTokens: number;
  deltaRunUsd: number | null;
  basePeakContext: number;
  headPeakContext: number;
}

/** Something the reader should know that is not a number in the table. */
export type Finding = {
  kind: 'skipped';
  path: string;
  side: 'base' | 'head';
  reason: SkipReason;
  bytes: number;
  message: string;
};

export interface Verdict {
  status: 'pass' | 'fail';
  reasons: string[];
  /** The thresholds the verdict was judged by; null where none was set. */
  thresholds: { maxDeltaTokens: number | null; maxDeltaPercent: number | null };
}
