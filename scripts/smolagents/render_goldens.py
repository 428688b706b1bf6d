"""Renders smolagents' prompts with the real library: the oracle for src/frameworks/smolagents/.

Writes test/fixtures/frameworks/smolagents-rendering/goldens.json. Run through render-goldens.sh,
which puts the pinned smolagents (and the huggingface_hub stub) on PYTHONPATH and fixes
PYTHONHASHSEED: PythonInterpreterTool lists its modules in set order, which hashing decides.

Every output comes from smolagents itself: tools through `tool()` / Tool subclasses and their
`to_code_prompt`, `to_tool_calling_prompt`, `models.get_tool_json_schema`; agent prompts by
building real agents around a recording dummy model and calling the methods that render them.
"""

import ast
import datetime
import importlib.resources
import inspect
import json
import os
import sys
import types
from pathlib import Path
from typing import Annotated, Any, Callable, Dict, List, Literal, Optional, Union

if os.environ.get("PYTHONHASHSEED") != "0":
    os.environ["PYTHONHASHSEED"] = "0"
    os.execv(sys.executable, [sys.executable, *sys.argv])

# Stand-ins for optional dependencies that library tools import in __init__ (never called here).
_ddgs = types.ModuleType("ddgs")
_ddgs.DDGS = lambda **kwargs: object()
sys.modules["ddgs"] = _ddgs
_wiki = types.ModuleType("wikipediaapi")
_wiki.ExtractFormat = types.SimpleNamespace(WIKI="WIKI", HTML="HTML")
_wiki.Wikipedia = lambda **kwargs: object()
sys.modules["wikipediaapi"] = _wiki
os.environ.setdefault("SERPAPI_API_KEY", "dummy")

import yaml  # noqa: E402

import smolagents  # noqa: E402
from smolagents import default_tools  # noqa: E402
from smolagents.agents import CodeAgent, ToolCallingAgent, populate_template  # noqa: E402
from smolagents.models import ChatMessage, MessageRole, get_tool_json_schema  # noqa: E402
from smolagents.monitoring import LogLevel  # noqa: E402
from smolagents.tools import Tool, tool  # noqa: E402
from smolagents.utils import BASE_BUILTIN_MODULES  # noqa: E402

COMMIT = "e3a5b8994b301983b91c0325546e9dc82eab8cf0"
ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "test/fixtures/frameworks/smolagents-rendering/goldens.json"
SOURCE = Path(__file__).read_text()


# ---------------------------------------------------------------- @tool functions (valid)


def get_weather(location: str, unit: Optional[str] = "celsius", days: int = 3) -> str:
    """
    Gets the weather forecast for a location, over the
    next few days.

    Args:
        location: The city to look up, e.g. "Paris" or 'Zürich'.
        unit: Temperature unit; either celsius or
            fahrenheit, defaulting to celsius.
        days (int): How many days to forecast.

    Returns:
        str: A short text forecast.
    """
    return ""


def search_items(
    query: str,
    tags: list[str],
    filters: dict[str, Any] | None = None,
    limit: Optional[int] = None,
    ratio: float = 0.5,
    exact: bool = False,
) -> list[dict]:
    """Searches the catalogue.

    Args:
        query: Free text.


        tags: Tags that must all match.
        filters: Extra filters, by field name.
        limit: At most this many results.
        ratio: Minimum relevance, between 0 and 1.
        exact: Whether to match exactly.
    """
    return []


def pick_mode(
    mode: Literal["fast", "slow"],
    level: str,
    value: Union[int, str],
    pair: tuple[int, str],
    items: List[int],
    mapping: Dict[str, List[float]],
    anything: Any,
    nothing: None,
) -> dict[str, Any]:
    """Picks a processing mode.

    Args:
        mode: The speed.
        level: How deep to go (choices: ["low", "high"])
        value: A number or a name.
        pair: A count and a label.
        items: Some integers.
        mapping: Lists of floats by key.
        anything: Whatever you like.
        nothing: Always None.
    """
    return {}


def ping() -> None:
    """Pings the server."""


def say_hello():
    """Says hello."""


def future_refs(count: "int", label: "Optional[str]" = None) -> "str":
    """Annotations written as strings.

    Args:
        count: How many.
        label: An optional label.
    """
    return ""


