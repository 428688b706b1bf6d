"""What the Python recorders of real framework runs share (scripts/*/python/record.py): the command
line, a fresh process per run on its own copy of the application, the edits from base to head, and
the fixture each scenario is written to."""
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path


def head_of(files: dict, edits: list) -> dict:
    """The files with each edit applied; an edit's `find` must occur exactly once."""
    head = dict(files)
    for e in edits:
        if head[e["path"]].count(e["find"]) != 1:
            raise ValueError(f"edit of {e['path']}: {e['find']!r} must occur once")
        head[e["path"]] = head[e["path"]].replace(e["find"], e["replace"])
    return head


def run(run_entry: Path, scenario: dict, files: dict, env: dict) -> list:
    """One run of the scenario's entry agent in a fresh process: the requests it posted."""
    with tempfile.TemporaryDirectory() as app:
        for path, text in files.items():
            (Path(app) / path).parent.mkdir(parents=True, exist_ok=True)
            (Path(app) / path).write_text(text)
        done = subprocess.run([sys.executable, str(run_entry), app, scenario["module"], scenario["entry"], scenario["task"], json.dumps(scenario["script"])], capture_output=True, text=True, env=dict(os.environ, **env))
        if done.returncode != 0:
            raise RuntimeError(f"{scenario['name']}: {done.stderr}")
        return json.loads(done.stdout)


def record_all(scenarios: list, run_entry: Path, default_out: Path, provenance: dict, env: dict | None = None) -> None:
    """Records every scenario (or those `--only` names) at base and at head, to `--out` (default_out)/python-<name>.json."""
    args = sys.argv[1:]
    only = [a for a in args[args.index("--only") + 1:] if not a.startswith("--")] if "--only" in args else None
    out = Path(args[args.index("--out") + 1]) if "--out" in args else default_out
    out.mkdir(parents=True, exist_ok=True)
    for scenario in scenarios:
        if only and scenario["name"] not in only:
            continue
        base = run(run_entry, scenario, scenario["files"], env or {})
        head = run(run_entry, scenario, head_of(scenario["files"], scenario["edits"]), env or {})
        fixture = {
            "scenario": f"python-{scenario['name']}",
            "about": scenario["about"],
            **provenance,
            "repository": {"base": scenario["files"], "edits": scenario["edits"]},
            "entry": scenario["entry"],
            "task": scenario["task"],
            "script": scenario["script"],
            "runs": {"base": {"requests": base}, "head": {"requests": head}},
        }
        (out / f"python-{scenario['name']}.json").write_text(json.dumps(fixture, indent=1, ensure_ascii=False) + "\n")
        print(f"python-{scenario['name']}: {len(base)} requests")
