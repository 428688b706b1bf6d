import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 that stands in for GitHub's Actions cache service, as
 * @actions/cache 6 calls it:
 * - v2 (github.com, ACTIONS_CACHE_SERVICE_V2 and ACTIONS_RESULTS_URL): Twirp JSON calls
 *   CreateCacheEntry, FinalizeCacheEntryUpload and GetCacheEntryDownloadURL; the archive goes up
 *   through the Azure Storage SDK (a single-shot Put Blob) and comes down with a plain GET, both to
 *   signed URLs that point back here;
 * - v1 (GHES, ACTIONS_CACHE_URL): `_apis/artifactcache` REST calls, chunks uploaded with PATCH and
 *   Content-Range, the archive downloaded from `archiveLocation`.
 *
 * Like GitHub's, it scopes entries by ref: each runtime token it issues writes to one scope and
 * reads a list of them, in order (a pull request's merge ref, then its base branch). It records
 * every request and injects faults.
 */
export interface CacheEntry {
  id: number;
  key: string;
  version: string;
  scope: string;
  /** The archive; undefined until uploaded. */
  data?: Buffer;
  finalized: boolean;
}

export interface CacheRequest {
  method: string;
  /** The Twirp method (`GetCacheEntryDownloadURL`), `blob-put`, `blob-get`, or the v1 path. */
  call: string;
  authorization: string | undefined;
}

/** The scopes a runtime token grants, as GitHub's token for one workflow run does. */
export interface TokenScopes {
  /** Where this run's saves go: its ref (`refs/heads/main`, `refs/pull/7/merge`). */
  write: string;
  /** Where its restores look, in order; `[write]` when absent. */
  read?: string[];
}

export interface CacheFault {
  /** Which calls it answers (see CacheRequest.call). */
  call: RegExp;
  status: number;
  /** How many matching calls it answers; every one when absent. */
  times?: number;
}

export interface FakeCacheService {
  /** ACTIONS_RESULTS_URL (v2) and ACTIONS_CACHE_URL (v1): the runner gives both with a trailing slash. */
  url: string;
  entries: CacheEntry[];
  requests: CacheRequest[];
  faults: CacheFault[];
  /** A runtime token for a run with these scopes. */
  issueToken(scopes: TokenScopes): string;
  close(): Promise<void>;
}

const TWIRP = '/twirp/github.actions.results.api.v1.CacheService/';
const BLOB = /^\/devstoreaccount1\/caches\/(\d+)$/;
const V1 = '/_apis/artifactcache/';

export async function startFakeCacheService(): Promise<FakeCacheService> {
  const tokens = new Map<string, Required<TokenScopes>>();
  const signatures = new Map<number, string>();
  const state = { entries: [] as CacheEntry[], requests: [] as CacheRequest[], faults: [] as CacheFault[] };
  let base = '';

  const blobUrl = (entry: CacheEntry): string => {
    const sig = signatures.get(entry.id) ?? randomBytes(12).toString('hex');
    signatures.set(entry.id, sig);
    return `${base}devstoreaccount1/caches/${entry.id}?sv=2024-11-04&sig=${sig}`;
  };
  /** GitHub's matching: in each readable scope in turn, the key exactly, then each restore key as a prefix, newest first. */
  const lookup = (scopes: string[], keys: string[], version: string): CacheEntry | undefined => {
    for (const scope of scopes) {
      const usable = state.entries.filter((e) => e.scope === scope && e.version === version && e.finalized).reverse();
      const exact = usable.find((e) => e.key === keys[0]);
      if (exact) return exact;
      for (const prefix of keys) {
        const match = usable.find((e) => e.key.startsWith(prefix));
        if (match) return match;
      }
    }
    return undefined;
  };
  const reserve = (scope: string, key: string, version: string): CacheEntry | undefined => {
    if (state.entries.some((e) => e.scope === scope && e.key === key && e.version === version)) return undefined;
    const entry: CacheEntry = { id: state.entries.length + 1, key, version, scope, finalized: false };
    state.entries.push(entry);
    return entry;
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? '';
    const body = await readBody(req);
    const call = url.pathname.startsWith(TWIRP)
      ? url.pathname.slice(TWIRP.length)
      : BLOB.test(url.pathname)
        ? `blob-${method.toLowerCase()}`
        : `${method} ${url.pathname}`;
    state.requests.push({ method, call, authorization: req.headers.authorization });
    const fault = state.faults.find((f) => f.call.test(call) && (f.times === undefined || f.times > 0));
    if (fault) {
      if (fault.times !== undefined) fault.times--;
      // Closed after the answer: a client that never reads an error's body would hold the connection until the server's keep-alive ran out.
      return send(res, fault.status, { code: 'internal', msg: 'injected fault', message: 'injected fault' }, { connection: 'close' });
    }

    const blob = BLOB.exec(url.pathname);
    if (blob) {
      const entry = state.entries.find((e) => e.id === Number(blob[1]));
      if (!entry || url.searchParams.get('sig') !== signatures.get(entry.id)) return send(res, 403, { message: 'signature mismatch' });
      if (method === 'PUT') {
        entry.data = body;
        return send(res, 201, '', { etag: `"${entry.id}"`, 'last-modified': new Date().toUTCString(), 'x-ms-request-server-encrypted': 'true' });
      }
      if (method === 'GET' && entry.data) return sendBytes(res, entry.data);
      return send(res, 404, { message: 'no such blob' });
    }

    const scopes = tokens.get(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
    if (!scopes) return send(res, 401, { code: 'unauthenticated', msg: 'unknown runtime token', message: 'unknown runtime token' });
    const json = (req.headers['content-type'] ?? '').includes('json') && body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};

    if (url.pathname.startsWith(TWIRP)) {
      if (call === 'GetCacheEntryDownloadURL') {
        const entry = lookup(scopes.read, [String(json.key), ...((json.restore_keys as string[] | undefined) ?? [])], String(json.version));
        return send(res, 200, entry ? { ok: true, signed_download_url: blobUrl(entry), matched_key: entry.key } : { ok: false });
      }
      if (call === 'CreateCacheEntry') {
        const entry = reserve(scopes.write, String(json.key), String(json.version));
        return send(res, 200, entry ? { ok: true, signed_upload_url: blobUrl(entry) } : { ok: false, message: 'cache entry already exists' });
      }
      if (call === 'FinalizeCacheEntryUpload') {
        const entry = state.entries.find((e) => e.scope === scopes.write && e.key === json.key && e.version === json.version && !e.finalized);
        if (!entry?.data || entry.data.length !== Number(json.size_bytes)) return send(res, 200, { ok: false, message: 'upload incomplete' });
        entry.finalized = true;
        return send(res, 200, { ok: true, entry_id: String(entry.id) });
      }
      return send(res, 404, { code: 'bad_route', msg: `no method ${call}` });
    }

    if (url.pathname === `${V1}cache` && method === 'GET') {
      const keys = (url.searchParams.get('keys') ?? '').split(',');
      const entry = lookup(scopes.read, keys, url.searchParams.get('version') ?? '');
      if (!entry) return send(res, 204, '');
      return send(res, 200, { cacheKey: entry.key, scope: entry.scope, archiveLocation: blobUrl(entry) });
    }
    if (url.pathname === `${V1}caches` && method === 'POST') {
      const entry = reserve(scopes.write, String(json.key), String(json.version));
      return entry ? send(res, 201, { cacheId: entry.id }) : send(res, 409, { message: 'cache entry already exists' });
    }
    const v1Entry = new RegExp(`^${V1}caches/(\\d+)$`).exec(url.pathname);
    const entry = v1Entry && state.entries.find((e) => e.id === Number(v1Entry[1]) && e.scope === scopes.write && !e.finalized);
    if (entry && method === 'PATCH') {
      const range = /^bytes (\d+)-(\d+)\/\*$/.exec(req.headers['content-range'] ?? '');
      if (!range || Number(range[2]) - Number(range[1]) + 1 !== body.length) return send(res, 400, { message: 'bad Content-Range' });
      const data = Buffer.alloc(Math.max(entry.data?.length ?? 0, Number(range[2]) + 1));
      entry.data?.copy(data);
      body.copy(data, Number(range[1]));
      entry.data = data;
      return send(res, 204, '');
    }
    if (entry && method === 'POST') {
      if (entry.data?.length !== Number(json.size)) return send(res, 400, { message: 'size mismatch' });
      entry.finalized = true;
      return send(res, 204, '');
    }
    return send(res, 404, { message: `no route ${method} ${url.pathname}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url: base,
    ...state,
    issueToken(scopes) {
      const token = `rt_${randomBytes(16).toString('hex')}`;
      tokens.set(token, { write: scopes.write, read: scopes.read ?? [scopes.write] });
      return token;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, data: unknown, headers: Record<string, string> = {}): void {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  res.writeHead(status, { ...(text ? { 'content-type': 'application/json' } : {}), 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

function sendBytes(res: ServerResponse, data: Buffer): void {
  res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': data.length });
  res.end(data);
}
