// `npm run bench`: prints figures, asserts nothing. Each section says what it measures.
import { benchAttribution } from './attribution.js';
import { benchCalibration } from './calibration.js';
import { benchCounting } from './counting.js';
import { benchExtraction } from './extraction.js';
import { benchGitProcesses } from './git-processes.js';
import { benchNoise } from './noise.js';
import { benchSimulation } from './simulation.js';

console.log(`ctxguard benchmarks, Node ${process.version}, ${new Date().toISOString()}`);
benchCounting();
benchCalibration();
benchSimulation();
benchAttribution();
await benchExtraction();
await benchNoise();
await benchGitProcesses();
