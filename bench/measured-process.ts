import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A child process's wall time, CPU time and peak resident memory. Peak memory and CPU come from GNU
 * time (`%M`, the kernel's maximum RSS of the child, kB; `%U`+`%S`, its and its children's CPU
 * seconds): polling /proc misses a peak just before exit. CPU time is the steadier figure on a shared
 * machine, where other work stretches wall time. Without GNU time both are NaN ("n/a").
 */
export interface Measured {
  ms: number;
  cpuMs: number;
  peakMb: number;
  status: number;
  stdout: string;
}

const GNU_TIME = '/usr/bin/time';
export const PEAK_RSS_SOURCE = existsSync(GNU_TIME) ? 'GNU time %M (max RSS of the child)' : 'not measured (no /usr/bin/time)';

export function runMeasured(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Measured {
  const report = join(tmpdir(), `ctxguard-bench-rss-${process.pid}-${Date.now()}`);
  const timed = existsSync(GNU_TIME);
  const [file, argv] = timed ? [GNU_TIME, ['-f', '%M %U %S', '-o', report, command, ...args]] : [command, args];
  const started = performance.now();
  const run = spawnSync(file, argv, { cwd: options.cwd, env: options.env ?? process.env, encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = performance.now() - started;
  if (run.error) throw run.error;
  let [peakMb, cpuMs] = [Number.NaN, Number.NaN];
  if (timed) {
    // GNU time writes "Command exited with non-zero status N" above the figures when the child fails.
    const [kb, user, system] = readFileSync(report, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
    [peakMb, cpuMs] = [kb! / 1024, (user! + system!) * 1000];
    rmSync(report, { force: true });
  }
  if (run.status !== 0 && run.status !== 1) throw new Error(`${command} ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return { ms, cpuMs, peakMb, status: run.status, stdout: run.stdout };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function formatMb(mb: number): string {
  return Number.isNaN(mb) ? 'n/a' : `${mb.toFixed(0)} MB`;
}
