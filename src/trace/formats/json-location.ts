import type { Where } from '../../input-error.js';
import { textPosition } from './json-syntax.js';

/** A step into a JSON value: a key of an object, or an index of an array. */
export type JsonPath = ReadonlyArray<string | number>;

/**
 * Where the value at `path` starts in a JSON text, for an error about a value that parsed but is not
 * what a format needs: JSON.parse keeps no positions. The text must be JSON; undefined where the
 * path leads nowhere. Of duplicate keys it finds the first (JSON.parse keeps the last).
 */
export function jsonLocation(text: string, path: JsonPath): { line: number; column: number } | undefined {
  let at = 0;
  const space = (): void => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at++;
  };
  const skipString = (): void => {
    at++;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at++;
  };
  const skipValue = (): void => {
    space();
    const c = text[at];
    if (c === '"') return skipString();
    if (c !== '{' && c !== '[') {
      while (at < text.length && !',]} \t\n\r'.includes(text[at]!)) at++;
      return;
    }
    let depth = 0;
    do {
      const d = text[at];
      if (d === '"') {
        skipString();
        continue;
      }
      if (d === '{' || d === '[') depth++;
      else if (d === '}' || d === ']') depth--;
      at++;
    } while (depth > 0 && at < text.length);
  };
  for (const step of path) {
    space();
    if (text[at] !== (typeof step === 'number' ? '[' : '{')) return undefined;
    at++;
    for (let i = 0; ; i++) {
      space();
      if (text[at] === ']' || text[at] === '}' || at >= text.length) return undefined;
      if (typeof step === 'number') {
        if (i === step) break;
      } else {
        const keyStart = at;
        skipString();
        const key = JSON.parse(text.slice(keyStart, at)) as string;
        space();
        at++; // the ':'
        if (key === step) break;
      }
      skipValue();
      space();
      if (text[at] === ',') at++;
    }
  }
  space();
  return textPosition(text, at);
}

/** Errors about a value of a parsed JSON file: the file, the value's line and column, and its path. */
export function whereIn(text: string, file: string): (path: JsonPath) => Where {
  return (path) => ({ file, ...jsonLocation(text, path), key: pathText(path) });
}

function pathText(path: JsonPath): string {
  return path.map((step, i) => (typeof step === 'number' ? `[${step}]` : i === 0 ? step : `.${step}`)).join('');
}
