/**
 * The bounds ctxguard is held to, against this run's figures. Printed, never asserted: timings on a
 * shared machine are noisy, so the benchmark reports and a person judges.
 */
export interface BenchFigures {
  /** 2,000-file pull request, a first run (no cache): ctxguard's time over its lower bound's. */
  bigPrRatio?: WallAndCpu;
  /** The same with a cache one run filled. */
  bigPrWarmRatio?: WallAndCpu;
  /** The worst time(2N)/time(N) of the first run over 500 → 1,000 → 2,000 files. */
  doublingRatio?: WallAndCpu;
  /** The largest peak RSS of ctxguard over the large pull requests. */
  peakRssMb?: number;
  /** The 30 MB tree under this machine's Node. */
  warmTreeBeyondNodeMs?: number;
  coldTreeBeyondNodeMs?: number;
  /** The same under Node 24, action.yml's runtime. */
  warmTreeNode24BeyondNodeMs?: number;
  coldTreeNode24BeyondNodeMs?: number;
  /** A trivial pull request with no cache, and with a warm one. */
  coldStartBeyondNodeMs?: number;
  warmStartBeyondNodeMs?: number;
  /** The worst long-run or base64 input's counting time per MB over prose's, in the counter alone. */
  worstCaseCountingRatio?: number;
  /** The same in `scan` end to end. */
  scanWorstCaseRatio?: number;
  /** `simulate` of a 100,000-turn trace, the slowest policy, beyond Node's start. */
  longTraceBeyondNodeMs?: number;
  /** Its peak memory at 100,000 turns over that at 50,000, the policy that grows most. */
  longTraceMemoryGrowth?: number;
}

/**
 * A ratio of wall times, judged, and the same ratio of CPU times beside it: on a shared machine other
 * work stretches wall time, so where the two disagree the CPU figure says what ctxguard did.
 */
export interface WallAndCpu {
  wall: number;
  cpu: number;
}

interface Criterion {
  text: string;
  figure: keyof BenchFigures;
  limit: number;
  unit: 'x' | 'ms' | 'MB';
}

const NODE_MAJOR = process.versions.node.split('.')[0];

const CRITERIA: Criterion[] = [
  { text: '2,000-file pull request, first run (no cache), within 1.3x its lower bound', figure: 'bigPrRatio', limit: 1.3, unit: 'x' },
  { text: '2,000-file pull request, warm cache, within 1.3x its lower bound', figure: 'bigPrWarmRatio', limit: 1.3, unit: 'x' },
  { text: 'doubling the files at most 2.2x the time (first run)', figure: 'doublingRatio', limit: 2.2, unit: 'x' },
  { text: 'peak RSS under 1 GB', figure: 'peakRssMb', limit: 1024, unit: 'MB' },
  { text: `warm one-line change, 30 MB tree: under 1 s beyond Node start (Node ${NODE_MAJOR})`, figure: 'warmTreeBeyondNodeMs', limit: 1000, unit: 'ms' },
  { text: `cold one-line change, 30 MB tree: under 2.5 s beyond Node start (Node ${NODE_MAJOR})`, figure: 'coldTreeBeyondNodeMs', limit: 2500, unit: 'ms' },
  { text: "warm one-line change, 30 MB tree: under 1 s beyond Node start (Node 24, action.yml's)", figure: 'warmTreeNode24BeyondNodeMs', limit: 1000, unit: 'ms' },
  { text: "cold one-line change, 30 MB tree: under 2.5 s beyond Node start (Node 24, action.yml's)", figure: 'coldTreeNode24BeyondNodeMs', limit: 2500, unit: 'ms' },
  { text: 'trivial pull request, no cache: under 0.5 s beyond Node start', figure: 'coldStartBeyondNodeMs', limit: 500, unit: 'ms' },
  { text: 'trivial pull request, warm cache: under 0.3 s beyond Node start', figure: 'warmStartBeyondNodeMs', limit: 300, unit: 'ms' },
  { text: 'worst-case counting within 2x of prose per MB (the counter)', figure: 'worstCaseCountingRatio', limit: 2, unit: 'x' },
  { text: 'worst-case counting within 2x of prose per MB (scan, end to end)', figure: 'scanWorstCaseRatio', limit: 2, unit: 'x' },
  { text: '100,000-turn trace simulated under 1 s beyond Node start (slowest policy)', figure: 'longTraceBeyondNodeMs', limit: 1000, unit: 'ms' },
  { text: "100,000-turn trace: peak memory within 1.5x of 50,000 turns' (the policy that grows most)", figure: 'longTraceMemoryGrowth', limit: 1.5, unit: 'x' },
];

export function printBounds(figures: BenchFigures): void {
  console.log('\n## Bounds');
  for (const c of CRITERIA) {
    const figure = figures[c.figure];
    const value = typeof figure === 'object' ? figure.wall : figure;
    const cpu = typeof figure === 'object' ? ` (CPU ${figure.cpu.toFixed(2)}x)` : '';
    // "within" and "at most" (ratios) include the limit; "under" (times, memory) does not.
    const met = value !== undefined && (c.unit === 'x' ? value <= c.limit : value < c.limit);
    const verdict = value === undefined || Number.isNaN(value) ? 'not measured' : met ? 'OK' : 'NOT YET';
    const shown = value === undefined || Number.isNaN(value) ? '-' : c.unit === 'x' ? `${value.toFixed(2)}x` : `${value.toFixed(0)} ${c.unit}`;
    console.log(`${verdict.padEnd(12)} ${shown.padStart(9)}  ${c.text}${cpu}`);
  }
}
