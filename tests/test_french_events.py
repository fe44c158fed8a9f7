"""The log in French (issue 'web app'): every event of Scheffeln, in every variant, gets a French line built from its
data; English returns the engine's own line unchanged. (Schwarzmarkt's typed events: tests/test_event_wording.py.)"""

from __future__ import annotations

import json
from typing import Any

import pytest

from schwarz.core.contract import GameSpec
from schwarz.play import play
from schwarz.scheffeln import GAME as SCHEFFELN
from schwarz.scheffeln import Options as SchOptions
from schwarz.scheffeln import step
from schwarz.scheffeln.french import explain_fr, step_data

SEEDS = range(4)

CASES: list[tuple[GameSpec, int, Any]] = [
    *((SCHEFFELN, n, SchOptions()) for n in (2, 3, 4)),
    *((SCHEFFELN, n, SchOptions(express=True)) for n in (5, 6, 7, 8)),
    *((SCHEFFELN, n, SchOptions(run=True)) for n in (2, 4)),
    *((SCHEFFELN, n, SchOptions(mafia=True)) for n in (2, 3)),
    (SCHEFFELN, 4, SchOptions(run=True, mafia=True)),
]


def _id(case: tuple[GameSpec, int, Any]) -> str:
    game, n, options = case
    on = [k for k in ("express", "run", "mafia") if getattr(options, k, False)]
    return f"{game.name}-{n}p-{'-'.join(on) or 'base'}"


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
    kinds: dict[str, set[str]] = {"scheffeln": set()}
    for game, n, options in CASES:
        for seed in SEEDS:
            kinds[game.name] |= {e.kind for e in play(game, n, seed, options).log}
    assert {"ring", "cars", "move", "earn", "beneath", "mafia", "mafia-move", "evasion", "nasty", "claim",
            "timeout", "reveal", "end"} <= kinds["scheffeln"]


def test_moving_rule_explanations_in_french() -> None:
    """The Step explanations (sch.moving.*, sch.run.backward) in French: backward, carrying, once round the ring."""
    board: tuple[tuple[str, ...], ...] = (("red",), ("blue", "green"), ("white",), (), ("pink",), ("orange",),
                                          ("yellow",), ("purple",))
    ring = "ABCDEFGH"
    back = explain_fr(step_data(step(board, "white", backward=True), ring))
    assert back.startswith("la voiture blanche est seule sur C : elle recule seule")
    assert "B (2 voitures)" in back and "jusqu'à A, sur la voiture rouge" in back
    carry = explain_fr(step_data(step(board, "blue"), ring))
    assert carry == ("la voiture bleue est sous la voiture verte sur B : les deux avancent jusqu'à la prochaine "
                     "entreprise sans voiture, en sautant C : D")
    full = tuple((c,) for c in ("red", "blue", "white", "pink", "orange", "yellow", "purple"))
    around = explain_fr(step_data(step((("black", "green"), *full), "black"), ring))
    assert around.endswith("font donc le tour de l'anneau et restent sur A")


def test_english_is_the_engine_line_for_other_languages() -> None:
    state = play(SCHEFFELN, 3, 0)
    event = state.log[0]
    assert SCHEFFELN.event_line(event, state.players, "de") == event.text
    assert SCHEFFELN.event_line(play(SCHEFFELN, 2, 0).log[0], ("a", "b"), "en") == play(SCHEFFELN, 2, 0).log[0].text
