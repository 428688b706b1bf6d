import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startFakeGitHub, type FakeGitHub } from '../support/github-server.js';

/** A pull request that changes no prompt material, against a loopback GitHub: no new comment, an existing one kept current. */
describe('a pull request that changes no prompt material', () => {
  const head = 'b'.repeat(40);
  const pr = { owner: 'acme', repo: 'agent', number: 7 };
  let github: FakeGitHub;
  let createGitHubApi: typeof import('../../src/action/github-api.js').createGitHubApi;
  let publishComment: typeof import('../../src/action/sticky-comment.js').publishComment;
  before(async () => {
    github = await startFakeGitHub('acme', 'agent', 7, head);
    // @actions/github reads the API's address when it is first imported.
    process.env.GITHUB_API_URL = github.url;
    ({ createGitHubApi } = await import('../../src/action/github-api.js'));
    ({ publishComment } = await import('../../src/action/sticky-comment.js'));
  });
  after(async () => {
    delete process.env.GITHUB_API_URL;
    await github.close();
  });
  const publish = (quiet: boolean) =>
    publishComment(createGitHubApi('token'), pr, { key: 'ctxguard', headSha: head, body: 'No prompt material changed', mode: 'update', quiet }, () => undefined);
  const posts = (): number => github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments')).length;

  test('gets no comment when it has none yet', async () => {
    const outcome = await publish(true);
    assert.deepEqual(outcome, { action: 'none', note: 'No prompt material changed: no comment posted' });
    assert.equal(posts(), 0);
    assert.equal(github.comments.length, 0);
  });

  test('has the comment an earlier push made updated to say so; and, asked to, gets a new one', async () => {
    const created = await publish(false);
    assert.equal(created.action, 'created');
    const updated = await publish(true);
    assert.equal(updated.action, 'updated');
    assert.equal(updated.id, created.id);
    assert.equal(posts(), 1);
    assert.match(github.comments[0]!.body, /No prompt material changed/);
  });
});
