// README.md's inputs and outputs tables, generated from action.yml between marker comments, so the
// README cannot document an input the action lacks or miss one it has.
import type { ActionMetadata } from './action-metadata.js';

export interface GeneratedSection {
  /** The markers are `<!-- NAME:start -->` and `<!-- NAME:end -->`. */
  name: string;
  render(action: ActionMetadata): string;
}

/** A description as one table cell: YAML may fold it over lines, and `|` would end the cell. */
function cell(text: string): string {
  return text.trim().replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

export function inputsTable(action: ActionMetadata): string {
  const rows = Object.entries(action.inputs).map(([name, input]) => {
    const fallback = input.default === undefined ? '' : ` Default \`${input.default}\`.`;
    return `| \`${name}\` | ${cell(input.description)}${fallback} |`;
  });
  return ['| input | meaning |', '|---|---|', ...rows].join('\n');
}

export function outputsTable(action: ActionMetadata): string {
  const rows = Object.entries(action.outputs).map(([name, output]) => `| \`${name}\` | ${cell(output.description)} |`);
  return ['| output | meaning |', '|---|---|', ...rows].join('\n');
}

export const SECTIONS: GeneratedSection[] = [
  { name: 'inputs', render: inputsTable },
  { name: 'outputs', render: outputsTable },
];

/** Where a section's generated text sits in the README, between its markers (exclusive). */
function locate(readme: string, name: string): { start: number; end: number } {
  const open = `<!-- ${name}:start -->\n`;
  const close = `<!-- ${name}:end -->`;
  const at = readme.indexOf(open);
  const end = readme.indexOf(close);
  if (at < 0 || end < at || readme.indexOf(open, at + 1) >= 0) {
    throw new Error(`README.md needs exactly one '<!-- ${name}:start -->' line followed by '${close}'`);
  }
  return { start: at + open.length, end };
}

/** The README with every generated section rewritten from action.yml; the prose around them is kept. */
export function withTables(readme: string, action: ActionMetadata): string {
  let text = readme;
  for (const section of SECTIONS) {
    const { start, end } = locate(text, section.name);
    text = `${text.slice(0, start)}${section.render(action)}\n${text.slice(end)}`;
  }
  return text;
}

/**
 * How the README's generated sections differ from action.yml: per section, the lines the README
 * lacks (+) and the lines it has that action.yml no longer gives (-). Empty when up to date.
 */
export function tableDrift(readme: string, action: ActionMetadata): string[] {
  const drift: string[] = [];
  for (const section of SECTIONS) {
    const { start, end } = locate(readme, section.name);
    const want = section.render(action);
    const found = readme.slice(start, end);
    if (found === `${want}\n`) continue;
    const have = found.split('\n');
    const wanted = want.split('\n');
    const lines = [...wanted.filter((l) => !have.includes(l)).map((l) => `+ ${l}`), ...have.filter((l) => l !== '' && !wanted.includes(l)).map((l) => `- ${l}`)];
    if (lines.length === 0) lines.push('rows in another order, or blank lines between them');
    drift.push(`${section.name} table:`, ...lines.map((l) => `  ${l}`));
  }
  return drift;
}
