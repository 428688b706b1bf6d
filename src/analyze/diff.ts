import type { Config } from '../config/config.js';
import type { FileChange } from '../extract/file-change.js';
import type { LocalCounts } from '../count/counter.js';
import { NO_COUNTS, type CountNeed, type TokenCounts } from '../count/token-counts.js';
import type { EncodingName } from '../count/vocabulary.js';
import type { CodeParsers } from '../extract/code/grammars.js';
import { memoizedExtractor, type Extraction } from '../extract/extract.js';
import type { PromptUnit } from '../extract/prompt-unit.js';
import type { Snapshot, SourceFile } from '../extract/snapshot.js';
import { checkBudgets } from '../gate/budgets.js';
import { budgetFigures, unmatchedBudgetFindings } from './budget-figures.js';
import { gateRulesOf, ruleChanges, type GateRules } from '../gate/rules.js';
import { deliveryChangeMeaning } from './delivery-change.js';
import { headline, promptMaterial } from './headline.js';
import { measureRuns, readRecordedSides, type RecordedSides, type Recordings } from './measured-runs.js';
import { calibrateAgents } from './calibration.js';
import { againstTokens } from '../report/agent-dollars.js';
import type { RunCalibration } from '../report/run-calibration.js';
import { malformedTextFindings, skippedFindings, submoduleFindings } from './file-notes.js';
import { estimateScale } from '../models/calibration.js';
import { ModelTextSizes } from './model-text-sizes.js';
import { cacheFloorFindings, perRunPrefixFindings, type CachedAgent } from './cache-lint.js';
import { resolveModel, unknownModelMessage } from '../models/catalog.js';
import { describeDelivery, firstRequestCopies, sendsItself, type Delivery } from '../frameworks/delivery.js';
import { sizeIn } from '../frameworks/file-units.js';
import { findAgents } from '../frameworks/find-agents.js';
import { repositoryOf } from '../frameworks/repository.js';
import { extractOptions } from '../frameworks/registry.js';
import type { RepositoryUnits } from '../frameworks/profile.js';
import { agentConfig, pricedAgents, type PricedAgent } from './agents.js';
import { priceAt, type ModelSpec } from '../models/model.js';
import type { AgentFileDelta, CountMethod, FileDelta, Finding, ModelChange, ModelCounting, ModelSummary, Report, RunTotals, ScenarioReport, UnitDelta, WhatIfRow } from '../report/report.js';
import { standardPolicies } from '../simulate/policies/standard-policies.js';
import { describePolicy, policyWindow, type PolicySpec } from '../simulate/policies/policy-spec.js';
import { fileChange, MODEL_CHANGE, RunAttribution, type RunDelta } from '../simulate/attribution.js';
import { RenderedVariants } from './rendered-variants.js';
import { runCost } from '../simulate/scenario.js';
import type { SimulationResult } from '../simulate/simulator.js';
import { groupedNumber } from '../grouped-number.js';

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
   * The rules the gate applies (thresholds, budgets, tolerance, the accept label): the base commit's
   * config and the inputs, so that a pull request cannot loosen its own check. By default the config's own.
   */
  gate?: GateRules;
  /**
   * Texts already counted in each encoding, which are not counted again; every text this diff counts
   * locally is added, for an adapter to keep (docs/architecture.md, "Incremental extraction").
   */
  localCounts?: LocalCounts;
  /** Runs recorded at base and at head: the report shows what they spent beside the estimate, and the gate judges them (docs/architecture.md, "Measured runs"). */
  recordings?: Recordings;
}

interface CountedUnit extends PromptUnit {
  /** As the report's model counts it: its provider's count, or the report's encoding. */
  tokens: number;
  /** A size the source recorded (a trace's tool result), the same whatever the tokenizer. */
  recorded: boolean;
}

/** A diff whose units, agents and models are known: what it needs counted, then its report. */
export interface PreparedDiff {
  /**
   * Each model the runs and the report price with, and the distinct texts priced with it (recorded
   * sizes aside): what a provider's token-count endpoint may count in place of the local encoding.
   */
  readonly needs: CountNeed[];
  /** The report, with these counts where they exist and the local encoding for the rest. */
  report(counts?: TokenCounts): Report;
}

