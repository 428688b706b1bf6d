import { createHash } from 'node:crypto';
import type { CountNeed, ModelCounts, TokenCounts } from '../count/token-counts.js';
import { InputError } from '../input-error.js';

/**
 * Exact counts from the providers' own token-count endpoints: Anthropic's
 * `POST /v1/messages/count_tokens` for Claude models, Gemini's `models/{model}:countTokens` for Gemini
 * models (docs/architecture.md, "Exact counts from the provider"). Opt-in: nothing is sent for a provider without its
 * key. Each distinct text is counted once per model (by its SHA-256), a few requests at a time; a 429
 * pauses every request to that provider for its `retry-after`, a 5xx or a lost connection is retried
 * with backoff, and what still could not be counted is left to the local estimate, with the reason.
 * Nothing here throws for an API failure: the run goes on with estimates.
 */
export interface ProviderKeys {
  anthropic?: string;
  gemini?: string;
}

export interface ProviderCountOptions {
  keys: ProviderKeys;
  /** Where each API is (a proxy, a loopback server in tests): https, or http to a loopback address. */
  baseUrls?: { anthropic?: string; gemini?: string };
  /** Requests in flight at once, per provider. */
  concurrency?: number;
  /** Tries per text, the first included. */
  attempts?: number;
  /** The first retry's wait after a 5xx or a lost connection; each later one doubles it. */
  backoffMs?: number;
  /** A 429 asking to wait longer than this is not waited for: its texts are estimated. */
  maxWaitMs?: number;
  /** One request's time limit. */
  timeoutMs?: number;
  /** Progress, in words for the log. */
  log?: (message: string) => void;
}

export const DEFAULT_BASE_URLS = { anthropic: 'https://api.anthropic.com', gemini: 'https://generativelanguage.googleapis.com' };

/** The environment variables that move the APIs elsewhere: the names the providers' own SDKs and tools read. */
export const BASE_URL_VARIABLES = { anthropic: 'ANTHROPIC_BASE_URL', gemini: 'GOOGLE_GEMINI_BASE_URL' } as const;

/**
 * The endpoints count a whole request: the text plus a fixed framing (the user turn's markers). One
 * request with this one-token reference text measures that framing, `count(reference) - 1`, which is
 * taken off every text's count: a single ASCII letter is one token in any byte-pair or SentencePiece
 * vocabulary.
 */
export const REFERENCE_TEXT = 'a';
const REFERENCE_TOKENS = 1;

interface Provider {
  name: keyof ProviderKeys;
  /** The catalog's provider id of the models it counts. */
  catalog: string;
  label: string;
  request(base: string, key: string, model: string, text: string): { url: string; init: RequestInit };
  /** The count in a 200 answer, or undefined when the answer is not one. */
  count(body: unknown): number | undefined;
  /** The error's words in an error answer. */
  error(body: unknown): string | undefined;
  /** The answer refuses the key itself: no later request can do better. */
  refusesKey(status: number, body: unknown): boolean;
  /** How long the answer's body asks to wait, in ms, where the provider says so there. */
  retryDelay?(body: unknown): number | undefined;
}

