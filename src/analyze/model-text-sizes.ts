import { TokenCounter, type LocalCounts } from '../count/counter.js';
import type { EncodingName } from '../count/encoding-name.js';
import { NO_COUNTS, type TokenCounts } from '../count/token-counts.js';
import { tokenizer } from '../count/tokenizer.js';
import { localCounting, scaledCount } from '../models/calibration.js';
import type { ModelSpec } from '../models/model.js';

/**
 * A text's size for a model, as every figure counts it
 * (docs/architecture.md, "Exact counts from the provider"): the provider's count where it made one, else the local encoding's (the configured one,
 * or the model's own, `o200k_base` where that is not public) times the ratio measured for the model's
 * tokenizer. One counter per encoding, which starts from and adds to `known` (texts counted by an
 * earlier run); each model's encoding and ratio, and each text's size for it, worked out once.
 */
export class ModelTextSizes {
  private readonly counters = new Map<EncodingName, TokenCounter>();
  private readonly models = new Map<string, { encoding: EncodingName; scale: number; sizes: Map<string, number> }>();

  constructor(
    private readonly configured: EncodingName | undefined,
    private readonly known: LocalCounts = new Map(),
    private readonly provided: TokenCounts = NO_COUNTS,
  ) {}

  /** The encoding the model's texts are counted with here, and what those counts are multiplied by. */
  counting(model: ModelSpec): { encoding: EncodingName; scale: number } {
    let entry = this.models.get(model.id);
    if (!entry) this.models.set(model.id, (entry = { ...localCounting(model, this.configured), sizes: new Map() }));
    return entry;
  }

  size(model: ModelSpec, text: string): number {
    const { encoding, scale } = this.counting(model);
    const sizes = this.models.get(model.id)!.sizes;
    let n = sizes.get(text);
    if (n === undefined) {
      n = this.provided.models.get(model.id)?.tokens(text) ?? scaledCount(this.counter(encoding).count(text), scale);
      sizes.set(text, n);
    }
    return n;
  }

  private counter(encoding: EncodingName): TokenCounter {
    let counter = this.counters.get(encoding);
    if (!counter) {
      let known = this.known.get(encoding);
      if (!known) this.known.set(encoding, (known = new Map()));
      this.counters.set(encoding, (counter = new TokenCounter(() => tokenizer(encoding), known)));
    }
    return counter;
  }
}
