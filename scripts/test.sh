#!/usr/bin/env bash
# Run every test: lint, types, unit, property, notebook and real-browser tests. Installs what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/venv.sh "app,test"
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's chromium for the browser tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "WARNING: /usr/bin/chromium is missing and we are not root: browser tests will be skipped." >&2
  fi
fi
echo "== ruff"; .venv/bin/ruff check schwarz widgets tests benchmarks scripts
echo "== mypy --strict schwarz widgets"; .venv/bin/mypy --strict schwarz widgets
echo "== pytest"
.venv/bin/python -m pytest -n "${PYTEST_WORKERS:-2}" "$@"
