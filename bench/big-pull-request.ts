import { join } from 'node:path';
import { tempDir } from '../test/support/git-repo.js';
import { buildBigPullRequest } from './big-pull-request-repo.js';
import type { BenchFigures } from './bounds.js';
import { CLI } from './cli-under-test.js';
import { formatMb, median, PEAK_RSS_SOURCE, runMeasured, type Measured } from './measured-process.js';

const SIZES = [500, 1_000, 2_000];
/** Runs of each, interleaved, whose medians are the figures: on a shared machine one run can take half again as long as the next. */
const RUNS = 3;
const LOWER_BOUND = new URL('./lower-bound.mjs', import.meta.url).pathname;

/**
 * A large pull request at 500, 1,000 and 2,000 changed files: `ctxguard diff` as a child process
 * against its lower bound for the same pull request (bench/lower-bound.mjs: each changed blob read
 * once and counted once by tiktoken's WASM build, Node's start included), and how time grows when
 * the files double. Each `diff` is timed as a first run (`--no-cache`: a pull request whose blobs no
 * cache holds) and warm (a cache folder one run filled). Medians of three interleaved runs of each;
 * each figure is a ratio within this run of the benchmark.
 */
export function benchBigPullRequest(figures: BenchFigures): void {
  console.log(`\n## Large pull request: ctxguard diff --format json as a child process vs its lower bound`);
  console.log(`(${CLI}; peak RSS: ${PEAK_RSS_SOURCE})`);
  const runs: Array<{ diff: Measured; bound: Measured; warm: Measured }> = [];
  let peakMb = 0;
  for (const files of SIZES) {
    const dir = tempDir(`bench-big-pr-${files}`);
    try {
      const started = performance.now();
      const pr = buildBigPullRequest(join(dir.path, 'repo'), files);
      const madeIn = (performance.now() - started) / 1000;
      const { modified, added, deleted, renamed } = pr.changes;
      console.log(
        `\n${files} files (${modified} modified, ${added} added, ${deleted} deleted, ${renamed} renamed; ${pr.unchangedFiles} unchanged): ` +
          `${mb(pr.changedBytes.base)} at base, ${mb(pr.changedBytes.head)} at head; repository made in ${madeIn.toFixed(1)} s`,
      );
      const bounds: Measured[] = [];
      const diffs: Measured[] = [];
      const warms: Measured[] = [];
      const cacheDir = join(dir.path, 'cache');
      const diffArgs = [CLI, 'diff', '--base', 'main', '--format', 'json'];
      const filling = runMeasured('node', [...diffArgs, '--cache-dir', cacheDir], { cwd: pr.repo });
      for (let i = 0; i < RUNS; i++) {
        bounds.push(runMeasured('node', [LOWER_BOUND, 'main'], { cwd: pr.repo }));
        diffs.push(runMeasured('node', [...diffArgs, '--no-cache'], { cwd: pr.repo }));
        warms.push(runMeasured('node', [...diffArgs, '--cache-dir', cacheDir], { cwd: pr.repo }));
      }
      const [bound, diff, warm] = [medianRun(bounds), medianRun(diffs), medianRun(warms)];
      const counted = JSON.parse(bound.stdout) as { blobs: number; bytes: number; tokens: number };
      console.log(`  lower bound  ${row(bound)}  (${counted.blobs} blobs, ${mb(counted.bytes)}, ${counted.tokens} tokens; runs ${seconds(bounds)})`);
      console.log(`  first run    ${row(diff)}  (${reportSummary(diff.stdout)}; runs ${seconds(diffs)})`);
      console.log(`  ratio        ${(diff.ms / bound.ms).toFixed(2)}x time (${(diff.cpuMs / bound.cpuMs).toFixed(2)}x CPU), ${(diff.peakMb / bound.peakMb).toFixed(2)}x peak RSS`);
      console.log(`  warm         ${row(warm)}  (runs ${seconds(warms)}; the run that filled the cache ${(filling.ms / 1000).toFixed(2)} s)`);
      console.log(`  ratio        ${(warm.ms / bound.ms).toFixed(2)}x time (${(warm.cpuMs / bound.cpuMs).toFixed(2)}x CPU)`);
      if (reportSummary(warm.stdout) !== reportSummary(diff.stdout)) console.log(`  the warm report differs: ${reportSummary(warm.stdout)}`);
      runs.push({ diff, bound, warm });
      peakMb = Math.max(peakMb, diff.peakMb, warm.peakMb, filling.peakMb);
      if (files === SIZES.at(-1)) {
        figures.bigPrRatio = { wall: diff.ms / bound.ms, cpu: diff.cpuMs / bound.cpuMs };
        figures.bigPrWarmRatio = { wall: warm.ms / bound.ms, cpu: warm.cpuMs / bound.cpuMs };
      }
    } finally {
      dir.remove();
    }
  }
  // The lower bound is linear by construction: where its own ratio strays from 2, the machine's load did.
  console.log('\nscaling of the first run (wall, CPU; the lower bound\'s wall, CPU):');
  const doublings = SIZES.slice(1).map((files, i) => {
    const [small, large] = [runs[i]!, runs[i + 1]!];
    const d = { wall: large.diff.ms / small.diff.ms, cpu: large.diff.cpuMs / small.diff.cpuMs };
    console.log(
      `  time(${files})/time(${SIZES[i]}) = ${d.wall.toFixed(2)}, ${d.cpu.toFixed(2)} CPU ` +
        `(lower bound ${(large.bound.ms / small.bound.ms).toFixed(2)}, ${(large.bound.cpuMs / small.bound.cpuMs).toFixed(2)} CPU)`,
    );
    return d;
  });
  figures.doublingRatio = { wall: Math.max(...doublings.map((d) => d.wall)), cpu: Math.max(...doublings.map((d) => d.cpu)) };
  figures.peakRssMb = peakMb;
}

/** The runs' median wall and CPU time, their highest peak memory, the first run's output. */
function medianRun(runs: Measured[]): Measured {
  return { ...runs[0]!, ms: median(runs.map((r) => r.ms)), cpuMs: median(runs.map((r) => r.cpuMs)), peakMb: Math.max(...runs.map((r) => r.peakMb)) };
}

function seconds(runs: Measured[]): string {
  return `${runs.map((r) => (r.ms / 1000).toFixed(2)).join(', ')} s`;
}

function row(run: Measured): string {
  return `${(run.ms / 1000).toFixed(2).padStart(6)} s (CPU ${(run.cpuMs / 1000).toFixed(2)} s), peak RSS ${formatMb(run.peakMb).padStart(7)}`;
}

function mb(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

/** How many files the report lists and how many prompt units it found in them: that the work was real. */
function reportSummary(json: string): string {
  const report = JSON.parse(json) as { files: Array<{ status: string; units: unknown[] }> };
  const units = report.files.reduce((n, f) => n + f.units.length, 0);
  return `report: ${report.files.length} files, ${units} units`;
}
