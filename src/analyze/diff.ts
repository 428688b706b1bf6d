import type { Config } from '../config/config.js';
import type { FileChange } from '../changes/file-change.js';
import { TokenCounter } from '../count/counter.js';
import { tokenizer } from '../count/tokenizer.js';
import { extractUnits } from '../extract/extract.js';
import type { PromptUnit } from '../extract/prompt-unit.js';
import type { Snapshot } from '../extract/snapshot.js';
import { evaluateGate } from '../gate.js';
import { percentChange } from '../report/format.js';
import type { FileDelta, Finding, Report, UnitDelta } from '../report/report.js';
import { defaultScenario } from '../simulate/scenario.js';
import { requestsCarrying, runInputTokens } from '../simulate/replay.js';

/**
 * The pure core of `diff`: the prompt files of base and head and the paths that changed go in, the
 * report comes out. Extraction, counting, pricing and the gate all happen here, with no I/O.
 */
export interface DiffInput {
  base: Snapshot;
  head: Snapshot;
  changes: FileChange[];
  config: Config;
}

interface CountedUnit extends PromptUnit {
  tokens: number;
}

export function analyzeDiff({ base, head, changes, config }: DiffInput): Report {
  const counter = new TokenCounter(tokenizer(config.encoding));
  const scenario = defaultScenario(config.requestsPerRun);
  const count = (snapshot: Snapshot): CountedUnit[] =>
    snapshot.files.flatMap(extractUnits).map((u) => ({ ...u, tokens: counter.count(u.text) }));
  // A renamed file's units keep their identity: base units are looked up under the head path.
  const headPathOf = new Map(changes.filter((c) => c.previousPath).map((c) => [c.previousPath!, c.path]));
  const headPath = (basePath: string): string => headPathOf.get(basePath) ?? basePath;

  // A file skipped on one side (grown past max-file-bytes, turned binary) is left out on both, or its
  // last countable version would show as a deletion and hide the growth.
  const uncounted = new Set([
    ...skippedPaths(head),
    ...skippedPaths(base).map(headPath),
  ]);
  const baseUnits = count(base).filter((u) => !uncounted.has(headPath(u.path)));
  const headUnits = count(head).filter((u) => !uncounted.has(u.path));

  const baseById = new Map(baseUnits.map((u) => [retarget(u, headPath(u.path)), u]));
  const headById = new Map(headUnits.map((u) => [u.id, u]));

  const idsByPath = new Map<string, Set<string>>();
  const group = (path: string, id: string): void => {
    if (!idsByPath.has(path)) idsByPath.set(path, new Set());
    idsByPath.get(path)!.add(id);
  };
  for (const [id, u] of baseById) group(headPath(u.path), id);
  for (const [id, u] of headById) group(u.path, id);

  const files: FileDelta[] = [];
  for (const change of changes) {
    const unitIds = idsByPath.get(change.path);
    if (!unitIds) continue;
    const units = [...unitIds].map((id): UnitDelta => {
      const b = baseById.get(id);
      const h = headById.get(id);
      const unit = (h ?? b)!;
      const perRun = (u: CountedUnit | undefined): number => (u ? u.tokens * requestsCarrying(u.role, scenario) : 0);
      return {
        id,
        key: unit.key,
        role: unit.role,
        baseTokens: b?.tokens ?? 0,
        headTokens: h?.tokens ?? 0,
        deltaTokens: (h?.tokens ?? 0) - (b?.tokens ?? 0),
        deltaRunTokens: perRun(h) - perRun(b),
      };
    });
    files.push({
      path: change.path,
      status: change.status,
      previousPath: change.previousPath ?? null,
      baseTokens: sum(units, 'baseTokens'),
      headTokens: sum(units, 'headTokens'),
      deltaTokens: sum(units, 'deltaTokens'),
      deltaRunTokens: sum(units, 'deltaRunTokens'),
      deltaRunUsd: null,
      units,
    });
  }
  files.sort((a, b) => Math.abs(b.deltaRunTokens) - Math.abs(a.deltaRunTokens) || a.path.localeCompare(b.path));

  const baseTokens = sum(baseUnits, 'tokens');
  const headTokens = sum(headUnits, 'tokens');
  const baseRunTokens = runInputTokens(baseUnits, scenario);
  const headRunTokens = runInputTokens(headUnits, scenario);
  const totals = {
    baseTokens,
    headTokens,
    deltaTokens: headTokens - baseTokens,
    deltaPercent: percentChange(baseTokens, headTokens),
    baseRunTokens,
    headRunTokens,
    deltaRunTokens: headRunTokens - baseRunTokens,
    deltaRunUsd: null,
    // Without a history model the largest request is the prefix itself.
    basePeakContext: baseTokens,
    headPeakContext: headTokens,
  };
  return {
    version: 1,
    base: { ref: base.ref, sha: base.sha },
    head: { ref: head.ref, sha: head.sha },
    model: { encoding: config.encoding, exact: true },
    scenarios: [scenario],
    files,
    totals,
    findings: skippedFindings(base, head),
    verdict: evaluateGate(totals, config),
  };
}

function retarget(unit: PromptUnit, headPath: string): string {
  return headPath + unit.id.slice(unit.path.length);
}

function skippedPaths(snapshot: Snapshot): string[] {
  return snapshot.files.filter((f) => f.content.kind === 'skipped').map((f) => f.path);
}

function sum<K extends string>(items: Array<Record<K, number>>, key: K): number {
  return items.reduce((n, item) => n + item[key], 0);
}

function skippedFindings(base: Snapshot, head: Snapshot): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const [side, snapshot] of [['head', head], ['base', base]] as const) {
    for (const file of snapshot.files) {
      if (file.content.kind !== 'skipped' || seen.has(file.path)) continue;
      seen.add(file.path);
      const { reason, bytes } = file.content;
      const why = reason === 'binary' ? 'binary content' : `${bytes.toLocaleString('en-US')} bytes is over max-file-bytes`;
      findings.push({ kind: 'skipped', path: file.path, side, reason, bytes, message: `not counted: ${why}` });
    }
  }
  return findings;
}
