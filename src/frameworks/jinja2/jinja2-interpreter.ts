import { Environment, Interpreter, parse } from '@huggingface/jinja';
import { jinja2Join, jinja2ToJson, pythonStrOf, type RuntimeValue, StrictUndefined, stringValue } from './jinja2-values.js';

/**
 * An @huggingface/jinja Interpreter that renders as jinja2 does
 * (docs/architecture.md, "Rendered requests"): what a template prints is Python's `str()` of it, an
 * undefined name or attribute is StrictUndefined (smolagents) or prints nothing (`lenient`, jinja2's
 * default Undefined, for SWE-agent; looping over one or taking its length fails here where jinja2
 * gives nothing, and the template is then priced as written), `.items`/`.keys`/`.values`/`.get` on
 * a dict are the dict's methods even where the dict has a key of that name (jinja2 tries the
 * attribute before the item), and `~`, `join`, `string` and `tojson` are jinja2's. Filters and
 * methods the library lacks (`truncate`, `wordcount`, `%`, `str.format`...) stay errors.
 */
type Program = ReturnType<typeof parse>;
type Statement = NonNullable<Parameters<Interpreter['evaluate']>[0]>;
type Node = Statement & Record<string, unknown>;

const STATEMENTS = new Set(['Program', 'If', 'For', 'Break', 'Continue', 'Set', 'Macro', 'Comment', 'FilterStatement', 'CallStatement']);
const BODIES = ['body', 'alternate', 'defaultBlock'];
const DICT_METHODS = new Set(['items', 'keys', 'values', 'get']);
const PYTHON_FILTERS = new Set(['tojson', 'string', 'join']);

/** The expressions a template prints: those that stand directly in a block (text is a string literal there). */
export function printedExpressions(program: Program): WeakSet<Statement> {
  const printed = new WeakSet<Statement>();
  const visit = (node: Node): void => {
    for (const key of BODIES) {
      const body = node[key];
      if (!Array.isArray(body)) continue;
      for (const child of body as Node[]) {
        if (STATEMENTS.has(child.type)) visit(child);
        else printed.add(child);
      }
    }
  };
  visit(program as unknown as Node);
  return printed;
}

/** What an undefined identifier or attribute was, for the error jinja2 would raise. */
function undefinedName(node: Node): string {
  if (node.type === 'Identifier') return `'${String(node.value)}' is undefined`;
  const property = node.property as Node;
  return `no attribute '${String(property.value)}'`;
}

interface Arguments {
  positional: RuntimeValue[];
  keywords: Map<string, RuntimeValue>;
}

/** What a variable the render is not given is: an error (StrictUndefined), or nothing (jinja2's default). */
export type UndefinedVariables = 'strict' | 'lenient';

export class Jinja2Interpreter extends Interpreter {
  constructor(
    env: Environment,
    private readonly printed: WeakSet<Statement>,
    private readonly undefinedVariables: UndefinedVariables = 'strict',
  ) {
    super(env);
  }

  override evaluate(statement: Statement | undefined, environment: Environment): RuntimeValue {
    if (statement === undefined) return super.evaluate(statement, environment);
    const node = statement as Node;
    let value = this.pythonic(node, environment) ?? super.evaluate(statement, environment);
    const lookup = node.type === 'Identifier' || node.type === 'MemberExpression';
    if (this.undefinedVariables === 'strict' && lookup && value.type === 'UndefinedValue' && !(value instanceof StrictUndefined)) value = new StrictUndefined(undefinedName(node));
    return this.printed.has(statement) ? stringValue(pythonStrOf(value)) : value;
  }

  /** A node jinja2 evaluates with Python semantics the library does not have; undefined for the rest. */
  private pythonic(node: Node, environment: Environment): RuntimeValue | undefined {
    switch (node.type) {
      case 'MemberExpression':
        return this.dictMethod(node, environment);
      case 'BinaryExpression':
        return this.concatenation(node, environment);
      case 'FilterExpression':
        return this.filter(node, environment);
      default:
        return undefined;
    }
  }

  /** `x.items`: on a dict, jinja2's getattr finds the dict's method before an item of that name. */
  private dictMethod(node: Node, environment: Environment): RuntimeValue | undefined {
    const property = node.property as Node;
    if (node.computed || property.type !== 'Identifier' || !DICT_METHODS.has(String(property.value))) return undefined;
    const object = this.evaluate(node.object as Statement, environment);
    return object.type === 'ObjectValue' ? object.builtins.get(String(property.value)) : undefined;
  }

  /** `a ~ b`: `str(a) + str(b)` (the library prints true as `true`, 1.0 as `1`, and fails on None). */
  private concatenation(node: Node, environment: Environment): RuntimeValue | undefined {
    if ((node.operator as { value: string }).value !== '~') return undefined;
    const left = this.evaluate(node.left as Statement, environment);
    const right = this.evaluate(node.right as Statement, environment);
    return stringValue(pythonStrOf(left) + pythonStrOf(right));
  }

  /** `tojson` (sorted, ASCII, HTML-safe), `string` and `join` (each item's `str()`) as jinja2 has them. */
  private filter(node: Node, environment: Environment): RuntimeValue | undefined {
    const filter = node.filter as Node;
    const call = filter.type === 'CallExpression';
    const name = String(call ? (filter.callee as Node).value : filter.value);
    const args = this.arguments(call ? (filter.args as Node[]) : [], environment);
    if (!PYTHON_FILTERS.has(name) || (name === 'join' && args.keywords.has('attribute'))) return undefined;
    const operand = this.evaluate(node.operand as Statement, environment);
    if (name === 'string') return stringValue(pythonStrOf(operand));
    if (name === 'join') return stringValue(jinja2Join(operand, args.positional[0] ?? args.keywords.get('d')));
    const indent = args.positional[0] ?? args.keywords.get('indent');
    return stringValue(jinja2ToJson(operand, indent?.type === 'IntegerValue' ? (indent.value as number) : undefined));
  }

  private arguments(nodes: Node[], environment: Environment): Arguments {
    const out: Arguments = { positional: [], keywords: new Map() };
    for (const arg of nodes) {
      if (arg.type !== 'KeywordArgumentExpression') out.positional.push(this.evaluate(arg as Statement, environment));
      else out.keywords.set(String((arg.key as Node).value), this.evaluate(arg.value as Statement, environment));
    }
    return out;
  }
}
