import { escapeRegExp } from './regexp-escape.js';
import { ACTED_ON_WORDS, isKeyActedOn } from './structured-keys.js';

/**
 * Whether a YAML or JSON file outside a prompt folder provably yields nothing (no unit, no model),
 * read without the YAML parser, which is most of such a file's cost (docs/architecture.md,
 * "Structured files without prompts are not parsed"). Outside a prompt folder the walker reads a
 * string only below a key it acts on, and a tool or a model only under one (`isKeyActedOn`), so a
 * file with none of those keys yields nothing. Two proofs:
 *   - JSON, read by `JSON.parse`, whose keys are the loader's: a JSON text the YAML parser reads
 *     without error is the same tree (a repeated key is an error there, and then nothing is read);
 *     no key anywhere in it is acted on;
 *   - any other text, when no key can be read otherwise than its words are written: no word an
 *     acted-on key holds (`ACTED_ON_WORDS`, in any case) stands anywhere in it, and nothing could
 *     make a key of other letters: no escape (`"\x70rompt"`, a broken line joined by `\`), no tag
 *     (`!!binary` decodes base64), no `%YAML 1.1` directive (its dates are keys written out). An
 *     alias is refused too, though it copies only text that is written elsewhere in the file, as
 *     anchors, merge keys and folded lines do: a precaution that costs little.
 */
export function structuredHasNothingToExtract(text: string): boolean {
  const start = text.search(/\S/);
  if (start >= 0 && (text[start] === '{' || text[start] === '[')) {
    const tree = parsedJson(text);
    // The word first: most keys have none, and it costs less than the key's words.
    if (tree !== NOT_JSON) return !anyKey(tree, (key) => ACTED_ON_WORD.test(key) && isKeyActedOn(key));
  }
  return !ACTED_ON_WORD.test(text) && !MAY_READ_OTHERWISE.test(text);
}

const ACTED_ON_WORD = new RegExp(ACTED_ON_WORDS.map(escapeRegExp).join('|'), 'i');
/**
 * A backslash; a `*` (alias) or `!` (tag) where a node may start, after anything but the letters,
 * digits and `./*!-` a plain scalar goes on with (`src/*.js`); a directive at a line's start.
 */
const MAY_READ_OTHERWISE = /\\|(?:^|[^\w./*!-])[*!]|^%/m;

const NOT_JSON = Symbol('not JSON');
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** Whether some object in the tree has a key that passes `test`; with a stack, as JSON nests deeper than calls may. */
function anyKey(tree: unknown, test: (key: string) => boolean): boolean {
  const stack: unknown[] = [tree];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) stack.push(item);
      continue;
    }
    for (const key of Object.keys(value)) {
      if (test(key)) return true;
      const item = (value as Record<string, unknown>)[key];
      if (typeof item === 'object' && item !== null) stack.push(item);
    }
  }
  return false;
}
