"""Schwarzarbeit bots. ``DeductionBot`` reasons with the exact deduction of its own seat's view; ``SearchBot``
looks ahead by playing the game out in deals drawn from that deduction.

The deduction bot values each choice by its expected points by the game's score table (sa.scoring; the texts'
values: hiring a card is worth P(regular), a foreign illegal worker scoring 0; denouncing is worth 3 P(illegal) -
2 P(regular)); a lawyer on a card denounced by another player (2 P(regular) - 2 P(illegal)) is only sent when the
card is very likely regular; the detective (worth 1 point if kept) is used when a market card is surely (or almost
surely) somebody else's illegal worker and denouncing it is worth more (sa.detective). Its probabilities are floats
from ``belief.Belief``, counted again only when a fact changed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from schwarz.schwarzarbeit.actions import Announce, Denounce, Detective, Hire, Lawyer, NoLawyer
from schwarz.schwarzarbeit.belief import Belief, Facts
from schwarz.schwarzarbeit.cards import EMPLOYEES
from schwarz.schwarzarbeit.deduction import Analysis, analyze
from schwarz.schwarzarbeit.events import Announced
from schwarz.schwarzarbeit.options import ScoreValues


@dataclass
class _Memory:
    belief: Belief | None = None
    decided: tuple[int, tuple[Any, ...], Any] | None = None


@dataclass(frozen=True)
class DeductionBot:
    """Plays by the exact probabilities of its seat's view, never by hidden information.

    ``lawyer_below``: send a lawyer when P(illegal) is at most this; ``detective_from``: use the detective
    when P(illegal) is at least this. ``careless``: it may defend its own denounced illegal worker with a
    lawyer where the engine allows it (edition 'en', a costly bluff at -2; 'fr' only with blunders, -99): the
    move the -2/-99 edition difference is about. A careful bot never does (it costs points). It considers its
    detective before it hires or denounces, and out of turn right after an announcement saying that some market
    card is the announcer's own (when new certainty appears, sa.detective).
    """

    name: str = "deduction"
    careless: bool = False
    lawyer_below: float = 0.2
    detective_from: float = 0.9
    _memory: _Memory = field(default_factory=_Memory, compare=False, repr=False)
    interjects_after = (Announced,)
    """Out of turn it only ever acts right after an announcement (``interject``): the play loop asks it nothing
    else."""

    def belief(self, view: Any, facts: Facts | None = None) -> Belief:
        """What its seat knows, read from the events of ``view`` it has not read yet (a new game starts afresh,
        reading the public events into ``facts`` when given: shared by the seats of a simulated game)."""
        mem = self._memory
        if mem.belief is None or not mem.belief.follows(view):
            mem.belief = Belief.of(view, facts)
            mem.decided = None
        mem.belief.update(view)
        return mem.belief

    def analysis(self, view: Any) -> Analysis:
        """The exact analysis of ``view`` for its seat (worlds, facts, history: to explain its choices)."""
        return analyze(view, view.viewer)

    def illegal(self, belief: Belief, employee: str) -> float:
        """P(``employee`` is another player's illegal worker)."""
        return belief.p_illegal(employee)

    def _odds(self, belief: Belief) -> Callable[[Any], float]:
        """P(the card of an action is another player's illegal worker), the counted odds read once per decision."""
        odds = belief.illegal_odds()
        return lambda action: odds[INDEX[action.card.employee]]

    def choose(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any:
        if len(actions) == 1 or isinstance(actions[0], Announce):
            return actions[0]
        actions = _never_own(view, actions, self.careless)
        b = self.belief(view)
        kinds = [type(x) for x in actions]
        if Hire in kinds or Denounce in kinds:
            detective = self._detective(b, actions, kinds)
            if detective is not None:
                return detective
            return _best_take(actions, kinds, b.illegal_odds(), b.scores)
        if Lawyer in kinds:
            odds, v = b.illegal_odds(), b.scores
            best, low = None, 2.0
            for x, kind in zip(actions, kinds, strict=True):  # the first least likely illegal
                if kind is Lawyer and odds[INDEX[x.card.employee]] < low:
                    best, low = x, odds[INDEX[x.card.employee]]
            if low <= self.lawyer_below and (1 - low) * v.lawyer_on_regular + low * v.lawyer_on_illegal > 0:
                return best
        if NoLawyer in kinds:
            return actions[kinds.index(NoLawyer)]
        return actions[0]

    def value(self, b: Belief, action: Hire | Denounce | Lawyer) -> float:
        """The action's expected points by the game's score table (sa.scoring, sa.scoring.lawyers)."""
        return _worth(self.illegal(b, action.card.employee), action, b.scores)

    def _detective(self, b: Belief, actions: Sequence[Any], kinds: Sequence[type] | None = None) -> Any | None:
        """The claim on the card most likely another player's illegal worker (the first of equals), if it is likely
        enough and denouncing it is worth more than keeping the detective (sa.detective)."""
        kinds = kinds or [type(x) for x in actions]
        if Detective not in kinds:
            return None
        odds = b.illegal_odds()
        best, p = None, -1.0
        for x, kind in zip(actions, kinds, strict=True):
            if kind is Detective and odds[INDEX[x.card.employee]] > p:
                best, p = x, odds[INDEX[x.card.employee]]
        v = b.scores
        worth = (1 - p) * v.denounced_regular + p * v.denounced_foreign_illegal
        return best if p >= self.detective_from and worth > v.detective_kept else None

    def interject(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any | None:
        last = view.log[-1] if view.log else None
        if not isinstance(last, Announced) or last.count >= len(last.market):
            return None  # only an announcement that some market card is the announcer's points at anyone
        actions = _never_own(view, actions, self.careless)
        if not any(isinstance(x, Detective) for x in actions):
            return None
        b = self.belief(view)
        mem = self._memory
        key = (b.version, view.market)
        if mem.decided is None or mem.decided[:2] != key:
            chosen = self._detective(b, actions)
            mem.decided = (*key, None if chosen is None else chosen.card)
        card = mem.decided[2]
        return next((x for x in actions if isinstance(x, Detective) and x.card == card), None)


_TAKES = (Hire, Denounce)
INDEX = {e: i for i, e in enumerate(EMPLOYEES)}
"""Each employee's index in the belief's odds."""


def _best_take(actions: Sequence[Any], kinds: Sequence[type], odds: Sequence[float], v: ScoreValues) -> Any:
    """The hire or denunciation worth the most points (sa.scoring); of equals a hire, then the first."""
    best, most, hires = None, 0.0, False
    for x, kind in zip(actions, kinds, strict=True):
        if kind is Hire:
            p = odds[INDEX[x.card.employee]]
            worth = (1 - p) * v.hired_regular + p * v.hired_foreign_illegal
        elif kind is Denounce:
            p = odds[INDEX[x.card.employee]]
            worth = (1 - p) * v.denounced_regular + p * v.denounced_foreign_illegal
        else:
            continue
        if best is None or worth > most or (worth == most and kind is Hire and not hires):
            best, most, hires = x, worth, kind is Hire
    return best


def _worth(p: float, action: Hire | Denounce | Lawyer, v: ScoreValues) -> float:
    """The points ``action`` is expected to bring when its card is another player's illegal worker with probability
    ``p`` (sa.scoring, sa.scoring.lawyers)."""
    if isinstance(action, Hire):
        return (1 - p) * v.hired_regular + p * v.hired_foreign_illegal
    if isinstance(action, Denounce):
        return (1 - p) * v.denounced_regular + p * v.denounced_foreign_illegal
    return (1 - p) * v.lawyer_on_regular + p * v.lawyer_on_illegal


def _never_own(view: Any, actions: Sequence[Any], careless: bool = False) -> Sequence[Any]:
    """Drop hiring, denouncing, defending (unless ``careless``) or claiming one's own illegal workers
    (sa.object), which the engine offers only with ``blunders`` (a lawyer on one's own: also in edition 'en');
    keep everything if nothing else is left."""
    own = view.own_illegal
    if not own:
        return actions
    card_of: tuple[type[Any], ...] = (Hire, Denounce, Detective) if careless else (Hire, Denounce, Lawyer, Detective)
    kept = [x for x in actions if not (isinstance(x, card_of) and x.card.employee in own)]
    return kept or actions