/** The whole of `diff` in one call: without counts from outside, every text is counted locally. */
export function analyzeDiff(input: DiffInput, counts: TokenCounts = NO_COUNTS): Report {
  return prepareDiff(input).report(counts);
}

/**
 * Extraction and agents first, so that an adapter can have the needed texts counted by the
 * provider (docs/architecture.md, "Exact counts from the provider"); the report once the counts are in.
 */
export function prepareDiff({ base, head, changes, config, parsers, configPath, gate = gateRulesOf(config), localCounts = new Map(), recordings }: DiffInput): PreparedDiff {
  // Recordings first: a bad record is refused before any work is done.
  const recorded = recordings && readRecordedSides(recordings);
  const extract = memoizedExtractor(parsers, extractOptions([...base.files, ...head.files]));
  const unitsOf = (snapshot: Snapshot): PromptUnit[] => snapshot.files.flatMap((f) => extract(f).units);

  // A renamed file's units keep their identity: base units are looked up under the head path.
  const headPathOf = new Map(changes.filter((c) => c.previousPath).map((c) => [c.previousPath!, c.path]));
  const headPath = (basePath: string): string => headPathOf.get(basePath) ?? basePath;
  // A file skipped on one side (grown past max-file-bytes, turned binary) is left out on both, or its
  // last countable version would show as a deletion and hide the growth.
  const uncounted = new Set([...skippedPaths(head), ...skippedPaths(base).map(headPath)]);
  const baseFound = unitsOf(base).filter((u) => !uncounted.has(headPath(u.path)));
  const headFound = unitsOf(head).filter((u) => !uncounted.has(u.path));
  const baseRepository = repositoryOf(base.files, extract, baseFound);
  const headRepository = repositoryOf(head.files, extract, headFound);
  const agents = pricedAgents(config, { units: baseFound, agents: findAgents(baseRepository) }, { units: headFound, agents: findAgents(headRepository) });
  // The report counts in one model's terms: the first agent's (the most affected agent is known only
  // after the runs; a run counts in its own model's).
  const reportModel = agents[0]?.head.model ?? resolveModel(config.model, config.models, config.cacheTtl);
  const needs = countNeeds(reportModel, agents, baseFound, headFound);
  return {
    needs: [...needs.values()].map(({ model, texts }) => ({ model: model.id, provider: model.provider, texts })),
    report: (counts = NO_COUNTS) =>
      diffReport({ base, head, changes, config, configPath, gate, extract, headPath, baseFound, headFound, baseRepository, headRepository, agents, reportModel, needs, counts, localCounts, recorded, recordings }),
  };
}

/**
 * The texts each model prices: the report's model counts every unit; an agent's models at base and at
 * head count every unit it sends at either end (a partial change sends head units on the base model,
 * a model change the base units on the head model).
 */
function countNeeds(reportModel: ModelSpec, agents: readonly PricedAgent[], baseFound: readonly PromptUnit[], headFound: readonly PromptUnit[]): Map<string, { model: ModelSpec; texts: Set<string> }> {
  const needs = new Map<string, { model: ModelSpec; texts: Set<string> }>();
  const need = (model: ModelSpec, units: Iterable<Pick<PromptUnit, 'text' | 'tokens'> | undefined>): void => {
    let entry = needs.get(model.id);
    if (!entry) needs.set(model.id, (entry = { model, texts: new Set() }));
    for (const u of units) if (u && u.tokens === undefined) entry.texts.add(u.text);
  };
  need(reportModel, [...baseFound, ...headFound]);
  const baseUnit = new Map(baseFound.map((u) => [u.id, u]));
  const headUnit = new Map(headFound.map((u) => [u.id, u]));
  for (const agent of agents) {
    const sent = [...[...agent.base.sends.keys()].map((id) => baseUnit.get(id)), ...[...agent.head.sends.keys()].map((id) => headUnit.get(id))];
    // A rendered request's parts are texts the runs price too (a variant's are counted locally).
    const rendered = [...(agent.base.request ?? []), ...(agent.head.request ?? [])].map((part) => ({ text: part.text, tokens: undefined }));
    need(agent.base.model, [...sent, ...rendered]);
    need(agent.head.model, [...sent, ...rendered]);
  }
  return needs;
}

