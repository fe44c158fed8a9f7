"""The possible deals of the hidden illegal workers, counted from bit masks (sa.setup, sa.object,
sa.turn.information): the counter behind a seat's ``belief.Belief``.

A deal gives each hidden seat ``per`` employees, the hands disjoint, each inside what the seat may hold
(``Seat.allowed``) and fitting its announcements, each one a ``Row``: 'exactly ``inside`` cards of this market
are mine', the market as layers (``layers[j]``: the employees with more than ``j`` cards on it) restricted to what
the seat may hold. ``reduce_seat`` turns a seat's announcements into its rows, from the rows of its previous count
when its facts only grew. ``count`` works like ``deduction.counting``: employees with the same part in every fact
are interchangeable (a class, handed out at once in ``size! / (x_1! ... x_m! (size - sum x)!)`` ways); a dynamic
program walks the classes over packed counters (per hidden seat: its employees so far and its cards of each
market, six bits a field with a guard bit flagging an overshoot); a backward pass gives, per seat and class, the
deals giving it each employee, and a deal drawn uniformly when asked.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from itertools import product
from math import factorial
from typing import Any

EMPLOYEE_COUNT = 20
"""Employees in the game (the bits of a mask)."""

_BITS = 6
_TOP = (1 << (_BITS - 1)) - 1  # a field holds value + (TOP - limit): equal to TOP when the limit is met
_GUARD = 1 << (_BITS - 1)
_FIELD = (1 << _BITS) - 1
_GUARDS = _GUARD * (((1 << (_BITS * 256)) - 1) // _FIELD)  # the guard bit of (many more than enough) fields

Row = tuple[int, tuple[int, ...], int]
"""One announcement of a seat: (its rank among all announcements, its market's layers restricted to what the seat
may hold, how many of those cards are his)."""


def members(mask: int) -> list[int]:
    """The employee indices in ``mask``, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


@dataclass(frozen=True)
class Seat:
    """A hidden seat's facts, reduced: ``allowed`` (what he may hold: the employees left to him, less every market
    he said holds none of his) and ``rows``, his other announcements that differ once restricted to it (the first of
    equal ones kept); ``read`` of his announcements read. ``rows`` is None when they contradict each other."""

    allowed: int
    rows: tuple[Row, ...] | None
    read: int

    @property
    def facts(self) -> tuple[int, tuple[Row, ...] | None]:
        """What the count depends on."""
        return self.allowed, self.rows


def reduce_seat(allowed: int, said: Sequence[Row], before: Seat | None = None) -> Seat:
    """The seat that may hold ``allowed`` (markets he said holds none of his already left out) with the
    announcements ``said`` (those saying some of a market is his). Only the announcements after ``before`` are read
    when ``before`` allowed at least as much: a restriction of its rows is what all of ``said`` would give."""
    if before is not None and not allowed & ~before.allowed:
        if allowed == before.allowed and before.read == len(said):
            return before
        if before.rows is None:
            return Seat(allowed, None, len(said))
        old: Sequence[Row] = before.rows if allowed == before.allowed else _restrict(before.rows, allowed)
        start = before.read
    else:
        old, start = (), 0
    rows = list(old)
    seen = {(layers, inside) for _rank, layers, inside in rows}
    for rank, layers, inside in _restrict(said[start:], allowed) if start < len(said) else ():
        key = (layers, inside)
        if key not in seen:
            seen.add(key)
            rows.append((rank, layers, inside))
    for _rank, layers, inside in rows:
        if inside > sum([x.bit_count() for x in layers]):
            return Seat(allowed, None, len(said))
    return Seat(allowed, tuple(rows), len(said))


def _restrict(rows: Sequence[Row], allowed: int) -> list[Row]:
    """``rows`` restricted to ``allowed`` (empty layers dropped), the first of equal ones kept."""
    out = []
    seen = set()
    for rank, layers, inside in rows:
        if len(layers) == 1:
            kept: tuple[int, ...] = (layers[0] & allowed,)
        else:
            kept = tuple([x for x in (x & allowed for x in layers) if x]) or (0,)
        key = (kept, inside)
        if key not in seen:
            seen.add(key)
            out.append((rank, kept, inside))
    return out


