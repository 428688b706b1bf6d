// The GitHub Action entry (action.yml `main`). Built by scripts/build.mjs; do not edit.
// Loading the bundle can fail before the action runs (the toolkit reads the event file as it loads):
// that is said as a workflow error, not as a stack trace.
let runAction;
try {
  runAction = await (await import('./bundle.js')).loadAction();
} catch (error) {
  const why = error instanceof SyntaxError ? `the event payload file (GITHUB_EVENT_PATH ${process.env.GITHUB_EVENT_PATH}) is not valid JSON: ${error.message}` : String(error instanceof Error ? error.message : error);
  const message = why.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  process.stdout.write(`::error::ctxguard could not start: ${message}\n`);
  process.exit(1);
}
await runAction();