interface ReportInput {
  base: Snapshot;
  head: Snapshot;
  changes: FileChange[];
  config: Config;
  configPath: string | undefined;
  gate: GateRules;
  extract: (f: SourceFile) => Extraction;
  headPath: (basePath: string) => string;
  baseFound: PromptUnit[];
  headFound: PromptUnit[];
  baseRepository: RepositoryUnits;
  headRepository: RepositoryUnits;
  agents: PricedAgent[];
  reportModel: ModelSpec;
  needs: ReadonlyMap<string, { model: ModelSpec; texts: ReadonlySet<string> }>;
  counts: TokenCounts;
  localCounts: LocalCounts;
  recorded: RecordedSides | undefined;
  /** What came with the recordings: the model the user named, the shape settings the user set. */
  recordings: Recordings | undefined;
}

function diffReport(input: ReportInput): Report {
  const { base, head, changes, config, configPath, gate, extract, headPath, baseFound, headFound, reportModel, counts, localCounts } = input;
  const sizes = new ModelTextSizes(config.encoding, localCounts, counts);
  const encodingOf = (model: ModelSpec): EncodingName => sizes.counting(model).encoding;
  const textSize = (model: ModelSpec, text: string): number => sizes.size(model, text);
  const encoding = encodingOf(reportModel);
  const counted = (u: PromptUnit): CountedUnit => ({ ...u, tokens: u.tokens ?? textSize(reportModel, u.text), recorded: u.tokens !== undefined });
  const baseUnits = baseFound.map(counted);
  const headUnits = headFound.map(counted);
  const baseById = new Map(baseUnits.map((u) => [retarget(u, headPath(u.path)), u]));
  const headById = new Map(headUnits.map((u) => [u.id, u]));
  const movedFrom = pairMovedUnits(baseById, headById);
  // Agents found at base name units by their base ids: re-key them as baseById is keyed.
  const baseKey = new Map([...baseById].map(([key, u]) => [u.id, key]));
  const rekeyed: PricedAgent[] = input.agents.map((agent) => ({ ...agent, base: { ...agent.base, sends: new Map([...agent.base.sends].map(([id, d]) => [baseKey.get(id) ?? id, d])) } }));

  // A rendered agent's request with some changes applied is rendered again from a mixed commit.
  const variants = new RenderedVariants(input.baseRepository, input.headRepository, (u) => baseKey.get(u.id) ?? u.id, headPath);
  let calibrations = new Map<string, RunCalibration>();
  const attributionOf = (list: readonly PricedAgent[]) =>
    new RunAttribution(list, baseById, headById, (_agent, u, model) => (u.recorded ? u.tokens : textSize(model, u.text)), {
      variant: (agent, ids) => {
        const found = variants.agent(agent.framework, agent.config.name, ids);
        // A variant's settings are read from its construction again, with the shape fitted to recorded runs over them.
        const fitted = calibrations.get(agent.config.name)?.fitted;
        return { parts: found?.request ?? [], ...(found ? { config: { ...agentConfig(input.config, agent.config.name, found.settings), model: agent.config.model, ...fitted } } : {}) };
      },
      size: (text, model) => textSize(model, text),
    });
  let agents = rekeyed;
  if (input.recorded) {
    // Each matched agent's run shape fitted to its recorded runs, then every run priced on it (docs/architecture.md, "Calibration").
    // Only base runs are fitted, which need nothing of the other agents.
    const probe = attributionOf([]);
    const own = (name: string): Set<string> => new Set(Object.keys(input.config.agents.find((a) => a.name === name) ?? {}));
    const fit = calibrateAgents(rekeyed, input.recorded, input.recordings?.fixedShape ?? {}, own, (agent, side) => probe.runAt(agent, side));
    agents = fit.agents;
    calibrations = fit.calibrations;
  }
  const attribution = attributionOf(agents);

  // A file whose code a rendering read changes the agents that read it, units or not.
  const readsOf = (path: string): string[] => (agents.some((a) => a.base.reads?.has(path) || a.head.reads?.has(path)) ? [fileChange(path)] : []);

  const idsByPath = new Map<string, Set<string>>();
  const group = (path: string, id: string): void => {
    if (!idsByPath.has(path)) idsByPath.set(path, new Set());
    idsByPath.get(path)!.add(id);
  };
  for (const [id, u] of baseById) group(headById.get(id)?.path ?? headPath(u.path), id);
  for (const [id, u] of headById) group(u.path, id);

  /** Each agent's marginal run change for these ids, the most affected first. */
  const marginals = (ids: ReadonlySet<string>): Array<{ agent: PricedAgent; run: RunDelta }> =>
    agents
      .filter((agent) => attribution.touches(agent, ids))
      .map((agent) => ({ agent, run: attribution.marginal(agent, ids) }))
      .sort((a, b) => Math.abs(b.run.usd) - Math.abs(a.run.usd) || Math.abs(b.run.tokens) - Math.abs(a.run.tokens));
  const perAgentFile = new Map<PricedAgent, AgentFileDelta[]>(agents.map((a) => [a, []]));

  // Tokens of the file's units an agent sends itself at one end: its share of the file.
  const sentTokens = (agent: PricedAgent, ids: Iterable<string>, side: 'base' | 'head'): number => {
    const units = side === 'base' ? baseById : headById;
    let n = 0;
    for (const id of ids) {
      const delivery = agent[side].sends.get(id);
      if (delivery && sendsItself(delivery)) n += units.get(id)?.tokens ?? 0;
    }
    return n;
  };

  // The prompt material in the agent's first request: a rendered agent's from its rendered parts.
  const startupTokens = (agent: PricedAgent, side: 'base' | 'head'): number => {
    const units = side === 'base' ? baseById : headById;
    let n = 0;
    for (const part of agent[side].request ?? []) n += firstRequestCopies(part.delivery) * textSize(reportModel, part.text);
    for (const [id, delivery] of agent[side].sends) if (delivery.kind !== 'rendered') n += firstRequestCopies(delivery) * (units.get(id)?.tokens ?? 0);
    return n;
  };

  const files: FileDelta[] = [];
  for (const change of [...changes, ...resentFiles(changes, baseById, headById, agents)]) {
    const fileIds = [...readsOf(change.path), ...(change.previousPath ? readsOf(change.previousPath) : [])];
    const unitIds = idsByPath.get(change.path) ?? (fileIds.length > 0 ? new Set<string>() : undefined);
    if (!unitIds) continue;
    // Each changed unit's marginals, kept: a file with one changed unit costs what that unit costs.
    const changedRuns = new Map<string, Array<{ agent: PricedAgent; run: RunDelta }>>();
    const units = [...unitIds].map((id): UnitDelta => {
      const b = baseById.get(id);
      const h = headById.get(id);
      const unit = (h ?? b)!;
      const delta = (h?.tokens ?? 0) - (b?.tokens ?? 0);
      // An unchanged unit that kept its path, role and delivery costs nothing; a move can change which
      // agents send it, and an edit that keeps this count may change another agent's (another encoding).
      const unchanged =
        b !== undefined && h !== undefined && b.text === h.text && b.tokens === h.tokens && b.role === h.role && b.path === h.path &&
        agents.every((a) => sameDelivery(a.base.sends.get(id), a.head.sends.get(id)));
      if (!unchanged) changedRuns.set(id, marginals(new Set([id])));
      const [most] = changedRuns.get(id) ?? [];
      return {
        id,
        key: unit.key,
        role: unit.role,
        baseTokens: b?.tokens ?? 0,
        headTokens: h?.tokens ?? 0,
        deltaTokens: delta,
        deltaRunTokens: most?.run.tokens ?? 0,
        deltaRunUsd: most?.run.usd ?? 0,
        sentBy: agents.flatMap((a) => {
          const at = { base: a.base.sends.get(id), head: a.head.sends.get(id) };
          const delivery = at.head ?? at.base;
          if (!delivery) return [];
          const moved = b && h && at.base && at.head && !sameDelivery(at.base, at.head);
          return [{ agent: a.config.name, delivery: describeDelivery(delivery), ...(moved ? { base: describeDelivery(at.base!) } : {}) }];
        }),
        textChanged: b?.text !== h?.text,
        ...(movedFrom.has(id) ? { movedFrom: movedFrom.get(id)! } : {}),
        lines: unit.lines,
      };
    });
    // Unchanged units run the same at base and head: only the changed ones move a run.
    const byAgent =
      changedRuns.size === 1 && fileIds.length === 0
        ? [...changedRuns.values()][0]!
        : changedRuns.size + fileIds.length === 0
          ? []
          : marginals(new Set([...changedRuns.keys(), ...fileIds])).filter(({ agent, run }) => run.tokens !== 0 || run.usd !== 0 || sendsAny(agent, changedRuns.keys()));
    for (const { agent, run } of byAgent) {
      const [baseTokens, headTokens] = [sentTokens(agent, unitIds, 'base'), sentTokens(agent, unitIds, 'head')];
      perAgentFile.get(agent)!.push({ path: change.path, baseTokens, headTokens, deltaTokens: headTokens - baseTokens, deltaRunTokens: run.tokens, deltaRunUsd: run.usd });
    }
    const [most] = byAgent;
    files.push({
      path: change.path,
      status: change.status,
      previousPath: change.previousPath ?? null,
      baseTokens: sum(units, 'baseTokens'),
      headTokens: sum(units, 'headTokens'),
      deltaTokens: sum(units, 'deltaTokens'),
      deltaRunTokens: most?.run.tokens ?? 0,
      deltaRunUsd: most?.run.usd ?? 0,
      agent: most?.agent.config.name ?? null,
      units,
    });
  }
  files.sort(
    (a, b) => Math.abs(b.deltaRunUsd) - Math.abs(a.deltaRunUsd) || Math.abs(b.deltaRunTokens) - Math.abs(a.deltaRunTokens) || a.path.localeCompare(b.path),
  );

  /** This agent's change under each other memory policy worth comparing. */
  const whatIfRows = (agent: (typeof agents)[number]): WhatIfRow[] =>
    whatIfPolicies(agent.config.policy, agent.head.model).map((policy): WhatIfRow => {
      const { base: b, head: h } = attribution.whatIf(agent, policy);
      return {
        policy: describePolicy(policy),
        baseRunTokens: b.totals.inputTokens,
        headRunTokens: h.totals.inputTokens,
        deltaRunTokens: h.totals.inputTokens - b.totals.inputTokens,
        deltaRunUsd: runCost(h, agent.config.caching) - runCost(b, agent.config.caching),
        headPeakContext: h.totals.peakContext,
        headOverflowRequest: h.totals.overflowRequest,
        headCachedTokens: agent.config.caching ? h.totals.cachedTokens : 0,
      };
    });

  const scenarios = attribution.runs.map(({ agent, base: b, head: h }): ScenarioReport => {
    const bt = runTotals(b, agent.config.caching);
    const ht = runTotals(h, agent.config.caching);
    const agentFiles = perAgentFile.get(agent)!.sort((x, y) => Math.abs(y.deltaRunUsd) - Math.abs(x.deltaRunUsd) || x.path.localeCompare(y.path));
    const modelChange = modelChangeOf(agent, attribution);
    const delta = { tokens: ht.inputTokens - bt.inputTokens, usd: ht.costUsd - bt.costUsd };
    const explained = {
      tokens: sumOf(agentFiles, (f) => f.deltaRunTokens) + (modelChange?.deltaRunTokens ?? 0),
      usd: sumOf(agentFiles, (f) => f.deltaRunUsd) + (modelChange?.deltaRunUsd ?? 0),
    };
    return {
      name: agent.config.name,
      framework: agent.framework,
      model: agent.head.model.id,
      contextWindow: agent.head.model.contextWindow,
      steps: agent.config.steps,
      policy: describePolicy(agent.config.policy),
      caching: agent.config.caching,
      runsPerMonth: agent.config.runsPerMonth,
      prompt: promptMaterial(sentTokens(agent, baseById.keys(), 'base'), sentTokens(agent, headById.keys(), 'head')),
      startup: { baseTokens: startupTokens(agent, 'base'), headTokens: startupTokens(agent, 'head') },
      base: bt,
      head: ht,
      deltaRunTokens: delta.tokens,
      deltaRunUsd: delta.usd,
      modelChange,
      files: agentFiles,
      interaction: { deltaRunTokens: delta.tokens - explained.tokens, deltaRunUsd: roundUsd(delta.usd - explained.usd) },
      // A model change moves dollars by its prices, whatever its tokens do: only the files' rows say
      // something of the cache when they go against their tokens.
      cacheNote: cacheNote(agent, b, h, agentFiles),
      ...(calibrations.has(agent.config.name) ? { calibration: calibrations.get(agent.config.name)! } : {}),
      assumptions: [...new Set([...(agent.head.assumptions ?? []), ...(agent.base.assumptions ?? [])])],
      // Only an agent the change moves has a change to price under other policies.
      whatIf: delta.tokens !== 0 || delta.usd !== 0 || modelChange ? whatIfRows(agent) : [],
      context: {
        base: b.requests.inputs(),
        head: h.requests.inputs(),
        window: Math.min(policyWindow(agent.config.policy) ?? Number.POSITIVE_INFINITY, agent.head.model.contextWindow),
        baseEdits: b.events.editedRequests(),
        headEdits: h.events.editedRequests(),
      },
    };
  });
  const named = input.recordings?.namedModel;
  const measured = input.recorded && measureRuns(input.recorded, { scenarios, models: config.models, ...(named ? { namedModel: named } : {}) });
  const configChange = configFindings(changes, configPath);
  const budgets = checkBudgets(gate.budgets, budgetFigures(baseById.values(), headById.values(), headPath, scenarios, head, configChange.length > 0));
  const judged = headline(scenarios, gate, measured?.agents, budgets.checks);
  const { scenarios: ordered, totals, verdict } = judged;

  // The report's counts are the first agent's model's: that model is the one described.
  const counting = [...input.needs.values()].map(({ model, texts }) => modelCounting(model, texts, encodingOf(model), config.encoding, counts));
  return {
    version: 3,
    base: { ref: base.ref, sha: base.sha },
    head: { ref: head.ref, sha: head.sha },
    model: modelSummary(reportModel, encoding, counting[0]!),
    counting,
    scenarios: ordered,
    files,
    totals,
    findings: [
      ...configChange,
      ...ruleFindings(gate, gateRulesOf(config), configPath),
      ...unmatchedBudgetFindings(budgets.unmatched, configPath),
      ...skippedFindings(base, head, changes),
      ...submoduleFindings(changes),
      ...malformedTextFindings(base, head, changes),
      ...toolFindings(head, changes, extract),
      ...unknownModelFindings(agents),
      ...sizeCapFindings(changes, agents, headById),
      ...deliveryFindings(agents, baseById, headById),
      ...cacheFloorFindings(agents.map((agent) => cachedAgent(agent, scenarios.find((s) => s.name === agent.config.name)!, headById))),
      ...perRunPrefixFindings(headById, baseById, agents.map((a) => ({ name: a.config.name, caching: a.config.caching, sends: a.head.sends }))),
    ],
    verdict,
    ...(measured ? { measured } : {}),
    ...(gate.budgets.length ? { budgets: judged.budgets } : {}),
    ...(configPath ? { configPath } : {}),
  };
}

