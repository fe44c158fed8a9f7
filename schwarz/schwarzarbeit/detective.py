"""The detective (section 'At any time: The detective').

Any player holding a detective may place it on a face-up market card at any decision point, the active player
included. Claims made at the same decision point form one window and are resolved together just before the
next other action: a card claimed once goes to its claimer's denounced pile (his detective goes back into the
box) and its space is refilled; a card claimed twice is 'an argument': nobody gets it, the arguing detectives
go back to their owners, and no detective may be placed on that card again this turn.
"""

from __future__ import annotations

from schwarz.core.errors import IllegalAction, InvalidAction
from schwarz.core.values import evolve
from schwarz.schwarzarbeit import rule_ids as R
from schwarz.schwarzarbeit.actions import Detective
from schwarz.schwarzarbeit.log import card_data, say
from schwarz.schwarzarbeit.market import refill_detective_space
from schwarz.schwarzarbeit.state import Claim, Denunciation, State


def claim_refusal(state: State, action: Detective) -> tuple[str, str] | None:
    """The (rule id, reason) that forbids ``action`` now, or None if it is allowed."""
    p, card = action.player, action.card
    if not 0 <= p < state.n:
        raise InvalidAction(f"{action!r}: there is no seat {p}")
    if not state.detectives[p]:
        return R.DETECTIVE, "a player has only one detective per game"
    if any(c.player == p for c in state.claims):
        return R.DETECTIVE, "this player's detective is already placed"
    if card not in state.market:
        return R.DETECTIVE, f"{card} is not on the labour market"
    if card in state.closed:
        return R.DETECTIVE, f"after an argument no detective may be placed on {card} this turn"
    if card.employee in state.illegal_workers[p] and not state.options.blunders:
        return R.OBJECT, "you may never denounce your own illegal worker"
    return None


def place(state: State, action: Detective) -> State:
    """Put a claim on the card (resolved with the other claims of this window)."""
    refusal = claim_refusal(state, action)
    if refusal is not None:
        raise IllegalAction(*refusal, action, state.phase)
    state = evolve(state, claims=(*state.claims, Claim(action.player, action.card)))
    return say(
        state,
        "detective-placed",
        f"{state.players[action.player]} places a detective on {action.card}",
        R.DETECTIVE,
        player=action.player,
        card=card_data(action.card),
    )


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
        if len(who) > 1:
            names = " and ".join(state.players[p] for p in who)
            state = evolve(state, closed=state.closed | {card})
            state = say(
                state,
                "argument",
                f"Argument! {names} claim {card} at once: nobody gets the card, and no detective may be placed "
                "on it this turn",
                R.DETECTIVE,
                card=card_data(card),
                players=tuple(who),
            )
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
        state = say(
            state,
            "detective",
            f"{state.players[p]}'s detective denounces {card}; the detective goes back into the box",
            R.DETECTIVE,
            player=p,
            card=card_data(card),
        )
        taken += 1
    for _ in range(taken):
        if len(state.market) >= size_before:  # an Ich-AG met by an earlier refill filled the market already
            break
        state = refill_detective_space(state, from_special=after_reshuffle)
    return state
