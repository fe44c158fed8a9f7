"""The landing page in a real browser: every notebook linked, the language switch carried to the next page."""

from __future__ import annotations

from typing import Any

from schwarz.i18n import render
from tests.browser.conftest import click_button, open_notebook
from widgets.catalog import CATALOG


def test_landing_page_lists_every_notebook(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, "index.ipynb", render(CATALOG[0].title, "en"))
    for entry in CATALOG:
        link = page.locator(f'a[data-notebook="{entry.notebook}"]')
        assert link.count() == 1
        assert link.get_attribute("href") == f"{entry.notebook}?lang=en"
    assert "Traceback" not in page.content()
    assert page.errors == []


def test_language_switch_is_remembered_on_the_next_page(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, "index.ipynb", render(CATALOG[0].title, "en"))
    click_button(page, "Français")
    page.get_by_text(render(CATALOG[0].title, "fr")).first.wait_for()
    link = page.locator(f'a[data-notebook="{CATALOG[0].notebook}"]')
    assert link.get_attribute("href") == f"{CATALOG[0].notebook}?lang=fr"
    # a page opened with ?lang=fr starts in French
    open_notebook(page, voila_url, "index.ipynb", render(CATALOG[0].title, "fr"), lang="fr")
