import type { PromptUnit } from '../extract/prompt-unit.js';
import { DEFAULT_LAYOUT } from './cache-layout.js';
import type { Delivery } from './delivery.js';
import { cappedUnits, partUnit, pastCapKey } from './file-units.js';
import { booleanField, globsField, splitFrontmatter, stringField } from './frontmatter.js';
import { stripBlockComments } from './claude-markdown.js';
import { claudeImportGraph, COMMENTS, IMPORTED, importTexts, type ImportGraph } from './claude-imports.js';
import type { FoundAgent, FrameworkProfile, RepositoryUnits } from './profile.js';
import { baseName, dirOf, scopeOf, stem } from './repository-paths.js';
import { groupedNumber } from '../grouped-number.js';

const LABEL = 'Claude Code';
/** A skill's entry in the listing is cut at 1,536 characters (docs/architecture.md, "Frameworks": Claude Code). */
export const SKILL_ENTRY_CAP = 1536;

/**
 * Claude Code builds every request around the cache: tools and system prompt first, marked, then the
 * conversation with a breakpoint on its last message that moves forward each turn (claude.com, "Lessons
 * from building Claude Code: Prompt caching is everything"): Anthropic's common layout
 * (docs/architecture.md, "Caching"). Its writes last 5 minutes on an API key (`cache_ttl: 1h` prices a
 * subscription's or `promptCacheTtl: 1h`'s one-hour writes).
 */
const RUN: FoundAgent['settings'] = { cacheBreakpoints: DEFAULT_LAYOUT };

/** The kinds of file Claude Code reads from a repository, and the directory each one serves. */
type ClaudeFile =
  | { kind: 'memory'; scope: string }
  | { kind: 'rule'; scope: string }
  | { kind: 'skill'; scope: string; skill: string }
  | { kind: 'skill-file'; scope: string; skill: string }
  | { kind: 'command'; scope: string; name: string }
  | { kind: 'subagent'; scope: string };

/**
 * Claude Code (docs/architecture.md, "Frameworks": Claude Code): CLAUDE.md files, `.claude/rules`,
 * skills, commands and subagents. It runs from the repository root; a `.claude/` folder or CLAUDE.md
 * in a subdirectory loads when Claude reads a file there. It reads CLAUDE.md, not AGENTS.md.
 */
export const claudeCode: FrameworkProfile = {
  id: 'claude-code',
  label: LABEL,
  files: {
    globs: ['CLAUDE.md', 'CLAUDE.local.md', '**/.claude/rules/**/*.md', '**/.claude/skills/**/*.md', '**/.claude/commands/**/*.md', '**/.claude/agents/**/*.md'],
    extract: claudeUnits,
  },
  findAgents: claudeAgents,
};

function claudeFile(path: string): ClaudeFile | undefined {
  const name = baseName(path);
  if (name === 'CLAUDE.md' || name === 'CLAUDE.local.md') {
    const dir = dirOf(path);
    return { kind: 'memory', scope: baseName(dir) === '.claude' ? dirOf(dir) : dir };
  }
  const scope = scopeOf(path, '.claude');
  if (scope === undefined || !path.endsWith('.md')) return undefined;
  const inner = path.slice(scope === '' ? '.claude/'.length : scope.length + '/.claude/'.length).split('/');
  const [folder, ...rest] = inner;
  if (folder === 'rules') return { kind: 'rule', scope };
  if (folder === 'commands') return { kind: 'command', scope, name: rest.join(':').replace(/\.md$/, '') };
  if (folder === 'agents') return { kind: 'subagent', scope };
  if (folder === 'skills' && rest.length >= 2) {
    return name === 'SKILL.md' ? { kind: 'skill', scope, skill: baseName(dirOf(path)) } : { kind: 'skill-file', scope, skill: rest[0]! };
  }
  return undefined;
}

/**
 * The units of one Claude Code file: a skill's listing entry and body, a subagent's description and
 * system prompt. A file it reads only because a CLAUDE.md or rule imports it is one unit (`IMPORTED`),
 * its frontmatter and block comments out, as Claude Code sends it.
 */
