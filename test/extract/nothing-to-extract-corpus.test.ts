import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import type { CodeParsers } from '../../src/extract/code/grammars.js';
import { javascriptUnits } from '../../src/extract/code/javascript.js';
import { hasNothingToExtract } from '../../src/extract/code/nothing-to-extract.js';
import type { ExtractOptions } from '../../src/extract/extract.js';
import { codeRules, sdkModules } from '../../src/frameworks/registry.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';

/**
 * The proof that a file holds no prompt, checked against the walker on real code: every file of a
 * few installed packages (linters full of `TemplateLiteral` visitors and `template` parameters, a YAML
 * parser, HTTP clients, a tokenizer library with chat templates, bundles minified into a few lines)
 * that the pre-check skips must give nothing when parsed and walked. The packages are pinned by the
 * lockfile.
 */
const PACKAGES = ['eslint/lib', '@typescript-eslint', 'yaml', 'web-tree-sitter', '@actions', 'undici', 'ajv', 'acorn', '@lenml/tokenizers', 'espree', 'bottleneck', '@vercel/ncc/dist/ncc/loaders', '@anthropic-ai/tokenizer'];
const NODE_MODULES = new URL('../../node_modules/', import.meta.url).pathname;
const PLAIN: ExtractOptions = { sdkModules: sdkModules(), codeRules: codeRules() };
const REPOSITORY: ExtractOptions = { ...PLAIN, repositoryTalksToModel: true };

let parsers: CodeParsers;
before(async () => {
  parsers = await loadCodeParsers();
});

function* codeFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') yield* codeFiles(path);
    else if (entry.isFile() && /\.(js|cjs|mjs|ts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && statSync(path).size <= 1_000_000) yield path;
  }
}

test('every installed file the pre-check skips gives nothing when walked, in either kind of repository', () => {
  let skipped = 0;
  let read = 0;
  const missed: string[] = [];
  for (const pkg of PACKAGES) {
    for (const file of codeFiles(join(NODE_MODULES, pkg))) {
      const text = readFileSync(file, 'utf8');
      const path = file.slice(NODE_MODULES.length);
      const language = file.endsWith('.ts') ? 'typescript' : 'javascript';
      const skippedIn = [PLAIN, REPOSITORY].filter((options) => hasNothingToExtract(path, language, text, options));
      skipped += skippedIn.length;
      read += 2 - skippedIn.length;
      if (skippedIn.length === 0) continue;
      const tree = parsers.parse(language, text);
      try {
        for (const options of skippedIn) {
          const found = javascriptUnits(path, tree.root, options);
          const what = [...found.units.map((u) => u.key), ...found.findings.map((f) => f.kind), ...found.models.map((m) => m.id), ...found.calls.map((c) => c.callee)];
          if (what.length > 0) missed.push(`${path} (${options.repositoryTalksToModel ? 'repository' : 'plain'}): ${what.join(', ')}`);
        }
      } finally {
        tree.delete();
      }
    }
  }
  assert.deepEqual(missed, []);
  // Not a vacuous check: most of this code is skipped, and some of it (what imports an SDK) is read.
  assert.ok(skipped > 3_000 && read >= 10, `skipped ${skipped}, read ${read}`);
});
