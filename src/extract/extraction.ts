/**
 * What extraction finds in a file and what it is told beyond the file: the types every extractor
 * shares, apart from `extract.ts`, which imports the extractors.
 */
import type { SdkModules } from './code/sdk-imports.js';
import type { ResolvedCodeRules } from './code/code-rules.js';
import type { ModelReference } from './model-reference.js';
import type { UnboundedToolOutput } from './code/unbounded-output.js';
import type { CodeCall } from './code/code-calls.js';
import type { CodeBinding } from './code/code-bindings.js';
import type { ToolDefinition } from './code/tool-definitions.js';
import type { PromptUnit } from './prompt-unit.js';
import type { SourceKind } from './source-kind.js';

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
