import { Minimatch } from 'minimatch';
import type { Role } from './prompt-unit.js';

/**
 * Which files hold prompt material, and in which role. A pattern without a slash matches a file name
 * at any depth (`AGENTS.md`, `*.prompt`); one with a slash matches from the repository root.
 */

/** Agent instruction files: read by coding agents on every request. */
export const DEFAULT_INSTRUCTION_GLOBS = [
  'AGENTS.md',
  'CLAUDE.md',
  'GEMINI.md',
  '.cursorrules',
  '**/.cursor/rules/**',
  '.windsurfrules',
  '**/.windsurf/rules/**',
  '.clinerules',
  '.clinerules/**',
  '.github/copilot-instructions.md',
  '.github/instructions/**',
];

/** Text and template files, the kinds a `prompts/` folder holds prompts in (not code, not images). */
const PROMPT_TEXT = '*.{md,mdx,mdc,txt,text,prompt,prompty,j2,jinja,jinja2,hbs,handlebars,mustache,tmpl,tpl,liquid,xml,yaml,yml,json}';

/** Prompt and template files. */
export const DEFAULT_PROMPT_GLOBS = [`.github/prompts/**/${PROMPT_TEXT}`, `**/prompts/**/${PROMPT_TEXT}`, '*.prompt', '*.prompty', '*.j2', '*.jinja', '*.jinja2'];

/** Never prompt material, whatever else matches. */
export const DEFAULT_EXCLUDE_GLOBS = ['**/node_modules/**', '.git/**'];

export interface PromptFileRules {
  /** Extra globs of prompt files (role `system`), on top of the defaults. */
  include: string[];
  exclude: string[];
}

export type PathClassifier = (path: string) => Role | undefined;

export function promptFileClassifier(rules: PromptFileRules): PathClassifier {
  const compile = (globs: string[]): Minimatch[] =>
    globs.map((g) => new Minimatch(g, { dot: true, matchBase: !g.includes('/'), nocomment: true }));
  const excluded = compile([...DEFAULT_EXCLUDE_GLOBS, ...rules.exclude]);
  const byRole: Array<[Role, Minimatch[]]> = [
    ['instructions', compile(DEFAULT_INSTRUCTION_GLOBS)],
    ['system', compile([...DEFAULT_PROMPT_GLOBS, ...rules.include])],
  ];
  return (path) => {
    if (excluded.some((m) => m.match(path))) return undefined;
    for (const [role, matchers] of byRole) if (matchers.some((m) => m.match(path))) return role;
    return undefined;
  };
}
