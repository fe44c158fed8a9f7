"""Legal actions and their effects: the turn (section 'Gameplay') and the end of the game.

``legal_actions`` is the one source of legality; ``apply`` refuses exactly what it would not produce.
"""

from __future__ import annotations

from dataclasses import replace

from schwarz.core import legality
from schwarz.core.errors import IllegalAction
from schwarz.core.events import record
from schwarz.core.values import evolve
from schwarz.i18n import Msg, _
from schwarz.schwarzarbeit import detective
from schwarz.schwarzarbeit import rule_ids as R
from schwarz.schwarzarbeit.actions import (
    ACTION_TYPES,
    Action,
    Announce,
    Denounce,
    Detective,
    Hire,
    Lawyer,
    NoHire,
    NoLawyer,
)
from schwarz.schwarzarbeit.announcement import announcement
from schwarz.schwarzarbeit.cards import Card
from schwarz.schwarzarbeit.events import (
    Announced,
    Defended,
    Denounced,
    GameEnded,
    Hired,
    IllegalWorkersRevealed,
    NobodyTaken,
    NoLawyerSent,
    TurnStarted,
)
from schwarz.schwarzarbeit.market import fill_to, reveal_one
from schwarz.schwarzarbeit.phases import PHASES
from schwarz.schwarzarbeit.state import Denunciation, Phase, State


def legal_actions(state: State, player: int | None = None) -> list[Action]:
    """The actions ``player`` (default: the seat to act) may take now, in a fixed order."""
    chosen = legality.seat(state, player)
    to_act = state.to_act
    if to_act is None or (chosen is not None and chosen != to_act and not state.detectives[chosen]):
        return []
    seat = to_act if chosen is None else chosen
    actions: list[Action] = _turn_actions(detective.settle(state), seat) if seat == to_act else []
    if state.detectives[seat]:
        actions.extend(detective.claims(state, seat))
    return actions


def _takeable(state: State, seat: int) -> list[Card]:
    """Market cards ``seat`` may hire or denounce (never his own illegal workers, unless blunders are on)."""
    own = state.illegal_workers[seat]
    return [c for c in state.market if state.options.blunders or c.employee not in own]


def _defensible(state: State, seat: int) -> list[Card]:
    """Cards another player denounced that ``seat`` may put a lawyer on."""
    if state.lawyers_left[seat] == 0:
        return []
    own = state.illegal_workers[seat]
    return [
        d.card
        for q, pile in enumerate(state.denounced)
        if q != seat
        for d in pile
        if d.lawyer is None and (state.options.own_lawyer_allowed or d.card.employee not in own)
    ]


def _turn_actions(state: State, seat: int) -> list[Action]:
    if state.phase is Phase.INFORMATION:
        return [Announce()]
    if state.phase is Phase.HIRE:
        cards = _takeable(state, seat)
        actions: list[Action] = [*(Hire(c) for c in cards), *(Denounce(c) for c in cards)]
        own = state.illegal_workers[seat]
        if all(c.employee in own for c in cards):
            # Nobody he may take without a blunder: blunders=True allows one, never forces it.
            actions.append(NoHire())
        return actions
    if state.phase is Phase.LAWYERS:
        return [*(Lawyer(c) for c in _defensible(state, seat)), NoLawyer()]
    return []


def apply(state: State, action: Action) -> State:
    """The state after ``action``; an illegal action raises ``IllegalAction`` naming the rule."""
    legality.gate(state, action, PHASES, ACTION_TYPES, R.END)
    if isinstance(action, Detective):
        return detective.place(state, action)
    settled = detective.settle(state)
    _check(settled, action)
    return _effect(settled, action)


def advance(state: State, action: Action) -> State:
    """``apply`` for an action just offered by ``legal_actions`` of this very state, whose legality is therefore
    not checked again: the play loop's private fast path (``GameSpec.advance``); anything else goes through
    ``apply``."""
    if isinstance(action, Detective):
        return detective.claim(state, action)
    return _effect(detective.settle(state), action)


def _effect(settled: State, action: Action) -> State:
    """What a legal in-turn ``action`` does once the open detective claims are settled (sa.turn)."""
    if isinstance(action, Announce):
        return _announce(settled)
    if isinstance(action, Hire | Denounce):
        return _take(settled, action)
    if isinstance(action, NoHire):
        return record(settled, NobodyTaken(settled.active, rule=R.HIRING), phase=Phase.LAWYERS)
    if isinstance(action, Lawyer):
        return _end_turn(_lawyer(settled, action))
    return _end_turn(record(settled, NoLawyerSent(settled.active, rule=R.LAWYERS)))


