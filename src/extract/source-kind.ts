import type { Role } from './prompt-unit.js';

export type CodeLanguage = 'python' | 'typescript' | 'tsx' | 'javascript';

/** How a file's prompt material is read out of it. */
export type SourceKind =
  /** Sent whole: instruction files, prompt text files, templates. */
  | { format: 'text'; role: Role }
  /** YAML or JSON: prompt collections and tool schemas. In a prompt folder every string counts. */
  | { format: 'structured'; promptFolder: boolean }
  /** A Prompty file: front matter, then role sections. */
  | { format: 'prompty' }
  /** Source code, parsed for prompt strings and tool descriptions. */
  | { format: 'code'; language: CodeLanguage }
  /** What a tool returns (a fixture, a recorded trace): the sizes of a run's tool results. */
  | { format: 'tool-output' }
  /** A file a framework profile reads itself (a skill's frontmatter and body, a Cursor rule). */
  | { format: 'framework'; profile: string };
