"""The recorded scenarios: small applications of smolagents, each with a prompt edit and a scripted run.

A scenario is a repository (`files`, at base), the `edits` that turn it into head, the module that
builds its agents (`module`), the agents to run (`entries`, module-level variables, each run with
`task` in a process of its own), and per agent variable the `scripts` of outputs the scripted provider
returns, in order. An agent that is only called by another (a managed agent) has a script too and
no entry. A `library` scenario's repository is smolagents itself: its edits may target the library's
files (paths as in the smolagents repository, `src/smolagents/...`), which must be among LIBRARY_FILES.

The application's files are written here as a user would write them: the model is a plain
`OpenAIServerModel(model_id=...)`; the harness swaps the OpenAI client underneath (scripted_model.py).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

# The library files that the fixtures keep a verbatim copy of (test/fixtures/recorded/smolagents/library/).
LIBRARY_FILES = [
    "src/smolagents/default_tools.py",
    "src/smolagents/memory.py",
    "src/smolagents/prompts/code_agent.yaml",
    "src/smolagents/prompts/structured_code_agent.yaml",
    "src/smolagents/prompts/toolcalling_agent.yaml",
    "src/smolagents/tools.py",
]


@dataclass
class Scenario:
    name: str
    about: str
    files: dict[str, str]
    edits: list[dict[str, str]]
    module: str
    entries: list[str]
    task: str
    scripts: dict[str, list[dict[str, Any]]]
    library: bool = False
    max_steps_reached: list[str] = field(default_factory=list)


# ---- scripted outputs -------------------------------------------------------------------------------


def code(thought: str, source: str) -> dict[str, Any]:
    """A CodeAgent action step: a Thought and a code block in the default tags."""
    return {"kind": "step", "content": f"Thought: {thought}\n<code>\n{source}\n</code>"}


def call(name: str, **arguments: Any) -> dict[str, Any]:
    """A ToolCallingAgent action step: one tool call, no text (as OpenAI returns a tool call)."""
    return {"kind": "step", "tool_call": {"name": name, "arguments": arguments}}


def initial_plan(text: str) -> dict[str, Any]:
    return {"kind": "initial-plan", "content": f"{text}\n\n<end_plan>"}


def update_plan(text: str) -> dict[str, Any]:
    return {"kind": "update-plan", "content": f"{text}\n\n<end_plan>"}


def answer(text: str) -> dict[str, Any]:
    """The reply to the final-answer request made when max_steps is reached."""
    return {"kind": "final-answer", "content": text}


# ---- the application ---------------------------------------------------------------------------------

ORDERS = '''ORDERS = {
    "A-1042": "Order A-1042: 1 x Brightwave Mill 60 espresso grinder. Shipped 2024-05-02 from Hamburg; delivery in Lisbon expected on 2024-05-06.",
    "A-1077": "Order A-1077: 3 x 1 kg Finca Alta beans. Packed on 2024-05-03; leaves the Porto depot on 2024-05-07 for delivery in Porto the next day.",
}
'''

LOOKUP_ORDER = '''@tool
def lookup_order(order_id: str) -> str:
    """Looks up an order in the shop's order system and returns what was ordered, where it is and when it should arrive.

    Args:
        order_id: The order number printed on the customer's receipt, for example "A-1042".
    """
    return ORDERS.get(order_id, f"No order with id {order_id}.")
'''

WEATHER_TOOL = '''class WeatherTool(Tool):
    name = "get_weather"
    description = "Gets today's weather for a city, to judge whether it may delay a delivery there."
    inputs = {"city": {"type": "string", "description": "Name of the city, in English."}}
    output_type = "string"

    def forward(self, city: str) -> str:
        forecasts = {
            "Lisbon": "Lisbon: heavy rain and strong wind, 14°C. Couriers report delays of up to one day.",
            "Porto": "Porto: sunny, 21°C. No delivery delays reported.",
        }
        return forecasts.get(city, f"{city}: no forecast available.")
'''

SHIPPING_QUOTE_TOOL = '''class ShippingQuoteTool(Tool):
    name = "quote_shipping"
    description = "Quotes the price and the delivery time of sending a parcel to a country with the shop's courier."
    inputs = {
        "country": {"type": "string", "description": "Destination country, in English."},
        "weight_kg": {"type": "number", "description": "Weight of the parcel in kilograms."},
    }
    output_type = "object"
    output_schema = {
        "type": "object",
        "properties": {
            "price_eur": {"type": "number", "description": "Price in euros, VAT included."},
            "days": {"type": "integer", "description": "Working days until delivery."},
        },
        "required": ["price_eur", "days"],
    }

    def forward(self, country: str, weight_kg: float) -> dict:
        days = 2 if country == "Portugal" else 4
        return {"price_eur": round(5.5 + 1.25 * weight_kg, 2), "days": days}
'''

LOOKUP_DESCRIPTION = "Looks up an order in the shop's order system and returns what was ordered, where it is and when it should arrive."
WEATHER_DESCRIPTION = "Gets today's weather for a city, to judge whether it may delay a delivery there."

ONE_ORDER_TASK = "A customer asks: where is my order A-1042, and could today's weather delay it?"
TWO_ORDERS_TASK = (
    "A customer has two orders, A-1042 and A-1077. For each one, tell them where it is and whether "
    "today's weather at its destination could delay it."
)
TWO_ORDERS_NO_WEATHER_TASK = "A customer asks about orders A-1042 and A-1077: where is each one, and when will it arrive?"


def module(imports: str, *blocks: str) -> str:
    return imports + "\n\n" + "\n\n".join(block.rstrip("\n") + "\n" for block in blocks)


def agent_file(imports: str, construction: str, *, weather: bool = True, extra: tuple[str, ...] = ()) -> str:
    blocks = [ORDERS, LOOKUP_ORDER] + ([WEATHER_TOOL] if weather else []) + list(extra) + [construction]
    return module(imports, *blocks)


CODE_IMPORTS = "from smolagents import CodeAgent, OpenAIServerModel, Tool, tool\n"

# ---- scripts shared by scenarios ---------------------------------------------------------------------

LOOK_UP_1042 = code(
    "I will look up order A-1042 to find where it is.",
    'order = lookup_order(order_id="A-1042")\nprint(order)',
)
WEATHER_LISBON = code(
    "The order is due in Lisbon. I will check today's weather there.",
    'weather = get_weather(city="Lisbon")\nprint(weather)',
)
LOOK_UP_1077 = code(
    "Now the second order, A-1077.",
    'order = lookup_order(order_id="A-1077")\nprint(order)',
)
WEATHER_PORTO = code(
    "Order A-1077 is delivered in Porto. I will check the weather there.",
    'weather = get_weather(city="Porto")\nprint(weather)',
)
FINAL_ONE_ORDER = code(
    "I have everything I need to answer.",
    'final_answer("Your order A-1042 (a Brightwave Mill 60 grinder) left Hamburg on 2024-05-02 and is due in Lisbon on '
    '2024-05-06. Heavy rain in Lisbon today may delay it by up to one day.")',
)
FINAL_TWO_ORDERS = code(
    "I have both orders and the weather at both destinations.",
    'final_answer("A-1042 is due in Lisbon on 2024-05-06, but heavy rain there may delay it by a day. '
    'A-1077 leaves the Porto depot on 2024-05-07 and should arrive the next day; the weather in Porto is fine.")',
)
FINAL_TWO_ORDERS_NO_WEATHER = code(
    "I have both orders.",
    'final_answer("A-1042 is due in Lisbon on 2024-05-06. A-1077 leaves the Porto depot on 2024-05-07 and should arrive the next day.")',
)

PLAN_ONE_ORDER = (
    "## 1. Facts survey\n### 1.1. Facts given in the task\n- The order number is A-1042.\n"
    "### 1.2. Facts to look up\n- Where the order is and where it is delivered (lookup_order).\n"
    "- Today's weather at the destination (get_weather).\n### 1.3. Facts to derive\n"
    "- Whether the weather could delay the delivery.\n\n"
    "## 2. Plan\n1. Look up order A-1042.\n2. Get the weather at its destination.\n3. Answer the customer."
)
PLAN_TWO_ORDERS = (
    "## 1. Facts survey\n### 1.1. Facts given in the task\n- The orders are A-1042 and A-1077.\n"
    "### 1.2. Facts to look up\n- Each order's status and destination (lookup_order).\n"
    "- Today's weather at each destination (get_weather).\n### 1.3. Facts to derive\n"
    "- Whether the weather could delay either delivery.\n\n"
    "## 2. Plan\n1. Look up A-1042, then the weather at its destination.\n"
    "2. Look up A-1077, then the weather at its destination.\n3. Answer the customer."
)
UPDATE_AFTER_1042 = (
    "## 1. Updated facts survey\n### 1.1. Facts given in the task\n- Orders A-1042 and A-1077.\n"
    "### 1.2. Facts that we have learned\n- A-1042 is due in Lisbon on 2024-05-06; heavy rain there may delay it.\n"
    "### 1.3. Facts still to look up\n- Order A-1077 and the weather at its destination.\n"
    "### 1.4. Facts still to derive\n- Whether A-1077 could be delayed.\n\n"
    "## 2. Plan\n### 2. 1. Look up A-1077.\n### 2. 2. Check the weather at its destination.\n### 2. 3. Answer."
)
UPDATE_AFTER_BOTH = (
    "## 1. Updated facts survey\n### 1.1. Facts given in the task\n- Orders A-1042 and A-1077.\n"
    "### 1.2. Facts that we have learned\n- A-1042: due in Lisbon on 2024-05-06, rain may delay it a day.\n"
    "- A-1077: arrives in Porto on 2024-05-08, no delays.\n### 1.3. Facts still to look up\n- None.\n"
    "### 1.4. Facts still to derive\n- None.\n\n## 2. Plan\n### 2. 1. Answer the customer."
)

# ---- app YAMLs, derived from the pinned library's own -----------------------------------------------


def _library_text(smolagents_src: str, name: str) -> str:
    with open(os.path.join(smolagents_src, "smolagents", "prompts", name), encoding="utf-8") as f:
        return f.read()


def _replace_once(text: str, find: str, replace: str) -> str:
    if text.count(find) != 1:
        raise ValueError(f"expected exactly one {find[:60]!r} in the library's prompt file")
    return text.replace(find, replace)


def support_code_yaml(smolagents_src: str) -> str:
    """The application's CodeAgent prompts: the library's code_agent.yaml with its own first paragraph."""
    return _replace_once(
        _library_text(smolagents_src, "code_agent.yaml"),
        "  You are an expert assistant who can solve any task using code blobs. You will be given a task to solve as best you can.\n"
        "  To do so, you have been given access to a list of tools: these tools are basically Python functions which you can call with code.\n"
        "  To solve the task, you must plan forward to proceed in a series of steps, in a cycle of Thought, Code, and Observation sequences.\n",
        "  You are the customer support assistant of Brightwave Coffee Supplies, an online shop for coffee equipment and beans.\n"
        "  You answer customers' questions about their orders by writing Python code that calls the shop's tools, which are Python functions.\n"
        "  Work step by step, in a cycle of Thought, Code, and Observation sequences, until you can answer the customer.\n",
    )


def support_toolcalling_yaml(smolagents_src: str) -> str:
    """The application's ToolCallingAgent prompts: the library's toolcalling_agent.yaml with its own first paragraph."""
    return _replace_once(
        _library_text(smolagents_src, "toolcalling_agent.yaml"),
        "  You are an expert assistant who can solve any task using tool calls. You will be given a task to solve as best you can.\n"
        "  To do so, you have been given access to some tools.\n",
        "  You are the order desk of Brightwave Coffee Supplies. You answer customers' questions about their orders with tool calls.\n"
        "  To do so, you have been given access to the shop's tools.\n",
    )


# ---- the scenarios -------------------------------------------------------------------------------------


def scenarios(smolagents_src: str) -> list[Scenario]:
    support_yaml = support_code_yaml(smolagents_src)
    default_agent = agent_file(
        CODE_IMPORTS,
        "agent = CodeAgent(\n"
        "    tools=[lookup_order, WeatherTool()],\n"
        '    model=OpenAIServerModel(model_id="gpt-4o"),\n'
        "    max_steps=5,\n"
        ")\n",
    )
    one_order_code_run = {"agent": [LOOK_UP_1042, WEATHER_LISBON, FINAL_ONE_ORDER]}

    result = [
        Scenario(
            name="code-agent-tool-docstring",
            about="A sentence is added to an @tool function's docstring description; smolagents renders it into the CodeAgent's system prompt with Tool.to_code_prompt, so every step request changes.",
            files={"support/agent.py": default_agent},
            edits=[
                {
                    "path": "support/agent.py",
                    "find": LOOKUP_DESCRIPTION,
                    "replace": LOOKUP_DESCRIPTION + " Use it before answering any question about a specific order.",
                }
            ],
            module="support/agent.py",
            entries=["agent"],
            task=ONE_ORDER_TASK,
            scripts=one_order_code_run,
        ),
        Scenario(
            name="code-agent-argument-descriptions",
            about="The Args: description of an @tool function's argument and the inputs description of a Tool subclass are edited; both are rendered under Args: in the CodeAgent's system prompt.",
            files={"support/agent.py": default_agent},
            edits=[
                {
                    "path": "support/agent.py",
                    "find": 'order_id: The order number printed on the customer\'s receipt, for example "A-1042".',
                    "replace": 'order_id: The order number printed on the customer\'s receipt or in the confirmation email, for example "A-1042". Letters are upper case.',
                },
                {
                    "path": "support/agent.py",
                    "find": '"description": "Name of the city, in English."',
                    "replace": '"description": "Name of the city, in English, without the country (for example \\"Lisbon\\")."',
                },
            ],
            module="support/agent.py",
            entries=["agent"],
            task=ONE_ORDER_TASK,
            scripts=one_order_code_run,
        ),
        Scenario(
            name="code-agent-planning",
            about="A Tool subclass's description is edited in a CodeAgent with planning_interval=2; the tool is rendered in the system prompt of every step and in the initial_plan and update_plan_post_messages templates of the planning calls.",
            files={
                "support/agent.py": agent_file(
                    CODE_IMPORTS,
                    "agent = CodeAgent(\n"
                    "    tools=[lookup_order, WeatherTool()],\n"
                    '    model=OpenAIServerModel(model_id="gpt-4o"),\n'
                    "    planning_interval=2,\n"
                    "    max_steps=8,\n"
                    ")\n",
                )
            },
            edits=[
                {
                    "path": "support/agent.py",
                    "find": WEATHER_DESCRIPTION,
                    "replace": "Gets today's weather for a city, to judge whether it may delay a delivery there. Only cities in Portugal and Spain are covered.",
                }
            ],
            module="support/agent.py",
            entries=["agent"],
            task=TWO_ORDERS_TASK,
            scripts={
                "agent": [
                    initial_plan(PLAN_TWO_ORDERS),
                    LOOK_UP_1042,
                    WEATHER_LISBON,
                    update_plan(UPDATE_AFTER_1042),
                    LOOK_UP_1077,
                    WEATHER_PORTO,
                    update_plan(UPDATE_AFTER_BOTH),
                    FINAL_TWO_ORDERS,
                ]
            },
        ),
        Scenario(
            name="code-agent-output-schema",
            about="The description of a Tool subclass with an output_schema is edited; Tool.to_code_prompt renders it with its has_schema branch (the structured-output note and the Returns: schema) into the CodeAgent's system prompt.",
            files={
                "support/agent.py": agent_file(
                    CODE_IMPORTS,
                    "agent = CodeAgent(\n"
                    "    tools=[lookup_order, WeatherTool(), ShippingQuoteTool()],\n"
                    '    model=OpenAIServerModel(model_id="gpt-4o"),\n'
                    "    max_steps=5,\n"
                    ")\n",
                    extra=(SHIPPING_QUOTE_TOOL,),
                )
            },
            edits=[
                {
                    "path": "support/agent.py",
                    "find": "Quotes the price and the delivery time of sending a parcel to a country with the shop's courier.",
                    "replace": "Quotes the price and the delivery time of sending a parcel to a country with the shop's courier. Prices are for parcels up to 30 kg.",
                }
            ],
            module="support/agent.py",
            entries=["agent"],
            task="Order A-1042 came back damaged. Find out what it was, then quote reshipping a 4.5 kg parcel to Portugal.",
            scripts={
                "agent": [
                    LOOK_UP_1042,
                    code(
                        "It was a grinder. quote_shipping returns structured output, so I can read its fields directly.",
                        'quote = quote_shipping(country="Portugal", weight_kg=4.5)\nprint(quote["price_eur"], quote["days"])',
                    ),
                    code(
                        "I can answer now.",
                        'final_answer(f"Order A-1042 was a Brightwave Mill 60 grinder. Reshipping 4.5 kg to Portugal costs '
                        '{quote[\'price_eur\']} EUR and takes {quote[\'days\']} working days.")',
                    ),
                ]
            },
        ),
        Scenario(
            name="tool-calling-agent",
            about="A sentence is added to an @tool function's docstring description used by a ToolCallingAgent; it reaches the system prompt (Tool.to_tool_calling_prompt) and the tool's JSON schema in the request's tools.",
            files={
                "support/agent.py": agent_file(
                    "from smolagents import OpenAIServerModel, Tool, ToolCallingAgent, tool\n",
                    "agent = ToolCallingAgent(\n"
                    "    tools=[lookup_order, WeatherTool()],\n"
                    '    model=OpenAIServerModel(model_id="gpt-4o"),\n'
                    "    max_steps=5,\n"
                    ")\n",
                )
            },
            edits=[
                {
                    "path": "support/agent.py",
                    "find": LOOKUP_DESCRIPTION,
                    "replace": LOOKUP_DESCRIPTION + " Use it before answering any question about a specific order.",
                }
            ],
            module="support/agent.py",
            entries=["agent"],
            task=ONE_ORDER_TASK,
            scripts={
                "agent": [
                    call("lookup_order", order_id="A-1042"),
                    call("get_weather", city="Lisbon"),
                    call(
                        "final_answer",
                        answer="Your order A-1042 is due in Lisbon on 2024-05-06. Heavy rain in Lisbon today may delay it by up to one day.",
                    ),
                ]
            },
        ),
        Scenario(
            name="managed-agent",
            about="The description of a ToolCallingAgent managed by a CodeAgent is edited; the manager renders it in its system prompt and its planning prompts, while the managed agent's own requests do not contain it.",
            files={
                "support/agent.py": module(
                    "from smolagents import CodeAgent, OpenAIServerModel, Tool, ToolCallingAgent, tool\n",
                    ORDERS,
                    LOOKUP_ORDER,
                    WEATHER_TOOL,
                    "researcher = ToolCallingAgent(\n"
                    "    tools=[WeatherTool()],\n"
                    '    model=OpenAIServerModel(model_id="gpt-4o-mini"),\n'
                    '    name="researcher",\n'
                    '    description="Checks delivery conditions at a destination, such as today\'s weather. Give it the city and what you need to know.",\n'
                    "    max_steps=4,\n"
                    ")\n\n"
                    "manager = CodeAgent(\n"
                    "    tools=[lookup_order],\n"
                    '    model=OpenAIServerModel(model_id="gpt-4o"),\n'
                    "    managed_agents=[researcher],\n"
                    "    planning_interval=3,\n"
                    "    max_steps=6,\n"
                    ")\n",
                )
            },
            edits=[
                {
                    "path": "support/agent.py",
                    "find": "Give it the city and what you need to know.",
                    "replace": "Give it the city, the delivery date and what you need to know; it answers in a short report.",
                }
            ],
            module="support/agent.py",
            entries=["manager"],
            task=TWO_ORDERS_TASK,
            scripts={
                "manager": [
                    initial_plan(
                        "## 1. Facts survey\n### 1.1. Facts given in the task\n- Orders A-1042 and A-1077.\n"
                        "### 1.2. Facts to look up\n- Each order's status and destination (lookup_order).\n"
                        "- Delivery conditions at the destinations (researcher).\n### 1.3. Facts to derive\n"
                        "- Whether either delivery could be delayed.\n\n## 2. Plan\n1. Look up A-1042.\n"
                        "2. Ask the researcher about the weather at its destination.\n3. Look up A-1077.\n4. Answer."
                    ),
                    LOOK_UP_1042,
                    code(
                        "The order is due in Lisbon. I will ask the researcher about delivery conditions there.",
                        'report = researcher(task="Check today\'s weather in Lisbon and tell me whether it could delay a parcel due there on 2024-05-06.")\nprint(report)',
                    ),
                    LOOK_UP_1077,
                    update_plan(
                        "## 1. Updated facts survey\n### 1.1. Facts given in the task\n- Orders A-1042 and A-1077.\n"
                        "### 1.2. Facts that we have learned\n- A-1042: due in Lisbon on 2024-05-06; rain may delay it a day.\n"
                        "- A-1077: arrives in Porto on 2024-05-08.\n### 1.3. Facts still to look up\n- None.\n"
                        "### 1.4. Facts still to derive\n- None.\n\n## 2. Plan\n### 2. 1. Answer the customer."
                    ),
                    code(
                        "I have what I need.",
                        'final_answer("A-1042 is due in Lisbon on 2024-05-06, but heavy rain there may delay it by a day. '
                        'A-1077 leaves the Porto depot on 2024-05-07 and should arrive the next day.")',
                    ),
                ],
                "researcher": [
                    call("get_weather", city="Lisbon"),
                    call(
                        "final_answer",
                        answer="### 1. Task outcome (short version):\nHeavy rain in Lisbon today; the parcel may be up to one day late.\n"
                        "### 2. Task outcome (extremely detailed version):\nLisbon has heavy rain and strong wind (14°C) today, and couriers "
                        "report delays of up to one day, so a parcel due on 2024-05-06 may arrive on 2024-05-07.\n"
                        "### 3. Additional context (if relevant):\nThe forecast is for today only.",
                    ),
                ],
            },
        ),
        Scenario(
            name="custom-templates-system-prompt",
            about="A rule is added to the system_prompt of the application's own prompt_templates YAML (a copy of the library's code_agent.yaml with its own first paragraph), which the CodeAgent sends as the system message of every step.",
            files={
                "prompts/support.yaml": support_yaml,
                "support/agent.py": agent_file(
                    "import yaml\n\n" + CODE_IMPORTS + '\nPROMPTS_PATH = "prompts/support.yaml"\n',
                    "with open(PROMPTS_PATH, encoding=\"utf-8\") as f:\n"
                    "    prompt_templates = yaml.safe_load(f)\n\n"
                    "agent = CodeAgent(\n"
                    "    tools=[lookup_order, WeatherTool()],\n"
                    '    model=OpenAIServerModel(model_id="gpt-4o"),\n'
                    "    prompt_templates=prompt_templates,\n"
                    "    max_steps=5,\n"
                    ")\n",
                ),
            },
            edits=[
                {
                    "path": "prompts/support.yaml",
                    "find": "  11. Don't give up! You're in charge of solving the task, not providing directions to solve it.\n",
                    "replace": "  11. Don't give up! You're in charge of solving the task, not providing directions to solve it.\n"
                    "  12. Never promise a refund or a discount: a person on the support team decides those.\n",
                }
            ],
            module="support/agent.py",
            entries=["agent"],
            task=ONE_ORDER_TASK,
            scripts=one_order_code_run,
        ),
        Scenario(
            name="custom-templates-loop-line",
            about="A line is added inside the managed-agents loop of planning.initial_plan in the application's YAML; only the initial-plan request of the agent with one managed agent changes (once), the agent with none sends the same requests.",
            files={
                "prompts/support.yaml": support_yaml,
                "support/agent.py": module(
                    "import yaml\n\nfrom smolagents import CodeAgent, OpenAIServerModel, Tool, ToolCallingAgent, tool\n",
                    ORDERS,
                    LOOKUP_ORDER,
                    WEATHER_TOOL,
                    'PROMPTS = yaml.safe_load(open("prompts/support.yaml", encoding="utf-8"))\n\n'
                    "assistant = CodeAgent(\n"
                    "    tools=[lookup_order, WeatherTool()],\n"
                    '    model=OpenAIServerModel(model_id="gpt-4o"),\n'
                    "    prompt_templates=PROMPTS,\n"
                    "    planning_interval=2,\n"
                    "    max_steps=4,\n"
                    ")\n\n"
                    "weather_desk = ToolCallingAgent(\n"
                    "    tools=[WeatherTool()],\n"
                    '    model=OpenAIServerModel(model_id="gpt-4o-mini"),\n'
                    '    name="weather_desk",\n'
                    '    description="Tells whether the weather in a city could delay a delivery there.",\n'
                    "    max_steps=3,\n"
                    ")\n\n"
                    "dispatcher = CodeAgent(\n"
                    "    tools=[lookup_order],\n"
                    '    model=OpenAIServerModel(model_id="gpt-4o"),\n'
                    "    prompt_templates=PROMPTS,\n"
                    "    managed_agents=[weather_desk],\n"
                    "    planning_interval=2,\n"
                    "    max_steps=4,\n"
                    ")\n",
                ),
            },
            edits=[
                {
                    "path": "prompts/support.yaml",
                    "find": '        """\n    {% endfor %}\n    ```\n    {%- endif %}\n\n    ---\n    Now begin! Here is your task:',
                    "replace": '        """\n    # {{ agent.name }} only sees the task you pass it: include the order id and the city.\n'
                    '    {% endfor %}\n    ```\n    {%- endif %}\n\n    ---\n    Now begin! Here is your task:',
                }
            ],
            module="support/agent.py",
            entries=["assistant", "dispatcher"],
            task=ONE_ORDER_TASK,
            scripts={
                "assistant": [
                    initial_plan(PLAN_ONE_ORDER),
                    LOOK_UP_1042,
                    WEATHER_LISBON,
                    update_plan(
                        "## 1. Updated facts survey\n### 1.1. Facts given in the task\n- Order A-1042.\n"
                        "### 1.2. Facts that we have learned\n- Due in Lisbon on 2024-05-06; heavy rain there today.\n"
                        "### 1.3. Facts still to look up\n- None.\n### 1.4. Facts still to derive\n- None.\n\n"
                        "## 2. Plan\n### 2. 1. Answer the customer."
                    ),
                    FINAL_ONE_ORDER,
                ],
                "dispatcher": [
                    initial_plan(
                        "## 1. Facts survey\n### 1.1. Facts given in the task\n- The order number is A-1042.\n"
                        "### 1.2. Facts to look up\n- Where the order is going (lookup_order).\n"
                        "- Whether the weather there could delay it (weather_desk).\n### 1.3. Facts to derive\n- None.\n\n"
                        "## 2. Plan\n1. Look up A-1042.\n2. Ask weather_desk about its destination.\n3. Answer."
                    ),
                    LOOK_UP_1042,
                    code(
                        "The order is due in Lisbon. I will ask weather_desk.",
                        'report = weather_desk(task="Order A-1042 is due in Lisbon on 2024-05-06. Could today\'s weather in Lisbon delay it?")\nprint(report)',
                    ),
                    update_plan(
                        "## 1. Updated facts survey\n### 1.1. Facts given in the task\n- Order A-1042.\n"
                        "### 1.2. Facts that we have learned\n- Due in Lisbon on 2024-05-06; rain may delay it a day.\n"
                        "### 1.3. Facts still to look up\n- None.\n### 1.4. Facts still to derive\n- None.\n\n"
                        "## 2. Plan\n### 2. 1. Answer the customer."
                    ),
                    FINAL_ONE_ORDER,
                ],
                "weather_desk": [
                    call("get_weather", city="Lisbon"),
                    call(
                        "final_answer",
                        answer="### 1. Task outcome (short version):\nYes: heavy rain in Lisbon may delay it by up to one day.\n"
                        "### 2. Task outcome (extremely detailed version):\nLisbon has heavy rain and strong wind today and couriers "
                        "report delays of up to one day.\n### 3. Additional context (if relevant):\nNone.",
                    ),
                ],
            },
        ),
        Scenario(
            name="two-agents-one-file",
            about="One file builds a CodeAgent and a ToolCallingAgent, each with its own application YAML loaded by a helper, sharing one @tool whose docstring is edited; each agent renders the tool its own way.",
            files={
                "support/agents.py": module(
                    "from pathlib import Path\n\nimport yaml\n\n"
                    "from smolagents import CodeAgent, OpenAIServerModel, ToolCallingAgent, tool\n",
                    "def load_prompts(name: str) -> dict:\n"
                    '    """The prompt templates shipped in support/prompts/."""\n'
                    '    return yaml.safe_load((Path(__file__).parent / "prompts" / name).read_text(encoding="utf-8"))\n',
                    ORDERS,
                    LOOKUP_ORDER,
                    "coder = CodeAgent(\n"
                    "    tools=[lookup_order],\n"
                    '    model=OpenAIServerModel(model_id="gpt-4o"),\n'
                    "    max_steps=4,\n"
                    '    prompt_templates=load_prompts("code_agent.yaml"),\n'
                    ")\n\n"
                    "caller = ToolCallingAgent(\n"
                    "    tools=[lookup_order],\n"
                    '    model=OpenAIServerModel(model_id="gpt-4o-mini"),\n'
                    "    max_steps=3,\n"
                    '    prompt_templates=load_prompts("toolcalling_agent.yaml"),\n'
                    ")\n",
                ),
                "support/prompts/code_agent.yaml": support_yaml,
                "support/prompts/toolcalling_agent.yaml": support_toolcalling_yaml(smolagents_src),
            },
            edits=[
                {
                    "path": "support/agents.py",
                    "find": LOOKUP_DESCRIPTION,
                    "replace": LOOKUP_DESCRIPTION + " Use it before answering any question about a specific order.",
                }
            ],
            module="support/agents.py",
            entries=["coder", "caller"],
            task=TWO_ORDERS_NO_WEATHER_TASK,
            scripts={
                "coder": [LOOK_UP_1042, LOOK_UP_1077, FINAL_TWO_ORDERS_NO_WEATHER],
                "caller": [
                    call("lookup_order", order_id="A-1042"),
                    call("lookup_order", order_id="A-1077"),
                    call(
                        "final_answer",
                        answer="A-1042 is due in Lisbon on 2024-05-06. A-1077 leaves the Porto depot on 2024-05-07 and should arrive the next day.",
                    ),
                ],
            },
        ),
        Scenario(
            name="instructions",
            about="The instructions= text given to a CodeAgent is edited; smolagents renders it as custom_instructions after the rules of the system prompt, just before \"Now Begin!\".",
            files={
                "support/agent.py": agent_file(
                    CODE_IMPORTS,
                    "agent = CodeAgent(\n"
                    "    tools=[lookup_order, WeatherTool()],\n"
                    '    model=OpenAIServerModel(model_id="gpt-4o"),\n'
                    '    instructions="You answer for the Brightwave Coffee support team: be brief and friendly, and never share another customer\'s order details.",\n'
                    "    max_steps=5,\n"
                    ")\n",
                )
            },
            edits=[
                {
                    "path": "support/agent.py",
                    "find": "be brief and friendly,",
                    "replace": "be brief and friendly, give dates as weekday and day of the month,",
                }
            ],
            module="support/agent.py",
            entries=["agent"],
            task=ONE_ORDER_TASK,
            scripts=one_order_code_run,
        ),
        Scenario(
            name="max-steps-final-answer",
            about="A line is added to final_answer.post_messages of the application's YAML; a CodeAgent that reaches max_steps=3 without answering sends it once, in its final-answer request, where it is joined to the last observation in the last user message.",
            files={
                "prompts/support.yaml": support_yaml,
                "support/agent.py": agent_file(
                    "from pathlib import Path\n\nimport yaml\n\n" + CODE_IMPORTS,
                    "agent = CodeAgent(\n"
                    "    tools=[lookup_order, WeatherTool()],\n"
                    '    model=OpenAIServerModel(model_id="gpt-4o"),\n'
                    '    prompt_templates=yaml.safe_load(Path("prompts/support.yaml").read_text(encoding="utf-8")),\n'
                    "    max_steps=3,\n"
                    ")\n",
                ),
            },
            edits=[
                {
                    "path": "prompts/support.yaml",
                    "find": "    Based on the above, please provide an answer to the following user task:\n    {{task}}",
                    "replace": "    Based on the above, please provide an answer to the following user task:\n    {{task}}\n"
                    "    Write it as a reply to the customer, in two sentences at most.",
                }
            ],
            module="support/agent.py",
            entries=["agent"],
            task=TWO_ORDERS_TASK,
            max_steps_reached=["agent"],
            scripts={
                "agent": [
                    LOOK_UP_1042,
                    WEATHER_LISBON,
                    LOOK_UP_1077,
                    answer(
                        "A-1042 is due in Lisbon on 2024-05-06 but heavy rain there may delay it by a day; "
                        "A-1077 leaves the Porto depot on 2024-05-07 and should arrive the next day."
                    ),
                ]
            },
        ),
    ]

    example = (
        '"""A customer-support agent for an online coffee shop, built with smolagents."""\n\n'
        "from smolagents import CodeAgent, OpenAIServerModel, tool\n"
    )
    library_run = {"agent": [LOOK_UP_1042, LOOK_UP_1077, FINAL_TWO_ORDERS_NO_WEATHER]}
    simple_example = agent_file(
        example,
        'agent = CodeAgent(tools=[lookup_order], model=OpenAIServerModel(model_id="gpt-4o"))\n',
        weather=False,
    )
    result += [
        Scenario(
            name="library-system-prompt",
            about="A rule is added to the system_prompt of smolagents' own prompts/code_agent.yaml; every CodeAgent built with the default templates sends it in the system message of every step.",
            library=True,
            files={"support/agent.py": simple_example},
            edits=[
                {
                    "path": "src/smolagents/prompts/code_agent.yaml",
                    "find": "  11. Don't give up! You're in charge of solving the task, not providing directions to solve it.\n",
                    "replace": "  11. Don't give up! You're in charge of solving the task, not providing directions to solve it.\n"
                    "  12. Keep each code block short: one or two tool calls at most.\n",
                }
            ],
            module="support/agent.py",
            entries=["agent"],
            task=TWO_ORDERS_NO_WEATHER_TASK,
            scripts=library_run,
        ),
        Scenario(
            name="library-update-plan",
            about="A line is added to planning.update_plan_post_messages of smolagents' prompts/code_agent.yaml; a CodeAgent with planning_interval=2 sends it only in its update-plan request, where it is joined to the last observation of the summarised history in the last user message.",
            library=True,
            files={
                "support/agent.py": agent_file(
                    example,
                    "agent = CodeAgent(\n"
                    "    tools=[lookup_order],\n"
                    '    model=OpenAIServerModel(model_id="gpt-4o"),\n'
                    "    planning_interval=2,\n"
                    ")\n",
                    weather=False,
                )
            },
            edits=[
                {
                    "path": "src/smolagents/prompts/code_agent.yaml",
                    "find": "    Now write your updated facts survey below, then your new plan.",
                    "replace": "    Keep the new plan to five steps or fewer.\n    Now write your updated facts survey below, then your new plan.",
                }
            ],
            module="support/agent.py",
            entries=["agent"],
            task=TWO_ORDERS_NO_WEATHER_TASK,
            scripts={
                "agent": [
                    initial_plan(
                        "## 1. Facts survey\n### 1.1. Facts given in the task\n- Orders A-1042 and A-1077.\n"
                        "### 1.2. Facts to look up\n- Each order's status and delivery date (lookup_order).\n"
                        "### 1.3. Facts to derive\n- None.\n\n## 2. Plan\n1. Look up A-1042.\n2. Look up A-1077.\n3. Answer."
                    ),
                    LOOK_UP_1042,
                    LOOK_UP_1077,
                    update_plan(
                        "## 1. Updated facts survey\n### 1.1. Facts given in the task\n- Orders A-1042 and A-1077.\n"
                        "### 1.2. Facts that we have learned\n- A-1042 is due in Lisbon on 2024-05-06.\n"
                        "- A-1077 arrives in Porto on 2024-05-08.\n### 1.3. Facts still to look up\n- None.\n"
                        "### 1.4. Facts still to derive\n- None.\n\n## 2. Plan\n### 2. 1. Answer the customer."
                    ),
                    FINAL_TWO_ORDERS_NO_WEATHER,
                ]
            },
        ),
        Scenario(
            name="library-renderer",
            about="The Args: heading that smolagents' Tool.to_code_prompt writes for every tool with inputs is reworded in src/smolagents/tools.py; it appears once per tool (lookup_order, final_answer) in the CodeAgent's system prompt.",
            library=True,
            files={"support/agent.py": simple_example},
            edits=[
                {
                    "path": "src/smolagents/tools.py",
                    "find": 'args_doc = f"Args:\\n{textwrap.indent(args_descriptions, \'    \')}"',
                    "replace": 'args_doc = f"Arguments (each is required unless it is marked nullable):\\n{textwrap.indent(args_descriptions, \'    \')}"',
                }
            ],
            module="support/agent.py",
            entries=["agent"],
            task=TWO_ORDERS_NO_WEATHER_TASK,
            scripts=library_run,
        ),
        Scenario(
            name="library-renderer-schema-branch",
            about="The note that Tool.to_code_prompt appends only if a tool has an output_schema is edited in src/smolagents/tools.py; the agent's tools have none, so nothing smolagents sends changes.",
            library=True,
            files={"support/agent.py": simple_example},
            edits=[
                {
                    "path": "src/smolagents/tools.py",
                    "find": "NO print() statements needed to inspect the output!",
                    "replace": "NO print() statements needed to inspect the output! Never read a field that the schema does not list.",
                }
            ],
            module="support/agent.py",
            entries=["agent"],
            task=TWO_ORDERS_NO_WEATHER_TASK,
            scripts=library_run,
        ),
        Scenario(
            name="tool-calling-agent-planning-max-steps",
            about="A Tool subclass's description is edited in a ToolCallingAgent with planning_interval=2 that reaches max_steps=3; it is in the system prompt and the tools of every step and in both planning requests, but not in the final-answer request, which replaces the system prompt with final_answer.pre_messages and sends no tools.",
            files={
                "support/agent.py": agent_file(
                    "from smolagents import OpenAIServerModel, Tool, ToolCallingAgent, tool\n",
                    "agent = ToolCallingAgent(\n"
                    "    tools=[lookup_order, WeatherTool()],\n"
                    '    model=OpenAIServerModel(model_id="gpt-4o"),\n'
                    "    planning_interval=2,\n"
                    "    max_steps=3,\n"
                    ")\n",
                )
            },
            edits=[
                {
                    "path": "support/agent.py",
                    "find": WEATHER_DESCRIPTION,
                    "replace": "Gets today's weather for a city, to judge whether it may delay a delivery there. Only cities in Portugal and Spain are covered.",
                }
            ],
            module="support/agent.py",
            entries=["agent"],
            task=TWO_ORDERS_TASK,
            max_steps_reached=["agent"],
            scripts={
                "agent": [
                    initial_plan(PLAN_TWO_ORDERS),
                    call("lookup_order", order_id="A-1042"),
                    call("get_weather", city="Lisbon"),
                    update_plan(UPDATE_AFTER_1042),
                    call("lookup_order", order_id="A-1077"),
                    answer(
                        "A-1042 is due in Lisbon on 2024-05-06, but heavy rain there may delay it by a day. "
                        "A-1077 leaves the Porto depot on 2024-05-07; I could not check the weather in Porto."
                    ),
                ]
            },
        ),
    ]
    return result
