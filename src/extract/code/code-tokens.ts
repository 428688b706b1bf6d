import { SCAN_PRIMING_TEXT } from './scan-priming-text.js';

/**
 * The tokens of JavaScript or TypeScript that are code, as opposed to what comments, strings,
 * templates and regular expressions hold, read in one pass without parsing, for the proof that a file
 * holds no prompt (`nothing-to-extract.ts`; docs/architecture.md,
 * "Code without prompts is not parsed"). A library's comments and strings are full of prompt words
 * (`@param template`, `'TemplateLiteral'`) that name nothing the walker reads.
 *
 * Only tokens that cover a match of `candidates` are made into strings and handed over, so a file is
 * scanned at the cost of its characters, not of its tokens.
 */

/** A token the walker may read a name or a key from. */
export interface CodeToken {
  /**
   * `name`: an identifier (or `#private` name) not after `.`; `member`: one after `.` or `?.`
   * (`node.template`); `string`: a quoted string, its text as written between the quotes;
   * `computed`: a computed name (`[`build${kind}Prompt`]`) as written, brackets and all, handed
   * over at its `]` when a method or a class field may stand under it.
   */
  kind: 'name' | 'member' | 'string' | 'computed';
  text: string;
  /** Where it ends in the text. */
  end: number;
  /**
   * The token before it: a punctuator (`{`, `,`, `*`), a keyword-like word (`const`, `function`,
   * `async`, `get`), `name` for any other identifier, `value` for a literal, '' at the start.
   */
  previous: string;
  /** The first character of code after it, past spaces and comments ('' at the end). */
  next: string;
  /** The innermost bracket it stands in: `(`, `[`, `{` (a block, an object, a class body or a substitution), or '' at the top. */
  enclosedBy: '(' | '[' | '{' | '';
  /** Where that bracket opens (-1 at the top): the tokens directly in one object share it (`scanBracketTokens` reads them). */
  enclosedAt: number;
  /** Whether it follows a `,` between the declarators of a `const`, `let` or `var` (`let a = 1, b = 2`). */
  declarator: boolean;
  /**
   * Whether it stands directly in a class body, where a name can be a field's (`systemPrompt = ...`,
   * after a line without `;`). A `{` in a class's heritage (`extends Base<{ a: 1 }>`) is taken for one too.
   */
  inClassBody: boolean;
}

/**
 * Hands `take` each token that covers a match of `candidates` (a global pattern), in order, until it
 * returns true. Returns false when the text cannot be read as code to its end with certainty (so what
 * it holds is unknown): an unclosed string, template, comment or regular expression, brackets that do
 * not balance, or JSX, whose text is not code. A `/` is read as a regular expression where an
 * expression may start (after `(`, `,`, `=`, `return`, the `)` of `if (...)`, a `}`), else as division.
 */
export function scanCodeTokens(text: string, candidates: RegExp, take: (token: CodeToken) => boolean): boolean {
  primeScan();
  const matches = candidateStarts(text, candidates);
  if (matches.length === 0) return true;
  return new Scan(text, matches, take).run();
}

/**
 * As `scanCodeTokens`, over the brackets that open at `from` (an object's `{`) up to their close,
 * with the candidates' starts (`candidateStarts`) found once for the whole text. Returns where the
 * reading stopped (past the close, unless `take` ended it), or -1 when unsure.
 */
export function scanBracketTokens(text: string, from: number, starts: readonly number[], take: (token: CodeToken) => boolean): number {
  const scan = new Scan(text, starts, take, { from });
  return scan.run() ? scan.at : -1;
}

/**
 * Reads `SCAN_PRIMING_TEXT` a few times, whole and in parts, before the first text is scanned.
 * V8 optimises the scan for the constructs it has met; one met later (a template, a private name, a
 * `throw` in a body read for its literals, which gives the scan's `thrownAt` its first number) throws
 * that code away, to be optimised again. Over a repository's code on a cold run that happened a dozen
 * times; read first, this text leaves the scan's main loop compiled once, and the first run of the
 * proof takes about a third less CPU time
 * (docs/architecture.md, "Code without prompts is not parsed"). Nothing read here is kept: no
 * answer depends on it.
 */
