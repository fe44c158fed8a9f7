"""The fast path (``schwarzmarkt.fast``) plays the engine's very games: the same actions, scores and lengths.

Seeded games both ways (player counts, line-ups, rule knobs), a few positions the seeds rarely reach (a game
round ended by a raid on the last commodity cards, nobody able to play a card) and two knobs on which the engine
once stopped (a first start player with no card he may play, Limit!'s end on the start space).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from schwarz.bots import make_bot
from schwarz.core.errors import SchwarzError
from schwarz.core.fastpath import FastPlay, fast_player
from schwarz.core.values import evolve
from schwarz.play import steps
from schwarz.schwarzmarkt import GAME, Options, State, TextCard, new_game
from schwarz.schwarzmarkt.fast import play, run
from schwarz.schwarzmarkt.fast_position import Position
from schwarz.schwarzmarkt.position import goods, position
from schwarz.sim import Plan, game_seed, options_from, play_one

KNOBS: tuple[dict[str, Any], ...] = (
    {},
    {"deck": "variant"},
    {"rounds": 1},
    {"rounds": 3},
    {"hand_size": 2},
    {"hand_size": 12},
    {"black_market_hand": 5},
    {"track_values": "1,2,3,4,5,6,7,8,9,10,11,12,13,14"},
    {"track_values": "1,2,4,6,9,12,15,18,21,22,23,24,25,26"},
)
LINEUPS = ("random", "heuristic", "mixed")


def engine(state: State, names: tuple[str, ...], seed: int) -> tuple[list[Any], tuple[int, ...], int] | None:
    """The engine's actions, totals and length from ``state`` with these bots; None when it raises."""
    bots = [make_bot(GAME, name) for name in names]
    actions: list[Any] = []
    try:
        for action, after in steps(GAME, state, bots, seed):
            actions.append(action)
            state = after
    except SchwarzError:
        return None
    sheets = GAME.scores(state)
    assert all(sheet.tiebreak == 0 for sheet in sheets.values())
    return actions, tuple(sheets[p].total for p in range(state.n)), len(actions)


def lineup(kind: str, players: int, pick: random.Random) -> tuple[str, ...]:
    if kind == "mixed":
        return tuple(pick.choice(("random", "heuristic")) for _seat in range(players))
    return (kind,) * players


@pytest.mark.parametrize("knobs", KNOBS, ids=[",".join(map(str, k.items())) or "texts" for k in KNOBS])
def test_seeded_games_are_the_engines(knobs: dict[str, Any]) -> None:
    options = options_from("schwarzmarkt", knobs) if knobs else None
    pick = random.Random(len(str(knobs)))
    for i in range(24 if knobs else 90):
        players = pick.choice((3, 4, 5))
        names = lineup(LINEUPS[i % 3], players, pick)
        seed = game_seed(2024, i)
        trace: list[Any] = []
        outcome = play(players, seed, options, names, trace)
        expected = engine(new_game(players, seed, options), names, seed)
        assert outcome is not None and expected is not None, (players, seed, names)
        actions, totals, length = expected
        assert trace == actions, (players, seed, names)
        assert (outcome.totals, outcome.tiebreaks, outcome.length) == (totals, (0,) * players, length)


def test_the_outcome_ranks_the_seats_as_play_one() -> None:
    for i, names in enumerate((("random",) * 3, ("heuristic", "random") * 2, ("heuristic",) * 5, ("random",) * 4)):
        rows = play_one(Plan("schwarzmarkt", len(names), names, None, 7, engine=True), i)
        outcome = play(len(names), game_seed(7, i), None, names)
        assert outcome is not None
        assert [(score, rank, length) for _i, _seed, _seat, _bot, score, rank, _won, length in rows] == [
            (total, rank, outcome.length) for total, rank in zip(outcome.totals, outcome.ranks(), strict=True)]


def test_the_deal_is_the_engines() -> None:
    for players, seed, knobs in ((3, 1, {}), (4, 99, {"deck": "variant", "hand_size": 12}),
                                 (5, 12345, {"black_market_hand": 5})):
        options = options_from("schwarzmarkt", knobs)
        dealt = Position.deal(players, seed, options)
        read = Position.from_state(new_game(players, seed, options))
        assert [getattr(dealt, k) for k in Position.__slots__ if k != "_chance"] == [
            getattr(read, k) for k in Position.__slots__ if k != "_chance"]


