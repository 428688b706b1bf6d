/** ctxguard's version, as package.json has it (a test holds the two together): what code scanning names the tool's run with. */
export const TOOL_VERSION = '0.1.0';
