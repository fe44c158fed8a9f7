"""A bounded load test: 10 concurrent visitors, each on the landing page and then clicking a widget page 20
times. Every page must answer correctly and no kernel may fail; memory per kernel is reported. It stops by
itself (every wait has a timeout). No timing is asserted: timings are in ``make bench``."""

from __future__ import annotations

import asyncio
import json
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from benchmarks.browser_load import kernel_memory, load, voila_running

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_ten_concurrent_visitors_clicking_twenty_times(chromium_path: str) -> None:
    with voila_running() as (url, process):
        with ThreadPoolExecutor(1) as pool:  # its own thread: Playwright's async API next to the sync fixtures
            run = load(url, pages=10, clicks=20, while_open=lambda: kernel_memory(process))
            results, memory = pool.submit(asyncio.run, run).result(timeout=540)
        left = kernel_memory(process)
        for _ in range(40):  # closed tabs shut their kernels down (Voila's shutdown beacon)
            if not left:
                break
            time.sleep(0.5)
            left = kernel_memory(process)
    report = {
        "pages": len(results),
        "clicks_ok": [r.clicks_ok for r in results],
        "errors": [e for r in results for e in r.errors],
        "kernel_rss_mb": [round(m / 2**20, 1) for m in memory],
        "kernels_left_after_closing": len(left),
    }
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "load-test.json").write_text(json.dumps(report, indent=2))
    print(json.dumps(report))
    assert all(r.landing_ok for r in results)
    assert [r.clicks_ok for r in results] == [20] * 10, report
    assert report["errors"] == []
    assert len(memory) == 10  # one kernel per open widget page; the landing pages' kernels were shut down
    assert left == []
