import type { ChangeStatus } from '../extract/file-change.js';
import type { SkipReason, TextEncoding } from '../extract/file-content.js';
import type { Role } from '../extract/prompt-unit.js';
import type { MeasuredRuns } from './measured-runs.js';
import type { RunCalibration } from './run-calibration.js';
import type { UnboundedToolOutput } from '../extract/code/unbounded-output.js';
import { AGENT_MEASURES, type AgentMeasure } from '../config/budgets.js';

/** The JSON report (DESIGN 4.4): what `diff --format json` prints and the action writes. */
export interface Report {
  /**
   * 3 since the totals are the headline agent's own, prompt material included (version 2 counted all
   * prompt material of the repository); 2 since requests are numbered from 1.
   */
  version: 3;
  base: CommitRef;
  head: CommitRef;
  model: ModelSummary;
  /**
   * How the texts priced with each model were counted, the report's model first: its own tokenizer,
   * its provider's token-count endpoint, or an estimate. Absent from reports written before ctxguard
   * asked providers for counts.
   */
  counting?: ModelCounting[];
  /**
   * Each agent's runs, the headline agent first (`totals.agent`): the agents the gate fails, then the
   * others, each group by the change's effect (dollars per run, then tokens), then by name.
   */
  scenarios: ScenarioReport[];
  files: FileDelta[];
  totals: Totals;
  findings: Finding[];
  verdict: Verdict;
  /**
   * The pull request the report was made for, when the action ran on one: how a later
   * `workflow_run` step (fork pull requests) knows where to post it, and the commit the footer names
   * (its head, not GitHub's test merge of it that was priced), linked from its page.
   */
  pullRequest?: { number: number; headSha: string; url?: string };
  /** What runs recorded at base and at head spent, beside the estimate, when recordings were given. */
  measured?: MeasuredRuns;
  /** Each budget's check at head, crossed ones first; absent where no budget is set (docs/architecture.md, "Budgets"). */
  budgets?: BudgetCheck[];
  /** The config file's path in the repository, where there is one: where a result with no file of its own points. */
  configPath?: string;
  /** How the default branch's history has moved each agent (docs/architecture.md, "History"), where one is kept. */
  trend?: { branch: string; url: string | null; agents: AgentTrend[] };
}

/** How the default branch has moved one agent's run over its last pushes. */
export interface AgentTrend {
  agent: string;
  /** Pushes the history holds for the agent, in the window. */
  pushes: number;
  /** The date of the first of them. */
  since: string;
  first: { runUsd: number; runTokens: number };
  last: { runUsd: number; runTokens: number };
}

/**
 * One budget checked on one subject at head: a prompt file, the files of a glob together, or an
 * agent's figure. The gate's verdict is worked out again from these figures wherever it is shown.
 */
export interface BudgetCheck {
  /** `budgets[0]`: the budget's place in the list that set it. */
  budget: string;
  /** Where the budget is written: the config file (the base commit's) or the input, its line, and the file's path in the repository. */
  origin: { file: string; line: number | null; path?: string };
  kind: 'file' | 'files' | 'agent';
  /** A file's path, the globs of files bounded together, or an agent's name. */
  subject: string;
  /** `tokens` for files; for an agent, the figure bounded. */
  measure: BudgetMeasure;
  limit: number;
  /** The figure at base (null where the file or agent is not there) and at head. */
  base: number | null;
  head: number;
  /** For a budget of files: the files it covers at head, as paths (for a finding's place). */
  paths: string[];
  /** `over` fails the check; `tolerated` is over, but within the tolerance band. */
  status: 'within' | 'over' | 'tolerated';
  /**
   * Why the figure could not be had, which fails the check: a file it bounds is not counted (past
   * max_file_bytes, binary), or the budget matches nothing at head in a pull request that changes
   * the config. `head` is then 0.
   */
  uncounted?: string;
}

/** What a budget bounds: a file's tokens, or an agent's figure. */
export type BudgetMeasure = 'tokens' | AgentMeasure;
export const BUDGET_MEASURES: readonly BudgetMeasure[] = ['tokens', ...AGENT_MEASURES];

export interface ModelSummary {
  /** The first agent's model, which the counting encoding follows unless configured. */
  id: string;
  provider: string;
  encoding: string;
  /**
   * True when every count of the report is the model's own: its tokenizer is public, or its provider's
   * endpoint counted every text. False when any is an estimate in `encoding`.
   */
  exact: boolean;
  contextWindow: number;
  /** Dollars per million tokens. */
  prices: { input: number; output: number; cacheRead: number | null; cacheWrite: number | null };
  /** The price dataset and its date. */
  source: string;
}

/**
 * `tokenizer`: the model's own tokenizer, public (OpenAI's), exact. `provider`: counted by the
 * provider's token-count endpoint (Anthropic's count_tokens, Gemini's countTokens), exact but for the
 * texts it could not count. `estimate`: counted with another model's encoding.
 */
export type CountMethod = 'tokenizer' | 'provider' | 'estimate';
export const COUNT_METHODS: readonly CountMethod[] = ['tokenizer', 'provider', 'estimate'];

