import type { Config } from '../config/config.js';
import { TokenCounter } from '../count/counter.js';
import { tokenizer } from '../count/tokenizer.js';
import type { CodeParsers } from '../extract/code/grammars.js';
import { safeExtract } from '../extract/extract.js';
import { extractOptions } from '../frameworks/registry.js';
import type { Snapshot } from '../extract/snapshot.js';
import { resolveModel } from '../models/catalog.js';
import type { ScanFile, ScanReport } from '../report/scan-report.js';
import type { Role } from '../extract/prompt-unit.js';

export function analyzeScan(snapshot: Snapshot, config: Config, parsers?: CodeParsers): ScanReport {
  const model = resolveModel(config.model, config.models);
  const encoding = config.encoding ?? model.tokenizer.encoding;
  const counter = new TokenCounter(tokenizer(encoding));
  const files: ScanFile[] = [];
  const byRole: Partial<Record<Role, number>> = {};
  const unreadable: ScanReport['skipped'] = [];
  const options = extractOptions(snapshot.files);
  for (const file of snapshot.files) {
    const extraction = safeExtract(file, parsers, options);
    for (const f of extraction.findings) if (f.kind === 'unreadable') unreadable.push({ path: f.path, reason: f.message, bytes: 0 });
    const units = extraction.units.map((u) => ({
      id: u.id,
      key: u.key,
      role: u.role,
      tokens: u.tokens ?? counter.count(u.text),
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
    model: { id: model.id, encoding, exact: model.tokenizer.exact && model.tokenizer.encoding === encoding },
    files,
    skipped,
    totals: {
      files: files.length,
      units: files.reduce((n, f) => n + f.units.length, 0),
      tokens: files.reduce((n, f) => n + f.tokens, 0),
      byRole,
    },
  };
}
