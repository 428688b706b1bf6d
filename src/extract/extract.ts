import type { CodeParsers } from './code/grammars.js';
import type { SdkModules } from './code/sdk-imports.js';
import type { ResolvedCodeRules } from './code/code-rules.js';
import { javascriptUnits } from './code/javascript.js';
import { pythonUnits } from './code/python.js';
import { hasNothingToExtract } from './code/nothing-to-extract.js';
import type { ModelReference } from './model-reference.js';
import type { PromptUnit } from './prompt-unit.js';
import { promptyUnits } from './prompty.js';
import type { SourceFile } from './snapshot.js';
import type { SourceKind } from './source-kind.js';
import { parsedStructuredExtraction, structuredExtraction } from './structured.js';
import { structuredHasNothingToExtract } from './structured-nothing-to-extract.js';
import { toolOutputUnits } from './tool-output.js';
import type { UnboundedToolOutput } from './code/unbounded-output.js';
import type { CodeCall } from './code/code-calls.js';
import type { CodeBinding } from './code/code-bindings.js';
import type { ToolDefinition } from './code/tool-definitions.js';
import { wholeFileUnit } from './whole-file.js';
import type { ExtractedContent } from './file-content.js';
import { talksToModel } from './repository-context.js';

/** What extraction finds in a file: its prompt units, and findings about its tools. */
export interface Extraction {
  units: PromptUnit[];
  findings: ExtractionFinding[];
  /** Models the file names (`model="gpt-4o"`, `model: claude-sonnet-4-5`). */
  models: ModelReference[];
  /** How code wires its agents, tools and servers (`Agent(handoffs=[...])`): code files only. */
  calls?: CodeCall[];
  /** What the names those calls refer to hold (`tools = [search, WeatherTool()]`): code files only. */
  bindings?: CodeBinding[];
  /** The tools code defines (`@tool` functions, `Tool` subclasses), for frameworks that render them. */
  toolDefinitions?: ToolDefinition[];
}

export type ExtractionFinding = UnboundedToolOutput | { kind: 'unreadable'; path: string; message: string };

/** What extraction knows beyond the file itself. */
export interface ExtractOptions {
  /** The modules whose import marks code as talking to a model: the framework registry's one list. Needed for code. */
  sdkModules?: SdkModules;
  /** The frameworks' code rules, merged (`code/code-rules.ts`): where their prompts pass through code. Needed for code. */
  codeRules?: ResolvedCodeRules;
  /** The repository imports an LLM SDK somewhere (`repositoryTalksToModel`). */
  repositoryTalksToModel?: boolean;
  /** How each framework profile reads the files it claims (`format: 'framework'`), by profile id. */
  frameworkExtractors?: ReadonlyMap<string, FrameworkExtractor>;
  /**
   * The text some framework reads itself when it finds agents (aider's prompt classes, a SWE-agent
   * config): extraction that lets texts go keeps it (`ExtractedContent.text`).
   */
  keepsText?: TextKeeper;
}

/**
 * A framework's claim on a file's text beyond its units (see `ExtractOptions.keepsText`): the text it
 * reads, all of it or the part it needs, or undefined for none.
 */
export type TextKeeper = (file: { path: string; kind: SourceKind; text: string }, units: readonly PromptUnit[]) => string | undefined;

/** A framework profile's reader for its own files: frontmatter and body, size caps. */
export type FrameworkExtractor = (path: string, text: string) => PromptUnit[];

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
