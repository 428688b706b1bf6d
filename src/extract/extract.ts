import type { CodeParsers } from './code/grammars.js';
import { javascriptUnits } from './code/javascript.js';
import { pythonUnits } from './code/python.js';
import { hasNothingToExtract } from './code/nothing-to-extract.js';
import type { PromptUnit } from './prompt-unit.js';
import type { Extraction, ExtractOptions } from './extraction.js';
import { promptyUnits } from './prompty.js';
import type { SourceFile } from './snapshot.js';
import { parsedStructuredExtraction, structuredExtraction } from './structured.js';
import { structuredHasNothingToExtract } from './structured-nothing-to-extract.js';
import { toolOutputUnits } from './tool-output.js';
import { wholeFileUnit } from './whole-file.js';
import type { ExtractedContent } from './file-content.js';
import { talksToModel } from './repository-context.js';

export type { Extraction, ExtractionFinding, ExtractOptions, FrameworkExtractor, TextKeeper } from './extraction.js';

/**
 * A file's prompt units and findings, by the way its kind holds them. Code needs the parsers; what the
 * caller knows (`needsParsing`'s answer, as `known.nothingToExtract`) spares it the text pre-check.
 */
export function extractFile(file: SourceFile, parsers?: CodeParsers, options: ExtractOptions = {}, known: KnownOfFile = {}): Extraction {
  if (file.content.kind === 'extracted') return file.content.extraction;
  if (file.content.kind !== 'text') return { units: [], findings: [], models: [] };
  const { text } = file.content;
  const only = (units: PromptUnit[]): Extraction => ({ units, findings: [], models: [] });
  switch (file.kind.format) {
    case 'text':
      return only([wholeFileUnit(file.path, file.kind.role, text)]);
    case 'structured':
      // A file the caller proved empty is not proved again; one it found must be parsed is parsed.
      if (known.nothingToExtract === true) return { units: [], findings: [], models: [] };
      return { ...(known.nothingToExtract === false ? parsedStructuredExtraction : structuredExtraction)(file.path, text, file.kind.promptFolder), findings: [] };
    case 'prompty':
      return only(promptyUnits(file.path, text));
    case 'tool-output':
      return only(toolOutputUnits(file.path, text));
    case 'framework': {
      const read = options.frameworkExtractors?.get(file.kind.profile);
      if (!read) throw new Error(`no reader for ${file.kind.profile} files given to extract ${file.path}`);
      return only(read(file.path, text));
    }
    case 'code': {
      // Code the caller proved empty needs no grammar.
      if (known.nothingToExtract === true) return nothingInCode();
      if (!parsers) throw new Error(`no code parsers given to extract ${file.path}`);
      if (known.nothingToExtract === undefined && hasNothingToExtract(file.path, file.kind.language, text, options, known.talksToModel)) return nothingInCode();
      const tree = parsers.parse(file.kind.language, text);
      try {
        return file.kind.language === 'python' ? pythonUnits(file.path, tree.root, options) : javascriptUnits(file.path, tree.root, options);
      } finally {
        tree.delete();
      }
    }
  }
}

/** A code file's extraction when it holds no prompt. */
function nothingInCode(): Extraction {
  return { units: [], findings: [], models: [], calls: [], bindings: [], toolDefinitions: [] };
}

export function extractUnits(file: SourceFile, parsers?: CodeParsers, options: ExtractOptions = {}): PromptUnit[] {
  return extractFile(file, parsers, options).units;
}

/**
 * Extraction with memory: a file with the same path and text at base and head (most files) is
 * parsed once.
 */
export function memoizedExtractor(parsers?: CodeParsers, options: ExtractOptions = {}): (file: SourceFile) => Extraction {
  // By path and kind, then by the text itself: no key that copies a whole file.
  const seen = new Map<string, Map<string, Extraction>>();
  return (file) => {
    if (file.content.kind === 'extracted') return file.content.extraction;
    if (file.content.kind !== 'text') return { units: [], findings: [], models: [] };
    const where = `${file.path}\0${JSON.stringify(file.kind)}`;
    let byText = seen.get(where);
    if (!byText) seen.set(where, (byText = new Map()));
    let found = byText.get(file.content.text);
    if (!found) {
      found = safeExtract(file, parsers, options);
      byText.set(file.content.text, found);
    }
    return found;
  };
}

/** One file that defeats an extractor must not stop the run: it is reported and left out. */
export function safeExtract(file: SourceFile, parsers?: CodeParsers, options: ExtractOptions = {}, known: KnownOfFile = {}): Extraction {
  try {
    return extractFile(file, parsers, options, known);
  } catch (error) {
    return {
      units: [],
      findings: [{ kind: 'unreadable', path: file.path, message: `could not be read for prompts: ${(error as Error).message}` }],
      models: [],
    };
  }
}

/**
 * Whether extracting the file means parsing it: code that the text alone does not prove empty
 * (`hasNothingToExtract`, told whether the file talks to a model where that is known), YAML or JSON
 * in a prompt folder or not proved empty (`structuredHasNothingToExtract`). A reader asks first, to
 * load no grammar, or send no file to a worker, for the rest
 * (docs/architecture.md, "Incremental extraction"), and passes the answer on as
 * `KnownOfFile.nothingToExtract`. A file the test cannot read is parsed, so that the full reading
 * reports it.
 */
export function needsParsing(file: SourceFile, options: ExtractOptions, known: KnownOfFile = {}): boolean {
  if (file.content.kind !== 'text') return false;
  if (file.kind.format === 'structured') return file.kind.promptFolder || !structuredHasNothingToExtract(file.content.text);
  if (file.kind.format !== 'code') return false;
  try {
    return !hasNothingToExtract(file.path, file.kind.language, file.content.text, options, known.talksToModel);
  } catch {
    return true;
  }
}

/** What the caller already knows of a file: whether it alone talks to a model; whether, being code, YAML or JSON, it has nothing to extract (`needsParsing`). */
export interface KnownOfFile {
  talksToModel?: boolean;
  nothingToExtract?: boolean;
}

/**
 * A text file as extraction leaves it: its units, and its text only where a framework reads the file
 * itself. What `repositoryTalksToModel` needs of a code file is kept as one flag.
 */
export function extractContent(file: SourceFile & { content: { kind: 'text' } }, parsers?: CodeParsers, options: ExtractOptions = {}, known: KnownOfFile = {}): ExtractedContent {
  const { text, malformed } = file.content;
  const extraction = safeExtract(file, parsers, options, known);
  const kept = options.keepsText?.({ path: file.path, kind: file.kind, text }, extraction.units);
  return {
    kind: 'extracted',
    extraction,
    ...(malformed ? { malformed } : {}),
    ...(file.kind.format === 'code' && options.sdkModules ? { talksToModel: known.talksToModel ?? talksToModel(file.path, file.kind.language, text, options.sdkModules) } : {}),
    ...(kept !== undefined ? { text: kept } : {}),
  };
}

/** The file as a framework that reads files sees it: its text where it was kept (`extractContent`). */
export function readableFile(file: SourceFile): SourceFile {
  if (file.content.kind !== 'extracted' || file.content.text === undefined) return file;
  const { text, malformed } = file.content;
  return { ...file, content: { kind: 'text', text, ...(malformed ? { malformed } : {}) } };
}
