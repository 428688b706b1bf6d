import { readableFile, type Extraction } from '../extract/extract.js';
import type { PromptUnit } from '../extract/prompt-unit.js';
import type { SourceFile } from '../extract/snapshot.js';
import type { RepositoryUnits } from './profile.js';

/**
 * What the profiles see of one commit (docs/architecture.md, "Agents"): the units (all of them, or
 * those the caller kept), every model, call, binding and tool definition its files' extractions hold,
 * and the files as a profile reads them (the text extraction kept for it: `readableFile`).
 */
export function repositoryOf(files: readonly SourceFile[], extraction: (file: SourceFile) => Extraction, units?: readonly PromptUnit[]): RepositoryUnits {
  const extractions = files.map(extraction);
  return {
    units: units ?? extractions.flatMap((e) => e.units),
    models: extractions.flatMap((e) => e.models),
    calls: extractions.flatMap((e) => e.calls ?? []),
    bindings: extractions.flatMap((e) => e.bindings ?? []),
    toolDefinitions: extractions.flatMap((e) => e.toolDefinitions ?? []),
    files: files.map(readableFile),
  };
}
