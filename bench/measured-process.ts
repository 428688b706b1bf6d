import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A child process's wall time and peak resident memory. Peak memory comes from GNU time (`%M`, the
 * kernel's maximum RSS of the child, kB): polling /proc misses a peak just before exit. Without GNU
 * time the peak is NaN and the benchmarks print "n/a".
 */
export interface Measured {
  ms: number;
  peakMb: number;
  status: number;
  stdout: string;
}

const GNU_TIME = '/usr/bin/time';
export const PEAK_RSS_SOURCE = existsSync(GNU_TIME) ? 'GNU time %M (max RSS of the child)' : 'not measured (no /usr/bin/time)';

export function runMeasured(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Measured {
  const report = join(tmpdir(), `ctxguard-bench-rss-${process.pid}-${Date.now()}`);
  const timed = existsSync(GNU_TIME);
  const [file, argv] = timed ? [GNU_TIME, ['-f', '%M', '-o', report, command, ...args]] : [command, args];
  const started = performance.now();
  const run = spawnSync(file, argv, { cwd: options.cwd, env: options.env ?? process.env, encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = performance.now() - started;
  if (run.error) throw run.error;
  let peakMb = Number.NaN;
  if (timed) {
    // GNU time writes "Command exited with non-zero status N" above the figure when the child fails.
    peakMb = Number(readFileSync(report, 'utf8').trim().split('\n').at(-1)) / 1024;
    rmSync(report, { force: true });
  }
  if (run.status !== 0 && run.status !== 1) throw new Error(`${command} ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return { ms, peakMb, status: run.status, stdout: run.stdout };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function formatMb(mb: number): string {
  return Number.isNaN(mb) ? 'n/a' : `${mb.toFixed(0)} MB`;
}
