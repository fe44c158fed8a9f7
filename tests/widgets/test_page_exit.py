"""A page's kernel under Voila leaves without clean-up when its tab closes (``widgets.page.wait_for_visitor``);
anywhere else the interpreter's clean-up runs as usual."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import atexit, sys
atexit.register(lambda: open(sys.argv[1], "w").write("cleaned up"))
from widgets.page import wait_for_visitor
wait_for_visitor()
print("page ready", flush=True)
"""


def _run(tmp_path: Path, voila: bool) -> tuple[subprocess.CompletedProcess[str], Path]:
    marker = tmp_path / "marker"
    env = {key: value for key, value in os.environ.items() if not key.startswith("VOILA_")}
    if voila:
        env |= {"VOILA_BASE_URL": "/", "VOILA_PREHEAT": "False"}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(marker)], env=env, capture_output=True, text=True,
                          timeout=120, check=False)
    return done, marker


def test_a_voila_page_kernel_skips_the_clean_up_and_still_exits_cleanly(tmp_path: Path) -> None:
    done, marker = _run(tmp_path, voila=True)
    assert done.returncode == 0, done.stderr
    assert "page ready" in done.stdout  # output written before leaving is not lost
    assert not marker.exists()  # the clean-up registered before the page did not run


def test_outside_voila_the_clean_up_runs(tmp_path: Path) -> None:
    done, marker = _run(tmp_path, voila=False)
    assert done.returncode == 0, done.stderr
    assert marker.read_text() == "cleaned up"
