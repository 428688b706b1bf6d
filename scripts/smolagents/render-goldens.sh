#!/bin/sh
# Renders the smolagents goldens with the pinned library (see render_goldens.py).
# SMOLAGENTS_SRC points at the pinned checkout's src/ directory.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
src=${SMOLAGENTS_SRC:-/work/shared/frameworks/smolagents/src}
PYTHONPATH="$here/stubs:$src" PYTHONHASHSEED=0 exec /usr/bin/python3 "$here/render_goldens.py" "$@"
