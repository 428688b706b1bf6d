import type { ScenarioSettings } from '../config/config.js';
import type { ModelReference } from '../extract/model-reference.js';
import type { CodeCall } from '../extract/code/code-calls.js';
import type { CodeBinding } from '../extract/code/code-bindings.js';
import type { ToolDefinition } from '../extract/code/tool-definitions.js';
import type { RenderedPart } from './rendered-part.js';
import type { CodeRules } from '../extract/code/code-rules.js';
import type { TextKeeper } from '../extract/extract.js';
import type { PromptUnit } from '../extract/prompt-unit.js';
import type { SourceFile } from '../extract/snapshot.js';
import type { Delivery } from './delivery.js';

/**
 * A framework known by its code alone (docs/architecture.md, "Frameworks"): where its prompts pass
 * through code, but not yet when its runs send them, so they are the application's agent's.
 */
export interface CodeFramework {
  /** Short and stable: `claude-code`, `smolagents`. */
  id: string;
  /** As people write it: `Claude Code`, `smolagents`. */
  label: string;
  /** Modules whose import marks code as talking to a model through this framework. */
  sdkModules?: { python?: string[]; javascript?: string[] };
  /** Where its prompts pass through code: its decorators, tool classes, calls and arguments. */
  code?: CodeRules;
}

/**
 * A framework or coding tool, in one module: where its prompts live and when a run sends them
 * (docs/architecture.md, "Frameworks"). Adding one is a file in `src/frameworks/` and a line in
 * `registry.ts`.
 */
export interface FrameworkProfile extends CodeFramework {
  /**
   * Files this profile reads itself (a pattern without a slash matches a name at any depth), with
   * `extract`: the units of one of them. Claimed before any other rule, wherever they are.
   */
  files?: { globs: readonly string[]; extract(path: string, text: string): PromptUnit[] };
  /** The agents this framework runs in the repository, each with the units it sends and how. */
  findAgents(repository: RepositoryUnits): FoundAgent[];
  /**
   * The text `findAgents` reads of a file (in `RepositoryUnits.files`), told by the file and the
   * units found in it: all of it, the part it reads, or undefined. Extraction lets every other text
   * go once its units are found (docs/architecture.md, "Incremental extraction"), so a profile that
   * reads a file it does not claim here never sees its text.
   */
  readsText?: TextKeeper;
}

/**
 * What a profile sees of one commit: every prompt unit found, every model named in code or config,
 * and how code wires its agents, tools and servers (the units each argument holds, the names it refers to).
 */
export interface RepositoryUnits {
  units: readonly PromptUnit[];
  models: readonly ModelReference[];
  calls?: readonly CodeCall[];
  /** What the names those calls refer to hold (`tools = [search, WeatherTool()]`). */
  bindings?: readonly CodeBinding[];
  /** The tools code defines, for a framework that renders them itself (smolagents). */
  toolDefinitions?: readonly ToolDefinition[];
  /**
   * The commit's files as read: what a profile needs beside the units (a config's history
   * processors, the class a prompt class inherits from, the code that builds an agent). Only the
   * files a profile claims with `readsText` are sure to have their text.
   */
  files?: readonly SourceFile[];
}


/** One agent a run of the repository's product, or a coding tool working on it, is. */
export interface FoundAgent {
  /** Unique in the repository, stable across commits: `smolagents CodeAgent`, `Claude Code`. */
  name: string;
  /** The profile's label. */
  framework: string;
  /** Every unit it sends, by id, and how; a unit left out is not sent by this agent. */
  sends: Map<string, Delivery>;
  /** The framework's own defaults for a run (`max_steps`, planning), under the config's settings. */
  settings: Partial<ScenarioSettings>;
  /** The model the repository gives this agent, where it names one. */
  model?: ModelReference;
  /**
   * The agent's model is none its files name: the code passes one it does not spell
   * (`LiteLLMModel(**params)`), or none, and the framework's default runs it. Its settings' model
   * prices it (the configured one where the config sets one), not one that other files of the agent
   * happen to name.
   */
  modelUnread?: boolean;
  /**
   * The agent's request as its framework renders it from its parts: the units it reads are in `sends`
   * as `rendered`, priced only through these parts (docs/architecture.md, "Rendered requests").
   */
  request?: readonly RenderedPart[];
  /** Files whose code the rendering read beyond their units (the construction, its tools): a change there re-renders it. */
  reads?: ReadonlySet<string>;
  /** What the rendering had to assume (a value the code does not settle), for the comment to list. */
  assumptions?: readonly string[];
}

export type { ModelReference };
