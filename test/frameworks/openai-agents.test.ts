import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { mergeConfig } from '../../src/config/config.js';
import { type CodeParsers } from '../../src/extract/code/grammars.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { AGENTS_SDK_MAX_TURNS, openaiAgents } from '../../src/frameworks/openai-agents.js';
import { sendsByKey } from '../support/agent-sends.js';
import { edited, fixtureTexts, repositoryUnits, snapshotOf, type RepositoryTexts } from '../support/repository-units.js';
import { referenceCount as t } from '../support/reference-count.js';

let parsers: CodeParsers;
before(async () => {
  parsers = await loadCodeParsers();
});

/** Read by the rendering: priced through the agent's rendered request, sent on every request. */
const EVERY = { kind: 'rendered', as: { kind: 'every-request' } } as const;
const NEVER = { kind: 'never', reason: 'sent by the agents that hand off to this one' } as const;
const other = (agent: string) => ({ kind: 'other-agent', agent: `${agent} (OpenAI Agents SDK)` }) as const;

describe('OpenAI Agents SDK: agents found, their requests rendered', () => {
  test('Python: one agent per Agent(name=...); handoffs and as_tool wired as the SDK sends them', async () => {
    const agents = openaiAgents.findAgents(await repositoryUnits(fixtureTexts('openai-agents', ['support.py'])));
    assert.deepEqual(agents.map((a) => [a.name, a.settings.steps]), [
      ['spanish_agent (OpenAI Agents SDK)', 10],
      ['Billing agent (OpenAI Agents SDK)', 10],
      ['Refund agent (OpenAI Agents SDK)', 10],
      ['Triage agent (OpenAI Agents SDK)', 10],
    ]);
    const [spanish, billing, refund, triage] = agents;
    assert.deepEqual(sendsByKey(spanish), { 'Agent[spanish_agent](instructions)': EVERY, 'Agent[spanish_agent](handoff_description)': NEVER });
    assert.deepEqual(sendsByKey(billing), {
      'Agent[Billing agent](instructions)': EVERY,
      'Agent[Billing agent](handoff_description)': NEVER,
      'tool:get_order': EVERY,
    });
    assert.deepEqual(sendsByKey(refund), { 'Agent[Refund agent](instructions)': EVERY });
    // The triage agent sends a transfer tool per handoff (the target's handoff_description, or the
    // handoff's override) and the as_tool description; the targets' instructions are their own runs'.
    assert.deepEqual(sendsByKey(triage), {
      'Agent[Triage agent](instructions)': EVERY,
      'tool:translate_to_spanish': EVERY,
      'Agent[spanish_agent](instructions)': other('spanish_agent'),
      'Agent[Billing agent](handoff_description)': EVERY,
      'Agent[Billing agent](instructions)': other('Billing agent'),
      'handoff[refund_agent](tool_description_override)': EVERY,
      'Agent[Refund agent](instructions)': other('Refund agent'),
    });
    // Python names a transfer tool in lower case; the handoff's own description follows the SDK's sentence.
    const tools = JSON.parse(triage!.request!.find((p) => p.key === 'tools')!.text) as Array<{ name: string; description: string }>;
    assert.deepEqual(tools.map((tool) => [tool.name, tool.description]), [
      ['translate_to_spanish', "Translate the user's message to Spanish"],
      ['transfer_to_billing_agent', 'Handoff to the Billing agent agent to handle the request. Handles refunds, invoices and failed payments.'],
      ['transfer_to_refund_agent', 'Send refund requests to the refund specialist.'],
    ]);
  });

  test('TypeScript: new Agent, Agent.create, tool(), handoff() and asTool()', async () => {
    const agents = openaiAgents.findAgents(await repositoryUnits(fixtureTexts('openai-agents', ['support.ts'])));
    assert.deepEqual(agents.map((a) => a.name), ['Billing agent (OpenAI Agents SDK)', 'History tutor (OpenAI Agents SDK)', 'Account agent (OpenAI Agents SDK)', 'Triage agent (OpenAI Agents SDK)']);
    assert.deepEqual(sendsByKey(agents[0]), {
      'Agent[Billing agent](instructions)': EVERY,
      'Agent[Billing agent](handoffDescription)': NEVER,
      // The tool object's description and its parameter's .describe(), found through `tools: [getInvoice]`.
      'tool:get_invoice': EVERY,
      'getInvoice.invoiceId.describe': EVERY,
    });
    assert.deepEqual(sendsByKey(agents[3]), {
      'create[Triage agent](instructions)': EVERY,
      'tool:history_tutor': EVERY,
      'Agent[History tutor](instructions)': other('History tutor'),
      'Agent[Billing agent](handoffDescription)': EVERY,
      'Agent[Billing agent](instructions)': other('Billing agent'),
      'handoff[accountAgent](toolDescriptionOverride)': EVERY,
      'Agent[Account agent](instructions)': other('Account agent'),
    });
  });

  test("another framework's Agent is not the SDK's", async () => {
    const claims = { 'claims.py': 'from pydantic_ai import Agent\n\nagent = Agent("openai:gpt-4o", name="claims", instructions="You review insurance claims and flag fraud.")\n' };
    assert.deepEqual(openaiAgents.findAgents(await repositoryUnits(claims)), []);
  });
});

