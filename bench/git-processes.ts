import { join } from 'node:path';
import type { GitTrace } from '../src/changes/git.js';
import { main } from '../src/cli/main.js';
import { commit, git, initRepo, tempDir } from '../test/support/git-repo.js';

const RUNS = 20;

/**
 * The git processes of `ctxguard diff` on a trivial pull request (one AGENTS.md line): how many it
 * starts and how long the whole command takes, the reads from git being most of a small diff's time.
 */
export async function benchGitProcesses(): Promise<void> {
  const dir = tempDir('bench-git');
  try {
    const repo = initRepo(join(dir.path, 'repo'));
    commit(repo, { 'AGENTS.md': '# Rules\nBe brief.\n', 'prompts/system.md': 'You are a coding agent.\n', 'app.py': 'x = 1\n', '.ctxguard.yml': 'max_delta_tokens: 500\n' });
    git(repo, 'checkout', '--quiet', '-b', 'feature');
    commit(repo, { 'AGENTS.md': '# Rules\nBe brief.\nRun the tests before you push.\n' });
    const walls: number[] = [];
    const busy: number[] = [];
    let processes: Ran[] = [];
    for (let i = 0; i < RUNS; i++) {
      const seen: Ran[] = [];
      const t = performance.now();
      const trace: GitTrace = (p) => seen.push({ ...p, end: performance.now() - t });
      const code = await main(['diff', '--base', 'main', '--format', 'json'], { cwd: repo, stdout: () => undefined, stderr: (s) => process.stderr.write(s), gitTrace: trace });
      walls.push(performance.now() - t);
      if (code !== 0) throw new Error(`ctxguard diff exited ${code}`);
      busy.push(busyMs(seen));
      processes = seen;
    }
    console.log(`\n## Git processes: ctxguard diff of a trivial pull request (one AGENTS.md line), ${RUNS} runs`);
    console.log(
      `${processes.length} git processes; some git process running ${median(busy).toFixed(0)} ms of the diff's ${median(walls).toFixed(0)} ms (medians; fastest diff ${Math.min(...walls).toFixed(0)} ms)`,
    );
    for (const p of processes) console.log(`  ${(p.end - p.ms).toFixed(1).padStart(6)} → ${p.end.toFixed(1).padStart(6)} ms  git ${p.args.join(' ')}`);
  } finally {
    dir.remove();
  }
}

type Ran = Parameters<GitTrace>[0] & { end: number };

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** The time at least one git process was running: processes side by side count once. */
function busyMs(processes: Ran[]): number {
  let total = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [start, end] of processes.map((p) => [p.end - p.ms, p.end] as const).sort((a, b) => a[0] - b[0])) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}
