"""The fast path (``schwarzarbeit.fast``) plays the engine's very games: every action and the outcome equal, for
random and deduction bots, every player count and every rule knob; it declines what it does not cover."""

from __future__ import annotations

from typing import Any

import pytest

from schwarz import sim
from schwarz.bots import make_bot
from schwarz.core.errors import SchwarzError
from schwarz.core.fastpath import Outcome
from schwarz.play import steps
from schwarz.schwarzarbeit import GAME, NoHire, Options, ScoreValues
from schwarz.schwarzarbeit.fast import play

KNOBS: tuple[dict[str, Any], ...] = (
    {},
    {"edition": "fr"},
    {"blunders": True},
    {"blunders": True, "edition": "fr"},
    {"detective_arguments": True},
    {"detective_arguments": True, "blunders": True, "market_extra": 6},
    {"illegal_per_player": 1},
    {"illegal_per_player": 3, "market_extra": 0},
    {"market_extra": 4},
    {"scores.hired_regular": 3, "scores.denounced_regular": 0, "scores.lawyer_on_illegal": 1},
    {"scores.detective_kept": -1, "scores.denounced_foreign_illegal": 1, "scores.lawyer_on_own_illegal_fr": 5},
    {"scores.hired_foreign_illegal": 2, "scores.hired_own_illegal": 4, "scores.denounced_own_illegal": 7,
     "scores.lawyer_on_regular": -3, "edition": "fr", "blunders": True},
)
"""The texts' rules, each knob changed (score values and the blunders that make the own-worker rows count)."""


def games(count: int, lineups: tuple[tuple[str, ...], ...]) -> list[tuple[int, Options, tuple[str, ...], int]]:
    """(players, options, bots, seed): knobs, player counts and line-ups in turn (bots repeat along the seats)."""
    usable = []
    for knobs in KNOBS:
        options = sim.options_from(GAME, knobs)
        for players in (3, 4, 5):
            try:
                GAME.new_game(players, 0, options)
            except SchwarzError:
                continue  # too many illegal workers for the employees left
            usable.append((players, options))
    out = []
    for i in range(count):
        players, options = usable[i % len(usable)]
        lineup = lineups[i // len(usable) % len(lineups)]
        out.append((players, options, tuple(lineup[p % len(lineup)] for p in range(players)), sim.game_seed(3, i)))
    return out


def engine_game(players: int, options: Options, bots: tuple[str, ...], seed: int) -> tuple[list[Any], Outcome]:
    """The actions ``play.steps`` yields and the outcome ``sim.play_one`` keeps, played by the engine."""
    state = GAME.new_game(players, seed, options)
    actions = []
    for action, after in steps(GAME, state, [make_bot(GAME, b) for b in bots], seed):
        actions.append(action)
        state = after
    sheets = GAME.scores(state)
    return actions, Outcome(tuple(sheets[p].total for p in range(players)),
                            tuple(sheets[p].tiebreak for p in range(players)), len(actions))


def check(players: int, options: Options, bots: tuple[str, ...], seed: int) -> None:
    trace: list[Any] = []
    outcome = play(players, seed, options, bots, trace)
    actions, expected = engine_game(players, options, bots, seed)
    where = f"{players} players, {bots}, seed {seed}, {sim.describe(options) or 'texts'}"
    assert trace == actions, where
    assert outcome == expected, where


@pytest.mark.parametrize("players, options, bots, seed", games(360, (("random",),)))
def test_random_bots_play_the_engines_games(players: int, options: Options, bots: tuple[str, ...], seed: int) -> None:
    check(players, options, bots, seed)


@pytest.mark.parametrize("players, options, bots, seed",
                         games(72, (("deduction",), ("random", "deduction"), ("deduction", "random"))))
def test_deduction_bots_play_the_engines_games(players: int, options: Options, bots: tuple[str, ...],
                                               seed: int) -> None:
    check(players, options, bots, seed)


@pytest.mark.parametrize("seed", [7, 26])
def test_a_market_of_nobody_to_take(seed: int) -> None:
    """A market of three cards, all the active player's own illegal workers: only NoHire (sa.turn.hiring)."""
    options = Options(market_extra=0)
    trace: list[Any] = []
    play(3, seed, options, ("random",) * 3, trace)
    assert NoHire() in trace
    check(3, options, ("random",) * 3, seed)
    check(3, options, ("random", "deduction", "deduction"), seed)


def test_without_a_trace_the_outcome_is_the_same() -> None:
    for bots in (("random",) * 4, ("deduction", "random") * 2):
        seed = sim.game_seed(5, 1)
        assert play(4, seed, None, bots) == play(4, seed, None, bots, [])


def test_the_ranks_are_play_ones() -> None:
    plan = sim.Plan("schwarzarbeit", 4, ("random", "deduction", "random", "random"), None, 9, engine=True)
    for index in range(6):
        rows = sim.play_one(plan, index)
        outcome = play(4, sim.game_seed(9, index), None, plan.bots)
        assert outcome is not None
        assert [row[4] for row in rows] == list(outcome.totals)
        assert [row[5] for row in rows] == list(outcome.ranks())
        assert rows[0][7] == outcome.length


def test_it_declines_what_it_does_not_cover() -> None:
    assert play(4, 1, None, ("random", "random", "random", "no such bot")) is None
    assert play(4, 1, None, ("search",) * 4) is None  # the search bot is left to the engine
    assert play(4, 1, None, ("random",) * 3) is None  # a bot per seat
    assert play(6, 1, None, ("random",) * 6) is None  # 3 to 5 players: the engine raises its clear error
    assert play(4, -1, None, ("random",) * 4) is None
    assert play(5, 1, Options(illegal_per_player=3), ("random",) * 5) is None  # too many illegal workers
    assert play(4, 1, ScoreValues(), ("random",) * 4) is None  # type: ignore[arg-type]


def test_bot_names_are_read_as_make_bot_reads_them() -> None:
    seed = sim.game_seed(5, 2)
    assert play(3, seed, None, (" Random", "DEDUCTION", "random")) == play(3, seed, None,
                                                                          ("random", "deduction", "random"))
