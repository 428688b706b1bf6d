import { resolveAgents, type Config } from '../config/config.js';
import type { FileChange } from '../changes/file-change.js';
import { TokenCounter } from '../count/counter.js';
import { tokenizer } from '../count/tokenizer.js';
import type { EncodingName } from '../count/vocabulary.js';
import type { CodeParsers } from '../extract/code/grammars.js';
import { memoizedExtractor, type Extraction } from '../extract/extract.js';
import type { PromptUnit } from '../extract/prompt-unit.js';
import { repositoryTalksToModel } from '../extract/repository-context.js';
import type { Snapshot, SourceFile } from '../extract/snapshot.js';
import { evaluateGate, thresholdChanges, thresholdsOf, type Thresholds } from '../gate.js';
import { malformedTextFindings, skippedFindings, submoduleFindings } from './file-notes.js';
import { resolveModel } from '../models/catalog.js';
import { priceAt, type ModelSpec } from '../models/model.js';
import { percentChange } from '../report/format.js';
import type { FileDelta, Finding, ModelSummary, Report, RunTotals, ScenarioReport, UnitDelta, WhatIfRow } from '../report/report.js';
import { standardPolicies } from '../simulate/policies/standard-policies.js';
import { describePolicy, type PolicySpec } from '../simulate/policies/policy-spec.js';
import { RunAttribution, type PricedAgent } from '../simulate/attribution.js';
import { runCost } from '../simulate/scenario.js';
import type { SimulationResult } from '../simulate/simulator.js';

/**
 * The pure core of `diff`: the prompt files of base and head and the paths that changed go in, the
 * report comes out. Extraction, counting, simulation, attribution and the gate happen here, no I/O.
 */
export interface DiffInput {
  base: Snapshot;
  head: Snapshot;
  changes: FileChange[];
  config: Config;
  /** Needed when the snapshots hold source code. */
  parsers?: CodeParsers;
  /** The config file's path, so a change that edits it can say so. */
  configPath?: string;
  /**
   * The thresholds the gate applies: the base commit's config and the inputs, so that a pull request
   * cannot loosen its own check. By default the config's own.
   */
  thresholds?: Thresholds;
}

interface CountedUnit extends PromptUnit {
  /** In the report's encoding. */
  tokens: number;
  /** A size the source recorded (a trace's tool result), the same whatever the tokenizer. */
  recorded: boolean;
}


