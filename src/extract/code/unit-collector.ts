import type { Node } from 'web-tree-sitter';
import { unitId, type PromptUnit, type Role } from '../prompt-unit.js';
import { toolSchema } from '../structured.js';
import { TOOL_DEFINING_KEYS } from '../structured-keys.js';
import { isLongProse } from './prompt-names.js';
import { isDisplayCall } from './text-for-people.js';
import type { StaticText } from './static-text.js';
import { unboundedFinding, unboundedReturnLine, type UnboundedToolOutput } from './unbounded-output.js';

// A `+` or `%` of strings is text too.
const TEXT_NODES = new Set(['string', 'concatenated_string', 'template_string', 'binary_operator', 'binary_expression']);
const CALL_NODES = new Set(['call', 'call_expression', 'new_expression', 'await', 'await_expression', 'lambda', 'arrow_function', 'function_expression']);


/**
 * Whether a dict or object literal could define a tool, from its own keys alone: evaluating every
 * literal in full would cost its size times its depth.
 */
export function mayDefineTool(node: Node, keyOf: (key: Node) => string | undefined): boolean {
  for (const pair of node.namedChildren) {
    const key = pair?.type === 'pair' ? pair.childForFieldName('key') : null;
    if (key && TOOL_DEFINING_KEYS.has(keyOf(key) ?? '')) return true;
  }
  return false;
}

/**
 * Collects a file's code units. Keys name where the text lives (`Class.attr`, `fn.Agent(instructions)`,
 * `tool:search`), so ids survive moves inside the file; a repeated key gets `#2`, `#3` in file order.
 * A node taken once, or anything inside it, is never taken again (a docstring is not also a long
 * string, the argument of `dedent(...)` is not a second unit).
 */
export class UnitCollector {
  private readonly list: PromptUnit[] = [];
  private readonly keys = new Map<string, number>();
  /** Ranges already taken, kept disjoint and sorted: a string inside a taken value (a dedent's argument) is not taken again. */
  private readonly taken = new TakenRanges();
  private readonly problems: UnboundedToolOutput[] = [];
  /** Where each unit was taken, for the calls that wire it (`keysWithin`). */
  private readonly spans: Array<{ start: number; end: number; key: string }> = [];

  constructor(private readonly path: string) {}

  /**
   * Checks a tool's body for returns of unbounded content. What a tool returns is its output, not a
   * prompt: the text in its return values is set aside (not what calls made there send to a model:
   * a tool may itself ask a model, with a system prompt of its own).
   */
  checkTool(tool: string, body: Node, returnType: string): void {
    const returnNodes = body.descendantsOfType(returnType).filter((r): r is Node => r !== null);
    for (const r of returnNodes) this.consumeText(r);
    if (body.type !== 'statement_block' && body.type !== 'block') this.consumeText(body);
    const returns = returnNodes.map((r) => ({ text: r.text, line: r.startPosition.row + 1 }));
    // An arrow function's expression body is its return value.
    if (returns.length === 0 && body.type !== 'statement_block' && body.type !== 'block') returns.push({ text: body.text, line: body.startPosition.row + 1 });
    const line = unboundedReturnLine(body.text, returns);
    if (line !== undefined) this.problems.push(unboundedFinding(this.path, line, tool));
  }

  findings(): UnboundedToolOutput[] {
    return this.problems;
  }

  add(key: string, role: Role, value: StaticText, node: Node): void {
    if (this.consumed(node) || !value.text.trim()) return;
    this.consume(node);
    const n = (this.keys.get(key) ?? 0) + 1;
    this.keys.set(key, n);
    const unique = n === 1 ? key : `${key}#${n}`;
    this.spans.push({ start: node.startIndex, end: node.endIndex, key: unique });
    this.list.push({
      id: unitId(this.path, unique),
      path: this.path,
      key: unique,
      role,
      text: value.text,
      lines: [node.startPosition.row + 1, node.endPosition.row + 1],
      placeholders: [...new Set(value.placeholders)],
    });
  }

