// Part of `npm run lint`: no import cycle in src, type-only imports included; exits 1 with each cycle.
import { fileURLToPath } from 'node:url';
import { importCycles, importGraph } from './import-cycles.js';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const graph = importGraph(SRC);
const cycles = importCycles(graph);
for (const { cycle, modules } of cycles) {
  const others = modules.length > cycle.length - 1 ? ` (${modules.length} modules tied: ${modules.join(', ')})` : '';
  console.error(`src: import cycle: ${cycle.join(' -> ')}${others}`);
}
if (cycles.length) {
  console.error(`${cycles.length} import cycles: break each by moving what both sides need into a module below them (docs/architecture.md, "Layers")`);
  process.exit(1);
}
console.log(`import cycles: ${graph.size} modules in src, none`);
