"""What a viewer knows about the hidden illegal workers, read from the log, as a list of clues.

A seat knows his own illegal workers (sa.setup), every weekend card seen face up (its employee is then
nobody's illegal worker: there is one weekend card per employee, and the dealt ones stay hidden; sa.turn.refill),
who hired, denounced or defended whom and who used a detective on whom (nobody takes his own illegal worker while
blunders are off: sa.object, sa.turn.hiring, sa.detective; a lawyer proves it only where defending one's own
worker is refused, edition 'fr' without blunders: in edition 'en' it is a legal bluff, sa.turn.lawyers), a 'no
one may be taken' turn (then every market card is the active player's own), and every announcement with the market it
was about (sa.turn.information: the count of market cards the announcer may take). The illegal workers are
revealed at the end (sa.scoring). The teacher knows every hand; an outside ``SPECTATOR`` knows no hand and sees
only the public events.

Each piece of knowledge is a ``Clue`` that remembers the event it was read from, so a certain fact can be
explained by the clues that imply it (``from_clues`` rebuilds the knowledge of any subset). Detective claims not
yet settled are ``pending``: the claimed cards leave the market and their spaces are refilled before the next
announcement (sa.detective), so that announcement is about a market nobody has seen yet.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Final

from schwarz.core.errors import SchwarzError
from schwarz.core.events import Event
from schwarz.i18n import Msg, _, listing, ngettext
from schwarz.schwarzarbeit import rule_ids as R
from schwarz.schwarzarbeit.announcement import announcement
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
from schwarz.schwarzarbeit.options import Options


class Spectator(enum.Enum):
    """An outside spectator: knows no hand and sees only the public events (the whole class at a projector)."""

    SPECTATOR = "spectator"


SPECTATOR: Final = Spectator.SPECTATOR
Viewer = int | Spectator | None
"""Whose knowledge: a seat, ``SPECTATOR``, or ``None`` (the teacher, who knows every hand)."""


@dataclass(frozen=True)
class Constraint:
    """``player`` may take exactly ``count`` of the ``market`` cards (an announcement, or 0 for 'no one').

    ``rule`` is the section the knowledge comes from; ``event`` the index of the log event (-1: hypothetical).
    """

    player: int
    market: tuple[Card, ...]
    count: int
    rule: str = R.INFORMATION
    event: int = -1

    def holds(self, hand: frozenset[str]) -> bool:
        """Is this constraint true if ``hand`` are the player's illegal workers?"""
        return announcement(self.market, hand) == self.count

    @cached_property
    def key(self) -> tuple[int, tuple[tuple[str, str], ...], int]:
        return self.player, tuple(sorted((c.employee, c.shift.value) for c in self.market)), self.count


class ClueKind(enum.Enum):
    """Where a piece of knowledge comes from."""

    OWN_HAND = "own-hand"  # the viewer's own illegal workers (sa.setup)
    KNOWN_HAND = "known-hand"  # a hand the teacher sees (sa.setup)
    REVEALED_HAND = "revealed-hand"  # the hands revealed at the end (sa.scoring)
    FACE_UP = "face-up"  # a weekend card seen face up: nobody's illegal worker (sa.setup)
    HIRED = "hired"  # nobody hires his own illegal worker (sa.object)
    DENOUNCED = "denounced"  # nobody denounces his own illegal worker (sa.object)
    DETECTIVE = "detective"  # a detective placed or used: not his own (sa.detective)
    DEFENDED = "defended"  # a lawyer where the edition refuses defending one's own worker (sa.turn.lawyers)
    ANNOUNCED = "announced"  # exactly so many market cards are not his (sa.turn.information)
    NOBODY_TAKEN = "nobody-taken"  # every market card is his (sa.turn.hiring)


HANDS = (ClueKind.OWN_HAND, ClueKind.KNOWN_HAND, ClueKind.REVEALED_HAND)
TAKES = (ClueKind.HIRED, ClueKind.DENOUNCED, ClueKind.DETECTIVE, ClueKind.DEFENDED)
CONSTRAINTS = (ClueKind.ANNOUNCED, ClueKind.NOBODY_TAKEN)