export function analyzeDiff({ base, head, changes, config, parsers, configPath, thresholds = thresholdsOf(config) }: DiffInput): Report {
  const agents: PricedAgent[] = resolveAgents(config).map((a) => ({ config: a, model: resolveModel(a.model, config.models, a.cacheTtl) }));
  const primary = agents[0]!;
  // The report counts in the first agent's encoding; each agent's run in its own model's.
  const encodingOf = (agent: PricedAgent): EncodingName => config.encoding ?? agent.model.tokenizer.encoding;
  const encoding = encodingOf(primary);
  const counters = new Map<EncodingName, TokenCounter>();
  const counterFor = (name: EncodingName): TokenCounter => {
    let counter = counters.get(name);
    if (!counter) counters.set(name, (counter = new TokenCounter(tokenizer(name))));
    return counter;
  };
  const extract = memoizedExtractor(parsers, { repositoryTalksToModel: repositoryTalksToModel([...base.files, ...head.files]) });
  const count = (snapshot: Snapshot): CountedUnit[] =>
    snapshot.files
      .flatMap((f) => extract(f).units)
      .map((u) => ({ ...u, tokens: u.tokens ?? counterFor(encoding).count(u.text), recorded: u.tokens !== undefined }));

  // A renamed file's units keep their identity: base units are looked up under the head path.
  const headPathOf = new Map(changes.filter((c) => c.previousPath).map((c) => [c.previousPath!, c.path]));
  const headPath = (basePath: string): string => headPathOf.get(basePath) ?? basePath;
  // A file skipped on one side (grown past max-file-bytes, turned binary) is left out on both, or its
  // last countable version would show as a deletion and hide the growth.
  const uncounted = new Set([...skippedPaths(head), ...skippedPaths(base).map(headPath)]);
  const baseUnits = count(base).filter((u) => !uncounted.has(headPath(u.path)));
  const headUnits = count(head).filter((u) => !uncounted.has(u.path));
  const baseById = new Map(baseUnits.map((u) => [retarget(u, headPath(u.path)), u]));
  const headById = new Map(headUnits.map((u) => [u.id, u]));
  const movedFrom = pairMovedUnits(baseById, headById);

  const attribution = new RunAttribution(agents, baseById, headById, (agent, u) =>
    u.recorded || encodingOf(agent) === encoding ? u.tokens : counterFor(encodingOf(agent)).count(u.text),
  );

  const idsByPath = new Map<string, Set<string>>();
  const group = (path: string, id: string): void => {
    if (!idsByPath.has(path)) idsByPath.set(path, new Set());
    idsByPath.get(path)!.add(id);
  };
  for (const [id, u] of baseById) group(headById.get(id)?.path ?? headPath(u.path), id);
  for (const [id, u] of headById) group(u.path, id);

  const files: FileDelta[] = [];
  for (const change of changes) {
    const unitIds = idsByPath.get(change.path);
    if (!unitIds) continue;
    const units = [...unitIds].map((id): UnitDelta => {
      const b = baseById.get(id);
      const h = headById.get(id);
      const unit = (h ?? b)!;
      const delta = (h?.tokens ?? 0) - (b?.tokens ?? 0);
      // An unchanged unit that kept its path and role costs nothing; a move can change which agents send
      // it, and an edit that keeps this count may change another agent's (another encoding).
      const unchanged = b !== undefined && h !== undefined && b.text === h.text && b.tokens === h.tokens && b.role === h.role && b.path === h.path;
      const run = unchanged ? { tokens: 0, usd: 0 } : attribution.marginal(new Set([id]));
      return {
        id,
        key: unit.key,
        role: unit.role,
        baseTokens: b?.tokens ?? 0,
        headTokens: h?.tokens ?? 0,
        deltaTokens: delta,
        deltaRunTokens: run.tokens,
        deltaRunUsd: run.usd,
        textChanged: b?.text !== h?.text,
        ...(movedFrom.has(id) ? { movedFrom: movedFrom.get(id)! } : {}),
      };
    });
    const fileRun = units.length === 1 ? { tokens: units[0]!.deltaRunTokens, usd: units[0]!.deltaRunUsd } : attribution.marginal(unitIds);
    files.push({
      path: change.path,
      status: change.status,
      previousPath: change.previousPath ?? null,
      baseTokens: sum(units, 'baseTokens'),
      headTokens: sum(units, 'headTokens'),
      deltaTokens: sum(units, 'deltaTokens'),
      deltaRunTokens: fileRun.tokens,
      deltaRunUsd: fileRun.usd,
      units,
    });
  }
  files.sort(
    (a, b) => Math.abs(b.deltaRunUsd) - Math.abs(a.deltaRunUsd) || Math.abs(b.deltaRunTokens) - Math.abs(a.deltaRunTokens) || a.path.localeCompare(b.path),
  );

  const scenarios = attribution.runs.map(({ agent, base: b, head: h }): ScenarioReport => {
    const bt = runTotals(b, agent.config.caching);
    const ht = runTotals(h, agent.config.caching);
    return {
      name: agent.config.name,
      model: agent.model.id,
      contextWindow: agent.model.contextWindow,
      steps: agent.config.steps,
      policy: describePolicy(agent.config.policy),
      caching: agent.config.caching,
      runsPerMonth: agent.config.runsPerMonth,
      base: bt,
      head: ht,
      deltaRunTokens: ht.inputTokens - bt.inputTokens,
      deltaRunUsd: ht.costUsd - bt.costUsd,
    };
  });
  const peakScenario = scenarios.reduce((a, b) => (b.head.peakContext > a.head.peakContext ? b : a));
  const baseTokens = sum(baseUnits, 'tokens');
  const headTokens = sum(headUnits, 'tokens');
  const overflows = scenarios.map((s) => s.head.overflowRequest).filter((r): r is number => r !== null);
  const monthly = scenarios.every((s) => s.runsPerMonth !== null)
    ? scenarios.reduce((n, s) => n + s.deltaRunUsd * s.runsPerMonth!, 0)
    : null;
  const totals = {
    baseTokens,
    headTokens,
    deltaTokens: headTokens - baseTokens,
    deltaPercent: percentChange(baseTokens, headTokens),
    baseRunTokens: sumOf(scenarios, (s) => s.base.inputTokens),
    headRunTokens: sumOf(scenarios, (s) => s.head.inputTokens),
    deltaRunTokens: sumOf(scenarios, (s) => s.deltaRunTokens),
    baseRunUsd: sumOf(scenarios, (s) => s.base.costUsd),
    headRunUsd: sumOf(scenarios, (s) => s.head.costUsd),
    deltaRunUsd: sumOf(scenarios, (s) => s.deltaRunUsd),
    deltaMonthlyUsd: monthly,
    // Peak context is one agent's: the one whose run at head has the largest request.
    basePeakContext: peakScenario.base.peakContext,
    headPeakContext: peakScenario.head.peakContext,
    headOverflowRequest: overflows.length ? Math.min(...overflows) : null,
  };

  const whatIf = whatIfPolicies(primary.config.policy, primary.model).map((policy): WhatIfRow => {
    const { base: b, head: h } = attribution.whatIf(primary, policy);
    return {
      policy: describePolicy(policy),
      baseRunTokens: b.totals.inputTokens,
      headRunTokens: h.totals.inputTokens,
      deltaRunTokens: h.totals.inputTokens - b.totals.inputTokens,
      deltaRunUsd: runCost(h, primary.config.caching) - runCost(b, primary.config.caching),
      headPeakContext: h.totals.peakContext,
      headOverflowRequest: h.totals.overflowRequest,
    };
  });

  return {
    version: 1,
    base: { ref: base.ref, sha: base.sha },
    head: { ref: head.ref, sha: head.sha },
    model: modelSummary(primary.model, encoding),
    scenarios,
    whatIf,
    files,
    totals,
    findings: [
      ...configFindings(changes, configPath),
      ...thresholdFindings(thresholds, thresholdsOf(config), configPath),
      ...skippedFindings(base, head, changes),
      ...submoduleFindings(changes),
      ...malformedTextFindings(base, head, changes),
      ...toolFindings(head, changes, extract),
    ],
    verdict: evaluateGate(totals, thresholds),
  };
}

