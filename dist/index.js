// The GitHub Action entry (action.yml `main`). Built by scripts/build.mjs; do not edit.
import { runAction } from './bundle.js';

await runAction();