def with_raises(x: int, y: float = 1.5) -> int:
    """
    Doubles x.

    Args:
        x: The number.
        y: Unused.

    Returns:
        The double.

    Raises:
        ValueError: never.
    """
    return 2 * x


def custom_types(path: Path, when: datetime.datetime, raw: bytes, kind: type, bag: set) -> object:
    """Types that are classes, not generics.

    Args:
        path: A path.
        when: A moment.
        raw: Some bytes.
        kind: A class.
        bag: A set.
    """
    return None


def nested_union(
    a: Optional[Union[int, str]],
    b: int | float | None,
    c: Union[list[int], dict[str, int]],
    d: None | str = None,
) -> Union[int, str]:
    """Unions, nested and with None.

    Args:
        a: Maybe a number or a name.
        b: A number or None.
        c: A list or a dict.
        d: Maybe a string.
    """
    return 0


def annotated(x: Annotated[int, "meta"], y: Optional[Annotated[str, "m"]] = None) -> Annotated[str, "out"]:
    """Annotated hints.

    Args:
        x: An annotated int.
        y: An annotated optional string.
    """
    return ""


def traduire(texte: str, ton: str = "neutre") -> str:
    """Traduit le texte en français — «guillemets» et "citations" 🚀.
    C'est tout.

    Args:
        texte: Le texte à traduire, avec des 'apostrophes' et des "guillemets".
        ton: Le ton : neutre ou familier.
    """
    return ""


def literal_mixed(x: Literal[1, "a", None], y: Literal[1, 2, 3] = 1) -> str:
    """Literal values of several types.

    Args:
        x: One of a few values.
        y: A small integer.
    """
    return ""


def choices_override(fmt: Literal["a", "b"], tag: str = "x") -> str:
    """Choices given twice.

    Args:
        fmt: The format, written in the docstring (choices: ["json", " yaml "])
        tag: A tag
            spread over
            three lines.
    """
    return ""


def only_args(a: int) -> int:
    """Args:
    a: The only thing.
    """
    return a


def typed_args(first: int, second: str) -> bool:
    """Checks two things.

    Args:
        first (`int`): The first.
        second (str, optional): The second, with a colon: here.
    """
    return True


def bare_generics(a: List, b: Dict, c: tuple, d: list, e: dict) -> Dict:
    """Bare generic aliases.

    Args:
        a: A bare List.
        b: A bare Dict.
        c: A bare tuple.
        d: A bare list.
        e: A bare dict.
    """
    return {}


VALID_FUNCTIONS = [
    get_weather,
    search_items,
    pick_mode,
    ping,
    say_hello,
    future_refs,
    with_raises,
    custom_types,
    nested_union,
    annotated,
    traduire,
    literal_mixed,
    choices_override,
    typed_args,
    bare_generics,
]


# ---------------------------------------------------------------- @tool functions (smolagents raises)


def missing_hint(a: int, b) -> int:
    """Missing a hint.

    Args:
        a: A.
        b: B.
    """
    return a


def undocumented(a: int, b: int) -> int:
    """B is not documented.

    Args:
        a: A.
    """
    return a


def missing_return(a: int):
    """No return hint.

    Args:
        a: A.
    """
    return a


def no_docstring(a: int) -> int:
    return a


def arguments_heading(a: int) -> int:
    """Uses another heading.

    Arguments:
        a: A.
    """
    return a


def single_tuple(a: tuple[int]) -> int:
    """A one-element tuple.

    Args:
        a: A.
    """
    return 0


def ellipsis_tuple(a: tuple[int, ...]) -> int:
    """A variable-length tuple.

    Args:
        a: A.
    """
    return 0


def set_param(a: set[int]) -> int:
    """A parametrised set.

    Args:
        a: A.
    """
    return 0


def callable_param(f: Callable[[int], str]) -> str:
    """A callable.

    Args:
        f: F.
    """
    return ""


def any_of_input(a: Union[list[int], Literal[1, "x"]]) -> str:
    """An input whose schema is anyOf.

    Args:
        a: A.
    """
    return ""


def any_of_return(a: int) -> Union[list[int], Literal[1, "x"]]:
    """A return whose schema is anyOf.

    Args:
        a: A.
    """
    return a