function primeScan(): void {
  if (primed) return;
  primed = true;
  const text = SCAN_PRIMING_TEXT;
  const firstOf = (char: string): number[] => {
    const places: number[] = [];
    for (let at = text.indexOf(char); at >= 0 && places.length < PRIMED_PARTS; at = text.indexOf(char, at + 1)) places.push(at);
    return places;
  };
  for (let k = 0; k < PRIMING_READS; k++) {
    // A different callback each time, as many as V8 tells apart at one call: the scan then calls
    // `take` as a function unknown in advance, as it is later (the proof's, an object's reading),
    // instead of compiling this one into it and throwing that away at the first other.
    scanCodeTokens(text, /[A-Za-z_]/g, PRIMING_TAKES[k % PRIMING_TAKES.length]!);
    for (const at of firstOf('(')) {
      bodyMayWriteProse(text, at);
      arrowFollows(text, at);
    }
    for (const at of firstOf('=')) valueMayWriteProse(text, at + 1);
    for (const at of firstOf('{')) scanBracketTokens(text, at, [], () => false);
  }
}
let primed = false;
const PRIMING_READS = 5;
const PRIMING_TAKES: ReadonlyArray<(token: CodeToken) => boolean> = [
  () => false,
  (token) => token.kind === 'computed' && token.text === '',
  (token) => token.end < 0,
  (token) => token.previous === '\0',
  (token) => token.next === '\0',
];
const PRIMED_PARTS = 5;

/** Where `candidates` (a global pattern) matches, in order. */
export function candidateStarts(text: string, candidates: RegExp): number[] {
  if (!candidates.global) throw new Error('candidates must be a global pattern');
  const starts: number[] = [];
  candidates.lastIndex = 0;
  for (let m = candidates.exec(text); m; m = candidates.exec(text)) {
    starts.push(m.index);
    if (m[0] === '') candidates.lastIndex++;
  }
  return starts;
}

/** Keywords after which an expression, so a regular expression, may start. */
const BEFORE_EXPRESSION = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'default', 'do', 'else', 'yield', 'await', 'extends']);
/** Keywords whose `(...)` is followed by a statement, which may start with a regular expression. */
const CONTROL = new Set(['if', 'while', 'for', 'with']);
/** Words a token's `previous` names; any other identifier is `name`. */
const WORDS = new Set([...BEFORE_EXPRESSION, ...CONTROL, 'const', 'let', 'var', 'using', 'function', 'async', 'get', 'set', 'static', 'class', 'accessor']);
const LONGEST_WORD = Math.max(...[...WORDS].map((word) => word.length));
/**
 * `WORDS` by first letter (a to z) and length, so that the word an identifier is can be told without
 * making a string of each identifier read (the scan meets one every few characters).
 */
const WORDS_BY_START: string[][] = Array.from({ length: 26 * (LONGEST_WORD + 1) }, () => []);
for (const word of WORDS) WORDS_BY_START[wordSlot(word.charCodeAt(0), word.length)]!.push(word);

function wordSlot(first: number, length: number): number {
  return (first - 97) * (LONGEST_WORD + 1) + length;
}

/** The word of `WORDS` the identifier from `start` to `end` is, or ''. */
function wordAt(text: string, start: number, end: number): string {
  const length = end - start;
  const first = text.charCodeAt(start);
  if (length > LONGEST_WORD || first < 97 || first > 122) return '';
  for (const word of WORDS_BY_START[wordSlot(first, length)]!) if (text.startsWith(word, start)) return word;
  return '';
}

/** What a class body's `{` follows: its name, its heritage's last name or type arguments, a mixin's call. */
const BEFORE_CLASS_BODY = new Set(['name', 'class', '>', ')', ']']);

/**
 * A part of a text read on its own: from an opening bracket to its close, or (`declarator`) from a
 * declarator's value to where the declarator surely ends.
 */
interface Part {
  from?: number;
  /** Ends the reading at a `,` or `;` outside brackets, or at a bracket that closes around it. */
  declarator?: boolean;
  /** Asked of each string's and template part's text as written (start, end); true ends the reading. */
  literal?: (start: number, end: number) => boolean;
}

