import { unitId, type PromptUnit } from '../../extract/prompt-unit.js';
import type { Delivery } from '../delivery.js';

/**
 * The texts memory.py wraps each step in (`ActionStep.to_messages`): too short for the code reader,
 * so the profile reads memory.py itself.
 */
export const MEMORY_WRAPPERS: Array<{ key: string; literal: RegExp; delivery: Delivery }> = [
  // Each step's observation, replayed in every later step: the quadratic term.
  { key: 'ActionStep.observation', literal: /f"([^"{]*)\{self\.observations\}"/d, delivery: { kind: 'per-step' } },
  // A failed step's error and retry advice: the step's own message, per failure the scenario declares,
  // kept in the history and replayed in every later step.
  { key: 'ActionStep.error', literal: /str\(self\.error\)\s*\+\s*"([^"]*)"/d, delivery: { kind: 'on-failure', replayed: true } },
  { key: 'TaskStep.task', literal: /f"([^"{]*)\{self\.task\}"/d, delivery: { kind: 'start' } },
];
export const MEMORY_FILE = /^src\/smolagents\/memory\.py$/;

/** The wrappers memory.py holds, as units. */
export function memoryUnits(path: string, text: string): PromptUnit[] {
  return MEMORY_WRAPPERS.flatMap(({ key, literal }) => {
    const m = literal.exec(text);
    if (!m) return [];
    // The line of the literal itself, not of the code around it.
    const line = text.slice(0, m.indices![1]![0]).split('\n').length;
    return [{ id: unitId(path, key), path, key, role: 'template' as const, text: unescape(m[1]!), lines: [line, line] as [number, number], placeholders: [] }];
  });
}

function unescape(literal: string): string {
  return literal.replace(/\\n/g, '\n').replace(/\\t/g, '\t').replace(/\\"/g, '"');
}
