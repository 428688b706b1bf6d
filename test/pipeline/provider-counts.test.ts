import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { CountNeed } from '../../src/count/token-counts.js';
import { InputError } from '../../src/input-error.js';
import { countWithProviders, retryAfter, type ProviderCountOptions } from '../../src/pipeline/provider-counts.js';
import { ANTHROPIC_FRAMING, startFakeProviders, type FakeProviders } from '../support/provider-server.js';

const ANTHROPIC_KEY = 'sk-ant-api03-test-0123456789abcdef';
const GEMINI_KEY = 'AIzaSyTest0123456789abcdef';

const need = (model: string, provider: string, texts: string[]): CountNeed => ({ model, provider, texts: new Set(texts) });
const SYSTEM = 'You are a research agent. Cite every source.';
const RULES = 'Read AGENTS.md first.';
const PAGE = 'Summarise the page in three sentences.';

describe("the providers' token-count endpoints, on a loopback server", () => {
  let server: FakeProviders;
  before(async () => {
    server = await startFakeProviders({ anthropic: ANTHROPIC_KEY, gemini: GEMINI_KEY });
  });
  after(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.faults.length = 0;
    server.delayMs = 0;
    server.maxInFlight = 0;
  });
  const options = (extra: Partial<ProviderCountOptions> = {}): ProviderCountOptions => ({
    keys: { anthropic: ANTHROPIC_KEY, gemini: GEMINI_KEY },
    baseUrls: { anthropic: server.url, gemini: server.url },
    backoffMs: 20,
    ...extra,
  });
  const sent = (provider: 'anthropic' | 'gemini') => server.requests.filter((r) => r.provider === provider).map((r) => `${r.model} ${JSON.stringify(r.text)}`);

  test('each distinct text once per model, its framing measured once and taken off; only Claude to Anthropic, only Gemini to Gemini', async () => {
    const counts = await countWithProviders(
      [
        need('claude-sonnet-4-5', 'anthropic', [SYSTEM, RULES, '']),
        need('claude-haiku-4-5', 'anthropic', [SYSTEM]),
        need('gemini-2.5-pro', 'google', [PAGE]),
        need('gpt-4o', 'openai', [SYSTEM]),
      ],
      options(),
    );
    // The server's rule: Anthropic, a token a word plus 7 of framing; Gemini, a token per 4 characters begun.
    const sonnet = counts.models.get('claude-sonnet-4-5')!;
    assert.deepEqual([sonnet.tokens(SYSTEM), sonnet.tokens(RULES), sonnet.tokens('')], [8, 3, 0]);
    assert.equal(counts.models.get('claude-haiku-4-5')!.tokens(SYSTEM), 8);
    assert.equal(counts.models.get('gemini-2.5-pro')!.tokens(PAGE), 10);
    assert.equal(sonnet.failure, undefined);
    assert.equal(counts.models.has('gpt-4o'), false, 'OpenAI models are counted with their own tokenizer, locally');
    // The reference text `a` once per model; an empty text is 0 tokens without asking.
    assert.deepEqual(sent('anthropic').sort(), ['claude-haiku-4-5 "a"', `claude-haiku-4-5 ${JSON.stringify(SYSTEM)}`, 'claude-sonnet-4-5 "a"', `claude-sonnet-4-5 ${JSON.stringify(RULES)}`, `claude-sonnet-4-5 ${JSON.stringify(SYSTEM)}`].sort());
    assert.deepEqual(sent('gemini').sort(), ['gemini-2.5-pro "a"', `gemini-2.5-pro ${JSON.stringify(PAGE)}`].sort());
    assert.ok(server.requests.every((r) => r.key === (r.provider === 'anthropic' ? ANTHROPIC_KEY : GEMINI_KEY)));
    assert.equal(ANTHROPIC_FRAMING, 7);
  });

  test('no key, no request: a provider without its key is never asked', async () => {
    const needs = [need('claude-sonnet-4-5', 'anthropic', [SYSTEM]), need('gemini-2.5-pro', 'google', [PAGE])];
    assert.equal((await countWithProviders(needs, options({ keys: {} }))).models.size, 0);
    const onlyGemini = await countWithProviders(needs, options({ keys: { gemini: GEMINI_KEY } }));
    assert.deepEqual([...onlyGemini.models.keys()], ['gemini-2.5-pro']);
    assert.deepEqual(sent('anthropic'), []);
  });

  test('at most `concurrency` requests in flight', async () => {
    server.delayMs = 40;
    const texts = Array.from({ length: 12 }, (_, i) => `Rule ${i}: check the result.`);
    const counts = await countWithProviders([need('claude-sonnet-4-5', 'anthropic', texts)], options({ concurrency: 3 }));
    assert.equal(server.maxInFlight, 3);
    assert.equal(server.requests.length, 13);
    assert.deepEqual(texts.map((t) => counts.models.get('claude-sonnet-4-5')!.tokens(t)), texts.map(() => 5));
  });

  test('a 429 holds every request to that provider for its retry-after, then the count is exact', async () => {
    // Two at a time, each answer 100 ms: RULES is in flight beside SYSTEM when SYSTEM gets its 429;
    // PAGE, which the other worker would send 100 ms later, waits out the second too.
    server.delayMs = 100;
    server.faults.push({ provider: 'anthropic', text: SYSTEM, status: 429, headers: { 'retry-after': '1' } });
    const counts = await countWithProviders([need('claude-sonnet-4-5', 'anthropic', [SYSTEM, RULES, PAGE])], options({ concurrency: 2 }));
    const model = counts.models.get('claude-sonnet-4-5')!;
    assert.deepEqual([model.tokens(SYSTEM), model.tokens(RULES), model.tokens(PAGE)], [8, 3, 6]);
    assert.equal(model.failure, undefined);
    const limited = server.requests.find((r) => r.text === SYSTEM)!;
    // RULES goes out beside SYSTEM, the others a retry-after (1 s) later: half a second apart tells them
    // apart on a loaded machine, where the second worker's first request can leave tens of ms late.
    const sentAfter = server.requests.filter((r) => r.at > limited.at + 500);
    assert.deepEqual(sentAfter.map((r) => r.text).sort(), [PAGE, SYSTEM].sort());
    for (const r of sentAfter) assert.ok(r.at - limited.at >= 1100, `${JSON.stringify(r.text)} sent ${r.at - limited.at} ms after the limited request`);
  });

  test("Gemini's 429 says how long to wait in its body (RetryInfo), and that is honoured", async () => {
    server.faults.push({
      provider: 'gemini',
      text: PAGE,
      status: 429,
      body: { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED', details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '1s' }] } },
    });
    const counts = await countWithProviders([need('gemini-2.5-flash', 'google', [PAGE])], options());
    assert.equal(counts.models.get('gemini-2.5-flash')!.tokens(PAGE), 10);
    const [first, second] = server.requests.filter((r) => r.text === PAGE);
    assert.ok(second!.at - first!.at >= 1000, `asked again after ${second!.at - first!.at} ms`);
  });

  test('a 5xx is retried with backoff, and the count is exact when an answer comes', async () => {
    server.faults.push({ provider: 'anthropic', text: SYSTEM, status: 503, times: 2 });
    const counts = await countWithProviders([need('claude-sonnet-4-5', 'anthropic', [SYSTEM])], options({ backoffMs: 50 }));
    assert.equal(counts.models.get('claude-sonnet-4-5')!.tokens(SYSTEM), 8);
    const times = server.requests.filter((r) => r.text === SYSTEM).map((r) => r.at);
    assert.equal(times.length, 3);
    assert.ok(times[1]! - times[0]! >= 50 && times[2]! - times[1]! >= 100, `waits of ${times[1]! - times[0]!} and ${times[2]! - times[1]!} ms`);
  });

  test('a 5xx on every attempt: the text is left to the estimate, with the reason; the others are counted', async () => {
    server.faults.push({ provider: 'anthropic', text: SYSTEM, status: 529, times: 10 });
    const counts = await countWithProviders([need('claude-sonnet-4-5', 'anthropic', [SYSTEM, RULES])], options({ attempts: 3 }));
    const model = counts.models.get('claude-sonnet-4-5')!;
    assert.deepEqual([model.tokens(SYSTEM), model.tokens(RULES)], [undefined, 3]);
    assert.equal(model.failure, 'HTTP 529: overloaded_error: injected 529 after 3 attempts');
    assert.equal(server.requests.filter((r) => r.text === SYSTEM).length, 3);
  });

  test('a refused key stops every request to that provider: all its texts are estimated, with why', async () => {
    const counts = await countWithProviders(
      [need('claude-sonnet-4-5', 'anthropic', [SYSTEM, RULES]), need('gemini-2.5-pro', 'google', [PAGE])],
      options({ keys: { anthropic: 'sk-ant-wrong', gemini: 'AIza-wrong' }, concurrency: 1 }),
    );
    assert.equal(counts.models.get('claude-sonnet-4-5')!.tokens(SYSTEM), undefined);
    assert.equal(counts.models.get('claude-sonnet-4-5')!.failure, "Anthropic's count_tokens refused the key (HTTP 401: authentication_error: invalid x-api-key)");
    assert.equal(counts.models.get('gemini-2.5-pro')!.failure, "Gemini's countTokens refused the key (HTTP 400: INVALID_ARGUMENT: API key not valid. Please pass a valid API key.)");
    assert.deepEqual(server.requests.map((r) => r.text), ['a', 'a'], 'the framing request only, once per provider');
  });

  test('a model the provider does not know: one request, then nothing more for it', async () => {
    const counts = await countWithProviders([need('my-claude-proxy', 'anthropic', [SYSTEM, RULES])], options());
    assert.equal(counts.models.get('my-claude-proxy')!.failure, "Anthropic's count_tokens does not know the model my-claude-proxy (HTTP 404: not_found_error: model: my-claude-proxy)");
    assert.equal(server.requests.length, 1);
  });

  test('an answer that quotes the key never passes it on', async () => {
    server.faults.push({ provider: 'anthropic', text: RULES, status: 400, body: { type: 'error', error: { type: 'invalid_request_error', message: `bad request with key ${ANTHROPIC_KEY}` } } });
    const counts = await countWithProviders([need('claude-sonnet-4-5', 'anthropic', [RULES])], options());
    assert.equal(counts.models.get('claude-sonnet-4-5')!.failure, 'HTTP 400: invalid_request_error: bad request with key ***');
  });

  test('no answer at all (nothing listening): retried, then estimated with the reason', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const counts = await countWithProviders([need('claude-sonnet-4-5', 'anthropic', [SYSTEM])], options({ baseUrls: { anthropic: `http://127.0.0.1:${port}` }, attempts: 2 }));
    assert.equal(counts.models.get('claude-sonnet-4-5')!.failure, `no answer (connect ECONNREFUSED 127.0.0.1:${port}) after 2 attempts`);
  });

  test('a 429 asking for a wait longer than ctxguard waits is not waited for', async () => {
    server.faults.push({ provider: 'anthropic', text: SYSTEM, status: 429, headers: { 'retry-after': '3600' } });
    const started = Date.now();
    const counts = await countWithProviders([need('claude-sonnet-4-5', 'anthropic', [SYSTEM])], options());
    assert.ok(Date.now() - started < 5000);
    assert.equal(counts.models.get('claude-sonnet-4-5')!.failure, 'HTTP 429: rate_limit_error: injected 429; asked to wait 3600 s, longer than ctxguard waits');
  });
});

