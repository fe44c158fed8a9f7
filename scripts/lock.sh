#!/usr/bin/env bash
# Pin every dependency (pip-tools' pip-compile): requirements/constraints.txt for `make app` / `make test`,
# binder/requirements.txt for Binder (the app's dependencies only). Run after changing pyproject's dependencies;
# tests/browser/test_binder.py checks that both agree with pyproject.toml and with each other.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/venv.sh "app,test"
.venv/bin/python -m pip install -q "pip-tools>=7.4"
common=(--quiet --strip-extras --allow-unsafe --no-emit-index-url --no-emit-find-links --newline=lf)
.venv/bin/pip-compile "${common[@]}" --extra app --extra test -o requirements/constraints.txt pyproject.toml
.venv/bin/pip-compile "${common[@]}" --extra app -c requirements/constraints.txt \
  --header -o binder/requirements.txt pyproject.toml
