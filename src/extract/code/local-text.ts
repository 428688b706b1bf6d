import type { Node } from 'web-tree-sitter';
import type { StaticText } from './static-text.js';

/** The text a name holds where it is read, or undefined when it holds no static text there. */
export type Resolve = (name: Node) => StaticText | undefined;

/** A string evaluator (`pythonString`, `jsString`) that reads local names through `resolve`. */
export type Evaluator = (node: Node, resolve?: Resolve) => StaticText | undefined;

/** Node types that start a scope of their own: their assignments are not the enclosing function's. */
const SCOPES = new Set([
  'function_definition', 'lambda', 'class_definition',
  'function_declaration', 'function_expression', 'function', 'arrow_function', 'method_definition', 'generator_function_declaration', 'class_declaration', 'class',
]);

/** Python's and JavaScript's assignments, with the field names of their target and value. */
const ASSIGNMENTS: Record<string, { target: string; value: string; appends: boolean }> = {
  assignment: { target: 'left', value: 'right', appends: false },
  assignment_expression: { target: 'left', value: 'right', appends: false },
  variable_declarator: { target: 'name', value: 'value', appends: false },
  augmented_assignment: { target: 'left', value: 'right', appends: true },
  augmented_assignment_expression: { target: 'left', value: 'right', appends: true },
};

/**
 * The text local variables of one prompt-building function hold (docs/architecture.md, "Prompts in code"):
 * `tool_doc = ...; if has_schema: tool_doc += "..."; tool_doc = f'"""{tool_doc}"""';
 * return f"...{textwrap.indent(tool_doc, '    ')}"`, as smolagents' `Tool.to_code_prompt` builds its tool
 * descriptions. A name read at some point holds what its last assignment before that point made of
 * it; `x += y` adds y to what x held. Every `+=` counts, those in `if` branches and loops too, each
 * once: the dearest path, as a run that takes every branch sends. A value that is not static text is
 * a placeholder, named by its source.
 */
export class LocalTexts {
  /** Each name's assignments in the function's own scope, in source order. */
  private readonly assignments = new Map<string, Node[]>();
  /** What a name holds after each assignment, by the assignment's node id (null: no static text). */
  private readonly after = new Map<number, StaticText | null>();
  /** The values read while resolving: text that is part of the unit built, not to be taken again. */
  readonly pieces: Node[] = [];

  constructor(body: Node, private readonly evaluate: Evaluator) {
    const walk = (node: Node): void => {
      for (const child of node.namedChildren) {
        if (!child || SCOPES.has(child.type)) continue;
        const shape = ASSIGNMENTS[child.type];
        const target = shape && child.childForFieldName(shape.target);
        if (shape && target?.type === 'identifier') {
          const list = this.assignments.get(target.text) ?? [];
          list.push(child);
          this.assignments.set(target.text, list);
        }
        walk(child);
      }
    };
    walk(body);
  }

  /** What an identifier holds where it is read. */
  readonly resolve: Resolve = (name) => (name.type === 'identifier' ? this.valueAt(name.text, name.startIndex) : undefined);

  /** What `name` holds at `position`: after its last assignment that ends before it (not the one it is read in). */
  private valueAt(name: string, position: number): StaticText | undefined {
    const last = this.assignments.get(name)?.filter((a) => a.endIndex <= position).at(-1);
    return last ? this.valueAfter(name, last) : undefined;
  }

  private valueAfter(name: string, assignment: Node): StaticText | undefined {
    if (this.after.has(assignment.id)) return this.after.get(assignment.id) ?? undefined;
    // Marked first: a cycle (none in valid code) reads as no static text.
    this.after.set(assignment.id, null);
    const shape = ASSIGNMENTS[assignment.type]!;
    const value = assignment.childForFieldName(shape.value);
    let result: StaticText | undefined;
    if (value) {
      this.pieces.push(value);
      const own = this.evaluate(value, this.resolve);
      if (!shape.appends) result = own;
      else if (assignment.childForFieldName('operator')?.text === '+=') {
        const before = this.valueAt(name, assignment.startIndex);
        if (before || own) {
          const head = before ?? { text: '', placeholders: [this.sourceBefore(name, assignment.startIndex)] };
          const tail = own ?? { text: '', placeholders: [value.text] };
          result = { text: head.text + tail.text, placeholders: [...new Set([...head.placeholders, ...tail.placeholders])] };
        }
      }
    }
    this.after.set(assignment.id, result ?? null);
    return result;
  }

  /** How the placeholder for a value that is not static text is named: its source (`self.description`), else the name. */
  private sourceBefore(name: string, position: number): string {
    const last = this.assignments.get(name)?.filter((a) => a.endIndex <= position).at(-1);
    const value = last && !ASSIGNMENTS[last.type]!.appends ? last.childForFieldName(ASSIGNMENTS[last.type]!.value) : undefined;
    return value?.text ?? name;
  }
}
