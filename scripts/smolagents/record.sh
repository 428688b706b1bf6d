#!/usr/bin/env bash
# Records what the real smolagents sends for every scenario, at base and at head, into
# test/fixtures/recorded/smolagents/. See scripts/smolagents/README.md.
# SMOLAGENTS_SRC: the pinned smolagents `src` folder (default: ../shared/frameworks/smolagents/src,
# relative to the repository root). Extra arguments go to record_runs.py (--only, --out, --jobs).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export SMOLAGENTS_SRC="${SMOLAGENTS_SRC:-$root/../shared/frameworks/smolagents/src}"
export PYTHONDONTWRITEBYTECODE=1
export PYTHONPATH="$here/stubs:$SMOLAGENTS_SRC"
exec /usr/bin/python3 "$here/record_runs.py" "$@"
