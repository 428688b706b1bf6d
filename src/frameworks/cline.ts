import type { PromptUnit } from '../extract/prompt-unit.js';
import type { Delivery } from './delivery.js';
import { partUnit } from './file-units.js';
import { globsField, splitFrontmatter } from './frontmatter.js';
import type { FoundAgent, FrameworkProfile, RepositoryUnits } from './profile.js';
import { agentsMdUnits } from './repository-paths.js';

const LABEL = 'Cline';

/** `.clinerules` at the workspace root: one file, or a folder whose files are all combined. */
function isRootRules(path: string): boolean {
  return path === '.clinerules' || path.startsWith('.clinerules/');
}

/**
 * Cline (docs/architecture.md, "Frameworks": Cline): `.clinerules`, a file or a folder of rule files
 * rendered into the system prompt, and AGENTS.md files, which it searches for recursively. It reads
 * `.cursorrules` and `.windsurfrules` only when there is no `.clinerules`, and without `.clinerules`
 * nothing shows that Cline is used: so its agent never sends them.
 */
export const cline: FrameworkProfile = {
  id: 'cline',
  label: LABEL,
  files: { globs: ['.clinerules', '.clinerules/**'], extract: clineUnits },
  findAgents: clineAgents,
};

/** A rule file's body; its frontmatter (`paths:`) is read, not sent. */
export function clineUnits(path: string, text: string): PromptUnit[] {
  const fm = splitFrontmatter(text);
  return [partUnit({ path, line: fm.bodyLine, frontmatter: fm.data }, '', 'instructions', fm.body)];
}

function clineAgents({ units }: RepositoryUnits): FoundAgent[] {
  const own = units.filter((u) => isRootRules(u.path) || u.path.endsWith('/.clinerules'));
  if (!own.some((u) => isRootRules(u.path))) return [];
  const sends = new Map<string, Delivery>(own.map((u) => [u.id, deliveryOf(u)]));
  for (const u of agentsMdUnits(units)) sends.set(u.id, { kind: 'every-request' });
  return [{ name: LABEL, framework: LABEL, sends, settings: {} }];
}

function deliveryOf(unit: PromptUnit): Delivery {
  if (!isRootRules(unit.path)) return { kind: 'never', reason: 'Cline reads .clinerules at the workspace root only' };
  // A rule with `paths:` is in the system prompt only while the task's files match it.
  const paths = globsField(unit.frontmatter, 'paths');
  return paths.length > 0 ? { kind: 'while-matching', paths } : { kind: 'every-request' };
}
