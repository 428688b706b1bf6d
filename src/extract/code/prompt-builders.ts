import type { Node } from 'web-tree-sitter';
import type { StaticText } from './static-text.js';
import { isLongProse, roleForName } from './prompt-names.js';
import type { UnitCollector } from './unit-collector.js';
import { LocalTexts, type Evaluator } from './local-text.js';
import { makesDocumentForPeople } from './document-functions.js';
import { FUNCTION_TYPES } from './function-types.js';

/**
 * What a prompt-building function (`def system_prompt(self): return f"..."`, `function
 * buildSystemPrompt(cwd) { return \`...\` }`, `const getPrompt = () => \`...\``) returns: the value
 * of each of its own return statements, not those of functions nested in it. An arrow function's
 * expression body is its one return value.
 */
function returnedValues(body: Node): Node[] {
  if (body.type !== 'block' && body.type !== 'statement_block') return [body];
  const values: Node[] = [];
  const walk = (node: Node): void => {
    for (const child of node.namedChildren) {
      if (!child || FUNCTION_TYPES.has(child.type) || child.type === 'class_definition' || child.type === 'class_declaration') continue;
      if (child.type === 'return_statement') {
        const value = child.namedChildren.find((c) => c?.type !== 'comment');
        if (value) values.push(value);
      } else walk(child);
    }
  };
  walk(body);
  return values;
}

/** A text a function builds up in a local variable, and the pieces it is built from. */
interface BuiltText {
  text: StaticText;
  pieces: Node[];
}

/**
 * The text a function builds in a local variable and returns: `prompt = "..."; prompt += "...";
 * return prompt`, or `parts = [...]; parts.append(...); return "\n\n".join(parts)` (JavaScript:
 * `parts.push(...)`, `parts.join(sep)`). Every piece counts, conditional ones too (the dearest path);
 * pieces that are not static text are listed as placeholders. Undefined when the variable is not
 * built that way in this function.
 */
function builtText(value: Node, body: Node, evaluate: (node: Node) => StaticText | undefined): BuiltText | undefined {
  const joined = joinedList(value, evaluate);
  const name = joined?.name ?? (value.type === 'identifier' ? value.text : undefined);
  if (!name) return undefined;
  let pieces: Node[] | undefined;
  const items = (list: Node): Node[] => list.namedChildren.filter((c): c is Node => c !== null && c.type !== 'comment');
  const visit = (node: Node): void => {
    for (const child of node.namedChildren) {
      if (!child || FUNCTION_TYPES.has(child.type)) continue;
      const target = (child.childForFieldName('left') ?? child.childForFieldName('name'))?.text;
      const right = child.childForFieldName('right') ?? child.childForFieldName('value');
      if (target === name && right && (child.type === 'assignment' || child.type === 'variable_declarator' || child.type === 'assignment_expression')) {
        // `prompt = prompt.strip()`, `prompt = dedent(prompt)`: the same text, tidied.
        if (pieces && tidies(right, name)) {
          visit(child);
          continue;
        }
        const extended = !joined ? appendedTo(right, name) : undefined;
        if (extended && pieces) pieces.push(...extended);
        else pieces = joined ? (isList(right) ? items(right) : undefined) : [right];
      } else if (target === name && right && /^augmented_assignment/.test(child.type) && child.childForFieldName('operator')?.text === '+=' && pieces) {
        pieces.push(...(joined ? (isList(right) ? items(right) : [right]) : [right]));
      } else if (joined && pieces && (child.type === 'call' || child.type === 'call_expression')) {
        const fn = child.childForFieldName('function');
        const object = fn?.childForFieldName('object')?.text;
        const method = (fn?.childForFieldName('attribute') ?? fn?.childForFieldName('property'))?.text;
        const args = items(child.childForFieldName('arguments') ?? child);
        if (object === name && (method === 'append' || method === 'push')) pieces.push(...args);
        else if (object === name && method === 'extend' && args[0] && isList(args[0])) pieces.push(...items(args[0]));
      }
      visit(child);
    }
  };
  visit(body);
  if (!pieces?.length) return undefined;
  const parts = pieces.map((p) => evaluate(p));
  if (!parts.some(Boolean)) return undefined;
  const text = parts.map((p) => p?.text ?? '').join(joined?.separator ?? '');
  const placeholders = pieces.flatMap((p, i) => (parts[i] ? parts[i]!.placeholders : [p.text]));
  return { text: { text, placeholders: [...new Set(placeholders)] }, pieces };
}

