import { resolve } from 'node:path';
import { scanDirectory } from '../pipeline/scan.js';
import { renderScanTable } from '../report/scan-table.js';
import { commandConfig, oneOf, parseCommandArgs } from './args.js';
import { flagHelp, flagOptions, type Flag } from './flags.js';
import type { Io } from './io.js';
import { SCAN_USAGE } from './usage.js';


export const SCAN_FLAGS: readonly Flag[] = [
  { name: 'config', type: 'string', value: 'FILE', help: 'the config file (default: .ctxguard.yml in DIR)' },
  { name: 'format', type: 'string', value: 'FORMAT', help: 'table or json' },
];

export async function scanCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs('scan', args, flagOptions(SCAN_FLAGS));
  if (values.help) {
    io.stdout(flagHelp(SCAN_USAGE, SCAN_FLAGS));
    return 0;
  }
  const root = resolve(io.cwd, positionals[0] ?? '.');
  const format = oneOf('format', values.format as string | undefined, ['table', 'json'], 'table');
  const { config } = await commandConfig(values, io.cwd, root);
  const report = await scanDirectory(root, config);
  io.stdout(format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderScanTable(report));
  return 0;
}
