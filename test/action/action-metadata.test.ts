import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import Ajv from 'ajv';
import { ACTION_YML, parseActionMetadata, readActionMetadata } from '../../scripts/action-metadata.js';
import { readInputs } from '../../src/action/inputs.js';
import { OUTPUT_NAMES } from '../../src/action/outputs.js';
import { DEFAULT_CONFIG, SETTINGS } from '../../src/config/config.js';
import { REPO_ROOT } from '../support/action-runner.js';

const SCHEMA = join(REPO_ROOT, 'test/fixtures/schemas/github-action.json');

/** The names the action asks @actions/core for: readInputs asks for every one, set or not. */
function inputNamesRead(): string[] {
  const names: string[] = [];
  readInputs((name) => {
    names.push(name);
    return '';
  });
  return names;
}

const sorted = (names: Iterable<string>): string[] => [...names].sort();

describe('action.yml', () => {
  const text = readFileSync(ACTION_YML, 'utf8');
  const action = readActionMetadata();

  test('is strict YAML: no errors, no warnings, no duplicate keys', () => {
    assert.doesNotThrow(() => parseActionMetadata(text));
  });

  test("the strict parse refuses an unquoted ': ' in a value and a duplicate key, as the runner does", () => {
    const colon = text.replace('description: Path of the config file,', 'description: Config: path of the file,');
    assert.notEqual(colon, text);
    assert.throws(() => parseActionMetadata(colon), /Nested mappings are not allowed in compact mappings/);
    const duplicate = text.replace('  config:\n', '  comment:\n');
    assert.notEqual(duplicate, text);
    assert.throws(() => parseActionMetadata(duplicate), /Map keys must be unique/);
  });

  test("follows GitHub's metadata schema (SchemaStore's github-action.json)", () => {
    // ajv's strict mode judges how a schema is written (an if/then without `type`, a `required` name
    // defined only in a sibling branch), not what it accepts: SchemaStore's schema trips it, so it is off.
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA, 'utf8')));
    assert.equal(validate(action), true, JSON.stringify(validate.errors, null, 2));
    assert.equal(validate({ ...action, runs: { using: 'node22', main: 'dist/index.js' } }), false, 'the schema rejects a runtime GitHub lacks');
  });

  test('runs dist/index.js on node24', () => {
    assert.deepEqual(action.runs, { using: 'node24', main: 'dist/index.js' });
    assert.ok(existsSync(join(REPO_ROOT, action.runs.main)), `${action.runs.main} is missing: run npm run build`);
  });

  test('every input and output has a description', () => {
    for (const [kind, entries] of [['input', action.inputs], ['output', action.outputs]] as const) {
      for (const [name, entry] of Object.entries(entries)) {
        assert.equal(typeof entry.description, 'string', `${kind} ${name}`);
        assert.ok(entry.description.trim().length >= 20, `${kind} ${name} needs a real description`);
      }
    }
  });

  test('declares exactly the inputs the code reads', () => {
    const read = inputNamesRead();
    assert.equal(new Set(read).size, read.length, 'each name is read once');
    assert.deepEqual(sorted(Object.keys(action.inputs)), sorted(read));
    for (const spec of SETTINGS) assert.ok(read.includes(spec.inputName), spec.inputName);
  });

  test('declares exactly the outputs the code sets', () => {
    assert.deepEqual(Object.keys(action.outputs), [...OUTPUT_NAMES]);
  });

  test('outputs are set only through OUTPUT_NAMES: no output named in place in src/', () => {
    const files = readdirSync(join(REPO_ROOT, 'src'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.ts'));
    const named = files.filter((e) => /setOutput\(\s*['"`]/.test(readFileSync(join(e.parentPath, e.name), 'utf8')));
    assert.deepEqual(named.map((e) => e.name), []);
  });

  test('no setting the config file can set has a default: the runner would pass it, overriding the file', () => {
    const withDefault = Object.entries(action.inputs).filter(([, input]) => input.default !== undefined).map(([name]) => name);
    assert.deepEqual(sorted(withDefault), ['cache', 'comment', 'comment-key', 'comment-when-unchanged', 'config', 'github-token', 'history', 'history-branch']);
    for (const spec of SETTINGS) assert.equal(action.inputs[spec.inputName]?.default, undefined, spec.inputName);
  });

  test("the code's fallback for an input left empty is the declared default", () => {
    const empty = readInputs(() => '');
    for (const [name, input] of Object.entries(action.inputs)) {
      if (input.default === undefined || input.default.includes('${{')) continue;
      assert.deepEqual(readInputs((n) => (n === name ? input.default! : '')), empty, name);
    }
    assert.equal(action.inputs['github-token']?.default, '${{ github.token }}');
  });

  test("each setting's description states the code's default and the config file key it stands for", () => {
    for (const spec of SETTINGS) {
      const description = action.inputs[spec.inputName]!.description;
      assert.ok(description.includes(`the config file's \`${spec.fileKey}\``), `${spec.inputName}: name \`${spec.fileKey}\``);
      const fallback = DEFAULT_CONFIG[spec.key];
      if (['string', 'number', 'boolean'].includes(typeof fallback)) {
        assert.ok(description.includes(`Default ${String(fallback)}`), `${spec.inputName}: say "Default ${String(fallback)}"`);
      }
    }
  });
});
