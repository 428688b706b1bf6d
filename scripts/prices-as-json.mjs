// An esbuild plugin for the build (scripts/build.mjs): genai-prices ships its dataset as one JavaScript
// array literal of some 460 KB, which V8 parses as code and builds object by object when the bundle
// loads. The same data as a JSON string is parsed by JSON.parse, several times faster
// (docs/architecture.md, "Cold start"). The literal is evaluated here, at build time, from the
// lockfile's copy of the package; a package whose file no longer has that shape, or whose data does not
// survive JSON unchanged, fails the build rather than shipping something else.
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';

const START = 'const E = [';
const END = '\n], J = {';

/** The module's text with its dataset (`const E = [...]`) read from a JSON string instead. */
export function pricesAsJson(source, file) {
  const start = source.indexOf(START);
  const end = source.indexOf(END);
  if (start !== 0 || end < 0 || source.indexOf(END, end + 1) >= 0) {
    throw new Error(`${file} no longer starts with its dataset as \`${START} ... ${END.trim()}\`: see scripts/prices-as-json.mjs`);
  }
  const literal = source.slice(START.length - 1, end + 2);
  const data = new Function(`return (${literal});`)();
  const json = JSON.stringify(data);
  if (!isDeepStrictEqual(JSON.parse(json), data)) throw new Error(`${file}: the dataset does not survive JSON unchanged`);
  return `const E = JSON.parse(${JSON.stringify(json)})${source.slice(end + 2)}`;
}

export const pricesAsJsonPlugin = {
  name: 'prices-as-json',
  setup(build) {
    build.onLoad({ filter: /[\\/]@pydantic[\\/]genai-prices[\\/]dist[\\/]index\.js$/ }, (args) => ({
      contents: pricesAsJson(readFileSync(args.path, 'utf8'), args.path),
      loader: 'js',
    }));
  },
};
