// An injected clock for the bundled action under test, loaded with `node --import`: every wait of a
// fifth of a second or more (a rate limit waited out, what is left of GitHub's second between writes,
// a retry's back-off) passes `scale` times faster (`fast-clock.mjs?scale=20`), so a test sees the same
// requests in the same order without sleeping. Shorter timers keep their length. The action is not
// touched.
const SCALE = Number(new URL(import.meta.url).searchParams.get('scale'));
if (!(SCALE >= 1)) throw new Error(`fast-clock.mjs: expected ?scale=N (N >= 1), got ${import.meta.url}`);
const realSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = function setTimeout(callback, ms, ...args) {
  return realSetTimeout(callback, typeof ms === 'number' && ms >= 200 ? ms / SCALE : ms, ...args);
};
