import { localRange } from '../changes/commit-range.js';
import { createGit } from '../changes/git.js';
import { InputError } from '../input-error.js';
import { diffRange, pathInRepository } from '../pipeline/diff.js';
import { renderJson } from '../report/json.js';
import { renderMarkdown } from '../report/markdown.js';
import { commandConfig, oneOf, parseCommandArgs, SETTING_FLAGS } from './args.js';
import type { Io } from './main.js';

export async function diffCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs('diff', args, {
    base: { type: 'string' },
    head: { type: 'string' },
    config: { type: 'string' },
    format: { type: 'string' },
    ...SETTING_FLAGS,
  });
  if (values.help) {
    io.stdout('ctxguard diff --base REF [--head REF] [--config FILE] [--format markdown|json]\n');
    return 0;
  }
  if (positionals.length) throw new InputError(`unexpected argument '${positionals[0]}' (did you mean --base ${positionals[0]}?)`);
  const base = values.base as string | undefined;
  if (!base) throw new InputError('--base REF is required (the branch or commit to compare with)');
  const format = oneOf('format', values.format as string | undefined, ['markdown', 'json'], 'markdown');
  const git = createGit(io.cwd);
  // The config lives at the repository's root, wherever in it the command runs.
  const root = (await git.tryRun(['rev-parse', '--show-toplevel']))?.toString('utf8').trim() || io.cwd;
  const { file, overrides, path: configPath } = await commandConfig(values, io.cwd, root);

  const range = await localRange(git, base, (values.head as string | undefined) ?? 'HEAD');
  const inRepository = pathInRepository(root, configPath);
  const report = await diffRange(git, range, { file, overrides, ...(inRepository ? { configPath: inRepository } : {}) });
  io.stdout(
    format === 'json'
      ? renderJson(report)
      : renderMarkdown(report),
  );
  return report.verdict.status === 'fail' ? 1 : 0;
}