/** What the cache-floor check needs of an agent: the file that moved its start-up context most, else its first. */
function cachedAgent(agent: PricedAgent, scenario: ScenarioReport, headById: ReadonlyMap<string, CountedUnit>): CachedAgent {
  const shrunk = [...scenario.files].filter((f) => f.deltaTokens < 0).sort((a, b) => a.deltaTokens - b.deltaTokens)[0];
  const first = [...agent.head.sends].find(([, d]) => firstRequestCopies(d) > 0);
  const path = shrunk?.path ?? (first ? (headById.get(first[0])?.path ?? null) : null);
  return { scenario, model: agent.head.model.id, minCacheableTokens: agent.head.model.cache.minCacheableTokens, path };
}



/** A row of the file table: a changed file, or an unchanged one an agent sends differently at head. */
type FileRow = Pick<FileChange, 'path' | 'previousPath'> & { status: FileDelta['status'] };

/**
 * Files the pull request leaves as they are whose units an agent sends differently at head (the code
 * that lists a tool changed, not the tool): their delivery change is a row of the agent's table, so
 * that its rows add up to its prompt material's change.
 */
function resentFiles(changes: readonly FileChange[], baseById: ReadonlyMap<string, CountedUnit>, headById: ReadonlyMap<string, CountedUnit>, agents: readonly PricedAgent[]): FileRow[] {
  const changed = new Set(changes.flatMap((c) => [c.path, ...(c.previousPath ? [c.previousPath] : [])]));
  const paths = new Set<string>();
  for (const [id, h] of headById) {
    const b = baseById.get(id);
    if (!b || changed.has(h.path) || paths.has(h.path)) continue;
    if (agents.some((a) => !sameDelivery(a.base.sends.get(id), a.head.sends.get(id)))) paths.add(h.path);
  }
  return [...paths].sort().map((path) => ({ path, status: 'unchanged' }));
}

