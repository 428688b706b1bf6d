import { InputError } from '../../input-error.js';
import type { TraceMessage, TraceRole } from '../trace.js';
import { parseJson } from './json-syntax.js';

const ROLES: readonly TraceRole[] = ['system', 'user', 'assistant', 'tool'];
const KEYS = ['role', 'content', 'tokens', 'tool', 'args'];

/** The canonical trace (DESIGN 4.2): one JSON message per line; errors name the line and key. */
export function parseCanonicalTrace(text: string, file: string): TraceMessage[] {
  return [...canonicalMessages(text.split('\n'), file)];
}

/** The same, one message at a time as its lines are read: a long run is never held whole. */
export function* canonicalMessages(lines: Iterable<string>, file: string): Generator<TraceMessage> {
  let i = -1;
  for (const line of lines) {
    i++;
    // A line that opens an object is not blank: the pattern is asked only of the others.
    if (line.charCodeAt(0) !== OPEN_BRACE && !NOT_BLANK.test(line)) continue;
    yield canonicalMessage(parseJson(line, file, i + 1), file, i + 1);
  }
}

const NOT_BLANK = /\S/;
const OPEN_BRACE = 0x7b;

/** One line's message, checked key by key, allocating nothing but its error: a long trace has many lines. */
function canonicalMessage(value: unknown, file: string, line: number): TraceMessage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw lineError('expected a JSON object per line', file, line);
  const m = value as Record<string, unknown>;
  for (const key in m) if (!KEYS.includes(key)) throw lineError(`unknown key (known: ${KEYS.join(', ')})`, file, line, key);
  if (!ROLES.includes(m.role as TraceRole)) throw lineError(`expected one of ${ROLES.join(', ')}, got ${JSON.stringify(m.role)}`, file, line, 'role');
  for (const key of STRING_KEYS) if (m[key] !== undefined && typeof m[key] !== 'string') throw lineError('expected a string', file, line, key);
  if (m.tokens !== undefined && !(Number.isInteger(m.tokens) && (m.tokens as number) >= 0)) {
    throw lineError(`expected a whole number of tokens, got ${JSON.stringify(m.tokens)}`, file, line, 'tokens');
  }
  return m as unknown as TraceMessage;
}

function lineError(message: string, file: string, line: number, key?: string): InputError {
  return new InputError(message, key === undefined ? { file, line } : { file, line, key });
}

const STRING_KEYS = ['content', 'tool', 'args'] as const;
