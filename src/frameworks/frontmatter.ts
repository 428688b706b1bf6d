import { parse } from 'yaml';

/** A Markdown file's YAML frontmatter, read for the keys that say when a rule is sent, and its body. */
export interface Frontmatter {
  data: Record<string, unknown>;
  body: string;
  /** The body's first line, 1-based. */
  bodyLine: number;
}

const FENCE = /^---[ \t]*\r?$/;

/**
 * Splits `---`-fenced frontmatter from the body. The YAML is parsed with the `yaml` package; what it
 * cannot parse (Cursor's unquoted `globs: *.ts` is an alias to YAML) is read line by line as
 * `key: value` and `- item`, so a malformed header still yields its keys (docs/architecture.md,
 * "Frameworks"). A file with no closing fence has no frontmatter.
 */
export function splitFrontmatter(text: string): Frontmatter {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  if (!FENCE.test(lines[0] ?? '')) return { data: {}, body: text, bodyLine: 1 };
  const end = lines.findIndex((l, i) => i > 0 && (FENCE.test(l) || /^\.\.\.[ \t]*\r?$/.test(l)));
  if (end < 0) return { data: {}, body: text, bodyLine: 1 };
  const header = lines.slice(1, end).join('\n');
  return { data: readHeader(header), body: lines.slice(end + 1).join('\n'), bodyLine: end + 2 };
}

function readHeader(header: string): Record<string, unknown> {
  try {
    const value: unknown = parse(header);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Not YAML: read as simple lines below.
  }
  return readLines(header);
}

function readLines(header: string): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  let list: string | undefined;
  for (const raw of header.split('\n')) {
    const line = raw.replace(/\r$/, '');
    const item = /^\s+-\s*(.*)$/.exec(line) ?? /^-\s*(.*)$/.exec(line);
    if (item && list !== undefined) {
      const value = data[list];
      data[list] = [...(Array.isArray(value) ? value : []), unquote(item[1]!)];
      continue;
    }
    const pair = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!pair) continue;
    const [, key, value] = pair as unknown as [string, string, string];
    list = value.trim() === '' ? key : undefined;
    data[key] = list ? [] : scalar(value.trim());
  }
  return data;
}

function scalar(value: string): unknown {
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  return unquote(value);
}

function unquote(value: string): string {
  const v = value.trim();
  return /^(['"]).*\1$/.test(v) && v.length >= 2 ? v.slice(1, -1) : v;
}

/** A string value, or undefined. */
export function stringField(data: Readonly<Record<string, unknown>> | undefined, key: string): string | undefined {
  const value = data?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
}

/** `true`, `"true"` or `yes`: frontmatter written by hand spells booleans several ways. */
export function booleanField(data: Readonly<Record<string, unknown>> | undefined, key: string): boolean {
  const value = data?.[key];
  return value === true || (typeof value === 'string' && /^(true|yes|on)$/i.test(value.trim()));
}

/** Globs given as a list or as one comma-separated string (Cursor's `globs`, Copilot's `applyTo`). */
export function globsField(data: Readonly<Record<string, unknown>> | undefined, key: string): string[] {
  const value = data?.[key];
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items.filter((g): g is string => typeof g === 'string').map((g) => g.trim()).filter((g) => g.length > 0);
}
