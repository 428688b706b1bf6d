import { isLlmModule, isPromptModulePath } from './code/prompt-names.js';
import type { SourceFile } from './snapshot.js';

const PYTHON_IMPORT = /^[ \t]*(?:from[ \t]+([\w.]+)[ \t]+import\b(?:[ \t]*\(?\s*(\w+))?|import[ \t]+([\w.]+))/gm;
// Not `import type ... from`: types are not calls to a model.
const JS_IMPORT = /^(?!\s*import\s+type\b).*\bfrom\s+['"]([^'"]+)['"]|\b(?:require|import)\(\s*['"]([^'"]+)['"]\s*\)/gm;

/**
 * Whether a repository talks to a model: one of its code files imports an LLM SDK or agent
 * framework, or is a prompt module by its name. Then a `SYSTEM_*` or `*_TEMPLATE` constant in a file
 * that imports none (SWE-agent's template configs) is likely a prompt too. Read from import lines,
 * without parsing; for a diff, pass both sides' files, so a change that adds the first SDK import
 * does not change how every other file is read.
 */
export function repositoryTalksToModel(files: Iterable<SourceFile>): boolean {
  for (const file of files) {
    if (file.kind.format !== 'code' || file.content.kind !== 'text') continue;
    if (isPromptModulePath(file.path)) return true;
    const language = file.kind.language === 'python' ? 'python' : 'javascript';
    for (const m of file.content.text.matchAll(language === 'python' ? PYTHON_IMPORT : JS_IMPORT)) {
      // Python: `from X import Y` (X, or X.Y as in `from google import genai`) or `import X`; JavaScript: the source.
      const modules = language === 'python' ? (m[1] ? [m[1], ...(m[2] ? [`${m[1]}.${m[2]}`] : [])] : [m[3]!]) : [m[1] ?? m[2] ?? ''];
      if (modules.some((module) => isLlmModule(module, language))) return true;
    }
  }
  return false;
}
