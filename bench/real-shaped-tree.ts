import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { random } from '../test/support/corpus.js';
import { initRepo } from '../test/support/git-repo.js';
import { FastImportCommit, fastImport } from './fast-import.js';
import { LANGUAGES } from './prose.js';
import { fileVersions, type Shape } from './prompt-file-shapes.js';

/**
 * A repository shaped like a real one, about 30 MB: first-party-looking code, markdown, JSON and YAML
 * (a slice of the installed packages, copied under `packages/`), a few dozen prompt files, and a pull
 * request that changes one line of one prompt. The case a cache must make cheap: nearly everything is
 * the same at base and head.
 */
export interface RealShapedTree {
  repo: string;
  files: number;
  bytes: number;
  changedPath: string;
}

const NODE_MODULES = new URL('../node_modules/', import.meta.url).pathname;
const KINDS = /\.(js|mjs|cjs|ts|tsx|md|json|ya?ml)$/;
/**
 * ctxguard's default max_file_bytes: larger files are skipped unread, so they would add size without
 * work. The installed packages' files under it come to about 40 MB.
 */
const MAX_FILE_BYTES = 1_000_000;
/**
 * Folders ctxguard skips as noise (docs/architecture.md): renamed, so the copy is read as first-party
 * code would be rather than mostly skipped, which would flatter the figure.
 */
const NOISE_FOLDERS = /^(dist|build|out|lib|esm|cjs|test|tests|__tests__|docs|doc|examples|example|vendor|generated|locales?)$/;
const PROMPT_FILES = 40;

export function buildRealShapedTree(dir: string, targetBytes = 30_000_000): RealShapedTree {
  const repo = initRepo(dir);
  const base = new FastImportCommit('refs/heads/main', 'Base');
  const head = new FastImportCommit('refs/heads/feature', 'One line of one prompt', 'refs/heads/main');
  let bytes = 0;
  let files = 0;
  const shapes: Shape[] = ['markdown', 'yaml', 'python', 'json'];
  const rand = random(30);
  let changedPath = '';
  for (let i = 0; i < PROMPT_FILES; i++) {
    const shape = shapes[i % shapes.length]!;
    const spec = { shape, language: LANGUAGES[i % LANGUAGES.length]!, seed: i + 1, bytes: 4_000 + Math.floor(rand() * 20_000) };
    const path = shape === 'python' ? `agents/agent_${i}.py` : shape === 'json' ? `tools/tools-${i}.json` : `prompts/prompt-${i}.${shape === 'yaml' ? 'yaml' : 'md'}`;
    const text = fileVersions(spec).base;
    bytes += base.write(path, text);
    files++;
    if (shape === 'markdown' && !changedPath) {
      changedPath = path;
      head.write(path, text.replace('\n\n', '\n\nAlways answer in the language of the question.\n\n'));
    }
  }
  for (const path of walk(NODE_MODULES)) {
    if (bytes >= targetBytes) break;
    const size = statSync(path).size;
    if (!KINDS.test(path) || path.endsWith('.d.ts') || size > MAX_FILE_BYTES) continue;
    const copied = relative(NODE_MODULES, path)
      .split('/')
      .map((segment) => (NOISE_FOLDERS.test(segment) ? `src-${segment}` : segment))
      .join('/');
    bytes += base.write(`packages/${copied}`, readFileSync(path));
    files++;
  }
  fastImport(repo, [base, head], 'refs/heads/feature');
  return { repo, files, bytes, changedPath };
}

/** Files in a stable order, nested node_modules and dot folders left out. */
function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name.startsWith('.') || (entry.name === 'node_modules' && dir !== NODE_MODULES)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}
