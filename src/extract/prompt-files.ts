import { pathGlobs } from './path-globs.js';
import type { CodeLanguage, SourceKind } from './source-kind.js';

/**
 * Which files hold prompt material, and in which role. A pattern without a slash matches a file name
 * at any depth (`AGENTS.md`, `*.prompt`); one with a slash matches from the repository root
 * (`pathGlobs`).
 */

/** Text and template files, the kinds a `prompts/` folder holds prompts in (not code, not images). */
const PROMPT_TEXT = '*.{md,mdx,mdc,txt,text,prompt,prompty,j2,jinja,jinja2,hbs,handlebars,mustache,tmpl,tpl,liquid,xml,yaml,yml,json}';

/** Prompt and template files: in a prompts folder (`prompts/`, `system_prompts/`), or named for one (`system_prompt.md`). */
export const DEFAULT_PROMPT_GLOBS = [
  `.github/prompts/**/${PROMPT_TEXT}`,
  `**/*prompts/**/${PROMPT_TEXT}`,
  // gpt-engineer's preprompts/roadmap: prompt files with no extension at all.
  '**/*prompts/**/!(*.*|LICENSE|LICENCE|COPYING|NOTICE|AUTHORS|README|CHANGELOG|Makefile|Dockerfile|CODEOWNERS)',
  `**/${PROMPT_TEXT.replace('*.', '*prompt*.')}`,
  '*.prompt',
  '*.prompty',
  '*.j2',
  '*.jinja',
  '*.jinja2',
];

/** Never prompt material, whatever else matches. */
export const DEFAULT_EXCLUDE_GLOBS = ['**/node_modules/**', '.git/**'];

/**
 * Where prompt-looking text is usually not sent by the agent: tests, docs, examples, vendored and
 * generated code, build output, and the config files every repository has. Files a framework profile
 * claims (coding tools' instruction files) are read wherever they are, so these apply to everything
 * else; `default_excludes: false` turns them off.
 */
export const NOISE_GLOBS = [
  '**/{test,tests,__tests__,spec,specs,testing,fixtures,__fixtures__,__mocks__}/**',
  '**/*.{test,spec}.*',
  '**/test_*.py',
  '**/*_test.py',
  '**/conftest.py',
  '**/{docs,doc,examples,example,samples,sample,cookbook,notebooks}/**',
  '**/{bench,benchmark,benchmarks}/**',
  '**/{vendor,vendored,third_party,third-party,external}/**',
  '**/{dist,build,out,target,site-packages,.venv,venv,.tox,coverage}/**',
  '**/{generated,__generated__,gen}/**',
  '**/{locales,locale,i18n,l10n,lang,langs,translations}/**',
  '**/*.{generated,gen,min}.*',
  '**/*.d.ts',
  '**/{package.json,package-lock.json,tsconfig*.json,jsconfig.json,composer.json,yarn.lock,pnpm-lock.yaml,Pipfile.lock,poetry.lock,.eslintrc*,.prettierrc*,renovate.json,.pre-commit-config.yaml,docker-compose*.yml,mkdocs.yml,action.yml,action.yaml,codecov.yml,.readthedocs.yaml,.mergify.yml,.github/mergify.yml,.gitlab-ci.yml,.travis.yml}',
  '.github/{workflows,ISSUE_TEMPLATE,dependabot.yml}/**',
  '.github/dependabot.yml',
];

/**
 * Test data, even where it has a coding tool's file name: a fixture repository's `.claude/agents/`, a
 * tool's folder inside a tests folder. An instruction file of the tests folder itself
 * (`tests/AGENTS.md`) is the coding agents' when they work there, and is read.
 */
export const FIXTURE_GLOBS = [
  '**/{fixtures,__fixtures__,__mocks__,__snapshots__,testdata,test-data,test_data}/**',
  '**/{test,tests,__tests__,spec,specs,testing}/**/{.claude,.cursor,.github,.windsurf,.clinerules,.gemini,.codex,.continue,.roo,.kiro}/**',
];

const PROMPTFOO_CONFIG = /(^|\/)promptfooconfig\.[^/]+$/;
const STRUCTURED = /\.(ya?ml|json)$/i;
const CODE: Array<[RegExp, CodeLanguage]> = [
  [/\.pyi?$/i, 'python'],
  [/\.tsx$/i, 'tsx'],
  [/\.[mc]?ts$/i, 'typescript'],
  [/\.[mc]?jsx?$/i, 'javascript'],
];

export interface PromptFileRules {
  /** Extra globs of prompt files (role `system`), on top of the defaults. */
  include: string[];
  exclude: string[];
  /** Leave out tests, docs, examples, vendored and generated files (default true). */
  defaultExcludes?: boolean;
  /** Parse source code for prompts (default true). */
  code?: boolean;
  /** Files that hold what tools return (fixtures, recorded traces). */
  toolOutputs?: string[];
  /**
   * Files a framework profile reads itself, by profile id (AGENTS.md, CLAUDE.md, Cursor rules: each
   * coding tool's instruction files), read wherever they are.
   */
  frameworkFiles?: ReadonlyArray<{ profile: string; globs: readonly string[] }>;
}

export type PathClassifier = (path: string) => SourceKind | undefined;

export function promptFileClassifier(rules: PromptFileRules): PathClassifier {
  // The globs are compiled when the first path is asked: a warm run finds every path's kind in its
  // cache and asks none (docs/architecture.md, "Cold start").
  let classify: PathClassifier | undefined;
  return (path) => (classify ??= compiledClassifier(rules))(path);
}

function compiledClassifier(rules: PromptFileRules): PathClassifier {
  const excluded = pathGlobs([...DEFAULT_EXCLUDE_GLOBS, ...rules.exclude]);
  const noise = pathGlobs(rules.defaultExcludes === false ? [] : NOISE_GLOBS);
  const fixture = pathGlobs(rules.defaultExcludes === false ? [] : FIXTURE_GLOBS);
  const prompts = pathGlobs([...DEFAULT_PROMPT_GLOBS, ...rules.include]);
  // What the user names is read even where the defaults see noise (a CrewAI translations/en.json).
  const included = pathGlobs(rules.include);
  const toolOutputs = pathGlobs(rules.toolOutputs ?? []);
  const frameworks = (rules.frameworkFiles ?? []).map(({ profile, globs }) => ({ profile, matches: pathGlobs(globs) }));
  return (path) => {
    if (excluded(path)) return undefined;
    const framework = frameworks.find((f) => f.matches(path));
    if (framework && (!fixture(path) || included(path))) return { format: 'framework', profile: framework.profile };
    // Fixtures often live under tests/: named tool outputs count wherever they are.
    if (toolOutputs(path)) return { format: 'tool-output' };
    if (noise(path) && !included(path)) return undefined;
    if (/\.prompty$/i.test(path)) return { format: 'prompty' };
    const prompt = prompts(path);
    // A promptfoo config is named for prompts but holds test cases too: only its prompt keys count.
    // Asked of every YAML and JSON file, not only those in prompt folders: met first after thousands
    // of others, that question threw the optimised listing away (docs/architecture.md, "Speed and memory").
    if (STRUCTURED.test(path)) {
      const promptfooConfig = PROMPTFOO_CONFIG.test(path);
      return { format: 'structured', promptFolder: prompt && !promptfooConfig };
    }
    if (prompt) return { format: 'text', role: 'system' };
    const language = rules.code === false ? undefined : CODE.find(([re]) => re.test(path))?.[1];
    return language ? { format: 'code', language } : undefined;
  };
}
