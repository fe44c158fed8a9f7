"""Exact counting of the possible worlds, without enumerating them.

A world gives each hidden player a hand of ``k`` employees, the hands disjoint, each hand fitting that
player's facts: employees he surely does not have (sa.object), and his announcements ('exactly so many cards
of this market are mine', sa.turn.information). Employees whose role in every fact is the same are
interchangeable: they form a class, and a class of ``s`` employees is handed out at once (``x_q`` to player
``q``, in ``s! / (x_1! ... x_m! (s - sum x)!)`` ways). The dynamic program walks the classes; its state is,
per hidden player, how many illegal workers he got so far and how many cards of each of his announced markets
they cover, packed into one integer (six bits per field with a guard bit that flags an overshoot). A forward
and a backward pass give the number of worlds and, per player and class, how many worlds give him each
employee of the class: the exact probabilities.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import product
from math import factorial

from schwarz.schwarzarbeit.deduction.knowledge import Knowledge, universe

_BITS = 6
_TOP = (1 << (_BITS - 1)) - 1  # a field holds value + (TOP - limit): equal to TOP when the limit is met
_GUARD = 1 << (_BITS - 1)


@dataclass(frozen=True)
class Counts:
    """The number of worlds and, per hidden player, the number of worlds in which he has each employee."""

    worlds: int
    per_player: dict[int, dict[str, int]]


@dataclass(frozen=True)
class _Class:
    employees: tuple[str, ...]
    options: tuple[tuple[int, int, tuple[tuple[int, int], ...]], ...]  # (delta, ways, ((hidden index, x), ...))
    close_mask: int
    close_value: int


_Row = tuple[Counter[str], int, int]  # employee -> cards in the market, cards that are his, chronological rank


def _reduce(k: Knowledge) -> tuple[list[set[str]], list[list[_Row]]] | None:
    """Allowed employees and weighted constraints (employee -> cards, cards that are his) per hidden player.

    A constraint saying none of a market is his excludes those employees, which may change other
    constraints: repeat until nothing changes. None when the facts contradict each other.
    """
    pool = set(universe(k))
    allowed = [pool - k.excluded[q] for q in k.hidden]
    index = {q: i for i, q in enumerate(k.hidden)}
    while True:
        rows: list[list[_Row]] = [[] for _ in k.hidden]
        changed = False
        for rank, c in enumerate(k.constraints):
            if c.player not in index:
                continue
            i = index[c.player]
            weights = Counter(card.employee for card in c.market if card.employee in allowed[i])
            inside = len(c.market) - c.count
            if inside < 0 or inside > sum(weights.values()):
                return None
            if inside == 0:
                if weights:
                    allowed[i] -= set(weights)
                    changed = True
                continue
            if not any(r[0] == weights and r[1] == inside for r in rows[i]):
                rows[i].append((weights, inside, rank))
        if not changed:
            return allowed, rows


def _plan(k: Knowledge) -> tuple[list[_Class], int, int, int] | None:
    """The classes with their options, the initial and final state and the guard mask; None if impossible."""
    if not k.consistent_known():
        return None
    reduced = _reduce(k)
    if reduced is None:
        return None
    allowed, rows = reduced
    per = k.per_player
    # Field layout: per hidden player a count field, then one field per constraint.
    count_pos: list[int] = []
    cons_pos: list[list[int]] = []
    limits: list[int] = []
    pos = 0
    for i in range(len(k.hidden)):
        count_pos.append(pos)
        limits.append(per)
        pos += _BITS
        cons_pos.append([])
        for _, inside, _ in rows[i]:
            cons_pos[i].append(pos)
            limits.append(inside)
            pos += _BITS
        if len(allowed[i]) < per:
            return None
    init = final = guard = 0
    for f, limit in enumerate(limits):
        if limit > _TOP - 9:
            raise ValueError("a constraint too large for the packed state")  # dev-text; pragma: no cover
        init |= (_TOP - limit) << (f * _BITS)
        final |= _TOP << (f * _BITS)
        guard |= _GUARD << (f * _BITS)
    # Signatures: per hidden player, None (not his) or the employee's cards in each of his markets.
    order: dict[tuple[tuple[int, ...] | None, ...], list[str]] = {}
    for e in universe(k):
        sig = tuple(
            tuple(w[e] for w, _, _ in rows[i]) if e in allowed[i] else None for i in range(len(k.hidden))
        )
        if any(s is not None for s in sig):
            order.setdefault(sig, []).append(e)

    def first_constraint(sig: tuple[tuple[int, ...] | None, ...]) -> int:
        # Classes of early announcements first, so constraints close (and prune) early; free classes last.
        ranks = [rows[i][j][2] for i, s in enumerate(sig) if s is not None for j, w in enumerate(s) if w]
        return min(ranks, default=len(k.constraints))

    sigs = sorted(order, key=first_constraint)
    last_class: dict[int, int] = {}
    for ci, sig in enumerate(sigs):
        for i, row in enumerate(sig):
            if row is None:
                continue
            last_class[count_pos[i]] = ci
            for j, w in enumerate(row):
                if w:
                    last_class[cons_pos[i][j]] = ci
    all_fields = [p for i in range(len(k.hidden)) for p in (count_pos[i], *cons_pos[i])]
    if any(p not in last_class and (final >> p) & _TOP != (init >> p) & _TOP for p in all_fields):
        return None
    classes: list[_Class] = []
    for ci, sig in enumerate(sigs):
        members = tuple(order[sig])
        size = len(members)
        players = [i for i, w in enumerate(sig) if w is not None]
        options = []
        for xs in product(range(min(per, size) + 1), repeat=len(players)):
            total = sum(xs)
            if total > size:
                continue
            ways = factorial(size) // factorial(size - total)
            delta = 0
            taken = []
            for i, x in zip(players, xs, strict=True):
                if not x:
                    continue
                ways //= factorial(x)
                taken.append((i, x))
                delta += x << count_pos[i]
                weights = sig[i]
                assert weights is not None
                for j, w in enumerate(weights):
                    delta += (x * w) << cons_pos[i][j]
            options.append((delta, ways, tuple(taken)))
        mask = 0
        for p, last in last_class.items():
            if last == ci:
                mask |= ((1 << _BITS) - 1) << p
        classes.append(_Class(members, tuple(options), mask, final & mask))
    return classes, init, final, guard


def _forward(classes: list[_Class], init: int, guard: int) -> list[dict[int, int]]:
    layers = [{init: 1}]
    for cls in classes:
        nxt: dict[int, int] = {}
        mask, value = cls.close_mask, cls.close_value
        for s, n in layers[-1].items():
            for delta, ways, _ in cls.options:
                t = s + delta
                if t & guard or t & mask != value:
                    continue
                nxt[t] = nxt.get(t, 0) + n * ways
        layers.append(nxt)
    return layers


def count_worlds(k: Knowledge) -> int:
    """The exact number of joint hidden hands consistent with ``k``."""
    plan = _plan(k)
    if plan is None:
        return 0
    classes, init, final, guard = plan
    return _forward(classes, init, guard)[-1].get(final, 0)


def count(k: Knowledge) -> Counts:
    """Worlds and, per hidden player and employee, the worlds in which that employee is his."""
    hidden = k.hidden
    plan = _plan(k)
    if plan is None:
        return Counts(0, {q: {} for q in hidden})
    classes, init, final, guard = plan
    layers = _forward(classes, init, guard)
    worlds = layers[-1].get(final, 0)
    per: dict[int, dict[str, int]] = {q: {} for q in hidden}
    if not worlds:
        return Counts(0, per)
    back = {final: 1}
    for ci in range(len(classes) - 1, -1, -1):
        cls = classes[ci]
        marg = [0] * len(hidden)
        prev: dict[int, int] = {}
        for s, n in layers[ci].items():
            tot = 0
            for delta, ways, taken in cls.options:
                b = back.get(s + delta)
                if b is None:
                    continue
                term = ways * b
                tot += term
                if taken:
                    term *= n
                    for i, x in taken:
                        marg[i] += term * x
            if tot:
                prev[s] = tot
        back = prev
        size = len(cls.employees)
        for i, q in enumerate(hidden):
            if marg[i]:
                each, rest = divmod(marg[i], size)
                if rest:
                    raise AssertionError("class members are interchangeable")  # dev-text; pragma: no cover
                for e in cls.employees:
                    per[q][e] = each
    return Counts(worlds, per)
