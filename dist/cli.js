#!/usr/bin/env node
// The ctxguard command. Built by scripts/build.mjs; do not edit.
import { runCli } from './bundle.js';

process.exitCode = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
