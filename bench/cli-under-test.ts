/**
 * The bundle the child-process benchmarks run: this checkout's committed `dist/cli.js` (the benchmarks
 * never build it), or another build named by CTXGUARD_BENCH_CLI to compare branches on one machine.
 */
export const CLI = process.env.CTXGUARD_BENCH_CLI ?? new URL('../dist/cli.js', import.meta.url).pathname;