/** How the texts priced with one model were counted (docs/architecture.md, "Exact counts from the provider"). */
export interface ModelCounting {
  model: string;
  /** As the catalog names it: `anthropic`, `google`, `openai`. */
  provider: string;
  method: CountMethod;
  /** The local encoding: the model's tokenizer, the estimate, or the fallback for texts the endpoint did not count. */
  encoding: string;
  /**
   * What the estimated texts' `encoding` counts were multiplied by: the ratio measured for the model's
   * tokenizer (docs/architecture.md, "Exact counts from the provider"). Absent where they were not.
   */
  scale?: number;
  /** Distinct texts priced with this model (sizes a trace recorded aside). */
  texts: number;
  /** Of those, the texts counted with `encoding` as an estimate: all of them with `estimate`, none with `tokenizer`. */
  estimatedTexts: number;
  /** Why the endpoint did not count some texts; null when it counted every one (or was not asked). */
  failure: string | null;
}

/** One agent's runs at base and at head. */
export interface ScenarioReport {
  name: string;
  /** The framework or tool whose profile found it (`smolagents`, `Claude Code`), or `configured`. */
  framework: string;
  /** At head. */
  model: string;
  contextWindow: number;
  steps: number;
  policy: string;
  caching: boolean;
  runsPerMonth: number | null;
  /** The prompt material this agent sends (docs/architecture.md, "The figure"), at base and at head. */
  prompt: PromptMaterial;
  /**
   * Tokens of the prompt material in its first request, which every later one carries unless a policy
   * clears it: what a coding tool loads before the first word. Absent from reports made before it was.
   */
  startup?: { baseTokens: number; headTokens: number };
  base: RunTotals;
  head: RunTotals;
  deltaRunTokens: number;
  deltaRunUsd: number;
  /** The model the pull request gives this agent instead of another, and what that alone costs. */
  modelChange: ModelChange | null;
  /** Each changed file's marginal change of this agent's run, largest first. */
  files: AgentFileDelta[];
  /**
   * What the changes cost together beyond the sum of their marginals (a clearing trigger or the cache
   * minimum crossed only by both): the rows, this and the model change add up to the agent's delta.
   */
  interaction: { deltaRunTokens: number; deltaRunUsd: number };
  /** Says why dollars moved against tokens: the cached prefix crossed the provider's minimum. */
  cacheNote: string | null;
  /** What its request was priced on where the code does not say (a value that is not a literal, a tool it cannot resolve). */
  assumptions?: string[];
  /** This agent's change under other memory policies; empty for an agent the change does not move. */
  whatIf: WhatIfRow[];
  /** The run shape fitted to the agent's recorded runs, where runs were given and matched to it. */
  calibration?: RunCalibration;
  /** Input tokens of every request at base and at head, and where the policy edited: the chart. */
  context: { base: number[]; head: number[]; window: number; baseEdits: number[]; headEdits: number[] };
}

export interface ModelChange {
  from: string;
  to: string;
  /** Where the head names the model, when the repository does. */
  path: string | null;
  line: number | null;
  deltaRunTokens: number;
  deltaRunUsd: number;
}

export interface AgentFileDelta {
  path: string;
  /** Tokens of the file's units this agent sends, at base and at head: its rows add up to its `prompt` change. */
  baseTokens: number;
  headTokens: number;
  deltaTokens: number;
  deltaRunTokens: number;
  deltaRunUsd: number;
}

/** Tokens of the units an agent sends itself, however rarely (never-sent text and other agents' aside). */
export interface PromptMaterial {
  baseTokens: number;
  headTokens: number;
  deltaTokens: number;
  /** Null when the agent sent nothing at base. */
  deltaPercent: number | null;
}

export interface RunTotals {
  inputTokens: number;
  outputTokens: number;
  cachedTokens: number;
  freshTokens: number;
  peakContext: number;
  /** Dollars per run, with caching where the scenario uses it. */
  costUsd: number;
  /** First request whose input passes the window, numbered from 1; null when none does. */
  overflowRequest: number | null;
  /** Requests per step in which the policy cleared or compacted. */
  edits: number;
}

export interface WhatIfRow {
  policy: string;
  baseRunTokens: number;
  headRunTokens: number;
  deltaRunTokens: number;
  deltaRunUsd: number;
  headPeakContext: number;
  headOverflowRequest: number | null;
  /** Input tokens of the head run read from the provider's cache: how much a policy's edits leave cached. */
  headCachedTokens: number;
}

export interface CommitRef {
  ref: string;
  sha: string;
}

export interface FileDelta {
  path: string;
  /** `unchanged`: the file is the same at both ends, but an agent sends its units differently. */
  status: ChangeStatus | 'unchanged';
  previousPath: string | null;
  baseTokens: number;
  headTokens: number;
  deltaTokens: number;
  /** For the agent this file changes most (`agent`); each agent's figure is in `scenarios[].files`. */
  deltaRunTokens: number;
  deltaRunUsd: number;
  /** The agent the run figures are for; null when no agent sends this file's units. */
  agent: string | null;
  units: UnitDelta[];
}

