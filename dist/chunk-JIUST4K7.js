import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/cli/usage.ts
var DIFF_USAGE = "ctxguard diff --base REF [--head REF] [--config FILE] [--format markdown|json] [--provider-counts] [--cache-dir DIR | --no-cache] [--base-runs PATH --head-runs PATH]";
var SCAN_USAGE = "ctxguard scan [DIR] [--config FILE] [--format table|json]";
var RECORDED_USAGE = "ctxguard recorded (FILE... | --base PATH --head PATH [--max-measured-delta-usd USD]) [--usage-format FORMAT] [--model ID] [--format table|json]";
var SIMULATE_USAGE = "ctxguard simulate (--trace FILE | --config FILE) [--policy FILE_OR_JSON] [--model ID] [--format table|json]";

export {
  DIFF_USAGE,
  SCAN_USAGE,
  RECORDED_USAGE,
  SIMULATE_USAGE
};