/**
 * Whether the function whose parameters open at `from` (`(node) { ... }`) writes, in its body, a
 * string or a template part that may make prose: with white space or an escape in it. The text a
 * function returns is made of such literals alone (a template's substitution adds no text, only a
 * placeholder), and prose needs white space, so a function without one returns no prompt (`function
 * isTemplateLiteral(node) { return node.type === 'TemplateLiteral' }`). True where the function is
 * not written `(...) {...}` (a TypeScript return type, type parameters) or cannot be read.
 */
export function bodyMayWriteProse(text: string, from: number): boolean {
  if (text[from] !== '(') return true;
  const parameters = new Scan(text, [], () => false, { from });
  if (!parameters.run() || parameters.taken) return true;
  const body = nextCodeAt(text, parameters.at);
  if (text[body] !== '{') return true;
  return writesProseLiteral(text, { from: body });
}

/**
 * Whether the value a declarator is given from `from` (past its `=`) writes a string or a template
 * part that may make prose (see `bodyMayWriteProse`), read up to where the declarator surely ends: a
 * `,` or `;` outside brackets, or a bracket that closes around it. A line break that may end it (no
 * `;` written) is read past, which can only find more. True when it cannot be read.
 */
export function valueMayWriteProse(text: string, from: number): boolean {
  return writesProseLiteral(text, { from, declarator: true });
}

/**
 * Whether the brackets that open at `from` (`(diff) => ...`) are an arrow function's parameters:
 * `=>`, or a TypeScript return type's `:`, follows their close. True when they cannot be read.
 */
export function arrowFollows(text: string, from: number): boolean {
  const parameters = new Scan(text, [], () => false, { from });
  if (!parameters.run() || parameters.taken) return true;
  const after = nextCodeAt(text, parameters.at);
  return text.startsWith('=>', after) || text[after] === ':';
}

function writesProseLiteral(text: string, part: Part): boolean {
  const read = new Scan(text, [], () => false, { ...part, literal: (start, end) => MAY_MAKE_PROSE.test(text.slice(start, end)) });
  return !read.run() || read.taken;
}
const MAY_MAKE_PROSE = /[\s\\]/;

/**
 * A bracket the scan is in: a `(` (holding a control keyword's condition or not), a `[` (where it is
 * and what it follows, for a computed name), a `{` of a block or an object, a class body, or a
 * template's `${`.
 */
// One shape for every bracket (a field its kind does not use left empty), as the scan's fields are
// the same for every part read: its code, run over megabytes, is then optimised once, not for each shape met.
interface Frame {
  bracket: '(' | '[' | '{';
  at: number;
  /** `(`: whether it holds a control keyword's condition. */
  condition: boolean;
  /** `[`: the token before it. */
  previous: string;
  /** `{`: what it holds. */
  holds: 'block' | 'class' | 'substitution' | '';
}

class Scan {
  private i = 0;
  private next = 0;
  /** Whether a `/` here starts a regular expression. */
  private expression = true;
  /** The last token, as `CodeToken.previous` tells it. */
  private last = '';
  /** Whether the last token was `if`, `while`, `for` or `with` (or `for await`). */
  private control = false;
  /** Whether the last token ends a value, after which `!` is TypeScript's non-null assertion. */
  private value = false;
  /** The depth at a `class` whose body's `{` is not yet read. */
  private classAt: number | undefined;
  /** The depth of brackets of a `const`, `let` or `var` whose declarators are being read. */
  private declarationAt: number | undefined;
  /** Whether the last token was a `,` at that depth. */
  private declaratorComma = false;
  /** The depth of brackets of a `throw` statement being read, whose literals are not offered to the part's `literal`. */
  private thrownAt: number | undefined;
  /** Whether `take` (or a part's `literal`) took something: the scan is over. */
  taken = false;
  /** The brackets open, innermost last. */
  private readonly open: Frame[] = [];
  private readonly from: number | undefined;
  private readonly declarator: boolean;
  private readonly literal: ((start: number, end: number) => boolean) | undefined;

  constructor(
    private readonly text: string,
    private readonly matches: readonly number[],
    private readonly take: (token: CodeToken) => boolean,
    part: Part = {},
  ) {
    this.from = part.from;
    this.declarator = part.declarator ?? false;
    this.literal = part.literal;
    this.i = part.from ?? 0;
    this.next = firstAtOrAfter(matches, this.i);
  }

