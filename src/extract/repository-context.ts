import { isPromptModulePath } from './code/prompt-names.js';
import { importsSdk, treeText, type SdkModules } from './code/sdk-imports.js';
import type { SourceFile } from './snapshot.js';
import type { CodeLanguage } from './source-kind.js';

/**
 * Whether a repository talks to a model: one of its code files imports a module of `modules` (an
 * LLM SDK or agent framework), or is a prompt module by its name. Then a `SYSTEM_*` or `*_TEMPLATE`
 * constant in a file that imports none (SWE-agent's template configs) is likely a prompt too. For a
 * diff, pass both sides' files, so a change that adds the first SDK import does not change how every
 * other file is read.
 */
export function repositoryTalksToModel(files: Iterable<SourceFile>, modules: SdkModules): boolean {
  for (const file of files) {
    if (file.kind.format !== 'code') continue;
    if (file.content.kind === 'text' ? talksToModel(file.path, file.kind.language, file.content.text, modules) : file.content.kind === 'extracted' && file.content.talksToModel) return true;
  }
  return false;
}

/**
 * One code file's part in `repositoryTalksToModel`: it imports a module of `modules`, or is a prompt
 * module by its name. JavaScript's imports are read as the walker reads them (`treeText`), so the
 * pre-check may take this answer for its own (`hasNothingToExtract`).
 */
export function talksToModel(path: string, language: CodeLanguage, text: string, modules: SdkModules): boolean {
  return isPromptModulePath(path) || (language === 'python' ? importsSdk(text, 'python', modules) : importsSdk(treeText(text), 'javascript', modules));
}
