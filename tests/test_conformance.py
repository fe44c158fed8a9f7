"""The shared conformance suite: every registered game keeps the engine contract.

- ``apply`` refuses exactly what ``legal_actions`` does not offer, with a ``SchwarzError`` naming the rule, and the
  state it was given is unchanged;
- a seat's view does not change when everything hidden from that seat is dealt anew (``GameSpec.redeal``);
- legal actions come back in a deterministic order, every action's repr evaluates back to an equal action, a state
  survives json, and a seed plus the actions replays the game exactly;
- a well-formed action that is refused raises ``IllegalAction`` naming its rule; every error a caller can trigger
  (a bad seat, a bad action, bad arguments to ``new_game``, bad input) is a ``SchwarzError``.
Failing property tests shrink to the list of actions drawn (each printed as code), not only to a seed.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schwarz import GAMES, IllegalAction, InvalidAction, InvalidArgument, InvalidState, SchwarzError, find_game
from schwarz.core.contract import GameSpec, PhaseSpec, ScoreSheet
from schwarz.play import steps
from schwarz.timeline import Timeline

GAME_NAMES = list(GAMES)


def _players(game: GameSpec, seed: int) -> int:
    return game.min_players + seed % (min(game.max_players, 5) - game.min_players + 1)


def _namespace(game: GameSpec) -> dict[str, Any]:
    """The names an action's repr uses: the game package's public names."""
    import importlib

    module = importlib.import_module(f"schwarz.{game.name}")
    return {name: getattr(module, name) for name in dir(module) if not name.startswith("_")}


def _actor(state: Any, action: Any) -> int | None:
    """The seat that would take ``action``: its ``player`` field, else the seat to act."""
    player = getattr(action, "player", None)
    return player if isinstance(player, int) else state.to_act


@pytest.mark.parametrize("name", GAME_NAMES)
@pytest.mark.parametrize("seed", [3, 11])
def test_random_game_follows_the_contract(name: str, seed: int) -> None:
    game = find_game(name)
    players = _players(game, seed)
    state = game.new_game(players, seed)
    first, actions = state, []
    for i, (action, after) in enumerate(steps(game, first, seed=seed)):
        actions.append(action)
        if i % 25 == 0:
            assert game.from_json(game.to_json(state)) == state
            assert game.legal_actions(state) == game.legal_actions(game.from_json(game.to_json(state)))
        assert after.phase in game.phases[state.phase].next, f"{state.phase} -> {after.phase} is not declared"
        state = after
    assert state.is_over and state.to_act is None
    assert game.legal_actions(state) == []
    sheets = game.scores(state)
    assert set(sheets) == set(range(players))
    assert all(isinstance(s, ScoreSheet) and s.lines for s in sheets.values())
    assert all(isinstance(spec, PhaseSpec) for spec in game.phases.values())
    # a seed plus the actions replays the game exactly
    again = game.new_game(players, seed)
    for action in actions:
        again = game.apply(again, action)
    assert game.to_json(again) == game.to_json(state)


@settings(max_examples=12, deadline=None)
@given(name=st.sampled_from(GAME_NAMES), seed=st.integers(0, 10**6), data=st.data())
def test_apply_refuses_exactly_what_legal_actions_does_not_offer(name: str, seed: int, data: st.DataObject) -> None:
    """Random legal play, the actions drawn by Hypothesis (a failure shrinks to them); at each step, candidate
    actions (legal here or elsewhere in the game, of every seat) are tried and must be accepted exactly when
    offered."""
    game = find_game(name)
    state = game.new_game(_players(game, seed), seed)
    pool: list[Any] = []
    rng = random.Random(seed)
    namespace = _namespace(game)
    for _step in range(40):
        if state.is_over:
            break
        offered = {seat: game.legal_actions(state, seat) for seat in range(len(state.players))}
        for seat, actions in offered.items():
            assert actions == game.legal_actions(state, seat), "legal actions in a deterministic order"
            for action in actions[:3]:
                assert eval(repr(action), namespace) == action, f"repr does not evaluate back: {action!r}"
        pool.extend(a for actions in offered.values() for a in actions[:4])
        before = game.to_json(state)
        for candidate in rng.sample(pool, min(len(pool), 8)):
            seat = _actor(state, candidate)
            legal = seat is not None and candidate in offered.get(seat, [])
            try:
                game.apply(state, candidate)
            except IllegalAction as refused:  # a well-formed action is refused as illegal, never as malformed
                assert not legal, f"{candidate!r} is offered but refused: {refused}"
                assert refused.rule.startswith(f"{game.rule_prefix}."), f"{candidate!r}: a refusal names its rule"
            else:
                assert legal, f"{candidate!r} is accepted but not offered"
            assert game.to_json(state) == before, "a refused or tried action changed the state"
        to_act = state.to_act
        if to_act is None or not offered[to_act]:
            break
        state = game.apply(state, data.draw(st.sampled_from(offered[to_act]), label="action"))


@pytest.mark.parametrize("name", GAME_NAMES)
def test_views_leak_nothing(name: str) -> None:
    """Re-deal what a seat cannot see: that seat's view must not change (every 7th state of two games)."""
    game = find_game(name)
    rng = random.Random(name)
    for seed in (2, 9):
        players = _players(game, seed)
        states = [game.new_game(players, seed)]
        states += [after for _action, after in steps(game, states[0], seed=seed)]
        for state in states[::7]:
            for seat in range(players):
                redealt = game.redeal(state, seat, rng)
                assert game.view(redealt, seat) == game.view(state, seat), f"{name}: seat {seat}'s view changed"
        assert any(game.redeal(s, 0, rng) != s for s in states[:-1]), "the re-deal changes nothing hidden"


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
    for seat in ("0", [0], 1.5, 9, -1, True):
        with pytest.raises(InvalidAction):
            game.view(state, seat)  # type: ignore[arg-type]
        with pytest.raises(InvalidAction):
            game.legal_actions(state, seat)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_malformed_action_is_refused_as_malformed(name: str) -> None:
    """An action of the game whose field has the wrong type (a seat as text, a card as a number)."""
    import dataclasses

    game = find_game(name)
    state = game.new_game(game.min_players, 4)
    action = next(a for a in game.legal_actions(state) if dataclasses.fields(a))
    first = dataclasses.fields(action)[0].name
    broken = dataclasses.replace(action, **{first: "not a value of this field"})
    with pytest.raises(InvalidAction):
        game.apply(state, broken)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_game_over_refuses_actions(name: str) -> None:
    game = find_game(name)
    state = None
    for _action, after in steps(game, game.new_game(game.min_players, 5), seed=5):
        state = after
    assert state is not None and state.is_over
    any_action = game.legal_actions(game.new_game(game.min_players, 5))[0]
    with pytest.raises(IllegalAction) as refused:
        game.apply(state, any_action)
    assert refused.value.kind.name == "GAME_OVER"


