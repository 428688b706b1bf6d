import type { PromptUnit } from '../extract/prompt-unit.js';
import type { Delivery } from './delivery.js';
import { partUnit } from './file-units.js';
import { globsField, splitFrontmatter, stringField } from './frontmatter.js';
import type { FoundAgent, FrameworkProfile, RepositoryUnits } from './profile.js';
import { agentsMdDelivery, agentsMdUnits, stem } from './repository-paths.js';

const LABEL = 'GitHub Copilot';
const INSTRUCTIONS = '.github/copilot-instructions.md';
/** VS Code attaches an instructions file whose `applyTo` is one of these to every request. */
const ALWAYS = new Set(['**', '**/*', '*']);

type CopilotFile = 'instructions' | 'scoped' | 'prompt' | 'agent';

function copilotFile(path: string): CopilotFile | undefined {
  if (path === INSTRUCTIONS) return 'instructions';
  if (path.startsWith('.github/instructions/') && path.endsWith('.instructions.md')) return 'scoped';
  if (path.startsWith('.github/prompts/') && path.endsWith('.prompt.md')) return 'prompt';
  if ((path.startsWith('.github/agents/') && path.endsWith('.agent.md')) || (path.startsWith('.github/chatmodes/') && path.endsWith('.chatmode.md'))) return 'agent';
  return undefined;
}

/**
 * GitHub Copilot in VS Code (docs/architecture.md, "Frameworks": Copilot): the repository's custom
 * instructions, `.instructions.md` files with `applyTo`, prompt files, custom agents (formerly chat
 * modes), and AGENTS.md.
 */
export const copilot: FrameworkProfile = {
  id: 'copilot',
  label: LABEL,
  files: {
    globs: [INSTRUCTIONS, '.github/instructions/**/*.instructions.md', '.github/prompts/**/*.prompt.md', '.github/agents/**/*.agent.md', '.github/chatmodes/**/*.chatmode.md'],
    extract: copilotUnits,
  },
  findAgents: copilotAgents,
};

/** The units of a Copilot file: its body, and an instructions file's description, which Copilot lists. */
export function copilotUnits(path: string, text: string): PromptUnit[] {
  const kind = copilotFile(path);
  if (kind === 'instructions' || kind === undefined) return [partUnit({ path, line: 1 }, '', 'instructions', text)];
  const fm = splitFrontmatter(text);
  const role = kind === 'prompt' ? 'template' : kind === 'agent' ? 'system' : 'instructions';
  const body = partUnit({ path, line: fm.bodyLine, frontmatter: fm.data }, '', role, fm.body);
  const description = stringField(fm.data, 'description');
  if (kind !== 'scoped' || description === undefined) return [body];
  return [partUnit({ path, line: 1, frontmatter: fm.data }, 'description', 'instructions', description), body];
}

function nameOf(unit: PromptUnit, suffix: RegExp): string {
  return stringField(unit.frontmatter, 'name') ?? stem(unit.path, suffix);
}

/**
 * Copilot's agent, when the repository has its own instruction, prompt or agent files, and one agent
 * per custom agent, which is Copilot with that agent's body before each chat prompt.
 */
function copilotAgents({ units }: RepositoryUnits): FoundAgent[] {
  const own = units.flatMap((unit) => {
    const kind = copilotFile(unit.path);
    return kind ? [{ unit, kind }] : [];
  });
  if (own.length === 0) return [];
  const main = new Map<string, Delivery>();
  const custom: Array<{ name: string; id: string }> = [];
  for (const u of agentsMdUnits(units)) {
    // A nested AGENTS.md is only listed by path; the agent reads it with a tool when it needs it.
    main.set(u.id, agentsMdDelivery(u, (dir) => ({ kind: 'on-trigger', what: `reading ${dir}/AGENTS.md` })));
  }
  for (const { unit, kind } of own) {
    if (kind === 'agent') {
      const name = `${LABEL} agent ${nameOf(unit, /\.(agent|chatmode)\.md$/)}`;
      custom.push({ name, id: unit.id });
      main.set(unit.id, { kind: 'other-agent', agent: name });
    } else {
      main.set(unit.id, deliveryOf(unit, kind));
    }
  }
  const agent = (name: string, sends: Map<string, Delivery>): FoundAgent => ({ name, framework: LABEL, sends, settings: {} });
  const shared = [...main].filter(([, d]) => d.kind !== 'other-agent');
  // "Guidelines in the custom agent file body are prepended to the user chat prompt": each request.
  return [agent(LABEL, main), ...custom.map(({ name, id }) => agent(name, new Map<string, Delivery>([...shared, [id, { kind: 'every-request' }]])))];
}

function deliveryOf(unit: PromptUnit, kind: Exclude<CopilotFile, 'agent'>): Delivery {
  if (kind === 'instructions') return { kind: 'every-request' };
  if (kind === 'prompt') return { kind: 'invoked', name: nameOf(unit, /\.prompt\.md$/) };
  // Every instructions file is listed with its description on every request.
  if (unit.key === 'description') return { kind: 'every-request' };
  const applyTo = globsField(unit.frontmatter, 'applyTo');
  if (applyTo.some((g) => ALWAYS.has(g))) return { kind: 'every-request' };
  if (applyTo.length > 0) return { kind: 'while-matching', paths: applyTo };
  // Without `applyTo` it is never attached automatically: only when the user adds it to the chat.
  return { kind: 'invoked', name: nameOf(unit, /\.instructions\.md$/) };
}
