import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { parsedStructuredExtraction, structuredExtraction } from '../../src/extract/structured.js';
import { structuredHasNothingToExtract } from '../../src/extract/structured-nothing-to-extract.js';
import { extractFile, needsParsing, type KnownOfFile } from '../../src/extract/extract.js';
import type { SourceFile } from '../../src/extract/snapshot.js';

/** What the full reading finds, as one line each; `throws` when the loader throws. */
function found(read: typeof structuredExtraction, text: string, path = 'config/settings.yaml'): string[] | 'throws' {
  try {
    const { units, models } = read(path, text, false);
    return [...units.map((u) => `${u.key} ${u.role} ${u.lines.join('-')}: ${u.text}`), ...models.map((m) => `model ${m.id} ${m.line}`)];
  } catch {
    return 'throws';
  }
}

const LONG = 'You are a terse reviewer; list every bug in the diff.';

describe('structured files that provably hold no prompt are not parsed', () => {
  const cases: Array<{ what: string; text: string; found: string[] | 'throws'; skipped: boolean }> = [
    // JSON, read by JSON.parse: its keys decide, wherever they are.
    { what: 'JSON: a prompt key deep down', text: `{"a": [{"b": {"system_prompt": "${LONG}"}}]}`, found: [`a.0.b.system_prompt system 1-1: ${LONG}`], skipped: false },
    { what: 'JSON: a prompt key written with an escape', text: `{"\\u0073ystem_prompt": "${LONG}"}`, found: [`system_prompt system 1-1: ${LONG}`], skipped: false },
    { what: 'JSON: a collection key in odd case (no prompt key by its words)', text: `{"pRompts": {"review": "${LONG}"}}`, found: [`pRompts.review system 1-1: ${LONG}`], skipped: false },
    { what: 'JSON: a message key', text: `{"review_messages": ["${'Review the change line by line.\\n'.repeat(8)}"]}`, found: [`review_messages.0 system 1-1: ${'Review the change line by line.\n'.repeat(8)}`], skipped: false },
    {
      what: 'JSON: a crew agent (only `backstory` marks it)',
      text: `{"writer": {"role": "Writer", "goal": "Write", "backstory": "${LONG}"}}`,
      found: [`writer.backstory system 1-1: ${LONG}`],
      skipped: false,
    },
    {
      what: 'JSON: a crew task (only `expected_output` marks it)',
      text: `{"review": {"description": "${LONG}", "expected_output": "A list"}}`,
      found: [`review.description template 1-1: ${LONG}`],
      skipped: false,
    },
    { what: 'JSON: an MCP tool (`inputSchema`)', text: '{"name": "search", "description": "Search", "inputSchema": {}}', found: ['tool:search tool-schema 1-1: {"name":"search","description":"Search","inputSchema":{}}'], skipped: false },
    { what: 'JSON: a Responses tool (`parameters`)', text: '{"type": "function", "name": "search", "parameters": {}}', found: ['tool:search tool-schema 1-1: {"type":"function","name":"search","parameters":{}}'], skipped: false },
    { what: 'JSON: a chat tool (`function`)', text: '[{"type": "function", "function": {"name": "search", "description": "Search"}}]', found: ['tool:search tool-schema 1-1: {"type":"function","function":{"name":"search","description":"Search"}}'], skipped: false },
    { what: 'JSON: a model', text: '{"agent": {"modelId": "gpt-4o"}}', found: ['model gpt-4o 1'], skipped: false },
    { what: 'JSON: a key under `__proto__`', text: '{"__proto__": {"model": "gpt-4o"}}', found: ['model gpt-4o 1'], skipped: false },
    { what: 'JSON: a model 100 maps deep', text: `${'{"a": '.repeat(100)}{"model": "gpt-4o"}${'}'.repeat(100)}`, found: ['model gpt-4o 1'], skipped: false },
    { what: 'JSON: prompt words in values only', text: `{"description": "Pick the model and the system prompt", "data": ["${LONG}"]}`, found: [], skipped: true },
    { what: 'JSON: a repeated key, which the loader refuses', text: `{"a": {"system_prompt": "${LONG}"}, "a": 1}`, found: [], skipped: true },
    // Any other text (YAML, JSON with comments): the words as written, and nothing read otherwise.
    { what: 'JSON that only YAML reads (a trailing comma): a model key', text: '{"model": "gpt-4o",\n}', found: ['model gpt-4o 1'], skipped: false },
    { what: 'YAML: a prompt word in upper case', text: `REVIEW_PROMPT: ${LONG}\n`, found: [`REVIEW_PROMPT system 1-1: ${LONG}`], skipped: false },
    { what: 'YAML: a message key', text: `review_messages:\n  - |\n${'    Review the change line by line.\n'.repeat(8)}`, found: [`review_messages.0 system 2-10: ${'Review the change line by line.\n'.repeat(8)}`], skipped: false },
    { what: 'YAML: a crew task', text: `review:\n  description: ${LONG}\n  expected_output: A list\n`, found: [`review.description template 2-2: ${LONG}`], skipped: false },
    { what: 'YAML: a crew agent', text: `writer:\n  role: Writer\n  backstory: ${LONG}\n`, found: [`writer.backstory system 3-3: ${LONG}`], skipped: false },
    { what: 'YAML: a tool', text: 'name: search\ndescription: Search\ninput_schema: {}\n', found: ['tool:search tool-schema 1-3: {"name":"search","description":"Search","input_schema":{}}'], skipped: false },
    { what: 'YAML: a model', text: 'agent:\n  model_name: gpt-4o\n', found: ['model gpt-4o 2'], skipped: false },
    { what: 'YAML: a key written with an escape', text: `"\\x70rompt": ${LONG}\n`, found: [`prompt system 1-1: ${LONG}`], skipped: false },
    { what: 'YAML: a key joined across a line by `\\`', text: `? "sys\\\n  tem_prompt"\n: ${LONG}\n`, found: [`system_prompt system 3-3: ${LONG}`], skipped: false },
    {
      what: 'YAML: a key decoded from base64 by a tag (`!!binary`)',
      text: 'name: search\ndescription: Search\n? !!binary aW5wdXRTY2hlbWE=\n: {}\n',
      found: ['tool:search tool-schema 1-4: {"name":"search","description":"Search","inputSchema":{}}'],
      skipped: false,
    },
    { what: 'YAML: an alias that names no anchor, which a loader refuses', text: 'ignore:\n  - *.log\n', found: [], skipped: false },
    { what: 'YAML: an alias in a flow list', text: 'a: &x [1]\nb: [*x]\n', found: [], skipped: false },
    { what: 'YAML: a directive (its schema reads dates and tags otherwise)', text: '%YAML 1.1\n---\n2001-12-14: x\n', found: [], skipped: false },
    { what: 'YAML: settings with globs and exclamations', text: 'include: src/*.js\ngreeting: Hello!\nname: build\n', found: [], skipped: true },
  ];
  for (const c of cases) {
    test(c.what, () => {
      assert.deepEqual(found(parsedStructuredExtraction, c.text), c.found, 'the full reading');
      assert.equal(structuredHasNothingToExtract(c.text), c.skipped, 'the pre-check');
      assert.deepEqual(found(structuredExtraction, c.text), c.found, 'extraction, the pre-check included');
    });
  }

  test('JSON nested deeper than calls go is read to its last key', () => {
    // The loader gives up far sooner (a resource error); the pre-check must not throw before it.
    const deep = (inner: string): string => `${'{"a": ['.repeat(20_000)}${inner}${']}'.repeat(20_000)}`;
    assert.equal(structuredHasNothingToExtract(deep('{"model": "gpt-4o"}')), false);
    assert.equal(structuredHasNothingToExtract(deep('{"b": "gpt-4o"}')), true);
  });

  test('in a prompt folder every string counts: always parsed', () => {
    const text = 'greeting: Hello there, how are you today?\n';
    assert.equal(structuredHasNothingToExtract(text), true);
    assert.deepEqual(structuredExtraction('prompts/a.yaml', text, true).units.map((u) => u.key), ['greeting']);
  });

  test("a reader asks first, and extraction takes its answer (a worker's file is not proved twice)", () => {
    const file = (text: string, promptFolder = false): SourceFile => ({ path: 'config/agent.yaml', kind: { format: 'structured', promptFolder }, content: { kind: 'text', text } });
    const keys = (f: SourceFile, known: KnownOfFile = {}): string[] => extractFile(f, undefined, {}, known).units.map((u) => u.key);
    const plain = file('greeting: Hello there, how are you today?\n');
    const prompt = file('system_prompt: You are a careful reviewer of code.\n');
    assert.deepEqual([needsParsing(plain, {}), needsParsing(prompt, {}), needsParsing(file('greeting: Hello there.\n', true), {})], [false, true, true]);
    assert.deepEqual([keys(plain), keys(prompt)], [[], ['system_prompt']]);
    // Told it must be parsed, it is read in full; told it holds nothing, it is not read.
    assert.deepEqual(keys(plain, { nothingToExtract: false }), []);
    assert.deepEqual(keys(prompt, { nothingToExtract: true }), []);
    assert.deepEqual(keys(prompt, { nothingToExtract: false }), ['system_prompt']);
  });
});

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Files under `dir` whose names end in `.json`, `.yaml` or `.yml`, up to ctxguard's default size cap. */
function* structuredFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* structuredFiles(path);
    else if (entry.isFile() && /\.(json|ya?ml)$/i.test(entry.name) && statSync(path).size <= 1_000_000) yield path;
  }
}

describe('the pre-check against the full reading, on real files', () => {
  test('every installed package and test fixture: a file skipped yields nothing when read in full', () => {
    const skipped = (dir: string): number => {
      let count = 0;
      for (const file of structuredFiles(join(ROOT, dir))) {
        const text = readFileSync(file, 'utf8');
        // A file the pre-check passes on is read in full either way.
        if (!structuredHasNothingToExtract(text)) continue;
        assert.deepEqual(found(parsedStructuredExtraction, text, file), [], file);
        count++;
      }
      return count;
    };
    // The fixtures hold prompts, tools, models and traces. 10 are skipped: two label files, a schema, code
    // snippets, Zod schemas recorded from the SDKs, three SWE-agent tool bundles (read by the SWE-agent
    // profile, not as structured prompts), an OTLP export and an Agents SDK trace export of recorded
    // usage (read by `ctxguard recorded`).
    assert.equal(skipped('test/fixtures'), 10);
    const installed = skipped('node_modules');
    assert.ok(installed > 100, `${installed} installed files skipped`);
  });
});
