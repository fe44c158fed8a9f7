"""The drawn table of any game and how a human chooses on it: the module its ``GameSpec.table`` names, imported
on first use. That module provides

- ``render_table(view, lang) -> str``: the table as HTML/SVG; every element a human may pick carries
  ``data-target="<key>"`` (a market card, a card in hand, a business, a space of the track);
- ``picks(state, action) -> tuple[Pick, ...]``: the path of clicks that chooses ``action`` (``widgets.decision``);
- ``prompt(view, actions) -> Text``: what the human decides now, for the status bar;
- ``status(view) -> Text | None`` (optional): a fact to keep in sight, such as the standing announcement;
- ``ROUND_BUTTON`` (optional): the words of the stepper's "to end of round" button when the game's round has a
  name of its own (Schwarzmarkt: an exchange round).

A game without ``picks`` is played with one option button per legal action.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from schwarz.core.registry import find_game
from schwarz.i18n import Msg, Text, _
from widgets.decision import Decision, Path, Pick


def _module(game: str) -> ModuleType:
    return importlib.import_module(find_game(game).table)


def render_table(game: str, view: Any, lang: str = "en") -> str:
    """The game's table as HTML."""
    html: str = _module(game).render_table(view, lang)
    return html


def button_look(game: str, action: Any) -> dict[str, str]:
    """How the game's table draws the button of ``action`` ({'color': ..., 'prefix': ...}; empty: plain)."""
    look = getattr(_module(game), "button_look", None)
    return dict(look(action)) if look is not None else {}


def decision(game: str, state: Any, view: Any, actions: list[Any]) -> Decision:
    """The decision of a seat whose legal actions are ``actions``: each action's path of picks."""
    module, spec = _module(game), find_game(game)
    picks = getattr(module, "picks", None)
    choices: list[tuple[Path, Any]] = []
    for index, action in enumerate(actions):
        path: Path = tuple(picks(state, action)) if picks is not None else ()
        if not path:
            path = (Pick.option(f"a{index}", spec.action_message(state, action)),)
        choices.append((path, action))
    prompt = getattr(module, "prompt", None)
    words: Text = prompt(view, actions) if prompt is not None else _("choose one of the highlighted moves")
    return Decision.of(choices, words)


def status_note(game: str, view: Any) -> Text | None:
    """The game's fact to keep in sight in the status bar (``None``: nothing)."""
    status = getattr(_module(game), "status", None)
    note: Text | None = status(view) if status is not None else None
    return note


def round_button(game: str) -> Msg | None:
    """The game's words for "To end of round" (``None``: the stepper's own)."""
    words: Msg | None = getattr(_module(game), "ROUND_BUTTON", None)
    return words
