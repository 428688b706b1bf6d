"""Records the requests the pinned OpenAI Agents SDK for Python sends for each scenario of scenarios.py,
at base and at head of its edit, to test/fixtures/recorded/openai-agents/python-<scenario>.json.

Usage: python record.py [--only NAME ...] [--out DIR], with the SDK's source on PYTHONPATH and its
dependencies installed (see ../README.md)."""
import sys
from pathlib import Path

from scenarios import SCENARIOS

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
from recording import record_all  # noqa: E402

record_all(SCENARIOS, HERE / "run_entry.py", HERE / "../../../test/fixtures/recorded/openai-agents", {"sdk": "openai-agents-python 7f7a44f8dc0650296bd5ab6c745c9bcbaa6ac3b7"}, None)
