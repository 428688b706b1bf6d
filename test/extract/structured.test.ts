import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { mergeConfig } from '../../src/config/config.js';
import { extractUnits } from '../../src/extract/extract.js';
import type { SourceFile } from '../../src/extract/snapshot.js';
import { structuredExtraction } from '../../src/extract/structured.js';
import { referenceCount } from '../support/reference-count.js';

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/structured/${name}`, import.meta.url), 'utf8');
const structured = (path: string, text: string, promptFolder = false): SourceFile => ({ path, kind: { format: 'structured', promptFolder }, content: { kind: 'text', text } });

describe('structured prompt files', () => {
  test('a smolagents prompt collection: every string, keyed by its dotted path', () => {
    const units = extractUnits(structured('src/smolagents/prompts/code_agent.yaml', fixture('code_agent.yaml'), true));
    assert.deepEqual(units.map((u) => [u.key, u.role]), [
      ['system_prompt', 'system'],
      ['planning.initial_plan', 'system'],
      ['planning.update_plan_pre_messages', 'system'],
      ['managed_agent.task', 'system'],
      ['final_answer.pre_messages', 'system'],
    ]);
    const plan = units[1]!;
    assert.equal(plan.id, 'src/smolagents/prompts/code_agent.yaml#planning.initial_plan');
    assert.ok(plan.text.startsWith('You are a world expert') && plan.text.endsWith('{{task}}'), 'the parsed value, not the YAML');
    assert.deepEqual(plan.placeholders, ['task']);
    assert.deepEqual(plan.lines, [8, 12], 'from its key to its last line');
  });

  test('a SWE-agent config: only the prompt templates (short ones too), not the settings', () => {
    const units = extractUnits(structured('config/default.yaml', fixture('swe-agent.yaml')));
    assert.deepEqual(units.map((u) => [u.key, u.role]), [
      ['agent.templates.system_template', 'system'],
      ['agent.templates.instance_template', 'template'],
      ['agent.templates.next_step_template', 'template'],
    ]);
    assert.deepEqual(units[1]!.placeholders, ['working_dir', 'problem_statement']);
  });

  test('tool schemas in OpenAI, Anthropic and MCP shapes: one unit each, the JSON that is sent', () => {
    const units = extractUnits(structured('agent/tools.json', fixture('tools.json')));
    assert.deepEqual(units.map((u) => [u.key, u.role]), [
      ['tool:get_weather', 'tool-schema'],
      ['tool:read_file', 'tool-schema'],
      ['tool:search_issues', 'tool-schema'],
    ]);
    const sent = JSON.stringify(JSON.parse(fixture('tools.json')).anthropic[0]);
    assert.equal(units[1]!.text, sent);
  });

  test('Kubernetes templates and i18n strings are not prompts; the nearest key decides', () => {
    const k8s = 'apiVersion: apps/v1\nkind: Deployment\nspec:\n  template:\n    metadata:\n      annotations:\n        note: "Restart the pods when the config map changes, please."\n';
    assert.deepEqual(extractUnits(structured('deploy/app.yaml', k8s)), []);
    const nested = 'system_prompt:\n  model: gpt-4o\n  text: "You are a helpful assistant who answers briefly and well."\nprompts:\n  planner: "Plan the work in three steps, then stop and wait."\n';
    assert.deepEqual(extractUnits(structured('agent.yaml', nested)).map((u) => u.key), ['prompts.planner']);
  });

  test('Prompty: role sections, front matter left out', () => {
    const units = extractUnits({ path: 'chat.prompty', kind: { format: 'prompty' }, content: { kind: 'text', text: fixture('chat.prompty') } });
    assert.deepEqual(units.map((u) => [u.key, u.role, u.lines]), [
      ['system', 'system', [12, 13]],
      ['user', 'template', [16, 16]],
    ]);
    assert.equal(units[0]!.text, 'You are a support agent for Contoso. Be brief and polite.\nNever promise a delivery date.');
    assert.deepEqual(units[1]!.placeholders, ['question']);
  });

  test('reordered keys change nothing; a changed leaf is exact; a moved unit is reported as moved', () => {
    const text = fixture('code_agent.yaml');
    const reordered = text.split('\nplanning:')[1]!.split('\nmanaged_agent:')[0]!;
    const swapped = text.replace(`\nplanning:${reordered}`, '') + `planning:${reordered}\n`;
    const edited = swapped.replace('You are a world expert at analyzing a situation to derive facts', 'You are an expert who derives facts');
    const path = 'prompts/code_agent.yaml';
    const snap = (sha: string, files: SourceFile[]) => ({ ref: sha, sha, files });
    const config = mergeConfig({ model: 'gpt-4o' });
    const same = analyzeDiff({ base: snap('b', [structured(path, text, true)]), head: snap('h', [structured(path, swapped, true)]), changes: [{ path, status: 'modified' }], config });
    assert.equal(same.totals.deltaTokens, 0);
    const changed = analyzeDiff({ base: snap('b', [structured(path, text, true)]), head: snap('h', [structured(path, edited, true)]), changes: [{ path, status: 'modified' }], config });
    const before = extractUnits(structured(path, text, true))[1]!.text;
    const after = extractUnits(structured(path, edited, true)).find((u) => u.key === 'planning.initial_plan')!.text;
    assert.deepEqual(changed.files[0]!.units.filter((u) => u.deltaTokens !== 0).map((u) => [u.key, u.deltaTokens]), [['planning.initial_plan', referenceCount(after) - referenceCount(before)]]);
    const moved = analyzeDiff({
      base: snap('b', [structured(path, text, true)]),
      head: snap('h', [structured(path, text.replace(/final_answer:\n {2}pre_messages: [\s\S]*$/, ''), true), structured('prompts/final.yaml', text.slice(text.indexOf('final_answer:')), true)]),
      changes: [{ path, status: 'modified' }, { path: 'prompts/final.yaml', status: 'added' }],
      config,
    });
    assert.equal(moved.totals.deltaTokens, 0);
    const row = moved.files.find((f) => f.path === 'prompts/final.yaml')!;
    assert.deepEqual(row.units.map((u) => [u.key, u.deltaTokens, u.movedFrom]), [['final_answer.pre_messages', 0, `${path}#final_answer.pre_messages`]]);
  });
});

