"""The Scheffeln lesson in a real browser: a round played by clicking, the switches, the Express exercise, French."""

from __future__ import annotations

from html import escape
from typing import Any

from schwarz.i18n import render
from schwarz.scheffeln import new_game, predict_state
from schwarz.scheffeln.wording import movement_message
from tests.browser.conftest import ARTIFACTS, button, click_button, open_notebook

NOTEBOOK = "scheffeln.ipynb"


def test_scheffeln_play_a_round_as_andrea(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, NOTEBOOK, "Restart")
    page.locator(".sch-ring").first.wait_for()
    page.locator('button[title^="Choose the "]').first.click()
    page.get_by_text("Andrea chooses the").first.wait_for()
    moves = page.locator(".sch-rule")
    for _ in range(30):
        if page.get_by_text("Round 2").count():
            break
        action = page.locator('button[title^="Play "], button[title^="Discard "], button[title^="Scheffeln: "]')
        if action.count():
            action.first.click()
        else:
            click_button(page, "To end of turn")
        page.wait_for_timeout(500)
    page.get_by_text("Round 2").first.wait_for()
    assert "moves forward" in moves.first.inner_text()
    assert page.locator(".sch-ring").first.locator(".business").count() == 8
    page.locator(".sch-table").first.screenshot(path=str(ARTIFACTS / "scheffeln_table_round2.png"))
    assert "Traceback" not in page.content()


def test_scheffeln_switches_and_the_express_exercise(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, NOTEBOOK, "Check my answer")
    page.get_by_text("RUN expansion (sch.run)").click()
    page.get_by_text("RUN cards in the deck").first.wait_for()
    page.get_by_text("RUN expansion (sch.run)").click()
    page.get_by_text("Express variant (sch.express)").click()
    page.get_by_text("Express row (revealed right to left").first.wait_for()
    # the exercise: the default answer is the first card's car on the first business of the ring
    state = new_game(5, 1)
    prediction = predict_state(state)
    right = state.ring[prediction.lands[state.row[0]]] == state.ring[0]
    click_button(page, "Check my answer")
    verdict = page.locator(".exercise-verdict")
    verdict.wait_for()
    assert verdict.get_attribute("data-right") == str(right).lower()
    for _ in range(len(state.row)):
        click_button(page, "Next card")
        page.wait_for_timeout(250)
    page.get_by_text(f"Card {len(state.row)} of {len(state.row)} has taken effect.").wait_for()
    assert escape(render(movement_message(prediction.movements[-1]), "en")) in page.content()
    assert button(page, "Next card").is_disabled()
    page.locator(".exercise-verdict").first.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "scheffeln_express_exercise.png"))


def test_scheffeln_french_interface(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, NOTEBOOK, "Recommencer", lang="fr")
    page.get_by_text("Exercice : la rangée Express").wait_for()
    page.get_by_text("Manche 1").first.wait_for()
    assert button(page, "Étape suivante").count() == 1
    assert page.get_by_text("Variante Express (sch.express)").count() == 1
    page.locator(".sch-table").first.screenshot(path=str(ARTIFACTS / "scheffeln_table_fr.png"))
