"""The Schwarzarbeit tutorial in a real browser: a full turn played by clicking, privacy of a seat, language."""

from __future__ import annotations

import re
from typing import Any

from schwarz.schwarzarbeit import new_game
from tests.browser.conftest import button, click_button, open_notebook


def test_play_a_full_turn_as_andrea_by_clicking_the_board(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, "schwarzarbeit_tutorial.ipynb", "Restart", query="mode=play")
    click_button(page, "To my next move")  # Tommy, Andrea's right neighbour, announces
    page.get_by_text("Your move: hire or denounce").wait_for()
    status = page.locator(".sa-announce")
    assert re.fullmatch(r"Tommy announces \d of 6", status.inner_text().strip())
    assert re.search(r"Tommy: \d of 6", page.locator(".schwarz-status-text").inner_text())
    cards = page.locator('.schwarz-board [data-target^="market:"].legal')
    assert cards.count() >= 1
    cards.first.click()
    page.get_by_text("choose one of the buttons").wait_for()
    click_button(page, "Hire")
    page.get_by_text("Your move: send a lawyer").or_(page.get_by_text("Your move: no denounced card")).wait_for()
    click_button(page, "Keep your lawyers")
    page.locator(".schwarz-side-info li", has_text="Turn 2: Friedemann").first.wait_for(state="attached")
    assert "Traceback" not in page.content()


def test_a_seat_never_shows_another_players_illegal_workers(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, "schwarzarbeit_tutorial.ipynb", "Restart", query="mode=play")
    state = new_game(4, 1)
    html = page.content()
    for p, workers in enumerate(state.illegal_workers):
        for employee in workers:
            assert (f'data-employee="{employee}"' in html) == (p == 0), employee


def test_language_toggle_switches_the_interface(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, "schwarzarbeit_tutorial.ipynb", "Restart", query="mode=play")
    click_button(page, "Français")
    button(page, "Étape suivante").wait_for()
    page.get_by_text("Obtenir des informations").first.wait_for()
    page.get_by_role("link", name=re.compile("Accueil")).wait_for()
    assert page.get_by_role("link", name=re.compile("Accueil")).get_attribute("href") == "index.ipynb?lang=fr"


def test_deduction_page_shows_the_worlds_shrinking(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, "schwarzarbeit_deduction.ipynb", "possible hidden hands")
    summary = page.locator(".possibilities-summary")
    before = int(summary.get_attribute("data-worlds"))
    assert before == 1_113_840  # Andrea's view of a 4-player start: C(18,2) * C(16,2) * C(14,2) / ... exact count
    click_button(page, "To end of turn")
    page.wait_for_function(
        "b => Number(document.querySelector('.possibilities-summary').dataset.worlds) < b", arg=before
    )
    after = int(summary.get_attribute("data-worlds"))
    assert 0 < after < before
    page.wait_for_function(  # the bits chart really draws its line and one dot per announcement
        "() => [...document.querySelectorAll('.bqplot path.line')].some(p => (p.getAttribute('d') || '').length > 40)"
        " && document.querySelectorAll('.bqplot .dot').length >= 1"
    )
    click_button(page, "Check")
    page.locator(".prediction").wait_for()
    assert "expected to remove" in page.locator(".prediction").inner_text()
