import { analyzeDiff } from '../src/analyze/diff.js';
import { DEFAULT_CONFIG } from '../src/config/config.js';
import type { FileChange } from '../src/extract/file-change.js';
import type { Snapshot, SourceFile } from '../src/extract/snapshot.js';
import { random } from '../test/support/corpus.js';

const WORDS = 'read the ticket find the failing service write a short report of what you found and why cite every source'.split(' ');

/** A prompt file of about `words` words, different for every seed. */
function prose(seed: number, words: number): string {
  const rnd = random(seed);
  return Array.from({ length: words }, () => WORDS[Math.floor(rnd() * WORDS.length)]).join(' ');
}

function snapshot(sha: string, files: Array<[string, string]>, kind: SourceFile['kind'] = { format: 'text', role: 'system' }): Snapshot {
  return { ref: sha, sha, files: files.map(([path, text]): SourceFile => ({ path, kind, content: { kind: 'text', text } })) };
}

/**
 * A pull request that edits every one of n files, priced for one agent: attribution asks each file's
 * marginal run, so linear work shows as time(2n)/time(n) near 2. Prompt files sit in the run's prefix;
 * tool outputs are each a tool result of the run, which take turns in base order.
 */
export function benchAttribution(sizes = [500, 1_000, 2_000, 4_000]): void {
  const cases: Array<[string, SourceFile['kind'], (i: number) => string]> = [
    ['prompt files', { format: 'text', role: 'system' }, (i) => `prompts/p${i}.md`],
    ['tool outputs', { format: 'tool-output' }, (i) => `fixtures/tool_outputs/o${i}.txt`],
  ];
  for (const [what, kind, pathOf] of cases) {
    console.log(`\n## Attribution: a pull request editing n ${what}, one agent, 20 steps`);
    let previous: number | undefined;
    // One untimed pass, so the first size is not measured against a cold JIT.
    for (const n of [100, ...sizes]) {
      const base: Array<[string, string]> = [];
      const head: Array<[string, string]> = [];
      const changes: FileChange[] = [];
      for (let i = 0; i < n; i++) {
        const path = pathOf(i);
        base.push([path, prose(i, 120)]);
        head.push([path, `${prose(i, 120)} ${prose(i + 1_000_000, 10)}`]);
        changes.push({ path, status: 'modified' });
      }
      const t = performance.now();
      analyzeDiff({ base: snapshot('b', base, kind), head: snapshot('h', head, kind), changes, config: DEFAULT_CONFIG });
      const ms = performance.now() - t;
      if (n === 100) continue;
      const ratio = previous === undefined ? '' : `  time/previous = ${(ms / previous).toFixed(2)}`;
      console.log(`${String(n).padStart(6)} files: ${ms.toFixed(0).padStart(6)} ms${ratio}`);
      previous = ms;
    }
  }
}
