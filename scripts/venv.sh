#!/usr/bin/env bash
# Create .venv (once) and install the project with the given extras, at the pinned versions. Sourced by app.sh / test.sh / bench.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
extras="${1:-app}"
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
stamp=".venv/.installed-$extras"
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || [ requirements/constraints.txt -nt "$stamp" ]; then
  .venv/bin/python -m pip install -q --upgrade pip
  # the versions the tests passed with (scripts/lock.sh pins them with pip-tools)
  .venv/bin/python -m pip install -q -c requirements/constraints.txt -e ".[$extras]"
  touch "$stamp"
fi
# Compile the Schwarzarbeit deal counter once (numba keeps it in its cache): the first game need not wait for it.
if [[ ",$extras," == *",app,"* ]]; then
  .venv/bin/python -c "from schwarz.schwarzarbeit.deals_compiled import warm; warm()" \
    || echo "WARNING: the compiled deal counter could not be built; the Python counter will be used." >&2
fi