def numeric_choices(a: str) -> str:
    """Choices that are not strings.

    Args:
        a: A (choices: [1, 2])
    """
    return a


ERROR_FUNCTIONS = [
    missing_hint,
    undocumented,
    missing_return,
    no_docstring,
    arguments_heading,
    single_tuple,
    ellipsis_tuple,
    set_param,
    callable_param,
    any_of_input,
    any_of_return,
    numeric_choices,
    only_args,
]


def tool_function(fn):
    """A function as the TypeScript ToolFunction sees it: annotations as written in the source."""
    node = next(
        n for n in ast.walk(ast.parse(SOURCE)) if isinstance(n, ast.FunctionDef) and n.name == fn.__name__
    )
    signature = inspect.signature(fn)
    params = []
    for arg in node.args.args:
        param = {"name": arg.arg}
        if arg.annotation is not None:
            param["annotation"] = ast.get_source_segment(SOURCE, arg.annotation)
        param["hasDefault"] = signature.parameters[arg.arg].default is not inspect.Parameter.empty
        params.append(param)
    out = {"name": fn.__name__, "docstring": inspect.getdoc(fn) or "", "params": params}
    if node.returns is not None:
        out["returns"] = ast.get_source_segment(SOURCE, node.returns)
    return out


# ---------------------------------------------------------------- Tool subclasses


class StructuredTool(Tool):
    name = "get_stock"
    description = "Returns the stock level for a product.\nUse it before ordering."
    inputs = {
        "sku": {"type": "string", "description": "The product's SKU"},
        "warehouse": {"type": "string", "description": 'Warehouse code, e.g. "EU-1"', "nullable": True},
    }
    output_type = "object"
    output_schema = {
        "type": "object",
        "properties": {
            "sku": {"type": "string", "description": "Échantillon — SKU ✓ \"quoted\"\tand\\slashed"},
            "count": {"type": "integer", "minimum": 0, "maximum": 1000000},
            "ratio": {"type": "number", "default": 0.25, "exclusiveMaximum": 1e-05},
            "tags": {"type": "array", "items": {"type": "string"}},
            "empty": {},
            "list": [],
            "none": None,
            "flag": True,
            "emoji": "🚀",
        },
        "required": ["sku", "count"],
    }

    def forward(self, sku: str, warehouse: str | None = None):
        return {}


class QuotesTool(Tool):
    name = "quote_tool"
    description = (
        "It's a \"quoted\" tool: back\\slash, tab\there, naïve café, 日本語, emoji 🚀, "
        "line\u2028sep, nbsp\u00a0x, zero\u200bwidth, bell\x07, del\x7f, soft\u00adhyphen.\n\n"
        "    indented line\n   \n\x0cform feed line\nlast"
    )
    inputs = {
        "text": {"type": "string", "description": "Text with 'single' quotes"},
        "both": {
            "type": ["string", "integer"],
            "description": "Both 'single' and \"double\" quotes",
            "nullable": True,
        },
        "opts": {
            "type": "object",
            "description": "Options\nover two lines",
            "default": {"a": 1, "b": [1.5, None, True, -2, 1e-07, 2.5e-10, 123456.789], "c": "x'y"},
            "nullable": True,
        },
    }
    output_type = "string"

    def forward(self, text: str, both: str | int | None = None, opts: dict | None = None):
        return ""


class AnyOfTool(Tool):
    """Inputs as MCP tools bring them: anyOf unions and `any` types."""

    name = "mcp_like"
    description = "Imported from an MCP server."
    inputs = {
        "choice": {
            "type": "string",
            "anyOf": [{"type": "string", "enum": ["a", "b"]}, {"type": "null"}],
            "description": "A choice",
        },
        "value": {
            "type": "any",
            "anyOf": [{"type": "integer"}, {"type": "any"}],
            "description": "Anything",
            "nullable": True,
        },
        "single": {"type": "string", "anyOf": [{"type": "number"}], "description": "One branch"},
        "anything": {"type": "any", "description": "Free"},
        "flagged": {"type": "boolean", "description": "Not nullable", "nullable": False},
    }
    output_type = "any"
    skip_forward_signature_validation = True

    def forward(self, **kwargs):
        return None


class NoInputsTool(Tool):
    name = "now"
    description = "Returns the current time."
    inputs = {}
    output_type = "string"

    def forward(self):
        return ""


