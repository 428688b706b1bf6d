"""Runs one agent of an application with a scripted model and prints every request it posts.

Usage: python run_entry.py APP_DIR MODULE ENTRY TASK SCRIPT_JSON. The OpenAI client's HTTP client
answers from the script before the application is imported: each request's messages and tools are
kept, and the answer is the next scripted one (a tool call, or text), as Chat Completions answers.
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
    requests.append({"messages": body["messages"], "tools": body.get("tools")})
    n = len(requests)
    if "call" in step:
        message = {"role": "assistant", "content": None, "tool_calls": [{"id": f"call_{n}", "type": "function", "function": {"name": step["call"], "arguments": json.dumps(step.get("args", {}))}}]}
    else:
        message = {"role": "assistant", "content": step["text"]}
    usage = {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0}
    return {"id": f"chatcmpl_{n}", "object": "chat.completion", "created": 0, "model": body["model"], "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if "call" in step else "stop"}], "usage": usage}


answer_requests(answer)
os.environ["OPENAI_API_KEY"] = "sk-recording"
sys.path.insert(0, app_dir)
agent = getattr(importlib.import_module(module), entry)
agent.invoke({"messages": [{"role": "user", "content": task}]})
if len(requests) != len(script):
    raise RuntimeError(f"{len(requests)} requests, {len(script)} scripted")
print(json.dumps(requests, ensure_ascii=False))
