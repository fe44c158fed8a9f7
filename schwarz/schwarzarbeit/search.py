"""A Schwarzarbeit bot that searches: determinized Monte Carlo over the deals its seat's deduction allows.

At a choice between employees to hire or denounce, or lawyers to send, ``SearchBot`` draws ``samples`` deals
uniformly from the possible ones (``belief.Belief.sample``: every other player's illegal workers consistent with
everything its seat saw, sa.turn.information) and the face-down piles anew (sa.turn.refill), then plays each of its
``width`` most promising choices out to the end of the game in every such deal, every seat following the greedy
rule of that deal (take a regular employee, denounce another's illegal worker, defend a regular one: sa.scoring), and
keeps the choice with the best mean final margin over the best other player (sa.scoring.winner). The same deals
and draws serve every choice (common random numbers). Elsewhere it plays like the deduction bot.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from schwarz.core.bots import rollout_totals
from schwarz.core.rng import Rng
from schwarz.core.values import evolve
from schwarz.schwarzarbeit.actions import Announce, Denounce, Hire, Lawyer, NoLawyer
from schwarz.schwarzarbeit.belief import Belief
from schwarz.schwarzarbeit.bots import DeductionBot
from schwarz.schwarzarbeit.cards import ALL_CARDS, EMPLOYEES, Card, Shift
from schwarz.schwarzarbeit.events import Denounced, Hired, TurnStarted
from schwarz.schwarzarbeit.rules import advance, apply, legal_actions
from schwarz.schwarzarbeit.scoring import scores
from schwarz.schwarzarbeit.state import Phase, State
from schwarz.schwarzarbeit.views import View

_INDEX = {e: i for i, e in enumerate(EMPLOYEES)}


def determinize(view: View, hands: tuple[frozenset[str], ...], rng: random.Random) -> State:
    """A full state the seat of ``view`` cannot tell apart from the real one: ``hands`` as the illegal workers (a
    possible deal) and the cards it has not seen shuffled into the draw pile and the special pile."""
    seen = {*view.market, *view.discard_pile, *view.removed, *(c for h in view.hired for c in h),
            *(d.card for pile in view.denounced for d in pile)}
    companies = {Card(e, Shift.WEEKEND) for hand in hands for e in hand}
    unseen = [c for c in ALL_CARDS if c not in seen and c not in companies]
    rng.shuffle(unseen)
    special = tuple(unseen[: view.special_count])
    draw = tuple(unseen[view.special_count:])
    taken = 0
    if view.phase is Phase.LAWYERS:
        for e in reversed(view.log):
            if isinstance(e, Hired | Denounced):
                taken = 1
                break
            if isinstance(e, TurnStarted):
                break
    return State(players=view.players, options=view.options, rng=Rng(rng.randrange(2**31)), illegal_workers=hands,
                 market=view.market, draw_pile=draw, discard_pile=view.discard_pile, special_pile=special,
                 removed=view.removed, reshuffled=view.reshuffled, hired=view.hired, denounced=view.denounced,
                 lawyers_left=view.lawyers_left, detectives=view.detectives, active=view.active, turn=view.turn,
                 phase=view.phase, announced=view.announced, to_refill=taken, claims=view.claims, closed=view.closed)


def informed(state: State, odds: Sequence[float], lawyer_below: float = 0.2) -> Any:
    """What the seat to act does by the deduction bot's rule with the probabilities ``odds`` (per employee index,
    P(another's illegal worker), as the public facts make them) and its own hand of the deal."""
    actions = legal_actions(state)
    first = actions[0]
    if isinstance(first, Announce) or len(actions) == 1:
        return first
    own = state.illegal_workers[state.active]
    if state.phase is Phase.HIRE:
        best, value = first, -1000.0
        for a in actions:
            if not isinstance(a, Hire | Denounce) or a.card.employee in own:
                continue
            p = odds[_INDEX[a.card.employee]]
            v = 1 - p if isinstance(a, Hire) else 5 * p - 2
            if v > value:
                best, value = a, v
        return best
    best_lawyer, risk = None, 2.0
    for a in actions:
        if isinstance(a, Lawyer) and a.card.employee not in own and odds[_INDEX[a.card.employee]] < risk:
            best_lawyer, risk = a, odds[_INDEX[a.card.employee]]
    if best_lawyer is not None and risk <= lawyer_below:
        return best_lawyer
    return next((a for a in actions if isinstance(a, NoLawyer)), first)


def greedy(state: State) -> Any:
    """What the seat to act does if it knew the deal: denounce another's illegal worker (+3), else hire a regular
    employee (+1), else hire anyone; defend a denounced regular employee (+2); never use the detective."""
    actions = legal_actions(state)
    first = actions[0]
    if isinstance(first, Announce) or len(actions) == 1:
        return first
    seat = state.to_act
    if state.phase is Phase.HIRE:
        best, value = first, -1000
        for a in actions:
            if not isinstance(a, Hire | Denounce):
                continue
            owner = state.owner_of(a.card.employee)
            if isinstance(a, Denounce):
                v = 3 if owner is not None and owner != seat else -2 if owner is None else -99
            else:
                v = 1 if owner is None else 0 if owner != seat else -99
            if v > value:
                best, value = a, v
        return best
    for a in actions:
        if isinstance(a, Lawyer) and state.owner_of(a.card.employee) is None:
            return a
    return next((a for a in actions if isinstance(a, NoLawyer)), first)


def points(state: State, seat: int, action: Any) -> int:
    """What ``action`` of ``seat`` scores in the deal of ``state`` (sa.scoring): a hired regular employee 1, another's
    illegal worker 0; denounced, 3 or -2; a lawyer on a regular employee 2, on an illegal worker -2."""
    if not isinstance(action, Hire | Denounce | Lawyer):
        return 0
    owner = state.owner_of(action.card.employee)
    v = state.options.scores
    if isinstance(action, Hire):
        return v.hired_regular if owner is None else v.hired_foreign_illegal
    if isinstance(action, Denounce):
        return v.denounced_regular if owner is None else v.denounced_foreign_illegal
    return v.lawyer_on_regular if owner is None else v.lawyer_on_illegal


def play_out(state: State, seat: int, turns: int | None = None, odds: Sequence[float] | None = None,
             against: str = "best") -> float:
    """Play ``state`` for ``turns`` more turns (None: to the end), every seat by ``informed`` with ``odds`` (by
    ``greedy`` without); ``seat``'s margin then over the best other player (sa.scoring)."""
    end = state.turn + turns if turns is not None else None
    for _step in range(2_000):
        if state.is_over or (end is not None and state.turn >= end):
            break
        state = advance(state, greedy(state) if odds is None else informed(state, odds))
    sheets = scores(state)
    mine = sheets[seat].total
    others = [s.total for p, s in sheets.items() if p != seat]
    return mine - (max(others) if against == "best" else sum(others) / len(others))


@dataclass(frozen=True)
class SearchBot:
    """Determinized Monte Carlo: ``samples`` deals drawn from its seat's exact deduction; its ``width`` best choices
    by the deduction bot's expected points, those within ``margin`` points of the best, played out for ``turns``
    turns in each deal (None: to the end), the other seats by the public probabilities (``informed``) or by the
    deal itself. A choice's own points count by their exact expectation; what follows, by the mean over the deals."""

    name: str = "search"
    samples: int = 8
    width: int = 4
    turns: int | None = 4
    informed: bool = True
    margin: float = 0.3
    against: str = "best"
    _deduction: DeductionBot = field(default_factory=DeductionBot, compare=False, repr=False)

    interjects_after = DeductionBot.interjects_after
    """Out of turn it acts as the deduction bot does."""

    def interject(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any | None:
        return self._deduction.interject(view, actions, rng)

    def choose(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any:
        if len(actions) == 1 or isinstance(actions[0], Announce):
            return actions[0]
        guide = self._deduction
        fallback = guide.choose(view, actions, rng)
        options = self._candidates(view, actions)
        if options:
            belief0 = guide.belief(view)
            top = max(self._worth(belief0, o) for o in options)
            options = [o for o in options if self._worth(belief0, o) >= top - self.margin]
        if len(options) < 2 or view.claims or view.phase not in (Phase.HIRE, Phase.LAWYERS) or fallback not in options:
            return fallback  # (open detective claims are settled by a draw the seat cannot see yet)
        belief = guide.belief(view)
        seat = view.viewer
        odds = belief.public_odds() if self.informed else None

        def world(r: random.Random) -> State | None:
            hands = belief.sample(r)
            return None if hands is None else determinize(view, hands, r)

        def value(base: State, option: Any, seed: int) -> float:
            # the option's own points are known exactly in expectation: only what follows is sampled
            return (play_out(_reseeded(apply(base, option), seed), seat, self.turns, odds, self.against)
                    - points(base, seat, option))

        totals = rollout_totals(options, self.samples, rng, world, value)
        if totals is None:
            return fallback
        values = [totals[i] / max(1, self.samples) + self._worth(belief, option) for i, option in enumerate(options)]
        best = max(range(len(options)), key=lambda i: (values[i], options[i] == fallback, -i))
        return options[best]

    def _worth(self, belief: Belief, action: Any) -> float:
        """The action's expected points (``points`` in expectation over the deals ``belief`` allows)."""
        return self._deduction.value(belief, action) if isinstance(action, Hire | Denounce | Lawyer) else 0.0

    def _candidates(self, view: Any, actions: Sequence[Any]) -> list[Any]:
        """Its ``width`` best takes (or every lawyer choice) by the deduction bot's expected points."""
        guide = self._deduction
        b = guide.belief(view)
        takes = [a for a in actions if isinstance(a, Hire | Denounce) and a.card.employee not in view.own_illegal]
        if takes:
            ranked = sorted(takes, key=lambda a: (-guide.value(b, a), not isinstance(a, Hire), actions.index(a)))
            return ranked[: self.width]
        lawyers = [a for a in actions if isinstance(a, Lawyer) and a.card.employee not in view.own_illegal]
        rest = [a for a in actions if isinstance(a, NoLawyer)]
        safest = sorted(lawyers, key=lambda a: (b.p_illegal(a.card.employee), actions.index(a)))
        return [*safest[: self.width - 1], *rest]


def _reseeded(state: State, seed: int) -> State:
    """``state`` drawing its coming reshuffle from ``seed`` (the same for every choice compared)."""
    return evolve(state, rng=Rng(seed))
