import { loadTrace } from '../trace/formats/load-trace.js';
import { unitId, type PromptUnit } from './prompt-unit.js';
import { lineCount, wholeFileUnit } from './whole-file.js';

/**
 * Tool outputs from the files `tool_outputs` names: a recorded trace gives one unit per tool result
 * (`tool:web_search#2`), any other file is one result as it stands. The scenario sizes its tool
 * results from these units, so a fixture that grows makes every run that replays it grow.
 */
export function toolOutputUnits(path: string, text: string): PromptUnit[] {
  const results = traceResults(path, text);
  if (!results) return [{ ...wholeFileUnit(path, 'tool-output', text), key: '', id: unitId(path, '') }];
  const counts = new Map<string, number>();
  return results.map((r) => {
    const n = (counts.get(r.tool) ?? 0) + 1;
    counts.set(r.tool, n);
    const key = `tool:${r.tool}#${n}`;
    return {
      id: unitId(path, key),
      path,
      key,
      role: 'tool-output' as const,
      text: r.content,
      lines: [1, lineCount(text)] as [number, number],
      placeholders: [],
      ...(r.tokens === undefined ? {} : { tokens: r.tokens }),
    };
  });
}

function traceResults(path: string, text: string): Array<{ tool: string; content: string; tokens?: number }> | undefined {
  if (!/\.(jsonl|json)$/i.test(path)) return undefined;
  try {
    const trace = loadTrace(text, path);
    const results = trace.messages
      .filter((m) => m.role === 'tool')
      .map((m) => ({ tool: m.tool ?? 'tool', content: m.content ?? '', ...(m.tokens === undefined ? {} : { tokens: m.tokens }) }));
    return results.length ? results : undefined;
  } catch {
    return undefined;
  }
}
