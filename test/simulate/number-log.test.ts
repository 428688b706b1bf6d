import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EventLog } from '../../src/simulate/event-log.js';
import { RequestLog } from '../../src/simulate/request-log.js';

describe('a run kept as numbers: its requests and its events', () => {
  test('requests numbered from 1, read by place from either end, across the array growing; nothing past either end', () => {
    const log = new RequestLog();
    assert.deepEqual([log.length, log.at(0), log.toArray(), log.columns().numbers.length], [0, undefined, [], 0]);
    for (let i = 0; i < 100; i++) log.add(1_000 + i, i, 2 * i, 3, i / 1e6);
    assert.equal(log.length, 100);
    assert.deepEqual(log.at(0), { index: 1, inputTokens: 1_000, cachedTokens: 0, writtenTokens: 0, outputTokens: 3, costUsd: 0 });
    assert.deepEqual(log.at(-1), { index: 100, inputTokens: 1_099, cachedTokens: 99, writtenTokens: 198, outputTokens: 3, costUsd: 99 / 1e6 });
    assert.deepEqual(log.at(-100), log.at(0));
    assert.deepEqual([log.at(100), log.at(-101)], [undefined, undefined]);
    assert.deepEqual([log.inputTokens(57), log.cachedTokens(57), log.outputTokens(57)], [1_057, 57, 3]);
    assert.deepEqual(log.inputs(), log.toArray().map((r) => r.inputTokens));
    assert.deepEqual(JSON.parse(JSON.stringify({ requests: log })).requests, log.toArray(), 'the JSON lists the records');
  });

  test('its numbers cross to another thread trimmed to its length, and read back the same', () => {
    const log = new RequestLog();
    for (let i = 0; i < 20; i++) log.add(i, 0, 0, 1, 0.5);
    const columns = structuredClone(log.columns());
    assert.equal(columns.numbers.length, 20 * 5);
    assert.deepEqual(new RequestLog(columns).toArray(), log.toArray());
    const events = new EventLog();
    events.add({ request: 3, type: 'compact', freedTokens: 900, messages: 7, summaryPass: { inputTokens: 1_000, outputTokens: 100 } });
    assert.deepEqual(new EventLog(structuredClone(events.columns())).toArray(), events.toArray());
  });

  test('events keep their type and a summary pass only where there is one; the requests edited, each once', () => {
    const log = new EventLog();
    log.add({ request: 2, type: 'clear', freedTokens: 10, messages: 1 });
    log.add({ request: 2, type: 'compact', freedTokens: 0, messages: 4, summaryPass: { inputTokens: 0, outputTokens: 0 } });
    log.add({ request: 5, type: 'clear', freedTokens: -3, messages: 2 });
    assert.deepEqual(log.toArray(), [
      { request: 2, type: 'clear', freedTokens: 10, messages: 1 },
      { request: 2, type: 'compact', freedTokens: 0, messages: 4, summaryPass: { inputTokens: 0, outputTokens: 0 } },
      { request: 5, type: 'clear', freedTokens: -3, messages: 2 },
    ]);
    assert.equal(Object.hasOwn(log.at(0)!, 'summaryPass'), false);
    assert.deepEqual(log.editedRequests(), [2, 5]);
    assert.throws(() => log.add({ request: 4, type: 'clear', freedTokens: 1, messages: 1 }), /event for request 4 logged after request 5's/);
    assert.deepEqual([log.request(2), log.at(-1)!.request, log.at(3)], [5, 5, undefined]);
  });
});
