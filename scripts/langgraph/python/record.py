"""Records the requests the pinned LangGraph for Python sends for each scenario of scenarios.py, at
base and at head of its edit, to test/fixtures/recorded/langgraph/python-<scenario>.json.

Usage: python record.py [--only NAME ...] [--out DIR], with a Python that has langgraph 1.2.12,
langgraph-prebuilt 1.1.0, langchain-core 1.6.5 and langchain-openai 1.6.6 (see ../README.md)."""
import sys
from pathlib import Path

from scenarios import SCENARIOS

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
from recording import record_all  # noqa: E402

record_all(SCENARIOS, HERE / "run_entry.py", HERE / "../../../test/fixtures/recorded/langgraph", {"libraries": "langgraph 1.2.12, langgraph-prebuilt 1.1.0, langchain-core 1.6.5, langchain-openai 1.6.6"}, {"PYTHONPATH": str(HERE / "stubs")})
