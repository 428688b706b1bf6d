import { resolve } from 'node:path';
import { configFrom } from '../config/config.js';
import { loadConfigFile } from '../config/load-config.js';
import { scanDirectory } from '../pipeline/scan.js';
import { renderScanTable } from '../report/scan-table.js';
import { oneOf, parseCommandArgs, SETTING_FLAGS, settingOverrides } from './args.js';
import type { Io } from './main.js';

export async function scanCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs('scan', args, {
    config: { type: 'string' },
    format: { type: 'string' },
    ...SETTING_FLAGS,
  });
  if (values.help) {
    io.stdout('ctxguard scan [DIR] [--config FILE] [--format table|json]\n');
    return 0;
  }
  const root = resolve(io.cwd, positionals[0] ?? '.');
  const format = oneOf('format', values.format as string | undefined, ['table', 'json'], 'table');
  const configPath = (values.config as string | undefined) ?? resolve(root, '.ctxguard.yml');
  const fileConfig = await loadConfigFile(resolve(io.cwd, configPath), values.config !== undefined);
  const report = await scanDirectory(root, configFrom(fileConfig, settingOverrides(values, io.cwd)));
  io.stdout(format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderScanTable(report));
  return 0;
}
