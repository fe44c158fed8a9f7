"""The Scheffeln lesson in a real browser: a human turn played by clicking only the board and the status bar's
option buttons (a card in hand, face up or face down, then the character), the board fitting a laptop, a
projector in presentation mode and a phone, the switches, the Express exercise, French."""

from __future__ import annotations

from html import escape
from typing import Any

from schwarz.i18n import render
from schwarz.scheffeln import new_game, predict_state
from schwarz.scheffeln.wording import movement_message
from tests.browser.conftest import ARTIFACTS, button, click_button, open_notebook

NOTEBOOK = "scheffeln.ipynb"
LEGAL = "[data-target].legal"
BOARD = ".schwarz-board"
"""The game's board (the Express exercise below it draws a ring too)."""

MEASURE = """() => {
  // The table at its natural size (zoom 1) and its smallest text, then the zoom the board really uses.
  const frame = document.querySelector('.schwarz-board');
  const zoom = parseFloat(frame.style.zoom || '1');
  frame.style.zoom = '1';
  const table = frame.querySelector('.sch-table').getBoundingClientRect();
  let smallest = 99;
  frame.querySelectorAll('.sch-table *').forEach((node) => {
    const text = [...node.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
    const size = parseFloat(getComputedStyle(node).fontSize);
    if (text && node.getClientRects().length) smallest = Math.min(smallest, size);
  });
  frame.style.zoom = String(zoom);
  const shown = frame.getBoundingClientRect();
  return {width: table.width, height: table.height, smallest, zoom, right: shown.right, bottom: shown.bottom,
          page: document.documentElement.scrollWidth};
}"""


def _status(page: Any) -> str:
    return str(page.locator(".schwarz-status-text").first.inner_text())


def _open_tab(page: Any, title: str, then: Any) -> None:
    """Click the side tab ``title`` until ``then`` shows (a click while the lesson adds its tabs may be lost)."""
    for _ in range(5):
        page.locator(".lm-TabBar-tab").get_by_text(title, exact=True).click()
        try:
            then.wait_for(timeout=3000)
            return
        except Exception:  # Playwright's TimeoutError: try again
            continue
    then.wait_for()


def _wait_legal(page: Any, prefix: str) -> Any:
    targets = page.locator(f'[data-target^="{prefix}"].legal')
    targets.first.wait_for()
    return targets


def test_scheffeln_a_human_turn_by_clicking_the_board(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, NOTEBOOK, "Restart", query="mode=play")
    page.locator(".schwarz-board .sch-ring").first.wait_for()
    assert page.locator(".schwarz-board .sch-ring .sch-biz").count() == 8
    assert "Your move: choose your character" in _status(page)
    # setup: the character card in the centre of the ring
    characters = _wait_legal(page, "character:")
    chosen = characters.first.get_attribute("data-target").removeprefix("character:")
    characters.first.click()
    page.locator(f'.schwarz-board .sch-players tr[data-player="0"] [data-character="{chosen}"]').wait_for()
    # a card in hand, then face up: its car moves
    click_button(page, "To my next move")
    hand = _wait_legal(page, "hand:")
    card = hand.first.get_attribute("data-target").removeprefix("hand:")
    hand.first.click()
    page.locator('[data-target^="hand:"].selected').wait_for()
    assert page.locator(LEGAL).count() == 0
    face_up = button(page, f"Face up: move the {card} car")
    face_up.wait_for()
    assert button(page, "Face down: exchange your character").count() == 1
    face_up.click()
    page.locator(".schwarz-status-text .note").get_by_text("Last move: ").wait_for()
    assert f"{card} " in page.locator(".schwarz-status-text .note").inner_text()
    assert page.locator(f'.schwarz-board .sch-biz.moved [data-car="{card}"]').count() == 1
    assert "sch.moving" not in page.locator(f"{BOARD} .sch-table").first.inner_text()  # the rule's title, not its id
    # next turn: a card face down, then the free character taken
    click_button(page, "To my next move")
    _wait_legal(page, "hand:").first.click()
    click_button(page, "Face down: exchange your character")
    free = _wait_legal(page, "character:")
    taken = free.first.get_attribute("data-target").removeprefix("character:")
    assert page.locator(f'{BOARD} .sch-centre [data-target="character:{taken}"]').count() == 1  # free, in the centre
    free.first.click()
    page.locator(f'.schwarz-board .sch-players tr[data-player="0"] [data-character="{taken}"]').wait_for()
    page.locator(f"{BOARD} .sch-table").first.screenshot(path=str(ARTIFACTS / "scheffeln_table_after_turns.png"))
    assert not page.errors and "Traceback" not in page.content()


