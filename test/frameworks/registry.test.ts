import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import { type CodeParsers } from '../../src/extract/code/grammars.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { importedModules, isSdkModule } from '../../src/extract/code/sdk-imports.js';
import { extractUnits } from '../../src/extract/extract.js';
import type { SourceFile } from '../../src/extract/snapshot.js';
import type { CodeFramework, FrameworkProfile } from '../../src/frameworks/profile.js';
import { CODE_FRAMEWORKS, extractOptions, PROFILES, sdkModules } from '../../src/frameworks/registry.js';

let parsers: CodeParsers;
before(async () => {
  parsers = await loadCodeParsers();
});

const code = (path: string, text: string): SourceFile => ({
  path,
  kind: { format: 'code', language: path.endsWith('.py') ? 'python' : 'typescript' },
  content: { kind: 'text', text },
});
/** A profile that declares only its modules: the one way a framework's import is known. */
const acme: FrameworkProfile = { id: 'acme', label: 'Acme', sdkModules: { python: ['acme_agents'], javascript: ['@acme/*'] }, findAgents: () => [] };
const LONG = 'Read the ticket, find the failing service, and write a short report of what you found and why. '.repeat(3);

describe('one registry of SDK modules', () => {
  test('a file importing a module only a profile lists is read as talking to a model', () => {
    const py = code('support/triage.py', `from acme_agents import Agent\n\ndef brief():\n    return "${LONG}"\n`);
    const ts = code('web/triage.ts', `import { Agent } from '@acme/core';\nexport function brief() { return "${LONG}"; }\n`);
    for (const file of [py, ts]) {
      // A long text a function returns is a prompt only in a file that talks to a model.
      const withAcme = extractOptions([file], [acme]);
      assert.equal(withAcme.repositoryTalksToModel, true, file.path);
      assert.deepEqual(extractUnits(file, parsers, withAcme).map((u) => [u.key, u.role, u.text]), [['brief()', 'other', LONG]], file.path);
      const without = extractOptions([file], []);
      assert.equal(without.repositoryTalksToModel, false, file.path);
      assert.deepEqual(extractUnits(file, parsers, without), [], file.path);
    }
  });

  test('the generic SDKs are in the list whatever the profiles, once each', () => {
    const modules = sdkModules([acme, acme, ...PROFILES]);
    assert.ok(modules.python.includes('openai') && modules.python.includes('litellm') && modules.python.includes('google.genai'));
    assert.equal(modules.python.filter((m) => m === 'acme_agents').length, 1);
    assert.ok(isSdkModule('google.genai.types', 'python', modules));
    assert.ok(!isSdkModule('google.cloud', 'python', modules));
    assert.ok(isSdkModule('@openai/agents-core', 'javascript', modules));
    assert.ok(isSdkModule('@anthropic-ai/sdk/resources', 'javascript', modules));
    assert.ok(!isSdkModule('ai', 'python', modules), '`ai` is the Vercel AI SDK only in JavaScript');
  });

  test('code cannot be read without the list', () => {
    assert.throws(() => extractUnits(code('a.py', 'import os\n'), parsers, {}), /no SDK module list given to extract a\.py/);
  });
});

describe('the import reader behind every detector', () => {
  test('Python: from-imports with their names, import lists, not type-checking imports or docstrings', () => {
    const py = [
      '"""',
      'import anthropic',
      '"""',
      'import os, openai as oa',
      'from google import (',
      '    auth,',
      '    genai,',
      ')',
      'from typing import TYPE_CHECKING',
      'if TYPE_CHECKING:',
      '    import mcp',
      '',
      '    from smolagents import Tool',
      'def client():',
      '    import litellm  # lazy',
      '    return litellm',
    ].join('\n');
    assert.deepEqual(importedModules(py, 'python').sort(), ['google', 'google.auth', 'google.genai', 'litellm', 'openai', 'os', 'typing', 'typing.TYPE_CHECKING'].sort());
  });

  test('JavaScript: imports over several lines, re-exports, require and import(), not import type or template text', () => {
    const ts = [
      "import type { ChatCompletion } from 'openai';",
      'import {',
      '  generateText,',
      '  tool,',
      "} from 'ai';",
      "export * from '@ai-sdk/openai';",
      "import './polyfill';",
      "const { Anthropic } = require('@anthropic-ai/sdk');",
      "const m = await import('ollama');",
      'const EXAMPLE = `',
      "import OpenAI from 'openai';",
      '`;',
    ].join('\n');
    assert.deepEqual(importedModules(ts, 'javascript'), ['ai', '@ai-sdk/openai', './polyfill', '@anthropic-ai/sdk', 'ollama']);
  });
});

describe('the registry lists every framework module', () => {
  test('each profile or code-only framework a module under src/frameworks exports is registered, once', async () => {
    const root = new URL('../../src/frameworks/', import.meta.url);
    const modules = [
      ...readdirSync(root).filter((f) => f.endsWith('.ts')).map((f) => new URL(f, root)),
      ...readdirSync(new URL('code-only/', root)).filter((f) => f.endsWith('.ts')).map((f) => new URL(`code-only/${f}`, root)),
    ];
    const exported: Array<{ file: string; framework: CodeFramework }> = [];
    for (const url of modules) {
      for (const value of Object.values(await import(url.href))) {
        const framework = value as Partial<CodeFramework>;
        if (typeof framework === 'object' && framework !== null && typeof framework.id === 'string' && typeof framework.label === 'string' && ('sdkModules' in framework || 'findAgents' in framework)) {
          exported.push({ file: url.pathname.split('/src/frameworks/')[1]!, framework: framework as CodeFramework });
        }
      }
    }
    for (const { file, framework } of exported) {
      const list = 'findAgents' in framework ? PROFILES : CODE_FRAMEWORKS;
      assert.equal(list.filter((f) => f === framework).length, 1, `${file}: ${framework.id} is not registered in ${'findAgents' in framework ? 'PROFILES' : 'CODE_FRAMEWORKS'}`);
    }
    // And nothing is registered that no module exports.
    for (const f of [...PROFILES, ...CODE_FRAMEWORKS]) assert.ok(exported.some((e) => e.framework === f), f.id);
  });
});
