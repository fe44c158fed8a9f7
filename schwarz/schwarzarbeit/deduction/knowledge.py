"""What a viewer knows about the hidden illegal workers, read from the log.

A seat knows his own illegal workers (sa.setup), every weekend card seen face up (its employee is then
nobody's illegal worker: there is one weekend card per employee, and the dealt ones stay hidden; sa.turn.refill),
who hired, denounced or defended whom and who used a detective on whom (nobody takes his own illegal worker while
blunders are off: sa.object, sa.turn.hiring, sa.detective; a lawyer proves it only where defending one's own
worker is refused, edition 'fr' without blunders: in edition 'en' it is a legal bluff, sa.turn.lawyers), a 'no
one may be taken' turn (then every market card is the active player's own), and every announcement with the market it
was about (sa.turn.information: the count of market cards the announcer may take). The illegal workers are
revealed at the end (sa.scoring).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from schwarz.core.errors import SchwarzError
from schwarz.core.events import Event
from schwarz.i18n import _
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

    @property
    def key(self) -> tuple[int, tuple[tuple[str, str], ...], int]:
        return self.player, tuple(sorted((c.employee, c.shift.value) for c in self.market)), self.count


@dataclass(frozen=True)
class Knowledge:
    """Everything a viewer knows that bears on the hidden hands; ``known[p]`` is None for a hidden hand."""

    players: tuple[str, ...]
    per_player: int
    known: tuple[frozenset[str] | None, ...]
    nobody: frozenset[str] = frozenset()
    excluded: tuple[frozenset[str], ...] = ()
    constraints: tuple[Constraint, ...] = ()
    market: tuple[Card, ...] = field(default=(), compare=False)

    @property
    def n(self) -> int:
        return len(self.players)

    @property
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
                         (*self.constraints, constraint), self.market)


class _Reader:
    """Folds the visible events into knowledge, keeping track of the face-up market."""

    def __init__(self, players: tuple[str, ...], per_player: int, blunders: bool,
                 known: Sequence[frozenset[str] | None], lawyer_proves: bool = False) -> None:
        self.players = players
        self.per_player = per_player
        self.blunders = blunders
        self.lawyer_proves = lawyer_proves
        self.known: list[frozenset[str] | None] = list(known)
        self.nobody: set[str] = set()
        self.excluded: list[set[str]] = [set() for _seat in players]
        self.constraints: dict[tuple[int, tuple[tuple[str, str], ...], int], Constraint] = {}
        self.market: list[Card] = []

    def see(self, cards: Sequence[Card]) -> None:
        """Face-up cards: a weekend card seen means its employee was not dealt (sa.setup)."""
        self.nobody.update(c.employee for c in cards if c.shift is Shift.WEEKEND)

    def not_own(self, player: int | None, card: Card) -> None:
        """``player`` took ``card`` (or defended it where that proves it): not his own illegal worker (sa.object)."""
        if player is not None and not self.blunders:
            self.excluded[player].add(card.employee)

    def defended(self, player: int | None, card: Card) -> None:
        """``player``'s lawyer is on ``card``: not his own only where the edition refuses that bluff."""
        if self.lawyer_proves:
            self.not_own(player, card)

    def leave(self, card: Card) -> None:
        if card in self.market:
            self.market.remove(card)

    def constrain(self, c: Constraint) -> None:
        self.constraints.setdefault(c.key, c)

    def read(self, i: int, e: Event) -> None:
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
            case Hired(player=p, card=c) | Denounced(player=p, card=c) | DetectiveDenounced(player=p, card=c):
                self.see([c])
                self.not_own(p, c)
                self.leave(c)
            case DetectivePlaced(player=p, card=c):
                self.not_own(p, c)
            case Defended(player=p, card=c):
                self.defended(p, c)
            case Announced(player=p, count=count, market=market):
                self.market = list(market)  # the market as it is now (a position may lack a log)
                self.constrain(Constraint(p, market, count, R.INFORMATION, i))
            case NobodyTaken(player=p):  # only legal when every market card is his own
                self.constrain(Constraint(p, tuple(self.market), 0, R.HIRING, i))
            case IllegalWorkersRevealed(player=p, employees=employees):
                self.known[p] = frozenset(employees)
            case IllegalWorkersDealt(player=p, cards=cards):
                self.known[p] = frozenset(c.employee for c in cards)

    def table(self, source: Any) -> None:
        """What lies face up now (a position built without a log still shows its table)."""
        self.see(source.market)
        self.see(source.discard_pile)
        self.see(source.removed)
        for p, hired in enumerate(source.hired):
            for c in hired:
                self.see([c])
                self.not_own(p, c)
        for p, pile in enumerate(source.denounced):
            for den in pile:
                self.see([den.card])
                self.not_own(p, den.card)
                self.defended(den.lawyer, den.card)
        for claim in source.claims:
            self.not_own(claim.player, claim.card)
        self.market = list(source.market)

    def knowledge(self) -> Knowledge:
        return Knowledge(
            players=self.players,
            per_player=self.per_player,
            known=tuple(self.known),
            nobody=frozenset(self.nobody),
            excluded=tuple(frozenset(x) for x in self.excluded),
            constraints=tuple(self.constraints.values()),
            market=tuple(self.market),
        )


def _start(source: Any, viewer: int | None) -> tuple[_Reader, tuple[Event, ...]]:
    players: tuple[str, ...] = tuple(source.players)
    options: Options = source.options
    if viewer is not None and not 0 <= viewer < len(players):
        raise SchwarzError(_("there is no seat {seat}", seat=repr(viewer)))
    source_viewer = getattr(source, "viewer", None)
    if source_viewer is not None and source_viewer != viewer:
        raise SchwarzError(_("a view of seat {seat} cannot be analysed for seat {other}", seat=source_viewer,
                             other=repr(viewer)))
    hands: tuple[frozenset[str] | None, ...] = tuple(source.illegal_workers)
    if viewer is None:
        if any(h is None for h in hands):
            raise SchwarzError(_("the teacher's analysis needs every hand: pass the state or the teacher's view"))
        known = list(hands)
    else:
        known = [hands[viewer] if p == viewer else None for p in range(len(players))]
    reader = _Reader(players, options.illegal_count(len(players)), options.blunders, known,
                     lawyer_proves=not options.own_lawyer_allowed)
    log = tuple(e for e in source.log if e.visible(viewer))
    return reader, log


def knowledge_of(source: Any, viewer: int | None) -> Knowledge:
    """What ``viewer`` (a seat, or None for the teacher) knows in ``source`` (a State or a View)."""
    reader, log = _start(source, viewer)
    for i, e in enumerate(log):
        reader.read(i, e)
    reader.table(source)
    return reader.knowledge()


def knowledge_steps(source: Any, viewer: int | None) -> Iterator[tuple[int, Event, Knowledge]]:
    """The viewer's knowledge after each visible event of the log (index in the visible log, event)."""
    reader, log = _start(source, viewer)
    for i, e in enumerate(log):
        reader.read(i, e)
        yield i, e, reader.knowledge()


class Tracker:
    """A player's memory: reads only the events added since the last call (same result as ``knowledge_of``)."""

    def __init__(self) -> None:
        self._reader: _Reader | None = None
        self._seen: tuple[Any, ...] = ()
        self._read = 0
        self._last: Event | None = None

    def knowledge(self, source: Any, viewer: int | None) -> Knowledge:
        key = (viewer, tuple(source.players), source.options, tuple(source.illegal_workers))
        log = tuple(e for e in source.log if e.visible(viewer))
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