@pytest.mark.parametrize("name", GAME_NAMES)
def test_new_game_refuses_bad_arguments_clearly(name: str) -> None:
    """The arguments of ``new_game`` are checked once, the same way for every game: players a whole number in the
    game's range, a seed a whole number of 0 or more, options None or exactly the game's own options."""
    game = find_game(name)
    low, high = game.min_players, game.max_players
    others = [find_game(n).options_type() for n in GAME_NAMES if n != name]
    bad: list[tuple[object, object, object]] = [
        *((players, 1, None) for players in ("4", 4.0, None, True, [4], low - 1, high + 1, -3)),
        *((low, seed, None) for seed in ("x", 1.5, None, True, -1, (1,))),
        *((low, 1, options) for options in ({}, "x", 5, object(), *others)),
    ]
    for players, seed, options in bad:
        with pytest.raises(InvalidArgument) as refused:
            game.new_game(players, seed, options)
        assert refused.value.text("fr") and refused.value.text("en") != refused.value.text("fr")
    assert game.new_game(low, 0, game.options_type()).players == game.new_game(low, 0).players


@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_timeline_refuses_a_human_seat_the_game_does_not_have(name: str) -> None:
    game = find_game(name)
    for human in (9, -1, "0", 1.5):
        with pytest.raises(SchwarzError):
            Timeline.start(game, game.min_players, 1, human=human)  # type: ignore[arg-type]
    assert Timeline.start(game, game.min_players, 1, human=0).human == 0


def test_unknown_game_is_a_clear_error() -> None:
    for name in ("monopoly", 5, None, ""):
        with pytest.raises(InvalidArgument, match="unknown game"):
            find_game(name)  # type: ignore[arg-type]
    assert find_game(" Schwarzmarkt ").name == "schwarzmarkt"