@dataclass(frozen=True)
class Clue:
    """One public fact (or the viewer's own hand) and the event of the viewer's log it was read from.

    ``event`` is the index in the viewer's visible log (-1: read from the table, a position without a log);
    ``source`` the event itself. A hand clue fixes ``hand``; a face-up clue says ``employee`` is nobody's; a take
    says he is not ``player``'s; a constraint clue carries its ``constraint``.
    """

    kind: ClueKind
    player: int | None = None
    employee: str = ""
    hand: frozenset[str] = frozenset()
    card: Card | None = None
    constraint: Constraint | None = None
    rule: str = R.INFORMATION
    event: int = -1
    source: Event | None = field(default=None, compare=False, repr=False)

    @property
    def effect(self) -> tuple[Any, ...]:
        """What the clue says, whatever it was read from (two clues with one effect are one piece of knowledge)."""
        if self.kind in HANDS:
            return "hand", self.player
        if self.kind is ClueKind.FACE_UP:
            return "nobody", self.employee
        if self.kind in TAKES:
            return "not", self.player, self.employee
        assert self.constraint is not None
        return "count", self.constraint.key

    def mentions(self, employee: str) -> bool:
        """Is ``employee`` named by this clue (in a hand, a card, or a market)?"""
        if self.kind in HANDS:
            return employee in self.hand
        if self.constraint is not None:
            return any(c.employee == employee for c in self.constraint.market)
        return self.employee == employee

    def message(self, players: Sequence[str]) -> Msg:
        """The clue in words: 'Henning announced 4 of 6 (...): exactly 2 of these cards are his'."""
        name = players[self.player] if self.player is not None else ""
        workers = listing(sorted(self.hand), "and")
        if self.kind is ClueKind.OWN_HAND:
            return _("{name}'s own illegal workers are {employees}", name=name, employees=workers)
        if self.kind is ClueKind.KNOWN_HAND:
            return _("the teacher sees {name}'s illegal workers: {employees}", name=name, employees=workers)
        if self.kind is ClueKind.REVEALED_HAND:
            return _("{name}'s illegal workers were revealed at the end: {employees}", name=name, employees=workers)
        if self.kind is ClueKind.FACE_UP:
            return _("{employee}'s weekend card lay face up, so nobody was dealt it", employee=self.employee)
        if self.kind is ClueKind.HIRED:
            return _("{name} hired {card}, and nobody hires his own illegal worker", name=name, card=self.card or "")
        if self.kind is ClueKind.DENOUNCED:
            return _("{name} denounced {card}, and nobody denounces his own illegal worker", name=name,
                     card=self.card or "")
        if self.kind is ClueKind.DETECTIVE:
            return _("{name}'s detective went to {card}, and nobody denounces his own illegal worker", name=name,
                     card=self.card or "")
        if self.kind is ClueKind.DEFENDED:
            return _("{name}'s lawyer defends {card}, and in this edition nobody defends his own illegal worker",
                     name=name, card=self.card or "")
        c = self.constraint
        assert c is not None
        cards = listing(c.market)
        if self.kind is ClueKind.NOBODY_TAKEN:
            return _("{name} could take none of {cards}: they are all his", name=name, cards=cards)
        mine = len(c.market) - c.count
        return ngettext("{name} announced {count} of {size} ({cards}): exactly {n} of these cards is his",
                        "{name} announced {count} of {size} ({cards}): exactly {n} of these cards are his", mine,
                        name=name, count=c.count, size=len(c.market), cards=cards)


