import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 that stands in for GitHub's REST API: it lists issue comments 100
 * to a page with Link headers, creates and updates them, and records every request.
 */
export interface StoredComment {
  id: number;
  body: string;
  user: { login: string; type: 'User' | 'Bot' };
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeGitHub {
  url: string;
  comments: StoredComment[];
  requests: RecordedRequest[];
  /** Status codes to answer the next matching requests with, in order, before behaving normally. */
  failures: Array<{ method: string; status: number }>;
  close(): Promise<void>;
}

export async function startFakeGitHub(owner: string, repo: string, issue: number): Promise<FakeGitHub> {
  const state: Omit<FakeGitHub, 'url' | 'close'> = { comments: [], requests: [], failures: [] };
  let nextId = 1000;
  const listPath = `/repos/${owner}/${repo}/issues/${issue}/comments`;
  const commentPath = new RegExp(`^/repos/${owner}/${repo}/issues/comments/(\\d+)$`);

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readJson(req);
    state.requests.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization, body });
    const send = (status: number, data: unknown, headers: Record<string, string> = {}): void => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(data));
    };
    const failure = state.failures.findIndex((f) => f.method === req.method);
    if (failure >= 0) {
      const status = state.failures.splice(failure, 1)[0]!.status;
      return send(status, { message: status === 403 ? 'Resource not accessible by integration' : 'Server Error' });
    }
    const toApi = (c: StoredComment) => ({ ...c, html_url: `https://github.com/${owner}/${repo}/pull/${issue}#issuecomment-${c.id}` });

    if (req.method === 'GET' && url.pathname === listPath) {
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const last = Math.max(1, Math.ceil(state.comments.length / perPage));
      const items = state.comments.slice((page - 1) * perPage, page * perPage).map(toApi);
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${listPath}?per_page=${perPage}`;
      const links = [];
      if (page < last) links.push(`<${base}&page=${page + 1}>; rel="next"`, `<${base}&page=${last}>; rel="last"`);
      if (page > 1) links.push(`<${base}&page=1>; rel="first"`, `<${base}&page=${page - 1}>; rel="prev"`);
      return send(200, items, links.length ? { link: links.join(', ') } : {});
    }
    if (req.method === 'POST' && url.pathname === listPath) {
      const comment: StoredComment = { id: nextId++, body: String((body as { body: string }).body), user: { login: 'github-actions[bot]', type: 'Bot' } };
      state.comments.push(comment);
      return send(201, toApi(comment));
    }
    const match = commentPath.exec(url.pathname);
    if (req.method === 'PATCH' && match) {
      const comment = state.comments.find((c) => c.id === Number(match[1]));
      if (!comment) return send(404, { message: 'Not Found' });
      comment.body = String((body as { body: string }).body);
      return send(200, toApi(comment));
    }
    if (req.method === 'GET' && url.pathname === '/user') {
      // An installation token cannot read /user: GitHub answers 403.
      return send(403, { message: 'Resource not accessible by integration' });
    }
    send(404, { message: `no route for ${req.method} ${url.pathname}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}
