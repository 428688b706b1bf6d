import type { CodeFramework } from '../profile.js';

/** Google's Agent Development Kit: an `LlmAgent`'s `instruction=`, and an output schema whose docstring is sent. */
export const googleAdk: CodeFramework = {
  id: 'google-adk',
  label: 'Google ADK',
  sdkModules: { python: ['google.adk'] },
  code: { promptArguments: { instruction: 'system' }, schemaArguments: ['output_schema'] },
};