@dataclass(frozen=True)
class Knowledge:
    """Everything a viewer knows that bears on the hidden hands; ``known[p]`` is None for a hidden hand.

    ``clues`` are the pieces it was built from; ``market`` is the face-up market and ``pending`` its cards under a
    detective claim not yet settled (neither changes the possible deals: they do not take part in comparisons).
    """

    players: tuple[str, ...]
    per_player: int
    known: tuple[frozenset[str] | None, ...]
    nobody: frozenset[str] = frozenset()
    excluded: tuple[frozenset[str], ...] = ()
    constraints: tuple[Constraint, ...] = ()
    market: tuple[Card, ...] = field(default=(), compare=False)
    clues: tuple[Clue, ...] = field(default=(), compare=False, repr=False)
    pending: tuple[Card, ...] = field(default=(), compare=False)

    @property
    def n(self) -> int:
        return len(self.players)

    @cached_property
    def hidden(self) -> tuple[int, ...]:
        return tuple(p for p, h in enumerate(self.known) if h is None)

    def consistent_known(self) -> bool:
        """Do the known hands fit the facts (sizes, disjointness, exclusions, constraints)?"""
        seen: set[str] = set()
        for p, hand in enumerate(self.known):
            if hand is None:
                continue
            if len(hand) != self.per_player or hand & seen or hand & self.nobody or hand & self.excluded[p]:
                return False
            seen |= hand
        return all(self.known[c.player] is None or c.holds(self.known[c.player]) for c in self.constraints)  # type: ignore[arg-type]

    def with_constraint(self, constraint: Constraint) -> Knowledge:
        """This knowledge and one more announcement (duplicates are kept once)."""
        if any(c.key == constraint.key for c in self.constraints):
            return self
        return Knowledge(self.players, self.per_player, self.known, self.nobody, self.excluded,
                         (*self.constraints, constraint), self.market, self.clues, self.pending)

    def with_exclusion(self, player: int, employee: str) -> Knowledge:
        """This knowledge and 'employee is not player's illegal worker' (a hypothesis)."""
        excluded = tuple(x | {employee} if q == player else x for q, x in enumerate(self.excluded))
        return Knowledge(self.players, self.per_player, self.known, self.nobody, excluded, self.constraints,
                         self.market, self.clues, self.pending)

    def with_nobody(self, employee: str) -> Knowledge:
        """This knowledge and 'employee is nobody's illegal worker' (a hypothesis)."""
        return Knowledge(self.players, self.per_player, self.known, self.nobody | {employee}, self.excluded,
                         self.constraints, self.market, self.clues, self.pending)


def from_clues(base: Knowledge, clues: Sequence[Clue], market: tuple[Card, ...] | None = None,
               pending: tuple[Card, ...] | None = None) -> Knowledge:
    """The knowledge of exactly these clues, for the players and hand size of ``base``."""
    known: list[frozenset[str] | None] = [None] * base.n
    nobody: set[str] = set()
    excluded: list[set[str]] = [set() for _seat in base.players]
    constraints: dict[tuple[int, tuple[tuple[str, str], ...], int], Constraint] = {}
    for clue in clues:
        if clue.kind in HANDS:
            assert clue.player is not None
            known[clue.player] = clue.hand
        elif clue.kind is ClueKind.FACE_UP:
            nobody.add(clue.employee)
        elif clue.kind in TAKES:
            assert clue.player is not None
            excluded[clue.player].add(clue.employee)
        else:
            assert clue.constraint is not None
            constraints.setdefault(clue.constraint.key, clue.constraint)
    return Knowledge(
        players=base.players,
        per_player=base.per_player,
        known=tuple(known),
        nobody=frozenset(nobody),
        excluded=tuple(frozenset(x) for x in excluded),
        constraints=tuple(constraints.values()),
        market=base.market if market is None else market,
        clues=tuple(clues),
        pending=base.pending if pending is None else pending,
    )


