import type { ActionMetadata } from '../../scripts/action-metadata.js';

/** The token the harness hands the action; the tests check that it is never printed. */
export const TEST_TOKEN = 'ghs_testtoken1234567890';

export interface StepInputs {
  /** Input name -> value, for the INPUT_* variables. */
  inputs: Record<string, string>;
  /** What the runner prints before the step, as annotations. */
  warnings: string[];
}

/**
 * The inputs a runner gives a step: every `default:` of action.yml, then the workflow's `with:` over
 * them. A `with:` name that action.yml does not declare is still passed, with the runner's warning.
 */
export function stepInputs(action: ActionMetadata, given: Record<string, string>): StepInputs {
  const declared = Object.keys(action.inputs ?? {});
  const inputs: Record<string, string> = {};
  for (const [name, input] of Object.entries(action.inputs ?? {})) {
    if (input.default !== undefined) inputs[name] = evaluateDefault(name, input.default);
  }
  Object.assign(inputs, given);
  // Input names are case-insensitive to the runner.
  const unexpected = Object.keys(given).filter((name) => !declared.some((d) => d.toLowerCase() === name.toLowerCase()));
  const warnings = unexpected.length ? [`Unexpected input(s) '${unexpected.join("', '")}', valid inputs are ['${declared.join("', '")}']`] : [];
  return { inputs, warnings };
}

/** The runner evaluates expressions in defaults; the harness knows only the token's. */
function evaluateDefault(name: string, value: string): string {
  const evaluated = value.replace(/\$\{\{\s*github\.token\s*\}\}/g, TEST_TOKEN);
  if (evaluated.includes('${{')) throw new Error(`input '${name}': the harness cannot evaluate the default ${JSON.stringify(value)}`);
  return evaluated;
}
