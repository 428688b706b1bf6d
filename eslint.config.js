import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The layers of docs/architecture.md, "Layers". The pure core, lowest first: each layer imports only
 * the layers before it. `config` is the settings vocabulary: layers below it name its types only
 * (`import type`); its code parses policies and checks models, so it sits above simulate.
 * Built on typescript-eslint's `no-restricted-imports` (no resolver, no new dependency): a pattern
 * matches the import as written, so every relative import is checked by the folder it names.
 */
const CORE = ['count', 'trace', 'models', 'extract', 'frameworks', 'simulate', 'config', 'report', 'gate', 'analyze'];
const TYPES_ONLY_BELOW = 'config';
const ADAPTERS = ['changes', 'pipeline', 'action', 'cli'];
const WHY = 'docs/architecture.md, "Layers"';

/** An import, as written, that reaches into one of our folders. */
const ours = (layer) => String.raw`^(\.\.?/)+(.+/)?${layer}(/|$)`;
const pattern = (layer, message, typesOnly = false) => ({ regex: ours(layer), caseSensitive: true, allowTypeImports: typesOnly, message });
const filesOf = (layer) => [`src/${layer}/**/*.ts`];

const NODE_IO = String.raw`^(node:)?(fs|fs/promises|child_process|net|http|https|http2|os|process|dns|tls|dgram|readline|worker_threads|cluster)$`;
const GITHUB = String.raw`^@(actions|octokit)/`;

function coreLayer(layer, index) {
  const above = CORE.slice(index + 1);
  const patterns = [
    ...ADAPTERS.map((a) => pattern(a, `the pure core imports no adapter: src/${a} calls the core, not the other way (${WHY})`)),
    pattern('entries', `the pure core imports no entry point (${WHY})`),
    { regex: NODE_IO, caseSensitive: true, message: `the pure core does no I/O: an adapter reads and hands the result in (${WHY})` },
    { regex: GITHUB, caseSensitive: true, message: `the pure core knows nothing of GitHub: src/action does (${WHY})` },
    ...above.map((upper) =>
      upper === TYPES_ONLY_BELOW
        ? pattern(upper, `${layer} is below config: it may name config's types (import type), not run its code (${WHY})`, true)
        : pattern(upper, `${layer} is below ${upper}: layers import only downward (${WHY})`),
    ),
  ];
  return {
    files: filesOf(layer),
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
      'no-restricted-globals': ['error', { name: 'process', message: `the pure core reads no environment: take it as input (${WHY})` }],
    },
  };
}

/** Adapters import the core freely; among themselves, only downward: changes < pipeline < action | cli. */
const ADAPTER_RULES = {
  changes: ['pipeline', 'action', 'cli'],
  pipeline: ['action', 'cli'],
  action: ['cli'],
  cli: ['action'],
};

function adapterLayer(adapter) {
  const patterns = ADAPTER_RULES[adapter].map((other) => pattern(other, `src/${adapter} does not import src/${other} (${WHY})`));
  // The CLI prints exactly the comment the action posts: only src/action talks to GitHub.
  if (adapter !== 'action') patterns.push({ regex: GITHUB, caseSensitive: true, message: `only src/action talks to GitHub (${WHY})` });
  return { files: filesOf(adapter), rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] } };
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'tools/', 'coverage/', 'test/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', Buffer: 'readonly', console: 'readonly', URL: 'readonly', TextDecoder: 'readonly', performance: 'readonly', setTimeout: 'readonly' } },
    rules: {
      'no-control-regex': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  ...CORE.map(coreLayer),
  ...ADAPTERS.map(adapterLayer),
  {
    // ICU's number formats take some 20 ms to start: figures are written by src/grouped-number.ts
    // (docs/architecture.md, "Cold start").
    files: ['src/**/*.ts'],
    ignores: ['src/grouped-number.ts'],
    rules: {
      'no-restricted-properties': ['error', { property: 'toLocaleString', message: 'write figures with groupedNumber (src/grouped-number.ts), which starts no ICU' }],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='Intl']", message: 'write figures with groupedNumber (src/grouped-number.ts), which starts no ICU' }],
    },
  },
);
