import type { Node } from 'web-tree-sitter';
import { assignedName } from './call-labels.js';
import type { StaticText } from './static-text.js';

/**
 * A call that assembles an agent, a tool or a server (`Agent(...)`, `create_react_agent(...)`,
 * `FastMCP(...)`, `@mcp.prompt()`), as the code wires it: which units each argument holds and which
 * names it refers to. Framework profiles read agents from these (docs/architecture.md, "Frameworks"):
 * `handoffs=[billing]` and `tools=[get_order]` are references, not text, so no unit can carry them.
 */
export interface CodeCall {
  path: string;
  /** 1-based. */
  line: number;
  /** The callee as written, type arguments left out: `Agent`, `Agent.create`, `spanish_agent.as_tool`, `mcp.prompt`. */
  callee: string;
  /** Where the callee's first name is imported from (`agents`, `@openai/agents`, `langgraph.prebuilt`). */
  module?: string;
  /** The variable or key it is assigned to; for a decorator, the function it decorates. */
  variable?: string;
  /** Its arguments by keyword or property name (an object argument's properties), positional ones by index. */
  args: Record<string, CallArgument>;
  /** Arguments spread in unread (`**options`, `*tools`, `...rest`), as written. */
  splats?: string[];
  /**
   * The call whose result this one is a method of: `z.string()` for `z.string().describe("Id")`. A
   * chain keeps every link's arguments, which its callee (`z.string().describe`) leaves out.
   */
  receiver?: CodeCall;
}

export interface CallArgument {
  /** Keys of the units taken inside it. */
  units: string[];
  /** Its static text, when it is text (`name="Triage"`). */
  text?: string;
  /** What its text leaves out, filled at run time or joined from a name (`PROMPT + " Route."`, `f"{PROMPT} Route."`). */
  placeholders?: string[];
  /** Names it refers to: an identifier or attribute (`billing_agent`, `TimeTools.GET`), or those in a list. */
  names: string[];
  /** The calls in it (`handoff(billing)`, `spanish_agent.as_tool(...)`), alone or in a list. */
  calls: CodeCall[];
  /** Whether each item in turn is a name or a call: `names` and `calls` interleaved as written (`[search, WeatherTool()]`). */
  order: Array<'name' | 'call'>;
  /** Its value, where it is a literal (`12`, `True`, `None`, `["numpy", "pandas"]`). */
  value?: unknown;
  /**
   * Its source, cut at `SOURCE_LIMIT` characters: what a framework reads of an expression it resolves
   * itself (the templates file named in `yaml.safe_load(open("prompts/support.yaml"))`).
   */
  source: string;
}

/** How much of an argument's source a call keeps. */
export const SOURCE_LIMIT = 400;

/** What a language's extractor lends the reading of its calls. */
export interface CallReader {
  path: string;
  language: 'python' | 'javascript';
  /** Keys of the units taken inside a node. */
  unitsWithin(node: Node): string[];
  /** A node's static text, if it is text. */
  text(node: Node): StaticText | undefined;
  /** A node's value, if it is a literal. */
  literal?(node: Node): unknown;
  /** The calls to record, by the callee's last name or last two (`Agent.create`): the frameworks' `recordedCalls`. */
  recorded: ReadonlySet<string>;
}


const CALL_TYPES = new Set(['call', 'call_expression', 'new_expression']);
const LIST_TYPES = new Set(['list', 'tuple', 'array']);
const NAME_TYPES = new Set(['identifier', 'attribute', 'member_expression']);
/** `a.b`: Python's attribute, JavaScript's member expression. */
const MEMBER_TYPES = new Set(['attribute', 'member_expression']);
/** `base_tools + [search]`, `[...baseTools, search]`: lists joined, each part read as an item. */
const JOIN_TYPES = new Set(['binary_operator', 'binary_expression']);
const SPREAD_TYPES = new Set(['list_splat', 'spread_element']);
/** A call's arguments spread from a value: Python's `*args` and `**kwargs`, JavaScript's `...args`. */
const SPLAT_TYPES = new Set(['list_splat', 'dictionary_splat', 'spread_element']);

/**
 * The recorded calls of a file (`CallReader.recorded`: agent constructors, tool and handoff makers, MCP
 * servers and their registrations), outermost first. Calls inside their arguments are recorded
 * whatever their name, and listed there too.
 */
export function codeCalls(root: Node, reader: CallReader): CodeCall[] {
  const imports = importedNames(root, reader.language);
  const out: CodeCall[] = [];
  for (const node of root.descendantsOfType([...CALL_TYPES])) {
    if (!node) continue;
    const callee = calleeOf(node);
    const short = callee.split('.').slice(-1)[0]!;
    if (!reader.recorded.has(short) && !reader.recorded.has(callee.split('.').slice(-2).join('.'))) continue;
    out.push(readCall(node, reader, imports));
  }
  return out;
}

