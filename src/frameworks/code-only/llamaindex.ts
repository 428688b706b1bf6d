import type { CodeFramework } from '../profile.js';

/** LlamaIndex: `FunctionTool.from_defaults(fn=...)` describes a tool by the function's docstring; `from_tools(context=...)` joins the system header. */
export const llamaindex: CodeFramework = {
  id: 'llamaindex',
  label: 'LlamaIndex',
  sdkModules: { python: ['llama_index'], javascript: ['llamaindex', '@llamaindex/*'] },
  code: {
    argumentRoles: [{ callee: /^from_tools$/, argument: 'context', role: 'system' }],
    python: { functionToolFactories: ['FunctionTool.from_defaults'] },
  },
};
