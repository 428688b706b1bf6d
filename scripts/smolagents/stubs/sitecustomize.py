"""Lets the pinned smolagents import here, where huggingface_hub has no Debian package.

smolagents imports huggingface_hub at module level for Hub features that recording never uses
(pushing, pulling, the inference client). Each name it imports is a stand-in that raises when
called, so a recording that reached the Hub would fail loudly instead of quietly doing nothing.
agents.py uses `importlib.resources` without importing it itself (it is imported by
huggingface_hub in a real install), so it is imported here.
"""

import importlib.resources  # noqa: F401  (agents.py relies on it being imported)
import sys
import types


class _Unavailable:
    """A huggingface_hub name: importable, never usable."""

    def __init__(self, name):
        self._name = name

    def __call__(self, *args, **kwargs):
        raise RuntimeError(f"huggingface_hub.{self._name} is not available when recording")

    def __getattr__(self, attr):
        return _Unavailable(f"{self._name}.{attr}")

    def __mro_entries__(self, bases):
        return (object,)


class _StubModule(types.ModuleType):
    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return _Unavailable(name)


for _name in ("huggingface_hub", "huggingface_hub.utils", "huggingface_hub.errors", "huggingface_hub.hf_api"):
    _module = _StubModule(_name)
    _module.__path__ = []  # a package, so that submodules import
    sys.modules[_name] = _module
