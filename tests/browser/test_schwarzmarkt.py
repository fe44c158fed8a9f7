"""The Schwarzmarkt lesson in a real browser: Andrea's first turn played by clicking the board only (her
black-market card, then demanded cards of her hand, then Exchange), the marker moved by clicking a space, the
French interface and the phone's one column."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import ARTIFACTS, button, click_button, open_notebook

NOTEBOOK = "schwarzmarkt.ipynb"


def test_schwarzmarkt_a_full_turn_by_clicking_the_board(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, NOTEBOOK, "Restart", query="mode=play")
    board = page.locator(".schwarz-board").first
    board.locator(".sm-track").wait_for()
    expect(board.locator(".sm-track .sm-space")).to_have_count(14)
    page.get_by_text("Your move: play one of your black-market cards").wait_for()
    expect(board.locator("[data-target].legal")).to_have_count(3)  # her three black-market cards
    page.wait_for_function("() => Number(document.querySelector('.schwarz-board-host').dataset.zoom) >= 0.85")
    # the start player's card: click it on the board, then the status bar's option
    board.locator('[data-target="bm:potatoes2-butter2"].legal').click()
    board.locator('[data-target="bm:potatoes2-butter2"].selected').wait_for()
    click_button(page, "Play this card")
    page.get_by_text("still demanded: 2 sacks of potatoes and 2 pounds of butter").first.wait_for()
    # her exchange: demanded cards are highlighted, and the spaces the marker may move to without an exchange
    page.get_by_text("Your move: click demanded cards in your hand").wait_for()
    expect(board.locator(".sm-space.legal")).to_have_count(4)  # the start space's die allows 1 to 4 spaces
    potatoes = board.locator('[data-target="hand:potatoes"]')
    expect(board.locator('[data-target="hand:potatoes"].legal')).to_have_count(2)
    board.locator('[data-target^="hand:"].legal').first.click()
    board.locator(".sm-hc.selected").wait_for()
    expect(board.locator(".sm-space.legal")).to_have_count(0)  # once a card is picked, the marker is not chosen
    board.locator(".sm-hc.selected").first.click()  # a second click unpicks it
    page.wait_for_function("() => !document.querySelector('.sm-hc.selected') && "
                           "document.querySelectorAll('.sm-space.legal').length === 4")
    potatoes.nth(1).click()
    potatoes.nth(0).click()  # both sacks of potatoes
    page.wait_for_function("() => document.querySelectorAll('.sm-hc.selected').length === 2")
    click_button(page, "Exchange 2 cards for luxury worth 2")
    page.get_by_text("Latest: Andrea moves the price marker 1 space to 2").first.wait_for()
    page.get_by_text("still demanded: 2 pounds of butter").first.wait_for()
    expect(board.locator('.sm-space.marker[data-value="2"]')).to_have_count(1)
    expect(potatoes).to_have_count(0)
    # later turns: the marker moved by clicking a highlighted space
    for _ in range(20):
        if board.locator(".sm-space.legal").count():
            break
        if button(page, "Step").is_enabled():
            click_button(page, "Step")
        elif board.locator('[data-target^="bm:"].legal').count():  # her card of a new exchange round
            board.locator('[data-target^="bm:"].legal').first.click()
            click_button(page, "Play this card")
        elif page.locator('button[title^="Exchange nothing"]').count():  # on the end space
            page.locator('button[title^="Exchange nothing"]').first.click()
        page.wait_for_timeout(400)
    space = board.locator(".sm-space.legal").last
    value = space.get_attribute("data-value")
    space.click()
    page.get_by_text("Latest: Andrea moves the price marker").first.wait_for()
    expect(board.locator(f'.sm-space.marker[data-value="{value}"]')).to_have_count(1)
    board.screenshot(path=str(ARTIFACTS / "schwarzmarkt_board.png"))
    assert not page.errors and "Traceback" not in page.content()


def test_schwarzmarkt_french_interface_and_the_phone(page: Any, voila_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    open_notebook(page, voila_url, NOTEBOOK, "Recommencer", lang="fr", query="mode=play")
    page.locator('.sm-track[aria-label="La piste des prix"]').first.wait_for()
    page.get_by_text("Vos marchandises (Andrea, 9)").wait_for()
    assert button(page, "Étape suivante").count() == 1
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    track, players = (page.locator(css).first.bounding_box() for css in (".sm-track", ".sm-right"))
    assert players["y"] > track["y"] + track["height"]  # one column: the players below the track
    page.locator(".sm-table").first.screenshot(path=str(ARTIFACTS / "schwarzmarkt_table_fr_phone.png"))
