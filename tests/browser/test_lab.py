"""The design lab and the classroom exercises in a real browser (Voila + Chromium)."""

from __future__ import annotations

from typing import Any

from tests.browser.conftest import button, click_button, open_notebook

LAB_WAIT = 60_000


def _games_box(page: Any, lang: str = "en") -> Any:
    return page.get_by_label("Games" if lang == "en" else "Parties", exact=True)


def test_lab_runs_a_small_simulation_of_two_rule_sets(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, "design_lab.ipynb", "Design lab")
    assert page.locator(".bqplot").first.is_hidden()  # no chart before there is data
    games = _games_box(page)
    games.fill("12")
    games.press("Tab")
    knob = page.get_by_label("denounced regular employee (B)", exact=True)
    knob.fill("-1")
    knob.press("Tab")
    click_button(page, "Run simulation")
    page.locator(".answer").first.wait_for(timeout=LAB_WAIT)
    page.get_by_text("24 of 24 games").first.wait_for(timeout=LAB_WAIT)
    page.get_by_text("Win rate by bot").first.wait_for(timeout=LAB_WAIT)  # bqplot draws a moment after the text
    text = page.inner_text("body")
    assert "12 games of Schwarzarbeit with 4 players" in text and "B (denounced regular employee: -1)" in text
    assert "A (the texts' rules)" in text and "deduction bot" in text
    assert "95 % interval of the change" in page.locator(".answer").first.inner_text()
    page.wait_for_function(  # the bars are drawn (bqplot draws them a moment after the text)
        "() => [...document.querySelectorAll('.bqplot rect.bar')].some(r => +r.getAttribute('height') > 0)",
        timeout=LAB_WAIT)
    legend = page.locator(".lab .legend").first.bounding_box()
    for figure in page.locator(".bqplot").all():  # the legend is beside the bars, never over them
        box = figure.bounding_box()
        assert box["y"] >= legend["y"] + legend["height"] or box["x"] >= legend["x"] + legend["width"]
    assert not button(page, "Run simulation").is_disabled() and button(page, "Cancel").is_disabled()
    assert "Traceback" not in page.content() and page.errors == []


def test_number_boxes_refuse_what_they_cannot_take(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, "design_lab.ipynb", "Design lab")
    games = _games_box(page)
    for typed, shown in (("1.5", "Games: '1.5' is not a whole number"), ("1e9", "Games: '1e9' is not a whole number"),
                         ("7" * 10_000, "is outside the range 1 to 100,000")):
        games.fill(typed)
        games.press("Tab")
        click_button(page, "Run simulation")
        alert = page.get_by_role("alert").filter(has_text=shown).first
        alert.wait_for(timeout=LAB_WAIT)
        assert len(alert.inner_text()) < 200
        assert games.input_value() == typed  # what was typed stays as typed, never rewritten
    assert page.locator(".answer").count() == 0 and page.errors == []


def test_cancel_stops_a_long_run_and_the_page_stays_usable(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, "design_lab.ipynb", "Design lab")
    games = _games_box(page)
    games.fill("400")
    games.press("Tab")
    click_button(page, "Run simulation")
    page.get_by_text("of 800 games, about").first.wait_for(timeout=LAB_WAIT)
    assert not button(page, "Cancel").is_disabled()
    click_button(page, "Cancel")
    page.get_by_text("Cancelled after").first.wait_for(timeout=10_000)  # within seconds, not after the run
    assert not button(page, "Run simulation").is_disabled()
    page.get_by_role("button", name="Français").click()  # the page still answers
    page.get_by_text("Labo de conception").first.wait_for(timeout=LAB_WAIT)
    assert page.errors == []


def test_a_preset_experiment_is_one_click_away(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, "design_lab.ipynb", "Design lab")
    games = _games_box(page)
    games.fill("20")
    games.press("Tab")
    click_button(page, "Schwarzmarkt with the variant deck")
    page.locator(".answer").first.wait_for(timeout=LAB_WAIT)
    text = page.inner_text("body")
    assert "B (commodity deck: variant)" in text and "20 games of Schwarzmarkt" in text
    assert "heuristic bot" in page.locator(".answer").first.inner_text()


def test_french_knob_labels_are_complete(page: Any, voila_url: str) -> None:
    from schwarz import sim
    from schwarz.i18n import render

    open_notebook(page, voila_url, "design_lab.ipynb", "Labo de conception", lang="fr")
    labels = page.locator(".lab-label")
    expected = [render(k.label, "fr") for k in sim.knobs("schwarzarbeit")]
    assert [labels.nth(i).inner_text().strip() for i in range(labels.count())] == expected
    cut = page.evaluate("() => [...document.querySelectorAll('.lab-label')]"
                        ".filter(e => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)"
                        ".map(e => e.innerText)")
    assert cut == []
    bots = [b.replace("\xa0", " ") for b in page.locator("select").nth(2).locator("option").all_inner_texts()]
    assert "robot déductif" in bots and "robot aléatoire" in bots


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
