"""Records what the real smolagents sends to its provider, for each scenario at base and at head.

Writes test/fixtures/recorded/smolagents/<scenario>.json for every scenario of scenarios.py, and
test/fixtures/recorded/smolagents/library/ (verbatim copies of the pinned library files that library
scenarios edit, its LICENSE and a README). Run it through record.sh; see README.md next to this file.

Usage: record_runs.py [--out DIR] [--only NAME ...] [--jobs N]
Environment: SMOLAGENTS_SRC, the `src` folder of the pinned smolagents (record.sh sets it).
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

from scenarios import LIBRARY_FILES, Scenario, scenarios  # noqa: E402

SMOLAGENTS_COMMIT = "e3a5b8994b301983b91c0325546e9dc82eab8cf0"
SMOLAGENTS_VERSION = "1.27.0.dev0"
PYTHON = "/usr/bin/python3"
STUBS = os.path.join(HERE, "stubs")
DEFAULT_OUT = os.path.join(REPO_ROOT, "test", "fixtures", "recorded", "smolagents")
KINDS = ("step", "initial-plan", "update-plan", "final-answer")


def dump(value: Any) -> str:
    return json.dumps(value, indent=1, ensure_ascii=False) + "\n"


def apply_edits(files: dict[str, str], edits: list[dict[str, str]]) -> dict[str, str]:
    """Head: base with each edit applied; each `find` must occur exactly once in its file."""
    head = dict(files)
    for edit in edits:
        text = head[edit["path"]]
        count = text.count(edit["find"])
        if count != 1:
            raise SystemExit(f"edit of {edit['path']}: `find` occurs {count} times, not once: {edit['find'][:80]!r}")
        head[edit["path"]] = text.replace(edit["find"], edit["replace"])
    return head


def read_text(path: str) -> str:
    with open(path, encoding="utf-8", newline="") as f:
        return f.read()


def write_bytes(path: str, data: bytes) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def copy_library(library_root: str, target: str) -> None:
    """A writable copy of the pinned smolagents checkout (src/, LICENSE, pyproject.toml), without caches."""
    for folder, dirs, names in os.walk(library_root):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(names):
            if name.endswith(".pyc"):
                continue
            source = os.path.join(folder, name)
            with open(source, "rb") as f:
                write_bytes(os.path.join(target, os.path.relpath(source, library_root)), f.read())


def construction(scenario: Scenario, texts: dict[str, str], variable: str) -> dict[str, Any]:
    """Where a module-level agent variable is assigned its constructor call: path, 1-based line, class."""
    tree = ast.parse(texts[scenario.module])
    found = []
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
            if any(isinstance(t, ast.Name) and t.id == variable for t in node.targets):
                func = node.value.func
                name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
                found.append({"path": scenario.module, "line": node.value.lineno, "class": name, "variable": variable})
    if len(found) != 1:
        raise SystemExit(f"{scenario.name}: {variable!r} is assigned a constructor call {len(found)} times in {scenario.module}")
    return found[0]


def run_entry(scenario: Scenario, variant: str, entry: str, repository: str, smolagents_src: str, work: str) -> dict[str, Any]:
    spec = {
        "repository": repository,
        "module": scenario.module,
        "entry": entry,
        "task": scenario.task,
        "scripts": scenario.scripts,
        "max_steps_reached": entry in scenario.max_steps_reached,
        "smolagents_src": smolagents_src,
    }
    spec_path = os.path.join(work, f"{variant}-{entry}.spec.json")
    out_path = os.path.join(work, f"{variant}-{entry}.out.json")
    with open(spec_path, "w", encoding="utf-8") as f:
        json.dump(spec, f)
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": work,
        "LANG": "C.UTF-8",
        "PYTHONPATH": os.pathsep.join([HERE, STUBS, smolagents_src]),
        "PYTHONHASHSEED": "0",
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONIOENCODING": "utf-8",
        "COLUMNS": "120",
        "TERM": "dumb",
    }
    done = subprocess.run(
        [PYTHON, os.path.join(HERE, "run_entry.py"), spec_path, out_path],
        cwd=repository,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
    )
    if done.returncode != 0:
        raise SystemExit(
            f"{scenario.name} ({variant}, entry {entry}) failed:\n{done.stderr[-6000:]}\n--- stdout (tail) ---\n{done.stdout[-3000:]}"
        )
    with open(out_path, encoding="utf-8") as f:
        return json.load(f)


def record_variant(scenario: Scenario, variant: str, texts: dict[str, str], library_root: str) -> list[dict[str, Any]]:
    """Runs every entry of the scenario on these texts; one result per entry, in entry order."""
    work = tempfile.mkdtemp(prefix=f"smolagents-{scenario.name}-{variant}-")
    try:
        repository = os.path.join(work, "repository")
        os.makedirs(repository)
        smolagents_src = os.path.join(library_root, "src")
        app_files = texts
        if scenario.library:
            copy_library(library_root, repository)
            smolagents_src = os.path.join(repository, "src")
            for path, text in texts.items():
                if path in scenario.files:
                    continue
                write_bytes(os.path.join(repository, path), text.encode("utf-8"))  # an edited library file
            app_files = {path: text for path, text in texts.items() if path in scenario.files}
        for path, text in app_files.items():
            write_bytes(os.path.join(repository, path), text.encode("utf-8"))
        results = [run_entry(scenario, variant, entry, repository, smolagents_src, work) for entry in scenario.entries]
        for result in results:
            leaked = work in json.dumps(result["requests"], ensure_ascii=False)
            if leaked:
                raise SystemExit(f"{scenario.name} ({variant}): a recorded request contains the temporary path {work}")
        return results
    finally:
        shutil.rmtree(work, ignore_errors=True)


def texts_for(scenario: Scenario, library_root: str, variant: str) -> dict[str, str]:
    """The files of the repository that the edits apply to: the application's, and for a library scenario the edited library files."""
    files = dict(scenario.files)
    if scenario.library:
        for edit in scenario.edits:
            if edit["path"] in files:
                continue
            if edit["path"] not in LIBRARY_FILES:
                raise SystemExit(f"{scenario.name}: the edited library file {edit['path']} is not in LIBRARY_FILES")
            files[edit["path"]] = read_text(os.path.join(library_root, edit["path"]))
    else:
        for edit in scenario.edits:
            if edit["path"] not in files:
                raise SystemExit(f"{scenario.name}: an edit targets {edit['path']}, which is not a file of the scenario")
    return files if variant == "base" else apply_edits(files, scenario.edits)


