/**
 * Each command's usage line. Kept apart from the commands: the CLI prints them all in its help, and a
 * command's code is loaded only when that command runs (docs/architecture.md, "Cold start").
 */
export const DIFF_USAGE = 'ctxguard diff --base REF [--head REF] [--config FILE] [--format markdown|json] [--provider-counts] [--cache-dir DIR | --no-cache] [--base-runs PATH --head-runs PATH]';
export const SCAN_USAGE = 'ctxguard scan [DIR] [--config FILE] [--format table|json]';
export const RECORDED_USAGE = 'ctxguard recorded (FILE... | --base PATH --head PATH [--max-measured-delta-usd USD]) [--usage-format FORMAT] [--model ID] [--format table|json]';
export const SIMULATE_USAGE = 'ctxguard simulate (--trace FILE | --config FILE) [--policy FILE_OR_JSON] [--model ID] [--format table|json]';