class MediaTool(Tool):
    name = "caption"
    description = ""
    inputs = {
        "image": {"type": "image", "description": "An image."},
        "audio": {"type": "audio", "description": ""},
        "frames": {"type": "array", "description": "Frames", "items": {"type": "image"}},
    }
    output_type = "image"

    def forward(self, image, audio, frames):
        return None


CLASS_TOOLS = [StructuredTool, QuotesTool, AnyOfTool, NoInputsTool, MediaTool]


# ---------------------------------------------------------------- records


def smol_tool(t):
    out = {"name": t.name, "description": t.description, "inputs": t.inputs, "outputType": t.output_type}
    if getattr(t, "output_schema", None) is not None:
        out["outputSchema"] = t.output_schema
    return out


def renderings(t):
    return {
        "to_code_prompt": t.to_code_prompt(),
        "to_tool_calling_prompt": t.to_tool_calling_prompt(),
        "tool_json_schema": get_tool_json_schema(t),
    }


def function_cases():
    cases = []
    for fn in VALID_FUNCTIONS:
        t = tool(fn)
        cases.append({"function": tool_function(fn), "tool": smol_tool(t), **renderings(t)})
    for fn in ERROR_FUNCTIONS:
        try:
            tool(fn)
        except Exception as e:  # noqa: BLE001  (any raise is the expected outcome)
            cases.append({"function": tool_function(fn), "error": f"{type(e).__name__}: {e}"})
        else:
            raise AssertionError(f"{fn.__name__} did not raise")
    return cases


def library_tools():
    out = {}
    for class_name in [
        "FinalAnswerTool",
        "UserInputTool",
        "WebSearchTool",
        "DuckDuckGoSearchTool",
        "GoogleSearchTool",
        "ApiWebSearchTool",
        "VisitWebpageTool",
        "WikipediaSearchTool",
        "SpeechToTextTool",
    ]:
        cls = getattr(default_tools, class_name)
        if class_name == "SpeechToTextTool":
            # Instantiating needs torch; __init__ changes none of these attributes.
            t, source = cls, "class attributes"
        else:
            t, source = cls(), "instance"
        out[class_name] = {"source": source, "tool": smol_tool(t)}
        if source == "instance":
            out[class_name].update(renderings(t))
    return out


def python_interpreter_tools():
    out = []
    for authorized in [None, ["numpy", "pandas", "math"]]:
        t = default_tools.PythonInterpreterTool(authorized_imports=authorized)
        out.append({"authorized_imports": authorized, "modules": t.authorized_imports, "tool": smol_tool(t), **renderings(t)})
    return out


# ---------------------------------------------------------------- agents


class RecordingModel:
    """A model that answers anything and keeps the messages it was sent."""

    model_id = "recording-model"

    def __init__(self):
        self.calls = []

    def generate(self, messages, stop_sequences=None, **kwargs):
        self.calls.append(messages)
        return ChatMessage(role=MessageRole.ASSISTANT, content="1. Do it.")


def text(message):
    return message.content[0]["text"]


WEATHER = tool(get_weather)
TASK = "Compare the weather in \"Paris\" and 'Zürich' for the next 3 days.\nUse {braces} and {{ no template }} inside."
MAX_STEPS = 20
PLANNING_STEP = 5


def managed(kind):
    model = RecordingModel()
    if kind == "web":
        return ToolCallingAgent(
            tools=[],
            model=model,
            name="web_researcher",
            description="Searches the web and summarises pages.\nGive it a precise question.",
            verbosity_level=LogLevel.OFF,
        )
    return CodeAgent(
        tools=[],
        model=model,
        name="data_analyst",
        description="Runs \"pandas\" analyses; it's careful with numbers.",
        verbosity_level=LogLevel.OFF,
    )


