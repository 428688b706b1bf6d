import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { analyzeDiff } from '../../src/analyze/diff.js';
import type { Config } from '../../src/config/config.js';
import { findAgents } from '../../src/frameworks/find-agents.js';
import { cacheLayoutOf } from '../../src/frameworks/swe-agent.js';
import type { Report } from '../../src/report/report.js';
import { edited, fixtureTexts, repositoryUnits, snapshotOf } from '../support/repository-units.js';
import { o200kConfig } from '../support/o200k-config.js';
import { referenceCount as t } from '../support/reference-count.js';

const DEFAULT = 'config/default.yaml';
const V07 = 'config/sweagent_0_7/07.yaml';
const STRICT = 'config/strict_format.yaml';
const repo = fixtureTexts('swe-agent');

/** A key's text as SWE-agent loads the config. */
const valueAt = (yaml: string, key: string): string => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], parse(yaml)) as string;

function diff(head: Map<string, string>, path: string, config: Partial<Config> = {}): Report {
  return analyzeDiff({ base: snapshotOf('b', repo), head: snapshotOf('h', head), changes: [{ path, status: 'modified' }], config: o200kConfig(config) });
}
const runDelta = (report: Report): Record<string, number> => Object.fromEntries(report.scenarios.map((s) => [s.name, s.deltaRunTokens]));
/** Adds a line to a template's block in the config text. */
const addLine = (after: string, line: string) => (text: string): string => text.replace(after, `${after}\n${line}`);

