import { InputError } from '../input-error.js';
import type { AgentTrend, Report } from './report.js';

/**
 * The cost history of the default branch (docs/architecture.md, "History"): one entry per push, each
 * agent's figures at that commit, and the tokens of each prompt file the push changed under an id
 * that stays the file's across renames. Kept as `history.json` in a branch of its own.
 */
export interface History {
  version: 1;
  /** The id each file's history is kept under, by its current path: its path when first seen. */
  fileIds: Record<string, string>;
  /** Oldest first. */
  entries: HistoryEntry[];
}

export interface HistoryEntry {
  sha: string;
  /** The commit's date (ISO 8601). */
  date: string;
  agents: HistoryAgent[];
  /** Tokens of each file the push changed, by its id, with its path then; a file's figure holds until it changes again. */
  files: Record<string, { path: string; tokens: number }>;
}

/** One agent's figures at one commit: what its chart shows. */
export interface HistoryAgent {
  name: string;
  model: string;
  runTokens: number;
  runUsd: number;
  peakContext: number;
  startupTokens: number;
  promptTokens: number;
}

/** Entries kept, at most: a few years of pushes, in a file a page can still load at once. */
export const MAX_ENTRIES = 5000;

export function emptyHistory(): History {
  return { version: 1, fileIds: {}, entries: [] };
}

/**
 * The history with this push's report appended (its head's figures), or put in place of the entry
 * an earlier run of the same commit made. A file the push renames keeps its id under its new path,
 * so its series follows it.
 */
export function appendToHistory(history: History, report: Report, date: string): History {
  const fileIds = { ...history.fileIds };
  for (const f of report.files) {
    if (f.previousPath) {
      fileIds[f.path] = fileIds[f.previousPath] ?? f.previousPath;
      delete fileIds[f.previousPath];
    }
  }
  // A new file takes its path as its id, unless a renamed file kept that id: then a free one beside it.
  const taken = new Set(Object.values(fileIds));
  for (const f of report.files) {
    if (f.status === 'deleted' || fileIds[f.path] !== undefined) continue;
    let id = f.path;
    for (let n = 2; taken.has(id); n++) id = `${f.path}#${n}`;
    fileIds[f.path] = id;
    taken.add(id);
  }
  const entry: HistoryEntry = {
    sha: report.head.sha,
    date,
    agents: report.scenarios.map((s) => ({
      name: s.name,
      model: s.model,
      runTokens: s.head.inputTokens,
      runUsd: s.head.costUsd,
      peakContext: s.head.peakContext,
      startupTokens: s.startup?.headTokens ?? 0,
      promptTokens: s.prompt.headTokens,
    })),
    files: Object.fromEntries(report.files.filter((f) => f.status !== 'deleted').map((f) => [fileIds[f.path]!, { path: f.path, tokens: f.headTokens }])),
  };
  // A run made again for a commit puts its entry where the first run's was: the entries stay in push order.
  const at = history.entries.findIndex((e) => e.sha === entry.sha);
  const entries = at >= 0 ? history.entries.map((e, i) => (i === at ? entry : e)) : [...history.entries, entry].slice(-MAX_ENTRIES);
  return { version: 1, fileIds, entries };
}

/** Reads `history.json`; a file that is not one is an error that says where, never silently replaced. */
export function parseHistory(text: string, file: string): History {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(`not a ctxguard history: ${(error as Error).message}`, { file });
  }
  const fail = (key: string, expected: string): never => {
    throw new InputError(`expected ${expected}`, { file, key });
  };
  const h = value as Partial<History>;
  if (typeof h !== 'object' || h === null || h.version !== 1) fail('version', 'version 1');
  if (typeof h.fileIds !== 'object' || h.fileIds === null || Array.isArray(h.fileIds) || !Object.values(h.fileIds).every((id) => typeof id === 'string')) {
    fail('fileIds', 'a mapping of paths to ids');
  }
  if (!Array.isArray(h.entries)) fail('entries', 'a list of entries');
  h.entries!.forEach((e, i) => {
    if (typeof e?.sha !== 'string' || typeof e.date !== 'string') fail(`entries.${i}`, 'an entry with its commit (sha) and date');
    if (!Array.isArray(e.agents)) fail(`entries.${i}.agents`, 'a list of agents');
    e.agents.forEach((a, j) => {
      const numbers = ['runTokens', 'runUsd', 'peakContext', 'startupTokens', 'promptTokens'] as const;
      if (typeof a?.name !== 'string' || typeof a.model !== 'string' || numbers.some((k) => typeof a[k] !== 'number' || !Number.isFinite(a[k]))) {
        fail(`entries.${i}.agents.${j}`, "an agent's name, model and figures");
      }
    });
    const files = e.files as unknown;
    const isFile = (f: unknown): boolean => typeof f === 'object' && f !== null && typeof (f as { path?: unknown }).path === 'string' && Number.isFinite((f as { tokens?: unknown }).tokens);
    if (typeof files !== 'object' || files === null || Array.isArray(files) || !Object.values(files).every(isFile)) fail(`entries.${i}.files`, 'a mapping of file ids to a path and tokens');
  });
  return h as History;
}

/** The pushes a trend looks back over, at most. */
export const TREND_WINDOW = 30;

/** The trend of each agent of the report that the history has entries for, over the last pushes. */
export function trendsOf(history: History, report: Report): AgentTrend[] {
  const window = history.entries.slice(-TREND_WINDOW);
  return report.scenarios.flatMap((s) => {
    const seen = window.flatMap((e) => e.agents.filter((a) => a.name === s.name).map((a) => ({ e, a })));
    if (seen.length === 0) return [];
    const [first, last] = [seen[0]!, seen.at(-1)!];
    return [{ agent: s.name, pushes: seen.length, since: first.e.date, first: { runUsd: first.a.runUsd, runTokens: first.a.runTokens }, last: { runUsd: last.a.runUsd, runTokens: last.a.runTokens } }];
  });
}

/** An address the comment links the history's page at: https, and nothing that could end a Markdown link. */
export function isPageUrl(url: string): boolean {
  return /^https:\/\/[^\s()<>]+$/.test(url);
}
