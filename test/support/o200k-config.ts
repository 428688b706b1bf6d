import { mergeConfig, type Config } from '../../src/config/config.js';

/**
 * A config that counts every text with `o200k_base` as it is, for the tests of which requests carry a
 * text: they pin a text's reference count (`referenceCount`) times the requests that send it. The
 * default model's measured ratio (docs/architecture.md, "Exact counts from the provider") would add a
 * rounding to every figure and test nothing those tests are about; it is tested on its own, in
 * test/models/calibration.test.ts and test/analyze/provider-counts.test.ts.
 */
export function o200kConfig(...layers: Array<Partial<Config>>): Config {
  return mergeConfig({ encoding: 'o200k_base' }, ...layers);
}
