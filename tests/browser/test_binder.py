"""Binder: binder/ says what to install; a fresh environment built exactly so serves the landing page.

The slow test builds a new virtual environment from binder/requirements.txt, runs binder/postBuild, starts
``jupyter server`` as Binder does (Voila as a server extension) and loads the badge's URL in Chromium.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from schwarz.app import free_port, wait_until_up

ROOT = Path(__file__).resolve().parents[2]
BINDER = ROOT / "binder"
BADGE = "urlpath=voila%2Frender%2Fnotebooks%2Findex.ipynb"


def requirement_lines() -> list[str]:
    lines = (BINDER / "requirements.txt").read_text().splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def test_binder_requirements_equal_the_app_extra() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    app = [*project["dependencies"], *project["optional-dependencies"]["app"]]
    assert sorted(requirement_lines()) == sorted(app)
    assert any(re.fullmatch(r"voila>=0\.5\.(1[1-9]|[2-9]\d)", r) for r in requirement_lines())
    assert (BINDER / "runtime.txt").read_text().strip() == "python-3.11"
    assert os.access(BINDER / "postBuild", os.X_OK)


def test_readme_badges_open_voila_landing_page_and_lab() -> None:
    readme = (ROOT / "README.md").read_text()
    assert BADGE in readme
    assert "urlpath=lab" in readme


@pytest.mark.slow
def test_fresh_binder_environment_serves_the_landing_page(tmp_path: Path, page: Any) -> None:
    venv = tmp_path / "binder-env"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    pip = [str(python), "-m", "pip", "install", "-q"]
    subprocess.run([*pip, "-r", str(BINDER / "requirements.txt")], check=True, timeout=900)
    env = {**os.environ, "PATH": f"{venv / 'bin'}:{os.environ['PATH']}", "VIRTUAL_ENV": str(venv)}
    env.pop("PYTHONPATH", None)
    subprocess.run(["bash", str(BINDER / "postBuild")], cwd=ROOT, env=env, check=True, timeout=600)
    port = free_port()
    server = subprocess.Popen(
        [str(venv / "bin" / "jupyter"), "server", "--no-browser", f"--port={port}", "--ServerApp.token=",
         "--ServerApp.password=", f"--ServerApp.root_dir={ROOT}", "--ServerApp.ip=127.0.0.1", "--allow-root"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    try:
        assert wait_until_up(f"http://127.0.0.1:{port}/api", server, timeout=120), "jupyter server did not start"
        page.goto(f"http://127.0.0.1:{port}/voila/render/notebooks/index.ipynb", timeout=120_000)
        page.locator('a[data-notebook="schwarzarbeit_tutorial.ipynb"]').wait_for(timeout=120_000)
        assert "Traceback" not in page.content()
    finally:
        server.terminate()
        server.wait(timeout=20)
