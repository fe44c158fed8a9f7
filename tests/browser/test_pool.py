"""Pre-heated kernels (``make app POOL=n``): a page served from the pool is the visitor's page, in the visitor's
language and at the visitor's position, and the pool is refilled after it."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from benchmarks.browser_load import kernel_memory
from schwarz.app import free_port, start, wait_until_up
from schwarz.i18n import render
from tests.browser.conftest import KERNEL_TIMEOUT_MS, button, click_button
from widgets.stepper import STEP_STEP

PAGE = "schwarzarbeit_tutorial.ipynb"
POOL = 2


def _wait_for_kernels(process: Any, count: int, seconds: float = 120) -> int:
    deadline = time.monotonic() + seconds
    while len(kernel_memory(process)) < count and time.monotonic() < deadline:
        time.sleep(0.5)
    return len(kernel_memory(process))


@pytest.fixture
def pooled() -> Iterator[tuple[str, Any]]:
    port = free_port()
    process = start(port, pool=POOL, pool_pages=(PAGE,))
    try:
        assert wait_until_up(f"http://127.0.0.1:{port}/", process, timeout=120)
        assert _wait_for_kernels(process, POOL) == POOL  # heated before anyone came, for that page only
        yield f"http://127.0.0.1:{port}", process
    finally:
        process.terminate()
        process.wait(timeout=15)


def test_a_preheated_page_is_the_visitors_page_and_the_pool_is_refilled(browser: Any, pooled: tuple[str, Any]) -> None:
    url, process = pooled
    tabs = []
    for lang, seat in (("fr", 2), ("en", 1)):  # two visitors, both served from the pool
        tab = browser.new_page()
        tab.goto(f"{url}/voila/render/{PAGE}?lang={lang}&mode=play&human=0&seat={seat}", timeout=KERNEL_TIMEOUT_MS)
        button(tab, render(STEP_STEP, lang)).wait_for(timeout=KERNEL_TIMEOUT_MS)
        tabs.append((tab, lang, seat))
    for tab, lang, seat in tabs:
        for _ in range(2):
            click_button(tab, render(STEP_STEP, lang))
            tab.wait_for_timeout(300)
        tab.wait_for_function("() => new URLSearchParams(location.search).get('moves')?.split('.').length === 2")
        query = tab.evaluate("() => Object.fromEntries(new URLSearchParams(location.search))")
        assert query["lang"] == lang and query["seat"] == str(seat)  # the kernel read the visitor's address
        assert ("Étape suivante" in tab.content()) == (lang == "fr")
    assert _wait_for_kernels(process, 2 * POOL) >= 2 * POOL  # two pages open, and the pool full again
    for tab, _lang, _seat in tabs:
        tab.close()


def test_the_pool_is_off_unless_asked_for_and_only_known_pages_are_heated(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from schwarz.app import main, voila_command

    assert not any("preheat" in arg for arg in voila_command(8866))
    command = voila_command(8866, 20, ("index.ipynb", PAGE))
    pools = json.loads(next(a for a in command if a.startswith("--VoilaKernelManager.kernel_pools_config=")).split(
        "=", 1)[1])
    assert "--VoilaConfiguration.preheat_kernel=True" in command
    assert pools == {"default": {"pool_size": 0}, "index.ipynb": {"pool_size": 20}, PAGE: {"pool_size": 20}}
    assert main(port=0, open_browser=False, pool=2, pool_pages=("nowhere.ipynb",)) == 2
    assert "nowhere.ipynb is not a page of the app" in capsys.readouterr().err
