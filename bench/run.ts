// `npm run bench [-- SECTION...]`: prints figures, asserts nothing. Each section says what it measures;
// with no names every section runs, then the bounds each figure is held to, beside it.
import { benchAttribution } from './attribution.js';
import { benchBigPullRequest } from './big-pull-request.js';
import { benchCalibration } from './calibration.js';
import { benchColdStart } from './cold-start.js';
import { benchCtok } from './ctok-counts.js';
import { benchLongTrace } from './long-trace.js';
import { benchScanWorstCases } from './scan-worst-cases.js';
import { benchCounting, benchCountingWorstCases } from './counting.js';
import { printBounds, type BenchFigures } from './bounds.js';
import { benchExtraction } from './extraction.js';
import { benchGitProcesses } from './git-processes.js';
import { benchNoise } from './noise.js';
import { benchSimulation } from './simulation.js';
import { benchWarmCache } from './warm-cache.js';

const SECTIONS: Record<string, (figures: BenchFigures) => void | Promise<void>> = {
  counting: benchCounting,
  calibration: () => benchCalibration(),
  simulation: () => benchSimulation(),
  attribution: () => benchAttribution(),
  extraction: benchExtraction,
  noise: benchNoise,
  'git-processes': benchGitProcesses,
  'cold-start': benchColdStart,
  'warm-cache': benchWarmCache,
  'big-pr': benchBigPullRequest,
  'long-trace': benchLongTrace,
  'scan-worst-cases': benchScanWorstCases,
};
/**
 * Not in the default run: `counting` already prints the worst cases; `ctok` needs python3 and a
 * checkout of ctok, and rewrites a fixture.
 */
const EXTRA_SECTIONS: typeof SECTIONS = { 'worst-cases': benchCountingWorstCases, ctok: () => benchCtok() };

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in SECTIONS) && !(name in EXTRA_SECTIONS));
if (unknown.length > 0) {
  console.error(`unknown section ${unknown.join(', ')}; sections: ${[...Object.keys(SECTIONS), ...Object.keys(EXTRA_SECTIONS)].join(', ')}`);
  process.exit(2);
}

console.log(`ctxguard benchmarks, Node ${process.version}, ${new Date().toISOString()}`);
const figures: BenchFigures = {};
for (const name of asked.length > 0 ? asked : Object.keys(SECTIONS)) await (SECTIONS[name] ?? EXTRA_SECTIONS[name])!(figures);
printBounds(figures);
