"""The design lab and the classroom exercises in a real browser (Voila + Chromium)."""

from __future__ import annotations

from typing import Any

from tests.browser.conftest import button, click_button, open_notebook

LAB_WAIT = 60_000


def test_lab_runs_a_small_simulation_of_two_rule_sets(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, "design_lab.ipynb", "Design lab")
    games = page.locator(".widget-inline-hbox:has(label:text-is('Games')) input")
    games.fill("12")
    games.press("Tab")
    knob = page.locator(".widget-inline-hbox:has(label:text-is('denounced regular employee')) input").nth(1)
    knob.fill("-1")
    knob.press("Tab")
    click_button(page, "Run simulation")
    page.get_by_text("B (denounced regular employee: -1)").first.wait_for(timeout=LAB_WAIT)
    text = page.inner_text("body")
    assert "12 games of Schwarzarbeit with 4 players" in text
    assert "A (the texts' rules)" in text and "deduction" in text and "Win rate by bot" in text
    page.wait_for_function(  # the bars are drawn (bqplot draws them a moment after the text)
        "() => [...document.querySelectorAll('.bqplot rect.bar')].some(r => +r.getAttribute('height') > 0)",
        timeout=LAB_WAIT)
    assert "12/12" in text  # tqdm's bar, finished
    assert not button(page, "Run simulation").is_disabled()
    assert "Traceback" not in page.content() and page.errors == []


def test_exercise_wrong_then_hint_then_retry_then_right(page: Any, voila_url: str) -> None:
    from schwarz.scheffeln import businesses

    names = {b.letter: f"{b.letter} ({b.name})" for b in businesses()}
    open_notebook(page, voila_url, "classroom_exercises.ipynb", "Classroom exercises", query="exercise=sch-green")
    page.locator('.exercise[data-exercise="sch-green"] .sch-ring').wait_for()  # the ring as in the game page
    assert page.locator(".verdict").count() == 0  # nothing is revealed on load
    assert "Score: 0/14" in page.locator(".exercise-score").inner_text()
    assert not button(page, "Show the answer").is_visible()
    select = page.locator(".exercise-controls select").nth(1)
    select.select_option(label=names["D"])
    click_button(page, "Check sch-green")
    hint = page.locator(".verdict.wrong")
    hint.wait_for()
    assert "Not quite." in hint.inner_text() and "Try again" in hint.inner_text()
    assert "E (" not in hint.inner_text() and "engine's answer" not in hint.inner_text()  # a hint, not the answer
    assert button(page, "Show the answer").is_visible()  # the answer only on request
    select.select_option(label=names["E"])
    page.locator(".verdict").wait_for(state="detached")  # a new choice clears the old verdict
    click_button(page, "Check sch-green")
    verdict = page.locator(".verdict.right")
    verdict.wait_for()
    assert verdict.inner_text().startswith("✔ Right!") and "skipping C and D" in verdict.inner_text()
    page.locator(".exercise-score", has_text="Score: 1/14").wait_for()
    assert "exercise=sch-green" in page.evaluate("location.search")  # the exercise's own link
    assert page.errors == []
