import type { PromptUnit } from './prompt-unit.js';
import type { SourceFile } from './snapshot.js';
import { wholeFileUnit } from './whole-file.js';

/** The prompt units of one file. Prompt and instruction files are sent whole. */
export function extractUnits(file: SourceFile): PromptUnit[] {
  if (file.content.kind !== 'text') return [];
  return [wholeFileUnit(file.path, file.role, file.content.text)];
}