  /**
   * A string (or `+` chain) not yet taken, long enough to be a prompt in a file that talks to a model:
   * a unit of role `other`, keyed by its scope and first words. True when taken.
   */
  takeLong(scope: string[], node: Node, evaluate: (node: Node) => StaticText | undefined): boolean {
    if (this.consumed(node)) return false;
    const value = evaluate(node);
    if (!value || !isLongProse(value.text)) return false;
    const words = value.text.trim().split(/\s+/).slice(0, 6).join(' ').replace(/[^\p{L}\p{N}_ .,-]/gu, '').replace(/\s+/g, ' ').trim().slice(0, 60);
    this.add(`${scope.length ? `${scope.join('.')}.` : ''}"${words}…"`, 'other', value, node);
    return true;
  }

  /**
   * A tool definition written as a literal (`{name, description, input_schema}`) is sent as JSON;
   * values computed at run time are left out and listed.
   */
  takeToolSchema(node: Node, value: unknown, computed: string[] = []): boolean {
    const tool = value && typeof value === 'object' && !Array.isArray(value) ? toolSchema(value as Record<string, unknown>) : undefined;
    if (!tool) return false;
    this.add(`tool:${tool}`, 'tool-schema', { text: JSON.stringify(value), placeholders: computed }, node);
    return true;
  }

  /** Whether a unit already has this key (a tool found by its decorator and again in a tools list). */
  has(key: string): boolean {
    return this.keys.has(key);
  }

  /** The keys of the units taken inside this node (an argument of `Agent(...)`), in file order. */
  keysWithin(node: Node): string[] {
    return this.spans.filter((s) => s.start >= node.startIndex && s.end <= node.endIndex).map((s) => s.key);
  }

  consume(node: Node): void {
    this.taken.add(node.startIndex, node.endIndex);
  }

  /**
   * A call that prints, logs or mails (`print(...)`, `console.warn(...)`): its text is for people and
   * set aside, while a model call inside it is still read. True when it was such a call.
   */
  setAsideDisplayed(call: Node): boolean {
    if (!isDisplayCall(call.childForFieldName('function')?.text ?? '')) return false;
    const args = call.childForFieldName('arguments');
    if (args) this.consumeText(args);
    return true;
  }

  /** Sets aside the strings in an expression, but not those inside the calls it makes. */
  consumeText(node: Node): void {
    if (TEXT_NODES.has(node.type)) {
      this.consume(node);
      return;
    }
    if (CALL_NODES.has(node.type)) return;
    for (const child of node.namedChildren) if (child) this.consumeText(child);
  }

  consumed(node: Node): boolean {
    return this.taken.covers(node.startIndex, node.endIndex);
  }

  units(): PromptUnit[] {
    return this.list;
  }
}

/**
 * Sorted, disjoint ranges: a new range swallows those inside it, so whether a range is covered is one
 * binary search, not a scan of everything taken so far (a file with thousands of docstrings).
 */
export class TakenRanges {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  /** Whether [start, end) lies inside one taken range. */
  covers(start: number, end: number): boolean {
    const i = this.lastStartingAtOrBefore(start);
    return i >= 0 && this.ends[i]! >= end;
  }

  add(start: number, end: number): void {
    if (this.covers(start, end)) return;
    // Syntax nodes nest or are apart, so the ranges it overlaps are the ones inside it.
    let from = this.lastStartingAtOrBefore(start) + 1;
    if (from > 0 && this.ends[from - 1]! > start) from--;
    let to = from;
    while (to < this.starts.length && this.starts[to]! < end) to++;
    const s = Math.min(start, this.starts[from] ?? start);
    const e = Math.max(end, to > from ? this.ends[to - 1]! : end);
    this.starts.splice(from, to - from, s);
    this.ends.splice(from, to - from, e);
  }

  private lastStartingAtOrBefore(position: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.starts[mid]! <= position) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }
}
