import type { CodeCall } from '../extract/code/code-calls.js';
import { CodeWiring, Sends, uniqueNames } from './code-wiring.js';
import type { FoundAgent, FrameworkProfile, RepositoryUnits } from './profile.js';

const LABEL = 'MCP';

/** A server: FastMCP, the low-level `Server` of the Python SDK, `McpServer` or `Server` of the TypeScript SDK. */
function isServer(call: CodeCall): boolean {
  const module = call.module ?? '';
  const name = call.callee.split('.').at(-1);
  const sdk = module === 'mcp' || module.startsWith('mcp.') || module.startsWith('fastmcp') || module.startsWith('@modelcontextprotocol/');
  return sdk && (name === 'FastMCP' || name === 'Server' || name === 'McpServer');
}

/** `@mcp.tool()`, `server.tool(...)`, `server.registerTool(...)`, and `Tool(...)` of `mcp.types`. */
function isTool(call: CodeCall): boolean {
  return /\.(tool|registerTool)$/.test(call.callee) || (/(^|\.)Tool$/.test(call.callee) && /^(mcp|@modelcontextprotocol\/)/.test(call.module ?? call.callee));
}

/** `@mcp.prompt()`, `server.prompt(...)`, `server.registerPrompt(...)`. */
function isPrompt(call: CodeCall): boolean {
  return /\.(prompt|registerPrompt)$/.test(call.callee);
}

/** Folders that hold a server's entry point, not the server itself: its tools live beside them. */
const ENTRY_FOLDERS = new Set(['server', 'servers', 'src', 'lib']);

/** The folder a server's tools are looked for in: its file's, above `server/` or `src/`. */
export function serverScope(path: string): string {
  const parts = path.split('/').slice(0, -1);
  while (parts.length > 0 && ENTRY_FOLDERS.has(parts.at(-1)!)) parts.pop();
  return parts.join('/');
}

const within = (scope: string, path: string): boolean => scope === '' || path.startsWith(`${scope}/`);

/**
 * MCP servers written in the repository (docs/architecture.md, "Frameworks"; run model 8d): one
 * agent per server, `MCP server <name>`, standing for a host that has it connected. A host sends the
 * server's tools (names, descriptions, input schemas) with every request while connected, and may put
 * the server's `instructions` in its system prompt (every request); a prompt (`prompts/get`) is sent
 * only when the user invokes it. A tool belongs to the server nearest it (the longest shared folder).
 * Claude Code's default tool search defers the schemas and sends names and instructions only: not
 * modelled, since a host is any host.
 */
export const mcp: FrameworkProfile = {
  id: 'mcp',
  label: LABEL,
  sdkModules: { python: ['mcp', 'fastmcp'], javascript: ['@modelcontextprotocol/*'] },
  code: {
    // A prompt's description is listed for the user to pick, not sent with requests.
    argumentRoles: [{ callee: /^(registerPrompt|prompt)$/, argument: 'description', role: null }],
    // Servers, and their tool and prompt registrations, for `findAgents`.
    recordedCalls: ['FastMCP', 'McpServer', 'Server', 'Tool', 'tool', 'prompt', 'registerPrompt', 'registerTool'],
    // `@mcp.tool(description=...)` describes the tool in place of its docstring.
    python: { toolDecorators: ['tool'], toolDescriptionArguments: ['description'] },
    // `server.tool(name, description, schema, handler)` and `server.registerTool(name, {description, inputSchema}, handler)`.
    javascript: { positionalToolCalls: ['tool'], configuredToolCalls: ['registerTool'] },
  },
  findAgents(repository: RepositoryUnits): FoundAgent[] {
    const wiring = new CodeWiring(repository);
    const servers = uniqueNames(
      wiring.calls.filter(isServer).map((call) => ({
        call,
        path: call.path,
        scope: serverScope(call.path),
        name: call.args['0']?.text ?? call.args.name?.text ?? call.variable ?? 'server',
      })),
    );
    if (servers.length === 0) return [];
    // Each registration goes to the server with the deepest scope that holds it.
    const owner = (path: string): (typeof servers)[number] | undefined =>
      servers.filter((s) => within(s.scope, path)).sort((a, b) => b.scope.length - a.scope.length)[0];
    const sendsOf = new Map(servers.map((s) => [s, new Sends()]));
    for (const s of servers) sendsOf.get(s)!.add(wiring.textOf(s.call, s.call.args.instructions), { kind: 'every-request' });
    for (const call of wiring.calls) {
      const server = owner(call.path);
      if (!server) continue;
      const sends = sendsOf.get(server)!;
      if (isTool(call)) {
        // `@mcp.tool()` describes its function by the docstring, `tool:<name>` in the same file.
        const name = call.args.name?.text ?? call.args['0']?.text ?? call.variable;
        const described = name ? wiring.here(call.path, `tool:${name}`) : undefined;
        sends.add([...wiring.unitsOfCall(call), ...(described ? [described] : [])], { kind: 'every-request' });
      } else if (isPrompt(call)) {
        const name = call.args['0']?.text ?? call.args.name?.text ?? call.variable ?? 'prompt';
        const body = call.variable ? [...wiring.unitsUnder(call.path, `${call.variable}(`), ...wiring.unitsUnder(call.path, `${call.variable}.`)] : [];
        sends.add([...wiring.unitsOfCall(call), ...body], { kind: 'invoked', name });
      }
    }
    return servers.map((s) => ({ name: `MCP server ${s.unique}`, framework: LABEL, sends: sendsOf.get(s)!.map, settings: {} }));
  },
};
