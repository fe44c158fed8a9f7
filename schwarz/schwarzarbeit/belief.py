"""A seat's belief about the hidden illegal workers, for bots: the exact deduction, kept up to date event by event.

``Belief`` reads only the events of its seat's view it has not read yet and keeps what they prove as bit masks
over the 20 employees: the seat's own hand (sa.setup), employees nobody employs illegally (a weekend card seen
face up, sa.setup), employees a player surely does not employ (he hired, denounced or claimed them: sa.object,
sa.detective; defended them where that proves it, sa.turn.lawyers), and every announcement with its market
(sa.turn.information; 'no one may be taken': sa.turn.hiring). It counts the possible deals exactly like
``deduction.counting`` (classes of interchangeable employees, a dynamic program over packed counters) but from
the masks (``deals``), recounting only when a fact changed: each hidden seat's facts are reduced from those of the
last count, and the last count serves again when they are the same. It gives floats: ``probability(p, e)``,
``p_illegal(e)``, and ``sample(rng)``, a deal drawn uniformly from the possible ones.
tests/schwarzarbeit/test_belief.py checks it against ``deduction.analyze``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from schwarz.schwarzarbeit.cards import EMPLOYEES, Card, Shift
from schwarz.schwarzarbeit.deals import Counted, Row, Seat, count, members, reduce_seat
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

def mask_of(employees: Sequence[str] | frozenset[str]) -> int:
    out = 0
    for e in employees:
        out |= BIT[e]
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
        self._said: list[list[Row]] = [[] for _ in range(players)]  # per seat: announcements that some card is his
        self._none: list[int] = [0] * players  # per seat: employees of markets he said holds none of his
        self._impossible = False  # an announcement of more cards than its market
        self._seats: list[Seat | None] = [None] * players
        self._fit: list[tuple[int, int]] = [(0, -1)] * players  # per known seat: (hand, announcements it fits)
        self._facts: tuple[Any, Counted] | None = None
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
        self._say(announcement_of(player, market, count))
        if self.known[player] is None:
            self.version += 1

    def _say(self, a: Announcement) -> None:
        player = a.player
        inside = a.size - a.count
        if inside > 0:
            self._said[player].append((len(self.announcements), a.layers, inside))
        elif inside == 0:
            self._none[player] |= a.layers[0] if a.layers else 0
        else:
            self._impossible = True
        self.announcements.append(a)

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
        last = self._odds
        if last is not None and self._view is None and self._counted_version == self.version \
                and last[0] is self._counted:
            return last[1]  # nothing read since (a bot asks this for every card it weighs)
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
            public.announcements, public._said, public._none = self.announcements, self._said, self._none
            public._impossible = self._impossible
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


def _fits(b: Belief, player: int, hand: int) -> bool:
    """Does the known ``hand`` of ``player`` fit his announcements (checked once each)?"""
    said = b._said[player]
    seen, checked = b._fit[player]
    if seen != hand:
        checked = 0
    for _rank, layers, inside in said[checked:]:
        if sum([(x & hand).bit_count() for x in layers]) != inside:
            return False
    b._fit[player] = (hand, len(said))
    return not hand & b._none[player]


def _count(b: Belief, sampling: bool) -> Counted:
    """The possible deals by the facts of ``b``; each hidden seat's facts reduced from those of its last count, the
    last count given again when they did not change."""
    hidden = b.hidden
    per = b.per_player
    seen = 0
    for p, hand in enumerate(b.known):
        if hand is None:
            continue
        if hand.bit_count() != per or hand & seen or hand & b.nobody or hand & b.excluded[p] or not _fits(b, p, hand):
            return Counted(0, hidden)
        seen |= hand
    if b._impossible:
        return Counted(0, hidden)
    universe = ALL & ~(b.nobody | seen)
    seats = []
    for q in hidden:
        seat = reduce_seat(universe & ~(b.excluded[q] | b._none[q]), b._said[q], b._seats[q])
        b._seats[q] = seat
        seats.append(seat)
    facts = (hidden, [seat.facts for seat in seats])
    last = b._facts
    if last is not None and last[0] == facts and (last[1].sampler is not None or not sampling):
        return last[1]
    counted = count(hidden, per, seats, sampling)
    b._facts = (facts, counted)
    return counted