/** `name.strip()`, `name.trim()`, `dedent(name)`, `textwrap.dedent(name)`: the text kept, tidied. */
function tidies(right: Node, name: string): boolean {
  if (right.type !== 'call' && right.type !== 'call_expression') return false;
  const fn = right.childForFieldName('function');
  const method = (fn?.childForFieldName('attribute') ?? fn?.childForFieldName('property'))?.text;
  if (fn?.childForFieldName('object')?.text === name && /^(strip|lstrip|rstrip|trim|trimStart|trimEnd)$/.test(method ?? '')) return true;
  const arg = right.childForFieldName('arguments')?.namedChildren[0];
  return /(^|\.)(dedent|cleandoc)$/.test(fn?.text ?? '') && arg?.text === name;
}

function isList(node: Node): boolean {
  return node.type === 'list' || node.type === 'array';
}

/** `"\n".join(parts)` (Python) or `parts.join("\n")` (JavaScript): the list's name and the separator. */
function joinedList(value: Node, evaluate: (node: Node) => StaticText | undefined): { name: string; separator: string } | undefined {
  if (value.type !== 'call' && value.type !== 'call_expression') return undefined;
  const fn = value.childForFieldName('function');
  if ((fn?.childForFieldName('attribute') ?? fn?.childForFieldName('property'))?.text !== 'join') return undefined;
  const object = fn?.childForFieldName('object');
  const arg = value.childForFieldName('arguments')?.namedChildren[0] ?? undefined;
  if (value.type === 'call') {
    const separator = object ? evaluate(object)?.text : undefined;
    return separator !== undefined && arg?.type === 'identifier' ? { name: arg.text, separator } : undefined;
  }
  const separator = arg ? evaluate(arg)?.text : ',';
  return object?.type === 'identifier' && separator !== undefined ? { name: object.text, separator } : undefined;
}

/** `p + "more"` (or `p + a + "more"`) extends `p`: the operands after it, or undefined. */
function appendedTo(right: Node, name: string): Node[] | undefined {
  const operands: Node[] = [];
  let current: Node | null = right;
  while (current && /^binary_(operator|expression)$/.test(current.type) && current.childForFieldName('operator')?.text === '+') {
    const r = current.childForFieldName('right');
    if (r) operands.unshift(r);
    current = current.childForFieldName('left');
  }
  return current?.type === 'identifier' && current.text === name && operands.length ? operands : undefined;
}

/** How a function's returns are judged: as a prompt by its name, or as long text where prompts are expected. */
export interface ReturnJudge {
  isNamedPrompt: (text: string) => boolean;
  longTextIsPrompt: boolean;
}

/**
 * A function's returned prompts as units under `key` (`Coder.system_prompt()`): what a prompt-named
 * function returns, or, where prompts are expected, any long text a function returns unless the
 * function makes a document for people (`report()`, `build_markdown()`). Text built up
 * in locals counts whole: read through `LocalTexts` where the return names them (`return prompt`,
 * `f"...{tool_doc}"`, every `+=` of every branch), else as a joined list (`builtText`); its pieces
 * are not taken again.
 */
export function addReturnedPrompts(out: UnitCollector, key: string, name: string, body: Node, evaluate: Evaluator, judge: ReturnJudge): void {
  // A variable returned from several places is one text, built once: the fullest (last) return counts.
  const returned = returnedValues(body);
  const lastOfVariable = new Map(returned.map((v) => [v.type === 'identifier' ? v.text : `#${v.id}`, v.id]));
  // The text its locals hold where the return reads them (`f"...{textwrap.indent(tool_doc, '    ')}"`).
  const locals = new LocalTexts(body, evaluate);
  for (const value of returned) {
    if (value.type === 'identifier' && lastOfVariable.get(value.text) !== value.id) continue;
    const direct = evaluate(value, locals.resolve);
    const built = direct ? undefined : builtText(value, body, evaluate);
    const text = direct ?? built?.text;
    if (!text) continue;
    const pieces = [...(built?.pieces ?? []), ...(direct ? locals.pieces : [])];
    if (judge.isNamedPrompt(text.text)) out.add(key, roleForName(name), text, value);
    else if (makesDocumentForPeople(name)) {
      // A report's or a page's text is for people: set aside, so that it is not taken as a long string
      // either (a model call made inside it is still read).
      for (const node of [value, ...pieces]) out.consumeText(node);
      continue;
    } else if (judge.longTextIsPrompt && isLongProse(text.text)) out.add(key, 'other', text, value);
    else continue;
    // What the unit was built from is counted in it, not again as text of its own.
    for (const piece of pieces) out.consume(piece);
  }
}
