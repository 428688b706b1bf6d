import type { PromptUnit } from '../extract/prompt-unit.js';
import type { Delivery } from './delivery.js';
import { cappedUnits, partUnit, pastCapKey } from './file-units.js';
import type { FoundAgent, FrameworkProfile, RepositoryUnits } from './profile.js';
import { baseName } from './repository-paths.js';

const LABEL = 'Codex';
const OVERRIDE = 'AGENTS.override.md';
/** `project_doc_max_bytes`: one budget for all project docs, the root's first. */
export const PROJECT_DOC_MAX_BYTES = 32768;

/**
 * OpenAI's Codex CLI (docs/architecture.md, "Frameworks": Codex): AGENTS.md, the cross-tool standard
 * it reads natively, sent once as a user message (`# AGENTS.md instructions`) at the start and
 * replayed. It layers one file per directory from the project root down to its working directory,
 * here the root, so the root's file opens the 32 KiB budget: bytes past it are never sent.
 * `AGENTS.override.md` in a directory takes the place of its AGENTS.md.
 */
export const codex: FrameworkProfile = {
  id: 'codex',
  label: LABEL,
  files: { globs: ['AGENTS.md', OVERRIDE], extract: codexUnits },
  findAgents: codexAgents,
};

/** A root project doc up to the budget and the bytes past it; a nested one whole (other tools read it all). */
export function codexUnits(path: string, text: string): PromptUnit[] {
  if (path.includes('/')) return [partUnit({ path, line: 1 }, '', 'instructions', text)];
  return cappedUnits({ path, line: 1 }, '', 'instructions', text, PROJECT_DOC_MAX_BYTES, 'bytes');
}

function codexAgents({ units }: RepositoryUnits): FoundAgent[] {
  const docs = units.filter((u) => baseName(u.path) === 'AGENTS.md' || baseName(u.path) === OVERRIDE);
  const root = docs.filter((u) => !u.path.includes('/'));
  if (root.length === 0) return [];
  const read = root.some((u) => u.path === OVERRIDE) ? OVERRIDE : 'AGENTS.md';
  const deliveryOf = (unit: PromptUnit): Delivery => {
    if (unit.path.includes('/')) return { kind: 'never', reason: 'Codex reads AGENTS.md from the project root down to its working directory, the root' };
    if (unit.path !== read) return { kind: 'never', reason: `${OVERRIDE} takes its place` };
    if (unit.key === pastCapKey('')) return { kind: 'never', reason: "past Codex's 32 KiB AGENTS.md budget", cap: 'bytes' };
    return { kind: 'start' };
  };
  return [{ name: LABEL, framework: LABEL, sends: new Map(docs.map((u) => [u.id, deliveryOf(u)])), settings: {} }];
}
