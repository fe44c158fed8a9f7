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


def pins(path: Path) -> dict[str, str]:
    """name -> pinned version of a pip-compile output (comments and continuation lines skipped)."""
    found = {}
    for line in path.read_text().splitlines():
        match = re.fullmatch(r"([A-Za-z0-9_.-]+)==([^\s;]+)", line.strip())
        if match:
            found[_name(match.group(1))] = match.group(2)
    return found


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~\[; ]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def test_binder_pins_the_app_extra_at_the_tested_versions() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    app = {_name(r) for r in [*project["dependencies"], *project["optional-dependencies"]["app"]]}
    test = {_name(r) for r in project["optional-dependencies"]["test"]}
    binder, tested = pins(BINDER / "requirements.txt"), pins(ROOT / "requirements" / "constraints.txt")
    assert app <= set(binder), f"missing on Binder: {app - set(binder)} (run scripts/lock.sh)"
    assert app | test <= set(tested), f"not pinned: {(app | test) - set(tested)} (run scripts/lock.sh)"
    assert {name: version for name, version in binder.items() if tested.get(name) != version} == {}
    assert tuple(int(x) for x in binder["voila"].split(".")[:3]) >= (0, 5, 11)
    assert (BINDER / "runtime.txt").read_text().strip() == "python-3.11"
    assert os.access(BINDER / "postBuild", os.X_OK)


def test_readme_badges_open_voila_landing_page_and_lab() -> None:
    readme = (ROOT / "README.md").read_text()
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert BADGE in readme
    assert "urlpath=lab" in readme
    badges = re.findall(r"mybinder\.org/v2/gh/[^/]+/[^/]+/([^?]+)\?", readme)
    assert badges and set(badges) == {f"v{version}"}, "the badges open the release tag, not a moving branch"


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
