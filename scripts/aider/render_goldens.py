"""The messages the pinned aider sends for each prompt class of a repository, before any history.

aider's own `Coder.fmt_system_prompt` and `Coder.format_chat_chunks` (aider/coders/base_coder.py at
PINNED) run on the repository's prompt classes and `ChatChunks`; the rest of aider (its model
through litellm, git, the repo map) cannot run here and is stood in for: the model's settings are
aider's default model's (`sonnet`, claude-sonnet-4-6 in aider/resources/model-settings.yml), no file
is in the chat, the user's language is English, and the platform is a fixed Linux machine in a git
repository. Usage: python3 render_goldens.py AIDER_GIT_DIR REPOSITORY_DIR > goldens.json
"""
import ast
import importlib.util
import json
import subprocess
import sys
import types
from pathlib import Path

PINNED = "5dc9490bb35f9729ef2c95d00a19ccd30c26339c"
METHODS = ["fmt_system_prompt", "format_chat_chunks"]
PLATFORM = "- Platform: Linux-6.8.0-x86_64-with-glibc2.39\n- Shell: SHELL=/bin/bash\n- Language: English\n- Current date: 2026-12-02\n- The user is operating inside a git repository\n"
TASK = "Add a --verbose flag to the CLI."


def coder_methods(git_dir: str) -> dict:
    """The two methods, compiled from base_coder.py's own source."""
    source = subprocess.run(["git", "--git-dir", git_dir, "show", f"{PINNED}:aider/coders/base_coder.py"], check=True, capture_output=True, text=True).stdout
    tree = ast.parse(source)
    coder = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Coder")
    body = [n for n in coder.body if isinstance(n, ast.FunctionDef) and n.name in METHODS]
    namespace: dict = {}
    exec(compile(ast.Module(body=body, type_ignores=[]), "base_coder.py", "exec"), namespace)
    return {name: namespace[name] for name in METHODS}


def load_coders(repository: Path) -> types.ModuleType:
    """The repository's aider/coders modules, imported as a package without its __init__ (which imports every coder)."""
    package = types.ModuleType("aider.coders")
    package.__path__ = [str(repository / "aider/coders")]
    sys.modules["aider"] = types.ModuleType("aider")
    sys.modules["aider.coders"] = package
    for path in sorted((repository / "aider/coders").glob("*.py")):
        name = f"aider.coders.{path.stem}"
        if name in sys.modules:
            continue
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return package


class Model:
    """claude-sonnet-4-6's settings: ModelSettings' defaults but for those model-settings.yml gives it."""

    lazy = False
    overeager = False
    examples_as_sys_msg = False
    reminder = "user"
    use_system_prompt = True
    system_prompt_prefix = None
    info = {"max_input_tokens": 1_000_000}

    def token_count(self, messages):
        return 0


def messages_of(prompts, methods) -> list:
    coder = types.SimpleNamespace(
        gpt_prompts=prompts,
        main_model=Model(),
        fence=("```", "```"),
        suggest_shell_commands=True,
        done_messages=[],
        cur_messages=[{"role": "user", "content": TASK}],
        choose_fence=lambda: None,
        get_user_language=lambda: "English",
        get_platform_info=lambda: PLATFORM,
        summarize_end=lambda: None,
        get_repo_messages=lambda: [],
        get_readonly_files_messages=lambda: [],
        get_chat_files_messages=lambda: [],
    )
    for name, fn in methods.items():
        setattr(coder, name, types.MethodType(fn, coder))
    methods["format_chat_chunks"].__globals__["ChatChunks"] = sys.modules["aider.coders.chat_chunks"].ChatChunks
    return coder.format_chat_chunks().all_messages()


def main() -> None:
    git_dir, repository = sys.argv[1], Path(sys.argv[2]).resolve()
    methods = coder_methods(git_dir)
    load_coders(repository)
    base = sys.modules["aider.coders.base_prompts"].CoderPrompts
    classes = {}
    for name, module in sorted(sys.modules.items()):
        if not name.startswith("aider.coders.") or not name.endswith("_prompts"):
            continue
        for attr, value in vars(module).items():
            if isinstance(value, type) and issubclass(value, base) and value is not base and value.__module__ == name:
                classes[f"{Path(module.__file__).resolve().relative_to(repository)}#{attr}"] = messages_of(value(), methods)
    print(json.dumps({"aider": PINNED, "task": TASK, "platform": PLATFORM, "classes": classes}, indent=1, ensure_ascii=False))


main()
