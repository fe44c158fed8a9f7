"""The log in French (issue 'web app'): every event of Schwarzmarkt, in every variant, gets a French line built from
its data; English returns the engine's own line unchanged. (Scheffeln's typed events: tests/test_event_wording.py.)"""

from __future__ import annotations

import json
from typing import Any

import pytest

from schwarz.core.contract import GameSpec
from schwarz.play import play
from schwarz.schwarzmarkt import GAME as SCHWARZMARKT
from schwarz.schwarzmarkt import Options as SmOptions

SEEDS = range(4)

CASES: list[tuple[GameSpec, int, Any]] = [
    *((SCHWARZMARKT, n, SmOptions(deck=deck)) for n in (3, 4, 5) for deck in ("basic", "variant")),
]


def _id(case: tuple[GameSpec, int, Any]) -> str:
    game, n, options = case
    on = [k for k in ("express", "run", "mafia") if getattr(options, k, False)]
    return f"{game.name}-{n}p-{'-'.join(on) or getattr(options, 'deck', 'base')}"


@pytest.mark.parametrize("case", CASES, ids=_id)
def test_every_event_has_a_french_line(case: tuple[GameSpec, int, Any]) -> None:
    game, n, options = case
    for seed in SEEDS:
        state = play(game, n, seed, options)
        for event in state.log:
            en = game.event_line(event, state.players, "en")
            fr = game.event_line(event, state.players, "fr")
            assert en == event.text
            assert fr != event.text, f"{event.kind}: no French line for {event.text!r}"
            assert fr.strip() and "{" not in fr and "}" not in fr, (event.kind, fr)
            json.dumps(event.data)  # the data the French line is built from stays json-friendly
        assert game.from_json(game.to_json(state)).log == state.log  # ... and survives a save and load


def test_all_kinds_are_seen() -> None:
    """The games above really exercise the kinds the French module words (a missing variant would show here)."""
    kinds: dict[str, set[str]] = {"schwarzmarkt": set()}
    for game, n, options in CASES:
        for seed in SEEDS:
            kinds[game.name] |= {e.kind for e in play(game, n, seed, options).log}
    assert {"setup", "hand", "offer", "exchange", "raid", "spy", "swap", "steal", "search", "quick-sale",
            "pending", "round-end", "game-round-end", "end"} <= kinds["schwarzmarkt"]


def test_english_is_the_engine_line_for_other_languages() -> None:
    state = play(SCHWARZMARKT, 3, 0, SmOptions())
    event = state.log[0]
    assert SCHWARZMARKT.event_line(event, state.players, "de") == event.text