export interface UnitDelta {
  id: string;
  key: string;
  role: Role;
  baseTokens: number;
  headTokens: number;
  deltaTokens: number;
  /** For the agent this unit changes most. */
  deltaRunTokens: number;
  deltaRunUsd: number;
  /**
   * Each agent that sends the unit (at head, or at base when it is gone), and how; `base`, how it sent
   * it at base where that differs and the agent sent it at both ends.
   */
  sentBy: Array<{ agent: string; delivery: string; base?: string }>;
  /** The text differs between base and head (or exists on one side only), even when the count does not. */
  textChanged: boolean;
  /** The unit's id at base, when it moved (to another file or key) with its text unchanged. */
  movedFrom?: string;
  /** Its first and last line in its file, at head (at base when it is gone). */
  lines?: [number, number];
}

/**
 * The headline: one agent's figures, never a sum or net over agents that are alternatives to each
 * other (docs/architecture.md, "The figure"). The agent is `scenarios[0]`: the one the gate fails that
 * the change moves most, or, when it fails none, the one the change moves most.
 */
export interface Totals {
  agent: string | null;
  /** The prompt material that agent sends, at base and at head. */
  baseTokens: number;
  headTokens: number;
  deltaTokens: number;
  /** Null when the agent sent nothing at base. */
  deltaPercent: number | null;
  /** Input tokens of one run of that agent. */
  baseRunTokens: number;
  headRunTokens: number;
  deltaRunTokens: number;
  baseRunUsd: number;
  headRunUsd: number;
  deltaRunUsd: number;
  /** Dollars a month for that agent, where it gives its runs per month; null otherwise. */
  deltaMonthlyUsd: number | null;
  basePeakContext: number;
  headPeakContext: number;
  /** First request of that agent's run at head that passes its window, numbered from 1. */
  headOverflowRequest: number | null;
}

/** Something the reader should know that is not a number in the table. */
export type Finding =
  | {
      kind: 'skipped';
      path: string;
      side: 'base' | 'head';
      reason: SkipReason;
      bytes: number;
      message: string;
    }
  | { kind: 'config-changed'; path: string; message: string }
  | { kind: 'thresholds-changed'; path: string; message: string }
  /** An agent whose cached prefix the change brings under its model's minimum cacheable length, or whose run caches nothing. */
  | { kind: 'cache-floor'; path: string; agent: string; message: string }
  /** A changed prompt in an agent's cached prefix that gains a value changing every run. */
  | { kind: 'per-run-prefix'; path: string; line: number; unit: string; agent: string; message: string }
  /** A budget that matches nothing at head: its globs no prompt file, its agent name no agent. */
  | { kind: 'budget-unmatched'; path: string; line?: number; message: string }
  /** Counted, but its bytes were not valid in their encoding: the count includes U+FFFD characters. */
  | { kind: 'malformed-text'; path: string; side: 'base' | 'head'; encoding: TextEncoding; message: string }
  /** A submodule the pull request adds, moves to another commit or removes: its files are not read. */
  | { kind: 'submodule'; path: string; baseCommit: string | null; headCommit: string | null; message: string }
  | { kind: 'unreadable'; path: string; message: string }
  /** A model the code names that the catalog does not price: its agent is priced with the configured model. */
  | { kind: 'unknown-model'; path: string; line: number; message: string }
  /** Text of a changed file past a coding tool's size cap: counted, never sent by that agent. */
  | { kind: 'size-cap'; path: string; agent: string; message: string }
  /** A unit on both sides that an agent sends differently at head: how often the run carries it changed. */
  | { kind: 'delivery-changed'; path: string; unit: string; agent: string; base: string; head: string; message: string }
  | UnboundedToolOutput;

export interface Verdict {
  status: 'pass' | 'fail';
  reasons: string[];
  /** The thresholds the verdict was judged by; null where none was set. */
  thresholds: {
    maxDeltaTokens: number | null;
    maxDeltaPercent: number | null;
    maxDeltaUsd: number | null;
    maxPeakContext: number | null;
    /** Absent from reports written before recorded runs were gated. */
    maxMeasuredDeltaUsd?: number | null;
  };
  /** The tolerance band the verdict was judged with, as a percentage of each limit; absent for none. */
  tolerancePercent?: number;
  /** Crossings within the tolerance band: they pass, each said as a reason is. */
  tolerated?: string[];
  /** The pull request label that accepts a failing check (null for none), for the comment to say how. */
  acceptLabel?: string | null;
  /** What the label accepted on this pull request, and who added it: the reasons it would have failed for. */
  accepted?: { label: string; by: string | null; reasons: string[] };
  /**
   * Every crossing, with whose figure it is and the budget it crosses: what code scanning and the
   * annotations place in the files. Absent where nothing crossed.
   */
  crossings?: VerdictCrossing[];
}

/** One threshold or budget crossed: failing, within the tolerance band, or accepted by the label. */
export interface VerdictCrossing {
  reason: string;
  status: 'failing' | 'tolerated' | 'accepted';
  agent?: string;
  budget?: string;
}