describe('OpenAI Agents SDK: a handoff priced through the diff', () => {
  const base = fixtureTexts('openai-agents', ['support.py']);
  const price = (head: RepositoryTexts) =>
    analyzeDiff({
      base: snapshotOf('b', base),
      head: snapshotOf('h', head),
      changes: [{ path: 'support.py', status: 'modified' }],
      config: mergeConfig({}),
      parsers,
    });
  const runDeltas = (report: ReturnType<typeof price>) => report.scenarios.map((s) => [s.name.replace(' (OpenAI Agents SDK)', ''), s.steps, s.deltaRunTokens]);

  test("an edit of the target's instructions changes only the target's run: X x 10 turns", () => {
    const before = 'You handle billing questions. Never reveal card numbers.';
    const after = `${before} Confirm the invoice number before you discuss a charge.`;
    const X = t(after) - t(before);
    assert.equal(X, 10);
    const report = price(edited(base, 'support.py', (text) => text.replace(before, after)));
    // Every model call of the billing agent sends its instructions: max_turns 10 -> 10 x 10 = 100.
    // The triage agent hands off to it and never sends them: 0.
    assert.equal(AGENTS_SDK_MAX_TURNS, 10);
    // The most affected agent first, then the others by name.
    assert.deepEqual(runDeltas(report), [
      ['Billing agent', 10, 100],
      ['Refund agent', 10, 0],
      ['spanish_agent', 10, 0],
      ['Triage agent', 10, 0],
    ]);
    assert.deepEqual([report.totals.agent, report.totals.deltaRunTokens], ['Billing agent (OpenAI Agents SDK)', 100]);
  });

  test("an edit of the target's handoff_description changes only the source's run: X x 10 turns", () => {
    const before = 'Handles refunds, invoices and failed payments.';
    const after = 'Handles refunds, invoices and failed payments, and answers questions about VAT on them.';
    const X = t(after) - t(before);
    assert.equal(X, 8);
    const report = price(edited(base, 'support.py', (text) => text.replace(before, after)));
    // The triage agent's transfer_to_billing_agent tool carries it on each of its 10 calls: 10 x 8 = 80.
    assert.deepEqual(runDeltas(report), [
      ['Triage agent', 10, 80],
      ['Billing agent', 10, 0],
      ['Refund agent', 10, 0],
      ['spanish_agent', 10, 0],
    ]);
    assert.deepEqual(report.files.map((f) => [f.path, f.agent, f.deltaRunTokens]), [['support.py', 'Triage agent (OpenAI Agents SDK)', 80]]);
  });
});

