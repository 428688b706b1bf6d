import { InputError } from '../../input-error.js';
import { ROLES, type TraceMessage } from '../trace.js';
import { parseJson } from './json-syntax.js';

const KEYS = ['role', 'content', 'tokens', 'tool', 'args'];

/** The canonical trace (DESIGN 4.2): one JSON message per line; errors name the line and key. */
export function parseCanonicalTrace(text: string, file: string): TraceMessage[] {
  return canonicalMessages(text.split('\n'), file);
}

/**
 * The messages of consecutive lines of a canonical trace, the first of them line `firstLine`: a trace
 * read as it streams is parsed a read's worth of lines at a time.
 */
export function canonicalMessages(lines: readonly string[], file: string, firstLine = 1): TraceMessage[] {
  const messages: TraceMessage[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // A line that opens an object is not blank: the pattern is asked only of the others.
    if (line.charCodeAt(0) !== OPEN_BRACE && !NOT_BLANK.test(line)) continue;
    messages.push(canonicalMessage(parseJson(line, file, firstLine + i), file, firstLine + i));
  }
  return messages;
}

const NOT_BLANK = /\S/;
const OPEN_BRACE = 0x7b;

/**
 * One line's message, checked key by key, allocating nothing but its error: a long trace has many
 * lines. Each known key is read once; a JSON value is never undefined, so a message holds an unknown
 * key exactly when it has more keys than known ones, and only then are its keys looked up by name.
 */
function canonicalMessage(value: unknown, file: string, line: number): TraceMessage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw lineError('expected a JSON object per line', file, line);
  const m = value as Record<string, unknown>;
  const { role, content, tokens, tool, args } = m;
  const known = +(role !== undefined) + +(content !== undefined) + +(tokens !== undefined) + +(tool !== undefined) + +(args !== undefined);
  if (keyCount(m) !== known) {
    for (const key in m) if (!KEYS.includes(key)) throw lineError(`unknown key (known: ${KEYS.join(', ')})`, file, line, key);
  }
  if (role !== 'assistant' && role !== 'tool' && role !== 'user' && role !== 'system') {
    throw lineError(`expected one of ${ROLES.join(', ')}, got ${JSON.stringify(role)}`, file, line, 'role');
  }
  if (content !== undefined && typeof content !== 'string') throw lineError('expected a string', file, line, 'content');
  if (tool !== undefined && typeof tool !== 'string') throw lineError('expected a string', file, line, 'tool');
  if (args !== undefined && typeof args !== 'string') throw lineError('expected a string', file, line, 'args');
  if (tokens !== undefined && !(Number.isInteger(tokens) && (tokens as number) >= 0)) {
    throw lineError(`expected a whole number of tokens, got ${JSON.stringify(tokens)}`, file, line, 'tokens');
  }
  return m as unknown as TraceMessage;
}

/** How many keys an object has, without the list `Object.keys` would make. */
function keyCount(m: object): number {
  let count = 0;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- only how many there are is wanted
  for (const _key in m) count++;
  return count;
}

function lineError(message: string, file: string, line: number, key?: string): InputError {
  return new InputError(message, key === undefined ? { file, line } : { file, line, key });
}

