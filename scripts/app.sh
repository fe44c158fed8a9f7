#!/usr/bin/env bash
# Start the app on localhost. Installs what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/venv.sh app
exec .venv/bin/python -m schwarz app --port "${PORT:-8866}" --mode "${MODE:-teaching}" --pool "${POOL:-0}" --pool-pages "${POOL_PAGES:-}"
