/**
 * Token counts made outside the core, by a provider's own token-count endpoint (Anthropic's
 * count_tokens, Gemini's countTokens): the adapter asks the provider and hands the answers in, so the
 * core prices with the model's real tokenizer without doing I/O
 * (docs/architecture.md, "Exact counts from the provider").
 */
export interface TokenCounts {
  /** By model id: the models whose texts were sent to their provider to be counted. */
  readonly models: ReadonlyMap<string, ModelCounts>;
}

/** One model's counts. */
export interface ModelCounts {
  /**
   * A text's own tokens for this model (the endpoint's fixed message framing taken off), or undefined
   * where the endpoint did not count it: the text is then estimated with the local encoding.
   */
  tokens(text: string): number | undefined;
  /** Why some texts have no count (the endpoint's error, in words), when some have none. */
  readonly failure?: string;
}

/** The texts one model needs counted: each distinct text once, across base and head. */
export interface CountNeed {
  model: string;
  /** The model's provider, as the catalog names it (`anthropic`, `google`, `openai`). */
  provider: string;
  texts: ReadonlySet<string>;
}

/** No counts from anywhere: every text is counted with the local encoding. */
export const NO_COUNTS: TokenCounts = { models: new Map() };
