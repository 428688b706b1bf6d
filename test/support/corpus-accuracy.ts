import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { CodeParsers } from '../../src/extract/code/grammars.js';
import { extractUnits } from '../../src/extract/extract.js';
import { promptFileClassifier } from '../../src/extract/prompt-files.js';
import { repositoryTalksToModel } from '../../src/extract/repository-context.js';
import type { SourceFile } from '../../src/extract/snapshot.js';
import { codeRules, profileExtractors, profileFileRules, sdkModules } from '../../src/frameworks/registry.js';

export interface CorpusScore {
  precision: number;
  recall: number;
  /** A summary line, then one line per unit found wrongly or missed. */
  report: string[];
}

/**
 * Precision and recall of extraction on a labelled corpus under test/fixtures (labels.json maps each
 * file to the unit keys a reviewer wants counted; [] for a prompt-free file). The corpus is read as
 * one agent repository, whose signal comes from its own import lines; with `promptFreeAlone`, the
 * prompt-free files are read as they usually live, in a repository that uses no LLM SDK. A labelled
 * file the classifier does not read extracts nothing: its units count as missed.
 */
export function scoreCorpus(corpus: string, parsers: CodeParsers, promptFreeAlone = false): CorpusScore {
  const dir = new URL(`../fixtures/${corpus}/`, import.meta.url);
  const labels = JSON.parse(readFileSync(new URL('labels.json', dir), 'utf8')) as Record<string, string[]>;
  // As the pipeline reads a repository: coding tools' files by their profiles.
  const classify = promptFileClassifier({ include: [], exclude: [], frameworkFiles: profileFileRules() });
  const report: string[] = [];
  let found = 0;
  let wrong = 0;
  let missed = 0;
  const files: SourceFile[] = [];
  for (const name of Object.keys(labels)) {
    const kind = classify(`src/${name}`);
    if (kind) files.push({ path: name, kind, content: { kind: 'text', text: readFileSync(new URL(name, dir), 'utf8') } });
    else {
      missed += labels[name]!.length;
      for (const key of labels[name]!) report.push(`  ${name}: missed ${JSON.stringify(key)} (file not read)`);
    }
  }
  const modules = sdkModules();
  const talks = repositoryTalksToModel(files, modules);
  assert.ok(talks, `${corpus} is read as a repository that uses an LLM SDK`);
  for (const file of files) {
    const expected = labels[file.path]!;
    const options = { sdkModules: modules, codeRules: codeRules(), repositoryTalksToModel: promptFreeAlone && expected.length === 0 ? false : talks, frameworkExtractors: profileExtractors() };
    const keys = extractUnits(file, parsers, options).map((u) => u.key);
    for (const key of keys) {
      if (expected.includes(key)) found++;
      else {
        wrong++;
        report.push(`  ${file.path}: unexpected ${JSON.stringify(key)}`);
      }
    }
    for (const key of expected.filter((k) => !keys.includes(k))) {
      missed++;
      report.push(`  ${file.path}: missed ${JSON.stringify(key)}`);
    }
  }
  const precision = found / (found + wrong);
  const recall = found / (found + missed);
  const how = promptFreeAlone ? ', prompt-free files outside an SDK repository' : '';
  report.unshift(`${corpus}${how}: ${Object.keys(labels).length} files, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} (${found} found, ${wrong} wrong, ${missed} missed)`);
  return { precision, recall, report };
}
