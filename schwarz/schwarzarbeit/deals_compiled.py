"""``deals.count`` compiled (numba): the same exact count of the possible deals of the hidden illegal workers
(sa.setup, sa.object, sa.turn.information), on machine integers, some four times faster, for the simulator's
deduction bots (each of them counts about twelve times a game).

It takes the hidden seats' reduced facts (``deals.Seat``) as arrays and gives the number of deals and, per class of
interchangeable employees, how many deals give each hidden seat one given member of it: what ``deals.count`` gives,
in the same order, integer for integer (tests/schwarzarbeit/test_deals_compiled.py compares them). The method is
``deals.count``'s: classes of employees with the same part in every fact, a dynamic program over packed counters
(per hidden seat: its employees so far and its cards of each market), a backward pass for the shares. The counters
are packed in one 64-bit word: ``fits`` says when they fit (every count of a four-player game does; ``deals.count``
counts the others itself). Compiled once per machine and kept in numba's cache (``warm``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar, cast

import numpy as np
import numpy.typing as npt
from numba import njit, types
from numba.typed import Dict, List

Ints = npt.NDArray[np.int64]
F = TypeVar("F", bound=Callable[..., Any])
_compiled = cast(Callable[[F], F], njit(cache=True, nogil=True))
"""A function compiled to machine code on its first call (and cached on disk for the next processes)."""

EMPLOYEES = 20
WORD = 63
"""Bits of a packed state (a signed 64-bit integer, its sign bit left alone)."""


def field_bits(per: int, insides: Sequence[int]) -> int:
    """Bits of one counter: its largest limit (``per`` employees, or the ``inside`` cards of an announcement) and
    a guard bit flagging an overshoot."""
    return max(per, *insides).bit_length() + 1 if insides else per.bit_length() + 1


def fits(seats: int, rows: int, bits: int) -> bool:
    """Do the counters of ``seats`` hidden seats and their ``rows`` announcements fit one word?"""
    return (seats + rows) * bits <= WORD


@_compiled
def _ways(size: int, xs: Ints, seats: int) -> int:
    """``size! / (x_1! ... x_m! (size - sum x)!)``: the ways to hand ``x_k`` of ``size`` interchangeable employees
    to each seat."""
    ways = 1
    left = size
    for q in range(seats):
        binomial = 1
        for j in range(xs[q]):
            binomial = binomial * (left - j) // (j + 1)
        ways *= binomial
        left -= xs[q]
    return ways


@_compiled
def solve(per: int, allowed: Ints, row_seat: Ints, row_inside: Ints, row_rank: Ints, row_layers: Ints,
          bits: int) -> tuple[int, Ints, Ints]:
    """The deals giving each hidden seat ``per`` employees inside ``allowed[q]``, each announcement ``r`` of seat
    ``row_seat[r]`` met (exactly ``row_inside[r]`` of the cards ``row_layers[r]`` are his): (the number of deals,
    the classes' masks, per class and seat how many deals give him one given member of the class)."""
    seats = allowed.shape[0]
    rows = row_seat.shape[0]
    field = (1 << bits) - 1
    top = (1 << (bits - 1)) - 1
    fields = seats + rows
    limit = np.empty(fields, np.int64)
    rank = np.full(fields, 1 << 30, np.int64)
    owner = np.empty(fields, np.int64)
    seat_field = np.empty(seats, np.int64)
    keys = np.zeros(EMPLOYEES, np.int64)
    init = 0
    f = 0
    r = 0
    for q in range(seats):
        limit[f] = per
        owner[f] = q
        seat_field[q] = f
        init |= (top - per) << (f * bits)
        for e in range(EMPLOYEES):
            if (allowed[q] >> e) & 1:
                keys[e] += 1 << (f * bits)
        f += 1
        while r < rows and row_seat[r] == q:
            limit[f] = row_inside[r]
            owner[f] = q
            rank[f] = row_rank[r]
            init |= (top - row_inside[r]) << (f * bits)
            for layer in range(row_layers.shape[1]):
                x = row_layers[r, layer]
                for e in range(EMPLOYEES):
                    if (x >> e) & 1:
                        keys[e] += 1 << (f * bits)
            f += 1
            r += 1
    ones = 0
    for f in range(fields):
        ones |= 1 << (f * bits)
    final = ones * top
    guards = ones << (bits - 1)
    empty = (0, np.zeros(0, np.int64), np.zeros((0, seats), np.int64))
    # Classes: employees with the same key (per field, his part in it), by lowest member.
    classes = 0
    class_key = np.zeros(EMPLOYEES, np.int64)
    class_mask = np.zeros(EMPLOYEES, np.int64)
    for e in range(EMPLOYEES):
        if keys[e] == 0:
            continue
        c = 0
        while c < classes and class_key[c] != keys[e]:
            c += 1
        if c == classes:
            class_key[c] = keys[e]
            classes += 1
        class_mask[c] |= 1 << e
    first = np.empty(classes, np.int64)
    touch = np.zeros(classes, np.int64)
    for c in range(classes):
        first[c] = 1 << 30
        for f in range(fields):
            if (class_key[c] >> (f * bits)) & field:
                touch[c] |= field << (f * bits)
                first[c] = min(first[c], rank[f])
    order = np.argsort(first, kind="mergesort")  # by the first announcement touching it, then lowest member
    close = np.empty(classes, np.int64)  # the fields each class is the last to touch: they must reach their limit
    touched = 0
    for i in range(classes - 1, -1, -1):
        close[i] = touch[order[i]] & ~touched
        touched |= touch[order[i]]
    if (init ^ final) & ~touched:
        return empty  # an announcement no employee left can meet
    # Each class's moves: x_q of its members to each seat that may hold them (none overshooting a counter).
    move_start = np.zeros(classes + 1, np.int64)
    delta_of = List.empty_list(types.int64)
    ways_of = List.empty_list(types.int64)
    given = List.empty_list(types.int64)
    xs = np.zeros(seats, np.int64)
    units = np.zeros(fields, np.int64)
    for i in range(classes):
        c = order[i]
        size = 0
        m = class_mask[c]
        while m:
            m &= m - 1
            size += 1
        for f in range(fields):
            units[f] = (class_key[c] >> (f * bits)) & field
        cap = min(per, size)
        xs[:] = 0
        while True:
            total = 0
            ok = True
            for q in range(seats):
                total += xs[q]
                if xs[q] and units[seat_field[q]] == 0:
                    ok = False  # the seat may not hold this class
            delta = 0
            for f in range(fields):
                if units[f] * xs[owner[f]] > limit[f]:
                    ok = False
                delta += (units[f] * xs[owner[f]]) << (f * bits)
            if ok and total <= size:
                delta_of.append(delta)
                ways_of.append(_ways(size, xs, seats))
                for q in range(seats):
                    given.append(xs[q])
            q = 0
            while q < seats:
                xs[q] += 1
                if xs[q] <= cap:
                    break
                xs[q] = 0
                q += 1
            if q == seats:
                break
        move_start[i + 1] = len(delta_of)
    # Forward: the ways to reach each state, class by class.
    layers = List()
    start = Dict.empty(types.int64, types.int64)
    start[init] = 1
    layers.append(start)
    for i in range(classes):
        value = final & close[i]
        nxt = Dict.empty(types.int64, types.int64)
        for s, n in layers[i].items():
            for j in range(move_start[i], move_start[i + 1]):
                t = s + delta_of[j]
                if t & guards or (t & close[i]) != value:
                    continue
                if t in nxt:
                    nxt[t] += n * ways_of[j]
                else:
                    nxt[t] = n * ways_of[j]
        if len(nxt) == 0:
            return empty
        layers.append(nxt)
    if final not in layers[classes]:
        return empty
    worlds = layers[classes][final]
    # Backward: the ways to complete each state; per class and seat, the deals giving him each member.
    masks = np.empty(classes, np.int64)
    shares = np.zeros((classes, seats), np.int64)
    back = Dict.empty(types.int64, types.int64)
    back[final] = 1
    for i in range(classes - 1, -1, -1):
        value = final & close[i]
        prev = Dict.empty(types.int64, types.int64)
        for s, n in layers[i].items():
            total = 0
            for j in range(move_start[i], move_start[i + 1]):
                t = s + delta_of[j]
                if t & guards or (t & close[i]) != value or t not in back:
                    continue
                after = back[t]
                total += ways_of[j] * after
                weight = ways_of[j] * n * after
                for q in range(seats):
                    shares[i, q] += weight * given[j * seats + q]
            if total:
                prev[s] = total
        c = order[i]
        masks[i] = class_mask[c]
        size = 0
        m = class_mask[c]
        while m:
            m &= m - 1
            size += 1
        for q in range(seats):
            shares[i, q] //= size
        back = prev
    return worlds, masks, shares


Row = tuple[int, tuple[int, ...], int]
Shares = tuple[tuple[int, tuple[int, ...]], ...]


def count(per: int, seats: Sequence[tuple[int, Sequence[Row]]]) -> tuple[int, Shares] | None:
    """``deals.count`` for hidden seats given as (allowed, rows): (deals, shares), or None when the counters do not
    fit one word."""
    insides = [inside for _allowed, rows in seats for _rank, _layers, inside in rows]
    bits = field_bits(per, insides)
    if not fits(len(seats), len(insides), bits):
        return None
    allowed = np.array([a for a, _rows in seats], np.int64)
    row_seat = np.array([q for q, (_a, rows) in enumerate(seats) for _row in rows], np.int64)
    row_rank = np.array([rank for _a, rows in seats for rank, _layers, _inside in rows], np.int64)
    layers = np.zeros((len(insides), 3), np.int64)
    r = 0
    for _a, rows in seats:
        for _rank, row_layers, _inside in rows:
            layers[r, : len(row_layers)] = row_layers
            r += 1
    worlds, masks, shares = solve(per, allowed, row_seat, np.array(insides, np.int64), row_rank, layers, bits)
    if not worlds:
        return 0, ()
    return int(worlds), tuple(zip(masks.tolist(), map(tuple, shares.tolist()), strict=True))


def warm() -> None:
    """Compile (or load from numba's cache) before the first game needs it."""
    count(2, [(0b1111, [(0, (0b11,), 1)]), (0b1111, [])])
