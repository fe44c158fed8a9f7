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
from numba import njit

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


OK, NO_DEAL, TOO_BIG = range(3)
"""What ``solve`` found: a count, facts no deal meets, counters too many for one word (counted in Python)."""
ROW = 6
"""A row of the announcements' matrix: (hidden seat, rank, inside, layer 0, layer 1, layer 2)."""


@_compiled
def _room(array: Ints, size: int) -> Ints:
    """``array``, or a copy twice as long (or more) when it holds fewer than ``size`` numbers."""
    if array.shape[0] >= size:
        return array
    bigger = np.empty(max(size, 2 * array.shape[0]), np.int64)
    bigger[: array.shape[0]] = array
    return bigger


@_compiled
def _bit_count(x: int) -> int:
    n = 0
    while x:
        x &= x - 1
        n += 1
    return n


@_compiled
def _reduce(per: int, allowed: Ints, said: Ints) -> tuple[int, int, Ints]:
    """``deals.reduce_seat`` for every hidden seat at once: each announcement restricted to what its seat may hold,
    the first of equal ones kept; (``OK``/``NO_DEAL``/``TOO_BIG``, the counters' bits, the rows kept)."""
    kept = np.empty_like(said)
    rows = 0
    largest = per
    for r in range(said.shape[0]):
        a = allowed[said[r, 0]]
        l0, l1, l2 = said[r, 3] & a, said[r, 4] & a, said[r, 5] & a
        inside = said[r, 2]
        if inside > _bit_count(l0) + _bit_count(l1) + _bit_count(l2):
            return NO_DEAL, 0, kept[:0]
        same = False
        for k in range(rows):
            if (kept[k, 0] == said[r, 0] and kept[k, 2] == inside and kept[k, 3] == l0 and kept[k, 4] == l1
                    and kept[k, 5] == l2):
                same = True
                break
        if not same:
            kept[rows, 0], kept[rows, 1], kept[rows, 2] = said[r, 0], said[r, 1], inside
            kept[rows, 3], kept[rows, 4], kept[rows, 5] = l0, l1, l2
            rows += 1
            largest = max(largest, inside)
    bits = 0
    while largest >> bits:
        bits += 1
    bits += 1
    if (allowed.shape[0] + rows) * bits > WORD:
        return TOO_BIG, bits, kept[:rows]
    return OK, bits, kept[:rows]


@_compiled
def solve(per: int, allowed: Ints, said: Ints) -> tuple[int, int, Ints, Ints, Ints]:
    """The deals giving each hidden seat ``q`` ``per`` employees inside ``allowed[q]``, each announcement of the
    matrix ``said`` met (exactly ``inside`` of its cards are his): (``OK``/``NO_DEAL``/``TOO_BIG``, the number of
    deals, the classes' masks, per class and seat how many deals give him one given member of the class, per seat
    and employee how many deals give him that employee with a last row of totals)."""
    seats = allowed.shape[0]
    none = (NO_DEAL, 0, np.zeros(0, np.int64), np.zeros((0, seats), np.int64), np.zeros((seats + 1, EMPLOYEES),
                                                                                      np.int64))
    for q in range(seats):
        if _bit_count(allowed[q]) < per:
            return none
    status, bits, kept = _reduce(per, allowed, said)
    if status != OK:
        return status, 0, none[2], none[3], none[4]
    row_seat, row_rank, row_inside = kept[:, 0], kept[:, 1], kept[:, 2]
    row_layers = kept[:, 3:]
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
    empty = none
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
    sizes = np.empty(classes, np.int64)
    most = 0
    for i in range(classes):
        sizes[i] = _bit_count(class_mask[order[i]])
        splits = 1
        for _q in range(seats):
            splits *= min(per, sizes[i]) + 1
        most += splits
    move_start = np.zeros(classes + 1, np.int64)
    delta_of = np.empty(most, np.int64)
    ways_of = np.empty(most, np.int64)
    given = np.empty(most * seats, np.int64)
    moves = 0
    xs = np.zeros(seats, np.int64)
    units = np.zeros(fields, np.int64)
    for i in range(classes):
        c = order[i]
        size = sizes[i]
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
                delta_of[moves] = delta
                ways_of[moves] = _ways(size, xs, seats)
                for q in range(seats):
                    given[moves * seats + q] = xs[q]
                moves += 1
            q = 0
            while q < seats:
                xs[q] += 1
                if xs[q] <= cap:
                    break
                xs[q] = 0
                q += 1
            if q == seats:
                break
        move_start[i + 1] = moves
    # Forward: the ways to reach each state (layer i: states[low[i]:low[i + 1]]), class by class; where each
    # state's moves lead (``edges``: the next state's index, or -1).
    states = np.empty(64, np.int64)
    ways_to = np.empty(64, np.int64)
    edges = np.empty(256, np.int64)
    slots = np.empty(64, np.int64)
    slot_of = np.empty(64, np.int64)
    low = np.zeros(classes + 2, np.int64)
    edge_low = np.zeros(classes + 1, np.int64)
    states[0], ways_to[0], low[1] = init, 1, 1
    for i in range(classes):
        first, last = low[i], low[i + 1]
        m0, m1 = move_start[i], move_start[i + 1]
        need = (last - first) * (m1 - m0)
        value = final & close[i]
        edges = _room(edges, edge_low[i] + need)
        states = _room(states, last + need)
        ways_to = _room(ways_to, last + need)
        size = 8
        while size < 2 * need:
            size *= 2
        slots = _room(slots, size)
        slot_of = _room(slot_of, size)
        slots[:size] = -1
        found = 0
        for k in range(first, last):
            s, n = states[k], ways_to[k]
            for j in range(m0, m1):
                e = edge_low[i] + (k - first) * (m1 - m0) + (j - m0)
                t = s + delta_of[j]
                if t & guards or (t & close[i]) != value:
                    edges[e] = -1
                    continue
                h = (t ^ (t >> 23) ^ (t >> 41)) & (size - 1)
                while slots[h] != -1 and slots[h] != t:
                    h = (h + 1) & (size - 1)
                if slots[h] == -1:
                    slots[h] = t
                    slot_of[h] = last + found
                    states[last + found] = t
                    ways_to[last + found] = 0
                    found += 1
                ways_to[slot_of[h]] += n * ways_of[j]
                edges[e] = slot_of[h]
        if found == 0:
            return empty
        low[i + 2] = last + found
        edge_low[i + 1] = edge_low[i] + need
    end = -1
    for k in range(low[classes], low[classes + 1]):
        if states[k] == final:
            end = k
    if end < 0:
        return empty
    worlds = ways_to[end]
    # Backward: the ways to complete each state; per class and seat, the deals giving him each member.
    table = np.zeros((seats + 1, EMPLOYEES), np.int64)
    masks = np.empty(classes, np.int64)
    shares = np.zeros((classes, seats), np.int64)
    back = np.zeros(low[classes + 1], np.int64)
    back[end] = 1
    for i in range(classes - 1, -1, -1):
        first, last = low[i], low[i + 1]
        m0, m1 = move_start[i], move_start[i + 1]
        for k in range(first, last):
            total = 0
            n = ways_to[k]
            for j in range(m0, m1):
                t = edges[edge_low[i] + (k - first) * (m1 - m0) + (j - m0)]
                if t < 0 or back[t] == 0:
                    continue
                total += ways_of[j] * back[t]
                weight = ways_of[j] * n * back[t]
                for q in range(seats):
                    shares[i, q] += weight * given[j * seats + q]
            back[k] = total
        c = order[i]
        masks[i] = class_mask[c]
        for q in range(seats):
            shares[i, q] //= sizes[i]
            for e in range(EMPLOYEES):
                if (class_mask[c] >> e) & 1:
                    table[q, e] = shares[i, q]
                    table[seats, e] += shares[i, q]
    return OK, worlds, masks, shares, table


