// One ctxguard step's use of the cache, from src, in a process of its own as a runner starts one. The
// test bundles it with its imports (test/support/script-bundle.ts) and runs
// `node script.mjs '{"op":"restore"|"save","dir":...,"context":...,"fingerprint":...,"restored"?:...}'`.
// The outcome is the last line of stdout, after `outcome: `.
import { restoreRunCache, saveRunCache } from '../../src/action/run-cache.js';

// The library waits 3 s and more between retries of a failing call; the tests that make every call
// fail do not wait. Timers under 2 s (progress lines, request timeouts) are left alone.
if (process.env.TEST_SKIP_RETRY_WAITS === '1') {
  const setTimer = globalThis.setTimeout;
  globalThis.setTimeout = ((fn: () => void, ms?: number) => setTimer(fn, (ms ?? 0) >= 2000 ? 1 : ms)) as typeof setTimeout;
}

const { op, dir, context, fingerprint, restored } = JSON.parse(process.argv[2]!);
const outcome = op === 'restore' ? await restoreRunCache(dir, context, { fingerprint }) : await saveRunCache(dir, context, { fingerprint, restored });
process.stdout.write(`outcome: ${JSON.stringify(outcome)}\n`);