class _Reader:
    """Folds the visible events into clues, keeping track of the face-up market."""

    def __init__(self, players: tuple[str, ...], per_player: int, blunders: bool, viewer: Viewer,
                 lawyer_proves: bool = False) -> None:
        self.players = players
        self.per_player = per_player
        self.blunders = blunders
        self.viewer = viewer
        self.lawyer_proves = lawyer_proves
        self.clues: dict[tuple[Any, ...], Clue] = {}
        self.market: list[Card] = []
        self.pending: tuple[Card, ...] = ()
        self.event = -1
        self.source: Event | None = None

    def add(self, clue: Clue) -> None:
        """Keep one clue per effect: the first one read from the log (a clue read from the table gives way)."""
        old = self.clues.get(clue.effect)
        if old is None or (old.event < 0 <= clue.event):
            self.clues[clue.effect] = clue

    def _clue(self, kind: ClueKind, **fields: Any) -> Clue:
        return Clue(kind, event=self.event, source=self.source, **fields)

    def hand(self, player: int, employees: frozenset[str], kind: ClueKind | None = None) -> None:
        if kind is None:
            kind = ClueKind.OWN_HAND if player == self.viewer else ClueKind.KNOWN_HAND
        self.add(self._clue(kind, player=player, hand=employees, rule=R.SETUP if kind is not ClueKind.REVEALED_HAND
                            else R.SCORING))

    def see(self, cards: Sequence[Card]) -> None:
        """Face-up cards: a weekend card seen means its employee was not dealt (sa.setup)."""
        for c in cards:
            if c.shift is Shift.WEEKEND:
                self.add(self._clue(ClueKind.FACE_UP, employee=c.employee, card=c, rule=R.SETUP))

    def not_own(self, kind: ClueKind, player: int | None, card: Card) -> None:
        """``player`` took ``card`` (or defended it where that proves it): not his own illegal worker (sa.object)."""
        if player is not None and not self.blunders:
            self.add(self._clue(kind, player=player, employee=card.employee, card=card, rule=R.OBJECT))

    def defended(self, player: int | None, card: Card) -> None:
        """``player``'s lawyer is on ``card``: not his own only where the edition refuses that bluff."""
        if self.lawyer_proves:
            self.not_own(ClueKind.DEFENDED, player, card)

    def leave(self, card: Card) -> None:
        if card in self.market:
            self.market.remove(card)

    def constrain(self, kind: ClueKind, c: Constraint) -> None:
        self.add(self._clue(kind, player=c.player, constraint=c, rule=c.rule))

    def read(self, i: int, e: Event) -> None:
        self.event, self.source = i, e
        match e:
            case MarketOpened(cards=cards):
                self.market = list(cards)
                self.see(self.market)
            case Revealed(card=c):
                self.market.append(c)
                self.see([c])
            case Discarded(card=c):
                self.see([c])
            case IchAgStruck(cards=cards) | GameEnded(cards=cards):
                self.see(cards)
                self.market = []
            case Hired(player=p, card=c):
                self.see([c])
                self.not_own(ClueKind.HIRED, p, c)
                self.leave(c)
            case Denounced(player=p, card=c):
                self.see([c])
                self.not_own(ClueKind.DENOUNCED, p, c)
                self.leave(c)
            case DetectiveDenounced(player=p, card=c):
                self.see([c])
                self.not_own(ClueKind.DETECTIVE, p, c)
                self.leave(c)
            case DetectivePlaced(player=p, card=c):
                self.not_own(ClueKind.DETECTIVE, p, c)
            case Defended(player=p, card=c):
                self.defended(p, c)
            case Announced(player=p, count=count, market=market):
                self.market = list(market)  # the market as it is now (a position may lack a log)
                self.constrain(ClueKind.ANNOUNCED, Constraint(p, market, count, R.INFORMATION, i))
            case NobodyTaken(player=p):  # only legal when every market card is his own
                self.constrain(ClueKind.NOBODY_TAKEN, Constraint(p, tuple(self.market), 0, R.HIRING, i))
            case IllegalWorkersRevealed(player=p, employees=employees):
                self.hand(p, frozenset(employees), ClueKind.REVEALED_HAND)
            case IllegalWorkersDealt(player=p, cards=cards):
                self.hand(p, frozenset(c.employee for c in cards))
        self.event, self.source = -1, None

    def table(self, source: Any) -> None:
        """What lies face up now (a position built without a log still shows its table)."""
        self.see(source.market)
        self.see(source.discard_pile)
        self.see(source.removed)
        for p, hired in enumerate(source.hired):
            for c in hired:
                self.see([c])
                self.not_own(ClueKind.HIRED, p, c)
        for p, pile in enumerate(source.denounced):
            for den in pile:
                self.see([den.card])
                self.not_own(ClueKind.DETECTIVE if den.by_detective else ClueKind.DENOUNCED, p, den.card)
                self.defended(den.lawyer, den.card)
        for claim in source.claims:
            self.not_own(ClueKind.DETECTIVE, claim.player, claim.card)
        self.market = list(source.market)
        self.pending = tuple(claim.card for claim in source.claims)

    def copy(self) -> _Reader:
        twin = _Reader(self.players, self.per_player, self.blunders, self.viewer, self.lawyer_proves)
        twin.clues, twin.market, twin.pending = dict(self.clues), list(self.market), self.pending
        return twin

    def knowledge(self) -> Knowledge:
        base = Knowledge(self.players, self.per_player, (None,) * len(self.players),
                         excluded=tuple(frozenset() for _seat in self.players))
        return from_clues(base, tuple(self.clues.values()), tuple(self.market), self.pending)


