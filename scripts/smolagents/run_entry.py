"""One recording: runs one entry agent of a scenario's repository, at base or at head, in its own process.

Called by record_runs.py as `python3 run_entry.py SPEC.json OUT.json`, with PYTHONPATH set to the stubs
and to the smolagents source to run (the pinned one, or for a library scenario the edited copy). A
process of its own per run, so that nothing is shared between base and head: not the imported
smolagents, not the application module, not `linecache` (which `@tool` reads the function's source from).

SPEC: {"repository": dir, "module": "support/agent.py", "entry": "agent", "task": "...",
       "scripts": {"<agent variable>": [output, ...]}, "max_steps_reached": bool, "smolagents_src": dir}
OUT:  {"requests": {"<agent variable>": [Request, ...]}, "classes": {"<agent variable>": "CodeAgent"}, "output": str}
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys


def load_module(repository: str, path: str):
    """Executes the application module as Python would import it from the repository root."""
    name = path[: -len(".py")].replace("/", ".")
    spec = importlib.util.spec_from_file_location(name, os.path.join(repository, path))
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def managed_closure(agent) -> list:
    """The agent and every agent it manages, at any depth."""
    found, pending = [], [agent]
    while pending:
        current = pending.pop(0)
        if any(current is seen for seen in found):
            continue
        found.append(current)
        pending.extend(current.managed_agents.values())
    return found


def main(spec_path: str, out_path: str) -> None:
    with open(spec_path, encoding="utf-8") as f:
        spec = json.load(f)
    repository = spec["repository"]
    os.chdir(repository)
    sys.path.insert(0, repository)

    import smolagents
    from smolagents.agents import MultiStepAgent
    from smolagents.utils import AgentMaxStepsError

    expected_src = os.path.realpath(spec["smolagents_src"])
    if not os.path.realpath(smolagents.__file__).startswith(expected_src + os.sep):
        raise SystemExit(f"smolagents was imported from {smolagents.__file__}, not from {expected_src}")

    from scripted_model import install

    recorder = install()
    module = load_module(repository, spec["module"])
    agents = {name: value for name, value in vars(module).items() if isinstance(value, MultiStepAgent)}
    entry = agents[spec["entry"]]
    recorder.bind(agents, spec["scripts"])

    output = entry.run(spec["task"])

    names = {id(agent): name for name, agent in agents.items()}
    involved = [names[id(agent)] for agent in managed_closure(entry)]
    problems = list(recorder.errors) + recorder.unfinished(involved)
    problems += [f"agent {name!r} is not run by entry {spec['entry']!r} but sent requests" for name in recorder.requests if name not in involved]
    for name in involved:
        for step in agents[name].memory.steps:
            error = getattr(step, "error", None)
            if error is None:
                continue
            if isinstance(error, AgentMaxStepsError) and name == spec["entry"] and spec["max_steps_reached"]:
                continue
            problems.append(f"agent {name!r}: step {getattr(step, 'step_number', '?')} failed: {error}")
    reached = any(isinstance(getattr(step, "error", None), AgentMaxStepsError) for step in entry.memory.steps)
    if reached != spec["max_steps_reached"]:
        problems.append(f"entry {spec['entry']!r} {'reached' if reached else 'did not reach'} max_steps")
    if problems:
        raise SystemExit("recording failed:\n- " + "\n- ".join(problems))

    result = {
        "requests": recorder.requests,
        "classes": {name: type(agent).__name__ for name, agent in agents.items()},
        "output": str(output),
    }
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump(result, f, ensure_ascii=False)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
