import type * as UnicodeName from 'unicode-name';

/**
 * unicode-name's tables are 1.4 MB of JavaScript: they are loaded by the caller, only when some Python
 * file holds `\N{` (src/pipeline/code-parsers.ts; docs/architecture.md, "Cold start").
 */
let unicodeName: Pick<typeof UnicodeName, 'unicodeAliases' | 'unicodeBaseName'> | undefined;

export function useUnicodeNames(library: NonNullable<typeof unicodeName>): void {
  unicodeName = library;
}

/** Python's `\N{...}` looks names up in upper case; both tables are built on the first lookup only. */
let names: Map<string, number> | undefined;
let aliases: Map<string, number> | undefined;

const LAST_CODE_POINT = 0x10ffff;
const isSurrogate = (cp: number): boolean => cp >= 0xd800 && cp <= 0xdfff;

/**
 * The character Python's `"\N{NAME}"` stands for: a Unicode name or name alias (`EM DASH`,
 * `LINE FEED`, `BOM`), in any case, or undefined when Python would reject it. The name table costs
 * 1-2 s to build and the alias table another half second when a name is not found, so a file without
 * `\N{` never builds them.
 */
export function characterNamed(name: string): string | undefined {
  const wanted = name.trim().toUpperCase();
  if (!unicodeName) throw new Error('Unicode character names were not loaded (useUnicodeNames)');
  const { unicodeAliases, unicodeBaseName } = unicodeName;
  names ??= table((cp) => {
    const n = unicodeBaseName(cp);
    return n ? [n] : [];
  });
  const found = names.get(wanted) ?? (aliases ??= table((cp) => Object.values(unicodeAliases(cp) ?? {}).flat())).get(wanted);
  return found === undefined ? undefined : String.fromCodePoint(found);
}

function table(namesOf: (cp: number) => string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (let cp = 0; cp <= LAST_CODE_POINT; cp++) {
    if (isSurrogate(cp)) continue;
    for (const n of namesOf(cp)) if (!out.has(n)) out.set(n, cp);
  }
  return out;
}
