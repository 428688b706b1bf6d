import { measureRuns, readRecordedSides } from '../analyze/measured-runs.js';
import { readRecordings } from '../analyze/recordings.js';
import { summariseRecordedUsage } from '../analyze/recorded-usage.js';
import { measuredFiguresOf } from '../analyze/headline.js';
import { evaluateGate } from '../gate/thresholds.js';
import { InputError } from '../input-error.js';
import { knownModel } from '../models/catalog.js';
import { readRecordingFiles } from '../pipeline/recording-files.js';
import { renderMeasuredDelta, renderRecordedUsage } from '../report/recorded-usage-table.js';
import { USAGE_FORMATS, type UsageFormat } from '../trace/usage/read-usage.js';
import { commandConfig, oneOf, parseCommandArgs } from './args.js';
import { flagHelp, flagOptions, type Flag } from './flags.js';
import type { Io } from './io.js';
import { RECORDED_USAGE } from './usage.js';

export const RECORDED_FLAGS: readonly Flag[] = [
  { name: 'usage-format', type: 'string', value: 'FORMAT', help: `the files' format (default: told by their content): ${USAGE_FORMATS.join(', ')}` },
  { name: 'config', type: 'string', value: 'FILE', help: 'the config file, for model prices (default: .ctxguard.yml here)' },
  { name: 'base', type: 'string', multiple: true, value: 'PATH', help: 'runs recorded at base: a file, a folder of .json and .jsonl files, or a glob (again for more)' },
  { name: 'head', type: 'string', multiple: true, value: 'PATH', help: 'runs recorded at head, the same way: with --base, each agent is compared run for run' },
  { name: 'max-measured-delta-usd', type: 'string', value: 'USD', help: 'with --base and --head: exit 1 when an agent\'s median run costs more\nthan this many dollars per 1,000 runs more at head (or the config file\'s)' },
  { name: 'format', type: 'string', value: 'FORMAT', help: 'table or json' },
];

/**
 * What recorded runs spent, per agent and per run, at the models' prices (docs/architecture.md,
 * "Recorded usage"); with `--base` and `--head`, the measured delta of each agent
 * (docs/architecture.md, "Measured runs"). A record that names no model is priced as the model
 * `--model` or the config file names; with neither, it is unpriced.
 */
export async function recordedCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs('recorded', args, flagOptions(RECORDED_FLAGS));
  if (values.help) {
    io.stdout(flagHelp(RECORDED_USAGE, RECORDED_FLAGS));
    return 0;
  }
  const format = oneOf('format', values.format as string | undefined, ['table', 'json'], 'table');
  const usageFormat = values['usage-format'] as string | undefined;
  const given = usageFormat === undefined ? undefined : (oneOf('usage-format', usageFormat, USAGE_FORMATS, USAGE_FORMATS[0]) as UsageFormat);
  const { config, file: fileSettings, overrides } = await commandConfig(values, io.cwd, io.cwd);
  // A record that names no model is priced as the model the user named (--model, the config file's), never as the default.
  const namedModel = overrides.model ?? fileSettings.model;
  const files = (paths: readonly string[], label: string) => readRecordingFiles(paths, { cwd: io.cwd, label });
  const base = values.base as string[] | undefined;
  const head = values.head as string[] | undefined;
  if (base || head) {
    if (!base || !head || positionals.length) throw new InputError(`--base and --head go together, with no other files\n\n${RECORDED_USAGE}`);
    const sides = readRecordedSides({ base: await files(base, '--base'), head: await files(head, '--head'), ...(given ? { format: given } : {}) });
    const measured = measureRuns(sides, { scenarios: [], models: config.models, ...(namedModel ? { namedModel } : {}) });
    const limit = config.maxMeasuredDeltaUsd;
    const verdict = evaluateGate([], limit === undefined ? {} : { maxMeasuredDeltaUsd: limit }, measured.agents.map(measuredFiguresOf));
    if (format === 'json') io.stdout(`${JSON.stringify({ ...measured, verdict }, null, 2)}\n`);
    else {
      const names = (side: readonly { file: string }[]): string => side.map((f) => f.file).join(', ');
      io.stdout(`measured: base ${names(measured.base)}; head ${names(measured.head)}\n\n${renderMeasuredDelta(measured.agents)}`);
      if (limit !== undefined) io.stdout(verdict.status === 'fail' ? `\n${verdict.reasons.join('\n')}\n` : `\nwithin max-measured-delta-usd ${limit} per 1,000 runs\n`);
    }
    return verdict.status === 'fail' ? 1 : 0;
  }
  if (positionals.length === 0) throw new InputError(`give the files of recorded usage to read\n\n${RECORDED_USAGE}`);
  const read = readRecordings(await files(positionals, 'recorded'), given);
  const agents = summariseRecordedUsage(read.records, (model) => knownModel(model ?? namedModel, config.models));
  io.stdout(format === 'json' ? `${JSON.stringify({ files: read.files, agents }, null, 2)}\n` : renderRecordedUsage(agents, read.files));
  return 0;
}
