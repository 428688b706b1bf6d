/**
 * Where a unit's text sits in an agent's run, and so how often a run pays for it (DESIGN 2).
 * Always sent, in the cacheable prefix: instructions, system, tool-schema, tool-description, example.
 * Sent once, then replayed with the history: template. Appended after a tool call: tool-output.
 */
export const ROLES = [
  'instructions',
  'system',
  'tool-schema',
  'tool-description',
  'example',
  'template',
  'tool-output',
  'other',
] as const;
export type Role = (typeof ROLES)[number];

/** One piece of text that an agent sends to a model. */
export interface PromptUnit {
  /** Stable across commits: `path` for a whole file, `path#key` for a part of one. */
  id: string;
  path: string;
  /** A YAML/JSON path, a variable or class name; empty for a whole file. */
  key: string;
  role: Role;
  text: string;
  /** First and last line of the unit in its file, 1-based. */
  lines: [number, number];
  /** Template fields (`{{ name }}`) whose values are filled in at run time and not counted here. */
  placeholders: string[];
  /** A size given rather than counted (a recorded tool result that kept only its token count). */
  tokens?: number;
  /**
   * The frontmatter of the file the unit comes from, as a framework profile read it: never sent, but
   * it says when the unit is (`paths:`, `alwaysApply`, `trigger:`).
   */
  frontmatter?: Readonly<Record<string, unknown>>;
}

export function unitId(path: string, key: string): string {
  return key ? `${path}#${key}` : path;
}