describe('structured files: what the real-history trial found', () => {
  test('YAML aliases and merge keys load the anchored text, where the program finds it', () => {
    const yaml = [
      'shared: &careful "You are a careful assistant. Check every claim twice."',
      'defaults: &defaults',
      '  system_prompt: "Answer in English unless the user writes in another language."',
      'planner:',
      '  system_prompt: *careful',
      'critic:',
      '  <<: *defaults',
      '  temperature: 0',
      'editor:',
      '  <<: *defaults',
      '  system_prompt: "Edit for clarity; keep the author\'s voice and every fact."',
      'reviewer:',
      '  <<: [*defaults]',
      'tool_text: &desc "Search the company wiki for pages that match the query."',
      'tools:',
      '  - name: wiki_search',
      '    description: *desc',
      '    input_schema: {type: object}',
      'loop: &loop',
      '  again: *loop',
    ].join('\n');
    assert.deepEqual(extractUnits(structured('config/agents.yaml', yaml)).map((u) => [u.key, u.text]), [
      ['defaults.system_prompt', 'Answer in English unless the user writes in another language.'],
      ['planner.system_prompt', 'You are a careful assistant. Check every claim twice.'],
      ['critic.system_prompt', 'Answer in English unless the user writes in another language.'],
      ['editor.system_prompt', "Edit for clarity; keep the author's voice and every fact."],
      ['reviewer.system_prompt', 'Answer in English unless the user writes in another language.'],
      ['tool:wiki_search', JSON.stringify({ name: 'wiki_search', description: 'Search the company wiki for pages that match the query.', input_schema: { type: 'object' } })],
    ]);
  });

  test('an error word does not veto a short key that ends in a prompt word; long written messages count', () => {
    const review = 'Before you submit, review your work:\n1. Re-run the reproduction script.\n2. Remove any scratch files you created.\n3. Make sure the change is the smallest one that fixes the issue, then submit again to confirm.';
    const yaml = [
      'tools:',
      '  format_error_template: "Your output was not formatted correctly. Use one command per reply."',
      '  error_message: "Something went wrong while parsing the tool call."',
      '  review_messages:',
      `    - ${JSON.stringify(review)}`,
      '  status_message: "Submitting your change now, please wait a little while."',
      'http_error_log_template_for_the_proxy_server: "{status} {path} failed after retries"',
    ].join('\n');
    assert.deepEqual(extractUnits(structured('config/default.yaml', yaml)).map((u) => [u.key, u.text.length]), [
      ['tools.format_error_template', 67],
      ['tools.review_messages.0', review.length],
    ]);
  });
});

test('in a prompt folder a setting is left out unless it is written text', () => {
  const yaml = 'model: gpt-4o\nformat: json\nslices:\n  format: "I MUST use one of these formats, and never both at once: Thought, Action, Observation."\n';
  assert.deepEqual(extractUnits(structured('prompts/en.yaml', yaml, true)).map((u) => u.key), ['slices.format']);
});

describe('YAML a loader refuses', () => {
  test('an alias that names no anchor (`- *.log`, meant as a glob) is not valid YAML: nothing outside a prompt folder, the whole file in one', () => {
    const text = 'system_prompt: You review diffs and list every bug you find.\nignore:\n  - *.log\n';
    assert.deepEqual(structuredExtraction('config/review.yaml', text, false), { units: [], models: [] });
    const inFolder = structuredExtraction('prompts/review.yaml', text, true);
    assert.deepEqual(inFolder.units.map((u) => [u.key, u.role, u.text]), [['', 'system', text]]);
  });
});
