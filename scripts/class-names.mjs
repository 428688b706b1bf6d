// An esbuild plugin for the build (scripts/build.mjs): @actions/cache tells its errors apart by class
// name (`typedError.name === ReserveCacheError.name`), and a bundled class may not keep its name
// (esbuild turns `class ReserveCacheError` into `var ReserveCacheError = class _ReserveCacheError`
// when the class refers to itself). esbuild's keepNames would keep every name, but wraps each function
// it creates in a call that sets its name, which costs the simulator's hot loop more than the loop
// itself. So a dependency's comparison with the name of a class the same file declares is compared
// with that name as written, which is what it is unbundled.
import { readFileSync } from 'node:fs';

/** `=== X.name` or `X.name ===`: a comparison with a class's name (the build's check reads its matches too). */
export const COMPARED = /(===\s*)([A-Z][\w$]*)\.name\b|\b([A-Z][\w$]*)\.name(\s*===)/g;

/** The file's text with each `=== X.name` (or `X.name ===`) of a class X it declares read as the string `'X'`. */
export function classNamesAsWritten(source) {
  if (/\bstatic\s+(get\s+)?name\b/.test(source)) return source;
  const declared = new Set([...source.matchAll(/\bclass\s+([A-Z][\w$]*)/g)].map((m) => m[1]));
  return source.replace(COMPARED, (whole, before, left, right, after) => {
    const name = left ?? right;
    if (!declared.has(name)) return whole;
    return left ? `${before}${JSON.stringify(name)}` : `${JSON.stringify(name)}${after}`;
  });
}

export const classNamesPlugin = {
  name: 'class-names',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/].*\.[cm]?js$/ }, (args) => {
      // The text as read, rewritten or not: esbuild does not read the file again.
      return { contents: classNamesAsWritten(readFileSync(args.path, 'utf8')), loader: 'js' };
    });
  },
};
