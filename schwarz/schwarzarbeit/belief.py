"""A seat's belief about the hidden illegal workers, for bots: the exact deduction, kept up to date event by event.

``Belief`` reads only the events of its seat's view it has not read yet and keeps what they prove as bit masks
over the 20 employees: the seat's own hand (sa.setup), employees nobody employs illegally (a weekend card seen
face up, sa.setup), employees a player surely does not employ (he hired, denounced or claimed them: sa.object,
sa.detective; defended them where that proves it, sa.turn.lawyers), and every announcement with its market
(sa.turn.information; 'no one may be taken': sa.turn.hiring). It counts the possible deals exactly like
``deduction.counting`` (classes of interchangeable employees, a dynamic program over packed counters) but from
the masks, recounting only when a fact changed, and gives floats: ``probability(p, e)``, ``p_illegal(e)``, and
``sample(rng)``, a deal drawn uniformly from the possible ones. tests/schwarzarbeit/test_belief.py checks it
against ``deduction.analyze``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import product
from math import factorial
from typing import Any

from schwarz.schwarzarbeit.cards import EMPLOYEES, Card, Shift
from schwarz.schwarzarbeit.events import (
    Announced,
    Defended,
    Denounced,
    DetectiveDenounced,
    DetectivePlaced,
    Discarded,
    GameEnded,
    Hired,
    IchAgStruck,
    IllegalWorkersDealt,
    IllegalWorkersRevealed,
    MarketOpened,
    NobodyTaken,
    Revealed,
)
from schwarz.schwarzarbeit.options import ScoreValues

BIT = {e: 1 << i for i, e in enumerate(EMPLOYEES)}
"""Each employee's bit in a mask (in the order of ``EMPLOYEES``)."""
ALL = (1 << len(EMPLOYEES)) - 1
_INDEX = {e: i for i, e in enumerate(EMPLOYEES)}

_BITS = 6
_TOP = (1 << (_BITS - 1)) - 1
_GUARD = 1 << (_BITS - 1)


def mask_of(employees: Sequence[str] | frozenset[str]) -> int:
    out = 0
    for e in employees:
        out |= BIT[e]
    return out


