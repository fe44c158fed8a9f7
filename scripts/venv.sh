#!/usr/bin/env bash
# Create .venv (once) and install the project with the given extras. Sourced by app.sh / test.sh / bench.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
extras="${1:-app}"
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
stamp=".venv/.installed-$extras"
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e ".[$extras]"
  touch "$stamp"
fi
