"""A seat's belief about the hidden illegal workers, for bots: the exact deduction, kept up to date event by event.

``Belief`` reads only the events of its seat's view it has not read yet and keeps what they prove as bit masks
over the 20 employees: the seat's own hand (sa.setup) and, in its ``Facts`` (what the table showed every seat;
the beliefs of a simulated game's seats share one), employees nobody employs illegally (a weekend card seen face
up, sa.setup), employees a player surely does not employ (he hired, denounced or claimed them: sa.object,
sa.detective; defended them where that proves it, sa.turn.lawyers), and every announcement with its market
(sa.turn.information; 'no one may be taken': sa.turn.hiring). It counts the possible deals exactly like
``deduction.counting`` (classes of interchangeable employees, a dynamic program over packed counters) but from
the masks (``deals``, or ``deals_compiled`` in the simulator), recounting only when what it reads changed: the
last count serves again when the new facts only rule out employees no possible deal gave to those seats. It gives
floats: ``probability(p, e)``, ``p_illegal(e)``, and ``sample(rng)``, a deal drawn uniformly from the possible
ones.
tests/schwarzarbeit/test_belief.py checks it against ``deduction.analyze``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from schwarz.schwarzarbeit.cards import EMPLOYEES, Card, Shift
from schwarz.schwarzarbeit.deals import Counted, Row, Seat, compiled, count, members, reduce_seat
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


class Facts:
    """What the table has shown every seat (its public events), as masks: employees nobody employs illegally
    (``nobody``), employees a player surely does not employ (``excluded``), the announcements, the hands revealed at
    the end, the market. Read once per event: the beliefs of a game's seats may share one (``Belief(facts=...)``),
    each adding only its own hand. ``version`` grows with every new fact; ``read`` counts the events read."""

    def __init__(self, players: int, blunders: bool, lawyer_proves: bool) -> None:
        self.blunders = blunders
        self.lawyer_proves = lawyer_proves
        self.revealed: list[int | None] = [None] * players
        self.nobody = 0
        self.excluded = [0] * players
        self.announcements: list[Announcement] = []
        self.said: list[list[Row]] = [[] for _ in range(players)]  # per seat: announcements that some card is his
        self.none: list[int] = [0] * players  # per seat: employees of markets he said holds none of his
        self.rows: list[int] = []  # the said ones, flat: (seat, rank, inside, layer 0, 1, 2) each
        self.impossible = False  # an announcement of more cards than its market
        self.market: list[Card] = []
        self.from_start = False  # the events read show everything that lies face up
        self.version = 0
        self.reveals = 0  # hands revealed so far (at the end)
        self.read = 0
        self._said_before: set[Announcement] = set()

    def see(self, card: Card) -> None:
        if card.shift is Shift.WEEKEND:
            bit = BIT[card.employee]
            if not self.nobody & bit:
                self.nobody |= bit
                self.version += 1

    def not_own(self, player: int | None, card: Card) -> None:
        if player is None or self.blunders:
            return
        bit = BIT.get(card.employee, 0)
        if not self.excluded[player] & bit:
            self.excluded[player] |= bit
            self.version += 1

    def _leave(self, card: Card) -> None:
        if card in self.market:
            self.market.remove(card)

    def _constrain(self, player: int, market: Sequence[Card], count: int) -> None:
        a = announcement_of(player, market, count)
        if a in self._said_before:
            return  # the same constraint again (the same employees, as many cards, the same count)
        self._said_before.add(a)
        self._say(a)
        self.version += 1

    def _say(self, a: Announcement) -> None:
        player = a.player
        inside = a.size - a.count
        if inside > 0:
            self.said[player].append((len(self.announcements), a.layers, inside))
            self.rows += (player, len(self.announcements), inside, *a.layers, *(0,) * (3 - len(a.layers)))
        elif inside == 0:
            self.none[player] |= a.layers[0] if a.layers else 0
        else:
            self.impossible = True
        self.announcements.append(a)

    def event(self, e: Any) -> None:
        """Read one public event (every event but a seat's own deal)."""
        self.read += 1
        kind = type(e)
        if kind is Revealed:
            self.market.append(e.card)
            self.see(e.card)
        elif kind is Announced:
            self.market = list(e.market)
            self._constrain(e.player, e.market, e.count)
        elif kind is Hired or kind is Denounced or kind is DetectiveDenounced:
            self.see(e.card)
            self.not_own(e.player, e.card)
            self._leave(e.card)
        elif kind is Discarded:
            self.see(e.card)
        elif kind is MarketOpened:
            self.from_start = True  # the log shows everything that lies face up from now on
            self.market = list(e.cards)
            for c in e.cards:
                self.see(c)
        elif kind is IchAgStruck or kind is GameEnded:
            for c in e.cards:
                self.see(c)
            self.market = []
        elif kind is DetectivePlaced:
            self.not_own(e.player, e.card)
        elif kind is Defended:
            if self.lawyer_proves:
                self.not_own(e.player, e.card)
        elif kind is NobodyTaken:
            self._constrain(e.player, tuple(self.market), 0)
        elif kind is IllegalWorkersRevealed:
            mask = mask_of(e.employees)
            if self.revealed[e.player] != mask:
                self.revealed[e.player] = mask
                self.version += 1
                self.reveals += 1


class Belief:
    """What seat ``viewer`` knows about the hidden hands; ``update(view)`` reads the new events of its view: its own
    deal, and the public ones into its ``facts`` (unless a belief sharing them read them first)."""

    def __init__(self, viewer: int, players: int, per_player: int, blunders: bool, lawyer_proves: bool,
                 scores: ScoreValues | None = None, facts: Facts | None = None, compiled: bool = False) -> None:
        self.viewer = viewer
        self.compiled = compiled
        """Count with ``deals_compiled`` where it is installed (the simulator's games: about 180 MB of numba loaded
        once per process; a page's bot counts in Python, in well under a millisecond)."""
        self.scores = scores or ScoreValues()
        self.n = players
        self.per_player = per_player
        self.blunders = blunders
        self.lawyer_proves = lawyer_proves
        self.facts = facts or Facts(players, blunders, lawyer_proves)
        self.own: int | None = None  # the seat's own hand
        self._forget_own = False  # the public belief: every hand unknown until revealed, the viewer's always
        self._own_version = 0
        self._known: tuple[tuple[int, int], list[int | None], tuple[int, ...]] | None = None
        self._public_read = 0  # the public events this belief has passed (read by it or by a belief sharing its facts)
        self._seats: list[Seat | None] = [None] * players
        self._fit: list[tuple[int, int]] = [(0, -1)] * players  # per known seat: (hand, announcements it fits)
        self._facts: tuple[Any, Counted, Any] | None = None  # its last count: what it read, the count, the seats
        self._read = 0
        self._last: Any = None
        self._counted: Counted | None = None
        self._counted_version = -1
        self._table: tuple[Any, ...] = ()
        self._odds: tuple[Counted, list[float]] | None = None
        self._view: Any = None
        self._public: tuple[int, list[float]] | None = None

    @classmethod
    def of(cls, view: Any, facts: Facts | None = None) -> Belief:
        """A fresh belief for the seat of ``view`` (its options say what a lawyer proves), reading into ``facts``
        when given (shared by the beliefs of one game's seats)."""
        options = view.options
        players = len(view.players)
        return cls(view.viewer, players, options.illegal_count(players), options.blunders,
                   not options.own_lawyer_allowed, options.scores, facts)

    @property
    def version(self) -> int:
        """Grows with every new fact (public or its own hand)."""
        return self.facts.version + self._own_version

    @property
    def known(self) -> list[int | None]:
        """Per seat, his hand when this seat knows it (its own; every hand revealed at the end)."""
        return self._hands()[0]

    @property
    def hidden(self) -> tuple[int, ...]:
        """The seats whose hands it does not know."""
        return self._hands()[1]

    def _hands(self) -> tuple[list[int | None], tuple[int, ...]]:
        key = (self.facts.reveals, self._own_version)
        if self._known is None or self._known[0] != key:
            viewer, own = self.viewer, self.own
            hands: list[int | None] = []
            for p, h in enumerate(self.facts.revealed):
                if p == viewer:
                    h = None if self._forget_own else (h if h is not None else own)
                hands.append(h)
            self._known = (key, hands, tuple(p for p, h in enumerate(hands) if h is None))
        return self._known[1], self._known[2]

    @property
    def announcements(self) -> list[Announcement]:
        return self.facts.announcements

    @property
    def market(self) -> list[Card]:
        return self.facts.market

    # --- reading ---------------------------------------------------------------------------------------------------
    def follows(self, view: Any) -> bool:
        """Is ``view`` the same game as the events read so far (its log continues them)?"""
        log = view.log
        return (view.viewer == self.viewer and len(log) >= self._read
                and (self._read == 0 or log[self._read - 1] is self._last))

    def update(self, view: Any) -> None:
        """Read the events of ``view`` not read yet, then what lies face up on its table."""
        log = view.log
        facts = self.facts
        for i in range(self._read, len(log)):
            e = log[i]
            if type(e) is IllegalWorkersDealt:
                self.know_own([c.employee for c in e.cards])
            else:
                if self._public_read == facts.read:
                    facts.event(e)
                self._public_read += 1
        self._read = len(log)
        self._last = log[-1] if log else None
        self._view = view

    def know_own(self, employees: Sequence[str] | frozenset[str]) -> None:
        mask = mask_of(employees)
        if self.own != mask:
            self.own = mask
            self._own_version += 1

    def _see_table(self, view: Any) -> None:
        """What lies face up (a position may lack the log that shows it); read again only when a pile grew."""
        sizes = (view.market, len(view.discard_pile), len(view.removed), len(view.claims),
                 *map(len, view.hired), *map(len, view.denounced),
                 sum(d.lawyer is not None for pile in view.denounced for d in pile))
        if sizes == self._table:
            return
        self._table = sizes
        facts = self.facts
        for c in (*view.market, *view.discard_pile, *view.removed):
            facts.see(c)
        for p, hired in enumerate(view.hired):
            for c in hired:
                facts.see(c)
                facts.not_own(p, c)
        for p, pile in enumerate(view.denounced):
            for d in pile:
                facts.see(d.card)
                facts.not_own(p, d.card)
                if self.lawyer_proves:
                    facts.not_own(d.lawyer, d.card)
        for claim in view.claims:
            facts.not_own(claim.player, claim.card)
        own = view.illegal_workers[self.viewer]
        if own is not None:
            self.know_own(own)
        facts.market = list(view.market)

    # --- counting --------------------------------------------------------------------------------------------------
    def counted(self, sampling: bool = False) -> Counted:
        """The exact count of the possible deals (recounted only when a fact changed)."""
        if self._view is not None:
            if not self.facts.from_start:  # a position without the log from the deal: read its table too
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
        if last is not None and self._view is None and self._counted_version == self.facts.version \
                + self._own_version and last[0] is self._counted:
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
            self.counted()  # the table read first
            public = Belief(self.viewer, self.n, self.per_player, self.blunders, self.lawyer_proves,
                            facts=self.facts)
            public._forget_own = bool(self._read)
            if not self._read:
                public.own = self.own
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


def _only_ruled_out(before: Any, now: Any, counted: Counted) -> bool:
    """Do the facts ``now`` differ from those of the count ``before`` only by employees that no possible deal gives
    to the seats now said not to hold them? The possible deals are then the same."""
    hidden, universe, seats = now
    if before[0] != hidden or universe & ~before[1]:
        return False
    if not counted.worlds:
        return True  # facts only grow: still no possible deal
    totals = counted.hidden_total()
    for e in members(before[1] & ~universe):
        if totals[e]:
            return False
    per_player = counted.per_player
    for q, (out, said), (was_out, was_said) in zip(hidden, seats, before[2], strict=True):
        if said != was_said or was_out & ~out:
            return False
        row = per_player[q]
        for e in members(out & ~was_out):
            if row[e]:
                return False
    return True


def _fits(b: Belief, player: int, hand: int) -> bool:
    """Does the known ``hand`` of ``player`` fit his announcements (checked once each)?"""
    said = b.facts.said[player]
    seen, checked = b._fit[player]
    if seen != hand:
        checked = 0
    for _rank, layers, inside in said[checked:]:
        if sum([(x & hand).bit_count() for x in layers]) != inside:
            return False
    b._fit[player] = (hand, len(said))
    return not hand & b.facts.none[player]


def _count(b: Belief, sampling: bool) -> Counted:
    """The possible deals by the facts of ``b``; each hidden seat's facts reduced from those of its last count, the
    last count given again when what it reads did not change (a fact about its own hand, one already known)."""
    facts = b.facts
    known = b.known
    hidden = b.hidden
    per = b.per_player
    seen = 0
    for p, hand in enumerate(known):
        if hand is None:
            continue
        if (hand.bit_count() != per or hand & seen or hand & facts.nobody or hand & facts.excluded[p]
                or not _fits(b, p, hand)):
            return Counted(0, hidden)
        seen |= hand
    if facts.impossible:
        return Counted(0, hidden)
    universe = ALL & ~(facts.nobody | seen)
    excluded, none, said = facts.excluded, facts.none, facts.said
    inputs = (hidden, universe, [(excluded[q] | none[q], len(said[q])) for q in hidden])
    last = b._facts
    if last is not None and (last[1].sampler is not None or not sampling) and (
            last[0] == inputs or _only_ruled_out(last[0], inputs, last[1])):
        b._facts = (inputs, last[1], last[2])
        return last[1]
    module = compiled() if b.compiled and hidden and not sampling else None
    if module is not None:
        got = module.odds(per, hidden, [universe & ~(excluded[q] | none[q]) for q in hidden], facts.rows)
        if got is not None:
            counted = Counted(got[0], hidden, table=got[1]) if got[0] else Counted(0, hidden)
            b._facts = (inputs, counted, None)
            return counted
    seats = []
    for q in hidden:
        seat = reduce_seat(universe & ~(excluded[q] | none[q]), said[q], b._seats[q])
        b._seats[q] = seat
        seats.append(seat)
    reduced = (hidden, [seat.facts for seat in seats])
    if last is not None and last[2] == reduced and (last[1].sampler is not None or not sampling):
        counted = last[1]  # the same once reduced (a fact about employees the seats could not hold anyway)
    else:
        counted = count(hidden, per, seats, sampling)
    b._facts = (inputs, counted, reduced)
    return counted
