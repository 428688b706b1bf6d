import { visit } from 'jsonc-parser';
import { Document, LineCounter, Pair, Scalar, YAMLMap, YAMLSeq, type Node } from 'yaml';

/** A YAML document (a JSON text is one) and where its lines start. */
export interface ParsedDocument {
  doc: Document;
  lineCounter: LineCounter;
}

/**
 * A JSON text as the YAML parser reads it, built without that parser: the same nodes (maps, lists,
 * double-quoted and plain scalars), each value where the parser has it start and end, and the same
 * line starts. The YAML parser reads JSON at some 2 MB/s, and compiling its code on a run's first
 * files costs more CPU still (docs/architecture.md, "JSON is not read by the YAML parser").
 *
 * Undefined for any text it cannot vouch for, which the YAML parser then reads: not strict JSON
 * (`JSON.parse` refuses it: comments, trailing commas, a second document, a line break in a
 * string), a key repeated in an object (an error there), or a carriage return without a line feed
 * (no line break in YAML, and no whitespace either).
 */
export function jsonDocument(text: string): ParsedDocument | undefined {
  const first = text.search(/\S/);
  if (first < 0 || (text[first] !== '{' && text[first] !== '[') || /\r(?!\n)/.test(text) || !isStrictJson(text)) return undefined;
  const lineCounter = new LineCounter();
  lineCounter.addNewLine(0);
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lineCounter.addNewLine(at + 1);
  const doc = new Document(undefined, { merge: true });
  let root: Node | undefined;
  /** The collections open, innermost last, and the key each waits to pair (for a map). */
  const open: Array<{ node: YAMLMap | YAMLSeq; keys: Set<string>; key?: Scalar }> = [];
  let failed = false;
  const add = (node: Node): void => {
    const parent = open.at(-1);
    if (!parent) root = node;
    else if (parent.node instanceof YAMLSeq) parent.node.items.push(node);
    else {
      parent.node.items.push(new Pair(parent.key!, node));
      parent.key = undefined;
    }
  };
  /**
   * Where the YAML parser ends a node (its range's third place), from where its value ends: past the
   * spaces and line breaks to the next `,` or `]` for an item of a list, past the spaces and one line
   * break for a map's value or the whole document. A unit's last line is read from it.
   */
  const nodeEnd = (valueEnd: number): number => (open.at(-1)?.node instanceof YAMLSeq ? nextToken(text, valueEnd) : pastLineEnd(text, valueEnd));
  /** Opens a map or a list where its bracket is read. */
  const opened = (node: YAMLMap | YAMLSeq, offset: number): void => {
    node.flow = true;
    node.range = [offset, offset, offset];
    add(node);
    open.push({ node, keys: new Set() });
  };
  /** Sets where the innermost collection ends, now that its close is read. */
  const closed = (end: number): void => {
    const { node } = open.pop()!;
    node.range = [node.range![0], end, nodeEnd(end)];
  };
  /** A string (double-quoted, as JSON writes it: never a YAML merge key) or a number, `true`, `false`, `null`. */
  const scalar = (value: unknown, offset: number, length: number): Scalar => {
    const node = new Scalar(value);
    node.type = typeof value === 'string' ? Scalar.QUOTE_DOUBLE : Scalar.PLAIN;
    node.range = [offset, offset + length, nodeEnd(offset + length)];
    return node;
  };
  try {
    visit(
      text,
      {
        onObjectBegin: (offset) => opened(new YAMLMap(doc.schema), offset),
        onObjectProperty: (property, offset, length) => {
          const parent = open.at(-1)!;
          if (parent.keys.has(property)) failed = true;
          parent.keys.add(property);
          parent.key = scalar(property, offset, length);
        },
        onObjectEnd: (offset, length) => closed(offset + length),
        onArrayBegin: (offset) => opened(new YAMLSeq(doc.schema), offset),
        onArrayEnd: (offset, length) => closed(offset + length),
        onLiteralValue: (value: unknown, offset, length) => add(scalar(value, offset, length)),
        onError: () => {
          failed = true;
        },
      },
      { disallowComments: true, allowTrailingComma: false },
    );
  } catch (error) {
    // Nested deeper than the reader's calls go: the YAML parser is left to judge it.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
  if (failed || !root) return undefined;
  doc.contents = root;
  return { doc, lineCounter };
}

/** Past the spaces and line breaks from `from`. */
function nextToken(text: string, from: number): number {
  let at = from;
  while (at < text.length && (text[at] === ' ' || text[at] === '\t' || text[at] === '\n' || text[at] === '\r')) at++;
  return at;
}

/** Past the spaces from `from`, and the line break after them if there is one. */
function pastLineEnd(text: string, from: number): number {
  let at = from;
  while (text[at] === ' ' || text[at] === '\t') at++;
  if (text[at] === '\r' && text[at + 1] === '\n') return at + 2;
  return text[at] === '\n' ? at + 1 : at;
}

function isStrictJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
