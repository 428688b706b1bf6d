import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseConfigFile } from '../../src/config/config-file.js';
import { readSettings } from '../../src/config/config.js';
import { breakpointCount, DEFAULT_LAYOUT, formatCacheLayout, parseCacheLayout } from '../../src/frameworks/cache-layout.js';

describe('cache_breakpoints', () => {
  test('none, names separated by commas, or a list', () => {
    assert.deepEqual(parseCacheLayout('none'), []);
    assert.deepEqual(parseCacheLayout('system, last-message'), DEFAULT_LAYOUT);
    assert.deepEqual(parseCacheLayout(['system', 'after-history']), [{ at: 'system' }, { at: 'after-history' }]);
    assert.deepEqual(parseCacheLayout(['last-messages:2']), [{ at: 'last-messages', count: 2 }]);
    assert.equal(formatCacheLayout(parseCacheLayout('system,last-messages:3')), 'system, last-messages:3');
    assert.equal(formatCacheLayout([]), 'none');
  });

  test("at most Anthropic's 4 marks a request; each placement once; known names only", () => {
    assert.equal(breakpointCount(parseCacheLayout('system, last-messages:3')), 4);
    assert.throws(() => parseCacheLayout('system, last-messages:3, after-history'), /marks 5 blocks: Anthropic accepts at most 4 cache breakpoints a request/);
    assert.throws(() => parseCacheLayout('system, system'), /'system' is listed twice/);
    assert.throws(() => parseCacheLayout('tools'), /unknown cache breakpoint 'tools'/);
    assert.throws(() => parseCacheLayout('last-messages:0'), /unknown cache breakpoint 'last-messages:0'/);
    assert.throws(() => parseCacheLayout(3), /expected none or a list of cache breakpoints/);
  });

  test('an input or flag gives it as text, and says its own name when it is wrong', () => {
    assert.deepEqual(readSettings((name) => (name === 'cache-breakpoints' ? 'last-messages:2' : undefined), (n) => `input '${n}'`).cacheBreakpoints, [{ at: 'last-messages', count: 2 }]);
    assert.throws(() => readSettings((name) => (name === 'cache-breakpoints' ? 'everything' : undefined), (n) => `input '${n}'`), /input 'cache-breakpoints': unknown cache breakpoint 'everything'/);
  });
});

describe('cache_breakpoints in the config file', () => {
  test('top level and per agent, as a YAML list; a wrong one names file, line and key', () => {
    const config = parseConfigFile('cache_breakpoints: none\nagents:\n  - name: swe\n    cache_breakpoints: [last-messages:2]\n', '.ctxguard.yml');
    assert.deepEqual(config.cacheBreakpoints, []);
    assert.deepEqual(config.agents?.[0]?.cacheBreakpoints, [{ at: 'last-messages', count: 2 }]);
    assert.throws(() => parseConfigFile('steps: 5\ncache_breakpoints: [system, tools]\n', '.ctxguard.yml'), /^InputError: \.ctxguard\.yml:line 2, key 'cache_breakpoints': unknown cache breakpoint 'tools'/);
  });
});
