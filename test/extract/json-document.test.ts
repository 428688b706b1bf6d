import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { isPair, isScalar, isSeq, isMap, type Node } from 'yaml';
import { jsonDocument, type ParsedDocument } from '../../src/extract/json-document.js';
import { documentExtraction, parsedStructuredExtraction, yamlDocument } from '../../src/extract/structured.js';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Every JSON file under 20 KB in the installed packages and the test fixtures: manifests, configs, schemas, tool lists. */
function jsonFiles(): string[] {
  const found: string[] = [];
  for (const dir of ['node_modules', 'test']) {
    for (const path of readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      const file = join(ROOT, dir, path);
      if (path.endsWith('.json') && statSync(file).isFile() && statSync(file).size < 20_000) found.push(file);
    }
  }
  return found.sort();
}

/** Each value node's path, kind, value and range, as the walker and the model reader see them. */
function valueNodes({ doc }: ParsedDocument): string[] {
  const out: string[] = [];
  const walk = (node: unknown, at: string): void => {
    const n = node as Node;
    if (isMap(n)) n.items.forEach((pair) => isPair(pair) && isScalar(pair.key) && walk(pair.value, `${at}.${String(pair.key.value)}`));
    if (isSeq(n)) n.items.forEach((item, i) => walk(item, `${at}.${i}`));
    out.push(`${at} ${isMap(n) ? 'map' : isSeq(n) ? 'seq' : `${typeof (n as { value?: unknown }).value} ${isScalar(n) ? n.type : ''}`} ${JSON.stringify(n.range)}`);
  };
  walk(doc.contents, '');
  return out;
}

/** Texts at the edges of what the YAML parser and JSON agree on. */
const CRAFTED: Record<string, string> = {
  crlf: '{\r\n  "a": "b",\r\n  "c": [1,\r\n 2]\r\n}\r\n',
  tabs: '{\n\t"system_prompt": "You are a careful reviewer of changes.",\n\t"b": [1,\n\t\t2]\n}',
  listEnds: '{"prompts": [\n    "You are a helpful assistant for the billing team.",\n    "Answer in the language of the question please."\n  ],\n "x": 1}',
  blankLines: '{"instructions": ["You write release notes for every merged change."\n\n  ]}\n\n\n',
  spacedCommas: '{"a": 1 ,"b": [ 1 , 2 ] , "prompt" : "Summarise the thread for the on-call engineer."  }  ',
  numbers: '[1, 2.50, -0, 1e400, 1E5, -1.5e-3, 123456789012345678901234567890, true, false, null]',
  escapes: '{"\\u00e9": "caf\\u00e9 \\ud83d\\ude00 \\/ \\" \\\\ \\t", "message": "line one\\nline two of a longer written message for the team, with enough words to be one."}',
  mergeKey: '{"<<": {"system_prompt": "You are the default agent of this repository."}, "name": "x"}',
  tool: '{"type": "function", "function": {"name": "search", "description": "Search the docs.", "parameters": {"type": "object", "properties": {}}}}',
  longKey: JSON.stringify({ ['k'.repeat(1100)]: 'You are a very long keyed prompt for the test.' }),
  deep: `${'['.repeat(200)}"You are deep inside many lists of lists."${']'.repeat(200)}`,
  empty: '{}',
  emptyList: '  []\n',
};

describe('JSON read without the YAML parser', () => {
  test('gives the document the YAML parser gives: every value node and its range, every unit and model, in and out of a prompt folder', () => {
    const texts = [...jsonFiles().map((file) => [file, readFileSync(file, 'utf8')] as const), ...Object.entries(CRAFTED)];
    let built = 0;
    for (const [name, text] of texts) {
      const json = jsonDocument(text);
      if (!json) continue;
      built++;
      const yaml = yamlDocument(text);
      assert.deepEqual(yaml.doc.errors, [], name);
      assert.deepEqual(valueNodes(json), valueNodes(yaml), name);
      assert.deepEqual(json.doc.toJS(), yaml.doc.toJS(), name);
      for (const folder of [false, true]) assert.deepEqual(documentExtraction(name, text, folder, json), documentExtraction(name, text, folder, yaml), `${name} ${folder}`);
    }
    assert.ok(built > 300, `${built} built`);
    for (const name of Object.keys(CRAFTED)) assert.ok(jsonDocument(CRAFTED[name]!), name);
  });

  test('leaves to the YAML parser what it cannot vouch for', () => {
    const refused = {
      comment: '{"a": 1 // no\n}',
      trailingComma: '{"a": [1, 2,]}',
      repeatedKey: '{"a": 1, "a": 2}',
      loneCarriageReturn: '{\r  "a": "b"\r}',
      twoDocuments: '{"a": 1}\n---\n{"b": 2}',
      lineBreakInString: '{"a": "one\ntwo"}',
      byteOrderMark: '\ufeff{"a": 1}',
      scalar: '"just a string"',
      yaml: 'a: {"b": 1}',
      blank: ' \n',
    };
    for (const [name, text] of Object.entries(refused)) assert.equal(jsonDocument(text), undefined, name);
    // A repeated key is an error to the YAML parser, which reads nothing from such a file.
    assert.deepEqual(parsedStructuredExtraction('tools.json', '{"system_prompt": "You are the first one, long enough.", "system_prompt": "You are the second one, long enough."}', false), { units: [], models: [] });
  });
});
