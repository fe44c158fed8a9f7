"""The Schwarzmarkt lesson in a real browser: an exchange round played by clicking, and the French interface."""

from __future__ import annotations

from typing import Any

from tests.browser.conftest import ARTIFACTS, button, click_button, open_notebook

NOTEBOOK = "schwarzmarkt.ipynb"


def test_schwarzmarkt_play_an_exchange_round_as_andrea(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, NOTEBOOK, "Restart")
    page.locator(".sm-track").first.wait_for()
    assert page.locator(".sm-track .space").count() == 14
    page.locator('button[title^="Play offer card"]').first.click()
    page.get_by_text("The black market demands").first.wait_for()
    decided = 0
    for _ in range(30):
        if page.get_by_text("The exchange round ends").count():
            break
        choices = page.locator('button[title^="Exchange nothing"]')
        if choices.count():
            choices.last.click()  # move the marker as far as the die allows (or pass on the end space)
            decided += 1
        else:
            click_button(page, "To end of turn")
        page.wait_for_timeout(500)
    page.get_by_text("The exchange round ends").first.wait_for()
    assert decided >= 1
    page.locator(".sm-table").first.screenshot(path=str(ARTIFACTS / "schwarzmarkt_table_round_end.png"))
    assert page.locator(".sm-players tr").count() == 6  # header, 4 players, bank
    assert "Traceback" not in page.content()


def test_schwarzmarkt_french_interface(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, NOTEBOOK, "Recommencer", lang="fr")
    page.locator('.sm-track[aria-label="La piste des prix"]').first.wait_for()
    page.get_by_text("Vos marchandises (Andrea, 9)").wait_for()
    assert button(page, "Étape suivante").count() == 1
    page.locator(".sm-table").first.screenshot(path=str(ARTIFACTS / "schwarzmarkt_table_fr.png"))
