import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 that stands in for the providers' token-count endpoints as they
 * document them: Anthropic's `POST /v1/messages/count_tokens` (headers `x-api-key`,
 * `anthropic-version: 2023-06-01`; body `{model, messages}`; answer `{input_tokens}`, errors
 * `{type: "error", error: {type, message}}`) and Gemini's `POST /v1beta/models/{model}:countTokens`
 * (header `x-goog-api-key`; body `{contents}`; answer `{totalTokens}`, errors
 * `{error: {code, message, status, details}}`, a wrong key a 400 whose ErrorInfo says API_KEY_INVALID).
 *
 * It counts by a rule of its own, so that a test can pin every figure and tell them from o200k_base's:
 * Anthropic counts each whitespace-separated word as one token and adds ANTHROPIC_FRAMING for the
 * message around it; Gemini counts a token per 4 characters begun, with no framing. It records every
 * request, the most in flight at once, and answers injected faults (a status with headers and body).
 */
export const ANTHROPIC_FRAMING = 7;

/** A text's own tokens by this server's Anthropic rule (its answers add ANTHROPIC_FRAMING). */
export function anthropicTokens(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A text's tokens by this server's Gemini rule. */
export function geminiTokens(text: string): number {
  return Math.ceil([...text].length / 4);
}

export type ProviderName = 'anthropic' | 'gemini';

export interface CountRequest {
  provider: ProviderName;
  model: string;
  text: string;
  /** The key header as it arrived. */
  key: string | undefined;
  /** Milliseconds since the server started. */
  at: number;
}

/** One injected fault: answers the next `times` matching requests (1 by default). */
export interface ProviderFault {
  provider: ProviderName;
  /** Only requests for this text; any text when absent. */
  text?: string;
  status: number;
  headers?: Record<string, string>;
  /** The error body; the provider's own shape for the status when absent. */
  body?: unknown;
  times?: number;
}

export interface FakeProviders {
  url: string;
  requests: CountRequest[];
  faults: ProviderFault[];
  /** Every answer waits this long, so that requests overlap. */
  delayMs: number;
  /** The most requests in flight at once. */
  maxInFlight: number;
  close(): Promise<void>;
}

export async function startFakeProviders(keys: { anthropic: string; gemini: string }): Promise<FakeProviders> {
  const state = { requests: [] as CountRequest[], faults: [] as ProviderFault[], delayMs: 0, maxInFlight: 0 };
  const started = Date.now();
  let inFlight = 0;

  const server: Server = createServer(async (req, res) => {
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    try {
      await answer(req, res);
    } finally {
      inFlight--;
    }
  });

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readJson(req);
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (req.method === 'POST' && url.pathname === '/v1/messages/count_tokens') return anthropic(req, res, body);
    const gemini = /^\/v1beta\/models\/([^/:]+):countTokens$/.exec(url.pathname);
    if (req.method === 'POST' && gemini) return geminiCount(req, res, decodeURIComponent(gemini[1]!), body);
    send(res, 404, { message: `no route for ${req.method} ${url.pathname}` });
  }

  function fault(provider: ProviderName, text: string): ProviderFault | undefined {
    const at = state.faults.findIndex((f) => f.provider === provider && (f.text === undefined || f.text === text));
    if (at < 0) return undefined;
    const f = state.faults[at]!;
    if ((f.times ?? 1) <= 1) state.faults.splice(at, 1);
    else f.times = (f.times ?? 1) - 1;
    return f;
  }

  function anthropic(req: IncomingMessage, res: ServerResponse, body: unknown): void {
    const error = (status: number, type: string, message: string, headers: Record<string, string> = {}): void =>
      send(res, status, { type: 'error', error: { type, message } }, headers);
    const { model, messages } = (body ?? {}) as { model?: unknown; messages?: Array<{ role?: unknown; content?: unknown }> };
    const text = messages?.[0]?.content;
    const key = header(req, 'x-api-key');
    if (typeof model !== 'string' || messages?.length !== 1 || messages[0]!.role !== 'user' || typeof text !== 'string') {
      return error(400, 'invalid_request_error', 'expected {model, messages: [{role: "user", content: TEXT}]}');
    }
    state.requests.push({ provider: 'anthropic', model, text, key, at: Date.now() - started });
    if (key !== keys.anthropic) return error(401, 'authentication_error', 'invalid x-api-key');
    if (header(req, 'anthropic-version') !== '2023-06-01') return error(400, 'invalid_request_error', 'anthropic-version: expected 2023-06-01');
    const f = fault('anthropic', text);
    if (f) {
      const type = f.status === 429 ? 'rate_limit_error' : f.status === 529 ? 'overloaded_error' : f.status >= 500 ? 'api_error' : 'invalid_request_error';
      return f.body === undefined ? error(f.status, type, `injected ${f.status}`, f.headers) : send(res, f.status, f.body, f.headers);
    }
    if (!model.startsWith('claude-')) return error(404, 'not_found_error', `model: ${model}`);
    if (text === '') return error(400, 'invalid_request_error', 'messages: text content blocks must be non-empty');
    send(res, 200, { input_tokens: ANTHROPIC_FRAMING + anthropicTokens(text) });
  }

  function geminiCount(req: IncomingMessage, res: ServerResponse, model: string, body: unknown): void {
    const error = (status: number, code: string, message: string, details: unknown[] = [], headers: Record<string, string> = {}): void =>
      send(res, status, { error: { code: status, message, status: code, details } }, headers);
    const parts = (body as { contents?: Array<{ parts?: Array<{ text?: unknown }> }> } | undefined)?.contents?.[0]?.parts;
    const text = parts?.[0]?.text;
    const key = header(req, 'x-goog-api-key');
    if (typeof text !== 'string') return error(400, 'INVALID_ARGUMENT', 'expected {contents: [{parts: [{text}]}]}');
    state.requests.push({ provider: 'gemini', model, text, key, at: Date.now() - started });
    if (key !== keys.gemini) {
      return error(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
        { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' },
      ]);
    }
    const f = fault('gemini', text);
    if (f) {
      const code = f.status === 429 ? 'RESOURCE_EXHAUSTED' : f.status >= 500 ? 'UNAVAILABLE' : 'INVALID_ARGUMENT';
      return f.body === undefined ? error(f.status, code, `injected ${f.status}`, [], f.headers) : send(res, f.status, f.body, f.headers);
    }
    if (!model.startsWith('gemini-')) return error(404, 'NOT_FOUND', `models/${model} is not found for API version v1beta`);
    send(res, 200, { totalTokens: geminiTokens(text) });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function send(res: ServerResponse, status: number, data: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(data));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
