import type { ExtractOptions } from '../extraction.js';
import { isPromptModulePath, type FileContext } from './prompt-names.js';
import type { ResolvedCodeRules } from './code-rules.js';
import type { SdkModules } from './sdk-imports.js';

/**
 * How much a code file's context says about its strings: a file that imports an LLM SDK or is a
 * prompt module talks to a model; a user-facing text module (`i18n_messages.py`) never does, whatever
 * its repository; other files take their repository's.
 */
export function fileContext(path: string, importsLlm: boolean, options: ExtractOptions): FileContext {
  if (importsLlm || isPromptModulePath(path)) return 'model';
  if (isPeopleTextModulePath(path)) return 'plain';
  return options.repositoryTalksToModel ? 'repository' : 'plain';
}

/** A user-facing text module (`i18n_messages.py`, `notifications.ts`, `emails.py`): it holds no prompts. */
function isPeopleTextModulePath(path: string): boolean {
  const name = path.split('/').at(-1)!.replace(/\.\w+$/, '').toLowerCase();
  return /(^|[_.-])(i18n|l10n|locales?|translations?|notifications?|e?mails?)([_.-]|$)/.test(name);
}

/** The SDK modules extraction was given: code cannot be read without them. */
export function sdkModulesOf(path: string, options: ExtractOptions): SdkModules {
  if (!options.sdkModules) throw new Error(`no SDK module list given to extract ${path} (see extractOptions in src/frameworks/registry.ts)`);
  return options.sdkModules;
}

/** The frameworks' code rules extraction was given: without them code would be read as if no framework existed. */
export function codeRulesOf(path: string, options: ExtractOptions): ResolvedCodeRules {
  if (!options.codeRules) throw new Error(`no code rules given to extract ${path} (see extractOptions in src/frameworks/registry.ts)`);
  return options.codeRules;
}
