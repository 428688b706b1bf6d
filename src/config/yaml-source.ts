import { LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { InputError } from '../input-error.js';

/**
 * A parsed YAML (or JSON) document that can say on which line any value stands, so that every
 * validation error names the file, the line and the key.
 */
export interface YamlSource {
  file: string;
  value: unknown;
  lineOf(path: ReadonlyArray<string | number>): number | undefined;
}

export type YamlPath = ReadonlyArray<string | number>;

export function parseYaml(text: string, file: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const [first] = doc.errors;
  if (first) {
    const line = lineCounter.linePos(first.pos[0]).line;
    throw new InputError(`not valid YAML: ${first.message.split('\n')[0]}`, { file, line });
  }
  return {
    file,
    value: doc.toJS(),
    lineOf(path) {
      const node = (path.length === 0 ? doc.contents : doc.getIn(path, true)) as Node | null | undefined;
      return node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
    },
  };
}

/** Throws an InputError that points at `path` in the source. */
export function failAt(source: YamlSource, path: YamlPath, message: string): never {
  throw new InputError(message, {
    file: source.file,
    line: source.lineOf(path),
    ...(path.length ? { key: path.join('.') } : {}),
  });
}

/** The mapping at `path`, with its keys checked against `known`. */
export function mappingAt(source: YamlSource, path: YamlPath, value: unknown, known: readonly string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) failAt(source, path, 'expected a mapping');
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) failAt(source, [...path, key], `unknown key (known: ${known.join(', ')})`);
  }
  return value as Record<string, unknown>;
}

export function numberAt(
  source: YamlSource,
  path: YamlPath,
  value: unknown,
  rule: { integer?: boolean; min?: number } = {},
): number {
  const ok =
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (!rule.integer || Number.isInteger(value)) &&
    (rule.min === undefined || value >= rule.min);
  if (!ok) {
    const what = `${rule.integer ? 'a whole number' : 'a number'}${rule.min === undefined ? '' : ` of at least ${rule.min}`}`;
    failAt(source, path, `expected ${what}, got ${JSON.stringify(value)}`);
  }
  return value as number;
}

export function stringListAt(source: YamlSource, path: YamlPath, value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) failAt(source, path, 'expected a list of names');
  return value as string[];
}
