#!/usr/bin/env bash
# Benchmarks (timings live here, never in tests). Each reports ratios against a baseline measured in the same run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/venv.sh "app,test"
for b in benchmarks/*_bench.py; do
  echo "== $b"; .venv/bin/python "$b"
done
