import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { compareRecordedUsage, summariseRecordedUsage, type AgentRecordedUsage } from '../analyze/recorded-usage.js';
import { InputError } from '../input-error.js';
import { isKnownModel, resolveModel } from '../models/catalog.js';
import { renderMeasuredDelta, renderRecordedUsage } from '../report/recorded-usage-table.js';
import { readUsage, USAGE_FORMATS, type UsageFormat } from '../trace/usage/read-usage.js';
import type { UsageRecord } from '../trace/usage/usage-record.js';
import { commandConfig, oneOf, parseCommandArgs } from './args.js';
import { flagHelp, flagOptions, type Flag } from './flags.js';
import type { Io } from './io.js';
import { RECORDED_USAGE } from './usage.js';

export const RECORDED_FLAGS: readonly Flag[] = [
  { name: 'usage-format', type: 'string', value: 'FORMAT', help: `the files' format (default: told by their content): ${USAGE_FORMATS.join(', ')}` },
  { name: 'config', type: 'string', value: 'FILE', help: 'the config file, for model prices (default: .ctxguard.yml here)' },
  { name: 'base', type: 'string', multiple: true, value: 'PATH', help: 'runs recorded at base: a file, or a folder of .json and .jsonl files (again for more)' },
  { name: 'head', type: 'string', multiple: true, value: 'PATH', help: 'runs recorded at head, the same way: with --base, each agent is compared run for run' },
  { name: 'max-measured-delta-usd', type: 'string', value: 'USD', help: 'with --base and --head: exit 1 when an agent\'s median run costs more\nthan this many dollars per 1,000 runs more at head' },
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
  const format = oneOf('format', values.format as string | undefined, ['table', 'json'], 'table');
  const usageFormat = values['usage-format'] as string | undefined;
  const given = usageFormat === undefined ? undefined : (oneOf('usage-format', usageFormat, USAGE_FORMATS, USAGE_FORMATS[0]) as UsageFormat);
  const { config, file: fileSettings, overrides } = await commandConfig(values, io.cwd, io.cwd);
  // A record that names no model is priced as the model the user named (--model, the config file's), never as the default.
  const named = overrides.model ?? fileSettings.model;
  const price = (model: string | undefined) => {
    const id = model ?? named;
    return id !== undefined && isKnownModel(id, config.models) ? resolveModel(id, config.models) : undefined;
  };
  const read = async (paths: readonly string[]) => {
    const files = await Promise.all((await usageFiles(paths, io.cwd)).map(async (file) => ({ file, ...readUsage(await readFile(resolve(io.cwd, file), 'utf8'), file, given) })));
    return { files: files.map(({ file, format: found }) => ({ file, format: found })), agents: summariseRecordedUsage(distinctRequests(files.flatMap((f) => f.records)), price) };
  };
  const base = values.base as string[] | undefined;
  const head = values.head as string[] | undefined;
  if (base || head) {
    if (!base || !head || positionals.length) throw new InputError(`--base and --head go together, with no other files\n\n${RECORDED_USAGE}`);
    return measuredDelta(await read(base), await read(head), values['max-measured-delta-usd'] as string | undefined, format, io);
  }
  if (positionals.length === 0) throw new InputError(`give the files of recorded usage to read\n\n${RECORDED_USAGE}`);
  const { files, agents } = await read(positionals);
  io.stdout(format === 'json' ? `${JSON.stringify({ files, agents }, null, 2)}\n` : renderRecordedUsage(agents, files));
  return 0;
}

type ReadSide = { files: Array<{ file: string; format: string }>; agents: AgentRecordedUsage[] };

/** Each agent's runs at base beside its runs at head; exit 1 past the limit. */
function measuredDelta(base: ReadSide, head: ReadSide, limitText: string | undefined, format: 'table' | 'json', io: Io): number {
  const limit = limitText === undefined ? undefined : Number(limitText);
  if (limit !== undefined && !(Number.isFinite(limit) && limit >= 0)) throw new InputError(`--max-measured-delta-usd: expected dollars per 1,000 runs (0 or more), got "${limitText}"`);
  const deltas = compareRecordedUsage(base.agents, head.agents);
  // In nano-dollars, so that a delta exactly at the limit is not over it by a float's last bit.
  const perThousand = (usd: number): number => Math.round(usd * 1000 * 1e9) / 1e9;
  const over = limit === undefined ? [] : deltas.filter((d) => d.costUsdPerRun !== undefined && perThousand(d.costUsdPerRun) > limit);
  if (format === 'json') io.stdout(`${JSON.stringify({ base: base.files, head: head.files, agents: deltas, ...(limit !== undefined ? { maxMeasuredDeltaUsd: limit, over: over.map((d) => d.agent) } : {}) }, null, 2)}\n`);
  else {
    const files = (side: ReadSide): string => side.files.map((f) => f.file).join(', ');
    io.stdout(`measured: base ${files(base)}; head ${files(head)}\n\n${renderMeasuredDelta(deltas)}`);
    if (limit !== undefined) io.stdout(over.length ? `\nover max-measured-delta-usd ${limit} per 1,000 runs: ${over.map((d) => d.agent).join(', ')}\n` : `\nwithin max-measured-delta-usd ${limit} per 1,000 runs\n`);
  }
  return over.length ? 1 : 0;
}

/** The files a path names: itself, or every .json and .jsonl file under a folder, in order. */
async function usageFiles(paths: readonly string[], cwd: string): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const full = resolve(cwd, path);
    if (!(await stat(full)).isDirectory()) {
      files.push(path);
      continue;
    }
    const found = (await readdir(full, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && /\.jsonl?$/i.test(entry.name))
      .map((entry) => relative(cwd, join(entry.parentPath, entry.name)))
      .sort();
    if (found.length === 0) throw new InputError(`no .json or .jsonl file in ${path}`);
    files.push(...found);
  }
  return files;
}

/** Records of requests with an id of their own (`UsageRecord.requestId`), each once across every file. */
function distinctRequests(records: readonly UsageRecord[]): UsageRecord[] {
  const seen = new Set<string>();
  return records.filter((record) => record.requestId === undefined || (!seen.has(record.requestId) && seen.add(record.requestId) !== undefined));
}
