"""The play loop's fast path: ``GameSpec.advance`` (the rules without re-checking an action just offered) plays
exactly the games ``apply`` plays: 10,000 seeded games in all, each final state (its whole log included) equal."""

from __future__ import annotations

import random
from typing import Any

import pytest

from schwarz.bots import make_bot, smart_bot
from schwarz.core.bots import Bot, RandomBot
from schwarz.core.contract import GameSpec
from schwarz.core.registry import find_game
from schwarz.play import next_action, play

GAMES = {"schwarzarbeit": 3334, "scheffeln": 3333, "schwarzmarkt": 3333}


def checked_play(game: GameSpec, players: int, seed: int, bots: list[Bot]) -> Any:
    """The play loop with every action through ``apply`` (checked again), as before ``advance`` existed."""
    state = game.new_game(players, seed)
    rng = random.Random(seed)
    while True:
        chosen = next_action(game, state, bots, rng)
        if chosen is None:
            return state
        state = game.apply(state, chosen[1])


@pytest.mark.slow
@pytest.mark.parametrize("name", list(GAMES))
def test_advance_plays_the_same_games_as_apply(name: str) -> None:
    game = find_game(name)
    assert game.advance is not None
    span = range(game.min_players, min(game.max_players, 5) + 1)
    for seed in range(GAMES[name]):
        players = span[seed % len(span)]
        bots: list[Bot] = [RandomBot()] * players
        fast = play(game, players, seed, bots=bots)
        assert fast.is_over
        assert fast == checked_play(game, players, seed, bots), f"{name}, seed {seed}"


@pytest.mark.parametrize("name", list(GAMES))
def test_advance_with_the_thoughtful_bots(name: str) -> None:
    game = find_game(name)
    for seed in range(4):
        fast = play(game, 4, seed, bots=[make_bot(game, smart_bot(game)) for _seat in range(4)])
        slow = checked_play(game, 4, seed, [make_bot(game, smart_bot(game)) for _seat in range(4)])
        assert fast == slow


@pytest.mark.parametrize("name", list(GAMES))
def test_views_built_without_init_have_every_field(name: str) -> None:
    import dataclasses

    game = find_game(name)
    state = play(game, game.min_players, 3)
    for seat in (None, *range(game.min_players)):
        seen = game.view(game.new_game(game.min_players, 3), seat)
        assert set(seen.__dict__) == {f.name for f in dataclasses.fields(seen)}
        assert game.view(state, seat) == game.view(state, seat)