export function readCall(node: Node, reader: CallReader, imports: Map<string, string>): CodeCall {
  const callee = calleeOf(node);
  const args: Record<string, CallArgument> = {};
  const splats: string[] = [];
  let position = 0;
  for (const arg of node.childForFieldName('arguments')?.namedChildren ?? []) {
    if (!arg || arg.type === 'comment') continue;
    if (arg.type === 'keyword_argument') {
      const value = arg.childForFieldName('value');
      if (value) args[arg.childForFieldName('name')?.text ?? ''] = readArgument(value, reader, imports);
      continue;
    }
    // `new Agent({name, instructions, tools})`: an options object's properties are its arguments.
    if (arg.type === 'object') {
      for (const pair of arg.namedChildren) {
        if (pair?.type === 'pair') {
          const key = pair.childForFieldName('key')?.text.replace(/^["'`]|["'`]$/g, '');
          const value = pair.childForFieldName('value');
          if (key && value) args[key] = readArgument(value, reader, imports);
        } else if (pair?.type === 'shorthand_property_identifier') args[pair.text] = { units: [], names: [pair.text], calls: [], order: ['name'], source: pair.text };
      }
      position++;
      continue;
    }
    // `**options`, `*tools`: arguments the call does not write out, which no one can read by name or place.
    if (SPLAT_TYPES.has(arg.type)) {
      splats.push(arg.text);
      continue;
    }
    args[String(position++)] = readArgument(arg, reader, imports);
  }
  const root = callee.split('.')[0]!;
  const module = imports.get(root);
  const variable = decoratedName(node) ?? assignedName(node);
  const fn = node.childForFieldName('function');
  const object = fn && MEMBER_TYPES.has(fn.type) ? fn.childForFieldName('object') : undefined;
  const receiver = object && CALL_TYPES.has(object.type) ? readCall(object, reader, imports) : undefined;
  return {
    path: reader.path,
    line: node.startPosition.row + 1,
    callee,
    ...(module ? { module } : {}),
    ...(variable ? { variable } : {}),
    args,
    ...(splats.length > 0 ? { splats } : {}),
    ...(receiver ? { receiver } : {}),
  };
}

export function readArgument(value: Node, reader: CallReader, imports: Map<string, string>): CallArgument {
  const argument: CallArgument = { units: reader.unitsWithin(value), names: [], calls: [], order: [], source: value.text.slice(0, SOURCE_LIMIT) };
  const text = reader.text(value);
  if (text) argument.text = text.text;
  if (text && text.placeholders.length > 0) argument.placeholders = text.placeholders;
  const literal = reader.literal?.(value);
  if (literal !== undefined) argument.value = literal;
  for (const item of items(value)) {
    if (NAME_TYPES.has(item.type)) {
      argument.names.push(item.text);
      argument.order.push('name');
    } else if (CALL_TYPES.has(item.type)) {
      argument.calls.push(readCall(item, reader, imports));
      argument.order.push('call');
    }
  }
  return argument;
}

/** The items an argument stands for: a list's, each part's of lists joined by `+`, or itself. */
function items(value: Node): Node[] {
  if (LIST_TYPES.has(value.type)) return value.namedChildren.flatMap((c) => (c ? (SPREAD_TYPES.has(c.type) ? items(c.namedChildren[0] ?? c) : [c]) : []));
  if (JOIN_TYPES.has(value.type) && (value.childForFieldName('operator')?.text ?? '') === '+') {
    const left = value.childForFieldName('left');
    const right = value.childForFieldName('right');
    if (left && right && !isText(left) && !isText(right)) return [...items(left), ...items(right)];
  }
  if (value.type === 'parenthesized_expression' && value.namedChildren.length === 1) return items(value.namedChildren[0]!);
  return [value];
}

/** A string, whose `+` joins text, not lists. */
function isText(node: Node): boolean {
  return /^(string|concatenated_string|template_string)$/.test(node.type);
}

/** `Agent`, `Agent.create`, `x.as_tool`; `Agent[Ctx]` and `Agent<Ctx>` without their type arguments. */
function calleeOf(node: Node): string {
  const fn = node.childForFieldName('function') ?? node.childForFieldName('constructor');
  return (fn?.text ?? '').replace(/\[[^\]]*\]|<[^>]*>/g, '').replace(/\s+/g, '');
}

/** `@mcp.prompt()` above `def review_code(...)`: the decorated function's name. */
function decoratedName(node: Node): string | undefined {
  const decorator = node.parent;
  if (decorator?.type !== 'decorator') return undefined;
  return decorator.parent?.childForFieldName('definition')?.childForFieldName('name')?.text;
}

/** Local name -> the module it is imported from: `from agents import Agent`, `import { Agent } from '@openai/agents'`. */
export function importedNames(root: Node, language: 'python' | 'javascript'): Map<string, string> {
  const names = new Map<string, string>();
  for (const node of root.namedChildren) {
    if (!node) continue;
    if (language === 'python' && node.type === 'import_from_statement') {
      const module = node.childForFieldName('module_name')?.text;
      if (!module) continue;
      for (const c of node.childrenForFieldName('name')) {
        if (!c) continue;
        const local = c.type === 'aliased_import' ? c.childForFieldName('alias')?.text : c.text;
        if (local) names.set(local, module);
      }
    } else if (language === 'python' && node.type === 'import_statement') {
      for (const c of node.namedChildren) {
        if (!c) continue;
        if (c.type === 'aliased_import') names.set(c.childForFieldName('alias')?.text ?? '', c.childForFieldName('name')?.text ?? '');
        else names.set(c.text.split('.')[0]!, c.text.split('.')[0]!);
      }
    } else if (language === 'javascript' && node.type === 'import_statement') {
      const module = node.childForFieldName('source')?.text.replace(/^["'`]|["'`]$/g, '');
      if (!module) continue;
      for (const id of node.descendantsOfType(['identifier'])) {
        // `import { a as b }`: the local name is the alias, the last identifier of its specifier.
        const specifier = id?.parent?.type === 'import_specifier' ? id.parent : undefined;
        if (id && (!specifier || specifier.namedChildren.at(-1)?.id === id.id)) names.set(id.text, module);
      }
    }
  }
  return names;
}
