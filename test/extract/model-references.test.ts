import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { type CodeParsers } from '../../src/extract/code/grammars.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { extractFile } from '../../src/extract/extract.js';
import type { SourceFile } from '../../src/extract/snapshot.js';
import type { CodeLanguage } from '../../src/extract/source-kind.js';
import { codeRules, sdkModules } from '../../src/frameworks/registry.js';

let parsers: CodeParsers;
before(async () => {
  parsers = await loadCodeParsers();
});
const SDKS = sdkModules();
/** What the pipeline gives the code readers: the SDK modules and every framework's code rules. */
const CODE_OPTIONS = { sdkModules: SDKS, codeRules: codeRules() };
const models = (file: SourceFile): Array<[string, number]> => extractFile(file, parsers, CODE_OPTIONS).models.map((m) => [m.id, m.line]);
const code = (path: string, language: CodeLanguage, lines: string[]): SourceFile => ({ path, kind: { format: 'code', language }, content: { kind: 'text', text: lines.join('\n') } });
const config = (path: string, lines: string[]): SourceFile => ({ path, kind: { format: 'structured', promptFolder: false }, content: { kind: 'text', text: lines.join('\n') } });

describe('models named in code', () => {
  test('Python: model=, model_id=, model_name= as literals or module constants, in the order written', () => {
    const py = code('agent.py', 'python', [
      'from smolagents import CodeAgent, LiteLLMModel, InferenceClientModel', // 1
      'from anthropic import Anthropic',
      'from openai import OpenAI',
      'from langchain_openai import ChatOpenAI',
      'from agents import Agent', // 5
      'PLANNER = "gpt-4.1"',
      'model = LiteLLMModel(model_id="anthropic/claude-sonnet-4-5")',
      'hf = InferenceClientModel(model_id="Qwen/Qwen2.5-Coder-32B-Instruct")',
      'reply = Anthropic().messages.create(model="claude-opus-4-1", max_tokens=1024, messages=[])',
      'chat = OpenAI().chat.completions.create(', // 10
      '    model="gpt-4o",',
      '    messages=[{"role": "user", "content": task}],',
      ')',
      'llm = ChatOpenAI(model_name="gpt-4o-mini")',
      'planner = Agent(name="planner", model=PLANNER)', // 15
      'settings = {"model": "o3-mini", "temperature": 0}',
    ]);
    assert.deepEqual(models(py), [
      ['anthropic/claude-sonnet-4-5', 7],
      ['Qwen/Qwen2.5-Coder-32B-Instruct', 8],
      ['claude-opus-4-1', 9],
      ['gpt-4o', 11],
      ['gpt-4o-mini', 14],
      // A constant is named on the line that writes it.
      ['gpt-4.1', 6],
      ['o3-mini', 16],
    ]);
  });

  test('Python: not a computed id, not one of a list, not in a file that calls no model', () => {
    const py = [
      'from openai import OpenAI',
      'client = OpenAI()',
      'a = client.responses.create(model=os.environ["MODEL"], input=task)',
      'b = client.responses.create(model=f"gpt-{version}", input=task)',
      'c = client.responses.create(model=settings.model, input=task)',
      'config_list = [{"model": "gpt-4"}, {"model": "gpt-3.5-turbo"}]',
      'd = client.responses.create(model="a model with spaces", input=task)',
    ];
    assert.deepEqual(models(code('agent.py', 'python', py)), []);
    const plain = ['from transformers import pipeline', 'classify = pipeline("text-classification", model="distilbert-base-uncased")'];
    assert.deepEqual(models(code('classify.py', 'python', plain)), [], 'transformers is no LLM SDK: a pipeline model is not an agent\'s');
  });

  test('Python: the first argument of the calls that take the model first, by where they are imported from', () => {
    const py = code('agent.py', 'python', [
      'from pydantic_ai import Agent', // 1
      'from pydantic_ai.models.anthropic import AnthropicModel as Claude',
      'from langchain.chat_models import init_chat_model',
      'from langgraph.prebuilt import create_react_agent',
      'import smolagents as sa', // 5
      'from smolagents import InferenceClientModel',
      'FAST = "gpt-4o-mini"',
      'claims = Agent("openai:gpt-4o", instructions="Review insurance claims.")',
      'typed = Agent[Deps, str](',
      '    "anthropic:claude-sonnet-4-0",', // 10
      '    instructions="Summarise the claim.",',
      ')',
      'sonnet = Claude("claude-3-5-sonnet-latest")',
      'chat = init_chat_model("anthropic:claude-3-5-sonnet-latest")',
      'same = init_chat_model("claude-3-5-sonnet-latest", model_provider="anthropic")', // 15
      'fast = init_chat_model(FAST, temperature=0)',
      'lite = sa.LiteLLMModel("gpt-4o")',
      'hf = InferenceClientModel("Qwen/Qwen2.5-Coder-32B-Instruct")',
      'react = create_react_agent("openai:gpt-4.1", tools=[])',
      'keyword = init_chat_model(model="o3-mini")', // 20
      'unit_test = Agent("test")',
    ]);
    assert.deepEqual(models(py), [
      ['openai:gpt-4o', 8],
      ['anthropic:claude-sonnet-4-0', 10],
      ['claude-3-5-sonnet-latest', 13],
      ['anthropic:claude-3-5-sonnet-latest', 14],
      ['claude-3-5-sonnet-latest', 15],
      // A constant is named on the line that writes it.
      ['gpt-4o-mini', 7],
      ['gpt-4o', 17],
      ['Qwen/Qwen2.5-Coder-32B-Instruct', 18],
      ['openai:gpt-4.1', 19],
      ['o3-mini', 20],
      // pydantic-ai's TestModel ("test") calls no provider: no model.
    ]);
  });

  test('Python: a first argument is no model for any other callee', () => {
    const py = code('agent.py', 'python', [
      'from agents import Agent',
      'from langchain_openai import ChatOpenAI',
      'from .local import init_chat_model',
      'triage = Agent("triage", instructions="Route the question to billing or support.")',
      'llm = ChatOpenAI("gpt-4o")',
      'mine = init_chat_model("gpt-4o")',
      'print("gpt-4o")',
    ]);
    // The OpenAI Agents SDK's Agent takes its name first; ChatOpenAI, a pydantic model, takes model= only;
    // a function of the repository's own is not LangChain's.
    assert.deepEqual(models(py), []);
  });

  test('TypeScript: model and modelId properties, the AI SDK\'s providers, constants', () => {
    const ts = code('agent.ts', 'typescript', [
      "import OpenAI from 'openai';", // 1
      "import { generateText } from 'ai';",
      "import { openai, createOpenAI } from '@ai-sdk/openai';",
      "import { anthropic as claude } from '@ai-sdk/anthropic';",
      "export const FAST_MODEL = 'gpt-4o-mini';", // 5
      'const client = new OpenAI();',
      "const r = await client.chat.completions.create({ model: 'gpt-4o', messages });",
      "const a = await generateText({ model: openai('gpt-4.1'), prompt });",
      "const b = await generateText({ model: claude(\"claude-sonnet-4-5\"), prompt });",
      "const c = await generateText({ model: openai.chat(FAST_MODEL), prompt });", // 10
      'const groq = createOpenAI({ baseURL });',
      "const d = await generateText({ model: groq('llama-3.3-70b-versatile'), prompt });",
      "const e = { modelId: 'o3-mini' };",
      "const fallbacks = [{ model: 'gpt-3.5-turbo' }];",
      'const f = await generateText({ model: openai(process.env.MODEL!), prompt });', // 15
    ]);
    assert.deepEqual(models(ts), [
      ['gpt-4o', 7],
      ['gpt-4.1', 8],
      ['claude-sonnet-4-5', 9],
      ['gpt-4o-mini', 5],
      ['llama-3.3-70b-versatile', 12],
      ['o3-mini', 13],
    ]);
  });
  test("TypeScript: LangChain's initChatModel, as imported or renamed; no other callee's first argument", () => {
    const ts = code('agent.ts', 'typescript', [
      "import { initChatModel } from 'langchain/chat_models/universal';", // 1
      "import { initChatModel as init } from 'langchain';",
      "import { makeModel } from './models';",
      "const a = await initChatModel('gpt-4o', { temperature: 0 });",
      "const b = await init('anthropic:claude-3-5-sonnet-latest');", // 5
      "const c = await makeModel('gpt-4.1');",
      "console.log('gpt-4o-mini');",
    ]);
    assert.deepEqual(models(ts), [
      ['gpt-4o', 4],
      ['anthropic:claude-3-5-sonnet-latest', 5],
    ]);
  });
});

