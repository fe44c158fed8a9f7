"""The simulator's fast path (``GameSpec.fast_play``) plays the engine's very games: 10,000 seeded games per game,
mixed player counts, bot line-ups and rule knobs, each played both ways; every action and the outcome (scores,
tie-breaks, length) must be equal. Games the fast path does not cover (it answers None) do not count."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from schwarz import sim
from schwarz.bots import make_bot, smart_bot
from schwarz.core.errors import SchwarzError
from schwarz.core.fastpath import FastPlay, Outcome, fast_player
from schwarz.core.registry import GAMES, find_game
from schwarz.play import steps

GAMES_EACH = 10_000
SHARDS = 4
"""The games of each game are compared in this many tests (every ``SHARDS``-th plan each), so they share cores."""

TABLE_KNOBS: Mapping[str, tuple[Mapping[str, Any], ...]] = {
    "schwarzmarkt": ({"track_values": "1,2,3,4,5,6,8,10,12,15,18,22,26,30"},),
    "scheffeln": ({"token_values": "0,1/1,2/2,3/3,4/4,5/5,6/6,7/7,8"},),
}
"""Rule knobs holding tables (no value to derive from the texts' None): one changed table per game."""


def knob_variants(name: str) -> list[dict[str, Any]]:
    """The texts' rules, then each knob changed on its own (a boolean flipped, every other choice, a number one
    up and one down, an optional number set), then the table knobs, then two knobs changed together."""
    variants: list[dict[str, Any]] = [{}]
    for knob in sim.knobs(name):
        if knob.kind is sim.KnobKind.BOOL:
            variants.append({knob.name: not knob.default})
        elif knob.kind is sim.KnobKind.CHOICE:
            variants.extend({knob.name: c} for c in knob.choices if c != knob.default)
        elif knob.kind is sim.KnobKind.INT:
            variants.extend({knob.name: knob.default + d} for d in (1, -1))
        elif knob.kind is sim.KnobKind.OPTIONAL_INT:
            variants.extend({knob.name: n} for n in (1, 2))
    variants.extend(dict(v) for v in TABLE_KNOBS.get(name, ()))
    singles = variants[1:]
    variants.extend({**a, **b} for a, b in zip(singles, singles[3:], strict=False) if set(a).isdisjoint(b))
    return variants


def plans(name: str) -> Iterator[tuple[int, Any, tuple[str, ...], int]]:
    """(players, options, bots, seed) for ever: knob variants, player counts and line-ups (all random, all the
    thoughtful bot, the two alternating) in turn; combinations the game refuses are left out."""
    spec = find_game(name)
    smart = smart_bot(spec)
    usable: list[tuple[int, Any]] = []
    for values in knob_variants(name):
        try:
            options = sim.options_from(spec, values)
        except SchwarzError:
            continue
        for players in range(spec.min_players, spec.max_players + 1):
            try:
                spec.new_game(players, 0, options)
            except SchwarzError:
                continue
            usable.append((players, options))
    for index in itertools.count():
        players, options = usable[index % len(usable)]
        lineup = index // len(usable) % 3
        bots = (("random",) * players if lineup == 0 else (smart,) * players if lineup == 1
                else tuple("random" if p % 2 else smart for p in range(players)))
        yield players, options, bots, sim.game_seed(1, index)


def engine_game(name: str, players: int, options: Any, bots: tuple[str, ...], seed: int) -> tuple[list[Any], Outcome]:
    """The actions and outcome of the game ``sim.play_one`` plays with the engine."""
    spec = find_game(name)
    state = spec.new_game(players, seed, options)
    actions: list[Any] = []
    for action, after in steps(spec, state, [make_bot(spec, b) for b in bots], seed):
        actions.append(action)
        state = after
    sheets = spec.scores(state)
    return actions, Outcome(tuple(sheets[p].total for p in range(players)),
                            tuple(sheets[p].tiebreak for p in range(players)), len(actions))


def fast_of(name: str) -> FastPlay:
    fast = fast_player(find_game(name).fast_play)
    assert fast is not None, f"{name} has no fast path"
    return fast


@pytest.mark.slow
@pytest.mark.parametrize("shard", range(SHARDS))
@pytest.mark.parametrize("name", list(GAMES))
def test_the_fast_path_plays_the_engines_games(name: str, shard: int) -> None:
    fast = fast_of(name)
    compared = 0
    covered: dict[tuple[str, ...], int] = {}
    for players, options, bots, seed in itertools.islice(plans(name), shard, None, SHARDS):
        trace: list[Any] = []
        outcome = fast(players, seed, options, bots, trace)
        if outcome is None:
            assert set(bots) != {"random"}, f"{name}: the fast path must cover random bots ({options})"
            continue
        lineup = tuple(sorted(set(bots)))
        covered[lineup] = covered.get(lineup, 0) + 1
        actions, expected = engine_game(name, players, options, bots, seed)
        where = f"{name}, {players} players, bots {bots}, seed {seed}, {sim.describe(options) or 'texts'}"
        assert trace == actions, f"{where}: the actions differ"
        assert outcome == expected, where
        compared += 1
        if compared == GAMES_EACH // SHARDS:
            break
    print(name, "games compared by line-up:", covered)


@pytest.mark.parametrize("name", list(GAMES))
def test_the_simulator_uses_the_fast_path_and_its_rows_equal_the_engines(name: str) -> None:
    spec = find_game(name)
    bots = ("random",) * 4 if smart_bot(spec) == "deduction" else (smart_bot(spec), "random") * 2
    fast = sim.run(name, games=30, players=4, bots=list(bots), seed=7, workers=1, progress=False)
    slow = sim.run(name, games=30, players=4, bots=list(bots), seed=7, workers=1, progress=False, engine=True)
    assert fast.equals(slow)
    assert fast_of(name)(4, sim.game_seed(7, 0), None, bots) is not None


@pytest.mark.parametrize("name", list(GAMES))
def test_the_fast_path_declines_what_it_does_not_know(name: str) -> None:
    spec = find_game(name)
    assert fast_of(name)(spec.min_players, 1, None, ("no such bot",) * spec.min_players) is None
