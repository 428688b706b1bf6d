/**
 * The one bundle behind both entry points. `dist/index.js` (the action) and `dist/cli.js` (the CLI)
 * are three-line shims over it, so the action and the CLI run the very same code.
 */
export { run as runAction } from './action/run.js';
export { main as runCli } from './cli/main.js';
