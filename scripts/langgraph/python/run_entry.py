"""Runs one agent of an application with a scripted model and prints every request it posts.

Usage: python run_entry.py APP_DIR MODULE ENTRY TASK SCRIPT_JSON. The OpenAI client's HTTP client is
replaced before the application is imported: each request's body is kept, and the answer is the
next scripted one (a tool call, or text).
"""
import importlib
import json
import os
import sys

import httpx

try:  # openai 3 posts through httpx2, a fork of httpx
    import httpx2
except ImportError:
    httpx2 = None

app_dir, module, entry, task, script = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], json.loads(sys.argv[5])
requests = []


def send(self, request, **kwargs):
    body = json.loads(request.content)
    if len(requests) >= len(script):
        raise RuntimeError(f"request {len(requests) + 1} has no scripted answer")
    step = script[len(requests)]
    requests.append({"messages": body["messages"], "tools": body.get("tools")})
    n = len(requests)
    if "call" in step:
        message = {"role": "assistant", "content": None, "tool_calls": [{"id": f"call_{n}", "type": "function", "function": {"name": step["call"], "arguments": json.dumps(step.get("args", {}))}}]}
    else:
        message = {"role": "assistant", "content": step["text"]}
    answer = {"id": f"chatcmpl_{n}", "object": "chat.completion", "created": 0, "model": body["model"], "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if "call" in step else "stop"}], "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0}}
    return type(request).__module__.startswith("httpx2") and httpx2.Response(200, json=answer, request=request) or httpx.Response(200, json=answer, request=request)


httpx.Client.send = send
if httpx2 is not None:
    httpx2.Client.send = send
os.environ["OPENAI_API_KEY"] = "sk-recording"
sys.path.insert(0, app_dir)
agent = getattr(importlib.import_module(module), entry)
agent.invoke({"messages": [{"role": "user", "content": task}]})
if len(requests) != len(script):
    raise RuntimeError(f"{len(requests)} requests, {len(script)} scripted")
print(json.dumps(requests, ensure_ascii=False))
