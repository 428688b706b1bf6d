import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIFF_FLAGS, diffCommand } from '../../src/cli/diff.js';
import type { Io } from '../../src/cli/io.js';
import { RECORDED_FLAGS, recordedCommand } from '../../src/cli/recorded.js';
import { SCAN_FLAGS, scanCommand } from '../../src/cli/scan.js';
import { SIMULATE_FLAGS, simulateCommand } from '../../src/cli/simulate.js';

/** A command's --help, as it prints it. */
async function help(command: (args: string[], io: Io) => Promise<number>): Promise<string> {
  let out = '';
  const code = await command(['--help'], { cwd: '.', stdout: (t) => (out += t), stderr: () => undefined });
  assert.equal(code, 0);
  return out;
}

describe('each command’s help lists every flag it takes', () => {
  for (const [name, command, flags] of [
    ['diff', diffCommand, DIFF_FLAGS],
    ['scan', scanCommand, SCAN_FLAGS],
    ['simulate', simulateCommand, SIMULATE_FLAGS],
    ['recorded', recordedCommand, RECORDED_FLAGS],
  ] as const) {
    test(`${name} --help: every flag of its table, with what it does, and the settings`, async () => {
      const text = await help(command);
      for (const flag of flags) assert.match(text, new RegExp(`^  --${flag.name}\\b.*${flag.help.split('\n')[0]!.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'), flag.name);
      assert.match(text, /Settings: every setting of \.ctxguard\.yml as --kebab-case/);
    });
  }

  test('diff --help names the cache flags', async () => {
    const text = await help(diffCommand);
    assert.match(text, /^ {2}--cache-dir DIR +keep extraction results here between runs/m);
    assert.match(text, /^ {2}--no-cache +extract every file, and keep nothing/m);
  });
});