/** Each unit on both sides an agent sends differently at head, with what that means for its runs. */
function deliveryFindings(agents: readonly PricedAgent[], baseById: ReadonlyMap<string, CountedUnit>, headById: ReadonlyMap<string, CountedUnit>): Finding[] {
  const findings: Finding[] = [];
  for (const [id, h] of headById) {
    if (!baseById.has(id)) continue;
    for (const agent of agents) {
      const [b, d] = [agent.base.sends.get(id), agent.head.sends.get(id)];
      if (!b || !d || sameDelivery(b, d)) continue;
      findings.push({
        kind: 'delivery-changed',
        path: h.path,
        unit: id,
        agent: agent.config.name,
        base: describeDelivery(b),
        head: describeDelivery(d),
        message: deliveryChangeMeaning(b, d),
      });
    }
  }
  return findings;
}

/**
 * Whether the agent sends any of these units: an agent reached only through the code its rendering
 * read (its construction's file) has no row where that code left its run unchanged.
 */
function sendsAny(agent: PricedAgent, ids: Iterable<string>): boolean {
  for (const id of ids) if (agent.base.sends.has(id) || agent.head.sends.has(id)) return true;
  return false;
}

function sameDelivery(a: Delivery | undefined, b: Delivery | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Sums of floating dollars leave dust: a cent's billionth is no interaction. */
function roundUsd(usd: number): number {
  return Math.abs(usd) < 1e-12 ? 0 : usd;
}

/** The agent's model at head, when the pull request changes it, priced alone on the base units. */
function modelChangeOf(agent: PricedAgent, attribution: RunAttribution<CountedUnit, PricedAgent>): ModelChange | null {
  if (agent.base.model.id === agent.head.model.id) return null;
  const run = attribution.marginal(agent, new Set([MODEL_CHANGE]));
  return {
    from: agent.base.model.id,
    to: agent.head.model.id,
    path: agent.head.modelAt?.path ?? null,
    line: agent.head.modelAt?.line ?? null,
    deltaRunTokens: run.tokens,
    deltaRunUsd: run.usd,
  };
}

/**
 * When the change moves how many requests read from the cache, the dollars can move against the
 * tokens: the provider caches a prefix only from its minimum length. One line says so. The changes
 * together may leave the count as it was while one of them, priced alone, moves it: its row's dollars
 * then go against its tokens, and the line says why.
 */
function cacheNote(agent: PricedAgent, base: SimulationResult, head: SimulationResult, rows: ReadonlyArray<{ deltaRunTokens: number; deltaRunUsd: number }>): string | null {
  if (!agent.config.caching) return null;
  const cachedRequests = ({ requests }: SimulationResult): number => {
    let cached = 0;
    for (let i = 0; i < requests.length; i++) if (requests.cachedTokens(i) > 0) cached++;
    return cached;
  };
  const before = cachedRequests(base);
  const after = cachedRequests(head);
  const min = `${agent.head.model.id}'s minimum cacheable prefix of ${groupedNumber(agent.head.model.cache.minCacheableTokens)} tokens`;
  if (before === after) {
    return rows.some((r) => againstTokens(r.deltaRunTokens, r.deltaRunUsd))
      ? `requests read from the cache: ${before} of ${head.requests.length} at base and at head, but a change priced alone moves which requests reach ${min}`
      : null;
  }
  const direction = after < before ? 'fewer requests reach' : 'more requests reach';
  return `requests read from the cache: ${before} → ${after} of ${head.requests.length}; ${direction} ${min}`;
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
    edits: result.events.editedRequests().length,
  };
}

