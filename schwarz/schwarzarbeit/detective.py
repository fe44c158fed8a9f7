"""The detective (section 'At any time: The detective').

Any player holding a detective may place it on a face-up market card at any decision point, the active player
included. Claims made at the same decision point form one window and are resolved together just before the
next other action: a claimed card goes to its claimer's denounced pile (his detective goes back into the box)
and its space is refilled. 'Only one detective can be placed on each card. Whoever chooses first gets the card':
the engine knows who chose first, so a second claim on a claimed card is refused. With
``Options(detective_arguments=True)`` claims of one window count as simultaneous grabs instead: a card claimed
twice is 'an argument' -- nobody gets it, the arguing detectives are used up (into the box: an argument is never
a free veto), and no detective may be placed on that card again this turn.
"""

from __future__ import annotations

from schwarz.core.errors import IllegalAction, InvalidAction
from schwarz.core.events import record
from schwarz.core.values import evolve
from schwarz.i18n import Msg, _
from schwarz.schwarzarbeit import rule_ids as R
from schwarz.schwarzarbeit.actions import Detective
from schwarz.schwarzarbeit.cards import ALL_CARDS, Card
from schwarz.schwarzarbeit.events import Argument, DetectiveDenounced, DetectivePlaced
from schwarz.schwarzarbeit.market import refill_detective_space
from schwarz.schwarzarbeit.state import Claim, Denunciation, State


def claim_refusal(state: State, action: Detective) -> tuple[str, Msg] | None:
    """The (rule id, reason) that forbids ``action`` now, or None if it is allowed."""
    p, card = action.player, action.card
    if not 0 <= p < state.n:
        raise InvalidAction(_("there is no seat {seat}", seat=p))
    if not state.detectives[p]:
        return R.DETECTIVE, _("a player has only one detective per game")
    if any(c.player == p for c in state.claims):
        return R.DETECTIVE, _("this player's detective is already placed")
    if card not in state.market:
        return R.DETECTIVE, _("{card} is not on the labour market", card=card)
    if card in state.closed:
        return R.DETECTIVE, _("after an argument no detective may be placed on {card} this turn", card=card)
    first = next((c.player for c in state.claims if c.card == card), None)
    if first is not None and not state.options.detective_arguments:
        return R.DETECTIVE, _("only one detective can be placed on each card: {name} chose {card} first and gets "
                              "the card", name=state.players[first], card=card)
    if card.employee in state.illegal_workers[p] and not state.options.blunders:
        return R.OBJECT, _("you may never denounce your own illegal worker")
    return None


def claims(state: State, seat: int) -> list[Detective]:
    """Every claim ``seat`` may place now, in market order: exactly those ``claim_refusal`` allows."""
    if not state.detectives[seat]:
        return []
    own = frozenset() if state.options.blunders else state.illegal_workers[seat]
    made = _CLAIMS[seat] if seat < len(_CLAIMS) else {}
    if not state.claims and not state.closed:
        return [made.get(card) or Detective(seat, card) for card in state.market if card.employee not in own]
    if any(c.player == seat for c in state.claims):
        return []
    taken = () if state.options.detective_arguments else tuple(c.card for c in state.claims)
    return [made.get(card) or Detective(seat, card) for card in state.market
            if card not in state.closed and card not in taken and card.employee not in own]


_CLAIMS = tuple({card: Detective(seat, card) for card in ALL_CARDS} for seat in range(8))
"""Every claim of a seat as a value, made once (actions are values): ``claims`` hands out these."""


def place(state: State, action: Detective) -> State:
    """Put a claim on the card (resolved with the other claims of this window)."""
    refusal = claim_refusal(state, action)
    if refusal is not None:
        raise IllegalAction(*refusal, action, state.phase)
    return claim(state, action)


def claim(state: State, action: Detective) -> State:
    """Put an allowed claim on the card (``place`` without checking it again)."""
    state = evolve(state, claims=(*state.claims, Claim(action.player, action.card)))
    return record(state, DetectivePlaced(action.player, action.card, rule=R.DETECTIVE))


def settle(state: State) -> State:
    """Resolve the open claims: single claims denounce, double claims are an argument."""
    if not state.claims:
        return state
    claims, state = state.claims, evolve(state, claims=())
    size_before = len(state.market)
    # Detectives used before the reshuffle are not 'left in the game': should refilling their spaces deplete
    # the draw pile, the reshuffle sets aside special cards only for the detectives still in hand, and these
    # spaces are refilled from the new draw pile. Only detectives used after the reshuffle take a special card.
    after_reshuffle = state.reshuffled
    taken = 0
    for card in dict.fromkeys(c.card for c in claims):
        who = [c.player for c in claims if c.card == card]
        if len(who) > 1:  # only with Options(detective_arguments=True)
            state = _argument(state, card, tuple(who), after_reshuffle)
            continue
        p = who[0]
        piles = list(state.denounced)
        piles[p] = (*piles[p], Denunciation(card, by_detective=True))
        used = list(state.detectives)
        used[p] = False
        state = evolve(
            state,
            market=tuple(c for c in state.market if c != card),
            denounced=tuple(piles),
            detectives=tuple(used),
        )
        state = record(state, DetectiveDenounced(p, card, rule=R.DETECTIVE))
        taken += 1
    for _refill in range(taken):
        if len(state.market) >= size_before:  # an Ich-AG met by an earlier refill filled the market already
            break
        state = refill_detective_space(state, from_special=after_reshuffle)
    return state


def _argument(state: State, card: Card, who: tuple[int, ...], after_reshuffle: bool) -> State:
    """Nobody gets ``card``; the arguing detectives are used up; the card is closed to detectives this turn.

    After the reshuffle the special pile holds one card per detective still in hand: the cards set aside for
    the detectives lost in the argument leave the game with them (face down, like the special pile at the end).
    """
    used = list(state.detectives)
    for p in who:
        used[p] = False
    gone = state.special_pile[: len(who)] if after_reshuffle else ()
    state = evolve(
        state,
        detectives=tuple(used),
        closed=state.closed | {card},
        special_pile=state.special_pile[len(gone) :],
        removed=(*state.removed, *gone),
    )
    return record(state, Argument(card, who, len(gone), rule=R.DETECTIVE))
