import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pullRequestOf } from '../../src/action/event-range.js';
import type { WorkflowEvent } from '../../src/action/workflow-event.js';

const event = (htmlUrl: unknown): WorkflowEvent =>
  ({
    name: 'pull_request',
    sha: 'c'.repeat(40),
    ref: 'refs/pull/7/merge',
    payload: { pull_request: { number: 7, html_url: htmlUrl, base: { ref: 'main', sha: 'a'.repeat(40) }, head: { ref: 'feature', sha: 'b'.repeat(40) } } },
  }) as unknown as WorkflowEvent;

test("a pull request's page is kept where the payload gives a GitHub web address for it, and only then", () => {
  assert.equal(pullRequestOf(event('https://github.com/acme/bot/pull/7'))?.url, 'https://github.com/acme/bot/pull/7');
  assert.equal(pullRequestOf(event('https://ghe.example.com:8443/acme/bot/pull/7'))?.url, 'https://ghe.example.com:8443/acme/bot/pull/7');
  for (const bad of [undefined, 'http://github.com/acme/bot/pull/7', 'https://github.com/acme/bot/pull/7)', 'javascript:alert(1)', 42]) {
    assert.equal(pullRequestOf(event(bad))?.url, undefined, String(bad));
  }
});
