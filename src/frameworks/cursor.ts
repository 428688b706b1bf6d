import type { PromptUnit } from '../extract/prompt-unit.js';
import type { Delivery } from './delivery.js';
import { partUnit } from './file-units.js';
import { booleanField, globsField, splitFrontmatter, stringField } from './frontmatter.js';
import type { FoundAgent, FrameworkProfile, RepositoryUnits } from './profile.js';
import { agentsMdDelivery, agentsMdUnits, baseName, dirOf, scopeOf, stem } from './repository-paths.js';

const LABEL = 'Cursor';

/**
 * Cursor (docs/architecture.md, "Frameworks": Cursor): project rules in `.cursor/rules` (`.mdc` files
 * and `<name>/RULE.md` folders, at the root or in a subdirectory), the legacy `.cursorrules`, and
 * AGENTS.md, which Cursor treats as an always-applied rule at the root.
 */
export const cursor: FrameworkProfile = {
  id: 'cursor',
  label: LABEL,
  files: { globs: ['.cursorrules', '**/.cursor/rules/**'], extract: cursorUnits },
  findAgents: cursorAgents,
};

/** A rule Cursor reads: `.mdc`, or `RULE.md` in a folder of its own; a plain `.md` there is ignored. */
function isRule(path: string): boolean {
  return path.endsWith('.mdc') || (baseName(path) === 'RULE.md' && baseName(dirOf(dirOf(path))) === 'rules');
}

/** "Apply Intelligently": no `alwaysApply`, no `globs`, a description the agent reads to pull the rule in. */
function agentRequested(frontmatter: Readonly<Record<string, unknown>> | undefined): boolean {
  return !booleanField(frontmatter, 'alwaysApply') && globsField(frontmatter, 'globs').length === 0 && stringField(frontmatter, 'description') !== undefined;
}

/** The units of a Cursor file: the rule's body, and its description when the agent decides from it. */
export function cursorUnits(path: string, text: string): PromptUnit[] {
  if (!isRule(path)) return [partUnit({ path, line: 1 }, '', 'instructions', text)];
  const fm = splitFrontmatter(text);
  const body = partUnit({ path, line: fm.bodyLine, frontmatter: fm.data }, '', 'instructions', fm.body);
  if (!agentRequested(fm.data)) return [body];
  return [partUnit({ path, line: 1, frontmatter: fm.data }, 'description', 'instructions', stringField(fm.data, 'description')!), body];
}

function ruleName(path: string): string {
  return baseName(path) === 'RULE.md' ? baseName(dirOf(path)) : stem(path);
}

/**
 * Cursor's agent, when the repository has `.cursor/rules` or `.cursorrules`: always rules on every
 * request, glob rules while matching files are in context, an agent-requested rule's description on
 * every request and its body only when pulled in, a manual rule only on `@rule`. Rules in a
 * subdirectory's `.cursor/rules` attach when files there are in context.
 */
function cursorAgents({ units }: RepositoryUnits): FoundAgent[] {
  const own = units.filter((u) => baseName(u.path) === '.cursorrules' || scopeOf(u.path, '.cursor') !== undefined);
  if (own.length === 0) return [];
  const sends = new Map<string, Delivery>(own.map((u) => [u.id, deliveryOf(u)]));
  for (const u of agentsMdUnits(units)) {
    sends.set(u.id, agentsMdDelivery(u, (dir) => ({ kind: 'on-trigger', what: `working on files under ${dir}/` })));
  }
  return [{ name: LABEL, framework: LABEL, sends, settings: {} }];
}

function deliveryOf(unit: PromptUnit): Delivery {
  if (unit.path === '.cursorrules') return { kind: 'every-request' };
  if (baseName(unit.path) === '.cursorrules') return { kind: 'never', reason: 'Cursor reads .cursorrules at the project root only' };
  if (!isRule(unit.path)) return { kind: 'never', reason: 'Cursor ignores a plain .md file in .cursor/rules' };
  const scope = scopeOf(unit.path, '.cursor')!;
  const under = (globs: string[]): string[] => (scope === '' ? globs : globs.map((g) => `${scope}/${g}`));
  const fm = unit.frontmatter;
  if (booleanField(fm, 'alwaysApply')) return scope === '' ? { kind: 'every-request' } : { kind: 'while-matching', paths: under(['**']) };
  const globs = globsField(fm, 'globs');
  if (globs.length > 0) return { kind: 'while-matching', paths: under(globs) };
  if (unit.key === 'description') return { kind: 'every-request' };
  return { kind: 'invoked', name: ruleName(unit.path) };
}
