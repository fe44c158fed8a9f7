"""The deduction a viewer can make: worlds, bits, probabilities, certain facts and why, history.

``analyze(state_or_view, viewer)`` reads only what ``viewer`` may see (his view's log and table), so the
analysis from a seat's view equals the analysis from the full state for that seat. The prior is uniform over
the deals consistent with that knowledge; every number is exact. ``evidence(fact)`` names the clues that prove a
certain fact; ``effects`` says what each announcement (sa.turn.information) ruled out.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any

from schwarz.core.codec import excerpt
from schwarz.core.contract import TEACHER
from schwarz.core.errors import SchwarzError
from schwarz.core.events import Event
from schwarz.i18n import _
from schwarz.schwarzarbeit import rule_ids as R
from schwarz.schwarzarbeit.cards import EMPLOYEES, Card
from schwarz.schwarzarbeit.deduction.counting import Counts, World, count, count_worlds, hands_count, list_worlds
from schwarz.schwarzarbeit.deduction.evidence import Lemma, Prover
from schwarz.schwarzarbeit.deduction.facts import Fact, FactKind
from schwarz.schwarzarbeit.deduction.knowledge import (
    CONSTRAINTS,
    SPECTATOR,
    Clue,
    Constraint,
    Knowledge,
    Reading,
    Viewer,
    knowledge_of,
    steps_since,
)
from schwarz.schwarzarbeit.events import Announced, NobodyTaken

__all__ = ["SPECTATOR", "TEACHER", "Analysis", "Effect", "Fact", "FactKind", "HistoryEntry", "MarketPending",
           "analyze"]


def bits_of(worlds: int) -> float:
    """log2 of the number of worlds; -inf for an impossible situation (0 worlds)."""
    return math.log2(worlds) if worlds > 0 else -math.inf


class MarketPending(SchwarzError):
    """The next announcement is about a market not yet known: a detective's claim is pending (sa.detective)."""

    rule = R.DETECTIVE


@dataclass(frozen=True)
class HistoryEntry:
    """The viewer's uncertainty after one event of his log; ``removed`` is the bits that event took away."""

    index: int
    event: Event
    worlds: int
    bits: float
    removed: float


@dataclass(frozen=True)
class Effect:
    """What one announcement (or a 'nobody to take' turn) did: the deals before and after, and the announcer's
    possible hands by his own facts before and after (the hands with another number of these cards are ruled out).

    ``candidates`` are the market's cards that could still be his before it; ``mine`` how many of the market's
    cards it says are his (sa.turn.information counts cards, not people).
    """

    index: int
    event: Event
    constraint: Constraint
    worlds_before: int
    worlds_after: int
    hands_before: int
    hands_after: int
    candidates: tuple[Card, ...]

    @property
    def mine(self) -> int:
        return len(self.constraint.market) - self.constraint.count

    @property
    def removed(self) -> float:
        """Bits removed (0 when nothing was possible before)."""
        if not self.worlds_before or not self.worlds_after:
            return 0.0
        return bits_of(self.worlds_before) - bits_of(self.worlds_after)


@dataclass(frozen=True)
class Carried:
    """What an analysis keeps from the analysis of an earlier position of the same game: where its reading of the
    log stopped, the history and effects up to there, and its proofs (a proof stays one as clues are added)."""

    viewer: Viewer
    reading: Reading | None
    history: tuple[HistoryEntry, ...]
    effects: tuple[Effect, ...]
    last: Knowledge | None
    proofs: Mapping[Lemma, tuple[Clue, ...]]


