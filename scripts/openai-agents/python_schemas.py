"""The tools the pinned OpenAI Agents SDK for Python posts for an application's code.

The SDK's own `function_schema.py` and `strict_schema.py` (openai/openai-agents-python at PINNED) build
each `@function_tool`'s schema with pydantic; `_convert_function_tool` (models/openai_responses.py)
posts it as {name, parameters, strict, type, description}. The rest of the SDK needs packages this
machine lacks (openai), so only these files run, with stand-ins for the three modules they import
for types alone. Usage: python3 python_schemas.py SDK_GIT_DIR APP.py > goldens.json
"""
import ast
import json
import subprocess
import sys
import tempfile
import textwrap
import types
from pathlib import Path

PINNED = "7f7a44f8dc0650296bd5ab6c745c9bcbaa6ac3b7"
REAL = ["function_schema.py", "strict_schema.py", "agent_tool_input.py", "util/_transforms.py"]
STUBS = {
    "__init__.py": "",
    "util/__init__.py": "",
    "exceptions.py": "class UserError(Exception):\n    pass\n",
    "run_context.py": "class RunContextWrapper:\n    pass\n",
    "tool_context.py": "class ToolContext:\n    pass\n",
    "logger.py": "import logging\nlogger = logging.getLogger('openai.agents')\n",
    "items.py": "TResponseInputItem = dict\n",
}
# Debian's griffe 0.25 keeps these two where griffelib 2 exports them from the package.
# Debian's python3-griffe (0.25), appended after the interpreter's own packages.
DEBIAN_PACKAGES = "/usr/lib/python3/dist-packages"


def sdk_package(git_dir: str, root: Path) -> None:
    package = root / "agents"
    for name, text in STUBS.items():
        (package / name).parent.mkdir(parents=True, exist_ok=True)
        (package / name).write_text(text)
    for name in REAL:
        source = subprocess.run(["git", "--git-dir", git_dir, "show", f"{PINNED}:src/agents/{name}"], check=True, capture_output=True, text=True).stdout
        (package / name).write_text(source)
    (root / "openai").mkdir()
    (root / "openai" / "__init__.py").write_text("NOT_GIVEN = object()\n")


def decorator_options(node: ast.FunctionDef) -> dict | None:
    """The keyword arguments of its @function_tool(...), or None if it is no tool."""
    for d in node.decorator_list:
        if isinstance(d, ast.Name) and d.id == "function_tool":
            return {}
        if isinstance(d, ast.Call) and isinstance(d.func, ast.Name) and d.func.id == "function_tool":
            return {k.arg: ast.literal_eval(k.value) for k in d.keywords}
    return None


def main() -> None:
    git_dir, app = sys.argv[1], Path(sys.argv[2])
    root = Path(tempfile.mkdtemp())
    sdk_package(git_dir, root)
    sys.path.insert(0, str(root))
    sys.path.append(DEBIAN_PACKAGES)
    # Debian's griffe 0.25 keeps these two where griffelib 2 exports them from the package.
    import griffe  # noqa: E402
    from griffe.dataclasses import Docstring
    from griffe.docstrings.dataclasses import DocstringSectionKind
    from griffe.docstrings.parsers import Parser

    class NamedParserDocstring(Docstring):
        """griffelib 2 takes the parser by name ("google"); 0.25 by its enum."""

        def __init__(self, value, *, parser=None, **options):
            super().__init__(value, parser=Parser(parser) if isinstance(parser, str) else parser, **options)

    griffe.Docstring, griffe.DocstringSectionKind = NamedParserDocstring, DocstringSectionKind
    from agents.function_schema import function_schema
    from agents.strict_schema import ensure_strict_json_schema
    from agents.agent_tool_input import AgentAsToolInput
    from agents.util._transforms import transform_string_function_style

    tree = ast.parse(app.read_text())
    # Only the tool functions run (their bodies are never called), with the names their hints use.
    namespace: dict = {}
    exec("from __future__ import annotations\nfrom typing import *\nfrom pydantic import BaseModel, Field\nfrom agents.run_context import RunContextWrapper\nfrom agents.tool_context import ToolContext\n", namespace)
    tools = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            exec(compile(ast.Module(body=[node], type_ignores=[]), str(app), "exec"), namespace)
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        options = decorator_options(node)
        if options is None:
            continue
        node.decorator_list = []
        exec(compile(ast.Module(body=[node], type_ignores=[]), str(app), "exec"), namespace)
        schema = function_schema(namespace[node.name], name_override=options.get("name_override"), description_override=options.get("description_override"), docstring_style=options.get("docstring_style"), use_docstring_info=options.get("use_docstring_info", True), strict_json_schema=options.get("strict_mode", True))
        tools[node.name] = {"name": schema.name, "parameters": schema.params_json_schema, "strict": schema.strict_json_schema, "type": "function", "description": schema.description}
    out = {
        "sdk": f"openai-agents-python {PINNED}",
        "tools": tools,
        "agent_as_tool_parameters": ensure_strict_json_schema(AgentAsToolInput.model_json_schema()),
        "handoff_parameters": ensure_strict_json_schema({}),
        "handoff_names": {name: "transfer_to_" + transform_string_function_style(name, warn_on_whitespace=False) for name in ["Billing agent", "Refund agent", "spanish_agent", "Triage-Bot v2"]},
    }
    print(json.dumps(out, indent=1, ensure_ascii=False))


main()