export function claudeUnits(path: string, text: string): PromptUnit[] {
  const file = claudeFile(path);
  if (!file) {
    const fm = splitFrontmatter(text);
    return [partUnit({ path, line: fm.bodyLine }, IMPORTED, 'instructions', stripBlockComments(fm.body).text)];
  }
  if (file.kind === 'memory' || file.kind === 'skill-file') {
    if (file.kind === 'skill-file') return [partUnit({ path, line: 1 }, '', 'instructions', text)];
    const { text: sent, comments } = stripBlockComments(text);
    return [partUnit({ path, line: 1 }, '', 'instructions', sent), ...(comments ? [partUnit({ path, line: 1 }, COMMENTS, 'instructions', comments)] : [])];
  }
  const fm = splitFrontmatter(text);
  const header = { path, line: 1, frontmatter: fm.data };
  const body = { path, line: fm.bodyLine, frontmatter: fm.data };
  switch (file.kind) {
    case 'rule':
      return [partUnit(body, '', 'instructions', fm.body)];
    case 'command':
      return [partUnit(body, '', 'template', fm.body)];
    case 'skill': {
      const name = stringField(fm.data, 'name') ?? file.skill;
      const about = [stringField(fm.data, 'description'), stringField(fm.data, 'when_to_use')].filter(Boolean).join(' ');
      const entry = about ? `${name}: ${about}` : name;
      return [...cappedUnits(header, 'description', 'tool-description', entry, SKILL_ENTRY_CAP, 'characters'), partUnit(body, '', 'instructions', fm.body)];
    }
    case 'subagent': {
      const description = stringField(fm.data, 'description');
      const name = stringField(fm.data, 'name') ?? stem(path);
      return [...(description ? [partUnit(header, 'description', 'tool-description', `${name}: ${description}`)] : []), partUnit(body, '', 'system', fm.body)];
    }
  }
}

/**
 * Claude Code's agent, and one agent per subagent, when the repository has CLAUDE.md or `.claude/`
 * files. CLAUDE.md and unscoped rules are project context (a user message after the system prompt,
 * replayed); nested ones and `paths:` rules load into the history when a matching file is read;
 * skills are listed at the start and their bodies sent when invoked; a subagent's body is its own
 * run's system prompt, which also loads the project context and its preloaded skills.
 */
function claudeAgents({ units }: RepositoryUnits): FoundAgent[] {
  const mine = units.flatMap((unit) => {
    const file = claudeFile(unit.path);
    return file ? [{ unit, file }] : [];
  });
  if (mine.length === 0 && !units.some((u) => u.key === IMPORTED)) return [];
  const main = new Map<string, Delivery>();
  const context = new Map<string, Delivery>();
  const skillBodies = new Map<string, string>();
  const subagents: Array<{ name: string; unit: PromptUnit }> = [];
  const taken = new Set<string>();
  for (const { unit, file } of mine) {
    if (file.kind === 'skill' && unit.key === '') skillBodies.set(stringField(unit.frontmatter, 'name') ?? file.skill, unit.id);
    if (file.kind === 'subagent' && unit.key === '') {
      const base = `${LABEL} subagent ${stringField(unit.frontmatter, 'name') ?? stem(unit.path)}`;
      const name = taken.has(base) ? `${base} (${unit.path})` : base;
      taken.add(name);
      subagents.push({ name, unit });
      main.set(unit.id, { kind: 'other-agent', agent: name });
      continue;
    }
    const delivery = inScope(file.scope, deliveryOf(unit, file));
    main.set(unit.id, delivery);
    if (file.kind === 'memory' || file.kind === 'rule') context.set(unit.id, delivery);
  }
  // Imported files load with the memory file or rule that imports them, in the main agent's project
  // context and each subagent's; a file read for an import nothing makes at this commit is never sent.
  const imported = importedDeliveries(units);
  for (const unit of units) {
    const delivery = imported.get(unit.path);
    if (delivery && unit.key !== COMMENTS) {
      main.set(unit.id, delivery);
      context.set(unit.id, delivery);
    } else if (unit.key === IMPORTED) main.set(unit.id, { kind: 'never', reason: 'no CLAUDE.md or rule imports it' });
  }
  const agent = (name: string, sends: Map<string, Delivery>): FoundAgent => ({ name, framework: LABEL, sends, settings: RUN });
  return [
    agent(LABEL, main),
    ...subagents.map(({ name, unit }) => {
      const preloaded = globsField(unit.frontmatter, 'skills').flatMap((s) => (skillBodies.has(s) ? [skillBodies.get(s)!] : []));
      return agent(name, new Map<string, Delivery>([...context, ...preloaded.map((id): [string, Delivery] => [id, { kind: 'start' }]), [unit.id, { kind: 'every-request' }]]));
    }),
  ];
}

