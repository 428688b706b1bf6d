import { jsonLocation, type JsonPath } from '../formats/json-location.js';
import { parseJson } from '../formats/json-syntax.js';

/** One JSON value of a usage file and the 1-based line it starts on. */
export interface JsonDocument {
  value: unknown;
  line: number;
  /** The line of a value inside it, by its path: a file that is one document spans many lines. */
  lineOf?(path: JsonPath): number;
}

/**
 * A file's JSON values: one per non-empty line (JSONL, as OpenTelemetry's file exporter, Codex and
 * Claude Code write), or the whole file when it is one document (a pretty-printed export). A line
 * that is not JSON is an error naming the file, line and column.
 */
export function jsonDocuments(text: string, file: string): JsonDocument[] {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('[') || (trimmed.startsWith('{') && !isJsonLines(text))) {
    const line = 1 + leadingLines(text);
    return [{ value: parseJson(text, file), line, lineOf: (path) => jsonLocation(text, path)?.line ?? line }];
  }
  const documents: JsonDocument[] = [];
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() !== '') documents.push({ value: parseJson(raw, file, i + 1), line: i + 1 });
  });
  return documents;
}

/** Whether the text's first non-empty line is a whole JSON value: then every line is one. */
function isJsonLines(text: string): boolean {
  const first = text.split('\n').find((line) => line.trim() !== '');
  if (first === undefined) return true;
  try {
    JSON.parse(first);
    return true;
  } catch {
    return false;
  }
}

/** Lines before the text's first non-blank char. */
function leadingLines(text: string): number {
  return text.slice(0, text.length - text.trimStart().length).split('\n').length - 1;
}

/**
 * The items a file lists, each with the line it starts on: the items of one JSON list, or of an API
 * response's `data` list (Langfuse's observations, an Agents SDK ingest payload), or each value
 * alone. In a file that is one document, an item's own line.
 */
export function listedItems(documents: readonly JsonDocument[]): Array<{ item: unknown; line: number }> {
  return documents.flatMap(({ value, line, lineOf }) => {
    const data = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { data?: unknown }).data : undefined;
    const [items, at] = Array.isArray(value) ? [value, []] : Array.isArray(data) ? [data, ['data']] : [[value], undefined];
    return items.map((item, i) => ({ item, line: lineOf && at ? lineOf([...at, i]) : line }));
  });
}
