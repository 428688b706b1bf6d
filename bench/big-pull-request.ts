import { join } from 'node:path';
import { tempDir } from '../test/support/git-repo.js';
import { buildBigPullRequest } from './big-pull-request-repo.js';
import type { DoneWhenFigures } from './done-when.js';
import { CLI } from './cli-under-test.js';
import { formatMb, PEAK_RSS_SOURCE, runMeasured, type Measured } from './measured-process.js';

const SIZES = [500, 1_000, 2_000];
const LOWER_BOUND = new URL('./lower-bound.mjs', import.meta.url).pathname;

/**
 * Issue 11's large pull request at 500, 1,000 and 2,000 changed files: `ctxguard diff` as a child
 * process against its lower bound for the same pull request (bench/lower-bound.mjs: each changed
 * blob read once and counted once by tiktoken's WASM build, Node's start included), and how time
 * grows when the files double. One run per size: each figure is a ratio within this run.
 */
export function benchBigPullRequest(figures: DoneWhenFigures): void {
  console.log(`\n## Large pull request: ctxguard diff --format json as a child process vs its lower bound`);
  console.log(`(${CLI}; peak RSS: ${PEAK_RSS_SOURCE})`);
  const times: number[] = [];
  const boundTimes: number[] = [];
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
      const bound = runMeasured('node', [LOWER_BOUND, 'main'], { cwd: pr.repo });
      const counted = JSON.parse(bound.stdout) as { blobs: number; bytes: number; tokens: number };
      const diff = runMeasured('node', [CLI, 'diff', '--base', 'main', '--format', 'json'], { cwd: pr.repo });
      console.log(`  lower bound  ${row(bound)}  (${counted.blobs} blobs, ${mb(counted.bytes)}, ${counted.tokens} tokens)`);
      console.log(`  ctxguard     ${row(diff)}  (${reportSummary(diff.stdout)})`);
      console.log(`  ratio        ${(diff.ms / bound.ms).toFixed(2)}x time, ${(diff.peakMb / bound.peakMb).toFixed(2)}x peak RSS`);
      times.push(diff.ms);
      boundTimes.push(bound.ms);
      peakMb = Math.max(peakMb, diff.peakMb);
      if (files === SIZES.at(-1)) figures.bigPrRatio = diff.ms / bound.ms;
    } finally {
      dir.remove();
    }
  }
  const doublings = SIZES.slice(1).map((files, i) => ({ from: SIZES[i]!, files, ratio: times[i + 1]! / times[i]!, bound: boundTimes[i + 1]! / boundTimes[i]! }));
  // The lower bound is linear by construction: where its own ratio strays from 2, the machine's load did.
  console.log(
    `\nscaling: ${doublings.map((d) => `time(${d.files})/time(${d.from}) = ${d.ratio.toFixed(2)} (lower bound ${d.bound.toFixed(2)})`).join(', ')}`,
  );
  figures.doublingRatio = Math.max(...doublings.map((d) => d.ratio));
  figures.peakRssMb = peakMb;
}

function row(run: Measured): string {
  return `${(run.ms / 1000).toFixed(2).padStart(6)} s, peak RSS ${formatMb(run.peakMb).padStart(7)}`;
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
