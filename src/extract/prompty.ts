import { templateFields } from './placeholders.js';
import { unitId, type PromptUnit, type Role } from './prompt-unit.js';

/**
 * A Prompty file: YAML front matter (model settings, not sent), then the prompt, split into role
 * sections by lines such as `system:` and `user:`. Each section is a unit keyed by its role; the user
 * section is a template filled in per run.
 */
const SECTION = /^(system|user|assistant|developer)\s*:\s*$/i;
const ROLE: Record<string, Role> = { system: 'system', developer: 'system', user: 'template', assistant: 'example' };

export function promptyUnits(path: string, text: string): PromptUnit[] {
  const lines = text.split('\n');
  let body = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
    if (end > 0) body = end + 1;
  }
  const units: PromptUnit[] = [];
  const seen = new Map<string, number>();
  let section: { name: string; start: number; lines: string[] } = { name: 'system', start: body + 1, lines: [] };
  const flush = (): void => {
    const content = section.lines.join('\n').trim();
    if (!content) return;
    const first = section.start + section.lines.findIndex((l) => l.trim() !== '');
    const n = seen.get(section.name) ?? 0;
    seen.set(section.name, n + 1);
    const key = n === 0 ? section.name : `${section.name}.${n}`;
    units.push({
      id: unitId(path, key),
      path,
      key,
      role: ROLE[section.name] ?? 'system',
      text: content,
      lines: [first, first + content.split('\n').length - 1],
      placeholders: templateFields(content),
    });
  };
  for (let i = body; i < lines.length; i++) {
    const m = SECTION.exec(lines[i]!);
    if (m) {
      flush();
      section = { name: m[1]!.toLowerCase(), start: i + 2, lines: [] };
    } else {
      section.lines.push(lines[i]!);
    }
  }
  flush();
  return units;
}
