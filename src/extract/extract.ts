import type { CodeParsers } from './code/grammars.js';
import { javascriptUnits } from './code/javascript.js';
import { pythonUnits } from './code/python.js';
import type { PromptUnit } from './prompt-unit.js';
import { promptyUnits } from './prompty.js';
import type { SourceFile } from './snapshot.js';
import { structuredUnits } from './structured.js';
import { wholeFileUnit } from './whole-file.js';

/** The prompt units of one file, by the way its kind holds them. Code needs the parsers. */
export function extractUnits(file: SourceFile, parsers?: CodeParsers): PromptUnit[] {
  if (file.content.kind !== 'text') return [];
  const { text } = file.content;
  switch (file.kind.format) {
    case 'text':
      return [wholeFileUnit(file.path, file.kind.role, text)];
    case 'structured':
      return structuredUnits(file.path, text, file.kind.promptFolder);
    case 'prompty':
      return promptyUnits(file.path, text);
    case 'code': {
      if (!parsers) throw new Error(`no code parsers given to extract ${file.path}`);
      const tree = parsers.parse(file.kind.language, text);
      try {
        return file.kind.language === 'python' ? pythonUnits(file.path, tree.root) : javascriptUnits(file.path, tree.root);
      } finally {
        tree.delete();
      }
    }
  }
}

/**
 * Extraction with memory: a file with the same path and text at base and head (most files) is
 * parsed once.
 */
export function memoizedExtractor(parsers?: CodeParsers): (file: SourceFile) => PromptUnit[] {
  const seen = new Map<string, PromptUnit[]>();
  return (file) => {
    if (file.content.kind !== 'text') return [];
    const key = `${file.path}\0${JSON.stringify(file.kind)}\0${file.content.text}`;
    let units = seen.get(key);
    if (!units) {
      units = extractUnits(file, parsers);
      seen.set(key, units);
    }
    return units;
  };
}
