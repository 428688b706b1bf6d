// The action's entry as dist/index.js has it, over src/ instead of the bundle: run with `node --import tsx`.
import { runAction } from '../../src/entries.js';

await runAction();
