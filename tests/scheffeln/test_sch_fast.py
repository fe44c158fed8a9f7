"""The fast path (``schwarz.scheffeln.fast``) plays the engine's very games: every action, the scores and the length
equal, for mixed player counts, line-ups and rule knobs; its legal actions are the engine's, in order, at every
step; it declines what it does not cover. (``tests/test_fast_play.py`` compares 10,000 games.)"""

from __future__ import annotations

import random
from typing import Any

import pytest

from schwarz import sim
from schwarz.bots import make_bot
from schwarz.core.fastpath import Outcome
from schwarz.core.rng import Rng
from schwarz.play import steps
from schwarz.scheffeln import GAME, Options, Phase, State, legal_actions, new_game, scores
from schwarz.scheffeln.fast import _below, play
from schwarz.scheffeln.fast_table import (
    CHOOSE,
    CLAIM,
    CLAIMS,
    OVER,
    PLAY,
    RESOLVE_ACT,
    SCHEFFELN,
    SCHEFFELN_ACT,
    TIMEOUTS,
    Act,
    Table,
    engine_action,
)

TINY = tuple((v, v + 1) for v in range(8))
HUGE = tuple(tuple(2**60 + 7 * i + j for j in range(4)) for i in range(8))
"""Token values past a float's precision: the heuristic bot's float values must be computed as the bot does."""
KNOBS: list[tuple[dict[str, Any], range]] = [
    ({}, range(2, 5)),
    ({"express": True}, range(2, 9)),
    ({"run": True}, range(2, 5)),
    ({"mafia": True}, range(2, 5)),
    ({"run": True, "mafia": True, "last_card_face_up": False}, range(2, 5)),
    ({"hand_size": 7, "token_values": TINY}, range(2, 4)),
    ({"hand_size": 1, "run": True}, range(2, 5)),
    ({"express": True, "row_size": 12, "token_values": HUGE}, range(2, 9)),
    ({"run": True, "mafia": True, "token_values": HUGE}, range(2, 5)),
]
LINEUPS = ("random", "heuristic", "mixed")


def bots_for(lineup: str, players: int) -> tuple[str, ...]:
    if lineup == "mixed":
        return tuple("heuristic" if p % 2 else "random" for p in range(players))
    return (lineup,) * players


def engine_game(players: int, options: Options | None, bots: tuple[str, ...], seed: int) -> tuple[list[Any], Outcome]:
    """The actions and outcome of the game ``sim.play_one`` plays with the engine."""
    state = new_game(players, seed, options)
    actions: list[Any] = []
    for action, after in steps(GAME, state, [make_bot(GAME, b) for b in bots], seed):
        actions.append(action)
        state = after
    sheets = scores(state)
    return actions, Outcome(tuple(sheets[p].total for p in range(players)),
                            tuple(sheets[p].tiebreak for p in range(players)), len(actions))


@pytest.mark.parametrize(("knobs", "players"), KNOBS, ids=[", ".join(k) or "texts" for k, _players in KNOBS])
def test_the_fast_path_plays_the_engines_games(knobs: dict[str, Any], players: range) -> None:
    options = Options(**knobs)
    for index in range(36):
        count = players[index % len(players)]
        bots = bots_for(LINEUPS[index % 3], count)
        seed = sim.game_seed(11, index)
        trace: list[Any] = []
        outcome = play(count, seed, options, bots, trace)
        actions, expected = engine_game(count, options, bots, seed)
        assert trace == actions, (count, bots, seed)
        assert outcome == expected, (count, bots, seed)


def test_without_options_more_than_four_play_express() -> None:
    for players in range(2, 9):
        for lineup in LINEUPS:
            bots = bots_for(lineup, players)
            seed = sim.game_seed(12, players)
            trace: list[Any] = []
            assert play(players, seed, None, bots, trace) == engine_game(players, None, bots, seed)[1]
            assert trace == engine_game(players, None, bots, seed)[0]


def offered(table: Table, seat: int) -> list[Act]:
    """Every action the table offers ``seat`` now, as the engine's ``legal_actions(state, seat)`` lists them."""
    if table.phase == PLAY:
        if seat != table.active:
            return []
        cards, free, count = table.offer(seat)
        return [table.play_at(seat, cards, free, k) for k in range(count)]
    if table.phase == CLAIM:
        waiting = table.claimants()
        if seat not in waiting:
            return []
        claims = [CLAIMS[seat][a[1]] for a in table.choices()]
        return [*claims, TIMEOUTS[seat]] if len(waiting) == 1 else claims
    if seat != (table.active if table.phase == CHOOSE else table.start):
        return []
    return table.choices() if table.phase == CHOOSE else [SCHEFFELN_ACT if table.phase == SCHEFFELN else RESOLVE_ACT]


@pytest.mark.parametrize("knobs", [{"run": True, "mafia": True}, {"run": True, "last_card_face_up": False},
                                   {"express": True}])
def test_every_seat_is_offered_the_engines_actions_in_order(knobs: dict[str, Any]) -> None:
    chooser = random.Random(5)
    for seed in range(12):
        players = 2 + seed % 3
        options = Options(**knobs)
        state: State = new_game(players, seed, options)
        table = Table(players, seed, options)
        while not state.is_over:
            for seat in range(players):
                mine = offered(table, seat)
                assert [engine_action(table, a) for a in mine] == legal_actions(state, seat), (seed, seat)
            acting = chooser.choice(table.claimants()) if state.phase is Phase.CLAIM else state.to_act
            assert acting is not None
            mine = offered(table, acting)
            k = chooser.randrange(len(mine))
            state = GAME.apply(state, engine_action(table, mine[k]))
            table.apply(mine[k])
        assert table.phase == OVER and tuple(table.money) == tuple(s.total for s in scores(state).values())


def test_ranks_match_the_simulators_rows() -> None:
    plan = sim.Plan("scheffeln", 4, ("heuristic", "random", "heuristic", "random"), None, 3, engine=True)
    for index in range(6):
        rows = sim.play_one(plan, index)
        outcome = play(4, sim.game_seed(3, index), None, plan.bots)
        assert outcome is not None
        assert outcome.ranks() == tuple(row[5] for row in rows)
        assert outcome.totals == tuple(row[4] for row in rows)
        assert outcome.length == rows[0][7]


def test_it_declines_what_it_does_not_cover() -> None:
    assert play(4, 1, None, ("no such bot",) * 4) is None
    assert play(4, 1, None, ("heuristic", "search", "random", "random")) is None
    assert play(4, 1, None, ("random",) * 3) is None
    assert play(9, 1, None, ("random",) * 9) is None
    assert play(5, 1, Options(), ("random",) * 5) is None  # the base game is for 2 to 4
    assert play(4, -1, None, ("random",) * 4) is None
    assert play(4, 1, Options(hand_size=7), ("random",) * 4) is None  # 28 cards > 24
    assert play(4, 1, None, (" Random", "HEURISTIC", "random", "random")) is not None  # as make_bot reads names


def test_draws_are_the_engines() -> None:
    gen, mine = random.Random(8), random.Random(8)
    for n in (1, 2, 3, 7, 8, 30, 1000):
        assert [gen.randrange(n) for _ in range(50)] == [_below(mine.getrandbits, n) for _ in range(50)]
    table = Table(2, 77, Options())
    table.draws = 0
    rng = Rng(77)
    for size in (4, 8, 24, 30, 32):
        expected, rng = rng.shuffled(list(range(size)))
        assert tuple(table.shuffled(list(range(size)))) == expected