@dataclass(frozen=True)
class Counted:
    """The number of possible deals and, per class of interchangeable employees, how many give each hidden seat one
    given member of it; ``sampler`` draws a deal uniformly (a mask per hidden seat)."""

    worlds: int
    hidden: tuple[int, ...]
    shares: tuple[tuple[int, tuple[int, ...]], ...] = ()
    sampler: Callable[[random.Random], dict[int, int]] | None = None
    table: list[list[int]] | None = None
    """Given by the compiled counter instead of ``shares``: per hidden seat and employee, how many deals give him
    that employee; last, per employee, how many give him to one of them."""

    @cached_property
    def per_player(self) -> dict[int, list[int]]:
        """Per hidden seat, how many deals give him each employee (by index)."""
        if self.table is not None:
            return dict(zip(self.hidden, self.table, strict=False))
        out = {q: [0] * EMPLOYEE_COUNT for q in self.hidden}
        for mask, each in self.shares:
            for q, n in zip(self.hidden, each, strict=True):
                if n:
                    row = out[q]
                    for e in members(mask):
                        row[e] = n
        return out

    def hidden_total(self) -> list[int]:
        """Per employee, the deals in which some hidden seat employs him illegally."""
        if self.table is not None:
            return self.table[-1]
        out = [0] * EMPLOYEE_COUNT
        for mask, each in self.shares:
            n = sum(each)
            if n:
                for e in members(mask):
                    out[e] = n
        return out


def count(hidden: tuple[int, ...], per: int, seats: Sequence[Seat], sampling: bool = False) -> Counted:
    """The deals giving each of the ``hidden`` seats ``per`` employees by its reduced facts ``seats``
    (``deals_compiled`` counts the same in machine code, for the simulator)."""
    empty = Counted(0, hidden)
    keys = [0] * EMPLOYEE_COUNT
    init = pos = 0
    spans = []
    rank_at: dict[int, int] = {}
    for seat in seats:
        if seat.rows is None or seat.allowed.bit_count() < per:
            return empty
        start = pos
        init |= (_TOP - per) << pos
        bit = 1 << pos
        m = seat.allowed
        while m:
            low = m & -m
            keys[low.bit_length() - 1] += bit
            m ^= low
        pos += _BITS
        for rank, layers, inside in seat.rows:
            init |= (_TOP - inside) << pos
            rank_at[pos] = rank
            bit = 1 << pos
            for x in layers:
                while x:
                    low = x & -x
                    keys[low.bit_length() - 1] += bit
                    x ^= low
            pos += _BITS
        spans.append((start, ((1 << pos) - 1) ^ ((1 << start) - 1)))
    # An employee's key: per hidden seat who may hold him, 1 in the seat's count field plus his cards in each of the
    # seat's markets; employees with equal keys are interchangeable (one class).
    groups: dict[int, int] = {}
    for e, key in enumerate(keys):
        if key:
            groups[key] = groups.get(key, 0) | (1 << e)
    ones = ((1 << pos) - 1) // _FIELD  # the lowest bit of every field
    final = ones * _TOP
    plans = []
    for key, mask in groups.items():
        players = []
        units = []
        first = 1 << 30
        for i, (start, span) in enumerate(spans):
            unit = key & span
            if unit:
                players.append(i)
                units.append(unit)
                said = unit >> (start + _BITS)
                if said:
                    at = start + _BITS + ((said & -said).bit_length() - 1) // _BITS * _BITS
                    first = min(first, rank_at[at])
        plans.append((first, mask & -mask, mask, tuple(players), tuple(units), ((key | key >> 1) & ones) * _FIELD))
    plans.sort()
    touched = 0
    closing = []
    for plan in reversed(plans):
        closing.append(plan[5] & ~touched)
        touched |= plan[5]
    closing.reverse()
    if (init ^ final) & ~touched:
        return empty  # an announcement no employee left can meet
    classes = [(mask, players, _options(mask.bit_count(), per, units, init & touch, close), close, final & close)
               for (_first, _low, mask, players, units, touch), close in zip(plans, closing, strict=True)]
    return _solve(hidden, classes, init, final, ones * _GUARD, sampling)


@cache
def compiled() -> Any:
    """The module ``deals_compiled`` (numba: the simulator's counter), or None where numba is not installed or
    SCHWARZ_COMPILED=0."""
    if os.environ.get("SCHWARZ_COMPILED", "1") == "0":
        return None
    try:
        from schwarz.schwarzarbeit import deals_compiled
    except ImportError:
        return None
    return deals_compiled


Move = tuple[int, int, int]
Options = tuple[tuple[Move, ...], tuple[tuple[tuple[int, int], ...], ...], dict[int, tuple[Move, ...]]]
Class = tuple[int, tuple[int, ...], Options, int, int]


