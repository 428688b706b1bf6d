/**
 * How much a file's context says about its strings: it talks to a model (imports an LLM SDK, or is a
 * prompt module by name); it is in a repository that does (so `SYSTEM_*` or `*_TEMPLATE` may well be
 * prompts); or neither.
 */
export type FileContext = 'model' | 'repository' | 'plain';

/** Where a named string sits, for deciding whether it is a prompt. */
export interface NamedStringContext {
  file: FileContext;
  /** An aider-style `*Prompts` class: every string attribute is sent. */
  promptClass?: boolean;
  /** The name is passed to a terminal's prompt (`input(PROMPT)`). */
  askedAtTerminal?: boolean;
  /** The name is only printed, logged, flashed, rendered, mailed or returned as a report (asked only when it matters). */
  shownToPeople?: () => boolean;
}
