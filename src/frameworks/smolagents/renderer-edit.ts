import type { SmolTool } from './smol-tool.js';
import { SMOLAGENTS_VERSION } from './library.js';
import { toCodePrompt, toToolCallingPrompt } from './tool-prompts.js';

/** The two methods of `Tool` (tools.py) that render a tool into a system prompt, by the unit the extractor makes of each. */
export type RendererKey = 'Tool.to_code_prompt()' | 'Tool.to_tool_calling_prompt()';

/**
 * The pinned version's renderers as the code extractor reads them (the text each returns, its fields
 * left out): what a repository's own copy of tools.py is compared with. Held to the extraction of the
 * pinned tools.py by test/frameworks/smolagents-rendering.test.ts.
 */
export const PINNED_RENDERER_TEXT: Record<RendererKey, string> = {
  'Tool.to_code_prompt()':
    'def () -> dict:\n    """\n\n    Important: This tool returns structured output! Use the JSON schema below to directly access fields like result[\'field_name\']. NO print() statements needed to inspect the output!\n\n    Args:\n\n\n    Returns:\n        dict (structured output): This tool ALWAYS returns a dictionary that strictly adheres to the following JSON schema:\n\n    """',
  'Tool.to_tool_calling_prompt()': ': \n    Takes inputs: \n    Returns an output of type: ',
};

/** A change of the renderer's own text: each rendering's `from` (whole lines, or words between white space) becomes `to`. */
export interface RendererEdit {
  from: string;
  to: string;
}

/** A tool that takes every branch of both renderers (inputs, an output schema): where an edit's text must be found. */
const PROBE: SmolTool = {
  name: 'probe',
  description: 'Probe.',
  inputs: { value: { type: 'string', description: 'A value.' } },
  outputType: 'object',
  outputSchema: { type: 'object', properties: { field: { type: 'string' } } },
};

const RENDER: Record<RendererKey, (tool: SmolTool) => string> = { 'Tool.to_code_prompt()': toCodePrompt, 'Tool.to_tool_calling_prompt()': toToolCallingPrompt };

/**
 * How a repository's renderer differs from the pinned one, as an edit of what it renders
 * (docs/architecture.md, "Rendered requests"): the changed lines where the renderings hold them
 * whole, else the changed words. A text held only in a branch (the output-schema note) changes only
 * the tools that take it. Undefined when the texts are the same; an error when the change touches
 * what the renderer fills in (its code, not its text), which cannot be rendered without running it.
 */
export function rendererEdit(key: RendererKey, current: string): RendererEdit | undefined | { error: string } {
  const pinned = PINNED_RENDERER_TEXT[key];
  if (current === pinned) return undefined;
  const probe = RENDER[key](PROBE);
  for (const edit of [lineEdit(pinned, current), wordEdit(pinned, current)]) {
    if (edit && edit.from !== '' && occurrences(edit.from).test(probe)) return edit;
  }
  return { error: `${key} in this repository's tools.py is not the pinned version's, beyond its text: its tools are rendered as smolagents ${SMOLAGENTS_VERSION.version} renders them` };
}

/** Applies an edit to one tool's rendering. */
export function applyEdit(rendered: string, edit: RendererEdit | undefined): string {
  return edit ? rendered.replace(occurrences(edit.from), () => edit.to) : rendered;
}

/** Where a text stands whole: between white space or the ends, never inside a word (`()` of `print()`). */
function occurrences(text: string): RegExp {
  return new RegExp(`(?<=^|\\s)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\s|$)`, 'g');
}

/** The lines that differ (an insertion is anchored on the line before it). */
function lineEdit(pinned: string, current: string): RendererEdit | undefined {
  const a = pinned.split('\n');
  const b = current.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const from = a.slice(start, a.length - end);
  const to = b.slice(start, b.length - end);
  if (from.length === 0 && start > 0) return { from: a[start - 1]!, to: [a[start - 1]!, ...to].join('\n') };
  return { from: from.join('\n'), to: to.join('\n') };
}

/** The characters that differ, widened to whole words on both sides. */
function wordEdit(pinned: string, current: string): RendererEdit {
  let start = 0;
  while (start < pinned.length && start < current.length && pinned[start] === current[start]) start++;
  let end = 0;
  while (end < pinned.length - start && end < current.length - start && pinned[pinned.length - 1 - end] === current[current.length - 1 - end]) end++;
  while (start > 0 && /\S/.test(pinned[start - 1]!)) start--;
  while (end > 0 && /\S/.test(pinned[pinned.length - end]!)) end--;
  return { from: pinned.slice(start, pinned.length - end), to: current.slice(start, current.length - end) };
}
