import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 that stands in for GitHub's REST and GraphQL APIs as ctxguard uses
 * them: issue comments (listed 100 to a page with Link headers, created, read, edited, deleted,
 * minimized), the pull request (its current head), its labels and label events, and `/user`. It
 * records every request, and injects faults: error statuses with any headers (rate limits), bodies
 * cut off mid-way, and a barrier that holds comment listings until several runs are listing at once.
 */
export interface StoredComment {
  id: number;
  body: string;
  user: { login: string; type: 'User' | 'Bot' };
  minimized?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
  /** Milliseconds since the server started. */
  at: number;
}

/** One injected fault: answers the next request that matches, then is used up. */
export interface Fault {
  method: string;
  /** Only requests whose path matches; any path when absent. */
  path?: RegExp;
  /** Answer with this status and message instead of the real answer. */
  status?: number;
  message?: string;
  headers?: Record<string, string>;
  /** Send the real answer's headers and half its body, then close the connection. */
  cutOff?: boolean;
  /** Runs as the fault answers: what happened on GitHub meanwhile (another run deleted a comment). */
  then?: () => void;
}

export interface FakeGitHub {
  url: string;
  comments: StoredComment[];
  requests: RecordedRequest[];
  /** Faults to inject, in order; each answers one matching request. */
  failures: Fault[];
  /** The pull request's current head, as `GET /pulls/N` answers it; '' answers 404. */
  pullHead: string;
  /** When above 1, comment listings are held until this many are waiting (or 10 s pass). */
  holdListings: number;
  /** The pull request's labels now, as `GET /issues/N/labels` answers them. */
  labels: string[];
  /** The issue's timeline of label events, as `GET /issues/N/events` answers it. */
  issueEvents: Array<{ event: 'labeled' | 'unlabeled'; label: string; actor: string }>;
  close(): Promise<void>;
}

export async function startFakeGitHub(owner: string, repo: string, issue: number, pullHead = ''): Promise<FakeGitHub> {
  const state: Omit<FakeGitHub, 'url' | 'close'> = { comments: [], requests: [], failures: [], pullHead, holdListings: 0, labels: [], issueEvents: [] };
  const started = Date.now();
  let nextId = 1000;
  let held: Array<() => void> = [];
  const repoPath = `/repos/${owner}/${repo}`;
  const listPath = `${repoPath}/issues/${issue}/comments`;
  const commentPath = new RegExp(`^${repoPath}/issues/comments/(\\d+)$`);

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readJson(req);
    const method = req.method ?? '';
    state.requests.push({ method, path: url.pathname, authorization: req.headers.authorization, body, at: Date.now() - started });
    const faultAt = state.failures.findIndex((f) => f.method === method && (!f.path || f.path.test(url.pathname)));
    const fault = faultAt >= 0 ? state.failures.splice(faultAt, 1)[0] : undefined;
    fault?.then?.();
    if (fault?.status) {
      const message = fault.message ?? (fault.status === 403 ? 'Resource not accessible by integration' : 'Server Error');
      return send(res, fault.status, { message }, fault.headers);
    }
    const reply = (status: number, data: unknown, headers: Record<string, string> = {}): void =>
      fault?.cutOff ? cutOff(res, status, data, headers) : send(res, status, data, headers);
    const toApi = (c: StoredComment) => ({
      ...c,
      node_id: `IC_${c.id}`,
      html_url: `https://github.com/${owner}/${repo}/pull/${issue}#issuecomment-${c.id}`,
    });

    if (method === 'GET' && url.pathname === listPath) {
      if (state.holdListings > 1) {
        await new Promise<void>((resolve) => {
          held.push(resolve);
          if (held.length >= state.holdListings) release();
          setTimeout(resolve, 10_000).unref();
        });
      }
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const last = Math.max(1, Math.ceil(state.comments.length / perPage));
      const items = state.comments.slice((page - 1) * perPage, page * perPage).map(toApi);
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${listPath}?per_page=${perPage}`;
      const links = [];
      if (page < last) links.push(`<${base}&page=${page + 1}>; rel="next"`, `<${base}&page=${last}>; rel="last"`);
      if (page > 1) links.push(`<${base}&page=1>; rel="first"`, `<${base}&page=${page - 1}>; rel="prev"`);
      return reply(200, items, links.length ? { link: links.join(', ') } : {});
    }
    if (method === 'POST' && url.pathname === listPath) {
      const comment: StoredComment = { id: nextId++, body: String((body as { body: string }).body), user: { login: 'github-actions[bot]', type: 'Bot' } };
      state.comments.push(comment);
      return reply(201, toApi(comment));
    }
    const match = commentPath.exec(url.pathname);
    if (match) {
      const at = state.comments.findIndex((c) => c.id === Number(match[1]));
      if (at < 0) return send(res, 404, { message: 'Not Found' });
      const comment = state.comments[at]!;
      if (method === 'GET') return reply(200, toApi(comment));
      if (method === 'PATCH') {
        comment.body = String((body as { body: string }).body);
        return reply(200, toApi(comment));
      }
      if (method === 'DELETE') {
        state.comments.splice(at, 1);
        res.writeHead(204).end();
        return;
      }
    }
    if (method === 'GET' && url.pathname === `${repoPath}/issues/${issue}/labels`) {
      return reply(200, state.labels.map((name, i) => ({ id: i + 1, name, color: 'ededed' })));
    }
    if (method === 'GET' && url.pathname === `${repoPath}/issues/${issue}/events`) {
      return reply(200, state.issueEvents.map((e, i) => ({ id: i + 1, event: e.event, label: { name: e.label, color: 'ededed' }, actor: { login: e.actor, type: 'User' } })));
    }
    if (method === 'GET' && url.pathname === `${repoPath}/pulls/${issue}` && state.pullHead) {
      return reply(200, { number: issue, state: 'open', head: { sha: state.pullHead, ref: 'feature' } });
    }
    if (method === 'POST' && url.pathname === '/graphql') {
      const { query, variables } = body as { query: string; variables: { id: string } };
      const comment = state.comments.find((c) => `IC_${c.id}` === variables?.id);
      if (!/minimizeComment/.test(query) || !comment) return send(res, 200, { data: null, errors: [{ message: `Could not resolve to a node with the global id of '${variables?.id}'` }] });
      comment.minimized = true;
      return reply(200, { data: { minimizeComment: { minimizedComment: { isMinimized: true } } } });
    }
    if (method === 'GET' && url.pathname === '/user') {
      // An installation token cannot read /user: GitHub answers 403.
      return send(res, 403, { message: 'Resource not accessible by integration' });
    }
    send(res, 404, { message: `no route for ${method} ${url.pathname}` });
  });

  function release(): void {
    const waiting = held;
    held = [];
    for (const resolve of waiting) resolve();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

function send(res: ServerResponse, status: number, data: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(data));
}

/** The headers promise the whole body; half of it arrives before the connection drops. */
function cutOff(res: ServerResponse, status: number, data: unknown, headers: Record<string, string>): void {
  const body = Buffer.from(JSON.stringify(data));
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length), ...headers });
  res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.socket?.destroy());
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}
