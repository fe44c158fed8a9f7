"""The deduction a viewer can make: worlds, bits, probabilities, certain facts, history.

``analyze(state_or_view, viewer)`` reads only what ``viewer`` may see (his view's log and table), so the
analysis from a seat's view equals the analysis from the full state for that seat. The prior is uniform over
the deals consistent with that knowledge; every number is exact.
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any

from schwarz.core.contract import TEACHER
from schwarz.core.errors import SchwarzError
from schwarz.core.events import Event
from schwarz.i18n import Msg, _, render
from schwarz.schwarzarbeit import rule_ids as R
from schwarz.schwarzarbeit.cards import EMPLOYEES
from schwarz.schwarzarbeit.deduction.counting import Counts, count, count_worlds
from schwarz.schwarzarbeit.deduction.knowledge import Constraint, Knowledge, knowledge_of, knowledge_steps
from schwarz.schwarzarbeit.events import Announced

__all__ = ["TEACHER", "Analysis", "Fact", "FactKind", "HistoryEntry", "analyze"]


def bits_of(worlds: int) -> float:
    """log2 of the number of worlds; -inf for an impossible situation (0 worlds)."""
    return math.log2(worlds) if worlds > 0 else -math.inf


class FactKind(enum.Enum):
    """What is certain about one employee."""

    WORKS_FOR = "works-for"
    NOBODYS = "nobodys"
    NOT_FOR = "not-for"


@dataclass(frozen=True)
class Fact:
    """A certain fact: ``employee`` surely is ``player``'s illegal worker, surely nobody's, or surely not his."""

    kind: FactKind
    employee: str
    player: int | None = None
    name: str = ""

    def __str__(self) -> str:
        return render(self.message(), "en")

    def message(self) -> Msg:
        """The fact in words: 'Sid Schmiel must work for Andrea'."""
        if self.kind is FactKind.NOBODYS:
            return _("{employee} is nobody's illegal worker", employee=self.employee)
        if self.kind is FactKind.WORKS_FOR:
            return _("{employee} must work for {name}", employee=self.employee, name=self.name)
        return _("{employee} does not work for {name}", employee=self.employee, name=self.name)


@dataclass(frozen=True)
class HistoryEntry:
    """The viewer's uncertainty after one event of his log; ``removed`` is the bits that event took away."""

    index: int
    event: Event
    worlds: int
    bits: float
    removed: float


@dataclass(frozen=True)
class Analysis:
    """What ``viewer`` (a seat, or ``TEACHER``) can deduce from ``knowledge``."""

    knowledge: Knowledge
    viewer: int | None
    past: tuple[HistoryEntry, ...] | None = field(default=None, repr=False)
    source: Any = field(default=None, repr=False, compare=False)

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
            raise SchwarzError(_("unknown employee {name!r}", name=employee))

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
    def history(self) -> tuple[HistoryEntry, ...]:
        """Worlds and bits after each event the viewer saw (recounted only when the knowledge changed)."""
        if self.past is not None:
            return self.past
        if self.source is None:
            return ()
        entries: list[HistoryEntry] = []
        last: Knowledge | None = None
        worlds = 0
        for i, event, k in knowledge_steps(self.source, self.viewer):
            if k != last:
                worlds = count_worlds(k)
                last = k
            before = entries[-1].bits if entries else bits_of(worlds)
            bits = bits_of(worlds)
            entries.append(HistoryEntry(i, event, worlds, bits, before - bits))
        return tuple(entries)

    def _hypothetical(self, constraint: Constraint) -> Knowledge:
        return self.knowledge.with_constraint(constraint)

    def if_announced(self, player: int, count: int) -> Analysis:
        """The analysis after ``player`` announced ``count`` about the current market
        (sa.turn.information); 0 worlds if that announcement is impossible."""
        if not 0 <= player < self.knowledge.n:
            raise SchwarzError(_("there is no seat {seat}", seat=repr(player)))
        market = self.knowledge.market
        k = self._hypothetical(Constraint(player, market, count, R.INFORMATION))
        event = Announced(player, count, market, rule=R.INFORMATION)
        worlds = count_worlds(k)
        prev = self.history
        before = prev[-1].bits if prev else self.bits
        entry = HistoryEntry(len(prev), event, worlds, bits_of(worlds), before - bits_of(worlds))
        return Analysis(k, self.viewer, (*prev, entry))

    @cached_property
    def _odds(self) -> dict[int, dict[int, int]]:
        return {}

    def announcement_odds(self, player: int) -> dict[int, Fraction]:
        """The probability of each count ``player`` could announce about the current market."""
        if not 0 <= player < self.knowledge.n:
            raise SchwarzError(_("there is no seat {seat}", seat=repr(player)))
        if player not in self._odds:
            market = self.knowledge.market
            self._odds[player] = {
                c: w
                for c in range(len(market) + 1)
                if (w := count_worlds(self._hypothetical(Constraint(player, market, c))))
            }
        total = self.worlds
        return {c: Fraction(w, total) for c, w in self._odds[player].items()} if total else {}

    def expected_information(self, player: int) -> float:
        """Expected bits the next announcement of ``player`` removes (the entropy of his possible counts)."""
        return sum(-float(p) * math.log2(p) for p in self.announcement_odds(player).values() if p)


def analyze(source: Any, viewer: int | None) -> Analysis:
    """What ``viewer`` (a seat index, or ``TEACHER``) can deduce in ``source`` (a State or a View)."""
    return Analysis(knowledge_of(source, viewer), viewer, None, source)
