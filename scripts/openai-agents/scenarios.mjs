// The applications record.mjs runs, each with the edit that turns base into head and the model's
// scripted answers (one per request, in the order the run sends them).

const SUPPORT = `import { Agent, handoff, tool } from '@openai/agents';
import { z } from 'zod';
import { BILLING_INSTRUCTIONS } from './prompts.ts';

const getInvoice = tool({
  name: 'get_invoice',
  description: 'Fetch an invoice with its line items and payment status.',
  parameters: z.object({
    invoiceId: z.string().describe('Invoice id, for example INV-2041'),
    includeLines: z.boolean().optional().describe('Whether to list each line item'),
  }),
  execute: async ({ invoiceId }) => \`Invoice \${invoiceId}: 2 lines, paid on 2026-11-02, total 120.00 EUR\`,
});

const issueRefund = tool({
  name: 'issue_refund',
  description: 'Refund part or all of a paid invoice.',
  parameters: z.object({
    invoiceId: z.string(),
    amount: z.number().describe('Amount in the invoice currency'),
    reason: z.enum(['duplicate', 'fraud', 'requested_by_customer']),
    note: z.string().nullable(),
  }),
  execute: async ({ invoiceId, amount }) => \`Refunded \${amount} on \${invoiceId}\`,
});

const listPayments = tool({
  name: 'list_payments',
  description: 'List the payments made on an account, newest first.',
  parameters: z.object({ accountId: z.string(), limit: z.number().int().default(10) }),
  execute: async () => 'no payments',
});

export const billingAgent = new Agent({
  name: 'Billing agent',
  handoffDescription: 'Handles refunds, invoices and failed payments.',
  instructions: BILLING_INSTRUCTIONS,
  tools: [getInvoice, issueRefund],
});

export const historyTutor = new Agent({
  name: 'History tutor',
  instructions: 'You answer one history question with the dates and the people involved.',
});

export const accountAgent = new Agent({
  name: 'Account agent',
  instructions: 'You help with account access. Send a reset link instead of asking for a password.',
});

export const triageAgent = new Agent({
  name: 'Triage agent',
  instructions: 'Work out what the customer needs and hand off to the right specialist.',
  handoffs: [billingAgent, handoff(accountAgent, { toolDescriptionOverride: 'Send login and account problems here.' })],
  tools: [historyTutor.asTool({ toolName: 'history_tutor', toolDescription: 'Answers one history question.' })],
});
`;

const PROMPTS = `export const BILLING_INSTRUCTIONS =
  'You are the billing specialist. Look up the invoice before answering, and refund only duplicate charges.';
`;

const REPORT = `import { Agent } from '@openai/agents';
import { z } from 'zod';

export const summaryAgent = new Agent({
  name: 'Ticket summarizer',
  instructions: 'Summarize the support ticket for the next agent on shift.',
  outputType: z.object({
    summary: z.string().describe('Two sentences at most'),
    sentiment: z.enum(['positive', 'neutral', 'negative']),
    followUp: z.boolean().describe('Whether someone must call the customer back'),
  }),
});
`;

const FILES = { 'src/support.ts': SUPPORT, 'src/prompts.ts': PROMPTS };

/** Triage hands off to billing, which looks the invoice up, refunds it and answers. */
const BILLING_RUN = {
  entry: 'triageAgent',
  task: 'I was charged twice for invoice INV-2041, please refund the duplicate.',
  script: [
    { call: 'transfer_to_Billing_agent' },
    { call: 'get_invoice', args: { invoiceId: 'INV-2041', includeLines: null } },
    { call: 'issue_refund', args: { invoiceId: 'INV-2041', amount: 120, reason: 'duplicate', note: null } },
    { text: 'I refunded the duplicate charge of 120.00 EUR on INV-2041.' },
  ],
};

/** Triage asks the history tutor, as a tool, and answers with what it says. */
const TUTOR_RUN = {
  entry: 'triageAgent',
  task: 'When was the Berlin Wall opened, and by whom?',
  script: [
    { call: 'history_tutor', args: { input: 'When was the Berlin Wall opened, and by whom?' } },
    { text: 'On 9 November 1989, after Günter Schabowski announced the new travel rules.' },
    { text: 'The Berlin Wall opened on 9 November 1989.' },
  ],
};

const edit = (path, find, replace) => [{ path, find, replace }];

export const SCENARIOS = [
  {
    name: 'instructions-constant',
    about: "The billing agent's instructions, a constant in another file, grow by a sentence.",
    files: FILES, module: 'src/support.ts', ...BILLING_RUN,
    edits: edit('src/prompts.ts', 'refund only duplicate charges.', 'refund only duplicate charges. Quote the invoice id and the amount in every answer, and say when the money will arrive.'),
  },
  {
    name: 'tool-description',
    about: "A billing tool's description grows.",
    files: FILES, module: 'src/support.ts', ...BILLING_RUN,
    edits: edit('src/support.ts', 'with its line items and payment status.', 'with its line items, its payment status and the card it was paid with. Use it before any refund.'),
  },
  {
    name: 'parameter-description',
    about: "A tool parameter's .describe() grows.",
    files: FILES, module: 'src/support.ts', ...BILLING_RUN,
    edits: edit('src/support.ts', "'Invoice id, for example INV-2041'", "'Invoice id as printed on the invoice, for example INV-2041; never a payment id'"),
  },
  {
    name: 'parameter-added',
    about: 'A tool gains a parameter with a default and a description.',
    files: FILES, module: 'src/support.ts', ...BILLING_RUN,
    edits: edit('src/support.ts', "    note: z.string().nullable(),\n", "    note: z.string().nullable(),\n    notify: z.boolean().default(true).describe('Email the customer a receipt'),\n"),
  },
  {
    name: 'tool-added',
    about: 'A tool the code already defines is added to the billing agent.',
    files: FILES, module: 'src/support.ts', ...BILLING_RUN,
    edits: edit('src/support.ts', 'tools: [getInvoice, issueRefund],', 'tools: [getInvoice, issueRefund, listPayments],'),
  },
  {
    name: 'handoff-description',
    about: "The billing agent's handoff description grows: the triage agent's transfer tool carries it.",
    files: FILES, module: 'src/support.ts', ...BILLING_RUN,
    edits: edit('src/support.ts', "'Handles refunds, invoices and failed payments.'", "'Handles refunds, invoices, failed payments and chargebacks. Not for questions about prices.'"),
  },
  {
    name: 'handoff-override',
    about: "A handoff's toolDescriptionOverride grows.",
    files: FILES, module: 'src/support.ts', ...BILLING_RUN,
    edits: edit('src/support.ts', "'Send login and account problems here.'", "'Send login, password reset and two-factor problems here, never billing ones.'"),
  },
  {
    name: 'as-tool-description',
    about: "An agent used as a tool: its toolDescription grows; the tutor's own run is unchanged.",
    files: FILES, module: 'src/support.ts', ...TUTOR_RUN,
    edits: edit('src/support.ts', "'Answers one history question.'", "'Answers one history question with dates and names. Ask it one question at a time.'"),
  },
  {
    name: 'output-type',
    about: "A field of an agent's structured output grows its description.",
    files: { 'src/report.ts': REPORT }, module: 'src/report.ts', entry: 'summaryAgent',
    task: 'Ticket 7781: the customer cannot log in since the last update and is angry.',
    script: [{ text: '{"summary":"The customer cannot log in since the update.","sentiment":"negative","followUp":true}' }],
    edits: edit('src/report.ts', "'Two sentences at most'", "'Two sentences at most, naming the product and the error the customer saw'"),
  },
];