def _check(state: State, action: Action) -> None:
    """Raise the in-turn rule that forbids ``action`` for the seat to act, if any (the legality gate has checked
    its form, the phase and the seat)."""
    seat = state.active if state.phase is not Phase.INFORMATION else state.announcer
    if action in _turn_actions(state, seat):
        return
    if isinstance(action, Hire | Denounce):
        if action.card not in state.market:
            raise IllegalAction(R.HIRING, _("{card} is not on the labour market", card=action.card), action,
                                state.phase)
        raise IllegalAction(
            R.OBJECT, _("you may never hire or denounce your own illegal worker"), action, state.phase
        )
    if isinstance(action, NoHire):
        raise IllegalAction(R.HIRING, _("hiring or denouncing is mandatory while someone may be taken"), action,
                            state.phase)
    if isinstance(action, Lawyer):
        raise IllegalAction(*_lawyer_refusal(state, seat, action.card), action, state.phase)
    raise IllegalAction(R.TURN, _("not allowed now"), action, state.phase)  # pragma: no cover


def _lawyer_refusal(state: State, seat: int, card: Card) -> tuple[str, Msg]:
    """(rule id, reason) that forbids ``seat``'s lawyer on ``card``."""
    if state.lawyers_left[seat] == 0:
        return R.LAWYERS, _("both your lawyers are already in use")
    for q, pile in enumerate(state.denounced):
        for d in pile:
            if d.card == card:
                if q == seat:
                    return R.LAWYERS, _("a lawyer may only defend an employee denounced by another player")
                if d.lawyer is not None:
                    return R.LAWYERS, _("only one lawyer can be placed on each card")
                return R.SCORING_TABLE, _("in the French edition a lawyer on your own illegal worker is a prison "
                                          "offence (-99 in its score table): allowed only with blunders")
    return R.LAWYERS, _("{card} was not denounced", card=card)


def _announce(state: State) -> State:
    p = state.announcer
    count = announcement(state.market, state.illegal_workers[p])
    return record(state, Announced(p, count, state.market, rule=R.INFORMATION), announced=count, phase=Phase.HIRE)


def _take(state: State, action: Hire | Denounce) -> State:
    p, card = state.active, action.card
    market = tuple(c for c in state.market if c != card)
    if isinstance(action, Hire):
        hired = list(state.hired)
        hired[p] = (*hired[p], card)
        return record(state, Hired(p, card, rule=R.HIRING), market=market, hired=tuple(hired), phase=Phase.LAWYERS,
                      to_refill=1)
    piles = list(state.denounced)
    piles[p] = (*piles[p], Denunciation(card))
    return record(state, Denounced(p, card, rule=R.HIRING), market=market, denounced=tuple(piles),
                  phase=Phase.LAWYERS, to_refill=1)


def _lawyer(state: State, action: Lawyer) -> State:
    p = state.active
    piles = list(state.denounced)
    for q, pile in enumerate(piles):
        for i, d in enumerate(pile):
            if d.card == action.card:
                piles[q] = (*pile[:i], replace(d, lawyer=p), *pile[i + 1 :])
                left = list(state.lawyers_left)
                left[p] -= 1
                return record(state, Defended(p, action.card, q, rule=R.LAWYERS), denounced=tuple(piles),
                              lawyers_left=tuple(left))
    raise AssertionError("unreachable: the lawyer was checked")  # pragma: no cover


def _end_turn(state: State) -> State:
    """Phase 4 (supply): refill the space the active player emptied; then the end check or the next turn."""
    if state.to_refill:
        state = evolve(state, to_refill=0)
        # First pass: back to full size (an Ich-AG met by a detective's refill may have filled it already).
        state = reveal_one(state) if state.reshuffled else fill_to(state, state.options.market_size(state.n))
    if state.reshuffled and not state.draw_pile and len(state.market) <= state.n:
        return _game_over(state)
    nxt = (state.active + 1) % state.n
    turn = state.turn + 1
    return record(state, TurnStarted(nxt, turn, rule=R.TURN), active=nxt, turn=turn, phase=Phase.INFORMATION,
                  announced=None, closed=frozenset())


def _game_over(state: State) -> State:
    """Section 'Ending the game' and 'Scoring': leftovers leave, illegal workers are revealed."""
    left = (*state.market, *state.special_pile)
    state = evolve(state, market=(), special_pile=(), removed=(*state.removed, *left), phase=Phase.GAME_OVER)
    return record(
        state,
        GameEnded(left, rule=R.END),
        *(IllegalWorkersRevealed(p, tuple(sorted(w)), rule=R.SCORING) for p, w in enumerate(state.illegal_workers)),
    )
