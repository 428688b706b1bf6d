import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { JSDOM } from 'jsdom';
import { contextCharts } from '../../src/report/context-chart.js';
import type { ScenarioReport } from '../../src/report/report.js';
import { fencedBlocks, renderGfm } from '../support/rendered-markdown.js';

/** mermaid's own parser, as GitHub's renderer runs it: it needs a DOM (DOMPurify), which jsdom gives. */
type Mermaid = { initialize(config: object): void; parse(text: string): Promise<{ diagramType: string; config?: object }> };
let mermaid: Mermaid;

before(async () => {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true });
  Object.assign(globalThis, { window: dom.window, document: dom.window.document });
  mermaid = (await import('mermaid')).default as unknown as Mermaid;
  mermaid.initialize({ startOnLoad: false });
});

const run = (context: ScenarioReport['context'], policy = 'window: tool outputs of the last 2 steps kept'): ScenarioReport =>
  ({ name: 'smolagents CodeAgent', policy, context }) as ScenarioReport;

describe("the comment's charts parse with the mermaid library", () => {
  test('the change per request and the run against its window: xychart, colours read from the directive', async () => {
    const md = contextCharts(run({ base: [100, 200, 300], head: [120, 240, 360], window: 500, baseEdits: [], headEdits: [2] })).join('\n');
    const blocks = fencedBlocks(renderGfm(md));
    assert.equal(blocks.length, 2);
    for (const block of blocks) {
      const parsed = await mermaid.parse(block.text);
      assert.equal(parsed.diagramType, 'xychart');
      assert.match(JSON.stringify(parsed.config), /"plotColorPalette":"#[0-9a-f]{6}/);
    }
  });

  test('a change that shrinks requests: a negative axis parses too', async () => {
    const md = contextCharts(run({ base: [100, 200, 300], head: [90, 170, 300], window: 128_000, baseEdits: [], headEdits: [] })).join('\n');
    const [block] = fencedBlocks(renderGfm(md));
    assert.match(block!.text, /-30 --> 0/);
    assert.equal((await mermaid.parse(block!.text)).diagramType, 'xychart');
  });

  test('the parser is a real check: a block cut short is refused', async () => {
    const md = contextCharts(run({ base: [100, 200, 300], head: [120, 240, 360], window: 500, baseEdits: [], headEdits: [] })).join('\n');
    const [block] = fencedBlocks(renderGfm(md));
    await assert.rejects(mermaid.parse(block!.text.replace(/\]\n$/, ',\n')));
  });
});
