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
    if (!line.trim()) continue;
    const where = { file, line: i + 1 };
    const value = parseJson(line, file, i + 1);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InputError('expected a JSON object per line', where);
    const m = value as Record<string, unknown>;
    for (const key of Object.keys(m)) if (!KEYS.includes(key)) throw new InputError(`unknown key (known: ${KEYS.join(', ')})`, { ...where, key });
    if (!ROLES.includes(m.role as TraceRole)) throw new InputError(`expected one of ${ROLES.join(', ')}, got ${JSON.stringify(m.role)}`, { ...where, key: 'role' });
    for (const key of ['content', 'tool', 'args'] as const) {
      if (m[key] !== undefined && typeof m[key] !== 'string') throw new InputError('expected a string', { ...where, key });
    }
    if (m.tokens !== undefined && !(Number.isInteger(m.tokens) && (m.tokens as number) >= 0)) {
      throw new InputError(`expected a whole number of tokens, got ${JSON.stringify(m.tokens)}`, { ...where, key: 'tokens' });
    }
    yield m as unknown as TraceMessage;
  }
}
