import type { PromptUnit } from './prompt-unit.js';
import { promptyUnits } from './prompty.js';
import type { SourceFile } from './snapshot.js';
import { structuredUnits } from './structured.js';
import { wholeFileUnit } from './whole-file.js';

/** The prompt units of one file, by the way its kind holds them. */
export function extractUnits(file: SourceFile): PromptUnit[] {
  if (file.content.kind !== 'text') return [];
  const { text } = file.content;
  switch (file.kind.format) {
    case 'text':
      return [wholeFileUnit(file.path, file.kind.role, text)];
    case 'structured':
      return structuredUnits(file.path, text, file.kind.promptFolder);
    case 'prompty':
      return promptyUnits(file.path, text);
    case 'code':
      return [];
  }
}
