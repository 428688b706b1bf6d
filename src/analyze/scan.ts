import type { Config } from '../config/config.js';
import type { CodeParsers } from '../extract/code/grammars.js';
import { safeExtract, type Extraction } from '../extract/extract.js';
import { describeDelivery } from '../frameworks/delivery.js';
import { findAgents } from '../frameworks/find-agents.js';
import type { RepositoryUnits } from '../frameworks/profile.js';
import { repositoryOf } from '../frameworks/repository.js';
import { extractOptions } from '../frameworks/registry.js';
import type { Role } from '../extract/prompt-unit.js';
import { pricedAgents } from './agents.js';
import type { Snapshot, SourceFile } from '../extract/snapshot.js';
import { ModelTextSizes } from './model-text-sizes.js';
import { resolveModel } from '../models/catalog.js';
import type { ScanAgent, ScanFile, ScanReport } from '../report/scan-report.js';

export function analyzeScan(snapshot: Snapshot, config: Config, parsers?: CodeParsers): ScanReport {
  const model = resolveModel(config.model, config.models);
  const counting = new ModelTextSizes(config.encoding);
  const { encoding, scale } = counting.counting(model);
  const files: ScanFile[] = [];
  const byRole: Partial<Record<Role, number>> = {};
  const unreadable: ScanReport['skipped'] = [];
  const options = extractOptions(snapshot.files);
  const extractions = new Map<SourceFile, Extraction>();
  for (const file of snapshot.files) {
    const extraction = safeExtract(file, parsers, options);
    extractions.set(file, extraction);
    for (const f of extraction.findings) if (f.kind === 'unreadable') unreadable.push({ path: f.path, reason: f.message, bytes: 0 });
    const units = extraction.units.map((u) => ({
      id: u.id,
      key: u.key,
      role: u.role,
      tokens: u.tokens ?? counting.size(model, u.text),
      lines: u.lines,
    }));
    if (units.length === 0) continue;
    for (const u of units) byRole[u.role] = (byRole[u.role] ?? 0) + u.tokens;
    files.push({ path: file.path, tokens: units.reduce((n, u) => n + u.tokens, 0), units });
  }
  files.sort((a, b) => b.tokens - a.tokens || a.path.localeCompare(b.path));
  const skipped = [
    ...snapshot.files.flatMap((f) => (f.content.kind === 'skipped' ? [{ path: f.path, reason: f.content.reason as string, bytes: f.content.bytes }] : [])),
    ...unreadable,
  ];
  return {
    version: 1,
    root: snapshot.ref,
    model: { id: model.id, encoding, exact: model.tokenizer.exact && model.tokenizer.encoding === encoding, ...(scale !== 1 ? { scale } : {}) },
    files,
    skipped,
    totals: {
      files: files.length,
      units: files.reduce((n, f) => n + f.units.length, 0),
      tokens: files.reduce((n, f) => n + f.tokens, 0),
      byRole,
    },
    agents: scanAgents(config, repositoryOf(snapshot.files, (f) => extractions.get(f)!), counting),
  };
}

/**
 * The agents of the tree, as `diff` finds them (docs/architecture.md, "Agents"), each with what it sends
 * and how, counted for the agent's own model as `diff` counts it.
 */
function scanAgents(config: Config, repository: RepositoryUnits, counting: ModelTextSizes): ScanAgent[] {
  const side = { units: repository.units, agents: findAgents(repository) };
  const units = new Map(repository.units.map((u) => [u.id, u]));
  return pricedAgents(config, side, side).map((agent): ScanAgent => {
    const byDelivery = new Map<string, { delivery: string; units: number; tokens: number }>();
    for (const [id, delivery] of agent.head.sends) {
      const words = describeDelivery(delivery);
      const group = byDelivery.get(words) ?? { delivery: words, units: 0, tokens: 0 };
      const unit = units.get(id);
      group.units++;
      group.tokens += unit ? (unit.tokens ?? counting.size(agent.head.model, unit.text)) : 0;
      byDelivery.set(words, group);
    }
    const deliveries = [...byDelivery.values()].sort((a, b) => b.tokens - a.tokens || a.delivery.localeCompare(b.delivery));
    const at = agent.head.modelAt;
    return {
      name: agent.config.name,
      framework: agent.framework,
      model: agent.head.model.id,
      modelAt: at ? { path: at.path, line: at.line } : null,
      units: deliveries.reduce((n, d) => n + d.units, 0),
      tokens: deliveries.reduce((n, d) => n + d.tokens, 0),
      deliveries,
    };
  });
}
