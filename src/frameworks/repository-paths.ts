import type { PromptUnit } from '../extract/prompt-unit.js';
import type { Delivery } from './delivery.js';

/** The directory of a repository path: '' at the root. */
export function dirOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** A file name without its extension(s) from `suffix` on: `review.prompt.md` less `.prompt.md`. */
export function stem(path: string, suffix: RegExp = /\.[^.]*$/): string {
  return baseName(path).replace(suffix, '');
}

/**
 * The directory a tool's settings folder (`.claude/`, `.cursor/`) serves: '' for the repository root,
 * `web` for `web/.cursor/rules/x.mdc`. Undefined when the path is not under that folder.
 */
export function scopeOf(path: string, folder: string): string | undefined {
  const parts = path.split('/');
  const i = parts.indexOf(folder);
  return i < 0 ? undefined : parts.slice(0, i).join('/');
}

/** Each `AGENTS.md` unit (the cross-tool standard, read by most coding tools), a root file's or a nested one's. */
export function agentsMdUnits(units: readonly PromptUnit[]): PromptUnit[] {
  return units.filter((u) => baseName(u.path) === 'AGENTS.md');
}

/**
 * How a tool that reads AGENTS.md sends one: a root file on every request (Cursor, Copilot, Windsurf
 * treat it as an always-on rule), a nested one as the tool says.
 */
export function agentsMdDelivery(unit: PromptUnit, nested: (dir: string) => Delivery): Delivery {
  const dir = dirOf(unit.path);
  return dir === '' ? { kind: 'every-request' } : nested(dir);
}
