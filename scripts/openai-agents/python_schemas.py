"""The tools the pinned OpenAI Agents SDK for Python posts for an application's `@function_tool`s.

The application module is imported with the SDK (openai-agents-python at PINNED, its `src` on
PYTHONPATH, with openai 3, pydantic 2 and griffelib 2); each FunctionTool it holds is converted by
the SDK's own `Converter._convert_function_tool` (models/openai_responses.py), as a request posts it.
Usage: python3 python_schemas.py APP.py > schemas.json
"""
import importlib.util
import json
import sys
from pathlib import Path

PINNED = "7f7a44f8dc0650296bd5ab6c745c9bcbaa6ac3b7"


def main() -> None:
    from agents import FunctionTool
    from agents.models.openai_responses import Converter

    app = Path(sys.argv[1]).resolve()
    spec = importlib.util.spec_from_file_location(app.stem, app)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    tools = {}
    for variable, value in vars(module).items():
        if isinstance(value, FunctionTool):
            posted, _ = Converter._convert_function_tool(value)
            tools[variable] = posted
    print(json.dumps({"sdk": f"openai-agents-python {PINNED}", "tools": tools}, indent=1, ensure_ascii=False))


main()