  /** Where the scan is: past the close of a part read. */
  get at(): number {
    return this.i;
  }

  /** True when read to the end (or, for a part, to its close) with nothing taken or something taken; false when unsure. */
  run(): boolean {
    const text = this.text;
    const n = text.length;
    if (this.i === 0 && text.startsWith('#!')) this.i = lineEnd(text, 0);
    while (this.i < n) {
      const c = text.charCodeAt(this.i);
      if (isSpace(c)) {
        // A line break may end a `throw` (no `;` written).
        const throwEnds = this.thrownAt === this.open.length;
        let end = this.i;
        do {
          if (throwEnds && isLineBreak(text.charCodeAt(end))) this.thrownAt = undefined;
          end++;
        } while (end < n && isSpace(text.charCodeAt(end)));
        this.i = end;
        continue;
      }
      if (c === SLASH) {
        const d = text.charCodeAt(this.i + 1);
        if (d === SLASH) {
          this.i = lineEnd(text, this.i);
          continue;
        }
        if (d === STAR) {
          const end = text.indexOf('*/', this.i + 2);
          if (end < 0) return false;
          if (this.thrownAt === this.open.length) this.thrownAt = undefined;
          this.i = end + 2;
          continue;
        }
        if (this.expression) {
          const end = regexEnd(text, this.i);
          if (end < 0) return false;
          this.i = end;
          this.token('value', true);
          continue;
        }
        // Division is never followed by `>`: this is JSX's `/>`, met where its `<` was not told apart.
        if (d === GREATER) return false;
        this.punctuator('/', true);
        continue;
      }
      if (c === QUOTE || c === DOUBLE_QUOTE) {
        const end = stringEnd(text, this.i, c);
        if (end < 0) return false;
        if (this.covers(end) && this.offer('string', this.i + 1, end - 1, end)) return true;
        if (this.thrownAt === undefined && this.literal?.(this.i + 1, end - 1)) return (this.taken = true);
        this.i = end;
        this.token('value', true);
        continue;
      }
      if (c === BACKTICK) {
        if (!this.templatePart(this.i + 1)) return false;
        if (this.taken) return true;
        continue;
      }
      if (isIdentifierStart(c) || (c === HASH && isIdentifierPart(text.charCodeAt(this.i + 1)))) {
        let end = this.i + 1;
        while (end < n && isIdentifierPart(text.charCodeAt(end))) end++;
        const member = this.last === '.' || this.last === '?.';
        if (this.covers(end) && this.offer(member ? 'member' : 'name', this.i, end, end)) return true;
        const word = member ? '' : wordAt(text, this.i, end);
        if (word === '' && !this.literal) {
          this.i = end;
          this.token('name', true);
          continue;
        }
        const control = CONTROL.has(word) || (word === 'await' && this.control);
        if (this.literal) this.readThrow(word, member ? text.slice(this.i, end) : '', end);
        if (word === 'class') this.classAt = this.open.length;
        if (word === 'const' || word === 'let' || word === 'var' || word === 'using') this.declarationAt = this.open.length;
        this.i = end;
        this.token(word || 'name', !BEFORE_EXPRESSION.has(word), control);
        continue;
      }
      if (isDigit(c) || (c === DOT && isDigit(text.charCodeAt(this.i + 1)))) {
        let end = this.i + 1;
        while (end < n && (isIdentifierPart(text.charCodeAt(end)) || text.charCodeAt(end) === DOT)) end++;
        this.i = end;
        this.token('value', true);
        continue;
      }
      if (this.declarator && this.open.length === 0 && ENDS_DECLARATOR.has(c)) return true;
      if (!this.punctuation(c)) return false;
      if (this.taken || (this.from !== undefined && !this.declarator && this.open.length === 0)) return true;
    }
    return this.open.length === 0;
  }

