import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { random } from '../test/support/corpus.js';
import { tempDir } from '../test/support/git-repo.js';
import { CLI } from './cli-under-test.js';
import type { BenchFigures } from './bounds.js';
import { formatMb, median, runMeasured, type Measured } from './measured-process.js';

const TURNS = 100_000;
const RUNS = 5;
/** Runs of the one-thread comparison and of the half trace, which only inform. */
const ONE_THREAD_RUNS = 3;
const WORDS = 'the agent reads a file and then writes the patch to the test suite before running it again'.split(' ');
/** Each policy `simulate` takes, as `--policy` JSON; every run also simulates the standard what-ifs beside it. */
const POLICIES: Array<[string, string]> = [
  ['none', '{"type":"none"}'],
  ['window', '{"type":"window","keep_last_steps":3}'],
  ['budget', '{"type":"budget"}'],
  ['clear_tool_uses', '{"edits":[{"type":"clear_tool_uses_20250919"}]}'],
  ['compact', '{"edits":[{"type":"compact_20260112"}]}'],
];

/**
 * A canonical trace of `turns` turns (a call and its result each), about 11 MB at 100,000: short
 * messages, so reading and sizing weigh as much as the simulation does.
 */
function writeTrace(path: string, turns: number): number {
  const rand = random(turns);
  const text = (n: number): string => Array.from({ length: n }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
  const lines = [JSON.stringify({ role: 'system', content: `You are a coding agent. ${text(200)}` }), JSON.stringify({ role: 'user', content: 'Fix the failing test.' })];
  for (let i = 0; i < turns; i++) {
    lines.push(JSON.stringify({ role: 'assistant', content: text(1), tool: 'read', args: `f${i % 1000}` }));
    lines.push(JSON.stringify({ role: 'tool', tool: 'read', content: text(1 + Math.floor(rand() * 3)) }));
  }
  const body = `${lines.join('\n')}\n`;
  writeFileSync(path, body);
  return body.length;
}

/**
 * `ctxguard simulate` end to end as a child process, file read and every policy's what-ifs included,
 * beyond Node's start (a `node -e ''` timed just before each run): 100,000 turns under each policy, as
 * the CLI runs them (the what-ifs on a worker thread) and all in one thread beside it
 * (`CTXGUARD_SIMULATION_WORKER=0`), interleaved;
 * and the peak memory at half and at all of the turns, whose ratio says whether memory grows with the
 * turns (1.0 is flat).
 */
export function benchLongTrace(figures: BenchFigures): void {
  const dir = tempDir('bench-long-trace');
  try {
    const full = join(dir.path, 'full.jsonl');
    const half = join(dir.path, 'half.jsonl');
    const bytes = writeTrace(full, TURNS);
    writeTrace(half, TURNS / 2);
    console.log(
      `\n## A ${TURNS.toLocaleString('en-US')}-turn trace (${(bytes / 1e6).toFixed(1)} MB): ctxguard simulate --trace, ` +
        `medians of ${RUNS} runs, each beyond a \`node -e ''\` timed just before it`,
    );
    const nodeStart = (): number => runMeasured('node', ['-e', ''], { cwd: dir.path }).ms;
    const nodeMs = median(Array.from({ length: 5 }, nodeStart));
    console.log(`node -e '' ${nodeMs.toFixed(0)} ms`);
    let worst = 0;
    let worstGrowth = 0;
    for (const [name, policy] of POLICIES) {
      const simulate = (trace: string, worker = '1'): Measured =>
        runMeasured('node', [CLI, 'simulate', '--trace', trace, '--policy', policy], { cwd: dir.path, env: { ...process.env, CTXGUARD_SIMULATION_WORKER: worker } });
      const runs: Measured[] = [];
      const beyondRuns: number[] = [];
      const oneThread: Measured[] = [];
      for (let i = 0; i < RUNS; i++) {
        // The host's slow spells come and go within minutes: each run is held against Node's start in the same moment.
        const start = nodeStart();
        const run = simulate(full);
        runs.push(run);
        beyondRuns.push(run.ms - start);
        if (i < ONE_THREAD_RUNS) oneThread.push(simulate(full, '0'));
      }
      const halves = Array.from({ length: ONE_THREAD_RUNS }, () => simulate(half));
      const beyond = median(beyondRuns);
      const peak = Math.max(...runs.map((r) => r.peakMb));
      const halfPeak = Math.max(...halves.map((r) => r.peakMb));
      worst = Math.max(worst, beyond);
      worstGrowth = Math.max(worstGrowth, peak / halfPeak);
      console.log(
        `${name.padEnd(16)} ${beyond.toFixed(0).padStart(5)} ms beyond Node's start (runs ${beyondRuns.map((ms) => ms.toFixed(0)).join(', ')}; ` +
          `in one thread ${(median(oneThread.map((r) => r.ms)) - nodeMs).toFixed(0)} ms); ` +
          `peak RSS ${formatMb(peak)}, ${formatMb(halfPeak)} at half the turns (${(peak / halfPeak).toFixed(2)}x)`,
      );
    }
    figures.longTraceBeyondNodeMs = worst;
    figures.longTraceMemoryGrowth = worstGrowth;
  } finally {
    dir.remove();
  }
}
