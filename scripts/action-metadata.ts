// action.yml read as strictly as GitHub's runner reads it, for the tests, the e2e harness and the
// README generator: one parser, so none of them can accept a file the runner would refuse.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';

export const ACTION_YML = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'action.yml');

export interface ActionInput {
  description: string;
  required?: boolean;
  default?: string;
}

export interface ActionMetadata {
  name: string;
  description: string;
  inputs: Record<string, ActionInput>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
  [key: string]: unknown;
}

/**
 * Parses action metadata text. Any YAML error or warning throws (duplicate keys included): the
 * runner's parser refuses what a lenient one would guess at, such as an unquoted `: ` in a value.
 */
export function parseActionMetadata(text: string, file = 'action.yml'): ActionMetadata {
  const doc = parseDocument(text, { uniqueKeys: true, strict: true, prettyErrors: true });
  const problems = [...doc.errors, ...doc.warnings];
  if (problems.length) throw new Error(`${file} is not valid YAML:\n${problems.map((p) => p.message).join('\n')}`);
  const value: unknown = doc.toJS();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${file} is not a mapping`);
  return value as ActionMetadata;
}

export function readActionMetadata(path = ACTION_YML): ActionMetadata {
  return parseActionMetadata(readFileSync(path, 'utf8'), path);
}