@dataclass(frozen=True)
class Analysis:
    """What ``viewer`` (a seat, ``SPECTATOR`` or ``TEACHER``) can deduce from ``knowledge``."""

    knowledge: Knowledge
    viewer: Viewer
    past: tuple[HistoryEntry, ...] | None = field(default=None, repr=False)
    source: Any = field(default=None, repr=False, compare=False)
    carried: Carried | None = field(default=None, repr=False, compare=False)
    _cache: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)

    def carry(self) -> Carried:
        """What a later analysis of this game may keep from this one (only what was computed: no work here)."""
        timeline = self.__dict__.get("_timeline")
        prover = self.__dict__.get("_prover")
        return Carried(
            self.viewer,
            self._cache.get("reading"),
            timeline[0] if timeline else (),
            timeline[1] if timeline else (),
            self._cache.get("last"),
            dict(prover.proven) if prover is not None else {},
        )

    @cached_property
    def _counts(self) -> Counts:
        return count(self.knowledge)

    @property
    def worlds(self) -> int:
        """The exact number of joint hidden hands of the other players consistent with the knowledge."""
        return self._counts.worlds

    @property
    def bits(self) -> float:
        """log2 of ``worlds``: the bits of uncertainty left."""
        return bits_of(self.worlds)

    def _check(self, player: int, employee: str) -> None:
        if not 0 <= player < self.knowledge.n:
            raise SchwarzError(_("there is no seat {seat}", seat=repr(player)))
        if employee not in EMPLOYEES:
            raise SchwarzError(_("unknown employee {name}", name=excerpt(employee)))

    def probability(self, player: int, employee: str) -> Fraction:
        """P(``employee`` is ``player``'s illegal worker), uniform over the possible worlds (0 if there are none)."""
        self._check(player, employee)
        known = self.knowledge.known[player]
        if self.worlds == 0:
            return Fraction(0)
        if known is not None:
            return Fraction(int(employee in known))
        return Fraction(self._counts.per_player[player].get(employee, 0), self.worlds)

    @cached_property
    def probabilities(self) -> tuple[dict[str, Fraction], ...]:
        """Per seat, every employee's probability of being that seat's illegal worker."""
        return tuple({e: self.probability(p, e) for e in EMPLOYEES} for p in range(self.knowledge.n))

    @cached_property
    def certain(self) -> tuple[Fact, ...]:
        """Facts now certain, per employee: whose illegal worker he must be, nobody's, or whose he is not."""
        k = self.knowledge
        if self.worlds == 0:
            return ()
        facts: list[Fact] = []
        table = self.probabilities
        for e in EMPLOYEES:
            owners = [p for p in range(k.n) if table[p][e] == 1]
            if owners:
                facts.append(Fact(FactKind.WORKS_FOR, e, owners[0], k.players[owners[0]]))
                continue
            if all(table[p][e] == 0 for p in range(k.n)):
                facts.append(Fact(FactKind.NOBODYS, e))
                continue
            facts.extend(
                Fact(FactKind.NOT_FOR, e, p, k.players[p])
                for p in k.hidden
                if table[p][e] == 0
            )
        return tuple(facts)

    @cached_property
    def _prover(self) -> Prover:
        k, table = self.knowledge, self.probabilities
        ones = {(e, q) for q in k.hidden for e in EMPLOYEES if table[q][e] == 1}
        zeros = {(e, q) for q in k.hidden for e in EMPLOYEES if table[q][e] == 0}
        carried = self.carried
        return Prover(k, ones, zeros, carried.proofs if carried is not None and carried.viewer == self.viewer else None)

    def list_worlds(self, limit: int = 32) -> tuple[World, ...] | None:
        """The possible deals themselves (every player's illegal workers) when at most ``limit`` remain, else None."""
        return list_worlds(self.knowledge, limit) if self.worlds <= limit else None

    # --- why a fact is certain ----------------------------------------------------------------------------
    def evidence(self, fact: Fact) -> tuple[Clue, ...]:
        """A smallest set of clues (public facts and the viewer's own hand) that implies ``fact``: every possible
        deal of these clues alone agrees with it, and none of them can be left out (greedy deletion with the exact
        counter, see ``evidence.Prover``). In the order of the log. A proof found by an earlier analysis of this
        game (``carried``) stays a proof and is kept, unless one clue alone now proves the fact."""
        if fact not in self.certain:
            raise SchwarzError(_("{fact} is not certain for this viewer", fact=fact.message()))
        return self._prover.proof(fact)

    # --- history and what each announcement did -----------------------------------------------------------
    @cached_property
    def _timeline(self) -> tuple[tuple[HistoryEntry, ...], tuple[Effect, ...]]:
        """History and effects, read on from where the ``carried`` analysis stopped reading this log."""
        if self.source is None:
            return (), ()
        earlier = self.carried if self.carried is not None and self.carried.viewer == self.viewer else None
        reading = earlier.reading if earlier is not None else None
        start, steps, self._cache["reading"] = steps_since(self.source, self.viewer, reading)
        entries: list[HistoryEntry] = []
        effects: list[Effect] = []
        last: Knowledge | None = None
        worlds = 0
        if start and earlier is not None:
            entries, effects = list(earlier.history), list(earlier.effects)
            last, worlds = earlier.last, entries[-1].worlds
        for i, event, k in steps:
            before_k, before_worlds = last, worlds
            if k != last:
                worlds = count_worlds(k)
                last = k
            before = entries[-1].bits if entries else bits_of(worlds)
            bits = bits_of(worlds)
            entries.append(HistoryEntry(i, event, worlds, bits, before - bits))
            clue = next((c for c in k.clues if c.event == i and c.kind in CONSTRAINTS), None) if isinstance(
                event, Announced | NobodyTaken) else None
            if clue is not None and clue.constraint is not None and before_k is not None:
                effects.append(_effect(i, event, clue.constraint, before_k, k, before_worlds, worlds))
        self._cache["last"] = last
        return tuple(entries), tuple(effects)

    @property
    def history(self) -> tuple[HistoryEntry, ...]:
        """Worlds and bits after each event the viewer saw (recounted only when the knowledge changed)."""
        if self.past is not None:
            return self.past
        return self._timeline[0]

    @property
    def effects(self) -> tuple[Effect, ...]:
        """Per announcement (and 'nobody to take' turn) the viewer saw: what it removed and ruled out."""
        return self._timeline[1]

    # --- the next announcement ----------------------------------------------------------------------------
    def _market(self) -> tuple[Card, ...]:
        """The market the next announcement is about; refused while a detective's claim is pending."""
        if self.knowledge.pending:
            raise MarketPending(_("a detective's claim is pending: the claimed card leaves the market and its space "
                                  "is refilled before the next announcement, so nobody knows its market yet"))
        return self.knowledge.market

    def _hypothetical(self, constraint: Constraint) -> Knowledge:
        return self.knowledge.with_constraint(constraint)

    def if_announced(self, player: int, count: int) -> Analysis:
        """The analysis after ``player`` announced ``count`` about the current market
        (sa.turn.information); 0 worlds if that announcement is impossible."""
        if not 0 <= player < self.knowledge.n:
            raise SchwarzError(_("there is no seat {seat}", seat=repr(player)))
        market = self._market()
        k = self._hypothetical(Constraint(player, market, count, R.INFORMATION))
        event = Announced(player, count, market, rule=R.INFORMATION)
        worlds = count_worlds(k)
        prev = self.history
        before = prev[-1].bits if prev else self.bits
        entry = HistoryEntry(len(prev), event, worlds, bits_of(worlds), before - bits_of(worlds))
        return Analysis(k, self.viewer, (*prev, entry))

    def announcement_odds(self, player: int) -> dict[int, Fraction]:
        """The probability of each count ``player`` could announce about the current market."""
        if not 0 <= player < self.knowledge.n:
            raise SchwarzError(_("there is no seat {seat}", seat=repr(player)))
        market = self._market()
        key = ("odds", player)
        if key not in self._cache:
            self._cache[key] = {
                c: w
                for c in range(len(market) + 1)
                if (w := count_worlds(self._hypothetical(Constraint(player, market, c))))
            }
        odds: dict[int, int] = self._cache[key]
        total = self.worlds
        return {c: Fraction(w, total) for c, w in odds.items()} if total else {}

    def expected_information(self, player: int) -> float:
        """Expected bits the next announcement of ``player`` removes (the entropy of his possible counts)."""
        return sum(-float(p) * math.log2(p) for p in self.announcement_odds(player).values() if p)


def _effect(index: int, event: Event, c: Constraint, before: Knowledge, after: Knowledge, worlds_before: int,
            worlds_after: int) -> Effect:
    p = c.player
    known = before.known[p]
    if known is not None:
        candidates = tuple(card for card in c.market if card.employee in known)
    else:
        out = before.nobody | before.excluded[p] | {e for q, h in enumerate(before.known) if h is not None for e in h}
        candidates = tuple(card for card in c.market if card.employee not in out)
    return Effect(index, event, c, worlds_before, worlds_after, hands_count(before, p), hands_count(after, p),
                  candidates)


def analyze(source: Any, viewer: Viewer, earlier: Analysis | None = None) -> Analysis:
    """What ``viewer`` (a seat index, ``SPECTATOR`` or ``TEACHER``) can deduce in ``source`` (a State or a View);
    ``earlier``: the analysis of an earlier position of the same game, whose history is read on and whose proofs
    are kept (a page passes the one of the step before)."""
    return Analysis(knowledge_of(source, viewer), viewer, None, source, earlier.carry() if earlier else None)
