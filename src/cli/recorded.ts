import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { summariseRecordedUsage } from '../analyze/recorded-usage.js';
import { InputError } from '../input-error.js';
import { isKnownModel, resolveModel } from '../models/catalog.js';
import { renderRecordedUsage } from '../report/recorded-usage-table.js';
import { readUsage, USAGE_FORMATS, type UsageFormat } from '../trace/usage/read-usage.js';
import type { UsageRecord } from '../trace/usage/usage-record.js';
import { commandConfig, oneOf, parseCommandArgs } from './args.js';
import { flagHelp, flagOptions, type Flag } from './flags.js';
import type { Io } from './io.js';
import { RECORDED_USAGE } from './usage.js';

export const RECORDED_FLAGS: readonly Flag[] = [
  { name: 'usage-format', type: 'string', value: 'FORMAT', help: `the files' format (default: told by their content): ${USAGE_FORMATS.join(', ')}` },
  { name: 'config', type: 'string', value: 'FILE', help: 'the config file, for model prices (default: .ctxguard.yml here)' },
  { name: 'format', type: 'string', value: 'FORMAT', help: 'table or json' },
];

/**
 * What recorded runs spent, per agent and per run, at the models' prices (docs/architecture.md,
 * "Recorded usage"). A record that names no model is priced as the model `--model` or the config file
 * names; with neither, it is unpriced. A request found in two files (a copied transcript) counts once.
 */
export async function recordedCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs('recorded', args, flagOptions(RECORDED_FLAGS));
  if (values.help) {
    io.stdout(flagHelp(RECORDED_USAGE, RECORDED_FLAGS));
    return 0;
  }
  if (positionals.length === 0) throw new InputError(`give the files of recorded usage to read\n\n${RECORDED_USAGE}`);
  const format = oneOf('format', values.format as string | undefined, ['table', 'json'], 'table');
  const usageFormat = values['usage-format'] as string | undefined;
  const given = usageFormat === undefined ? undefined : (oneOf('usage-format', usageFormat, USAGE_FORMATS, USAGE_FORMATS[0]) as UsageFormat);
  const { config, file: fileSettings, overrides } = await commandConfig(values, io.cwd, io.cwd);
  // A record that names no model is priced as the model the user named (--model, the config file's), never as the default.
  const named = overrides.model ?? fileSettings.model;
  const files = await Promise.all(positionals.map(async (file) => ({ file, ...readUsage(await readFile(resolve(io.cwd, file), 'utf8'), file, given) })));
  const price = (model: string | undefined) => {
    const id = model ?? named;
    return id !== undefined && isKnownModel(id, config.models) ? resolveModel(id, config.models) : undefined;
  };
  const agents = summariseRecordedUsage(distinctRequests(files.flatMap((f) => f.records)), price);
  const read = files.map(({ file, format: found }) => ({ file, format: found }));
  io.stdout(format === 'json' ? `${JSON.stringify({ files: read, agents }, null, 2)}\n` : renderRecordedUsage(agents, read));
  return 0;
}

/** Records of requests with an id of their own (`UsageRecord.requestId`), each once across every file. */
function distinctRequests(records: readonly UsageRecord[]): UsageRecord[] {
  const seen = new Set<string>();
  return records.filter((record) => record.requestId === undefined || (!seen.has(record.requestId) && seen.add(record.requestId) !== undefined));
}