describe('models named in config', () => {
  test('SWE-agent: agent.model.name; a model_id key; not a list, not providers', () => {
    const swe = config('config/default.yaml', [
      'agent:', // 1
      '  templates:',
      '    system_template: You are a helpful assistant.',
      '  model:',
      '    name: claude-sonnet-4-20250514', // 5
      '    per_instance_cost_limit: 3',
      'summarizer:',
      '  model_id: gpt-4o-mini',
      'model_list:',
      '  - model_name: gpt-4o', // 10
      '    litellm_params:',
      '      model: openai/gpt-4o',
      'providers:',
      '  default:',
      '    model: gpt-4.1', // 15
    ]);
    assert.deepEqual(models(swe), [
      ['claude-sonnet-4-20250514', 5],
      ['gpt-4o-mini', 8],
    ]);
  });

  test('a promptfoo config compares models: none of them is an agent\'s', () => {
    const promptfoo = config('promptfooconfig.yaml', ['prompts: [prompts/system.txt]', 'defaultTest:', '  options:', '    model: gpt-4o', 'providers:', '  - openai:gpt-4o']);
    assert.deepEqual(models(promptfoo), []);
  });

  test('JSON: a model key, with its line', () => {
    assert.deepEqual(models(config('agent.json', ['{', '  "name": "triage",', '  "model": "claude-haiku-4-5"', '}'])), [['claude-haiku-4-5', 3]]);
  });
});