/** The configured policy first, then the standard ones it is not. */
function whatIfPolicies(configured: PolicySpec, model: ModelSpec): PolicySpec[] {
  const key = JSON.stringify(configured);
  return [configured, ...standardPolicies(model).filter((p) => JSON.stringify(p) !== key)];
}

function runTotals(result: SimulationResult, caching: boolean): RunTotals {
  const t = result.totals;
  return {
    inputTokens: t.inputTokens,
    outputTokens: t.outputTokens,
    cachedTokens: t.cachedTokens,
    freshTokens: t.freshTokens,
    peakContext: t.peakContext,
    costUsd: runCost(result, caching),
    overflowRequest: t.overflowRequest,
    edits: new Set(result.events.map((e) => e.request)).size,
  };
}

function modelSummary(model: ModelSpec, encoding: string): ModelSummary {
  const at = (p: ModelSpec['prices']['input'] | null): number | null => (p ? priceAt(p, 0) : null);
  return {
    id: model.id,
    provider: model.provider,
    encoding,
    exact: model.tokenizer.exact && model.tokenizer.encoding === encoding,
    contextWindow: model.contextWindow,
    prices: { input: at(model.prices.input)!, output: at(model.prices.output)!, cacheRead: at(model.prices.cacheRead), cacheWrite: at(model.prices.cacheWrite) },
    source: model.source,
  };
}

/**
 * A unit whose id is gone at head, and a new unit with exactly its text, are one unit that moved (to
 * another file, or under another key): paired, it shows as moved with no change, not as a deletion
 * and an addition. Re-keys the base unit under its head id; returns head id -> base id.
 */
function pairMovedUnits(baseById: Map<string, CountedUnit>, headById: Map<string, CountedUnit>): Map<string, string> {
  const goneByText = new Map<string, string[]>();
  for (const [id, u] of baseById) {
    if (headById.has(id)) continue;
    goneByText.set(u.text, [...(goneByText.get(u.text) ?? []), id]);
  }
  const moved = new Map<string, string>();
  for (const [id, u] of headById) {
    if (baseById.has(id)) continue;
    const from = goneByText.get(u.text)?.shift();
    if (from === undefined) continue;
    const base = baseById.get(from)!;
    baseById.delete(from);
    baseById.set(id, base);
    moved.set(id, base.id);
  }
  return moved;
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

function sumOf<T>(items: T[], value: (item: T) => number): number {
  return items.reduce((n, item) => n + value(item), 0);
}

/** The settings that judge this change come from the change itself: reviewers should see that. */
function configFindings(changes: FileChange[], configPath: string | undefined): Finding[] {
  const change = configPath ? changes.find((c) => c.path === configPath || c.previousPath === configPath) : undefined;
  if (!change) return [];
  const verb = change.status === 'added' ? 'adds' : 'changes';
  return [{ kind: 'config-changed', path: change.path, message: `this pull request ${verb} the ctxguard config; its settings price this report` }];
}

/** Thresholds the pull request's config would set: shown, but judged only after merge. */
function thresholdFindings(applied: Thresholds, proposed: Thresholds, configPath: string | undefined): Finding[] {
  const changes = thresholdChanges(applied, proposed);
  if (changes.length === 0) return [];
  return [
    {
      kind: 'thresholds-changed',
      path: configPath ?? '.ctxguard.yml',
      message: `this pull request changes the thresholds (${changes.join(', ')}); the check uses the base branch's until it merges`,
    },
  ];
}

/** Tools that return unbounded content, in the files the pull request changed. */
function toolFindings(head: Snapshot, changes: FileChange[], extract: (f: SourceFile) => Extraction): Finding[] {
  const changed = new Set(changes.filter((c) => c.status !== 'deleted').map((c) => c.path));
  return head.files.filter((f) => changed.has(f.path)).flatMap((f) => extract(f).findings);
}