AGENT_CASES = [
    ("code_basic", CodeAgent, {"tools": [WEATHER, StructuredTool()]}),
    (
        "code_instructions_imports",
        CodeAgent,
        {
            "tools": [WEATHER],
            "instructions": "Always answer in French.\nBe brief: 'short' \"answers\".",
            "additional_authorized_imports": ["json", "xml.*", "math"],
        },
    ),
    ("code_markdown_managed1", CodeAgent, {"tools": [StructuredTool()], "code_block_tags": "markdown", "managed": ["web"]}),
    (
        "code_managed2_base_tools_star",
        CodeAgent,
        {"tools": [WEATHER], "add_base_tools": True, "additional_authorized_imports": ["*"], "managed": ["web", "data"]},
    ),
    ("code_no_tools", CodeAgent, {"tools": []}),
    (
        "structured_managed1_instructions",
        CodeAgent,
        {
            "tools": [WEATHER, StructuredTool()],
            "use_structured_outputs_internally": True,
            "instructions": "Think step by step.",
            "managed": ["data"],
        },
    ),
    ("structured_basic", CodeAgent, {"tools": [QuotesTool()], "use_structured_outputs_internally": True}),
    ("toolcalling_basic", ToolCallingAgent, {"tools": [WEATHER, QuotesTool(), AnyOfTool()]}),
    (
        "toolcalling_managed1_instructions",
        ToolCallingAgent,
        {"tools": [WEATHER], "instructions": "Use metric units.", "managed": ["data"]},
    ),
    (
        "toolcalling_managed2_base_tools",
        ToolCallingAgent,
        {"tools": [StructuredTool(), NoInputsTool()], "add_base_tools": True, "managed": ["web", "data"]},
    ),
    ("toolcalling_no_tools", ToolCallingAgent, {"tools": []}),
]


def build_agent(agent_class, options):
    options = dict(options)
    managed_agents = [managed(kind) for kind in options.pop("managed", [])]
    model = RecordingModel()
    agent = agent_class(
        model=model,
        managed_agents=managed_agents or None,
        max_steps=MAX_STEPS,
        name="lead_agent",
        verbosity_level=LogLevel.OFF,
        **options,
    )
    return agent, model


def template_file(agent):
    if isinstance(agent, ToolCallingAgent):
        return "toolcalling_agent.yaml"
    return "structured_code_agent.yaml" if agent._use_structured_outputs_internally else "code_agent.yaml"


def agent_variables(agent):
    """The system prompt's variables, as initialize_system_prompt passes them (tools as SmolTools)."""
    out = {
        "tools": [smol_tool(t) for t in agent.tools.values()],
        "managed_agents": [{"name": a.name, "description": a.description} for a in agent.managed_agents.values()],
        "custom_instructions": agent.instructions,
    }
    if isinstance(agent, CodeAgent):
        out["authorized_imports"] = (
            "You can import from any package you want."
            if "*" in agent.authorized_imports
            else str(agent.authorized_imports)
        )
        out["code_block_opening_tag"] = agent.code_block_tags[0]
        out["code_block_closing_tag"] = agent.code_block_tags[1]
    return out


def render_agent(agent, model):
    rendered = {"system_prompt": agent.system_prompt}
    agent.task = TASK
    list(agent._generate_planning_step(TASK, is_first_step=True, step=1))
    rendered["initial_plan"] = text(model.calls[-1][0])
    list(agent._generate_planning_step(TASK, is_first_step=False, step=PLANNING_STEP))
    rendered["update_plan_pre_messages"] = text(model.calls[-1][0])
    rendered["update_plan_post_messages"] = text(model.calls[-1][-1])
    agent.provide_final_answer(TASK)
    rendered["final_answer_pre_messages"] = text(model.calls[-1][0])
    rendered["final_answer_post_messages"] = text(model.calls[-1][-1])
    seen = []
    agent.run = lambda task, **kwargs: seen.append(task) or "It is 21°C in 'Paris'."
    rendered["managed_agent_report"] = agent(TASK)
    rendered["managed_agent_task"] = seen[0]
    return rendered


def agent_cases():
    cases = []
    for case, agent_class, options in AGENT_CASES:
        agent, model = build_agent(agent_class, options)
        cases.append(
            {
                "case": case,
                "agent_class": agent_class.__name__,
                "template_file": template_file(agent),
                "name": agent.name,
                "task": TASK,
                "remaining_steps": MAX_STEPS - PLANNING_STEP,
                "final_answer": "It is 21°C in 'Paris'.",
                "variables": agent_variables(agent),
                "rendered": render_agent(agent, model),
            }
        )
    return cases


# ---------------------------------------------------------------- templates a user might write


