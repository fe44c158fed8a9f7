"""Schwarzarbeit bots. ``DeductionBot`` reasons with the exact deduction of its own seat's view.

It values each choice by its expected points under the analysis (sa.scoring): hiring a card is worth
P(regular) (a foreign illegal worker scores 0), denouncing is worth 3 P(illegal) - 2 P(regular); a lawyer
on a card denounced by another player is worth 2 P(regular) - 2 P(illegal) and is only sent when that is
clearly positive; the detective (worth 1 point if kept) is used when a market card is surely (or almost
surely) somebody else's illegal worker (sa.detective).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from schwarz.schwarzarbeit.actions import Announce, Denounce, Detective, Hire, Lawyer, NoLawyer
from schwarz.schwarzarbeit.deduction import Analysis, Knowledge
from schwarz.schwarzarbeit.deduction.knowledge import Tracker


@dataclass
class _Memory:
    tracker: Tracker = field(default_factory=Tracker)
    knowledge: Knowledge | None = None
    analysis: Analysis | None = None


@dataclass(frozen=True)
class DeductionBot:
    """Plays by the exact probabilities of its seat's view (``analyze``), never by hidden information.

    ``lawyer_below``: send a lawyer when P(illegal) is at most this; ``detective_from``: use the detective
    when P(illegal) is at least this. ``careless``: it may defend its own denounced illegal worker with a
    lawyer where the engine allows it (edition 'en', a costly bluff at -2; 'fr' only with blunders, -99): the
    move the -2/-99 edition difference is about. A careful bot never does (it costs points).
    """

    name: str = "deduction"
    careless: bool = False
    lawyer_below: Fraction = Fraction(1, 5)
    detective_from: Fraction = Fraction(9, 10)
    _memory: _Memory = field(default_factory=_Memory, compare=False, repr=False)

    def analysis(self, view: Any) -> Analysis:
        """The analysis of ``view`` for its seat (recounted only when the knowledge changed)."""
        mem = self._memory
        k = mem.tracker.knowledge(view, view.viewer)
        if mem.analysis is None or k != mem.knowledge:
            mem.knowledge, mem.analysis = k, Analysis(k, view.viewer)
        return mem.analysis

    def illegal(self, analysis: Analysis, employee: str) -> Fraction:
        """P(``employee`` is another player's illegal worker)."""
        me = analysis.viewer
        return sum(
            (analysis.probability(p, employee) for p in range(analysis.knowledge.n) if p != me), Fraction(0)
        )

    def choose(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any:
        if len(actions) == 1 or any(isinstance(a, Announce) for a in actions):
            return actions[0]
        actions = _never_own(view, actions, self.careless)
        a = self.analysis(view)
        detective = self._detective(a, actions)
        if detective is not None:
            return detective
        takes = [x for x in actions if isinstance(x, Hire | Denounce)]
        if takes:
            return max(takes, key=lambda x: (self._value(a, x), isinstance(x, Hire), -actions.index(x)))
        lawyers = [x for x in actions if isinstance(x, Lawyer)]
        if lawyers:
            best = min(lawyers, key=lambda x: (self.illegal(a, x.card.employee), actions.index(x)))
            if self.illegal(a, best.card.employee) <= self.lawyer_below:
                return best
        for x in actions:
            if isinstance(x, NoLawyer):
                return x
        return actions[0]

    def _value(self, a: Analysis, action: Hire | Denounce) -> Fraction:
        p = self.illegal(a, action.card.employee)
        return 1 - p if isinstance(action, Hire) else 3 * p - 2 * (1 - p)

    def _detective(self, a: Analysis, actions: Sequence[Any]) -> Any | None:
        claims = [x for x in actions if isinstance(x, Detective)]
        if not claims:
            return None
        best = max(claims, key=lambda x: (self.illegal(a, x.card.employee), -actions.index(x)))
        return best if self.illegal(a, best.card.employee) >= self.detective_from else None

    def interject(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any | None:
        actions = _never_own(view, actions, self.careless)
        if not any(isinstance(x, Detective) for x in actions):
            return None
        return self._detective(self.analysis(view), actions)


def _never_own(view: Any, actions: Sequence[Any], careless: bool = False) -> Sequence[Any]:
    """Drop hiring, denouncing, defending (unless ``careless``) or claiming one's own illegal workers
    (sa.object), which the engine offers only with ``blunders`` (a lawyer on one's own: also in edition 'en');
    keep everything if nothing else is left."""
    own = view.own_illegal
    card_of: tuple[type[Any], ...] = (Hire, Denounce, Detective) if careless else (Hire, Denounce, Lawyer, Detective)
    kept = [x for x in actions if not (isinstance(x, card_of) and x.card.employee in own)]
    return kept or actions
