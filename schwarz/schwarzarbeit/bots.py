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
from schwarz.schwarzarbeit.belief import Belief, Facts, mask_of
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

    def choose(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any:
        if len(actions) == 1 or isinstance(actions[0], Announce):
            return actions[0]
        b = self.belief(view)
        kinds, employees = _described(actions)
        return actions[decide(self, kinds, employees, mask_of(view.own_illegal or ()), b.illegal_odds, b.scores)]

    def value(self, b: Belief, action: Hire | Denounce | Lawyer) -> float:
        """The action's expected points by the game's score table (sa.scoring, sa.scoring.lawyers)."""
        return worth(type(action), self.illegal(b, action.card.employee), b.scores)

    def interject(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any | None:
        last = view.log[-1] if view.log else None
        if not isinstance(last, Announced) or last.count >= len(last.market):
            return None  # only an announcement that some market card is the announcer's points at anyone
        kinds, employees = _described(actions)
        own = mask_of(view.own_illegal or ())
        if Detective not in [kinds[i] for i in _not_own(kinds, employees, own, self.careless)]:
            return None
        b = self.belief(view)
        mem = self._memory
        key = (b.version, view.market)
        if mem.decided is None or mem.decided[:2] != key:
            i = claim(self, kinds, employees, own, b.illegal_odds, b.scores)
            mem.decided = (*key, None if i < 0 else actions[i].card)
        card = mem.decided[2]
        return next((x for x in actions if isinstance(x, Detective) and x.card == card), None)


def _described(actions: Sequence[Any]) -> tuple[list[type], list[int]]:
    """Each action's kind and the index of its card's employee (-1: no card, or the Ich-AG)."""
    return [type(x) for x in actions], [INDEX.get(getattr(getattr(x, "card", None), "employee", ""), -1)
                                        for x in actions]


def decide(bot: DeductionBot, kinds: Sequence[type], employees: Sequence[int], own: int,
           odds: Callable[[], Sequence[float]], v: ScoreValues) -> int:
    """The index of the deduction bot's choice among actions of these ``kinds`` on these ``employees``: its
    detective on a card surely another player's illegal worker, else the hire or denunciation worth the most
    points, else a lawyer on a card very likely regular, else no lawyer (sa.scoring, sa.detective,
    sa.turn.lawyers). Never on its own illegal workers (``own``) while anything else is left. ``odds()``: per
    employee, P(another player employs him illegally)."""
    if len(kinds) == 1 or kinds[0] is Announce:
        return 0
    keep = _not_own(kinds, employees, own, bot.careless)
    kept = [kinds[i] for i in keep]
    if Hire in kept or Denounce in kept:
        chosen = claim(bot, kinds, employees, own, odds, v, keep)
        return chosen if chosen >= 0 else _best_take(keep, kinds, employees, odds(), v)
    if Lawyer in kept:
        p = odds()
        best, low = -1, 2.0
        for i in keep:  # the first least likely illegal
            if kinds[i] is Lawyer and p[employees[i]] < low:
                best, low = i, p[employees[i]]
        if low <= bot.lawyer_below and worth(Lawyer, low, v) > 0:
            return best
    if NoLawyer in kept:
        return keep[kept.index(NoLawyer)]
    return keep[0]


def claim(bot: DeductionBot, kinds: Sequence[type], employees: Sequence[int], own: int,
          odds: Callable[[], Sequence[float]], v: ScoreValues, keep: Sequence[int] | None = None) -> int:
    """The index of the detective's claim on the card most likely another player's illegal worker (the first of
    equals), if it is likely enough and denouncing it is worth more than keeping the detective (sa.detective);
    -1 if none."""
    keep = keep if keep is not None else _not_own(kinds, employees, own, bot.careless)
    if Detective not in [kinds[i] for i in keep]:
        return -1
    odd = odds()
    best, p = -1, -1.0
    for i in keep:
        if kinds[i] is Detective and odd[employees[i]] > p:
            best, p = i, odd[employees[i]]
    return best if p >= bot.detective_from and worth(Denounce, p, v) > v.detective_kept else -1


def _best_take(keep: Sequence[int], kinds: Sequence[type], employees: Sequence[int], odds: Sequence[float],
               v: ScoreValues) -> int:
    """The hire or denunciation worth the most points (sa.scoring); of equals a hire, then the first."""
    best, most, hires = -1, 0.0, False
    for i in keep:
        kind = kinds[i]
        if kind is not Hire and kind is not Denounce:
            continue
        points = worth(kind, odds[employees[i]], v)
        if best < 0 or points > most or (points == most and kind is Hire and not hires):
            best, most, hires = i, points, kind is Hire
    return best


_CARD_OF = (Hire, Denounce, Lawyer, Detective)
_CARD_OF_CARELESS = (Hire, Denounce, Detective)


def _not_own(kinds: Sequence[type], employees: Sequence[int], own: int, careless: bool) -> list[int]:
    """The indices of the actions not hiring, denouncing, defending (unless ``careless``) or claiming one's own
    illegal workers (sa.object), which the engine offers only with ``blunders`` (a lawyer on one's own: also in
    edition 'en'); every index if nothing else is left."""
    if own:
        card_of = _CARD_OF_CARELESS if careless else _CARD_OF
        kept = [i for i, e in enumerate(employees) if not (e >= 0 and own >> e & 1 and kinds[i] in card_of)]
        if kept:
            return kept
    return list(range(len(kinds)))


INDEX = {e: i for i, e in enumerate(EMPLOYEES)}
"""Each employee's index in the belief's odds."""


def worth(kind: type, p: float, v: ScoreValues) -> float:
    """The points a hire, denunciation or lawyer (``kind``) is expected to bring when its card is another player's
    illegal worker with probability ``p`` (sa.scoring, sa.scoring.lawyers)."""
    if kind is Hire:
        return (1 - p) * v.hired_regular + p * v.hired_foreign_illegal
    if kind is Denounce:
        return (1 - p) * v.denounced_regular + p * v.denounced_foreign_illegal
    return (1 - p) * v.lawyer_on_regular + p * v.lawyer_on_illegal
