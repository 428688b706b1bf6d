import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sizedMessages, sizeTrace, type TraceMessage } from '../../src/trace/trace.js';

/** Counts characters: the sizes do not matter here, only what a result carries for its stub. */
const sized = (messages: TraceMessage[]) => sizeTrace(messages, (s) => s.length);

describe('a sized tool result carries its call input and its first error line, never its text', () => {
  test('one call: every result after it gets its input; the error line its text has, if any', () => {
    const out = sized([
      { role: 'user', content: 'go' },
      { role: 'assistant', content: 'reading', tool: 'read', args: '{"path": "a.py"}' },
      { role: 'tool', tool: 'read', content: 'line 1\nTypeError: x\nline 3' },
      { role: 'tool', tool: 'read', tokens: 50 },
      { role: 'tool', tool: 'read', content: 'no error here' },
    ]);
    assert.deepEqual(out[2], { role: 'tool', tokens: 26, argsTokens: 0, tool: 'read', args: '{"path": "a.py"}', errorLine: 'TypeError: x' });
    assert.deepEqual(out[3], { role: 'tool', tokens: 50, argsTokens: 0, tool: 'read', args: '{"path": "a.py"}' });
    assert.deepEqual(out[4], { role: 'tool', tokens: 13, argsTokens: 0, tool: 'read', args: '{"path": "a.py"}' });
    assert.equal(out[1]!.argsTokens, 16, 'the call still pays for its input');
    assert.equal(out[0]!.args, undefined);
  });

  test('a parallel call: the nth result gets the nth input, in call order', () => {
    const out = sized([
      { role: 'assistant', tool: 'read,grep', args: '{"path": "a.py"}\n{"q": "x"}' },
      { role: 'tool', tool: 'read', content: 'a' },
      { role: 'tool', tool: 'grep', content: 'b' },
      { role: 'tool', tool: 'grep', content: 'c' },
    ]);
    assert.deepEqual(out.slice(1).map((m) => m.args), ['{"path": "a.py"}', '{"q": "x"}', '{"path": "a.py"}\n{"q": "x"}']);
  });

  test('inputs that do not split one per tool are quoted whole; an input on the result itself wins; no call, no input', () => {
    const out = sized([
      { role: 'tool', tool: 'orphan', content: 'x' },
      { role: 'assistant', tool: 'a,b', args: '{"s": "1\n2"}\n{}\n{}' },
      { role: 'tool', tool: 'a', content: 'y' },
      { role: 'tool', tool: 'b', content: 'z', args: 'own' },
      { role: 'assistant', content: 'no call' },
      { role: 'tool', tool: 'late', content: 'w' },
    ]);
    assert.deepEqual(out.map((m) => m.args), [undefined, undefined, '{"s": "1\n2"}\n{}\n{}', 'own', undefined, undefined]);
  });

  test('a trace read in batches: a result takes the input of a call in an earlier batch, and the nth of a parallel one', () => {
    const batches: TraceMessage[][] = [
      [{ role: 'assistant', tool: 'read,grep', args: '{"path": "a.py"}\n{"q": "x"}' }, { role: 'tool', tool: 'read', content: 'a' }],
      [{ role: 'tool', tool: 'grep', content: 'b' }],
      [{ role: 'tool', tool: 'grep', content: 'c' }],
    ];
    const out = [...sizedMessages(batches, (s) => s.length)];
    assert.deepEqual(out.map((batch) => batch.map((m) => m.args)), [[undefined, '{"path": "a.py"}'], ['{"q": "x"}'], ['{"path": "a.py"}\n{"q": "x"}']]);
    assert.deepEqual(out.flat(), sized(batches.flat()), 'as the trace read whole');
  });
});
