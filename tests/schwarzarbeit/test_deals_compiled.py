"""The compiled counter (``deals_compiled``) gives what ``deals.count`` gives, integer for integer and in the
same order: on the counts of real games between deduction bots and on random facts."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schwarz.schwarzarbeit import belief, deals, fast
from schwarz.schwarzarbeit.belief import Belief
from schwarz.schwarzarbeit.fast_bots import Deducer
from schwarz.schwarzarbeit.fast_table import Table
from schwarz.schwarzarbeit.options import Options
from schwarz.schwarzarbeit.setup import new_game
from schwarz.schwarzarbeit.views import view

deals_compiled = pytest.importorskip("schwarz.schwarzarbeit.deals_compiled")
ODDS = deals_compiled.odds


def _both(hidden: tuple[int, ...], per: int, seats: list[deals.Seat]) -> None:
    """``deals_compiled.count`` against ``deals.count``: the same number of deals and the same shares, class for
    class (None: counters too many for its word)."""
    expected = deals.count(hidden, per, seats)
    if all(s.rows is not None and s.allowed.bit_count() >= per for s in seats):
        got = deals_compiled.count(per, [(s.allowed, s.rows or ()) for s in seats])
        if got is not None:
            assert got == ((expected.worlds, expected.shares) if expected.worlds else (0, ())), (per, seats)


def test_the_simulators_beliefs_count_compiled_and_the_pages_in_python() -> None:
    assert deals.compiled() is deals_compiled
    assert not Belief.of(view(new_game(4, 1), 0)).compiled
    assert Deducer(Table.deal(4, 1, Options(), logged=True), 0, None).belief.compiled


def _odds_both(per: int, hidden: list[int], allowed: list[int], rows: list[int]) -> None:
    """``deals_compiled.odds`` (a belief's count, from unreduced announcements) against ``deals.count`` of the
    reduced seats."""
    got = ODDS(per, hidden, allowed, rows)
    if got is None:
        return
    seats = []
    for q, mask in zip(hidden, allowed, strict=True):
        said = [(rows[i + 1], tuple(x for x in rows[i + 3:i + 6] if x) or (0,), rows[i + 2])
                for i in range(0, len(rows), 6) if rows[i] == q]
        seats.append(deals.reduce_seat(mask, said))
    expected = deals.count(tuple(hidden), per, seats)
    assert got[0] == expected.worlds, (per, hidden, allowed, rows)
    if expected.worlds:
        assert got[1][:-1] == [expected.per_player[q] for q in hidden]
        assert got[1][-1] == expected.hidden_total()


def test_real_games_count_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    counts: list[tuple[tuple[int, ...], int, list[deals.Seat]]] = []
    beliefs: list[tuple[int, list[int], list[int], list[int]]] = []
    def record_count(hidden: tuple[int, ...], per: int, seats: Any, sampling: bool = False) -> deals.Counted:
        counts.append((hidden, per, list(seats)))
        return deals.count(hidden, per, seats, sampling)

    def record_odds(per: int, hidden: Any, allowed: Any, rows: list[int]) -> Any:
        beliefs.append((per, list(hidden), list(allowed), list(rows)))
        return ODDS(per, hidden, allowed, rows)

    monkeypatch.setattr(deals_compiled, "odds", record_odds)
    for seed in range(12):
        for players in (3, 4, 5):
            fast.play(players, seed, None, ["deduction"] * players)
    monkeypatch.setattr(deals_compiled, "odds", lambda *_args: None)  # the beliefs count with deals.count
    monkeypatch.setattr(belief, "count", record_count)
    for seed in range(3):
        fast.play(4, seed, None, ["deduction"] * 4)
    assert len(beliefs) > 500 and len(counts) > 50
    for case in beliefs:
        _odds_both(*case)
    assert sum(ODDS(*case) is not None for case in beliefs) > 0.9 * len(beliefs)
    fitted = 0
    for hidden, per, seats in counts:
        _both(hidden, per, seats)
        fitted += deals_compiled.count(per, [(s.allowed, s.rows or ()) for s in seats]) is not None
    assert fitted > 0.9 * len(counts)


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
    hidden, per, seats = case
    rows = [x for q, seat in zip(hidden, seats, strict=True) for rank, layers, inside in seat.rows or ()
            for x in (q, rank, inside, *layers, *(0,) * (3 - len(layers)))]
    if all(seat.rows is not None for seat in seats):
        _odds_both(per, list(hidden), [seat.allowed for seat in seats], rows)


def test_counters_that_do_not_fit_are_counted_in_python() -> None:
    rows = [(r, (1 << r,), 1) for r in range(20)]
    seat = deals.reduce_seat((1 << 20) - 1, rows)
    assert deals_compiled.count(2, [(seat.allowed, seat.rows or ())] * 2) is None
    _both((0, 1), 2, [seat, seat])
