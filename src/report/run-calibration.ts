/**
 * An agent's run shape fitted to its recorded runs (docs/architecture.md, "Calibration"):
 * `src/analyze/calibration.ts` fills it, the comment says where the shape came from and how far the
 * simulation of those runs is from what they recorded.
 */
export interface RunCalibration {
  /** The side whose recorded runs the shape is fitted to: always base (head's are the pull request's own). */
  side: 'base' | 'head';
  runs: number;
  /** The earliest and latest time the runs' records give; null when they give none. */
  from: string | null;
  to: string | null;
  /** The settings fitted, each where the config did not set it. */
  fitted: FittedShape;
  /** The settings of the shape the config (or an input) set, kept as set, by their config-file names. */
  kept: string[];
  /** Model requests of the median recorded run, planning calls among them. */
  recordedRequests: number;
  /** The median recorded run's input tokens on that side. */
  recordedInputTokens: number;
  /** The input tokens of that side's run simulated with the fitted shape. */
  simulatedInputTokens: number;
  /**
   * The share of input the runs read from the cache (the median run's), and the simulated run's: not
   * fitted, since the provider's rules decide what is read, but set side by side so a run that does
   * not cache (no `cache_control` on Anthropic) is seen. Absent in a report written without them.
   */
  recordedCacheReadShare?: number;
  simulatedCacheReadShare?: number;
}

export interface FittedShape {
  steps?: number;
  taskTokens?: number;
  toolOutputTokens?: number;
  outputTokensPerStep?: number;
}

/** The run settings calibration fits, in the order it fits them, with their config-file names. */
export const SHAPE_SETTINGS = [
  ['steps', 'steps'],
  ['outputTokensPerStep', 'output_tokens_per_step'],
  ['taskTokens', 'task_tokens'],
  ['toolOutputTokens', 'tool_output_tokens'],
] as const satisfies ReadonlyArray<readonly [keyof FittedShape, string]>;