function modelSummary(model: ModelSpec, encoding: string, counting: ModelCounting): ModelSummary {
  const at = (p: ModelSpec['prices']['input'] | null): number | null => (p ? priceAt(p, 0) : null);
  return {
    id: model.id,
    provider: model.provider,
    encoding,
    exact: counting.method !== 'estimate' && counting.estimatedTexts === 0,
    contextWindow: model.contextWindow,
    prices: { input: at(model.prices.input)!, output: at(model.prices.output)!, cacheRead: at(model.prices.cacheRead), cacheWrite: at(model.prices.cacheWrite) },
    source: model.source,
  };
}

/**
 * How one model's texts were counted: by the provider's endpoint where the adapter asked it (texts it
 * did not count are estimates), else exactly where the local encoding is the model's own tokenizer.
 */
function modelCounting(model: ModelSpec, texts: ReadonlySet<string>, encoding: EncodingName, configured: EncodingName | undefined, counts: TokenCounts): ModelCounting {
  const provided = counts.models.get(model.id);
  const own = model.tokenizer.exact && model.tokenizer.encoding === encoding;
  const method: CountMethod = provided ? 'provider' : own ? 'tokenizer' : 'estimate';
  let estimated = 0;
  if (method === 'estimate') estimated = texts.size;
  if (provided) for (const text of texts) if (provided.tokens(text) === undefined) estimated++;
  const scale = estimateScale(model.id, encoding, configured);
  return {
    model: model.id,
    provider: model.provider,
    method,
    encoding,
    ...(estimated > 0 && scale !== 1 ? { scale } : {}),
    texts: texts.size,
    estimatedTexts: estimated,
    failure: provided && estimated > 0 ? (provided.failure ?? null) : null,
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

/** Rules the pull request's config would set (thresholds, budgets, tolerance, label): shown, but judged only after merge. */
function ruleFindings(applied: GateRules, proposed: GateRules, configPath: string | undefined): Finding[] {
  const changes = ruleChanges(applied, proposed);
  if (changes.length === 0) return [];
  return [
    {
      kind: 'thresholds-changed',
      path: configPath ?? '.ctxguard.yml',
      message: `this pull request changes the thresholds (${changes.join(', ')}); the check uses the base branch's until it merges`,
    },
  ];
}


/** Models the code names that the catalog does not price, once each: the agent's run used the configured model. */
function unknownModelFindings(agents: readonly PricedAgent[]): Finding[] {
  const findings = new Map<string, Finding>();
  for (const agent of agents) {
    for (const side of [agent.head, agent.base]) {
      const named = side.unknownModel;
      const where = named && `${named.id}\0${named.path}\0${named.line}`;
      if (!named || !where || findings.has(where)) continue;
      findings.set(where, {
        kind: 'unknown-model',
        path: named.path,
        line: named.line,
        message: `${unknownModelMessage(named.id)}; the ${agent.config.name} agent is priced with ${side.model.id}`,
      });
    }
  }
  return [...findings.values()];
}

/** Tools that return unbounded content, in the files the pull request changed. */
function toolFindings(head: Snapshot, changes: FileChange[], extract: (f: SourceFile) => Extraction): Finding[] {
  const changed = new Set(changes.filter((c) => c.status !== 'deleted').map((c) => c.path));
  return head.files.filter((f) => changed.has(f.path)).flatMap((f) => extract(f).findings);
}

/**
 * Text a coding tool cuts off (past Codex's 32 KiB AGENTS.md budget, Windsurf's rule limits), in the
 * files the pull request changed: it is counted, but that agent never sends it.
 */
function sizeCapFindings(changes: FileChange[], agents: PricedAgent[], headById: ReadonlyMap<string, PromptUnit>): Finding[] {
  const changed = new Set(changes.filter((c) => c.status !== 'deleted').map((c) => c.path));
  const findings = new Map<string, Finding>();
  for (const agent of agents) {
    for (const [id, delivery] of agent.head.sends) {
      const unit = headById.get(id);
      if (delivery.kind !== 'never' || !delivery.cap || !unit || !changed.has(unit.path)) continue;
      const size = sizeIn(unit.text, delivery.cap);
      const amount = `${groupedNumber(size)} ${size === 1 ? delivery.cap.replace(/s$/, '') : delivery.cap}`;
      findings.set(`${id}\0${delivery.reason}`, {
        kind: 'size-cap',
        path: unit.path,
        agent: agent.config.name,
        message: `${unit.path}: ${amount} ${delivery.reason} ${size === 1 ? 'is' : 'are'} never sent`,
      });
    }
  }
  return [...findings.values()];
}