  /** Reads a punctuator at `this.i`; false when the text cannot be read on with certainty. */
  private punctuation(c: number): boolean {
    const text = this.text;
    // Not read past the end (most files end in punctuation): V8 optimises `charCodeAt` for reads
    // within the string, and one past it throws the optimised scan away, with each function it was
    // compiled into, to be optimised again.
    const d = this.i + 1 < text.length ? text.charCodeAt(this.i + 1) : -1;
    switch (c) {
      case DOT:
        if (d === DOT && text.charCodeAt(this.i + 2) === DOT) return this.punctuator('...', true);
        return this.punctuator('.', true);
      case QUESTION:
        return d === DOT && !isDigit(text.charCodeAt(this.i + 2)) ? this.punctuator('?.', true) : this.punctuator('?', true);
      case OPEN_PAREN:
        this.open.push({ bracket: '(', at: this.i, condition: this.control, previous: '', holds: '' });
        return this.punctuator('(', true);
      case CLOSE_PAREN: {
        const open = this.open.pop();
        if (open?.bracket !== '(') return false;
        // `if (x) /re/.test(s)`: a statement follows; `(a + b) / 2`: a value ends here.
        this.punctuator(')', open.condition);
        this.value = !open.condition;
        return true;
      }
      case OPEN_BRACKET:
        this.open.push({ bracket: '[', at: this.i, condition: false, previous: this.last, holds: '' });
        return this.punctuator('[', true);
      case CLOSE_BRACKET:
        return this.closeBracket();
      case OPEN_BRACE: {
        const inClass = this.classAt === this.open.length;
        this.open.push({ bracket: '{', at: this.i, condition: false, previous: '', holds: inClass ? 'class' : 'block' });
        // A `{` in the heritage's type arguments (`<{ a: 1 }>`) leaves the body to come.
        if (inClass && BEFORE_CLASS_BODY.has(this.last)) this.classAt = undefined;
        return this.punctuator('{', true);
      }
      case CLOSE_BRACE: {
        const open = this.open.pop();
        if (open?.bracket !== '{') return false;
        if (open.holds === 'substitution') return this.templatePart(this.i + 1);
        // The end of a block, after which a statement may start with a regular expression.
        return this.punctuator('}', true);
      }
      case LESS:
        // `a << b`: a shift, whose second `<` is no JSX.
        if (d === LESS) return this.punctuator('<<', true);
        // JSX (`<div>`, `<>`) stands where an expression may start; its text is not code.
        if (this.expression && (isIdentifierStart(d) || d === GREATER)) return false;
        return this.punctuator('<', true);
      case PLUS:
      case MINUS:
        // `i++ / 2`: after a postfix increment a value ends.
        if (d === c) {
          this.punctuator(c === PLUS ? '++' : '--', !this.value);
          return true;
        }
        return this.punctuator(text[this.i]!, true);
      case BANG:
        // TypeScript's `value! / 2`; `!/re/.test(s)` otherwise.
        if (this.value && d !== EQUALS) {
          this.punctuator('!', false);
          this.value = true;
          return true;
        }
        return this.punctuator('!', true);
      default:
        return this.punctuator(text[this.i]!, true);
    }
  }

  /** Reads a `]`: a computed name (`['buildPrompt']() {`) is handed over when a method or field may follow. */
  private closeBracket(): boolean {
    const open = this.open.pop();
    if (open?.bracket !== '[') return false;
    const end = this.i + 1;
    if (this.coversFrom(open.at, end)) {
      const next = nextCode(this.text, end);
      const inClassBody = this.inClassBody();
      if (next === '(' || next === '<' || (inClassBody && '=:?!;'.includes(next))) {
        this.taken = this.take({ kind: 'computed', text: this.text.slice(open.at, end), end, previous: open.previous, next, ...this.enclosure(), declarator: false, inClassBody });
        if (this.taken) return true;
      }
    }
    this.punctuator(']', false);
    this.value = true;
    return true;
  }

  /**
   * Reads a template from `from` (just past a backtick or a substitution's `}`) to its closing
   * backtick or its next `${`; false when it is not closed.
   */
  private templatePart(from: number): boolean {
    const text = this.text;
    for (let j = from; j < text.length; j++) {
      const c = text.charCodeAt(j);
      if (c === BACKSLASH) {
        j++;
        continue;
      }
      if (c === BACKTICK) {
        if (this.thrownAt === undefined && this.literal?.(from, j)) this.taken = true;
        this.i = j + 1;
        this.token('value', true);
        return true;
      }
      if (c === DOLLAR && text.charCodeAt(j + 1) === OPEN_BRACE) {
        if (this.thrownAt === undefined && this.literal?.(from, j)) this.taken = true;
        this.open.push({ bracket: '{', at: j, condition: false, previous: '', holds: 'substitution' });
        this.i = j + 2;
        this.token('${', false);
        return true;
      }
    }
    return false;
  }

