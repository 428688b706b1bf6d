"""Runs one agent of an application with a scripted model and prints every request the SDK posts.

Usage: python run_entry.py APP_DIR MODULE ENTRY TASK SCRIPT_JSON. The OpenAI client's HTTP client
answers from the script before the application is imported: each request's body is kept, and the
answer is the next scripted one (a function call, or text), in the Responses API's shape.
"""
import importlib
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from scripted_http import answer_requests  # noqa: E402

app_dir, module, entry, task, script = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], json.loads(sys.argv[5])
requests = []


def answer(body: dict) -> dict:
    if len(requests) >= len(script):
        raise RuntimeError(f"request {len(requests) + 1} has no scripted answer")
    step = script[len(requests)]
    # The cache key names the run: not prompt material, and no two runs share it.
    body.pop("prompt_cache_key", None)
    requests.append(body)
    n = len(requests)
    if "call" in step:
        output = [{"type": "function_call", "id": f"fc_{n}", "call_id": f"call_{n}", "name": step["call"], "arguments": json.dumps(step.get("args", {})), "status": "completed"}]
    else:
        output = [{"type": "message", "id": f"msg_{n}", "status": "completed", "role": "assistant", "content": [{"type": "output_text", "text": step["text"], "annotations": []}]}]
    usage = {"input_tokens": 0, "output_tokens": 0, "total_tokens": 0, "input_tokens_details": {"cached_tokens": 0}, "output_tokens_details": {"reasoning_tokens": 0}}
    return {"id": f"resp_{n}", "object": "response", "created_at": 0, "status": "completed", "model": body["model"], "output": output, "usage": usage, "parallel_tool_calls": True, "tool_choice": "auto", "tools": []}


answer_requests(answer)
os.environ["OPENAI_API_KEY"] = "sk-recording"
sys.path.insert(0, app_dir)

from agents import Agent, Runner, set_tracing_disabled  # noqa: E402

set_tracing_disabled(True)
app = importlib.import_module(module)
Runner.run_sync(getattr(app, entry), task)
if len(requests) != len(script):
    raise RuntimeError(f"{len(requests)} requests, {len(script)} scripted")
agents = [(variable, value) for variable, value in vars(app).items() if isinstance(value, Agent)]


def recorded(body: dict) -> dict:
    """What a request carries of its agent, told to the agent whose instructions it carries."""
    owners = [(v, a) for v, a in agents if a.instructions == body["instructions"]]
    if len(owners) != 1:
        raise RuntimeError(f"a request's instructions belong to {len(owners)} agents")
    variable, agent = owners[0]
    return {"agent": variable, "name": agent.name, "instructions": body["instructions"], "input": body["input"], "tools": body.get("tools"), "text": body.get("text")}


print(json.dumps([recorded(b) for b in requests], ensure_ascii=False))
