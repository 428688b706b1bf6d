"""Records the requests the pinned OpenAI Agents SDK for Python sends for each scenario of scenarios.py, at
base and at head of its edit, to test/fixtures/recorded/openai-agents/python-<scenario>.json.

Usage: python record.py [--only NAME ...] [--out DIR], with a Python that has langgraph 1.2.12,
langgraph-prebuilt 1.1.0, langchain-core 1.6.5 and langchain-openai 1.6.6 (see ../README.md). Each run
is a fresh process on its own copy of the application, so nothing is shared between base and head.
"""
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from scenarios import SCENARIOS

HERE = Path(__file__).resolve().parent
args = sys.argv[1:]
only = args[args.index("--only") + 1:] if "--only" in args else None
out = Path(args[args.index("--out") + 1]) if "--out" in args else HERE / "../../../test/fixtures/recorded/openai-agents"
if only:
    only = [a for a in only if not a.startswith("--")]


def run(scenario: dict, files: dict) -> list:
    with tempfile.TemporaryDirectory() as app:
        for path, text in files.items():
            (Path(app) / path).parent.mkdir(parents=True, exist_ok=True)
            (Path(app) / path).write_text(text)
        env = dict(os.environ)
        done = subprocess.run([sys.executable, str(HERE / "run_entry.py"), app, scenario["module"], scenario["entry"], scenario["task"], json.dumps(scenario["script"])], capture_output=True, text=True, env=env)
        if done.returncode != 0:
            raise RuntimeError(f"{scenario['name']}: {done.stderr}")
        return json.loads(done.stdout)


def head_of(files: dict, edits: list) -> dict:
    head = dict(files)
    for e in edits:
        if head[e["path"]].count(e["find"]) != 1:
            raise ValueError(f"edit of {e['path']}: {e['find']!r} must occur once")
        head[e["path"]] = head[e["path"]].replace(e["find"], e["replace"])
    return head


out.mkdir(parents=True, exist_ok=True)
for scenario in SCENARIOS:
    if only and scenario["name"] not in only:
        continue
    base, head = run(scenario, scenario["files"]), run(scenario, head_of(scenario["files"], scenario["edits"]))
    fixture = {
        "scenario": f"python-{scenario['name']}",
        "about": scenario["about"],
        "sdk": "openai-agents-python 7f7a44f8dc0650296bd5ab6c745c9bcbaa6ac3b7",
        "repository": {"base": scenario["files"], "edits": scenario["edits"]},
        "entry": scenario["entry"],
        "task": scenario["task"],
        "script": scenario["script"],
        "runs": {"base": {"requests": base}, "head": {"requests": head}},
    }
    (out / f"python-{scenario['name']}.json").write_text(json.dumps(fixture, indent=1, ensure_ascii=False) + "\n")
    print(f"python-{scenario['name']}: {len(base)} requests")
