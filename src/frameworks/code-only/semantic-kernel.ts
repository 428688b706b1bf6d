import type { CodeFramework } from '../profile.js';

/** Semantic Kernel: `@kernel_function(name=..., description=...)` makes a plugin's method a tool. */
export const semanticKernel: CodeFramework = {
  id: 'semantic-kernel',
  label: 'Semantic Kernel',
  sdkModules: { python: ['semantic_kernel'] },
  code: { python: { toolDecorators: ['kernel_function'], toolDescriptionArguments: ['description'] } },
};
