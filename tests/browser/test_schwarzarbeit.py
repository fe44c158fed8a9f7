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


def test_deduction_page_shows_the_worlds_shrinking(browser: Any, voila_url: str) -> None:
    """At 1366x768 the count and the last event's effect stay in sight next to the controls after every click;
    the chart draws every announcement's dot in colour; opening a certain fact marks its events in the list of
    events; a prediction is checked when the announcement is made."""
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    try:
        open_notebook(page, voila_url, "schwarzarbeit_deduction.ipynb", "possible deals")
        summary = page.locator(".possibilities-summary")
        before = int(summary.get_attribute("data-worlds"))
        assert before == 1_113_840  # Andrea's view of a 4-player start: C(18,2) C(16,2) C(14,2) / ... exact count
        for _click in range(10):
            click_button(page, "Step")
            page.wait_for_timeout(250)
            for element in (summary, button(page, "Step")):
                box = element.bounding_box()
                assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 768, box
        effect = page.locator(".sa-pinned .effect")
        expect_text = re.compile(r"Henning: 4 of 6, so 2 of .+ are his: 17,640 → 1,512 possible deals \(−3\.5 bits\)")
        page.wait_for_function("() => document.querySelector('.sa-pinned .effect').textContent.includes('1,512')")
        assert expect_text.search(effect.inner_text()), effect.inner_text()
        box = effect.bounding_box()
        assert box is not None and box["y"] + box["height"] <= 768
        for _turn in range(7):
            click_button(page, "To end of turn")
            page.wait_for_timeout(400)
        page.wait_for_function(
            "b => Number(document.querySelector('.possibilities-summary').dataset.worlds) < b", arg=1_512
        )
        page.wait_for_function(  # the bits chart really draws its line and one red dot per announcement
            "() => [...document.querySelectorAll('.bqplot path.line')].some(p => (p.getAttribute('d') || '').length"
            " > 40) && document.querySelectorAll('.bqplot .dot').length >= 9"
        )
        fills = page.evaluate("() => [...document.querySelectorAll('.bqplot .dot')].map(d => getComputedStyle(d).fill)")
        assert set(fills) == {"rgb(179, 32, 42)"}, fills
        fact = page.locator("details.fact").first
        key = fact.get_attribute("data-fact")
        page.evaluate("k => { const f = document.querySelector(`details.fact[data-fact=\"${k}\"]`); "
                      "f.parentElement.open = true; f.open = true; }", key)
        marked = page.locator(".possibilities-steps li").filter(has=page.locator(".num"))
        numbers = fact.locator("li .num").all_inner_texts()
        assert numbers
        first = page.locator(f'.possibilities-steps li[data-event="{numbers[0]}"]')
        assert first.evaluate("li => getComputedStyle(li).backgroundColor") == "rgb(255, 224, 138)"
        assert marked.count() > 0
        while page.get_by_text("How many of the").count() == 0:
            click_button(page, "Step")
            page.wait_for_timeout(200)
        page.locator(".sa-pinned input[type=number]").fill("3")
        click_button(page, "Predict")
        page.get_by_text("Your prediction: 3").wait_for()
        click_button(page, "Step")
        page.locator(".prediction[data-correct]").wait_for()
        assert "announces" in page.locator(".prediction").inner_text()
        assert "Traceback" not in page.content()
    finally:
        context.close()