  /** Whether a candidate starts within the token from `this.i` to `end` (those before it were in comments, spaces or literals). */
  private covers(end: number): boolean {
    while (this.next < this.matches.length && this.matches[this.next]! < this.i) this.next++;
    return this.next < this.matches.length && this.matches[this.next]! < end;
  }

  /** Whether a candidate starts from `start` to `end`, in text already read. */
  private coversFrom(start: number, end: number): boolean {
    const first = firstAtOrAfter(this.matches, start);
    return first < this.matches.length && this.matches[first]! < end;
  }

  /** Hands the token from `start` to `end` over (its code going on from `after`); true when taken. */
  private offer(kind: 'name' | 'member' | 'string', start: number, end: number, after: number): boolean {
    this.taken = this.take({ kind, text: this.text.slice(start, end), end: kind === 'string' ? end + 1 : end, previous: this.last, next: nextCode(this.text, after), ...this.enclosure(), declarator: this.declaratorComma, inClassBody: this.inClassBody() });
    return this.taken;
  }

  /** The innermost bracket open, and where it opens. */
  private enclosure(): Pick<CodeToken, 'enclosedBy' | 'enclosedAt'> {
    const frame = this.open.at(-1);
    return frame ? { enclosedBy: frame.bracket, enclosedAt: frame.at } : { enclosedBy: '', enclosedAt: -1 };
  }

  /**
   * Follows a `throw` statement while literals are looked for: what it throws does not make what a
   * function returns, unless it assigns (`=`, `+=`) or adds to a list (`.push(`) on the way, which
   * `LocalTexts` and `builtText` read. A `throw` followed by what cannot start the thrown value
   * (`throw:`, `throw(`: a key or a method named so) is no statement; nor one after `.`.
   */
  private readThrow(word: string, member: string, end: number): void {
    if (this.thrownAt !== undefined) {
      if (LIST_ADDITIONS.has(member)) this.thrownAt = undefined;
    } else if (word === 'throw' && STARTS_THROWN.test(nextCode(this.text, end))) this.thrownAt = this.open.length;
  }

  /** Whether the innermost brace open is a class body's (a computed name's brackets may stand inside it). */
  private inClassBody(): boolean {
    for (let k = this.open.length - 1; k >= 0; k--) {
      const frame = this.open[k]!;
      if (frame.bracket === '{') return frame.holds === 'class';
    }
    return false;
  }

  /** Ends a token: what it was, whether a value ends with it, whether a control keyword's `(` may follow. */
  private token(last: string, endsValue: boolean, control = false): void {
    this.last = last;
    this.declaratorComma = false;
    this.control = control;
    this.value = endsValue;
    this.expression = !endsValue;
  }

  private punctuator(text: string, expression: boolean): boolean {
    this.i += text.length;
    this.last = text;
    // A declaration's declarators end at its `;`, or where its brackets close around it.
    const depth = this.open.length;
    // A `throw` ends likewise, and is read as making text from its first assignment (`=`, `+=`, also `==`, `=>`).
    if (this.thrownAt !== undefined && (depth < this.thrownAt || (text === ';' && depth === this.thrownAt) || text === '=')) this.thrownAt = undefined;
    if (this.declarationAt !== undefined && (depth < this.declarationAt || (text === ';' && depth === this.declarationAt))) this.declarationAt = undefined;
    this.declaratorComma = text === ',' && depth === this.declarationAt;
    this.control = false;
    this.value = false;
    this.expression = expression;
    return true;
  }
}

/** Where the identifier (or keyword) that starts at `from` ends: `from` itself when none does. */
export function identifierEnd(text: string, from: number): number {
  if (!isIdentifierStart(text.charCodeAt(from))) return from;
  let end = from + 1;
  while (end < text.length && isIdentifierPart(text.charCodeAt(end))) end++;
  return end;
}

