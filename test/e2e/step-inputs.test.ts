import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseActionMetadata, readActionMetadata } from '../../scripts/action-metadata.js';
import { stepInputs, TEST_TOKEN } from '../support/step-inputs.js';

const SMALL = parseActionMetadata(`name: x
description: An action.
inputs:
  token:
    description: The token.
    default: \${{ github.token }}
  steps:
    description: Steps.
runs:
  using: node24
  main: dist/index.js
`);

describe("the harness gives the action its inputs as GitHub's runner does", () => {
  test("a step with no with: gets exactly action.yml's defaults, the token expression evaluated", () => {
    assert.deepEqual(stepInputs(readActionMetadata(), {}), {
      inputs: { 'github-token': TEST_TOKEN, config: '.ctxguard.yml', comment: 'update', 'comment-key': 'ctxguard', 'comment-when-unchanged': 'false', cache: 'true', history: 'off', 'history-branch': 'ctxguard-history' },
      warnings: [],
    });
  });

  test("with: wins over a default; names are matched case-insensitively", () => {
    assert.deepEqual(stepInputs(SMALL, { token: 'ghs_other', Steps: '5' }), { inputs: { token: 'ghs_other', Steps: '5' }, warnings: [] });
  });

  test("an undeclared input is passed with the runner's warning, naming the valid ones", () => {
    assert.deepEqual(stepInputs(SMALL, { stepz: '5', foo: 'bar' }), {
      inputs: { token: TEST_TOKEN, stepz: '5', foo: 'bar' },
      warnings: ["Unexpected input(s) 'stepz', 'foo', valid inputs are ['token', 'steps']"],
    });
  });

  test('a default with an expression the harness cannot evaluate is an error, not a guess', () => {
    const action = parseActionMetadata('name: x\ndescription: y\ninputs:\n  ref:\n    description: z\n    default: ${{ github.ref }}\nruns:\n  using: node24\n  main: m.js\n');
    assert.throws(() => stepInputs(action, {}), /input 'ref': the harness cannot evaluate the default "\$\{\{ github\.ref \}\}"/);
  });
});
