"""A page that survives: the kernel killed, the server restarted, a tab crashed (no unload handlers).

Each test starts its own Voila (the server is stopped and started again on the same port). Bounded waits, no
timing assertions: "within a minute" is the culling policy in voila.json (idle 40 s, checked every 10 s)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import time
from collections.abc import Iterator
from typing import Any

import psutil
import pytest

from benchmarks.browser_load import CHROMIUM, FLAGS, kernel_memory, kernels
from schwarz.app import free_port, start, wait_until_up
from schwarz.i18n import render
from tests.browser.conftest import KERNEL_TIMEOUT_MS, button, click_button
from widgets.stepper import STEP_STEP

TUTORIAL = "voila/render/schwarzarbeit_tutorial.ipynb?lang={lang}&mode=play&human=0"
"""The lesson's free play with bots in every seat (the link's ``human=0``), so Step plays on."""
LOST = {"en": "The connection to this page's game was lost", "fr": "La connexion à la partie de cette page"}
CONTINUE = {"en": "Continue where I was", "fr": "Reprendre où j'en étais"}


def _stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()


@pytest.fixture
def server() -> Iterator[dict[str, Any]]:
    """A Voila of its own: ``port`` and ``process`` (a test may replace the process)."""
    port = free_port()
    state: dict[str, Any] = {"port": port, "process": start(port)}
    assert wait_until_up(f"http://127.0.0.1:{port}/", state["process"], timeout=120)
    yield state
    _stop(state["process"])


def _open_at_move_3(page: Any, port: int, lang: str) -> str:
    page.goto(f"http://127.0.0.1:{port}/{TUTORIAL.format(lang=lang)}", timeout=KERNEL_TIMEOUT_MS)
    step = render(STEP_STEP, lang)
    button(page, step).wait_for(timeout=KERNEL_TIMEOUT_MS)
    for _ in range(3):
        click_button(page, step)
        page.wait_for_timeout(300)
    page.wait_for_function("() => new URLSearchParams(location.search).get('moves')?.split('.').length === 3")
    where: str = page.locator(".schwarz-status-text .where").inner_text()
    return where


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_killed_kernel_is_reported_and_continuing_restores_the_move(page: Any, server: dict[str, Any],
                                                                        lang: str) -> None:
    where = _open_at_move_3(page, server["port"], lang)
    for kernel in kernels(server["process"]):
        os.kill(kernel.pid, signal.SIGKILL)
    page.get_by_text(LOST[lang]).wait_for(timeout=60_000)
    page.get_by_role("button", name=CONTINUE[lang]).click()
    page.locator(".schwarz-status-text .where").wait_for(timeout=KERNEL_TIMEOUT_MS)
    page.wait_for_timeout(500)
    assert page.locator(".schwarz-status-text .where").inner_text() == where


def test_a_restarted_server_is_reported_and_continuing_restores_the_move(page: Any, server: dict[str, Any]) -> None:
    where = _open_at_move_3(page, server["port"], "en")
    _stop(server["process"])
    page.get_by_text(LOST["en"]).wait_for(timeout=60_000)
    page.get_by_role("button", name=CONTINUE["en"]).click()  # waits for the server to answer
    page.get_by_text("Waiting for the server").wait_for(timeout=30_000)
    server["process"] = start(server["port"])
    assert wait_until_up(f"http://127.0.0.1:{server['port']}/", server["process"], timeout=120)
    page.locator(".schwarz-status-text .where").wait_for(timeout=KERNEL_TIMEOUT_MS)
    page.wait_for_timeout(500)
    assert page.locator(".schwarz-status-text .where").inner_text() == where


def test_a_killed_browser_frees_its_kernel_within_a_minute(browser: Any, server: dict[str, Any],
                                                            tmp_path: Any) -> None:
    """A browser killed outright (no unload handler, no shutdown beacon) leaves a kernel behind until culled."""
    profile = tmp_path / "profile"
    context = browser.browser_type.launch_persistent_context(str(profile), executable_path=CHROMIUM, headless=True,
                                                             args=FLAGS)
    page = context.new_page()
    _open_at_move_3(page, server["port"], "en")
    assert len(kernel_memory(server["process"])) == 1
    killed = 0
    for process in psutil.process_iter(["cmdline"]):
        if any(str(profile) in part for part in process.info["cmdline"] or ()):
            for victim in (process, *process.children(recursive=True)):
                with contextlib.suppress(psutil.Error):
                    victim.kill()
                    killed += 1
    assert killed
    deadline = time.monotonic() + 75
    while time.monotonic() < deadline and kernel_memory(server["process"]):
        time.sleep(2)
    left = len(kernel_memory(server["process"]))
    with contextlib.suppress(Exception):
        context.close()
    assert left == 0


def test_a_page_still_loading_keeps_its_kernel(server: dict[str, Any]) -> None:
    """A page served (its kernel started, the notebook run) whose browser has not connected yet, as on a busy
    server: the kernel says it is alive until the page's first ping, so the culling of lost tabs (40 s idle)
    leaves it for the page to come."""
    import urllib.request

    with urllib.request.urlopen(f"http://127.0.0.1:{server['port']}/{TUTORIAL.format(lang='en')}", timeout=120) as r:
        r.read()  # the whole page, and no browser to run it
    assert len(kernel_memory(server["process"])) == 1
    time.sleep(65)  # beyond the idle timeout and the next cull round
    assert len(kernel_memory(server["process"])) == 1