CUSTOM_TEMPLATES = [
    ("print_none", "Instructions: {{ custom_instructions }}."),
    ("print_dict_list_bool", "{{ agent_inputs }}|{{ things }}|{{ flag }}|{{ nothing }}|{{ ratio }}|{{ whole }}"),
    ("tool_attributes", "{% for name, tool in tools.items() %}{{ name }}={{ tool.inputs }};{{ tool.output_schema }}\n{% endfor %}"),
    ("managed_attributes", "{%- for agent in managed_agents.values() -%}\n{{ agent.name }} {{ agent.inputs }} {{ agent.output_type }}\n{%- endfor %}"),
    ("loop_filters", "{{ tools | length }} tools: {{ tools.keys() | list | join(', ') }}{% for t in tools.values() %}\n{{ loop.index }}. {{ t.name | upper }}{% endfor %}"),
    ("empty_dict_false", "{% if managed_agents %}team{% else %}alone{% endif %}/{% if not managed_agents %}none{% endif %}"),
    ("defined_tests", "{{ 'yes' if custom_instructions is none else 'no' }} {{ 'd' if missing is defined else 'u' }} {{ missing | default('fallback') }}"),
    ("crlf_and_trailing", "line one\r\nline {{ flag }}\r\n{%- if flag %}\r\nflagged\r\n{%- endif %}\r\n"),
    ("two_trailing_newlines", "Task: {{task}}\n\n"),
    ("comments_whitespace", "a {# comment #} b\n  {#- trimmed -#}\n  c {{- ' d ' -}} e\n{% raw %}{{ kept }}{% endraw %}"),
    ("literals", "{{ 1.0 }} {{ 2.5 }} {{ 10 // 3 }} {{ 'it''s' }} {{ \"x\" ~ 1 }} {{ [1, 'a', none, true] }} {{ {'k': 'v'} }}"),
    ("filters_trim_indent", "{% for tool in tools.values() %}[{{ tool.description | trim }}]\n    {{ tool.to_code_prompt() | indent(4) }}\n{% endfor %}"),
    ("filters_misc", "{{ tools.values() | map(attribute='name') | join(', ') }}|{{ task[:12] }}|{{ 'web' | title }}|{{ custom_instructions or 'none given' }}|{{ none }}|{{ true }}"),
    ("arith", "{{ whole - 1 }} {{ whole / 2 }} {{ 8 / 2 }} {{ whole // 2 }} {{ whole % 4 }} {{ ratio * 2 }} {{ whole * 1.5 }}"),
    ("loop_vars", "{% for t in tools.values() %}{{ t.name }}{% if not loop.last %}, {% endif %}{% endfor %} ({{ tools | length }}){% if 'final_answer' in tools %} has final{% endif %}"),
    ("subscript_access", "{{ tools['final_answer'].name }} {{ tools.final_answer.inputs.answer.type }} {{ managed_agents.web_researcher.inputs.task.description }}"),
    ("set_and_macro", "{% set n = tools | length %}{% macro row(t) %}* {{ t.name }} ({{ t.output_type }}){% endmacro %}{{ n }}\n{% for t in tools.values() %}{{ row(t) }}\n{% endfor %}"),
    ("items_pairs", "{% for key, value in agent_inputs.items() %}{{ key }}={{ value.type }};{% endfor %}"),
    ("tojson", "{{ agent_inputs | tojson }}"),
    ("tojson_indent", "{{ things | tojson(indent=2) }}|{{ {'b': '<a & b>', 'a': 'it\\'s é'} | tojson }}|{{ ratio | tojson }}"),
    ("join", "{{ things | join(', ') }}|{{ tools | join }}|{{ 'abc' | join('-') }}"),
    ("concat", "{{ 'a' ~ nothing ~ flag ~ ratio }}|{{ 'Steps left: ' ~ whole }}"),
    ("string_filter", "{{ agent_inputs | string }}|{{ things | string }}"),
    ("selectattr", "{{ tools.values() | selectattr('output_type', 'equalto', 'any') | map(attribute='name') | list }}"),
    ("str_methods", "{{ task.split('\\n') | first }}|{{ task.strip().upper()[:5] }}|{{ task | replace('Paris', 'Lyon') }}"),
    ("int_filters", "{{ whole | string }}|{{ ratio | int }}|{{ '3' | int + 1 }}"),
    ("loop_length_inline_if", "{% for t in tools.values() %}{{ loop.index0 }}/{{ loop.length }}{{ ',' if not loop.last }}{% endfor %}"),
    # What @huggingface/jinja lacks: the port must raise, never render something else.
    ("unsupported_percent_format", "{{ '%d steps, %s' % (whole, task[:7]) }}"),
    ("unsupported_str_format", "{{ '{} steps'.format(whole) }}"),
    ("unsupported_truncate_wordcount", "{{ task | truncate(30) }}|{{ task | wordcount }}"),
    ("unsupported_lower_of_bool", "{{ flag | lower }}"),
    ("unsupported_list_of_dict", "{{ tools | list }}"),
    ("strict_print", "{{ missing }}"),
    ("strict_if", "{% if missing %}x{% endif %}"),
    ("strict_for", "{% for x in missing %}{{ x }}{% endfor %}"),
    ("strict_attribute", "{{ tools.final_answer.nonexistent }}"),
]


