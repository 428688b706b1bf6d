import { templateFields } from '../extract/placeholders.js';
import { unitId, type PromptUnit, type Role } from '../extract/prompt-unit.js';
import { lineCount } from '../extract/whole-file.js';
import type { CapMeasure } from './delivery.js';

/** Where a part of a file starts, and the file's frontmatter, which every unit of it carries. */
export interface PartOrigin {
  path: string;
  /** 1-based. */
  line: number;
  frontmatter?: Readonly<Record<string, unknown>>;
}

/** One part of a framework's file as a unit: the body (key ''), a description, the text past a cap. */
export function partUnit(origin: PartOrigin, key: string, role: Role, text: string): PromptUnit {
  const last = origin.line + Math.max(lineCount(text), 1) - 1;
  return {
    id: unitId(origin.path, key),
    path: origin.path,
    key,
    role,
    text,
    lines: [origin.line, last],
    placeholders: templateFields(text),
    ...(origin.frontmatter ? { frontmatter: origin.frontmatter } : {}),
  };
}

/** The key of the text past a cap: `past-cap` for a body, `description.past-cap` for a description. */
export function pastCapKey(key: string): string {
  return key ? `${key}.past-cap` : 'past-cap';
}

/**
 * A part of a file under a size cap (Windsurf's 12,000 characters, Codex's 32 KiB): the text up to
 * the cap, and, when there is more, the rest as a unit of its own that the capping tool never sends
 * (docs/architecture.md, "Delivery"). Characters are code points; a byte cap never splits one.
 */
export function cappedUnits(origin: PartOrigin, key: string, role: Role, text: string, limit: number, measure: CapMeasure): PromptUnit[] {
  const cut = cutAt(text, limit, measure);
  if (cut >= text.length) return [partUnit(origin, key, role, text)];
  const kept = text.slice(0, cut);
  const pastLine = origin.line + kept.split('\n').length - 1;
  return [partUnit(origin, key, role, kept), partUnit({ ...origin, line: pastLine }, pastCapKey(key), role, text.slice(cut))];
}

/** The UTF-16 index where `limit` characters or UTF-8 bytes of the text end. */
export function cutAt(text: string, limit: number, measure: CapMeasure): number {
  let size = 0;
  let index = 0;
  for (const ch of text) {
    size += charSize(ch, measure);
    if (size > limit) return index;
    index += ch.length;
  }
  return text.length;
}

/** A text's size in a cap's measure: code points, or UTF-8 bytes. */
export function sizeIn(text: string, measure: CapMeasure): number {
  let size = 0;
  for (const ch of text) size += charSize(ch, measure);
  return size;
}

function charSize(ch: string, measure: CapMeasure): number {
  if (measure === 'characters') return 1;
  const cp = ch.codePointAt(0)!;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}
