import { resolve } from 'node:path';
import { scanDirectory } from '../pipeline/scan.js';
import { renderScanTable } from '../report/scan-table.js';
import { commandConfig, oneOf, parseCommandArgs, SETTING_FLAGS } from './args.js';
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
  const { config } = await commandConfig(values, io.cwd, root);
  const report = await scanDirectory(root, config);
  io.stdout(format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderScanTable(report));
  return 0;
}