def test_scheffeln_board_fits_a_laptop_a_projector_and_a_phone(page: Any, voila_url: str) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    open_notebook(page, voila_url, NOTEBOOK, "Restart", query="mode=play")
    page.locator(".schwarz-board .sch-ring").first.wait_for()
    page.wait_for_timeout(500)
    laptop = page.evaluate(MEASURE)
    assert laptop["width"] <= 960 and laptop["height"] <= 460, laptop  # the natural size
    assert laptop["smallest"] >= 12, laptop
    assert laptop["bottom"] <= 768 + 40 and laptop["zoom"] >= 0.9, laptop  # one screen with controls and status
    page.screenshot(path=str(ARTIFACTS / "scheffeln_laptop.png"))
    page.set_viewport_size({"width": 1920, "height": 1080})
    click_button(page, "Presentation mode")
    page.wait_for_function("() => parseFloat(document.querySelector('.schwarz-board').style.zoom) > 1.5")
    projector = page.evaluate(MEASURE)
    assert projector["smallest"] * projector["zoom"] >= 18, projector
    assert projector["right"] <= 1920 and projector["bottom"] <= 1080, projector  # the whole table in sight
    page.screenshot(path=str(ARTIFACTS / "scheffeln_projector_presentation.png"))
    click_button(page, "Presentation mode")
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(800)
    phone = page.evaluate(MEASURE)
    assert phone["right"] <= 390 and phone["zoom"] >= 0.95, phone  # nothing sticks out, nothing shrunk
    left = page.locator(".schwarz-board .sch-left").first.bounding_box()
    right = page.locator(".schwarz-board .sch-right").first.bounding_box()
    assert right["y"] >= left["y"] + left["height"] - 1  # one column
    page.screenshot(path=str(ARTIFACTS / "scheffeln_phone.png"), full_page=True)


def test_scheffeln_switches_and_the_express_exercise(page: Any, voila_url: str) -> None:
    open_notebook(page, voila_url, NOTEBOOK, "Check my answer", query="mode=play")
    run = page.locator(".widget-checkbox").get_by_text("RUN expansion", exact=True)
    _open_tab(page, "Variants", run)
    run.click()
    page.get_by_text("RUN cards in the deck").first.wait_for()
    run.click()
    page.locator(".widget-checkbox").get_by_text("Express variant", exact=True).click()
    page.get_by_text("Express row (revealed right to left").first.wait_for()
    assert "(sch." not in page.locator(".schwarz-side").first.inner_text()  # no rule id in the switches
    # the student grabs a character in the centre of the ring
    grab = _wait_legal(page, "character:")
    grabbed = grab.first.get_attribute("data-target").removeprefix("character:")
    grab.first.click()
    page.locator(f'.schwarz-board .sch-players tr[data-player="0"] [data-character="{grabbed}"]').wait_for()
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
    open_notebook(page, voila_url, NOTEBOOK, "Recommencer", lang="fr", query="mode=play")
    page.get_by_text("Exercice : la rangée Express").wait_for()
    page.get_by_text("Manche 1").first.wait_for()
    assert button(page, "Étape suivante").count() == 1
    assert "choisissez votre personnage : cliquez sur une carte personnage" in _status(page).replace("\xa0", " ")
    _open_tab(page, "Variantes de règles", page.locator(".widget-checkbox").get_by_text("Variante Express", exact=True))
    assert "(sch." not in page.locator(".schwarz-side").first.inner_text()
    _wait_legal(page, "character:").first.click()
    click_button(page, "Jusqu'à mon prochain coup")
    _wait_legal(page, "hand:").first.click()
    page.locator('button[title^="Face visible"]').first.click()
    page.locator(".schwarz-status-text .note").get_by_text("Dernier déplacement").wait_for()
    page.locator(".schwarz-board .sch-table").first.screenshot(path=str(ARTIFACTS / "scheffeln_table_fr.png"))
