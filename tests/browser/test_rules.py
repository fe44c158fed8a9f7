"""The rules notebook in a real browser: a difference highlighted in both columns, the French word diff, and the
two score sheets of the edition switch."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from schwarz.schwarzarbeit import GAME
from tests.browser.conftest import ARTIFACTS, click_button, open_notebook
from widgets.rules_panel import pick_rows, play_editions


def _pick(page: Any, label: str) -> None:
    page.locator("select").first.select_option(label=label)


def test_differences_word_diff_and_both_scores(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, "rules_en_fr.ipynb", "Edition 'fr': the French table (-99)")
    _pick(page, "Sections with a difference in meaning")
    expect(page.locator("tr.section")).to_have_count(len(pick_rows("*")))
    lawyers = page.locator('tr.section[data-section="sa.scoring.lawyers"]')
    # the -2 / -99 difference: marked in the English list and in the French table, and explained
    marks = page.locator("mark.diff.play", has_text="-2 points")
    assert marks.count() == 1 and marks.first.is_visible()
    assert page.locator("mark.diff.play", has_text="-99").count() >= 1
    assert page.get_by_text("Covered by an engine option: edition of the score table").first.is_visible()
    lawyers.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "rules_side_by_side.png"))

    # both score sheets: the lawyer line marked in each, Henning's total changing
    sheets = page.locator(".score-sheet:has(table)")
    assert sheets.count() == 2
    assert page.locator(".score-sheet tr.marked").count() == 2
    game = play_editions()
    name = game.en.players[game.careless]
    en, fr = GAME.scores(game.en)[game.careless].total, GAME.scores(game.fr)[game.careless].total
    assert page.locator(f'.score-sheet td[data-total="{en}"]').count() == 1
    assert page.locator(f'.score-sheet td[data-total="{fr}"]').count() == 1
    page.get_by_text(f"{name}: {en:+d} points by the English list, {fr:+d} by the French table").wait_for()
    assert page.locator(".bqplot").count() >= 2
    sheets.first.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "rules_editions.png"))
    page.locator(".bqplot").first.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "rules_editions_chart.png"))

    # the switch to the French word diff: deletions and insertions marked
    click_button(page, "French word diff")
    page.locator(".french-diff").wait_for()
    assert page.locator(".french-diff del").count() >= 10
    assert page.locator(".french-diff ins").count() >= 10
    page.locator(".french-diff del", has_text="boîte").first.scroll_into_view_if_needed()
    assert page.locator(".french-diff ins", has_text="boite").first.is_visible()
    page.screenshot(path=str(ARTIFACTS / "rules_french_diff.png"))
    _pick(page, "At any time: the detective")
    expect(page.locator(".french-diff h4")).to_have_count(1)
    assert page.locator('.french-diff h4[data-section="sa.detective"]').is_visible()
    assert "Traceback" not in page.content()


def test_french_interface(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, "rules_en_fr.ipynb", "Édition « fr » : le tableau français (-99)", lang="fr")
    click_button(page, "Différences mot à mot")
    page.get_by_text("Les deux versions françaises").first.wait_for()
    game = play_editions()
    en = GAME.scores(game.en)[game.careless].total
    page.get_by_text(f"{game.en.players[game.careless]} : {en:+d} points selon la liste anglaise").first.wait_for()
    assert page.locator(".french-diff del").count() >= 10