/**
 * How each imported file is sent (docs/architecture.md, "Claude Code imports"): from the start when
 * it hangs from a memory file or rule of the root (a `paths:` rule's imports too: Claude Code loads
 * them at start), else from when a file under that folder is read. A file whose own delivery is a
 * rule's or a memory file's keeps it.
 */
function importedDeliveries(units: readonly PromptUnit[]): Map<string, Delivery> {
  const { graph, roots } = importGraphWithRoots(units);
  return new Map(
    graph.imported
      .filter((i) => !roots.has(i.path))
      .map((i): [string, Delivery] => [i.path, inScope(roots.get(i.root)!, { kind: 'start' })]),
  );
}

/**
 * The files the repository's CLAUDE.md files and rules import, from the units found so far: `unknown`
 * holds those whose text is not among them, for a reader to read and ask again.
 * (docs/architecture.md, "Claude Code imports")
 */
export function claudeImports(units: readonly PromptUnit[]): ImportGraph {
  return importGraphWithRoots(units).graph;
}

function importGraphWithRoots(units: readonly PromptUnit[]): { graph: ImportGraph; roots: Map<string, string> } {
  const roots = new Map<string, string>();
  for (const unit of units) {
    const file = claudeFile(unit.path);
    if (file?.kind === 'memory' || file?.kind === 'rule') roots.set(unit.path, file.scope);
  }
  const texts = importTexts(units);
  return { graph: claudeImportGraph([...roots.keys()].sort(byLoadOrder), (path) => texts.get(path)), roots };
}

/**
 * Claude Code's load order: the root's memory files and rules first, then each folder's, outermost
 * first; within a folder CLAUDE.md, .claude/CLAUDE.md, the rules, then CLAUDE.local.md.
 */
function byLoadOrder(a: string, b: string): number {
  const rank = (path: string): [number, string, number, string] => {
    const file = claudeFile(path)!;
    const name = baseName(path);
    const order = file.kind === 'rule' ? 2 : name === 'CLAUDE.local.md' ? 3 : baseName(dirOf(path)) === '.claude' ? 1 : 0;
    return [file.scope === '' ? 0 : file.scope.split('/').length, file.scope, order, path];
  };
  const [x, y] = [rank(a), rank(b)];
  return x[0] - y[0] || x[1].localeCompare(y[1]) || x[2] - y[2] || x[3].localeCompare(y[3]);
}

function deliveryOf(unit: PromptUnit, file: ClaudeFile): Delivery {
  switch (file.kind) {
    case 'memory':
      return unit.key === COMMENTS ? { kind: 'never', reason: 'block HTML comments are stripped from CLAUDE.md' } : { kind: 'start' };
    case 'rule': {
      // Claude Code appends a `paths:` rule to the history when Claude reads a matching file, and it
      // stays there: that is a trigger, not a condition re-checked on every request.
      const paths = globsField(unit.frontmatter, 'paths');
      return paths.length ? { kind: 'on-trigger', what: `reading a file matching ${paths.join(', ')}` } : { kind: 'start' };
    }
    case 'skill': {
      const name = stringField(unit.frontmatter, 'name') ?? file.skill;
      if (unit.key === '') return { kind: 'invoked', name };
      if (unit.key === pastCapKey('description')) return { kind: 'never', reason: `past Claude Code's ${groupedNumber(SKILL_ENTRY_CAP)}-character skill listing entry`, cap: 'characters' };
      return booleanField(unit.frontmatter, 'disable-model-invocation')
        ? { kind: 'never', reason: 'disable-model-invocation: the skill is not listed' }
        : { kind: 'start' };
    }
    case 'skill-file':
      // Supporting files are read with file tools once the skill runs: priced with its body.
      return { kind: 'invoked', name: file.skill };
    case 'command':
      return { kind: 'invoked', name: file.name };
    case 'subagent':
      // The description is in the Agent tool's definition, which the main agent sends on every request.
      return { kind: 'every-request' };
  }
}

/** What a folder or CLAUDE.md below the root sends from the start is sent once Claude reads a file there. */
function inScope(scope: string, delivery: Delivery): Delivery {
  if (scope === '' || (delivery.kind !== 'start' && delivery.kind !== 'every-request')) return delivery;
  return { kind: 'on-trigger', what: `reading a file under ${scope}/` };
}