describe('SWE-agent', () => {
  test('one agent per config file with agent.templates; last_n_observations becomes a window, cache_control the breakpoints', async () => {
    const agents = findAgents(await repositoryUnits(repo));
    assert.deepEqual(
      agents.map((a) => [a.name, a.framework, a.settings]),
      [
        // default.yaml's `cache_control` processor with `last_n_messages: 2` marks the last two user or tool messages.
        [`SWE-agent ${DEFAULT}`, 'SWE-agent', { cacheBreakpoints: [{ at: 'last-messages', count: 2 }] }],
        // No `cache_control` processor: nothing is marked, every request pays the plain input price.
        [`SWE-agent ${STRICT}`, 'SWE-agent', { cacheBreakpoints: [] }],
        // `last_n_observations` with n: 5 keeps the last 5 observations, older ones collapse to a marker.
        [`SWE-agent ${V07}`, 'SWE-agent', { cacheBreakpoints: [], policy: { type: 'window', keepLastSteps: 5, markerTokens: 10 } }],
      ],
    );
  });

  test('cache_control: last_n_messages as given, 2 when not, none at 0, at most Anthropic\'s 4', () => {
    const layout = (processor: Record<string, unknown>) => cacheLayoutOf({ agent: { history_processors: [{ type: 'last_n_observations', n: 3 }, processor] } });
    assert.deepEqual(layout({ type: 'cache_control' }), [{ at: 'last-messages', count: 2 }]);
    assert.deepEqual(layout({ type: 'cache_control', last_n_messages: 1 }), [{ at: 'last-messages', count: 1 }]);
    assert.deepEqual(layout({ type: 'cache_control', last_n_messages: 0 }), []);
    assert.deepEqual(layout({ type: 'cache_control', last_n_messages: 6 }), [{ at: 'last-messages', count: 4 }]);
    assert.deepEqual(layout({ type: 'remove_regex' }), []);
    assert.deepEqual(cacheLayoutOf(undefined), []);
  });

  test('each template is sent as agents.py sends it', async () => {
    const rendered = (as: unknown): unknown => ({ kind: 'rendered', as });
    const agents = findAgents(await repositoryUnits(repo));
    const sends = (name: string): Record<string, unknown> => Object.fromEntries(agents.find((a) => a.name === `SWE-agent ${name}`)!.sends);
    assert.deepEqual(sends(STRICT), {
      // The templates SWE-agent renders are priced through the rendered request, sent as agents.py sends them.
      [`${STRICT}#agent.templates.system_template`]: rendered({ kind: 'every-request' }),
      [`${STRICT}#agent.templates.instance_template`]: rendered({ kind: 'start' }),
      [`${STRICT}#agent.templates.strategy_template`]: rendered({ kind: 'start' }),
      [`${STRICT}#agent.templates.next_step_template`]: rendered({ kind: 'per-step' }),
      // In place of next_step_template for an observation past 100,000 characters (about 25,000 tokens).
      [`${STRICT}#agent.templates.next_step_truncated_observation_template`]: rendered({ kind: 'per-step', instead: { output: 'truncated', aboveTokens: 25_000 } }),
      [`${STRICT}#agent.templates.shell_check_error_template`]: { kind: 'on-failure' },
      [`${STRICT}#agent.templates.command_cancelled_timeout_template`]: { kind: 'on-failure', replayed: true },
      [`${STRICT}#agent.tools.format_error_template`]: { kind: 'on-failure' },
      [`${STRICT}#agent.tools.filter.blocklist_error_template`]: { kind: 'on-failure' },
    });
    assert.deepEqual(sends(V07)[`${V07}#agent.templates.demonstration_template`], { kind: 'start' });
    assert.deepEqual(sends(V07)[`${V07}#agent.templates.next_step_no_output_template`], rendered({ kind: 'per-step', instead: { output: 'empty' } }));
    assert.deepEqual(sends(DEFAULT)[`${DEFAULT}#agent.tools.registry_variables.SUBMIT_REVIEW_MESSAGES.0`], {
      kind: 'on-trigger',
      what: 'the tool that returns it runs (submit)',
    });
  });

  test('with put_demos_in_history the demonstration template is not sent', async () => {
    const head = edited(repo, V07, (text) => text.replace('    demonstrations:\n', '    put_demos_in_history: true\n    demonstrations:\n'));
    const agent = findAgents(await repositoryUnits(head)).find((a) => a.name === `SWE-agent ${V07}`)!;
    assert.deepEqual(agent.sends.get(`${V07}#agent.templates.demonstration_template`), { kind: 'never', reason: 'put_demos_in_history adds the demonstration without it' });
  });

  test('a config that does not load is still an agent, with full replay', async () => {
    const head = edited(repo, V07, (text) => text.replace('  history_processors:', '  history_processors: [\n'));
    const agents = findAgents(await repositoryUnits(head));
    assert.deepEqual(agents.map((a) => a.name).sort(), [`SWE-agent ${DEFAULT}`, `SWE-agent ${STRICT}`]);
  });

  test('next_step_template +17 tokens: 17 x (0+1+...+19) = 3,230 over a 20-step run', () => {
    const head = edited(repo, DEFAULT, addLine('      {{observation}}', '      (Output longer than 100 lines was cut; use head or tail to read more.)'));
    const key = 'agent.templates.next_step_template';
    assert.equal(t(valueAt(head.get(DEFAULT)!, key)) - t(valueAt(repo.get(DEFAULT)!, key)), 17);
    const report = diff(head, DEFAULT);
    // Step s's observation is in the 20 - s requests after it: 17 x 190 = 3,230 (not 17 x 20 = 340).
    // The wrapper adds to a message that is there anyway: no message overhead moves.
    assert.deepEqual(runDelta(report), { [`SWE-agent ${DEFAULT}`]: 3230, [`SWE-agent ${STRICT}`]: 0, [`SWE-agent ${V07}`]: 0 });
    assert.equal(report.totals.agent, `SWE-agent ${DEFAULT}`);
    assert.equal(report.totals.deltaRunTokens, 3230);
    // The same with 2 tool calls a step and 12 tokens of overhead a message: the wrapper is on the
    // step's first result, so the figure holds.
    assert.equal(diff(head, DEFAULT, { toolCallsPerStep: 2, messageOverhead: 12 }).totals.deltaRunTokens, 3230);
  });

  test("under 0.7's last_n_observations, an observation is paid only while it is among the last 5", () => {
    const head = edited(repo, V07, addLine('      {{observation}}', '      (Output longer than 100 lines was cut; use head or tail to read more.)'));
    const value = (texts: Map<string, string>): string => valueAt(texts.get(V07)!, 'agent.templates.next_step_template');
    const X = t(value(head)) - t(value(repo));
    assert.equal(X, 17);
    // Step s's observation is kept in the requests s+1 .. s+5 (fewer at the end of the run), then it
    // is a marker: steps 1-15 five requests each, steps 16-20 four, three, two, one, none: 85.
    // 17 x 85 = 1,445.
    assert.equal(diff(head, V07).totals.deltaRunTokens, 1445);
  });

  test('system and instance templates are paid on every request; failure templates once per failure', () => {
    const system = edited(repo, STRICT, addLine('      You are an autonomous programmer working in a shell. Reply with one discussion and one command.', '      Never run interactive programs.'));
    const S = t(valueAt(system.get(STRICT)!, 'agent.templates.system_template')) - t(valueAt(repo.get(STRICT)!, 'agent.templates.system_template'));
    assert.equal(S, 5);
    // 5 x 20 = 100.
    assert.equal(diff(system, STRICT).totals.deltaRunTokens, 100);

    const instance = edited(repo, STRICT, addLine('      {{problem_statement}}', '      Run the tests before you submit.'));
    const I = t(valueAt(instance.get(STRICT)!, 'agent.templates.instance_template')) - t(valueAt(repo.get(STRICT)!, 'agent.templates.instance_template'));
    assert.equal(I, 7);
    // Once at the start, replayed in all 20 requests: 7 x 20 = 140.
    assert.equal(diff(instance, STRICT).totals.deltaRunTokens, 140);

    const format = edited(repo, STRICT, addLine('      command(s) that you\'re going to run\n      ```', '      Do not write anything after the command.'));
    const F = t(valueAt(format.get(STRICT)!, 'agent.tools.format_error_template')) - t(valueAt(repo.get(STRICT)!, 'agent.tools.format_error_template'));
    assert.equal(F, 9);
    // No failures by default; with 3 a run, 3 requeries each send it once and drop it: 9 x 3 = 27.
    assert.equal(diff(format, STRICT).totals.deltaRunTokens, 0);
    assert.equal(diff(format, STRICT, { failuresPerRun: 3 }).totals.deltaRunTokens, 27);
  });
});