Row = tuple[int, tuple[int, ...], int]
Shares = tuple[tuple[int, tuple[int, ...]], ...]


def _matrix(rows: Sequence[Sequence[int]]) -> Ints:
    return np.array(rows, np.int64).reshape(len(rows), ROW)


def count(per: int, seats: Sequence[tuple[int, Sequence[Row]]]) -> tuple[int, Shares] | None:
    """``deals.count`` for hidden seats given as (allowed, rows): (deals, shares), or None when the counters do not
    fit one word."""
    said = [(q, rank, inside, *layers, *(0,) * (3 - len(layers)))
            for q, (_allowed, rows) in enumerate(seats) for rank, layers, inside in rows]
    status, worlds, masks, shares, _table = solve(per, np.array([a for a, _rows in seats], np.int64), _matrix(said))
    if status == TOO_BIG:
        return None
    if not worlds:
        return 0, ()
    return int(worlds), tuple(zip(masks.tolist(), map(tuple, shares.tolist()), strict=True))


@_compiled
def _hidden_rows(hidden: Ints, said: Ints) -> Ints:
    """The rows of ``said`` (flat, ``ROW`` numbers a row, by seat number) of the ``hidden`` seats, grouped by
    their index in ``hidden`` (in its order), each seat's in their order."""
    rows = said.shape[0] // ROW
    out = np.empty((rows, ROW), np.int64)
    k = 0
    for q in range(hidden.shape[0]):
        for r in range(rows):
            if said[r * ROW] == hidden[q]:
                out[k, 0] = q
                for j in range(1, ROW):
                    out[k, j] = said[r * ROW + j]
                k += 1
    return out[:k]


@_compiled
def _seat_odds(per: int, seats: int, numbers: Ints) -> tuple[int, int, Ints]:
    """``solve`` for ``odds``'s numbers in one array: the hidden seats, their masks, the announcements."""
    hidden, allowed, said = numbers[:seats], numbers[seats : 2 * seats], numbers[2 * seats :]
    status, worlds, _masks, _shares, table = solve(per, allowed, _hidden_rows(hidden, said))
    return status, worlds, table


def odds(per: int, hidden: Sequence[int], allowed: Sequence[int],
         said: list[int]) -> tuple[int, list[list[int]]] | None:
    """The count a belief needs: the ``hidden`` seats, what each may hold (``allowed``), every seat's
    announcements (``said``: flat, ``ROW`` numbers a row, by seat number, not reduced): (deals, per hidden seat and
    employee the deals giving him that employee, then a row of totals), or None when the counters do not fit."""
    status, worlds, table = _seat_odds(per, len(hidden), np.array([*hidden, *allowed, *said], np.int64))
    if status == TOO_BIG:
        return None
    return int(worlds), table.tolist()


def warm() -> None:
    """Compile (or load from numba's cache) before the first game needs it."""
    count(2, [(0b1111, [(0, (0b11,), 1)]), (0b1111, [])])
    odds(2, [0, 1], [0b1111, 0b1111], [0, 0, 1, 0b11, 0, 0])
