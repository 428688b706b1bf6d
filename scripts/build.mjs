// Bundles src/ into dist/ with ncc: one bundle (dist/bundle.js, with the chunks it loads on demand) and two shims over it, index.js for
// the action (action.yml's `main`) and cli.js for the `ctxguard` command. `--out DIR` builds elsewhere,
// which is how the test for a stale dist/ compares a fresh build with the committed one.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outFlag = process.argv.indexOf('--out');
const out = resolve(outFlag > 0 ? process.argv[outFlag + 1] : join(root, 'dist'));
const staging = `${out}.staging`;

rmSync(staging, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js'), 'build', 'src/entries.ts', '-o', staging, '--license', 'licenses.txt', '--quiet'],
  { cwd: root, stdio: 'inherit' },
);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// The bundle, and the chunks ncc splits off at each dynamic import() (src/entries.ts), which the bundle
// loads by their file names: only the bundle is renamed.
for (const name of readdirSync(staging)) {
  if (name === 'package.json') writeFileSync(join(out, name), readFileSync(join(staging, name)));
  else renameSync(join(staging, name), join(out, name === 'index.js' ? 'bundle.js' : name));
}
writeFileSync(
  join(out, 'index.js'),
  [
    '// The GitHub Action entry (action.yml `main`). Built by scripts/build.mjs; do not edit.',
    '// Loading the bundle can fail before the action runs (the toolkit reads the event file as it loads):',
    '// that is said as a workflow error, not as a stack trace.',
    'let runAction;',
    'try {',
    "  runAction = await (await import('./bundle.js')).loadAction();",
    '} catch (error) {',
    "  const why = error instanceof SyntaxError ? `the event payload file (GITHUB_EVENT_PATH ${process.env.GITHUB_EVENT_PATH}) is not valid JSON: ${error.message}` : String(error instanceof Error ? error.message : error);",
    "  const message = why.replace(/%/g, '%25').replace(/\\r/g, '%0D').replace(/\\n/g, '%0A');",
    '  process.stdout.write(`::error::ctxguard could not start: ${message}\\n`);',
    '  process.exit(1);',
    '}',
    'await runAction();',
    '',
  ].join('\n'),
);
writeFileSync(
  join(out, 'cli.js'),
  "#!/usr/bin/env node\n// The ctxguard command. Built by scripts/build.mjs; do not edit.\nimport { runCli } from './bundle.js';\n\nprocess.exitCode = await runCli(process.argv.slice(2), {\n  cwd: process.cwd(),\n  stdout: (text) => process.stdout.write(text),\n  stderr: (text) => process.stderr.write(text),\n});\n",
  { mode: 0o755 },
);
// The tree-sitter runtime and grammars are loaded from dist/wasm/ at run time (src/pipeline/code-parsers.ts).
const grammars = join(root, 'node_modules/@vscode/tree-sitter-wasm/wasm');
mkdirSync(join(out, 'wasm'));
for (const file of ['web-tree-sitter.js', 'web-tree-sitter.wasm']) copyFileSync(join(root, 'node_modules/web-tree-sitter', file), join(out, 'wasm', file));
for (const file of ['tree-sitter-python.wasm', 'tree-sitter-typescript.wasm', 'tree-sitter-tsx.wasm', 'tree-sitter-javascript.wasm']) {
  copyFileSync(join(grammars, file), join(out, 'wasm', file));
}
// The BPE ranks are read from dist/ranks/ at run time (src/pipeline/rank-files.ts), not compiled as JavaScript.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/rank-files.ts', join(out, 'ranks')], { cwd: root, stdio: 'inherit' });
rmSync(staging, { recursive: true, force: true });
// Every runtime dependency ships in dist/ (bundled, or copied and converted beside the bundle: the
// tree-sitter runtime and grammars, js-tiktoken's ranks), so each one's licence must too. ncc's list
// leaves out the packages of the bundle's main chunk (yaml, jsonc-parser) and what the build copies,
// and lists a package that ships no licence file with no text: each is added or completed, in ncc's
// form (name, licence, text).
const licensesPath = join(out, 'licenses.txt');
const licenses = readFileSync(licensesPath, 'utf8').trimEnd().split('\n');
for (const name of Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies)) {
  const dir = join(root, 'node_modules', name);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const file = readdirSync(dir).find((f) => /^licen[cs]e(\.|$)/i.test(f));
  const repository = typeof pkg.repository === 'string' ? pkg.repository : (pkg.repository?.url ?? pkg.homepage);
  const text = file ? readFileSync(join(dir, file), 'utf8').trimEnd() : `The package ships no licence file; its package.json says ${pkg.license} (${repository}).`;
  const at = licenses.indexOf(name);
  if (at < 0) licenses.push('', '', name, pkg.license, text);
  else if (!licenses[at + 2]?.trim()) licenses.splice(at + 2, 0, text);
}
// smolagents' prompt templates and tool renderers are embedded as text (src/frameworks/smolagents/), not a dependency.
if (!licenses.includes('smolagents')) {
  licenses.push('', '', 'smolagents', 'Apache-2.0', readFileSync(join(root, 'src/frameworks/smolagents/LICENSE'), 'utf8').trimEnd());
}
writeFileSync(licensesPath, `${licenses.join('\n')}\n`);
// The extraction cache trusts results only from the same code (src/pipeline/code-fingerprint.ts): the
// hash of every file built, grammars included, by path.
const fingerprint = createHash('sha256');
for (const file of readdirSync(out, { recursive: true }).map(String).sort()) {
  const path = join(out, file);
  if (!statSync(path).isFile()) continue;
  fingerprint.update(file).update('\0').update(readFileSync(path)).update('\0');
}
writeFileSync(join(out, 'fingerprint.txt'), `${fingerprint.digest('hex').slice(0, 32)}\n`);
