import type { Snapshot } from '../snapshot.js';
import { loadCodeParsers, type CodeParsers } from './grammars.js';

/** The code parsers, loaded only when some snapshot holds source code. */
export async function parsersFor(snapshots: Snapshot[]): Promise<CodeParsers | undefined> {
  const code = snapshots.some((s) => s.files.some((f) => f.kind.format === 'code' && f.content.kind === 'text'));
  return code ? loadCodeParsers() : undefined;
}