describe('where the key may go', () => {
  const needs = [need('claude-sonnet-4-5', 'anthropic', [SYSTEM])];
  const refused = (base: string, message: RegExp) =>
    assert.rejects(countWithProviders(needs, { keys: { anthropic: ANTHROPIC_KEY }, baseUrls: { anthropic: base } }), (e: unknown) => e instanceof InputError && message.test(e.message));

  test('only over https, or to a loopback address; a bad URL is bad input, named by its variable', async () => {
    await refused('http://api.example.com', /^ANTHROPIC_BASE_URL: http:\/\/api\.example\.com is not https: the API key is sent only over https, or to a loopback address$/);
    await refused('not a url', /^ANTHROPIC_BASE_URL: not a URL: "not a url"$/);
    await refused('https://user:pw@proxy.example.com', /^ANTHROPIC_BASE_URL: give the API's base URL alone/);
  });
});

test('retry-after is seconds or an HTTP date', () => {
  const now = Date.parse('2026-10-01T12:00:00Z');
  assert.equal(retryAfter('2', now), 2000);
  assert.equal(retryAfter('Thu, 01 Oct 2026 12:00:30 GMT', now), 30_000);
  assert.equal(retryAfter('soon', now), undefined);
  assert.equal(retryAfter(null, now), undefined);
});
