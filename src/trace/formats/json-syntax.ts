import { InputError } from '../../input-error.js';

/** Where a text stops being JSON, and what was expected there. */
export interface JsonSyntaxError {
  /** 1-based, in lines of the text. */
  line: number;
  /** 1-based, in characters (code points) of that line. */
  column: number;
  message: string;
}

/** JSON.parse, with an error that names the file, line and column where the JSON goes wrong. */
export function parseJson(text: string, file: string, firstLine = 1): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const at = findJsonSyntaxError(text);
    if (!at) throw new InputError(`not valid JSON: ${(error as Error).message}`, { file });
    throw new InputError(`not valid JSON: ${at.message}`, { file, line: firstLine + at.line - 1, column: at.column });
  }
}

/**
 * Scans the text as JSON's grammar does and stops at the first fault. Node's own message names no
 * line (and before Node 22 often no position at all): a cut-off export of 10,000 lines needs both.
 * Undefined when the text is JSON, or nested past what the stack allows.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  try {
    new JsonScanner(text).document();
    return undefined;
  } catch (error) {
    if (error instanceof SyntaxFault) return locate(text, error.offset, error.message);
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

class SyntaxFault extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

class JsonScanner {
  private at = 0;

  constructor(private readonly text: string) {}

  document(): void {
    this.value();
    this.space();
    if (this.at < this.text.length) this.fail('the end of the JSON');
  }

  private value(): void {
    this.space();
    const c = this.text[this.at];
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"') return this.string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    for (const word of ['true', 'false', 'null']) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return;
      }
      // A cut-off `tru` is the end of the text, not a wrong letter.
      const rest = this.text.length - this.at;
      if (rest > 0 && rest < word.length && word.startsWith(this.text.slice(this.at))) this.fail('a value', this.text.length);
    }
    this.fail('a value');
  }

  private object(): void {
    this.at++;
    this.space();
    if (this.text[this.at] === '}') return void this.at++;
    for (;;) {
      this.space();
      if (this.text[this.at] !== '"') this.fail('a key in double quotes');
      this.string();
      this.space();
      this.expect(':', "':'");
      this.value();
      this.space();
      if (this.text[this.at] === ',') this.at++;
      else return this.expect('}', "',' or '}'");
    }
  }

  private array(): void {
    this.at++;
    this.space();
    if (this.text[this.at] === ']') return void this.at++;
    for (;;) {
      this.value();
      this.space();
      if (this.text[this.at] === ',') this.at++;
      else return this.expect(']', "',' or ']'");
    }
  }

  private string(): void {
    this.at++;
    for (;;) {
      const c = this.text[this.at];
      if (c === undefined) this.fail('the closing \'"\'');
      if (c === '"') return void this.at++;
      if (c === '\\') {
        const next = this.text[this.at + 1];
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.at + 2, this.at + 6))) this.at += 6;
        else if (next !== undefined && ESCAPES.has(next)) this.at += 2;
        else this.fail('an escape (\\n, \\", \\u00e9, ...)', this.at + 1);
      } else if (c < ' ') {
        throw new SyntaxFault(this.at, 'a control character (a raw line break?) inside a string: JSON needs it escaped, as \\n');
      } else {
        this.at++;
      }
    }
  }

  private number(): void {
    NUMBER.lastIndex = this.at;
    const match = NUMBER.exec(this.text);
    if (!match) this.fail('a number');
    this.at += match[0].length;
  }

  private expect(char: string, expected: string): void {
    if (this.text[this.at] !== char) this.fail(expected);
    this.at++;
  }

  private space(): void {
    while (this.at < this.text.length && ' \t\n\r'.includes(this.text[this.at]!)) this.at++;
  }

  private fail(expected: string, at = this.at): never {
    if (at >= this.text.length) {
      // Where the text stops, not after its trailing line breaks: the line the cut fell on.
      throw new SyntaxFault(this.text.trimEnd().length, `the text ends where ${expected} should be: is the file cut off?`);
    }
    throw new SyntaxFault(at, `expected ${expected}, found ${JSON.stringify(String.fromCodePoint(this.text.codePointAt(at)!))}`);
  }
}

function locate(text: string, offset: number, message: string): JsonSyntaxError {
  return { ...textPosition(text, offset), message };
}

/** The 1-based line, and column in characters (code points), of an offset into a text. */
export function textPosition(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: Array.from(before.slice(lineStart)).length + 1 };
}
