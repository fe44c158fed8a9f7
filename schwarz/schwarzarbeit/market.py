"""The labour market and its supply (section 'Supply for the labour market').

First pass: a revealed employee already on the market is discarded face up. The Ich-AG discards the whole
market, which is then refilled to its full size, and leaves the game. When the draw pile is depleted the
discard pile is shuffled once into a new draw pile, after setting aside a special pile of as many cards as
detectives are left (still in hand); from then on duplicates stay, and the spaces of detectives used after the
reshuffle are refilled from the special pile (a detective used before it is refilled from the draw pile, the new
one if its refill caused the reshuffle), so the special pile always matches the detectives still in hand.
"""

from __future__ import annotations

from schwarz.core.events import record
from schwarz.core.values import evolve
from schwarz.schwarzarbeit import rule_ids as R
from schwarz.schwarzarbeit.cards import Card
from schwarz.schwarzarbeit.events import Discarded, IchAgStruck, Reshuffled, Revealed
from schwarz.schwarzarbeit.state import State


def reveal_one(state: State) -> State:
    """Reveal cards until one more employee stands on the market (or the second draw pile is empty)."""
    while True:
        if not state.draw_pile:
            if state.reshuffled:
                return state
            state = reshuffle(state)
            continue
        card, rest = state.draw_pile[0], state.draw_pile[1:]
        if card.is_ich_ag:
            return ich_ag(evolve(state, draw_pile=rest), card)
        if not state.reshuffled and any(c.employee == card.employee for c in state.market):
            state = record(state, Discarded(card, rule=R.REFILL), draw_pile=rest,
                           discard_pile=(*state.discard_pile, card))
            continue
        return record(state, Revealed(card, rule=R.REFILL), draw_pile=rest, market=(*state.market, card))


def fill_to(state: State, size: int) -> State:
    """Reveal employees until the market holds ``size`` cards (or nothing is left to draw)."""
    while len(state.market) < size:
        before = (len(state.market), len(state.draw_pile), state.reshuffled)
        state = reveal_one(state)
        if (len(state.market), len(state.draw_pile), state.reshuffled) == before:
            break
    return state


def ich_ag(state: State, card: Card) -> State:
    """The Ich-AG strikes: the market is discarded and refilled to full size; the card leaves the game."""
    gone = state.market
    state = evolve(
        state,
        market=(),
        discard_pile=(*state.discard_pile, *gone),
        removed=(*state.removed, card),
        to_refill=0,  # the market is refilled to full size now: no space is owed any more
    )
    state = record(state, IchAgStruck(gone, rule=R.REFILL))
    return fill_to(state, state.options.market_size(state.n))


def reshuffle(state: State) -> State:
    """The single reshuffle: discard pile -> special pile (one card per detective left) + new draw pile."""
    pile, rng = state.rng.shuffled(state.discard_pile)
    left = sum(state.detectives)
    special, draw = pile[:left], pile[left:]
    state = evolve(
        state, rng=rng, discard_pile=(), draw_pile=draw, special_pile=special, reshuffled=True
    )
    return record(state, Reshuffled(len(special), len(draw), left, rule=R.REFILL))


def refill_detective_space(state: State, from_special: bool) -> State:
    """Refill one space taken by a detective: from the special pile if the detective was used after the
    reshuffle (``from_special``), else as any supply (the draw pile, reshuffling it once if it is depleted)."""
    if not from_special:
        return reveal_one(state)
    if not state.special_pile:
        return state
    card, rest = state.special_pile[0], state.special_pile[1:]
    state = evolve(state, special_pile=rest, market=(*state.market, card))
    return record(state, Revealed(card, from_special=True, rule=R.REFILL))


def first_pass_duplicates(market: tuple[Card, ...]) -> bool:
    """Does the market show one employee twice? (Never allowed before the reshuffle.)"""
    names = [c.employee for c in market]
    return len(set(names)) != len(names)
