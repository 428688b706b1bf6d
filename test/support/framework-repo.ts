import { memoizedExtractor } from '../../src/extract/extract.js';
import { promptFileClassifier } from '../../src/extract/prompt-files.js';
import type { PromptUnit } from '../../src/extract/prompt-unit.js';
import type { Snapshot, SourceFile } from '../../src/extract/snapshot.js';
import type { Delivery } from '../../src/frameworks/delivery.js';
import { findAgents } from '../../src/frameworks/find-agents.js';
import type { FoundAgent } from '../../src/frameworks/profile.js';
import { extractOptions, profileFileRules } from '../../src/frameworks/registry.js';

/** Files as the pipeline classifies them: coding tools' files by their profiles. */
export function sourceFiles(files: Record<string, string>): SourceFile[] {
  const classify = promptFileClassifier({ include: [], exclude: [], frameworkFiles: profileFileRules() });
  return Object.entries(files).flatMap(([path, text]) => {
    const kind = classify(path);
    return kind ? [{ path, kind, content: { kind: 'text' as const, text } }] : [];
  });
}

export function snapshotOf(sha: string, files: Record<string, string>): Snapshot {
  return { ref: sha, sha, files: sourceFiles(files) };
}

/** A repository's units through the real classifier and extractors, and the agents found in it. */
export function repository(files: Record<string, string>): { units: PromptUnit[]; agents: FoundAgent[] } {
  const sources = sourceFiles(files);
  const extract = memoizedExtractor(undefined, extractOptions(sources));
  const units = sources.flatMap((f) => extract(f).units);
  return { units, agents: findAgents({ units, models: [] }) };
}

/** Each agent by name, with what it sends as a plain object (unit id -> delivery). */
export function sendsByAgent(agents: readonly FoundAgent[]): Record<string, Record<string, Delivery>> {
  return Object.fromEntries(agents.map((a) => [a.name, Object.fromEntries(a.sends)]));
}

/** A unit's text by id. */
export function textOf(units: readonly PromptUnit[], id: string): string {
  const unit = units.find((u) => u.id === id);
  if (!unit) throw new Error(`no unit ${id}; units: ${units.map((u) => u.id).join(', ')}`);
  return unit.text;
}
