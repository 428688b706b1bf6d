import type { PromptUnit } from '../extract/prompt-unit.js';
import type { Delivery } from './delivery.js';
import { partUnit } from './file-units.js';
import type { FoundAgent, FrameworkProfile, RepositoryUnits } from './profile.js';
import { dirOf } from './repository-paths.js';

const LABEL = 'Gemini CLI';

/**
 * Gemini CLI (docs/architecture.md, "Frameworks": Gemini CLI): GEMINI.md at the root is part of the
 * system instruction of every request; one in a subdirectory arrives as just-in-time context in the
 * output of the first tool that touches that directory, and stays in the history. It does not read
 * AGENTS.md unless `context.fileName` says so.
 */
export const geminiCli: FrameworkProfile = {
  id: 'gemini-cli',
  label: LABEL,
  files: { globs: ['GEMINI.md'], extract: (path: string, text: string): PromptUnit[] => [partUnit({ path, line: 1 }, '', 'instructions', text)] },
  findAgents: ({ units }: RepositoryUnits): FoundAgent[] => {
    const own = units.filter((u) => u.path === 'GEMINI.md' || u.path.endsWith('/GEMINI.md'));
    if (own.length === 0) return [];
    const deliveryOf = (path: string): Delivery => {
      const dir = dirOf(path);
      return dir === '' ? { kind: 'every-request' } : { kind: 'on-trigger', what: `a tool touching ${dir}/` };
    };
    return [{ name: LABEL, framework: LABEL, sends: new Map(own.map((u) => [u.id, deliveryOf(u.path)])), settings: {} }];
  },
};
