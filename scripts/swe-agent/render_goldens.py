"""What the pinned SWE-agent renders for each config of a repository: the requests' templates, the
command docs and the function-calling tools.

SWE-agent's own `sweagent/tools/commands.py`, `tools/utils.py`, `tools/bundle.py` and
`utils/jinja_warnings.py` (SWE-agent/SWE-agent at PINNED) run with pydantic 2 and jinja2; the rest of
SWE-agent (its environment, its model through litellm) cannot run here, and `_get_format_dict` and
`TemplateConfig`'s defaults are restated below from agents.py. Usage:
python3 render_goldens.py SWE_AGENT_GIT_DIR REPOSITORY_DIR > goldens.json
"""
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml
from jinja2 import Template

PINNED = "3ea751c087f32b16e039a2233dd6eefecef325d5"
REAL = ["tools/commands.py", "tools/utils.py", "tools/bundle.py", "utils/jinja_warnings.py"]
STUBS = {
    "__init__.py": "",
    "tools/__init__.py": "",
    "utils/__init__.py": "",
    "utils/log.py": "import logging\n\ndef get_logger(name, emoji=''):\n    return logging.getLogger(name)\n",
    # Bundle paths are relative to the repository the run reads.
    "utils/config.py": "from pathlib import Path\nimport os\n\ndef _convert_path_to_abspath(path):\n    return Path(os.environ['SWE_AGENT_REPOSITORY']) / path\n",
}
# tools/tools.py ToolConfig's defaults.
ENV_VARIABLES = {"PAGER": "cat", "MANPAGER": "cat", "LESS": "-R", "PIP_PROGRESS_BAR": "off", "TQDM_DISABLE": "1", "GIT_PAGER": "cat"}
# agents.py TemplateConfig's defaults.
NEXT_STEP = "Observation: {{observation}}"
TRUNCATED = (
    "Observation: {{observation[:max_observation_length]}}<response clipped>"
    "<NOTE>Observations should not exceeded {{max_observation_length}} characters. "
    "{{elided_chars}} characters were elided. Please try a different command that produces less output "
    "or use head/tail/grep/redirect the output to a file. Do not use interactive pagers.</NOTE>"
)
# The state a SWE-bench run starts in, as the bundles' state commands report it.
STATE = {"working_dir": "/testbed", "open_file": "n/a"}


def sweagent_package(git_dir: str, root: Path) -> None:
    for name, text in STUBS.items():
        (root / "sweagent" / name).parent.mkdir(parents=True, exist_ok=True)
        (root / "sweagent" / name).write_text(text)
    for name in REAL:
        source = subprocess.run(["git", "--git-dir", git_dir, "show", f"{PINNED}:sweagent/{name}"], check=True, capture_output=True, text=True).stdout
        (root / "sweagent" / name).write_text(source)


def render(config_path: Path) -> dict:
    from sweagent.tools.bundle import Bundle
    from sweagent.tools.commands import BASH_COMMAND
    from sweagent.tools.utils import generate_command_docs

    agent = yaml.safe_load(config_path.read_text())["agent"]
    templates, tools = agent.get("templates", {}), agent.get("tools", {})
    env_variables = tools.get("env_variables", ENV_VARIABLES)
    commands = [BASH_COMMAND] if tools.get("enable_bash_tool", True) else []
    for bundle in tools.get("bundles", []):
        commands += Bundle(**bundle).commands
    command_docs = generate_command_docs(commands, [], **env_variables)
    function_calling = tools.get("parse_function", {}).get("type", "function_calling") == "function_calling"
    # agents.py `_get_format_dict`, with an empty problem statement and repository name.
    system = dict(command_docs=command_docs, **env_variables, problem_statement="", repo="")
    # The instance and step templates also get the state (agents.py `add_instance_template_to_history`, `add_step_to_history`).
    format_dict = dict(system, **STATE)
    step = dict(format_dict, observation="", elided_chars=0, max_observation_length=templates.get("max_observation_length", 100_000))
    next_step = templates.get("next_step_template", NEXT_STEP)
    instance = [templates.get("instance_template", "")] + ([templates["strategy_template"]] if templates.get("strategy_template") else [])
    return {
        "command_docs": command_docs,
        "tools": [c.get_function_calling_tool() for c in commands] if function_calling else None,
        "system_template": Template(templates.get("system_template", "")).render(**system),
        "instance_template": "\n".join(Template(t).render(**format_dict) for t in instance),
        "next_step_template": Template(next_step).render(**step),
        "next_step_no_output_template": Template(templates.get("next_step_no_output_template") or next_step).render(**step),
        "next_step_truncated_observation_template": Template(templates.get("next_step_truncated_observation_template", TRUNCATED)).render(**step),
    }


def main() -> None:
    import os

    git_dir, repository = sys.argv[1], Path(sys.argv[2])
    root = Path(tempfile.mkdtemp())
    sweagent_package(git_dir, root)
    sys.path.insert(0, str(root))
    os.environ["SWE_AGENT_REPOSITORY"] = str(repository)
    configs = sorted(p for p in repository.rglob("*.yaml") if p.parts[len(repository.parts)] == "config")
    out = {"swe_agent": PINNED, "configs": {str(p.relative_to(repository)): render(p) for p in configs}}
    print(json.dumps(out, indent=1, ensure_ascii=False))


main()