def members(mask: int) -> list[int]:
    """The employee indices in ``mask``, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


@dataclass(frozen=True)
class Announcement:
    """``player`` may take exactly ``count`` of a market of ``size`` cards; ``layers[j]`` holds the employees with
    more than ``j`` cards on it (the second pass may show two or three shifts of one employee)."""

    player: int
    layers: tuple[int, ...]
    size: int
    count: int


def announcement_of(player: int, market: Sequence[Card], count: int) -> Announcement:
    layers = [0, 0, 0]
    for card in market:
        bit = BIT.get(card.employee, 0)
        for j in range(3):
            if not layers[j] & bit:
                layers[j] |= bit
                break
    return Announcement(player, tuple(x for x in layers if x), len(market), count)


@dataclass(frozen=True)
class Counted:
    """The number of possible deals and, per hidden seat, how many give him each employee (by index)."""

    worlds: int
    per_player: dict[int, list[int]]
    sampler: Callable[[random.Random], dict[int, int]] | None = None

    def hidden_total(self) -> list[int]:
        """Per employee, the deals in which some hidden seat employs him illegally."""
        return [sum(row[e] for row in self.per_player.values()) for e in range(len(EMPLOYEES))]


class Belief:
    """What seat ``viewer`` knows about the hidden hands; ``update(view)`` reads the new events of its view."""

    def __init__(self, viewer: int, players: int, per_player: int, blunders: bool, lawyer_proves: bool,
                 scores: ScoreValues | None = None) -> None:
        self.viewer = viewer
        self.scores = scores or ScoreValues()
        self.n = players
        self.per_player = per_player
        self.blunders = blunders
        self.lawyer_proves = lawyer_proves
        self.known: list[int | None] = [None] * players
        self.nobody = 0
        self.excluded = [0] * players
        self.announcements: list[Announcement] = []
        self._keys: set[tuple[int, frozenset[Card], int]] = set()
        self.market: list[Card] = []
        self.version = 0
        self._read = 0
        self._last: Any = None
        self._counted: Counted | None = None
        self._counted_version = -1
        self._table: tuple[Any, ...] = ()
        self._odds: tuple[Counted, list[float]] | None = None
        self._view: Any = None
        self._from_start = False
        self._public: tuple[int, list[float]] | None = None

    @classmethod
    def of(cls, view: Any) -> Belief:
        """A fresh belief for the seat of ``view`` (its options say what a lawyer proves)."""
        options = view.options
        players = len(view.players)
        return cls(view.viewer, players, options.illegal_count(players), options.blunders,
                   not options.own_lawyer_allowed, options.scores)

    # --- reading ---------------------------------------------------------------------------------------------------
    def follows(self, view: Any) -> bool:
        """Is ``view`` the same game as the events read so far (its log continues them)?"""
        log = view.log
        return (view.viewer == self.viewer and len(log) >= self._read
                and (self._read == 0 or log[self._read - 1] is self._last))

    def update(self, view: Any) -> None:
        """Read the events of ``view`` not read yet, then what lies face up on its table."""
        log = view.log
        for i in range(self._read, len(log)):
            self._event(log[i])
        self._read = len(log)
        self._last = log[-1] if log else None
        self._view = view

    def _see(self, card: Card) -> None:
        if card.shift is Shift.WEEKEND:
            bit = BIT[card.employee]
            if not self.nobody & bit:
                self.nobody |= bit
                self.version += 1

    def _not_own(self, player: int | None, card: Card) -> None:
        if player is None or self.blunders:
            return
        bit = BIT.get(card.employee, 0)
        if not self.excluded[player] & bit:
            self.excluded[player] |= bit
            if self.known[player] is None:  # a known hand only has to fit it (it always does in a real game)
                self.version += 1

    def _leave(self, card: Card) -> None:
        if card in self.market:
            self.market.remove(card)

    def _constrain(self, player: int, market: Sequence[Card], count: int) -> None:
        key = (player, frozenset(market), count)
        if key in self._keys:
            return
        self._keys.add(key)
        self.announcements.append(announcement_of(player, market, count))
        if self.known[player] is None:
            self.version += 1

    def _know(self, player: int, employees: Sequence[str] | frozenset[str]) -> None:
        mask = mask_of(employees)
        if self.known[player] != mask:
            self.known[player] = mask
            self.version += 1

    def _event(self, e: Any) -> None:
        kind = type(e)
        if kind is Revealed:
            self.market.append(e.card)
            self._see(e.card)
        elif kind is Announced:
            self.market = list(e.market)
            self._constrain(e.player, e.market, e.count)
        elif kind is Hired or kind is Denounced or kind is DetectiveDenounced:
            self._see(e.card)
            self._not_own(e.player, e.card)
            self._leave(e.card)
        elif kind is Discarded:
            self._see(e.card)
        elif kind is MarketOpened:
            self._from_start = True  # the log shows everything that lies face up from now on
            self.market = list(e.cards)
            for c in e.cards:
                self._see(c)
        elif kind is IchAgStruck or kind is GameEnded:
            for c in e.cards:
                self._see(c)
            self.market = []
        elif kind is DetectivePlaced:
            self._not_own(e.player, e.card)
        elif kind is Defended:
            if self.lawyer_proves:
                self._not_own(e.player, e.card)
        elif kind is NobodyTaken:
            self._constrain(e.player, tuple(self.market), 0)
        elif kind is IllegalWorkersRevealed:
            self._know(e.player, e.employees)
        elif kind is IllegalWorkersDealt:
            self._know(e.player, [c.employee for c in e.cards])

    def _see_table(self, view: Any) -> None:
        """What lies face up (a position may lack the log that shows it); read again only when a pile grew."""
        sizes = (view.market, len(view.discard_pile), len(view.removed), len(view.claims),
                 *map(len, view.hired), *map(len, view.denounced),
                 sum(d.lawyer is not None for pile in view.denounced for d in pile))
        if sizes == self._table:
            return
        self._table = sizes
        for c in (*view.market, *view.discard_pile, *view.removed):
            self._see(c)
        for p, hired in enumerate(view.hired):
            for c in hired:
                self._see(c)
                self._not_own(p, c)
        for p, pile in enumerate(view.denounced):
            for d in pile:
                self._see(d.card)
                self._not_own(p, d.card)
                if self.lawyer_proves:
                    self._not_own(d.lawyer, d.card)
        for claim in view.claims:
            self._not_own(claim.player, claim.card)
        own = view.illegal_workers[self.viewer]
        if own is not None:
            self._know(self.viewer, own)
        self.market = list(view.market)

    # --- counting --------------------------------------------------------------------------------------------------
    @property
    def hidden(self) -> tuple[int, ...]:
        return tuple(p for p, h in enumerate(self.known) if h is None)

    def counted(self, sampling: bool = False) -> Counted:
        """The exact count of the possible deals (recounted only when a fact changed)."""
        if self._view is not None:
            if not self._from_start:  # a position without the log from the deal: read its table too
                self._see_table(self._view)
            self._view = None
        if self._counted is None or self._counted_version != self.version or (sampling and
                                                                              self._counted.sampler is None):
            self._counted = _count(self, sampling)
            self._counted_version = self.version
        return self._counted

    @property
    def worlds(self) -> int:
        return self.counted().worlds

    def probability(self, player: int, employee: str) -> float:
        """P(``employee`` is ``player``'s illegal worker) over the possible deals (0 if there are none)."""
        known = self.known[player]
        c = self.counted()
        if not c.worlds:
            return 0.0
        if known is not None:
            return 1.0 if known & BIT[employee] else 0.0
        return c.per_player[player][_INDEX[employee]] / c.worlds

    def p_illegal(self, employee: str) -> float:
        """P(``employee`` is another seat's illegal worker)."""
        return self.illegal_odds()[_INDEX[employee]]

    def illegal_odds(self) -> list[float]:
        """Per employee (by index), P(he is another seat's illegal worker)."""
        c = self.counted()
        if self._odds is None or self._odds[0] is not c:
            if not c.worlds:
                odds = [0.0] * len(EMPLOYEES)
            else:
                totals = c.hidden_total()
                odds = [t / c.worlds for t in totals]
                for p, hand in enumerate(self.known):
                    if hand is not None and p != self.viewer:
                        for e in members(hand):
                            odds[e] = 1.0
            self._odds = (c, odds)
        return self._odds[1]

    def public_odds(self) -> list[float]:
        """Per employee (by index), P(he is somebody's illegal worker) from the public facts alone (as a seat
        knows them before looking at its own hand)."""
        if self._public is None or self._public[0] != self.version:
            public = Belief(self.viewer, self.n, self.per_player, self.blunders, self.lawyer_proves)
            public.known = [None if p == self.viewer and self._read else h for p, h in enumerate(self.known)]
            public.nobody, public.excluded = self.nobody, list(self.excluded)
            public.announcements = self.announcements
            c = public.counted()
            odds = [t / c.worlds for t in c.hidden_total()] if c.worlds else [0.0] * len(EMPLOYEES)
            self._public = (self.version, odds)
        return self._public[1]

    def sample(self, rng: random.Random) -> tuple[frozenset[str], ...] | None:
        """Every seat's illegal workers in a deal drawn uniformly from the possible ones (None if there is none)."""
        c = self.counted(sampling=True)
        if not c.worlds or c.sampler is None:
            return None
        drawn = c.sampler(rng)
        hands = []
        for p in range(self.n):
            mask = self.known[p] if self.known[p] is not None else drawn[p]
            hands.append(frozenset(EMPLOYEES[i] for i in members(mask or 0)))
        return tuple(hands)


def _rows(b: Belief, allowed: list[int], index: dict[int, int]) -> list[list[tuple[tuple[int, ...], int, int]]] | None:
    """Per hidden seat, its announcements as (layers restricted to what he may hold, cards that are his, rank);
    an announcement that none of a market is his removes those employees (repeated until nothing changes). None
    when the facts contradict each other."""
    while True:
        rows: list[list[tuple[tuple[int, ...], int, int]]] = [[] for _ in allowed]
        kept: set[tuple[int, tuple[int, ...], int]] = set()
        changed = False
        for rank, a in enumerate(b.announcements):
            i = index.get(a.player)
            if i is None:
                continue
            mine = allowed[i]
            layers = tuple([x & mine for x in a.layers])
            inside = a.size - a.count
            if inside == 0:
                if layers[0]:
                    allowed[i] = mine & ~layers[0]
                    changed = True
                continue
            if inside < 0 or inside > sum([x.bit_count() for x in layers]):
                return None
            key = (i, layers, inside)
            if key not in kept:
                kept.add(key)
                rows[i].append((layers, inside, rank))
        if not changed:
            return rows


def _count(b: Belief, sampling: bool) -> Counted:
    hidden = b.hidden
    per = b.per_player
    empty = Counted(0, {q: [0] * len(EMPLOYEES) for q in hidden})
    seen = 0
    for p, hand in enumerate(b.known):
        if hand is None:
            continue
        if hand.bit_count() != per or hand & seen or hand & b.nobody or hand & b.excluded[p]:
            return empty
        seen |= hand
    for a in b.announcements:
        hand = b.known[a.player]
        if hand is not None and a.size - sum((x & hand).bit_count() for x in a.layers) != a.count:
            return empty
    universe = ALL & ~(b.nobody | seen)
    index = {q: i for i, q in enumerate(hidden)}
    allowed = [universe & ~b.excluded[q] for q in hidden]
    rows = _rows(b, allowed, index)
    if rows is None or any(a.bit_count() < per for a in allowed):
        return empty
    # Fields: per hidden seat a counter of his cards, then one per announcement of his (six bits each).
    count_pos: list[int] = []
    cons_pos: list[list[int]] = []
    init = final = guard = 0
    pos = 0
    for i in range(len(hidden)):
        count_pos.append(pos)
        cons_pos.append([])
        limits = [per]
        for _layers, inside, _rank in rows[i]:
            cons_pos[i].append(pos + _BITS * len(limits))
            limits.append(inside)
        for limit in limits:
            init |= (_TOP - limit) << pos
            final |= _TOP << pos
            guard |= _GUARD << pos
            pos += _BITS
    # An employee's key: which hidden seats may hold him and his cards on each of their markets (two bits each);
    # employees with equal keys are interchangeable (one class).
    slots: list[list[int]] = []
    slot = 0
    keys = [0] * len(EMPLOYEES)
    for i in range(len(hidden)):
        slots.append([])
        for layers, _inside, _rank in rows[i]:
            slots[i].append(slot)
            for x in layers:
                while x:
                    low = x & -x
                    keys[low.bit_length() - 1] += 1 << slot
                    x ^= low
            slot += 2
    for i in range(len(hidden)):
        member = 1 << (slot + i)
        m = allowed[i]
        while m:
            low = m & -m
            keys[low.bit_length() - 1] |= member
            m ^= low
    groups: dict[int, int] = {}
    for e in members(universe):
        key = keys[e]
        if key >> slot:
            groups[key] = groups.get(key, 0) | (1 << e)
    n_rows = len(b.announcements)
    plans = []
    for key, mask in groups.items():
        players: list[int] = []
        units: list[int] = []
        first = n_rows
        fields = []
        for i in range(len(hidden)):
            if not key >> (slot + i) & 1:
                continue
            players.append(i)
            unit = 1 << count_pos[i]
            fields.append(count_pos[i])
            for j, (_layers, _inside, rank) in enumerate(rows[i]):
                w = (key >> slots[i][j]) & 3
                if w:
                    unit += w << cons_pos[i][j]
                    fields.append(cons_pos[i][j])
                    first = min(first, rank)
            units.append(unit)
        plans.append((first, mask, players, units, fields))
    plans.sort(key=lambda plan: plan[0])
    last_class: dict[int, int] = {}
    for ci, (_first, _mask, _players, _units, fields) in enumerate(plans):
        for f in fields:
            last_class[f] = ci
    every = [p for i in range(len(hidden)) for p in (count_pos[i], *cons_pos[i])]
    if any(p not in last_class and (final >> p) & _TOP != (init >> p) & _TOP for p in every):
        return empty
    closing: dict[int, int] = {}
    for p, last in last_class.items():
        closing[last] = closing.get(last, 0) | (((1 << _BITS) - 1) << p)
    classes = []
    for ci, (_first, mask, players, units, _fields) in enumerate(plans):
        size = mask.bit_count()
        options = []
        for xs, ways in _splits(size, len(players), per):
            delta = 0
            got = []
            for k, x in enumerate(xs):
                if x:
                    delta += x * units[k]
                    got.append((players[k], x))
            options.append((delta, ways, tuple(got)))
        close = closing.get(ci, 0)
        classes.append((mask, tuple(options), close, final & close))
    return _solve(hidden, classes, init, final, guard, sampling)


_SPLITS: dict[tuple[int, int, int], tuple[tuple[tuple[int, ...], int], ...]] = {}


def _splits(size: int, players: int, per: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every way to hand ``x_k`` (at most ``per``) of ``size`` interchangeable employees to each of ``players``
    seats, with how many ways it can be done (``size! / (x_1! ... x_m! (size - sum x)!)``); a small table."""
    key = (size, players, per)
    found = _SPLITS.get(key)
    if found is None:
        out = []
        for xs in product(range(min(per, size) + 1), repeat=players):
            total = sum(xs)
            if total > size:
                continue
            ways = factorial(size) // factorial(size - total)
            for x in xs:
                ways //= factorial(x)
            out.append((xs, ways))
        found = _SPLITS[key] = tuple(out)
    return found


def _solve(hidden: tuple[int, ...], classes: list[Any], init: int, final: int, guard: int,
           sampling: bool) -> Counted:
    empty = Counted(0, {q: [0] * len(EMPLOYEES) for q in hidden})
    layers = [{init: 1}]
    for _mask, options, close, value in classes:
        nxt: dict[int, int] = {}
        for s, n in layers[-1].items():
            for delta, ways, _got in options:
                t = s + delta
                if t & guard or t & close != value:
                    continue
                nxt[t] = nxt.get(t, 0) + n * ways
        layers.append(nxt)
    worlds = layers[-1].get(final, 0)
    if not worlds:
        return empty
    per_player = {q: [0] * len(EMPLOYEES) for q in hidden}
    backs: list[dict[int, int]] = [{} for _ in range(len(classes) + 1)]
    back = {final: 1}
    backs[-1] = back
    for ci in range(len(classes) - 1, -1, -1):
        mask, options, _close, _value = classes[ci]
        marg = [0] * len(hidden)
        prev: dict[int, int] = {}
        for s, n in layers[ci].items():
            tot = 0
            for delta, ways, got in options:
                b2 = back.get(s + delta)
                if b2 is None:
                    continue
                term = ways * b2
                tot += term
                if got:
                    term *= n
                    for i, x in got:
                        marg[i] += term * x
            if tot:
                prev[s] = tot
        back = prev
        backs[ci] = back
        size = mask.bit_count()
        for i, q in enumerate(hidden):
            if marg[i]:
                each = marg[i] // size
                row = per_player[q]
                for e in members(mask):
                    row[e] = each
    sampler = _sampler(hidden, classes, backs, init) if sampling else None
    return Counted(worlds, per_player, sampler)


def _sampler(hidden: tuple[int, ...], classes: list[Any], backs: list[dict[int, int]],
             init: int) -> Callable[[random.Random], dict[int, int]]:
    """Draws a deal uniformly: class by class, an option with probability ways x completions, then which members
    of the class go to whom."""

    def draw(rng: random.Random) -> dict[int, int]:
        hands = {q: 0 for q in hidden}
        s = init
        for ci, (mask, options, _close, _value) in enumerate(classes):
            nxt = backs[ci + 1]
            weights = [ways * nxt.get(s + delta, 0) for delta, ways, _got in options]
            pick = rng.randrange(sum(weights))
            k = 0
            while pick >= weights[k]:
                pick -= weights[k]
                k += 1
            delta, _ways, got = options[k]
            s += delta
            pool = members(mask)
            rng.shuffle(pool)
            for i, x in got:
                for e in pool[:x]:
                    hands[hidden[i]] |= 1 << e
                pool = pool[x:]
        return hands

    return draw
