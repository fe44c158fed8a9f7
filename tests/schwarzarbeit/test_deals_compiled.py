"""The compiled counter (``deals_compiled``) gives what ``deals.count_python`` gives, integer for integer and in the
same order: on the counts of real games between deduction bots and on random facts."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schwarz.schwarzarbeit import belief, deals, fast

deals_compiled = pytest.importorskip("schwarz.schwarzarbeit.deals_compiled")


def _both(hidden: tuple[int, ...], per: int, seats: list[deals.Seat]) -> None:
    expected = deals.count_python(hidden, per, seats)
    got = deals.count(hidden, per, seats)
    assert (got.worlds, got.shares) == (expected.worlds, expected.shares), (per, seats)


def test_the_dispatch_counts_compiled_when_it_can() -> None:
    assert deals._compiled() is deals_compiled.count


def test_real_games_count_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    problems: list[tuple[tuple[int, ...], int, list[deals.Seat]]] = []

    def record(hidden: tuple[int, ...], per: int, seats: Any, sampling: bool = False) -> deals.Counted:
        problems.append((hidden, per, list(seats)))
        return deals.count(hidden, per, seats, sampling)

    monkeypatch.setattr(belief, "count", record)
    for seed in range(12):
        for players in (3, 4, 5):
            fast.play(players, seed, None, ["deduction"] * players)
    assert len(problems) > 500
    compiled = 0
    for hidden, per, seats in problems:
        _both(hidden, per, seats)
        compiled += deals_compiled.count(per, [(s.allowed, s.rows or ()) for s in seats]) is not None
    assert compiled > 0.9 * len(problems)


@st.composite
def facts(draw: st.DrawFn) -> tuple[tuple[int, ...], int, list[deals.Seat]]:
    per = draw(st.integers(1, 3))
    hidden = tuple(range(draw(st.integers(1, 4))))
    word = st.integers(0, (1 << 20) - 1)
    universe = draw(word) | draw(word)
    seats = []
    rank = 0
    for _q in hidden:
        allowed = (draw(word) | draw(word)) & universe
        said = []
        for _r in range(draw(st.integers(0, 4))):
            first = draw(word) & allowed  # a market: its employees, those with a second card
            second = first & draw(word) & draw(word) & draw(word)
            layers = (first, second) if second else (first,)
            said.append((rank, layers, draw(st.integers(1, per))))
            rank += 1
        seats.append(deals.reduce_seat(allowed, said))
    return hidden, per, seats


@settings(max_examples=400, deadline=None)
@given(facts())
def test_random_facts_count_the_same(case: tuple[tuple[int, ...], int, list[deals.Seat]]) -> None:
    _both(*case)


def test_counters_that_do_not_fit_are_counted_in_python() -> None:
    rows = [(r, (1 << r,), 1) for r in range(20)]
    seat = deals.reduce_seat((1 << 20) - 1, rows)
    assert deals_compiled.count(2, [(seat.allowed, seat.rows or ())] * 2) is None
    _both((0, 1), 2, [seat, seat])