/** The index of the first of the sorted `starts` at or after `at`. */
function firstAtOrAfter(starts: readonly number[], at: number): number {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** What a thrown value may start with (`throw new Error(...)`, `throw err`, `throw { code }`), besides `(`. */
const STARTS_THROWN = /^[\p{L}\p{Nl}$_\\'"`[{]/u;
/** Calls that add to a list a function may join and return (`parts.push('...')`). */
const LIST_ADDITIONS = new Set(['push', 'append', 'extend', 'unshift', 'splice', 'concat']);

/** `,` `;` `)` `]` `}`: outside brackets, where a declarator surely ends. */
const ENDS_DECLARATOR = new Set([0x2c, 0x3b, 0x29, 0x5d, 0x7d]);

/** The first character of code from `from`, past spaces and comments. */
function nextCode(text: string, from: number): string {
  return text[nextCodeAt(text, from)] ?? '';
}

/** Where code goes on from `from`, past spaces and comments (the text's length at its end). */
export function nextCodeAt(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) i++;
    else if (c === SLASH && text.charCodeAt(i + 1) === SLASH) i = lineEnd(text, i);
    else if (c === SLASH && text.charCodeAt(i + 1) === STAR) {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) return text.length;
      i = end + 2;
    } else return i;
  }
  return text.length;
}

/** Where the line that `from` is on ends. */
function lineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) if (isLineBreak(text.charCodeAt(i))) return i;
  return text.length;
}

/** Past the closing quote of the string opening at `from`; -1 when a line ends first. */
export function stringEnd(text: string, from: number, quote: number): number {
  for (let i = from + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === BACKSLASH) {
      // An escaped line break continues the string.
      if (text.charCodeAt(i + 1) === CR && text.charCodeAt(i + 2) === LF) i++;
      i++;
    } else if (c === LF || c === CR) return -1;
  }
  return -1;
}

/** Past the flags of the regular expression opening at `from`; -1 when a line ends first. */
function regexEnd(text: string, from: number): number {
  let inClass = false;
  for (let i = from + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isLineBreak(c)) return -1;
    if (c === BACKSLASH) {
      if (isLineBreak(text.charCodeAt(i + 1))) return -1;
      i++;
    } else if (c === OPEN_BRACKET) inClass = true;
    else if (c === CLOSE_BRACKET) inClass = false;
    else if (c === SLASH && !inClass) {
      let end = i + 1;
      while (end < text.length && isIdentifierPart(text.charCodeAt(end))) end++;
      return end;
    }
  }
  return -1;
}

const TAB = 9;
const LF = 10;
const VT = 11;
const FF = 12;
const CR = 13;
const SPACE = 32;
const BANG = 33;
const DOUBLE_QUOTE = 34;
const HASH = 35;
const DOLLAR = 36;
const QUOTE = 39;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;
const STAR = 42;
const PLUS = 43;
const MINUS = 45;
const DOT = 46;
const SLASH = 47;
const LESS = 60;
const EQUALS = 61;
const GREATER = 62;
const QUESTION = 63;
const OPEN_BRACKET = 91;
const BACKSLASH = 92;
const CLOSE_BRACKET = 93;
const BACKTICK = 96;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;

function isLineBreak(c: number): boolean {
  return c === LF || c === CR || c === 0x2028 || c === 0x2029;
}

/** JavaScript's white space and line terminators. */
function isSpace(c: number): boolean {
  if (c < 128) return c === SPACE || c === TAB || c === LF || c === CR || c === VT || c === FF;
  return c === 0xa0 || c === 0xfeff || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** A letter, `_`, `$`, a backslash (`\u0070rompt`) or any other character that is not white space. */
function isIdentifierStart(c: number): boolean {
  return c < 128 ? IDENTIFIER_ASCII[c] === START : !isSpace(c);
}

function isIdentifierPart(c: number): boolean {
  return c < 128 ? IDENTIFIER_ASCII[c] !== 0 : !isSpace(c);
}

/** What each ASCII character may be in an identifier: 0 nothing, `START` its first character or any, `PART` any but the first. */
const START = 1;
const PART = 2;
const IDENTIFIER_ASCII = new Uint8Array(128).map((_, c) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === DOLLAR || c === BACKSLASH ? START : isDigit(c) ? PART : 0,
);
