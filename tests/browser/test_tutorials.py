"""The guided tutorials in a real browser: each completed by making the expected moves on the board, a wrong move
shows the hint and the position stays, the announcement question refuses a wrong count (in the tutorial and in
free play), and the last step leads to free play."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.conftest import ARTIFACTS, button, click_button, open_notebook
from tests.browser.tutorial_driver import NOTEBOOKS, click_option, click_target, complete, play_button, status_of

READY = {"en": "Step 1 of", "fr": "Étape 1 sur"}


@pytest.mark.parametrize("game", list(NOTEBOOKS))
def test_each_tutorial_is_completed_by_making_the_moves_on_the_board(page: Any, voila_url: str, game: str) -> None:
    open_notebook(page, voila_url, NOTEBOOKS[game], READY["en"])
    complete(page, game, "en")
    button(page, play_button("en")).click()
    page.get_by_text("Restart").first.wait_for()  # free play against bots comes after
    assert page.locator(".schwarz-tutorial").count() == 0
    assert "Traceback" not in page.content() and page.errors == []


def test_a_wrong_move_shows_the_hint_and_the_position_stays(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, NOTEBOOKS["schwarzarbeit"], "Hire an employee you are sure of", query="step=hire")
    board = page.locator(".schwarz-tutorial .schwarz-board")
    before = board.inner_text()
    click_target(page, "market:Otto Ortmann (day)")
    click_option(page, "Hire")
    hint = page.locator(".schwarz-tutorial .tut-hint")
    hint.wait_for()
    assert "Not quite." in hint.inner_text() and "weekend card you can see" in hint.inner_text()
    assert status_of(page, "hire").count() == 1  # the same step
    assert button(page, "Next step").is_disabled()
    page.wait_for_timeout(300)
    assert board.inner_text() == before  # Otto Ortmann is still on the market: nothing was played
    click_target(page, "market:Sid Schmiel (weekend)")
    click_option(page, "Hire")
    page.locator(".schwarz-tutorial .tut-done").wait_for()
    assert not button(page, "Next step").is_disabled()


def test_the_announcement_question_refuses_a_wrong_count(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, NOTEBOOKS["schwarzarbeit"], "The announcement", query="step=announce")
    click_option(page, "6")  # the engine would count 5: Heinz Henn is Andrea's own illegal worker
    page.locator(".schwarz-tutorial .tut-hint").wait_for()
    assert page.locator(".schwarz-tutorial .sa-announce").count() == 0  # nobody has announced
    click_option(page, "5")
    page.locator(".schwarz-tutorial .tut-done").wait_for()
    assert page.locator(".schwarz-tutorial .sa-announce").inner_text().strip() == "Andrea announces 5 of 6"


def test_in_free_play_the_student_announces_and_a_wrong_count_is_refused(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, NOTEBOOKS["schwarzarbeit"], "Restart", query="mode=play")
    coach = page.locator(".sa-coach-box")
    for _click in range(30):  # Andrea hires and keeps her lawyers until she must announce
        if coach.is_visible():
            break
        keep = page.locator('.schwarz-status button[title="Keep your lawyers"]')
        hire = page.locator('.schwarz-status button[title="Hire"]')
        cards = page.locator('.schwarz-board [data-target^="market:"].legal')
        if keep.count():
            keep.click()
        elif hire.count():
            hire.click()
        elif cards.count() and "Your move: hire" in page.locator(".schwarz-status-text").inner_text():
            cards.first.click()
        else:
            click_button(page, "To my next move")
        page.wait_for_timeout(400)
    assert coach.is_visible()
    assert "How many of these 6 market cards could you take?" in coach.inner_text()
    assert page.locator('.schwarz-status button[title="Announce"]').count() == 0  # the engine does not count for her
    right = 6 - _own_cards_on_market(page)
    numbers = coach.locator("button")
    numbers.nth(6 if right != 6 else 0).click()
    page.locator(".sa-coach .wrong").wait_for()
    assert page.locator(".schwarz-board .sa-announce").count() == 0  # a wrong count: nothing announced
    numbers.nth(right).click()
    page.locator(".schwarz-board .sa-announce", has_text=f"Andrea announces {right} of 6").wait_for()
    coach.wait_for(state="hidden")  # the question goes once the engine has announced
    page.screenshot(path=str(ARTIFACTS / "free_play_announcement.png"))


def _own_cards_on_market(page: Any) -> int:
    """Andrea's own illegal workers' cards on the market (her company shows their names to her only)."""
    own = page.locator('.sa-company[data-player="0"] .illegal-worker').all_inner_texts()
    cards = page.locator('.schwarz-board [data-target^="market:"]').evaluate_all(
        "nodes => nodes.map(n => n.getAttribute('data-target'))")
    return sum(1 for key in cards if any(key.startswith(f"market:{name} (") for name in own))


def test_a_tutorial_in_french_on_a_phone(browser: Any, voila_url: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    try:
        open_notebook(page, voila_url, NOTEBOOKS["schwarzmarkt"], READY["fr"], lang="fr")
        complete(page, "schwarzmarkt", "fr")
        assert "Traceback" not in page.content()
        assert page.evaluate("document.documentElement.scrollWidth") <= 391
    finally:
        context.close()


def _inside(box: dict[str, float] | None, width: int, height: int) -> bool:
    return box is not None and box["x"] >= -1 and box["y"] >= -1 and box["x"] + box["width"] <= width + 1 and (
        box["y"] + box["height"] <= height + 1)


@pytest.mark.parametrize(("game", "step"), [("schwarzarbeit", "hire"), ("scheffeln", "exchange"),
                                             ("schwarzmarkt", "exchange")])
def test_a_tutorial_step_fits_one_laptop_screen(browser: Any, voila_url: str, game: str, step: str) -> None:
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    try:
        open_notebook(page, voila_url, NOTEBOOKS[game], "Step ", query=f"step={step}")
        status_of(page, step).wait_for()
        page.wait_for_timeout(800)
        legal = page.locator(".schwarz-tutorial .schwarz-board .legal")
        assert legal.count() >= 1
        boxes = [legal.nth(i).bounding_box() for i in range(min(legal.count(), 30))]
        status = page.locator(".schwarz-tutorial .schwarz-status").bounding_box()
        board = page.locator(".schwarz-tutorial .schwarz-board").bounding_box()
        page.screenshot(path=str(ARTIFACTS / f"one-screen-tutorial-{game}.png"))
        assert _inside(status, 1366, 768) and _inside(board, 1366, 768), (status, board)
        assert all(_inside(b, 1366, 768) for b in boxes), boxes
    finally:
        context.close()
