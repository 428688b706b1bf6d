import { random } from '../test/support/corpus.js';
import { paragraph, type Language } from './prose.js';

/**
 * The four shapes of prompt file in the large pull request, each built of numbered blocks so a
 * pull request's edit is a realistic one: a few blocks rewritten, some appended, the rest untouched.
 * Each shape is one ctxguard reads as prompt material (src/extract/prompt-files.ts): markdown and
 * YAML under `prompts/`, Python that imports an SDK, JSON tool schemas in OpenAI's function shape.
 */
export type Shape = 'markdown' | 'yaml' | 'python' | 'json';

export interface PromptFileSpec {
  shape: Shape;
  language: Language;
  seed: number;
  /** The base version's size, reached to within one block. */
  bytes: number;
}

/** A file at base, at head after a review's edit, and after the small edit that goes with a rename. */
export interface FileVersions {
  base: string;
  revised: string;
  touched: string;
}

/** One block in eight rewritten and 8% more appended: 47 MB growing to 56 MB. */
const REWRITE_EVERY = 8;
const GROWTH = 0.08;

export function fileVersions(spec: PromptFileSpec): FileVersions {
  const { header, block, footer } = SHAPES[spec.shape];
  const make = (i: number, version: number): string => block(random(spec.seed * 7919 + i * 31 + version), spec.language, i);
  const base: string[] = [];
  for (let size = 0; size < spec.bytes; ) {
    const text = make(base.length, 0);
    base.push(text);
    size += Buffer.byteLength(text);
  }
  const revised = base.map((text, i) => (i % REWRITE_EVERY === REWRITE_EVERY - 1 ? make(i, 1) : text));
  for (let i = base.length; i < Math.ceil(base.length * (1 + GROWTH)); i++) revised.push(make(i, 0));
  const touched = base.map((text, i) => (i === 0 ? make(i, 2) : text));
  const whole = (blocks: string[]): string => header(spec.language) + blocks.join(SHAPES[spec.shape].separator) + footer(blocks.length);
  return { base: whole(base), revised: whole(revised), touched: whole(touched) };
}

export function extensionOf(shape: Shape): string {
  return { markdown: 'md', yaml: 'yaml', python: 'py', json: 'json' }[shape];
}

interface ShapeParts {
  header(language: Language): string;
  block(rand: () => number, language: Language, index: number): string;
  separator: string;
  footer(blocks: number): string;
}

const NAMES = ['search', 'summarize', 'review', 'plan', 'triage', 'translate', 'classify', 'extract', 'draft', 'verify'];
const name = (rand: () => number, index: number): string => `${NAMES[Math.floor(rand() * NAMES.length)]}_${index}`;

const SHAPES: Record<Shape, ShapeParts> = {
  markdown: {
    header: () => '# Agent instructions\n\n',
    block: (rand, language, i) => {
      const body = paragraph(rand, language, 3 + Math.floor(rand() * 4));
      const list = i % 3 === 2 ? `\n\n- ${paragraph(rand, language, 1)}\n- ${paragraph(rand, language, 1)}` : '';
      return `## ${name(rand, i)}\n\n${body}${list}`;
    },
    separator: '\n\n',
    footer: () => '\n',
  },
  // A prompt collection: a list of prompts, each with its system and user message.
  yaml: {
    header: () => 'version: 2\nprompts:\n',
    block: (rand, language, i) =>
      `  - name: ${name(rand, i)}\n    model: gpt-4o\n    system: |\n      ${paragraph(rand, language, 4 + Math.floor(rand() * 4))}\n` +
      `    user: |\n      ${paragraph(rand, language, 2)} {{input_${i}}}`,
    separator: '\n',
    footer: () => '\n',
  },
  // A smolagents module: a system prompt constant, more prompt constants and @tool docstrings, and the
  // OpenAI call that sends the system prompt.
  python: {
    header: (language) =>
      `from openai import OpenAI\nfrom smolagents import tool\n\nclient = OpenAI()\n\n` +
      `SYSTEM_PROMPT = """${paragraph(random(language.length), language, 5)}"""\n\n`,
    block: (rand, language, i) =>
      i % 2 === 0
        ? `${name(rand, i).toUpperCase()}_PROMPT = """${paragraph(rand, language, 4 + Math.floor(rand() * 4))}"""`
        : `@tool\ndef ${name(rand, i)}(query: str, limit: int = 10) -> str:\n    """${paragraph(rand, language, 2 + Math.floor(rand() * 3))}\n\n` +
          `    Args:\n        query: ${paragraph(rand, language, 1)}\n        limit: ${paragraph(rand, language, 1)}\n    """\n    return query[:limit]`,
    separator: '\n\n\n',
    footer: () =>
      `\n\n\ndef run(task: str) -> str:\n    response = client.chat.completions.create(\n        model="gpt-4o",\n` +
      `        messages=[{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": task}],\n    )\n` +
      `    return response.choices[0].message.content\n`,
  },
  // Tools as an API takes them: OpenAI's function-calling shape.
  json: {
    header: () => '[\n',
    block: (rand, language, i) =>
      '  ' +
      JSON.stringify({
        type: 'function',
        function: {
          name: name(rand, i),
          description: paragraph(rand, language, 2 + Math.floor(rand() * 4)),
          parameters: {
            type: 'object',
            properties: {
              query: { type: 'string', description: paragraph(rand, language, 1) },
              limit: { type: 'integer', description: paragraph(rand, language, 1) },
            },
            required: ['query'],
          },
        },
      }),
    separator: ',\n',
    footer: () => '\n]\n',
  },
};