def _start(source: Any, viewer: Viewer) -> tuple[_Reader, tuple[Event, ...]]:
    players: tuple[str, ...] = tuple(source.players)
    options: Options = source.options
    if viewer is not None and viewer is not SPECTATOR and not (isinstance(viewer, int) and 0 <= viewer < len(players)):
        raise SchwarzError(_("there is no seat {seat}", seat=repr(viewer)))
    source_viewer = getattr(source, "viewer", None)
    if source_viewer is not None and source_viewer != viewer and viewer is not SPECTATOR:
        raise SchwarzError(_("a view of seat {seat} cannot be analysed for seat {other}", seat=source_viewer,
                             other=repr(viewer)))
    hands: tuple[frozenset[str] | None, ...] = tuple(source.illegal_workers)
    reader = _Reader(players, options.illegal_count(len(players)), options.blunders, viewer,
                     lawyer_proves=not options.own_lawyer_allowed)
    if viewer is None:
        if any(h is None for h in hands):
            raise SchwarzError(_("the teacher's analysis needs every hand: pass the state or the teacher's view"))
        for p, hand in enumerate(hands):
            assert hand is not None
            reader.hand(p, hand)
    elif isinstance(viewer, int):
        own = hands[viewer]
        assert own is not None
        reader.hand(viewer, own)
    return reader, visible_to(source.log, viewer)


def visible_to(log: Sequence[Event], viewer: Viewer) -> tuple[Event, ...]:
    """The events of ``log`` that ``viewer`` sees (a spectator: the public ones)."""
    if viewer is SPECTATOR:
        return tuple(e for e in log if e.visible_to is None)
    return tuple(e for e in log if e.visible(viewer))


def knowledge_of(source: Any, viewer: Viewer) -> Knowledge:
    """What ``viewer`` (a seat, ``SPECTATOR`` or None for the teacher) knows in ``source`` (a State or a View)."""
    reader, log = _start(source, viewer)
    for i, e in enumerate(log):
        reader.read(i, e)
    reader.table(source)
    return reader.knowledge()


def knowledge_steps(source: Any, viewer: Viewer) -> Iterator[tuple[int, Event, Knowledge]]:
    """The viewer's knowledge after each visible event of the log (index in the visible log, event)."""
    yield from steps_since(source, viewer, None)[1]


@dataclass(frozen=True)
class Reading:
    """A reading of one viewer's log that stopped after ``read`` events (``last``), to be read on later."""

    key: tuple[Any, ...]
    reader: _Reader
    read: int
    last: Event | None


def steps_since(source: Any, viewer: Viewer, earlier: Reading | None) -> tuple[
        int, list[tuple[int, Event, Knowledge]], Reading]:
    """The viewer's knowledge after each event not read by ``earlier`` (a reading of an earlier position of the same
    game; else from the start): (the first new index, the steps, the reading now)."""
    key = (viewer, tuple(source.players), source.options, tuple(source.illegal_workers))
    log = visible_to(source.log, viewer)
    if (earlier is not None and earlier.key == key and earlier.read <= len(log)
            and (earlier.read == 0 or log[earlier.read - 1] is earlier.last)):
        reader, start = earlier.reader.copy(), earlier.read
    else:
        reader, start = _start(source, viewer)[0], 0
    steps = []
    for i in range(start, len(log)):
        reader.read(i, log[i])
        steps.append((i, log[i], reader.knowledge()))
    return start, steps, Reading(key, reader, len(log), log[-1] if log else None)


class Tracker:
    """A player's memory: reads only the events added since the last call (same result as ``knowledge_of``)."""

    def __init__(self) -> None:
        self._reader: _Reader | None = None
        self._seen: tuple[Any, ...] = ()
        self._read = 0
        self._last: Event | None = None

    def knowledge(self, source: Any, viewer: Viewer) -> Knowledge:
        key = (viewer, tuple(source.players), source.options, tuple(source.illegal_workers))
        log = visible_to(source.log, viewer)
        fresh = (
            self._reader is None
            or key != self._seen
            or len(log) < self._read
            or (self._read > 0 and log[self._read - 1] is not self._last)
        )
        if fresh:
            self._reader = _start(source, viewer)[0]
            self._seen, self._read = key, 0
        reader = self._reader
        assert reader is not None
        for i in range(self._read, len(log)):
            reader.read(i, log[i])
        self._read = len(log)
        self._last = log[-1] if log else None
        reader.table(source)
        return reader.knowledge()


def universe(k: Knowledge) -> tuple[str, ...]:
    """Employees that may still be a hidden player's illegal worker (in the order of ``EMPLOYEES``)."""
    taken = set(k.nobody)
    for h in k.known:
        if h is not None:
            taken |= h
    return tuple(e for e in EMPLOYEES if e not in taken)
