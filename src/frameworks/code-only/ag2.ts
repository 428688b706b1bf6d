import type { CodeFramework } from '../profile.js';

/** AG2 (AutoGen): `@agent.register_for_llm(name=..., description=...)` makes a function a tool. */
export const ag2: CodeFramework = {
  id: 'ag2',
  label: 'AG2',
  sdkModules: { python: ['autogen', 'autogen_agentchat', 'ag2'] },
  code: { python: { toolDecorators: ['register_for_llm'], toolDescriptionArguments: ['description'] } },
};
