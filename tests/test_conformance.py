"""The shared conformance suite over every registered game (style.md, 'Layers of tests' 2)."""

from __future__ import annotations

import pytest

from schwarz import GAMES, IllegalAction, InvalidState, SchwarzError, find_game
from schwarz.core.contract import PhaseSpec, ScoreSheet
from schwarz.play import steps

GAME_NAMES = list(GAMES)


@pytest.mark.parametrize("name", GAME_NAMES)
@pytest.mark.parametrize("seed", [3, 11])
def test_random_game_follows_the_contract(name: str, seed: int) -> None:
    game = find_game(name)
    players = game.min_players + seed % (min(game.max_players, 5) - game.min_players + 1)
    state = game.new_game(players, seed)
    first = state
    for i, (_, after) in enumerate(steps(game, first, seed=seed)):
        state = after
        if i % 25 == 0:
            assert game.from_json(game.to_json(state)) == state
            for p in range(players):
                game.view(state, p)
        assert state.phase in game.phases
    assert state.is_over and state.to_act is None
    assert game.legal_actions(state) == []
    sheets = game.scores(state)
    assert set(sheets) == set(range(players))
    assert all(isinstance(s, ScoreSheet) and s.lines for s in sheets.values())
    assert all(isinstance(spec, PhaseSpec) for spec in game.phases.values())
    # the seed replays exactly
    again = game.new_game(players, seed)
    assert game.to_json(again) == game.to_json(first)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_bad_input_gets_clear_errors(name: str) -> None:
    game = find_game(name)
    with pytest.raises(InvalidState):
        game.from_json("{not json")
    with pytest.raises(InvalidState):
        game.from_json('{"type": "State"}')
    with pytest.raises(SchwarzError):
        game.new_game(game.max_players + 5, 1)
    state = game.new_game(game.min_players, 1)
    with pytest.raises(SchwarzError):
        game.apply(state, object())


@pytest.mark.parametrize("name", GAME_NAMES)
def test_game_over_refuses_actions(name: str) -> None:
    game = find_game(name)
    state = None
    for _, after in steps(game, game.new_game(game.min_players, 5), seed=5):
        state = after
    assert state is not None and state.is_over
    any_action = game.legal_actions(game.new_game(game.min_players, 5))[0]
    with pytest.raises(IllegalAction):
        game.apply(state, any_action)


def test_unknown_game_is_a_clear_error() -> None:
    with pytest.raises(SchwarzError, match="unknown game"):
        find_game("monopoly")
