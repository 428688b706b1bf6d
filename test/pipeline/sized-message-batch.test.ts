import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SizedMessageBatcher, SizedMessageReader, type SizedMessageBatch } from '../../src/pipeline/sized-message-batch.js';
import type { SizedMessage } from '../../src/trace/trace.js';

/** Every field a sized message can carry, alone and together, and the four roles. */
const MESSAGES: SizedMessage[] = [
  { role: 'system', tokens: 1_200.5, argsTokens: 0 },
  { role: 'user', tokens: 40, argsTokens: 0, plan: true },
  { role: 'assistant', tokens: 12, argsTokens: 30, tool: 'read_file,search' },
  { role: 'tool', tokens: 900, argsTokens: 0, tool: 'read_file', args: '{"path": "src/ünï.py"}', errorLine: 'TypeError: x' },
  { role: 'tool', tokens: 0, argsTokens: 0, tool: '', args: '', errorLine: '' },
  { role: 'tool', tokens: 7, argsTokens: 0, errorLine: 'no tool named' },
  { role: 'user', tokens: 3_000, argsTokens: 0, replacesHistory: true },
];

function sent(size: number, messages = MESSAGES): SizedMessageBatch[] {
  const batches: SizedMessageBatch[] = [];
  // A batch's numbers are the batcher's until `send` returns: kept, they are copied, as postMessage copies them.
  const batcher = new SizedMessageBatcher(size, (batch) => batches.push({ numbers: batch.numbers.slice(), tools: batch.tools }));
  for (const m of messages) batcher.add(m);
  batcher.flush();
  return batches;
}

test('sized messages come out of their batches as they went in, every number, flag, tool and role, across batch ends', () => {
  // A call's input and a result's error line stay behind: only the budget's stubs quote them, and its run stays on the main thread.
  const withoutText = MESSAGES.map((m) => {
    const rest = { ...m };
    delete rest.args;
    delete rest.errorLine;
    return rest;
  });
  // The reader's objects carry every field, unset ones as undefined or false, and are reused: each batch is read out before the next.
  const asSent = (m: SizedMessage): SizedMessage => {
    const { role, tokens, argsTokens, tool, replacesHistory, plan } = m;
    return { role, tokens, argsTokens, tool, replacesHistory: replacesHistory === true, plan: plan === true };
  };
  for (const size of [1, 3, 7, 64]) {
    const batches = sent(size);
    assert.equal(batches.length, Math.ceil(MESSAGES.length / size), `batches of ${size}`);
    const reader = new SizedMessageReader();
    assert.deepEqual(
      batches.flatMap((b) => reader.read(b).map((m) => ({ ...m }))),
      withoutText.map(asSent),
      `batches of ${size}`,
    );
  }
  assert.equal(sent(3).reduce((n, b) => n + b.tools.length, 0), 3, 'the three tool names, the empty one included');
});

test('a full batch is sent as it fills, the last one partial; flushing nothing sends nothing', () => {
  const batches = sent(2);
  assert.equal(batches[0]!.numbers.length, 6);
  assert.equal(batches.at(-1)!.numbers.length, 3, 'the last, partial batch holds only its message');
  assert.deepEqual(sent(4, []), []);
});

test('every batch is sent in the one array the batcher reuses, never a new one to hand over', () => {
  const buffers: ArrayBufferLike[] = [];
  const batcher = new SizedMessageBatcher(2, (batch) => buffers.push(batch.numbers.buffer));
  for (const m of MESSAGES) batcher.add(m);
  batcher.flush();
  assert.equal(buffers.length, 4);
  assert.equal(new Set(buffers).size, 1, 'the partial last batch is a view of the same array');
});