def record(scenario: Scenario, library_root: str) -> dict[str, Any]:
    base_texts = texts_for(scenario, library_root, "base")
    head_texts = texts_for(scenario, library_root, "head")
    runs = {variant: record_variant(scenario, variant, texts, library_root) for variant, texts in (("base", base_texts), ("head", head_texts))}

    classes = runs["base"][0]["classes"]
    agents = []
    for variable in classes:
        place = construction(scenario, scenario.files, variable)
        if place["class"] != classes[variable]:
            raise SystemExit(f"{scenario.name}: {variable} is built by {place['class']} but is a {classes[variable]}")
        head_place = construction(scenario, head_texts, variable) if scenario.module in head_texts else place
        if head_place["class"] != place["class"]:
            raise SystemExit(f"{scenario.name}: {variable} changes class at head")
        per_variant = {}
        for variant, results in runs.items():
            requests = [request for result in results for request in result["requests"].get(variable, [])]
            if not requests:
                raise SystemExit(f"{scenario.name}: agent {variable} sent no request at {variant}")
            for request in requests:
                if request["kind"] not in KINDS:
                    raise SystemExit(f"{scenario.name}: unknown kind {request['kind']}")
            per_variant[variant] = {"requests": requests}
        agents.append({"construction": place, "runs": per_variant})
    agents.sort(key=lambda a: (a["construction"]["path"], a["construction"]["line"]))

    return {
        "scenario": scenario.name,
        "about": scenario.about,
        "smolagents": {"commit": SMOLAGENTS_COMMIT, "version": SMOLAGENTS_VERSION},
        "repository": {
            "library": scenario.library,
            "base": {path: scenario.files[path] for path in sorted(scenario.files)},
            "edits": scenario.edits,
        },
        "task": scenario.task,
        "agents": agents,
    }


LIBRARY_README = """# smolagents library files, verbatim

These are unchanged copies of files of [huggingface/smolagents](https://github.com/huggingface/smolagents)
at commit {commit} (version {version}), at their paths in that repository, with its LICENSE (Apache-2.0).

The recorded scenarios whose `repository.library` is true are smolagents itself: their repository is
these files plus the scenario's `repository.base`, and their `edits` may target these files.
Written by `scripts/smolagents/record.sh`; do not edit them by hand.
"""


def write_library(library_root: str, out: str) -> None:
    target = os.path.join(out, "library")
    shutil.rmtree(target, ignore_errors=True)
    for path in LIBRARY_FILES + ["LICENSE"]:
        with open(os.path.join(library_root, path), "rb") as f:
            write_bytes(os.path.join(target, path), f.read())
    write_bytes(
        os.path.join(target, "README.md"),
        LIBRARY_README.format(commit=SMOLAGENTS_COMMIT, version=SMOLAGENTS_VERSION).encode("utf-8"),
    )


def check_version(smolagents_src: str) -> None:
    init = read_text(os.path.join(smolagents_src, "smolagents", "__init__.py"))
    if f'__version__ = "{SMOLAGENTS_VERSION}"' not in init:
        raise SystemExit(f"{smolagents_src} is not smolagents {SMOLAGENTS_VERSION}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=DEFAULT_OUT, help="fixture folder (default: test/fixtures/recorded/smolagents)")
    parser.add_argument("--only", nargs="*", default=None, help="record only these scenarios (others are left as they are)")
    parser.add_argument("--jobs", type=int, default=min(4, os.cpu_count() or 1), help="scenarios recorded at once")
    args = parser.parse_args()

    smolagents_src = os.path.realpath(
        os.environ.get("SMOLAGENTS_SRC") or os.path.join(REPO_ROOT, "..", "shared", "frameworks", "smolagents", "src")
    )
    check_version(smolagents_src)
    library_root = os.path.dirname(smolagents_src)
    every = scenarios(smolagents_src)
    names = [s.name for s in every]
    if len(set(names)) != len(names):
        raise SystemExit("two scenarios have the same name")
    chosen = every if args.only is None else [s for s in every if s.name in args.only]
    unknown = set(args.only or []) - set(names)
    if unknown:
        raise SystemExit(f"unknown scenarios: {sorted(unknown)}")

    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        fixtures = list(pool.map(lambda s: record(s, library_root), chosen))

    os.makedirs(args.out, exist_ok=True)
    write_library(library_root, args.out)
    if args.only is None:
        for name in sorted(os.listdir(args.out)):
            if name.endswith(".json") and name[: -len(".json")] not in names:
                os.remove(os.path.join(args.out, name))
    for fixture in fixtures:
        write_bytes(os.path.join(args.out, fixture["scenario"] + ".json"), dump(fixture).encode("utf-8"))
        counts = "; ".join(
            f"{a['construction']['variable']} "
            + " / ".join(str(len(a["runs"][v]["requests"])) for v in ("base", "head"))
            for a in fixture["agents"]
        )
        print(f"{fixture['scenario']}: {counts}")


if __name__ == "__main__":
    main()
