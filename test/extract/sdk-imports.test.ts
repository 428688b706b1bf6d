import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { importsSdk, writesSdkName, type SdkModules } from '../../src/extract/code/sdk-imports.js';
import { sdkModules } from '../../src/frameworks/registry.js';
import { referenceImportsSdk } from '../support/reference-text-tests.js';

const MODULES = sdkModules();

/** The answer, the same as before the pre-test, and whether the pre-test let the file through. */
function read(text: string, language: 'python' | 'javascript', modules: SdkModules = MODULES): { imports: boolean; through: boolean } {
  const imports = importsSdk(text, language, modules);
  assert.equal(imports, referenceImportsSdk(text, language, modules), text);
  return { imports, through: writesSdkName(text, language, modules[language]) };
}

describe('importsSdk: the pre-test lets every import of an SDK through', () => {
  test('Python: a module composed from `from X import Y` needs only X written (google.genai)', () => {
    assert.deepEqual(read('from google import genai\n', 'python'), { imports: true, through: true });
    assert.deepEqual(read('from google import (\n    auth,\n    genai,\n)\n', 'python'), { imports: true, through: true });
    // Parentheses are taken out of the names, so the entry's last part need not be written.
    assert.deepEqual(read('from google import gen(ai)\n', 'python'), { imports: true, through: true });
    assert.deepEqual(read('import os,google.genai.types as t\n', 'python'), { imports: true, through: true });
    assert.deepEqual(read('from langchain_core.prompts import ChatPromptTemplate\n', 'python'), { imports: true, through: true });
  });

  test('Python: a prefix entry, and a part that is no word, which lets everything through', () => {
    assert.deepEqual(read('import langchainx\n', 'python', { python: ['langchain*'], javascript: [] }), { imports: true, through: true });
    assert.deepEqual(read('import os\n', 'python', { python: ['.relative'], javascript: [] }), { imports: false, through: true });
  });

  test('JavaScript: quoted specifiers, a path under a module, a scope prefix, require and import()', () => {
    assert.deepEqual(read('const OpenAI = require("openai");\n', 'javascript'), { imports: true, through: true });
    assert.deepEqual(read("import x from '@ai-sdk/openai';\n", 'javascript'), { imports: true, through: true });
    assert.deepEqual(read("import OpenAI from 'openai/index.mjs';\n", 'javascript'), { imports: true, through: true });
    assert.deepEqual(read("const a = await import('@openai/agents-core');\n", 'javascript'), { imports: true, through: true });
    assert.deepEqual(read("export * from 'ai';\n", 'javascript'), { imports: true, through: true });
    assert.deepEqual(read("require('x')\n", 'javascript', { python: [], javascript: ['*'] }), { imports: true, through: true });
  });

  test('most files write no entry and are not read further', () => {
    assert.deepEqual(read('import os\ngraphic = "graphics"  # googles\nimport googlex\n', 'python'), { imports: false, through: false });
    assert.deepEqual(read("import x from 'openai-compat';\nconst ai = require('aim');\n// openai\n", 'javascript'), { imports: false, through: false });
    // Written, but not imported: the full reading answers.
    assert.deepEqual(read('const s = `import OpenAI from "openai"`;\n', 'javascript'), { imports: false, through: true });
    assert.deepEqual(read('if TYPE_CHECKING:\n    import openai\n', 'python'), { imports: false, through: true });
  });
});