def custom_template_cases():
    agent, _ = build_agent(ToolCallingAgent, {"tools": [StructuredTool()], "managed": ["web"]})
    extras = {
        "task": TASK,
        "agent_inputs": agent.managed_agents["web_researcher"].inputs,
        "things": ["a'b", 1, 2.5, None, True, {"x": [False]}, "é\n"],
        "flag": True,
        "nothing": None,
        "ratio": 0.1,
        "whole": 7,
    }
    variables = {"tools": agent.tools, "managed_agents": agent.managed_agents, "custom_instructions": None, **extras}
    cases = []
    for case, template in CUSTOM_TEMPLATES:
        record = {"case": case, "template": template}
        try:
            record["rendered"] = populate_template(template, variables)
        except Exception as e:  # noqa: BLE001  (an error is the expected outcome of the strict_* cases)
            record["error"] = f"{type(e).__name__}: {e}"
        cases.append(record)
    return {
        "variables": {
            "tools": [smol_tool(t) for t in agent.tools.values()],
            "managed_agents": [{"name": a.name, "description": a.description} for a in agent.managed_agents.values()],
            "custom_instructions": None,
            **extras,
        },
        "cases": cases,
    }


REPR_VALUES = [
    "plain",
    "it's",
    'say "hi"',
    "both ' and \"",
    "tab\tnew\nret\rback\\slash",
    "\x00\x1f\x7f\x80\x9f\xa0\xad\xff",
    "é 日本 🚀 \u200b \u2028 \u3000 \ufeff \U000e0001 \U0001f600",
    0,
    -7,
    2**60,
    0.1,
    -0.5,
    1e-05,
    0.0001,
    123456789.123,
    2.5e-07,
    True,
    None,
    [],
    {},
    [1, "a", [None, False], {"k": "v'"}],
]


# Floats whatever their value: an integral float is an int once read from JSON, so these are
# checked against reprFloat itself.
FLOATS = [1.0, -0.0, 0.0, 1e16, 1.5e16, 1e15, 123456789012345.6, 1.5e300, 1e-05, 0.0001, 0.1, 1 / 3, 5e-324, 1.7976931348623157e308]


def main():
    prompts = importlib.resources.files("smolagents.prompts")
    names = ["code_agent.yaml", "structured_code_agent.yaml", "toolcalling_agent.yaml"]
    goldens = {
        "smolagents": {"commit": COMMIT, "version": smolagents.__version__},
        "template_texts": {name: prompts.joinpath(name).read_text() for name in names},
        "templates": {name: yaml.safe_load(prompts.joinpath(name).read_text()) for name in names},
        "base_builtin_modules": BASE_BUILTIN_MODULES,
        "tool_mapping": [cls.__name__ for cls in default_tools.TOOL_MAPPING.values()],
        "function_tools": function_cases(),
        "class_tools": [{"case": cls.__name__, "tool": smol_tool(cls()), **renderings(cls())} for cls in CLASS_TOOLS],
        "library_tools": library_tools(),
        "python_interpreter_tools": python_interpreter_tools(),
        "agents": agent_cases(),
        "custom_templates": custom_template_cases(),
        "float_reprs": [{"value": value, "repr": repr(value)} for value in FLOATS],
        "reprs": [{"value": value, "repr": repr(value)} for value in REPR_VALUES],
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(goldens, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
