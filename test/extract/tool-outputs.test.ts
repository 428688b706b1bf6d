import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { mergeConfig } from '../../src/config/config.js';
import type { CodeParsers } from '../../src/extract/code/grammars.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { extractFile } from '../../src/extract/extract.js';
import { extractOptions } from '../../src/frameworks/registry.js';
import { promptFileClassifier } from '../../src/extract/prompt-files.js';
import type { SourceFile } from '../../src/extract/snapshot.js';
import { estimatedCount } from '../support/reference-count.js';

let parsers: CodeParsers;
const code = (path: string, language: 'python' | 'typescript', text: string): SourceFile => ({ path, kind: { format: 'code', language }, content: { kind: 'text', text } });

describe('tool outputs', () => {
  before(async () => {
    parsers = await loadCodeParsers();
  });

  test('tool_outputs globs win over the noise excludes; a trace gives one unit per result', () => {
    const classify = promptFileClassifier({ include: [], exclude: [], toolOutputs: ['tests/fixtures/tool_outputs/**'] });
    assert.deepEqual(classify('tests/fixtures/tool_outputs/search.json'), { format: 'tool-output' });
    const trace = '{"role": "assistant", "tool": "search"}\n{"role": "tool", "tool": "search", "content": "ten results"}\n{"role": "assistant", "tool": "search"}\n{"role": "tool", "tool": "search", "tokens": 900}\n';
    const { units } = extractFile({ path: 'run.jsonl', kind: { format: 'tool-output' }, content: { kind: 'text', text: trace } });
    assert.deepEqual(units.map((u) => [u.key, u.role, u.text, u.tokens]), [
      ['tool:search#1', 'tool-output', 'ten results', undefined],
      ['tool:search#2', 'tool-output', '', 900],
    ]);
  });

  test('a fixture that grows makes every run grow by its replays', () => {
    const fixture = (text: string): SourceFile => ({ path: 'fixtures/page.html', kind: { format: 'tool-output' }, content: { kind: 'text', text } });
    const small = 'word '.repeat(100);
    const large = 'word '.repeat(2000);
    const report = analyzeDiff({
      base: { ref: 'b', sha: 'b', files: [fixture(small)] },
      head: { ref: 'h', sha: 'h', files: [fixture(large)] },
      changes: [{ path: 'fixtures/page.html', status: 'modified' }],
      config: mergeConfig({ steps: 10, toolCallsPerStep: 1 }),
    });
    const delta = estimatedCount(large) - estimatedCount(small);
    // One result per step, each replayed by every later request: 9 + 8 + ... + 0 = 45 sends.
    assert.equal(report.totals.deltaRunTokens, 45 * delta);
    assert.equal(report.files[0]!.units[0]!.role, 'tool-output');
  });

  test('declared sizes per tool feed the run where no fixture does', () => {
    const report = analyzeDiff({
      base: { ref: 'b', sha: 'b', files: [] },
      head: { ref: 'h', sha: 'h', files: [] },
      changes: [],
      config: mergeConfig({ steps: 3, toolOutputSizes: { search: 1000, fetch: 3000 }, messageOverhead: 0, taskTokens: 0, outputTokensPerStep: 0 }),
    });
    // Requests see 0, then 1000, then 1000 + 3000 tokens of tool results.
    assert.equal(report.totals.baseRunTokens, 0 + 1000 + 4000);
  });

  test('tools that return a whole page, file or command output are found, with the line', () => {
    const py = [
      'from smolagents import tool',
      'import requests',
      '@tool',
      'def fetch(url: str) -> str:',
      '    """Fetch a page."""',
      '    r = requests.get(url)',
      '    return r.text',
      '@tool',
      'def fetch_short(url: str) -> str:',
      '    """Fetch a page, cut."""',
      '    return requests.get(url).text[:4000]',
    ].join('\n');
    const found = extractFile(code('tools.py', 'python', py), parsers, extractOptions([])).findings;
    assert.deepEqual(found.map((f) => (f.kind === 'unbounded-tool-output' ? [f.tool, f.line] : f.kind)), [['fetch', 7]]);
    const ts = [
      "import { tool } from 'ai';",
      "import { readFile } from 'node:fs/promises';",
      "export const readDoc = tool({ description: 'Read a document from disk.', execute: async ({ path }) => readFile(path, 'utf8') });",
      "export const readHead = tool({ description: 'Read the start of a document.', execute: async ({ path }) => (await readFile(path, 'utf8')).slice(0, 2000) });",
    ].join('\n');
    assert.deepEqual(extractFile(code('tools.ts', 'typescript', ts), parsers, extractOptions([])).findings.map((f) => (f.kind === 'unbounded-tool-output' ? [f.tool, f.line] : f.kind)), [['readDoc', 3]]);
  });

  const MCP_SERVER = ['from mcp.server.fastmcp import FastMCP', 'mcp = FastMCP("web")'];
  const unbounded = (text: string, language: 'python' | 'typescript', path: string) =>
    extractFile(code(path, language, text), parsers, extractOptions([])).findings.map((f) => (f.kind === 'unbounded-tool-output' ? [f.tool, f.line] : f.kind));

  test('unbounded content returned through variables is found; lengths and cut copies are not', () => {
    const py = [
      ...MCP_SERVER,
      '@mcp.tool()',
      'def page(url: str) -> dict:',
      '    """Fetch a page."""',
      '    resp = httpx.get(url)',
      '    body: str = resp.text',
      '    cleaned = body.strip()',
      '    return {"url": url, "content": cleaned}',
      '@mcp.tool()',
      'def page_size(url: str) -> int:',
      '    """Size of a page."""',
      '    body = httpx.get(url).text',
      '    return len(body)',
      '@mcp.tool()',
      'def log_tail(path: str) -> str:',
      '    """The end of a log."""',
      '    lines = open(path).read().splitlines()',
      '    return "\\n".join(lines[-50:])',
    ].join('\n');
    assert.deepEqual(unbounded(py, 'python', 'web.py'), [['page', 9]]);
    const ts = [
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
      "server.tool('fetch_page', 'Fetch a web page as text.', { url: z.string() }, async ({ url }) => {",
      '  const res = await fetch(url);',
      '  const html = await res.text();',
      "  return { content: [{ type: 'text', text: html }] };",
      '});',
      "server.tool('page_length', 'Length of a web page.', { url: z.string() }, async ({ url }) => {",
      '  const html = await (await fetch(url)).text();',
      "  return { content: [{ type: 'text', text: String(html.length) }] };",
      '});',
    ].join('\n');
    assert.deepEqual(unbounded(ts, 'typescript', 'web.ts'), [['fetch_page', 5]]);
  });

  test('a return holding the content beside its length is found; a count made from it is not', () => {
    const py = [
      ...MCP_SERVER,
      '@mcp.tool()',
      'def page(url: str) -> dict:',
      '    """Fetch a page."""',
      '    resp = httpx.get(url)',
      '    return {"chars": len(resp.text), "content": resp.text}',
      '@mcp.tool()',
      'def links(url: str) -> str:',
      '    """Count the links on a page."""',
      '    page = httpx.get(url).text',
      '    n = count_links(page)',
      '    return f"{n} links"',
    ].join('\n');
    assert.deepEqual(unbounded(py, 'python', 'web.py'), [['page', 7]]);
  });
});
