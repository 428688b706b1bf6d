/**
 * A Python type annotation, read from its source text into what `typing.get_type_hints` would
 * give smolagents (docs/architecture.md, "Frameworks"): `Optional`/`Union`/`|` become one flat,
 * deduplicated union, `Annotated` is stripped, strings are forward references, typing aliases
 * (`List`, `Dict`) carry their origin. Names are resolved by their spelling alone: a bare
 * `Sequence` or `Callable` is taken to be typing's, a name this file does not know is a class.
 */

export type LiteralValue = string | number | boolean | null;

export type TypeHint =
  /** A class: a builtin (`int`), `NoneType`, `Any`, or any other name (a custom class). */
  | { kind: 'class'; name: string }
  /** A generic alias: `list[int]`, typing's bare `List`, `set[str]`; `origin` is what get_origin gives. */
  | { kind: 'generic'; origin: string; args: TypeHint[]; text: string }
  | { kind: 'union'; args: TypeHint[] }
  | { kind: 'literal'; values: LiteralValue[]; floats: boolean[] }
  | { kind: 'ellipsis' }
  /** `[int, str]`, the parameter list of `Callable[[int, str], bool]`. */
  | { kind: 'params'; args: TypeHint[] };

/** An annotation smolagents could not have been given (a syntax this reader does not know). */
export class AnnotationSyntaxError extends Error {}

const PREFIXES = /^(?:typing|typing_extensions|t|collections\.abc|builtins|types)\./;
/** typing's aliases, by their origin (`typing.List` is `list` to get_origin). */
const TYPING_ALIASES: Record<string, string> = {
  List: 'list', Dict: 'dict', Tuple: 'tuple', Set: 'set', FrozenSet: 'frozenset', Type: 'type', DefaultDict: 'collections.defaultdict',
  OrderedDict: 'collections.OrderedDict', Counter: 'collections.Counter', Deque: 'collections.deque', ChainMap: 'collections.ChainMap',
  Sequence: 'collections.abc.Sequence', MutableSequence: 'collections.abc.MutableSequence', Mapping: 'collections.abc.Mapping',
  MutableMapping: 'collections.abc.MutableMapping', Iterable: 'collections.abc.Iterable', Iterator: 'collections.abc.Iterator',
  Collection: 'collections.abc.Collection', Container: 'collections.abc.Container', Callable: 'collections.abc.Callable',
  Generator: 'collections.abc.Generator', AbstractSet: 'collections.abc.Set', MutableSet: 'collections.abc.MutableSet',
  Awaitable: 'collections.abc.Awaitable', Coroutine: 'collections.abc.Coroutine', AsyncIterator: 'collections.abc.AsyncIterator',
  AsyncIterable: 'collections.abc.AsyncIterable', Reversible: 'collections.abc.Reversible',
};
const BUILTIN_GENERICS = new Set(['list', 'dict', 'tuple', 'set', 'frozenset', 'type']);

