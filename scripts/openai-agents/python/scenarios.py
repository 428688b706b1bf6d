"""The applications record.py runs: each with the edit that turns base into head and the model's
scripted answers (one per request, in the order the run sends them)."""

SUPPORT = '''from typing import Annotated, Literal, Optional

from agents import Agent, RunContextWrapper, function_tool, handoff

from prompts import BILLING_INSTRUCTIONS


@function_tool
def get_invoice(invoice_id: str, include_lines: bool = False) -> str:
    """Fetch an invoice with its line items and payment status.

    Args:
        invoice_id: Invoice id, for example INV-2041.
        include_lines: Whether to list each line item.
    """
    return f"Invoice {invoice_id}: 2 lines, paid on 2026-11-02, total 120.00 EUR"


@function_tool(name_override="issue_refund")
async def refund(ctx: RunContextWrapper, invoice_id: str, amount: float, reason: Literal["duplicate", "fraud", "requested_by_customer"], note: Optional[str] = None) -> str:
    """Refund part or all of a paid invoice.

    :param amount: Amount in the invoice currency.
    """
    return f"Refunded {amount} on {invoice_id}"


@function_tool
def list_payments(account_id: Annotated[str, "The customer's account id"], limit: int = 10) -> str:
    """List the payments made on an account, newest first."""
    return "no payments"


billing_agent = Agent(
    name="Billing agent",
    handoff_description="Handles refunds, invoices and failed payments.",
    instructions=BILLING_INSTRUCTIONS,
    tools=[get_invoice, refund],
)

history_tutor = Agent(
    name="History tutor",
    instructions="You answer one history question with the dates and the people involved.",
)

account_agent = Agent(
    name="Account agent",
    instructions="You help with account access. Send a reset link instead of asking for a password.",
)

triage_agent = Agent(
    name="Triage agent",
    instructions="Work out what the customer needs and hand off to the right specialist.",
    handoffs=[billing_agent, handoff(account_agent, tool_description_override="Send login and account problems here.")],
    tools=[history_tutor.as_tool(tool_name="history_tutor", tool_description="Answers one history question.")],
)
'''

PROMPTS = '''BILLING_INSTRUCTIONS = (
    "You are the billing specialist. Look up the invoice before answering, and refund only duplicate charges."
)
'''

FILES = {"support.py": SUPPORT, "prompts.py": PROMPTS}
BILLING_RUN = {
    "module": "support",
    "entry": "triage_agent",
    "task": "I was charged twice for invoice INV-2041, please refund the duplicate.",
    "script": [
        {"call": "transfer_to_billing_agent"},
        {"call": "get_invoice", "args": {"invoice_id": "INV-2041", "include_lines": False}},
        {"call": "issue_refund", "args": {"invoice_id": "INV-2041", "amount": 120, "reason": "duplicate", "note": None}},
        {"text": "I refunded the duplicate charge of 120.00 EUR on INV-2041."},
    ],
}
TUTOR_RUN = {
    "module": "support",
    "entry": "triage_agent",
    "task": "When was the Berlin Wall opened, and by whom?",
    "script": [
        {"call": "history_tutor", "args": {"input": "When was the Berlin Wall opened, and by whom?"}},
        {"text": "On 9 November 1989, after Günter Schabowski announced the new travel rules."},
        {"text": "The Berlin Wall opened on 9 November 1989."},
    ],
}


def edit(path: str, find: str, replace: str) -> list:
    return [{"path": path, "find": find, "replace": replace}]


SCENARIOS = [
    {
        "name": "instructions-constant", "about": "The billing agent's instructions, a constant in another file, grow by a sentence.",
        "files": FILES, **BILLING_RUN,
        "edits": edit("prompts.py", "refund only duplicate charges.", "refund only duplicate charges. Quote the invoice id and the amount in every answer, and say when the money will arrive."),
    },
    {
        "name": "tool-docstring", "about": "A tool's docstring grows: the SDK sends its first paragraph as the description.",
        "files": FILES, **BILLING_RUN,
        "edits": edit("support.py", "with its line items and payment status.", "with its line items, its payment status and the card it was paid with. Use it before any refund."),
    },
    {
        "name": "parameter-description", "about": "A parameter's description in the docstring's Args block grows.",
        "files": FILES, **BILLING_RUN,
        "edits": edit("support.py", "Invoice id, for example INV-2041.", "Invoice id as printed on the invoice, for example INV-2041; never a payment id."),
    },
    {
        "name": "sphinx-parameter", "about": "A :param: description of a sphinx-style docstring grows.",
        "files": FILES, **BILLING_RUN,
        "edits": edit("support.py", ":param amount: Amount in the invoice currency.", ":param amount: Amount in the invoice currency, never more than was paid."),
    },
    {
        "name": "tool-added", "about": "A tool the code already defines is added to the billing agent.",
        "files": FILES, **BILLING_RUN,
        "edits": edit("support.py", "tools=[get_invoice, refund],", "tools=[get_invoice, refund, list_payments],"),
    },
    {
        "name": "handoff-description", "about": "The billing agent's handoff description grows: the triage agent's transfer tool carries it.",
        "files": FILES, **BILLING_RUN,
        "edits": edit("support.py", '"Handles refunds, invoices and failed payments."', '"Handles refunds, invoices, failed payments and chargebacks. Not for questions about prices."'),
    },
    {
        "name": "handoff-override", "about": "A handoff's tool_description_override grows.",
        "files": FILES, **BILLING_RUN,
        "edits": edit("support.py", '"Send login and account problems here."', '"Send login, password reset and two-factor problems here, never billing ones."'),
    },
    {
        "name": "as-tool-description", "about": "An agent used as a tool: its tool_description grows; the tutor's own run is unchanged.",
        "files": FILES, **TUTOR_RUN,
        "edits": edit("support.py", '"Answers one history question."', '"Answers one history question with dates and names. Ask it one question at a time."'),
    },
]
