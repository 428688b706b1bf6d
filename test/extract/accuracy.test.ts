import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadCodeParsers } from '../../src/extract/code/grammars.js';
import { extractUnits } from '../../src/extract/extract.js';
import { promptFileClassifier } from '../../src/extract/prompt-files.js';
import { repositoryTalksToModel } from '../../src/extract/repository-context.js';
import type { SourceFile } from '../../src/extract/snapshot.js';

/**
 * Precision and recall of code extraction on a labelled corpus written from the public patterns of
 * LangChain, the OpenAI Agents SDK, the Anthropic SDK, MCP servers (Python and TypeScript), aider's
 * prompt classes, the Vercel AI SDK and CrewAI's YAML agents and tasks, plus files with no prompts. The bar is 0.9 for both.
 */
const CORPUS = new URL('../fixtures/corpus/', import.meta.url);
const BAR = 0.9;

test('extraction: precision and recall on the labelled corpus', async () => {
  const labels = JSON.parse(readFileSync(new URL('labels.json', CORPUS), 'utf8')) as Record<string, string[]>;
  const parsers = await loadCodeParsers();
  const classify = promptFileClassifier({ include: [], exclude: [] });
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const misses: string[] = [];
  const files = Object.keys(labels).map((name): SourceFile => {
    const kind = classify(`src/${name}`);
    assert.ok(kind, `${name} is read`);
    return { path: name, kind, content: { kind: 'text', text: readFileSync(new URL(name, CORPUS), 'utf8') } };
  });
  // The corpus is read as one agent repository, as ctxguard's users' are.
  const options = { repositoryTalksToModel: repositoryTalksToModel(files) };
  assert.ok(options.repositoryTalksToModel);
  for (const file of files) {
    const name = file.path;
    const expected = labels[name]!;
    const found = extractUnits(file, parsers, options).map((u) => u.key);
    for (const key of found) {
      if (expected.includes(key)) truePositives++;
      else {
        falsePositives++;
        misses.push(`${name}: unexpected ${key}`);
      }
    }
    for (const key of expected) {
      if (!found.includes(key)) {
        falseNegatives++;
        misses.push(`${name}: missed ${key}`);
      }
    }
  }
  const precision = truePositives / (truePositives + falsePositives);
  const recall = truePositives / (truePositives + falseNegatives);
  console.log(`extraction on ${Object.keys(labels).length} labelled files: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} (${truePositives} found, ${falsePositives} wrong, ${falseNegatives} missed)`);
  for (const m of misses) console.log(`  ${m}`);
  assert.ok(precision >= BAR, `precision ${precision.toFixed(3)} is below ${BAR}`);
  assert.ok(recall >= BAR, `recall ${recall.toFixed(3)} is below ${BAR}`);
});

test('no prompts found in a large tree that has none (installed packages, even without the default excludes)', async () => {
  const root = new URL('../../node_modules/', import.meta.url).pathname;
  const parsers = await loadCodeParsers();
  const classify = promptFileClassifier({ include: [], exclude: [], defaultExcludes: false });
  const { readdirSync } = await import('node:fs');
  const { join, relative } = await import('node:path');
  const found: string[] = [];
  let files = 0;
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.isFile()) {
        const rel = relative(root, path);
        const kind = classify(rel);
        if (!kind) continue;
        files++;
        const text = readFileSync(path, 'utf8');
        for (const u of extractUnits({ path: rel, kind, content: { kind: 'text', text } }, parsers)) found.push(`${u.id}`);
      }
    }
  };
  for (const pkg of ['typescript/lib', 'yaml', 'minimatch', '@actions', '@octokit', 'js-tiktoken/dist/index.js']) {
    const dir = join(root, pkg);
    if (pkg.endsWith('.js')) {
      const rel = relative(root, dir);
      found.push(...extractUnits({ path: rel, kind: classify(rel)!, content: { kind: 'text', text: readFileSync(dir, 'utf8') } }, parsers).map((u) => u.id));
      files++;
    } else walk(dir);
  }
  console.log(`no-prompt tree: ${files} files, ${found.length} units`);
  assert.ok(files > 300, `${files} files`);
  assert.deepEqual(found, []);
});