describe('OpenAI Agents SDK: the model each agent runs on', () => {
  const app = {
    'agents.py': [
      'from agents import Agent, OpenAIChatCompletionsModel',
      '',
      'triage = Agent(name="Triage", instructions="Route the customer to the right desk.")',
      'billing = Agent(name="Billing", instructions="Answer billing questions.", model="gpt-4.1")',
      'refunds = Agent(name="Refunds", instructions="Issue refunds.", model=OpenAIChatCompletionsModel(model="gpt-4o", openai_client=client))',
      'legal = Agent(name="Legal", instructions="Answer legal questions.", model=settings.LEGAL_MODEL)',
      '',
    ].join('\n'),
  };
  const models = (config: Parameters<typeof mergeConfig>[0]) => {
    const report = analyzeDiff({ base: snapshotOf('b', {}), head: snapshotOf('h', app), changes: [{ path: 'agents.py', status: 'added' }], config: mergeConfig(config), parsers });
    return Object.fromEntries(report.scenarios.filter((s) => s.framework === 'OpenAI Agents SDK').map((s) => [s.name.replace(' (OpenAI Agents SDK)', ''), s.model]));
  };

  test("the model= an Agent names, else the SDK's default model; a model the code does not spell is the configured one", () => {
    assert.deepEqual(models({}), { Triage: 'gpt-5.6-luna', Billing: 'gpt-4.1', Refunds: 'gpt-4o', Legal: 'claude-sonnet-4-5' });
  });

  test("a model the config sets wins over the SDK's default, not over the one an Agent names", () => {
    assert.deepEqual(models({ model: 'gpt-5.4' }), { Triage: 'gpt-5.4', Billing: 'gpt-4.1', Refunds: 'gpt-4o', Legal: 'gpt-5.4' });
  });
});

describe('OpenAI Agents SDK: what the rendering cannot read is still priced', () => {
  const app = {
    'support.py': [
      'from agents import Agent, FunctionTool, function_tool',
      '',
      'TRIAGE_PROMPT = "You are the front desk of Acme support. Work out what the customer needs before anything else."',
      'BILLING_HANDOFF = "Handles invoices, refunds and failed payments for every Acme plan."',
      '',
      'def lookup_order(order_id: str) -> str:',
      '    """Look up an order by its id and return its shipping status."""',
      '    return "shipped"',
      '',
      'custom = FunctionTool(name="escalate", description="Escalate the conversation to a human supervisor on call.", params_json_schema={}, on_invoke_tool=None)',
      '',
      'triage = Agent(',
      '    name="Triage",',
      '    instructions=TRIAGE_PROMPT + " Route the customer.",',
      '    tools=[custom, function_tool(lookup_order, name_override="order_status")],',
      '    handoffs=[Agent(name="Billing", instructions="You answer billing questions with the invoice at hand.", handoff_description=BILLING_HANDOFF), Agent(name="Refunds", instructions="You issue refunds after checking the order.")],',
      ')',
      '',
    ].join('\n'),
  };

  test('agents built on one line keep their own names; joined instructions, a constant handoff description and an unknown tool are priced', async () => {
    const agents = openaiAgents.findAgents(await repositoryUnits(app));
    assert.deepEqual(agents.map((a) => a.name).sort(), ['Billing (OpenAI Agents SDK)', 'Refunds (OpenAI Agents SDK)', 'Triage (OpenAI Agents SDK)']);
    const triage = agents.find((a) => a.name === 'Triage (OpenAI Agents SDK)')!;
    const sends = sendsByKey(triage);
    // `TRIAGE_PROMPT + "..."`: not read as its static part alone; both parts are priced on every request, as written.
    assert.deepEqual(sends.TRIAGE_PROMPT, { kind: 'every-request' });
    assert.deepEqual(sends['Agent[Triage](instructions)'], { kind: 'every-request' });
    assert.equal(triage.request!.find((p) => p.key === 'instructions'), undefined);
    // `function_tool(lookup_order, name_override=...)` is rendered; the handoff's description held in a constant is in the transfer tool.
    const tools = JSON.parse(triage.request!.find((p) => p.key === 'tools')!.text) as Array<{ name: string; description: string }>;
    assert.deepEqual(tools.map((t) => t.name), ['order_status', 'transfer_to_billing', 'transfer_to_refunds']);
    assert.equal(tools[1]!.description, 'Handoff to the Billing agent to handle the request. Handles invoices, refunds and failed payments for every Acme plan.');
    // A FunctionTool written by hand is not rendered: its description is priced as written.
    assert.deepEqual(sends['FunctionTool[escalate](description)'], { kind: 'every-request' });
    assert.deepEqual(triage.assumptions, [
      'the instructions of Triage are built at run time: priced as the text the code holds',
      'the tool FunctionTool(...) is not one ctxguard renders: priced by what the code holds of it',
    ]);
  });
});
