"""A bounded load test: 10 concurrent visitors, each on the landing page and then clicking a widget page 20
times. Every page must answer correctly and no kernel may fail; memory per kernel is reported, and closing the
pages must shut their kernels down. It stops by itself: it runs in its own process with a time limit (and every
browser wait has a timeout). No timing is asserted: timings are in ``make bench``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts"


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_ten_concurrent_visitors_clicking_twenty_times(chromium_path: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.browser_load", "10", "20"],
        cwd=ROOT, capture_output=True, text=True, timeout=540, check=False,
    )
    problems = "\n".join(line for line in done.stderr.splitlines() if not line.startswith("["))
    assert done.returncode == 0, problems[-4000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "load-test.json").write_text(json.dumps(report, indent=2))
    print(json.dumps(report))
    assert report["landing_ok"] == [True] * 10, report
    assert report["clicks_ok"] == [20] * 10, report
    assert report["errors"] == []
    assert len(report["kernel_rss_mb"]) == 10  # one kernel per open widget page; landing kernels were shut down
    assert report["kernels_left_after_closing"] == 0


@pytest.mark.timeout(600)
def test_protocol_visitors_of_a_pooled_app_are_all_answered() -> None:
    """The load benchmark's browserless visitors (benchmarks/server_load.py) on an app with pre-heated kernels:
    every page's widgets come back, every click is answered, every kernel is freed when its visitor leaves."""
    from concurrent.futures import ThreadPoolExecutor

    from benchmarks.server_load import server_report

    with ThreadPoolExecutor(1) as thread:  # its own event loop, whatever runs in this worker's main thread
        report = thread.submit(server_report, 3, 4, 2, 1.0).result()
    assert report["errors"] == [], report
    assert report["clicks_answered"] == "12/12"
    assert report["kernels_left_after_leaving"] == 0