def test_play_is_a_fast_player() -> None:
    player: FastPlay = play  # mypy checks the signature against the protocol
    assert fast_player("schwarz.schwarzmarkt.fast:play") is player


def test_what_the_fast_path_does_not_play_is_none() -> None:
    assert play(4, 1, None, ("random", "search", "random", "random")) is None
    assert play(4, 1, None, ("nobody",) * 4) is None
    assert play(4, 1, None, ("random",) * 3) is None
    assert play(2, 1, None, ("random",) * 2) is None
    assert play(4, -1, None, ("random",) * 4) is None
    not_options: Any = {"rounds": 1}
    assert play(4, 1, not_options, ("random",) * 4) is None
    assert play(4, 1, None, (" Heuristic",) * 4) is not None  # a name as make_bot reads it


FROM_25 = "25,26,27,28,29,30,31,32,33,34,35,36,37,38"
"""A price track whose start space is worth 25: under Limit! the end space is the start space."""


@pytest.mark.parametrize(("knobs", "seed"), [
    ({"black_market_hand": 1}, 2498435076),  # seat 0 holds only Neue Ware Entdeckt! and no luxury: passed over
    ({"track_values": FROM_25}, 437286071),  # Limit!'s end is the start space
])
@pytest.mark.parametrize("names", [("random",) * 3, ("heuristic",) * 3])
def test_the_games_the_engine_once_stopped_are_played_both_ways(knobs: dict[str, Any], seed: int,
                                                                 names: tuple[str, ...]) -> None:
    """Two positions where the engine had no legal action (sm.round.black-market, sm.events.limit): both paths
    now play them, the same way."""
    options = options_from("schwarzmarkt", knobs)
    trace: list[Any] = []
    outcome = play(3, seed, options, names, trace)
    expected = engine(new_game(3, seed, options), names, seed)
    assert outcome is not None and expected is not None
    assert (trace, outcome.totals, outcome.length) == expected


@pytest.mark.parametrize("knobs", [{"black_market_hand": 1}, {"track_values": FROM_25}])
def test_the_knobs_that_once_stopped_the_engine_play_the_engines_games(knobs: dict[str, Any]) -> None:
    options = options_from("schwarzmarkt", knobs)
    pick = random.Random(11)
    for i in range(150):
        players = pick.choice((3, 4, 5))
        names = lineup(LINEUPS[i % 3], players, pick)
        seed = game_seed(99, i)
        trace: list[Any] = []
        outcome = play(players, seed, options, names, trace)
        expected = engine(new_game(players, seed, options), names, seed)
        assert outcome is not None and expected is not None, (players, seed, names)
        assert (trace, outcome.totals, outcome.length) == expected, (players, seed, names)


def from_position(state: State, names: tuple[str, ...], seed: int) -> None:
    """The fast path from ``state`` plays the engine's game."""
    trace: list[Any] = []
    outcome = run(Position.from_state(state), [name == "heuristic" for name in names], seed, trace)
    expected = engine(state, names, seed)
    assert outcome is not None and expected is not None
    assert (trace, outcome.totals, outcome.length) == expected


PLAYERS = ("Andrea", "Friedemann", "Henning")


@pytest.mark.parametrize("names", [("heuristic",) * 3, ("random",) * 3])
def test_a_raid_on_the_last_commodity_cards_ends_the_game_round(names: tuple[str, ...]) -> None:
    state = position(PLAYERS, {1: goods(potatoes=2)}, {0: (TextCard.RAZZIA,)}, options=Options(rounds=2))
    for seed in range(8):
        from_position(state, names, seed)


def test_nobody_able_to_play_a_card_ends_the_game_round() -> None:
    state = position(PLAYERS, {0: goods(coffee=1)}, {0: (TextCard.LIMIT,), 2: (TextCard.NEUE_WARE,)})
    state = evolve(state, black_market_deck=())
    from_position(state, ("random",) * 3, 5)
