"""Every action button of every game has its own French label (the app's French interface)."""

from __future__ import annotations

import random

import pytest

from schwarz.cli import parse_options
from schwarz.core.registry import find_game

ENGLISH_VERBS = ("Play ", "Exchange ", "Hire ", "Denounce ", "Choose ", "Discard ")
CASES = [
    ("schwarzarbeit", 4, ()),
    ("scheffeln", 4, ("run=true", "mafia=true")),
    ("scheffeln", 6, ("express=true",)),
    ("schwarzmarkt", 4, ()),
]


@pytest.mark.parametrize(("name", "players", "options"), CASES)
def test_every_offered_action_has_a_french_label(name: str, players: int, options: tuple[str, ...]) -> None:
    game = find_game(name)
    kinds: set[str] = set()
    for seed in range(4):
        rng = random.Random(seed)
        state = game.new_game(players, seed, parse_options(game, options))
        while not state.is_over:
            actions = game.legal_actions(state)
            for action in actions:
                french = game.action_label(state, action, "fr")
                assert french != game.action_label(state, action, "en"), action
                assert not french.startswith(ENGLISH_VERBS), french
                kinds.add(type(action).__name__)
            state = game.apply(state, rng.choice(actions))
    assert len(kinds) >= 3
