// An esbuild plugin for the build (scripts/build.mjs): genai-prices as the bundle loads it, at a
// fraction of its cost when loaded as published (docs/architecture.md, "Cold start").
// - Its dataset is one JavaScript array literal of some 460 KB, which V8 parses as code and builds
//   object by object. The build writes it beside the bundle as JSON (`DATA_FILE`), which the module
//   reads and hands to JSON.parse, several times faster, and without scanning it as source.
// - It orders its units' keys with `localeCompare`, which starts ICU's collator (some 10 ms) as the
//   module loads. Its keys are ASCII names that code-point order sorts exactly as the collator does:
//   checked here for every pair of them, so the comparison is the same one, without ICU.
// Both are done at build time on the lockfile's copy of the package. A file that no longer has this
// shape, data that does not survive JSON unchanged, or keys the two orders disagree on fail the build
// rather than ship something else.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

/** The dataset's file, beside the chunk that reads it (every chunk is in dist/). */
export const DATA_FILE = 'genai-prices.json';
const DATA_START = 'const E = [';
const DATA_END = '\n], J = {';
const UNITS_END = '\n};\nclass Y {';
/** The module's two collated comparisons, as published, and the code-point comparison each becomes. */
const COMPARISONS = [
  ['([t], [a]) => t.localeCompare(a)', '([t], [a]) => (t < a ? -1 : t > a ? 1 : 0)'],
  ['|| n.usageKey.localeCompare(s.usageKey)', '|| (n.usageKey < s.usageKey ? -1 : n.usageKey > s.usageKey ? 1 : 0)'],
];

/** Where `marker` is, once and only once in the file, or the build stops naming it. */
function uniqueAt(source, marker, file) {
  const at = source.indexOf(marker);
  if (at < 0 || source.indexOf(marker, at + 1) >= 0) {
    throw new Error(`${file} no longer holds \`${marker.trim()}\` once: see scripts/genai-prices-bundled.mjs`);
  }
  return at;
}

/**
 * The module's text, its dataset read from `DATA_FILE` and its comparisons in code-point order, and
 * the dataset as JSON.
 */
export function bundledGenaiPrices(source, file) {
  if (uniqueAt(source, DATA_START, file) !== 0) throw new Error(`${file} no longer starts with its dataset: see scripts/genai-prices-bundled.mjs`);
  const dataEnd = uniqueAt(source, DATA_END, file);
  const data = new Function(`return (${source.slice(DATA_START.length - 1, dataEnd + 2)});`)();
  const json = JSON.stringify(data);
  if (!isDeepStrictEqual(JSON.parse(json), data)) throw new Error(`${file}: the dataset does not survive JSON unchanged`);
  const unitsStart = dataEnd + DATA_END.length - 1;
  const units = new Function(`return (${source.slice(unitsStart, uniqueAt(source, UNITS_END, file) + 2)});`)();
  const keys = new Set(Object.entries(units).flatMap(([usageKey, unit]) => [usageKey, ...Object.keys(unit.dimensions ?? {})]));
  for (const a of keys) {
    for (const b of keys) {
      if (Math.sign(a.localeCompare(b, 'en-US')) !== Math.sign(a < b ? -1 : a > b ? 1 : 0)) {
        throw new Error(`${file}: the keys ${a} and ${b} sort differently by code point than by locale`);
      }
    }
  }
  let rest = source.slice(dataEnd + 2);
  for (const [published, bundled] of COMPARISONS) {
    uniqueAt(rest, published, file);
    rest = rest.replace(published, bundled);
  }
  if (rest.includes('localeCompare')) throw new Error(`${file} compares with localeCompare where this plugin does not know why: see scripts/genai-prices-bundled.mjs`);
  const read = `import { readFileSync as readDataFile } from 'node:fs';\nconst E = JSON.parse(readDataFile(new URL(${JSON.stringify(`./${DATA_FILE}`)}, import.meta.url), 'utf8'))`;
  return { code: `${read}${rest}`, json };
}

/** The plugin; the dataset is written to `DATA_FILE` in the build's output folder. */
export const genaiPricesPlugin = {
  name: 'genai-prices-bundled',
  setup(build) {
    build.onLoad({ filter: /[\\/]@pydantic[\\/]genai-prices[\\/]dist[\\/]index\.js$/ }, (args) => {
      const { code, json } = bundledGenaiPrices(readFileSync(args.path, 'utf8'), args.path);
      mkdirSync(build.initialOptions.outdir, { recursive: true });
      writeFileSync(join(build.initialOptions.outdir, DATA_FILE), json);
      return { contents: code, loader: 'js' };
    });
  },
};
