"""A student going through a guided tutorial in a real browser: the expected move of every step made by clicking
the board and the status bar's buttons, as a person would. A headless twin of the tutorial (the same lesson file
and engine) says which elements to click. Used by the browser tests and by ``scripts/tutorial_screens.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from schwarz.i18n import render
from widgets import lesson_file as L
from widgets.tutorial import TUT_NEXT, TUT_PLAY, Tutorial

NOTEBOOKS = {"schwarzarbeit": "schwarzarbeit_tutorial.ipynb", "scheffeln": "scheffeln.ipynb",
             "schwarzmarkt": "schwarzmarkt.ipynb"}
TIMEOUT_MS = 30_000


def status_of(page: Any, step_id: str) -> Any:
    return page.locator(f'.schwarz-tutorial .schwarz-status-text[data-step="{step_id}"]')


def click_target(page: Any, key: str) -> None:
    """Click a highlighted board element (of several sharing a key, one not picked yet)."""
    node = page.locator(f'.schwarz-tutorial .schwarz-board [data-target="{key}"].legal:not(.selected)').first
    node.wait_for(timeout=TIMEOUT_MS)
    node.click()


def click_option(page: Any, label: str) -> None:
    button = page.locator(f'.schwarz-tutorial .schwarz-status button[title="{label}"]').first
    button.wait_for(timeout=TIMEOUT_MS)
    button.click()


def make_move(page: Any, twin: Tutorial) -> None:
    """Do in the browser what the step asks, then the same in the twin."""
    step, lang = twin.step, twin.lang
    if step.kind is L.Kind.ASK:
        question = twin.question
        assert question is not None
        key = next((k for k, v in question.targets.items() if v == question.answer), None)
        if key is not None:
            click_target(page, key)
        else:
            click_option(page, question.answer)
        twin.answer(question.answer)
    elif step.kind is L.Kind.MOVE:
        action = L.scripted_move(twin.game.name, step, twin.state, twin.seat)
        assert twin.decision is not None
        path = next(p for p, a in twin.decision.choices if a == action)
        for n, pick in enumerate(path):
            if pick.on_board:
                click_target(page, pick.key)
                if n < len(path) - 1:  # wait until the board shows the pick before the next click
                    picked = sum(1 for p in path[: n + 1] if p.key == pick.key)
                    selected = f'.schwarz-tutorial .schwarz-board [data-target="{pick.key}"].selected'
                    page.wait_for_function("([sel, n]) => document.querySelectorAll(sel).length >= n",
                                           arg=[selected, picked], timeout=TIMEOUT_MS)
            else:
                click_option(page, render(pick.label, lang))
        twin.play(action)
    if step.kind is not L.Kind.READ:
        page.locator(".schwarz-tutorial .tut-done").first.wait_for(timeout=TIMEOUT_MS)
    assert twin.done


def complete(page: Any, game: str, lang: str = "en", shot: Callable[[int, str], None] | None = None) -> Tutorial:
    """Go through every step of the tutorial open on ``page`` from its first step; ``shot(index, step_id)`` after
    each step is done (a screenshot). Returns the twin at the last step."""
    twin = Tutorial(game, lang)
    count = len(twin.lesson.steps)
    for index in range(count):
        step = twin.step
        status_of(page, step.id).wait_for(timeout=TIMEOUT_MS)
        make_move(page, twin)
        if shot is not None:
            shot(index, step.id)
        if index < count - 1:
            click_option_bar(page, render(TUT_NEXT, lang))
            twin.go(index + 1)
    return twin


def click_option_bar(page: Any, label: str) -> None:
    """A button of the tutorial's controls (Next step, Play against bots)."""
    button = page.locator(f'.schwarz-tutorial button[title="{label}"]').first
    button.wait_for(timeout=TIMEOUT_MS)
    button.click()


def play_button(lang: str) -> str:
    return render(TUT_PLAY, lang)
