import { templateFields } from './placeholders.js';
import { unitId, type PromptUnit, type Role } from './prompt-unit.js';

/** A whole file as one unit: instruction files and prompt templates. */
export function wholeFileUnit(path: string, role: Role, text: string): PromptUnit {
  const placeholders = templateFields(text);
  return { id: unitId(path, ''), path, key: '', role, text, lines: [1, lineCount(text)], placeholders };
}

export function lineCount(text: string): number {
  if (text.length === 0) return 0;
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < text.length - 1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