const TOKEN = /\s*(?:([\p{L}_][\p{L}\p{N}_.]*)|('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d*)?)|(\.\.\.)|([[\],|()]))/uy;

type Token = { kind: 'name' | 'string' | 'number' | 'ellipsis' | 'punct'; text: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.trimEnd().length) {
    const m = TOKEN.exec(text);
    if (m === null) throw new AnnotationSyntaxError(`cannot read the annotation ${text}`);
    const kinds = ['name', 'string', 'number', 'ellipsis', 'punct'] as const;
    const index = m.slice(1).findIndex((group) => group !== undefined);
    tokens.push({ kind: kinds[index]!, text: m[index + 1]! });
  }
  return tokens;
}

/** The hint `text` annotates, as get_type_hints gives it. */
export function parseTypeHint(text: string): TypeHint {
  const reader = new HintReader(tokenize(text));
  const hint = reader.expression();
  reader.end();
  return hint;
}

/** A union as typing builds it: nested unions flattened, duplicates dropped, one member is itself. */
export function unionOf(args: TypeHint[]): TypeHint {
  const flat = args.flatMap((arg) => (arg.kind === 'union' ? arg.args : [arg]));
  const seen = new Set<string>();
  const unique = flat.filter((arg) => {
    const key = JSON.stringify(arg);
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return unique.length === 1 ? unique[0]! : { kind: 'union', args: unique };
}

export const NONE: TypeHint = { kind: 'class', name: 'NoneType' };

/** A parser over the annotation's tokens: expression := primary ('|' primary)*. */
class HintReader {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  expression(): TypeHint {
    const members = [this.primary()];
    while (this.peek('|')) {
      this.at++;
      members.push(this.primary());
    }
    return members.length === 1 ? members[0]! : unionOf(members);
  }

  end(): void {
    if (this.at < this.tokens.length) throw new AnnotationSyntaxError(`unexpected ${this.tokens[this.at]!.text} in an annotation`);
  }

  private peek(text: string): boolean {
    return this.tokens[this.at]?.text === text && this.tokens[this.at]?.kind === 'punct';
  }

  private next(): Token {
    const token = this.tokens[this.at++];
    if (token === undefined) throw new AnnotationSyntaxError('an annotation ends too early');
    return token;
  }

  private expect(text: string): void {
    if (this.next().text !== text) throw new AnnotationSyntaxError(`expected ${text} in an annotation`);
  }

  private primary(): TypeHint {
    const token = this.next();
    switch (token.kind) {
      case 'string':
        return parseTypeHint(unquote(token.text));
      case 'ellipsis':
        return { kind: 'ellipsis' };
      case 'number':
        throw new AnnotationSyntaxError(`a number (${token.text}) is not a type`);
      case 'punct':
        if (token.text !== '[') throw new AnnotationSyntaxError(`unexpected ${token.text} in an annotation`);
        return { kind: 'params', args: this.list(']', () => this.expression()) };
      case 'name':
        return this.named(token.text.replace(PREFIXES, ''), token.text);
    }
  }

  /** Items up to `close`, comma separated (a trailing comma allowed). */
  private list<T>(close: string, item: () => T): T[] {
    const items: T[] = [];
    while (!this.peek(close)) {
      items.push(item());
      if (!this.peek(close)) this.expect(',');
    }
    this.at++;
    return items;
  }

  private named(name: string, written: string): TypeHint {
    if (name === 'None' || name === 'NoneType') return NONE;
    if (!this.peek('[')) return bareName(name);
    this.at++;
    if (name === 'Literal') return literalOf(this.list(']', () => this.literalValue()));
    const args = this.list(']', () => this.expression());
    return subscripted(name, written, args);
  }

  private literalValue(): Array<{ value: LiteralValue; float: boolean }> {
    const token = this.next();
    if (token.kind === 'string') return [{ value: unquote(token.text), float: false }];
    if (token.kind === 'number') return [{ value: Number(token.text), float: token.text.includes('.') }];
    const name = token.text.replace(PREFIXES, '');
    if (name === 'None') return [{ value: null, float: false }];
    if (name === 'True' || name === 'False') return [{ value: name === 'True', float: false }];
    if (name === 'Literal' && this.peek('[')) {
      this.at++;
      return this.list(']', () => this.literalValue()).flat();
    }
    throw new AnnotationSyntaxError(`${token.text} is not a Literal value this reader knows`);
  }
}

function unquote(text: string): string {
  return text.slice(1, -1).replace(/\\(.)/g, '$1');
}

function bareName(name: string): TypeHint {
  const origin = TYPING_ALIASES[name];
  if (origin !== undefined) return { kind: 'generic', origin, args: [], text: `typing.${name}` };
  if (name === 'Optional' || name === 'Union' || name === 'Annotated' || name === 'Literal') {
    throw new AnnotationSyntaxError(`a bare ${name} is not a type`);
  }
  return { kind: 'class', name };
}

function subscripted(name: string, written: string, args: TypeHint[]): TypeHint {
  if (name === 'Optional') {
    if (args.length !== 1) throw new AnnotationSyntaxError('Optional takes one type');
    return unionOf([args[0]!, NONE]);
  }
  if (name === 'Union') return unionOf(args);
  if (name === 'Annotated') return args[0] ?? bareName('Annotated');
  const alias = TYPING_ALIASES[name];
  const origin = alias ?? (BUILTIN_GENERICS.has(name) ? name : written);
  const head = alias !== undefined ? `typing.${name}` : written;
  return { kind: 'generic', origin, args, text: `${head}[${args.map(hintText).join(', ')}]` };
}

function literalOf(items: Array<Array<{ value: LiteralValue; float: boolean }>>): TypeHint {
  const values: LiteralValue[] = [];
  const floats: boolean[] = [];
  const seen = new Set<string>();
  for (const { value, float } of items.flat()) {
    const key = `${typeof value}:${float}:${String(value)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    values.push(value);
    floats.push(float);
  }
  return { kind: 'literal', values, floats };
}

/** A hint as `str()` prints it, close enough for smolagents' error messages. */
export function hintText(hint: TypeHint): string {
  switch (hint.kind) {
    case 'class':
      return hint.name === 'NoneType' ? 'None' : hint.name === 'Any' ? 'typing.Any' : hint.name;
    case 'generic':
      return hint.text;
    case 'union':
      return `typing.Union[${hint.args.map(hintText).join(', ')}]`;
    case 'literal':
      return `typing.Literal[${hint.values.map((v) => JSON.stringify(v)).join(', ')}]`;
    case 'ellipsis':
      return 'Ellipsis';
    case 'params':
      return `[${hint.args.map(hintText).join(', ')}]`;
  }
}