@lru_cache(maxsize=1 << 14)
def _options(size: int, per: int, units: tuple[int, ...], start: int, close: int) -> Options:
    """A class's options: moves (packed delta, ways, index) and, in the same order, ((k, x), ...), ``x`` employees
    to the ``k``-th seat that may hold them, whose one employee adds ``units[k]``; those overshooting a field that
    starts as in ``start`` (the initial state on the fields the class touches) are left out. Last, the moves by
    what they add to the fields ``close`` (those the class is the last to touch: a state must reach their limit)."""
    moves: list[Move] = []
    gots = []
    for xs, ways in _splits(size, len(units), per):
        delta = sum([x * u for x, u in zip(xs, units, strict=True)])
        if (start + delta) & _GUARDS:
            continue
        moves.append((delta, ways, len(moves)))
        gots.append(tuple((k, x) for k, x in enumerate(xs) if x))
    by_need: dict[int, list[Move]] = {}
    for move in moves:
        by_need.setdefault(move[0] & close, []).append(move)
    return tuple(moves), tuple(gots), {need: tuple(group) for need, group in by_need.items()}


@lru_cache(maxsize=256)
def _splits(size: int, players: int, per: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every way to hand ``x_k`` (at most ``per``) of ``size`` interchangeable employees to each of ``players``
    seats, with how many ways it can be done (``size! / (x_1! ... x_m! (size - sum x)!)``); a small table."""
    out = []
    for xs in product(range(min(per, size) + 1), repeat=players):
        total = sum(xs)
        if total > size:
            continue
        ways = factorial(size) // factorial(size - total)
        for x in xs:
            ways //= factorial(x)
        out.append((xs, ways))
    return tuple(out)


def _solve(hidden: tuple[int, ...], classes: list[Class], init: int, final: int, guard: int,
           sampling: bool) -> Counted:
    """Forward: the number of ways to reach each state class by class; backward: the ways to complete it, and
    per class and seat the deals giving him each of its employees. A state's moves are those that bring the fields
    the class closes to their limits (``value`` on ``close``)."""
    layers = [{init: 1}]
    now = layers[0]
    for _mask, _players, (_moves, _gots, by_need), close, value in classes:
        nxt: dict[int, int] = {}
        get = nxt.get
        for s, n in now.items():
            group = by_need.get(value - (s & close))
            if group is None:
                continue
            for delta, ways, _k in group:
                t = s + delta
                if not t & guard:
                    nxt[t] = get(t, 0) + n * ways
        if not nxt:
            return Counted(0, hidden)
        layers.append(nxt)
        now = nxt
    worlds = now.get(final, 0)
    if not worlds:
        return Counted(0, hidden)
    shares = []
    back = {final: 1}
    backs = [back]
    for ci in range(len(classes) - 1, -1, -1):
        mask, players, (moves, gots, by_need), close, value = classes[ci]
        reached = [0] * len(moves)
        prev: dict[int, int] = {}
        get = back.get
        for s, n in layers[ci].items():
            group = by_need.get(value - (s & close))
            if group is None:
                continue
            total = 0
            for delta, ways, k in group:
                after = get(s + delta)
                if after:
                    total += ways * after
                    reached[k] += n * after
            if total:
                prev[s] = total
        each = [0] * len(hidden)
        for k, got in enumerate(gots):
            if reached[k]:
                weight = moves[k][1] * reached[k]
                for j, x in got:
                    each[players[j]] += weight * x
        size = mask.bit_count()
        shares.append((mask, tuple([n // size for n in each])))
        back = prev
        backs.append(back)
    shares.reverse()
    backs.reverse()
    sampler = _sampler(hidden, classes, backs, init) if sampling else None
    return Counted(worlds, hidden, tuple(shares), sampler)


def _sampler(hidden: tuple[int, ...], classes: list[Class],
             backs: list[dict[int, int]], init: int) -> Callable[[random.Random], dict[int, int]]:
    """Draws a deal uniformly: class by class, an option with probability ways x completions, then which members
    of the class go to whom."""

    def draw(rng: random.Random) -> dict[int, int]:
        hands = {q: 0 for q in hidden}
        s = init
        for ci, (mask, players, (moves, gots, _by_need), _close, _value) in enumerate(classes):
            nxt = backs[ci + 1]
            weights = [ways * nxt.get(s + delta, 0) for delta, ways, _k in moves]
            pick = rng.randrange(sum(weights))
            k = 0
            while pick >= weights[k]:
                pick -= weights[k]
                k += 1
            s += moves[k][0]
            pool = members(mask)
            rng.shuffle(pool)
            for j, x in gots[k]:
                for e in pool[:x]:
                    hands[hidden[players[j]]] |= 1 << e
                pool = pool[x:]
        return hands

    return draw
