"""Exact counting of the possible worlds, without enumerating them.

A world gives each hidden player a hand of ``k`` employees, the hands disjoint, each hand fitting that
player's facts: employees he surely does not have (sa.object), and his announcements ('exactly so many cards
of this market are mine', sa.turn.information). Employees whose role in every fact is the same are
interchangeable: they form a class, and a class of ``s`` employees is handed out at once (``x_q`` to player
``q``, in ``s! / (x_1! ... x_m! (s - sum x)!)`` ways). The dynamic program walks the classes; its state is,
per hidden player, how many illegal workers he got so far and how many cards of each of his announced markets
they cover, packed into one integer (six bits per field with a guard bit that flags an overshoot). A forward
and a backward pass give the number of worlds and, per player and class, how many worlds give him each
employee of the class: the exact probabilities. When only a few worlds remain, the same layers list them
(``list_worlds``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from itertools import combinations, product
from math import comb, factorial

from schwarz.schwarzarbeit.deduction.knowledge import Constraint, Knowledge, universe

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


@cache
def _combos(size: int, per: int, players: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every way to give ``x_1 .. x_m`` (each at most ``per``) of ``size`` interchangeable employees to ``m``
    players, with its number of ways ``size! / (x_1! ... x_m! (size - sum x)!)``."""
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


@lru_cache(maxsize=1 << 14)
def _options(size: int, per: int, players: tuple[int, ...], units: tuple[int, ...]) -> tuple[
        tuple[int, int, tuple[tuple[int, int], ...]], ...]:
    """A class's options: (packed delta, ways, ((hidden index, x), ...)); ``units`` is one employee's delta per
    player (his count field plus his cards in each of the player's markets)."""
    return tuple(
        (sum(x * u for x, u in zip(xs, units, strict=True)), ways,
         tuple((i, x) for i, x in zip(players, xs, strict=True) if x))
        for xs, ways in _combos(size, per, len(players))
    )


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
        units = []
        for i in players:
            weights = sig[i]
            assert weights is not None
            units.append((1 << count_pos[i]) + sum(w << cons_pos[i][j] for j, w in enumerate(weights)))
        options = _options(size, per, tuple(players), tuple(units))
        mask = 0
        for p, last in last_class.items():
            if last == ci:
                mask |= ((1 << _BITS) - 1) << p
        classes.append(_Class(members, options, mask, final & mask))
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


def _without_free(k: Knowledge) -> tuple[Knowledge, int]:
    """``k`` without its free hidden players (no fact about them), and how many ways they take their hands.

    The other hidden players always hold the same number of employees, so the free ones share the same number
    of employees left in every world: they multiply the count by a constant."""
    pool = set(universe(k))
    bound = {c.player for c in k.constraints}
    free = [q for q in k.hidden if q not in bound and not k.excluded[q] & pool]
    if not free:
        return k, 1
    keep = [q for q in range(k.n) if q not in free]
    index = {q: i for i, q in enumerate(keep)}
    rest = Knowledge(
        players=tuple(k.players[q] for q in keep),
        per_player=k.per_player,
        known=tuple(k.known[q] for q in keep),
        nobody=k.nobody,
        excluded=tuple(k.excluded[q] for q in keep),
        constraints=tuple(replace(c, player=index[c.player]) for c in k.constraints),
    )
    left = len(pool) - k.per_player * (len(k.hidden) - len(free))
    ways = 1
    for _seat in free:
        ways *= comb(left, k.per_player) if left >= k.per_player else 0
        left -= k.per_player
    return rest, ways


@lru_cache(maxsize=1 << 12)
def count_worlds(k: Knowledge) -> int:
    """The exact number of joint hidden hands consistent with ``k`` (remembered: a page recounts the history of
    the game after every step)."""
    k, ways = _without_free(k)
    if not ways:
        return 0
    return ways * _count_bound(k)


def _count_bound(k: Knowledge) -> int:
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


World = tuple[frozenset[str], ...]
"""One possible deal: every player's illegal workers."""


def _spread(members: tuple[str, ...], taken: tuple[tuple[int, int], ...]) -> list[dict[int, frozenset[str]]]:
    """Every way to hand ``x`` of ``members`` to each hidden index ``i`` of ``taken`` (disjoint)."""
    if not taken:
        return [{}]
    (i, x), rest = taken[0], taken[1:]
    out = []
    for chosen in combinations(members, x):
        left = tuple(m for m in members if m not in chosen)
        for tail in _spread(left, rest):
            out.append({i: frozenset(chosen), **tail})
    return out


def list_worlds(k: Knowledge, limit: int) -> tuple[World, ...] | None:
    """Every possible deal, when there are at most ``limit`` of them (else None), in a fixed order."""
    plan = _plan(k)
    if plan is None:
        return ()
    classes, init, final, guard = plan
    layers = _forward(classes, init, guard)
    worlds = layers[-1].get(final, 0)
    if worlds > limit:
        return None
    reach: list[set[int]] = [set() for _layer in layers]
    reach[-1] = {final} if worlds else set()
    for ci in range(len(classes) - 1, -1, -1):
        opts = classes[ci].options
        reach[ci] = {s for s in layers[ci] if any(s + d in reach[ci + 1] for d, _w, _t in opts)}
    hidden = k.hidden
    found: list[World] = []

    def walk(ci: int, s: int, hands: dict[int, frozenset[str]]) -> None:
        if ci == len(classes):
            world = [h for h in k.known]
            for i, q in enumerate(hidden):
                world[q] = hands.get(i, frozenset())
            found.append(tuple(h if h is not None else frozenset() for h in world))
            return
        cls = classes[ci]
        for delta, _ways, taken in cls.options:
            t = s + delta
            if t not in reach[ci + 1]:
                continue
            for part in _spread(cls.employees, taken):
                walk(ci + 1, t, {i: hands.get(i, frozenset()) | part.get(i, frozenset())
                                 for i in set(hands) | set(part)})

    if worlds:
        walk(0, init, {})
    return tuple(sorted(found, key=lambda w: [sorted(h) for h in w]))


def hands_count(k: Knowledge, player: int) -> int:
    """How many hands ``player`` may hold by his own facts alone (his exclusions and announcements, the cards seen
    face up and the known hands of others), whatever the other hidden players hold."""
    if k.known[player] is not None:
        return 1
    others: set[str] = set(k.nobody)
    for q, hand in enumerate(k.known):
        if q != player and hand is not None:
            others |= hand
    alone = Knowledge(
        players=(k.players[player],),
        per_player=k.per_player,
        known=(None,),
        nobody=frozenset(others),
        excluded=(k.excluded[player],),
        constraints=tuple(Constraint(0, c.market, c.count, c.rule, c.event) for c in k.constraints
                          if c.player == player),
    )
    return count_worlds(alone)
