import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { tokenizer } from '../../src/count/tokenizer.js';
import { frameTrace, framingFor, openAiFraming } from '../../src/trace/chat-framing.js';
import { sizeTrace, type TraceMessage } from '../../src/trace/trace.js';
import { referenceCount } from '../support/reference-count.js';

const counter = (encoding: 'cl100k_base' | 'o200k_base') => (text: string) => tokenizer(encoding).count(text);

/**
 * The example of OpenAI's cookbook "How to count tokens with tiktoken" (section 6), with names on
 * some messages; the cookbook prints what the API billed for it: 129 prompt tokens on gpt-4, 124 on gpt-4o.
 */
const COOKBOOK: TraceMessage[] = [
  { role: 'system', content: 'You are a helpful, pattern-following assistant that translates corporate jargon into plain English.' },
  { role: 'system', name: 'example_user', content: 'New synergies will help drive top-line growth.' },
  { role: 'system', name: 'example_assistant', content: 'Things working well together will increase revenue.' },
  { role: 'system', name: 'example_user', content: "Let's circle back when we have more bandwidth to touch base on opportunities for increased leverage." },
  { role: 'system', name: 'example_assistant', content: "Let's talk later when we're less busy about how to do better." },
  { role: 'user', content: "This late pivot means we don't have time to boil the ocean for the client deliverable." },
];

describe('OpenAI chat framing', () => {
  for (const [encoding, billed] of [['cl100k_base', 129], ['o200k_base', 124]] as const) {
    test(`the cookbook's messages cost what the API billed (${encoding}: ${billed})`, () => {
      const count = counter(encoding);
      const framing = openAiFraming(count);
      const input = COOKBOOK.reduce((n, m) => n + framing.messageTokens(m) + count(m.content!), 0) + framing.requestTokens;
      assert.equal(input, billed);
    });
  }

  test('3 tokens a message and its role; a name costs its tokens and 1 more; 3 a request', () => {
    const framing = openAiFraming(counter('cl100k_base'));
    assert.equal(framing.messageTokens({ role: 'user', content: 'hi' }), 4);
    const name = referenceCount('example_assistant', 'cl100k_base');
    assert.equal(name, 3);
    assert.equal(framing.messageTokens({ role: 'system', name: 'example_assistant', content: '' }), 4 + name + 1);
    assert.equal(framing.requestTokens, 3);
  });

  test('the simulator\'s one overhead is the smallest framing; a name is counted with its message', () => {
    const count = counter('cl100k_base');
    const messages: TraceMessage[] = [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', name: 'example_user', content: 'Hello there' },
      { role: 'assistant', content: 'Hi.' },
    ];
    const framed = frameTrace(messages, sizeTrace(messages, count), openAiFraming(count));
    assert.equal(framed.messageOverhead, 4);
    assert.equal(framed.requestTokens, 3);
    assert.deepEqual(
      framed.messages.map((m) => m.tokens),
      [count('Be brief.'), count('Hello there') + count('example_user') + 1, count('Hi.')],
    );
  });

  test('only OpenAI chat histories sent to an OpenAI model are framed as OpenAI frames them', () => {
    const count = counter('o200k_base');
    assert.ok(framingFor('swe-agent', 'openai', count));
    assert.ok(framingFor('openai', 'openai', count));
    assert.equal(framingFor('swe-agent', 'anthropic', count), undefined, 'Anthropic does not publish its framing');
    assert.equal(framingFor('jsonl', 'openai', count), undefined, 'the canonical trace keeps message_overhead');
    assert.equal(framingFor('claude-code', 'openai', count), undefined);
  });
});