const ANTHROPIC: Provider = {
  name: 'anthropic',
  catalog: 'anthropic',
  label: "Anthropic's count_tokens",
  request: (base, key, model, text) => ({
    url: `${base}/v1/messages/count_tokens`,
    init: {
      method: 'POST',
      headers: { 'x-api-key': key, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
      body: JSON.stringify({ model, messages: [{ role: 'user', content: text }] }),
    },
  }),
  count: (body) => wholeNumber((body as { input_tokens?: unknown } | null)?.input_tokens),
  // {"type": "error", "error": {"type": "rate_limit_error", "message": "..."}}
  error: (body) => {
    const e = (body as { error?: { type?: unknown; message?: unknown } } | null)?.error;
    return typeof e?.message === 'string' ? (typeof e.type === 'string' ? `${e.type}: ${e.message}` : e.message) : undefined;
  },
  refusesKey: (status) => status === 401 || status === 403,
};

/** Google's errors carry their details as typed objects (google.rpc.ErrorInfo, RetryInfo). */
type GoogleDetail = { '@type'?: unknown; reason?: unknown; retryDelay?: unknown };
const googleDetails = (body: unknown): GoogleDetail[] => {
  const details = (body as { error?: { details?: unknown } } | null)?.error?.details;
  return Array.isArray(details) ? (details as GoogleDetail[]) : [];
};

const GEMINI: Provider = {
  name: 'gemini',
  catalog: 'google',
  label: "Gemini's countTokens",
  request: (base, key, model, text) => ({
    url: `${base}/v1beta/models/${encodeURIComponent(model)}:countTokens`,
    init: {
      method: 'POST',
      // The key goes in a header, not the query string, where URLs are logged.
      headers: { 'x-goog-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text }] }] }),
    },
  }),
  count: (body) => wholeNumber((body as { totalTokens?: unknown } | null)?.totalTokens),
  // {"error": {"code": 429, "message": "...", "status": "RESOURCE_EXHAUSTED"}}
  error: (body) => {
    const e = (body as { error?: { status?: unknown; message?: unknown } } | null)?.error;
    return typeof e?.message === 'string' ? (typeof e.status === 'string' ? `${e.status}: ${e.message}` : e.message) : undefined;
  },
  // A wrong key is a 400 INVALID_ARGUMENT whose ErrorInfo says API_KEY_INVALID; a missing one a 401 or 403.
  refusesKey: (status, body) => status === 401 || status === 403 || googleDetails(body).some((d) => d.reason === 'API_KEY_INVALID'),
  // A 429's RetryInfo: {"retryDelay": "37s"}.
  retryDelay: (body) => {
    const delay = googleDetails(body).find((d) => typeof d.retryDelay === 'string')?.retryDelay as string | undefined;
    const seconds = delay === undefined ? NaN : Number(/^(\d+(?:\.\d+)?)s$/.exec(delay)?.[1]);
    return Number.isFinite(seconds) ? seconds * 1000 : undefined;
  },
};

const PROVIDERS = [ANTHROPIC, GEMINI];

/** A key goes into a request header: one word of printable ASCII. */
export function isApiKey(text: string): boolean {
  return /^[\x21-\x7e]+$/.test(text);
}

/** The options for these keys, with the base URLs the environment gives (BASE_URL_VARIABLES). */
export function providerCounting(keys: ProviderKeys, env: Record<string, string | undefined>, log?: (message: string) => void): ProviderCountOptions {
  return {
    keys,
    baseUrls: { anthropic: env[BASE_URL_VARIABLES.anthropic], gemini: env[BASE_URL_VARIABLES.gemini] },
    ...(log ? { log } : {}),
  };
}

/** Counts each needed text with its model's provider, where a key was given; the rest is left to the estimate. */
export async function countWithProviders(needs: readonly CountNeed[], options: ProviderCountOptions): Promise<TokenCounts> {
  const models = new Map<string, ModelCounts>();
  const bases = new Map(PROVIDERS.map((p) => [p.name, baseUrl(p, options.baseUrls?.[p.name])]));
  await Promise.all(
    PROVIDERS.map(async (provider) => {
      const key = options.keys[provider.name];
      const mine = needs.filter((n) => n.provider === provider.catalog);
      if (!key || mine.length === 0) return;
      const counted = await new ProviderCounter(provider, bases.get(provider.name)!, key, options).count(mine);
      for (const [model, counts] of counted) models.set(model, counts);
    }),
  );
  return { models };
}

/** Which provider counts a catalog provider's models, if any: for the words of a note. */
export function providerLabel(catalogProvider: string): string | undefined {
  return PROVIDERS.find((p) => p.catalog === catalogProvider)?.label;
}

function baseUrl(provider: Provider, given: string | undefined): string {
  const variable = BASE_URL_VARIABLES[provider.name];
  if (given === undefined || given.trim() === '') return DEFAULT_BASE_URLS[provider.name];
  let url: URL;
  try {
    url = new URL(given.trim());
  } catch {
    throw new InputError(`${variable}: not a URL: ${JSON.stringify(given)}`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new InputError(`${variable}: ${url.protocol}//${url.host} is not https: the API key is sent only over https, or to a loopback address`);
  }
  if (url.username || url.password || url.search || url.hash) throw new InputError(`${variable}: give the API's base URL alone, without credentials, query or fragment`);
  return url.href.replace(/\/+$/, '');
}

interface Job {
  model: string;
  text: string;
}

type Outcome = { tokens: number } | { failure: string };

class ProviderCounter {
  private readonly concurrency: number;
  private readonly attempts: number;
  private readonly backoffMs: number;
  private readonly maxWaitMs: number;
  private readonly timeoutMs: number;
  /** A 429 holds every request to this provider until then (ms since the epoch). */
  private pausedUntil = 0;
  /** The key was refused: nothing more is sent. */
  private refused: string | undefined;
  /** Models the provider does not know: nothing more is sent for them. */
  private readonly unknownModels = new Map<string, string>();

  constructor(
    private readonly provider: Provider,
    private readonly base: string,
    private readonly key: string,
    private readonly options: ProviderCountOptions,
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.attempts = Math.max(1, options.attempts ?? 4);
    this.backoffMs = options.backoffMs ?? 1000;
    this.maxWaitMs = options.maxWaitMs ?? 60_000;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  async count(needs: readonly CountNeed[]): Promise<Map<string, ModelCounts>> {
    const texts = new Map(needs.map((n) => [n.model, distinctTexts(n.texts)]));
    const total = [...texts.values()].reduce((n, t) => n + t.size, 0);
    this.options.log?.(`Counting ${total} distinct texts for ${needs.map((n) => n.model).join(', ')} with ${this.provider.label}`);
    // Each model's framing first (for a model with any text to count): without it no count of that
    // model can be used.
    const framing = new Map<string, Outcome>();
    const toMeasure = needs.filter((n) => [...n.texts].some((text) => text !== ''));
    await this.pool(toMeasure.map((n) => ({ model: n.model, text: REFERENCE_TEXT })), (job, outcome) => framing.set(job.model, outcome));

    const results = new Map<string, Map<string, number>>();
    const failures = new Map<string, string>();
    const jobs: Job[] = [];
    for (const [model, byHash] of texts) {
      const counts = new Map<string, number>();
      results.set(model, counts);
      const overhead = framing.get(model) ?? { tokens: 1 };
      if ('failure' in overhead) {
        failures.set(model, overhead.failure);
        continue;
      }
      for (const [hash, text] of byHash) {
        // No text, no tokens: the endpoints refuse an empty message.
        if (text === '') counts.set(hash, 0);
        else jobs.push({ model, text });
      }
    }
    await this.pool(jobs, (job, outcome) => {
      const overhead = framing.get(job.model) as { tokens: number };
      const taken = Math.max(0, overhead.tokens - REFERENCE_TOKENS);
      if ('tokens' in outcome) results.get(job.model)!.set(textHash(job.text), Math.max(0, outcome.tokens - taken));
      else if (!failures.has(job.model)) failures.set(job.model, outcome.failure);
    });

    const out = new Map<string, ModelCounts>();
    for (const [model, counts] of results) {
      const failure = failures.get(model);
      out.set(model, { tokens: (text) => counts.get(textHash(text)), ...(failure === undefined ? {} : { failure }) });
    }
    return out;
  }

  /** Runs the jobs, `concurrency` at a time, handing each outcome over as it comes. */
  private async pool(jobs: readonly Job[], done: (job: Job, outcome: Outcome) => void): Promise<void> {
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        let outcome: Outcome;
        try {
          outcome = await this.countOne(job);
        } catch (error) {
          // A fault of ours must not cost the run either: the text is estimated.
          outcome = { failure: this.redact(`could not count: ${error instanceof Error ? error.message : String(error)}`) };
        }
        done(job, outcome);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, jobs.length) }, worker));
  }

  private async countOne({ model, text }: Job): Promise<Outcome> {
    let last = '';
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      // Another request's 429 may move the pause on while this one waits.
      for (let wait = this.pausedUntil - Date.now(); wait > 0; wait = this.pausedUntil - Date.now()) await sleep(wait);
      if (this.refused) return { failure: this.refused };
      const unknown = this.unknownModels.get(model);
      if (unknown) return { failure: unknown };

      const { url, init } = this.provider.request(this.base, this.key, model, text);
      let response: Response;
      let body: unknown;
      try {
        response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
        body = await response.json().catch(() => undefined);
      } catch (error) {
        last = this.redact(`no answer (${causeOf(error)})`);
        if (attempt < this.attempts) await sleep(this.backoff(attempt));
        continue;
      }
      const { status } = response;
      if (status === 200) {
        const tokens = this.provider.count(body);
        return tokens === undefined ? { failure: `an answer without a token count (HTTP 200)` } : { tokens };
      }
      // Redacted before it is cut short, so that no part of the key can remain.
      const words = this.redact(this.provider.error(body) ?? response.statusText).slice(0, 300);
      last = `HTTP ${status}${words ? `: ${words}` : ''}`;
      if (this.provider.refusesKey(status, body)) {
        this.refused ??= `${this.provider.label} refused the key (${last})`;
        return { failure: this.refused };
      }
      if (status === 404) {
        const failure = `${this.provider.label} does not know the model ${model} (${last})`;
        this.unknownModels.set(model, failure);
        return { failure };
      }
      if (status === 429 || status >= 500) {
        const delay = retryAfter(response.headers.get('retry-after')) ?? this.provider.retryDelay?.(body) ?? this.backoff(attempt);
        if (delay > this.maxWaitMs) return { failure: `${last}; asked to wait ${Math.ceil(delay / 1000)} s, longer than ctxguard waits` };
        // A 429 holds every request to this provider, not only this one: the limit is the key's.
        if (status === 429) this.pausedUntil = Math.max(this.pausedUntil, Date.now() + delay);
        else if (attempt < this.attempts) await sleep(delay);
        continue;
      }
      // Any other 4xx is about this text: asking again gets the same answer.
      return { failure: last };
    }
    return { failure: `${last} after ${this.attempts} attempts` };
  }

  private backoff(attempt: number): number {
    return this.backoffMs * 2 ** (attempt - 1);
  }

  /** An answer may quote the request: the key never goes further than the request itself. */
  private redact(text: string): string {
    return text.split(this.key).join('***');
  }
}

/** The distinct texts of a need, by their SHA-256. */
function distinctTexts(texts: Iterable<string>): Map<string, string> {
  const byHash = new Map<string, string>();
  for (const text of texts) byHash.set(textHash(text), text);
  return byHash;
}

function textHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function wholeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** `retry-after` in seconds or as an HTTP date, in milliseconds; undefined when absent or unreadable. */
export function retryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function causeOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  return cause ?? (error instanceof Error ? error.message : String(error));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
