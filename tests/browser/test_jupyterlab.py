"""A teacher's JupyterLab: the same notebook runs there and its widgets answer clicks."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from schwarz.app import free_port, wait_until_up
from tests.browser.conftest import KERNEL_TIMEOUT_MS, button

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def lab_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    port = free_port()
    settings = tmp_path_factory.mktemp("lab-settings")
    root = tmp_path_factory.mktemp("lab-root")  # a copy: JupyterLab's autosave never touches the repository
    shutil.copytree(ROOT / "notebooks", root / "notebooks")
    process = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}", "--ServerApp.token=",
         "--ServerApp.password=", "--ServerApp.ip=127.0.0.1", f"--ServerApp.root_dir={root}", "--allow-root",
         f"--LabApp.user_settings_dir={settings}", f"--LabApp.workspaces_dir={settings}"],
        cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    try:
        assert wait_until_up(f"http://127.0.0.1:{port}/api", process, timeout=120), "JupyterLab did not start"
        yield f"http://127.0.0.1:{port}"
    finally:
        process.terminate()
        process.wait(timeout=20)


def test_tutorial_runs_in_jupyterlab_and_a_widget_answers(page: Any, lab_url: str) -> None:
    page.goto(f"{lab_url}/lab/tree/notebooks/schwarzarbeit_tutorial.ipynb", timeout=KERNEL_TIMEOUT_MS)
    page.locator(".jp-Notebook").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
    page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
    step = button(page, "Next step")  # a lesson opens on its guided tutorial
    for _ in range(4):  # run the cells as a teacher would (Shift+Enter); retry if the kernel was still starting
        dialog = page.locator(".jp-Dialog")
        if dialog.count():  # 'Select Kernel' when the kernel was not up yet: take the notebook's own
            dialog.get_by_role("button", name="Select", exact=True).click()
            page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").first.wait_for(
                timeout=KERNEL_TIMEOUT_MS)
        page.locator(".jp-Cell .cm-content").first.click()
        page.keyboard.press("Shift+Enter")  # the imports (where a pre-heated kernel would wait for its visitor)
        page.keyboard.press("Shift+Enter")  # then the page
        try:
            step.wait_for(timeout=20_000)
            break
        except Exception:  # the keystroke was lost while the kernel started: try again
            continue
    step.click()
    page.get_by_text("Step 2 of").first.wait_for(timeout=30_000)
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
