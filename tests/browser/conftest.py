"""Real-browser fixtures: Voila on a free localhost port, Debian's Chromium driven by Playwright.

Every test that uses ``page`` leaves a screenshot in ``artifacts/screenshots/`` (git-ignored) for a person to
look at. ``playwright install`` cannot download browsers here: Chromium is Debian's ``/usr/bin/chromium``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from benchmarks.browser_load import CHROMIUM, FLAGS, voila_running

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"
KERNEL_TIMEOUT_MS = 90_000


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/browser" in str(item.fspath) or "page" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.browser)
            # one worker runs the browser tests one after the other: Voila kernels and Chromium on 2 cores
            item.add_marker(pytest.mark.xdist_group("browser"))


@pytest.fixture(scope="session")
def chromium_path() -> str:
    if not os.access(CHROMIUM, os.X_OK):
        pytest.skip("Debian's chromium is not installed (make test installs it when run as root)")
    return CHROMIUM


@pytest.fixture(scope="session")
def voila_url() -> Iterator[str]:
    """The base URL of a Voila app started for this test session (stopped afterwards)."""
    with voila_running() as (url, _):
        yield url


@pytest.fixture(scope="session")
def browser(chromium_path: str) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=chromium_path, headless=True, args=FLAGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A fresh page; its console errors are collected in ``page.errors``; a screenshot is saved at the end."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    tab = context.new_page()
    tab.errors = []
    tab.on("pageerror", lambda exc: tab.errors.append(str(exc)))
    yield tab
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)
    try:
        tab.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
    finally:
        context.close()


def open_notebook(page: Any, base: str, notebook: str, wait_for: str, lang: str = "en", query: str = "") -> None:
    """Open a notebook of the app and wait until ``wait_for`` is shown (the kernel has run the cells); ``query``
    adds to the address ('mode=play': a lesson page's free play)."""
    extra = f"&{query}" if query else ""
    page.goto(f"{base}/voila/render/{notebook}?lang={lang}{extra}", timeout=KERNEL_TIMEOUT_MS)
    page.get_by_text(wait_for).first.wait_for(timeout=KERNEL_TIMEOUT_MS)


def click_button(page: Any, label: str) -> None:
    """Click the widget button whose text is ``label`` (found by its title: icon glyphs are part of the name)."""
    button(page, label).click()


def button(page: Any, label: str) -> Any:
    """The widget button labelled ``label``."""
    return page.locator(f'button[title="{label}"]').first
