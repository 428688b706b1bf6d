import type { PromptUnit } from '../extract/prompt-unit.js';
import type { Delivery } from './delivery.js';
import { cappedUnits, partUnit, pastCapKey } from './file-units.js';
import { globsField, splitFrontmatter, stringField } from './frontmatter.js';
import type { FoundAgent, FrameworkProfile, RepositoryUnits } from './profile.js';
import { agentsMdDelivery, agentsMdUnits, scopeOf, stem } from './repository-paths.js';
import { groupedNumber } from '../grouped-number.js';

const LABEL = 'Windsurf';
/** Characters Windsurf reads of the legacy `.windsurfrules` (like global rules), and of each workspace rule. */
export const LEGACY_RULES_CAP = 6000;
export const RULE_CAP = 12000;

type WindsurfFile = 'legacy' | 'nested-legacy' | 'rule' | 'workflow';

function windsurfFile(path: string): WindsurfFile | undefined {
  if (path === '.windsurfrules') return 'legacy';
  if (path.endsWith('/.windsurfrules')) return 'nested-legacy';
  const scope = scopeOf(path, '.windsurf');
  if (scope === undefined) return undefined;
  const inner = path.slice(scope === '' ? 0 : scope.length + 1);
  return inner.startsWith('.windsurf/rules/') ? 'rule' : inner.startsWith('.windsurf/workflows/') ? 'workflow' : undefined;
}

/**
 * Windsurf's Cascade (docs/architecture.md, "Frameworks": Windsurf): `.windsurf/rules/*.md` with a
 * `trigger:` (always_on, model_decision, glob, manual), the legacy `.windsurfrules`, workflows, and
 * AGENTS.md. Text past the character limits is never sent.
 */
export const windsurf: FrameworkProfile = {
  id: 'windsurf',
  label: LABEL,
  files: { globs: ['.windsurfrules', '**/.windsurf/rules/**', '**/.windsurf/workflows/**/*.md'], extract: windsurfUnits },
  findAgents: windsurfAgents,
};

/** The units of a Windsurf file: the text under its cap, the rest, and a model-decided rule's description. */
export function windsurfUnits(path: string, text: string): PromptUnit[] {
  const kind = windsurfFile(path);
  if (kind === 'nested-legacy') return [partUnit({ path, line: 1 }, '', 'instructions', text)];
  if (kind === 'legacy') return cappedUnits({ path, line: 1 }, '', 'instructions', text, LEGACY_RULES_CAP, 'characters');
  const fm = splitFrontmatter(text);
  const origin = { path, line: fm.bodyLine, frontmatter: fm.data };
  if (kind === 'workflow') return [partUnit(origin, '', 'template', fm.body)];
  const body = cappedUnits(origin, '', 'instructions', fm.body, RULE_CAP, 'characters');
  const description = stringField(fm.data, 'description');
  if (trigger(fm.data) !== 'model_decision' || description === undefined) return body;
  return [partUnit({ path, line: 1, frontmatter: fm.data }, 'description', 'instructions', description), ...body];
}

/** A rule's activation mode; a rule without one is taken as always on, the costlier reading. */
function trigger(frontmatter: Readonly<Record<string, unknown>> | undefined): string {
  return stringField(frontmatter, 'trigger') ?? 'always_on';
}

/** Windsurf's agent, when the repository has `.windsurf/` files or `.windsurfrules`. */
function windsurfAgents({ units }: RepositoryUnits): FoundAgent[] {
  const own = units.filter((u) => windsurfFile(u.path) !== undefined);
  if (own.length === 0) return [];
  const sends = new Map<string, Delivery>(own.map((u) => [u.id, deliveryOf(u, windsurfFile(u.path)!)]));
  // "Root = always-on, subdirectory = glob" for AGENTS.md.
  for (const u of agentsMdUnits(units)) sends.set(u.id, agentsMdDelivery(u, (dir) => ({ kind: 'while-matching', paths: [`${dir}/**`] })));
  return [{ name: LABEL, framework: LABEL, sends, settings: {} }];
}

function deliveryOf(unit: PromptUnit, kind: WindsurfFile): Delivery {
  if (kind === 'nested-legacy') return { kind: 'never', reason: 'Windsurf reads .windsurfrules at the workspace root only' };
  if (unit.key === pastCapKey('')) {
    const limit = kind === 'legacy' ? `${groupedNumber(LEGACY_RULES_CAP)}-character .windsurfrules limit` : `${groupedNumber(RULE_CAP)}-character rule limit`;
    return { kind: 'never', reason: `past Windsurf's ${limit}`, cap: 'characters' };
  }
  if (kind === 'legacy') return { kind: 'every-request' };
  const name = stem(unit.path);
  if (kind === 'workflow') return { kind: 'invoked', name };
  const scope = scopeOf(unit.path, '.windsurf')!;
  switch (trigger(unit.frontmatter)) {
    case 'model_decision':
      return unit.key === 'description' ? { kind: 'every-request' } : { kind: 'invoked', name };
    case 'glob': {
      const globs = globsField(unit.frontmatter, 'globs');
      return { kind: 'while-matching', paths: scope === '' ? globs : globs.map((g) => `${scope}/${g}`) };
    }
    case 'manual':
      return { kind: 'invoked', name };
    default:
      return scope === '' ? { kind: 'every-request' } : { kind: 'while-matching', paths: [`${scope}/**`] };
  }
}
