import assert from 'node:assert/strict';
import { test } from 'node:test';
import { batchMessages, SizedMessageBatcher, type SizedMessageBatch } from '../../src/pipeline/sized-message-batch.js';
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

function sent(size: number, withText: boolean, messages = MESSAGES): SizedMessageBatch[] {
  const batches: SizedMessageBatch[] = [];
  const batcher = new SizedMessageBatcher(size, (batch) => batches.push(batch), withText);
  for (const m of messages) batcher.add(m);
  batcher.flush();
  return batches;
}

test('sized messages come out of their batches as they went in, every field and role, across batch ends', () => {
  for (const size of [1, 3, 7, 64]) {
    const batches = sent(size, true);
    assert.equal(batches.length, Math.ceil(MESSAGES.length / size), `batches of ${size}`);
    assert.deepEqual(batches.flatMap((b) => batchMessages(b)), MESSAGES, `batches of ${size}`);
  }
});

test('without text, a batch keeps every tool name and number but no call input or error line', () => {
  const back = sent(3, false).flatMap((b) => batchMessages(b));
  const withoutText = MESSAGES.map((m) => {
    const rest = { ...m };
    delete rest.args;
    delete rest.errorLine;
    return rest;
  });
  assert.deepEqual(back, withoutText);
  assert.equal(sent(3, false).reduce((n, b) => n + b.strings.length, 0), 3, 'the three tool names, the empty one included');
});

test('a full batch is sent as it fills, its numbers in an array of its own; flushing nothing sends nothing', () => {
  const batches = sent(2, true);
  assert.equal(batches[0]!.numbers.length, 6);
  assert.notEqual(batches[0]!.numbers.buffer, batches[1]!.numbers.buffer, 'each batch can be handed over on its own');
  assert.equal(batches.at(-1)!.numbers.length, 3, 'the last, partial batch holds only its message');
  assert.deepEqual(sent(4, true, []), []);
});
