import type { Node } from 'web-tree-sitter';
import type { CodeLanguage } from '../source-kind.js';

/**
 * The tree-sitter parsers the code extractors read source with. Extraction only receives them:
 * loading the runtime and grammars reads files, which the pure core does not
 * (`src/pipeline/code-parsers.ts` loads them; docs/architecture.md, "Layers").
 */
export interface CodeParsers {
  /** The syntax tree's root; it must be deleted (`tree.delete()`) when done. */
  parse(language: CodeLanguage, text: string): { root: Node; delete(): void };
}
