"""The board is the interface, in a real browser: one screen at 1366x768, no overflow on a phone, a shared link
reopens the position, a downloaded game record uploads back, Back then another choice branches, the keyboard
plays, and axe-core finds no serious or critical accessibility violation on any page in either language."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import KERNEL_TIMEOUT_MS, button, click_button, open_notebook

GAME_PAGES = ["schwarzarbeit_tutorial.ipynb", "scheffeln.ipynb", "schwarzmarkt.ipynb"]
PLAY = [f"{notebook}?mode=play" for notebook in GAME_PAGES]
"""The lesson pages open on their guided tutorial; ``?mode=play`` opens free play against bots."""
ALL_PAGES = ["index.ipynb", *GAME_PAGES, *PLAY, "schwarzarbeit_deduction.ipynb", "rules_en_fr.ipynb",
             "design_lab.ipynb", "classroom_exercises.ipynb"]
READY = {"index.ipynb": "Design lab", "rules_en_fr.ipynb": "Home", "design_lab.ipynb": "Home",
         "classroom_exercises.ipynb": "Home", **{notebook: "Step 1 of" for notebook in GAME_PAGES}}


def _open(page: Any, url: str, notebook: str, lang: str = "en") -> None:
    name, _mark, query = notebook.partition("?")
    label = READY.get(notebook, "Restart")
    if lang == "fr":
        label = {"Design lab": "Labo", "Home": "Accueil", "Restart": "Recommencer", "Step 1 of": "Étape 1 sur"}[label]
    open_notebook(page, url, name, label, lang=lang, query=query)
    page.wait_for_timeout(800)


def _to_my_move(page: Any) -> None:
    """Step until the human seat must decide (the status bar asks)."""
    for _ in range(40):
        if page.locator(".schwarz-status-text .ask", has_text=re.compile("Your move|À vous")).count():
            return
        step = button(page, "Step")
        if step.is_enabled():
            step.click()
        page.wait_for_timeout(250)
    raise AssertionError("the human seat was never asked to move")


def _inside(box: dict[str, float] | None, width: int, height: int) -> bool:
    return box is not None and box["x"] >= -1 and box["y"] >= -1 and box["x"] + box["width"] <= width + 1 and (
        box["y"] + box["height"] <= height + 1)


@pytest.mark.parametrize("notebook", PLAY)
def test_status_board_and_choices_on_one_laptop_screen(browser: Any, voila_url: str, notebook: str) -> None:
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    try:
        _open(page, voila_url, notebook)
        _to_my_move(page)
        page.wait_for_timeout(600)
        status = page.locator(".schwarz-status").first.bounding_box()
        board = page.locator(".schwarz-board").first.bounding_box()
        step = button(page, "Step").bounding_box()
        legal = page.locator(".schwarz-board .legal, .schwarz-status .schwarz-option")
        assert legal.count() >= 1
        boxes = [legal.nth(i).bounding_box() for i in range(min(legal.count(), 30))]
        page.screenshot(path=str(Path("artifacts/screenshots") / f"one-screen-{notebook.replace('?', '-')}.png"))
        assert _inside(status, 1366, 768) and _inside(step, 1366, 768)
        assert _inside(board, 1366, 768), board
        assert all(_inside(b, 1366, 768) for b in boxes), boxes
    finally:
        context.close()


OVERFLOW = """() => {
  const width = document.documentElement.clientWidth;
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    let hidden = false;
    for (let p = el.parentElement; p; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX === 'hidden' || s.overflowX === 'auto' || s.overflowX === 'scroll' || s.overflow === 'hidden') {
        const r = p.getBoundingClientRect();
        if (r.right <= width + 1) { hidden = true; break; }
      }
    }
    const r = el.getBoundingClientRect();
    if (!hidden && r.width > 0 && r.right > width + 1) out.push(el.tagName + '.' + el.className);
  }
  return out;
}"""


@pytest.mark.parametrize("notebook", ALL_PAGES)
def test_nothing_sticks_out_on_a_phone(browser: Any, voila_url: str, notebook: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    try:
        _open(page, voila_url, notebook)
        page.wait_for_timeout(1000)
        out = page.evaluate(OVERFLOW)
        shot = Path("artifacts/screenshots") / f"phone-{notebook.replace('?', '-')}.png"
        page.screenshot(path=str(shot), full_page=True)
        assert out == [], out[:10]
        assert page.evaluate("document.documentElement.scrollWidth") <= 391
    finally:
        context.close()


def _where(page: Any) -> str:
    text: str = page.locator(".schwarz-status-text .where").inner_text()
    return text


def _play_a_move(page: Any, choice: int = 0) -> None:
    """Make the human seat's move by clicking only the board and the status bar's option buttons: the
    ``choice``-th legal target (or option) at the first pick, the first one after that."""
    before = _where(page)
    for pick in range(8):
        page.wait_for_timeout(300)
        if _where(page) != before:
            return
        targets = page.locator(".schwarz-board .legal")
        options = page.locator(".schwarz-status .schwarz-option")
        index = choice if pick == 0 else 0
        if targets.count():
            targets.nth(index % targets.count()).click()
        elif options.count():
            options.nth(index % options.count()).click()
    page.wait_for_function("w => document.querySelector('.schwarz-status-text .where').innerText !== w", arg=before)


@pytest.mark.parametrize("notebook", PLAY)
def test_a_shared_link_reopens_the_same_position(page: Any, voila_url: str, notebook: str) -> None:
    _open(page, voila_url, notebook)
    _to_my_move(page)
    _play_a_move(page)
    page.wait_for_function("() => location.search.includes('moves=')")
    page.wait_for_timeout(500)
    href = page.evaluate("location.href")
    where, table = _where(page), page.locator(".schwarz-board").inner_text()
    other = page.context.new_page()
    other.goto(href, timeout=KERNEL_TIMEOUT_MS)
    other.get_by_text("Restart").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
    other.wait_for_timeout(800)
    assert _where(other) == where
    assert other.locator(".schwarz-board").inner_text() == table
    other.close()


@pytest.mark.parametrize("notebook", PLAY)
def test_download_then_upload_restores_the_game(page: Any, voila_url: str, notebook: str, tmp_path: Path) -> None:
    _open(page, voila_url, notebook)
    _to_my_move(page)
    _play_a_move(page)
    page.wait_for_timeout(500)
    where, table = _where(page), page.locator(".schwarz-board").inner_text()
    page.get_by_role("tab", name="Share").click()
    with page.expect_download() as download:
        click_button(page, "Download the game record")
    saved = tmp_path / "game.json"
    download.value.save_as(saved)
    assert '"record"' in saved.read_text(encoding="utf-8")
    click_button(page, "Restart")
    page.wait_for_timeout(500)
    assert _where(page) != where
    with page.expect_file_chooser() as chooser:
        page.locator("button.schwarz-upload").first.click()
    chooser.value.set_files(str(saved))
    page.get_by_text("Game record loaded").first.wait_for()
    assert _where(page) == where and page.locator(".schwarz-board").inner_text() == table
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 2, "game": "schwarzarbeit", "record": {"players": 4}}', encoding="utf-8")
    with page.expect_file_chooser() as chooser:
        page.locator("button.schwarz-upload").first.click()
    chooser.value.set_files(str(bad))
    page.locator(".error[role=alert]").first.wait_for()
    assert _where(page) == where


@pytest.mark.parametrize("notebook", PLAY)
def test_back_then_another_choice_branches_and_the_old_line_stays(page: Any, voila_url: str, notebook: str) -> None:
    _open(page, voila_url, notebook)
    _to_my_move(page)
    decision = _where(page)
    _play_a_move(page, choice=0)
    page.wait_for_timeout(400)
    first_line = page.locator(".schwarz-board").inner_text()
    click_button(page, "Back")
    page.wait_for_function("w => document.querySelector('.schwarz-status-text .where').innerText === w", arg=decision)
    page.wait_for_timeout(400)
    _play_a_move(page, choice=1)
    line = page.locator("select").filter(has_text="Line 2")
    line.wait_for()
    assert "Line 1" in line.inner_text().replace("\xa0", " ")
    assert page.locator(".schwarz-board").inner_text() != first_line
    line.select_option(index=0)  # the old line, at the move where the new one branched off
    page.wait_for_timeout(600)
    click_button(page, "Step")  # replays the old line's move
    page.wait_for_function("t => document.querySelector('.schwarz-board').innerText === t", arg=first_line)


def test_the_keyboard_plays_a_move(page: Any, voila_url: str) -> None:
    _open(page, voila_url, "schwarzarbeit_tutorial.ipynb?mode=play")
    _to_my_move(page)
    page.locator(".schwarz-board .legal").first.focus()
    page.keyboard.press("Enter")
    hire = page.locator('.schwarz-status .schwarz-option[title="Hire"]')
    hire.wait_for()
    hire.focus()
    page.keyboard.press("Enter")
    page.get_by_text("Your move: send a lawyer").or_(page.get_by_text("Your move: no denounced card")).wait_for()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("notebook", ALL_PAGES)
def test_no_serious_accessibility_violation(page: Any, voila_url: str, notebook: str, lang: str) -> None:
    from axe_playwright_python.sync_playwright import Axe

    _open(page, voila_url, notebook, lang)
    page.wait_for_timeout(1200)
    results = Axe().run(page)
    bad = [v for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
    summary = [(v["id"], v["impact"], [n["target"] for n in v["nodes"][:3]]) for v in bad]
    assert not bad, summary


TEXT_SIZES = """() => {
  const frame = document.querySelector('.schwarz-board');
  const zoom = parseFloat(frame.style.zoom || '1');
  const sizes = [];
  const walker = document.createTreeWalker(frame, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const el = node.parentElement;
    if (!node.textContent.trim() || el.closest('style, title')) continue;
    if (el.getBoundingClientRect().width === 0) continue;
    let size = parseFloat(getComputedStyle(el).fontSize) * zoom;
    const svg = el instanceof SVGElement ? el.closest('svg') : null;
    if (svg && svg.viewBox.baseVal && svg.viewBox.baseVal.width) {
      size = parseFloat(getComputedStyle(el).fontSize) * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    }
    sizes.push([Math.round(size * 10) / 10, node.textContent.trim().slice(0, 24)]);
  }
  return sizes;
}"""


@pytest.mark.parametrize("notebook", PLAY)
def test_presentation_mode_fills_a_projector_with_text_of_at_least_18_px(browser: Any, voila_url: str,
                                                                         notebook: str) -> None:
    context = browser.new_context(viewport={"width": 1920, "height": 1080})
    page = context.new_page()
    try:
        _open(page, voila_url, notebook)
        _to_my_move(page)
        click_button(page, "Presentation mode")
        page.wait_for_timeout(1000)
        page.screenshot(path=str(Path("artifacts/screenshots") / f"projector-{notebook.replace('?', '-')}.png"))
        sizes = page.evaluate(TEXT_SIZES)
        small = [s for s in sizes if s[0] < 18]
        assert sizes and not small, small[:10]
        assert _inside(page.locator(".schwarz-board").first.bounding_box(), 1920, 1080)
        assert _inside(page.locator(".schwarz-status").first.bounding_box(), 1920, 1080)
    finally:
        context.close()
