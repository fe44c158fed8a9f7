"""What a seat cannot see, dealt anew: the same game as that seat knows it (views leak nothing if the seat's view
of the re-dealt game is the same; a search bot samples the hidden cards the same way).

Hidden from a seat: the other players' commodity and black-market cards, both face-down draw piles (sm.setup)
and the seed of what comes next.
"""

from __future__ import annotations

import random

from schwarz.core.rng import Rng
from schwarz.core.values import evolve
from schwarz.schwarzmarkt.commodities import sort_goods
from schwarz.schwarzmarkt.state import State


def redeal(state: State, seat: int | None, rng: random.Random) -> State:
    """``state`` with everything hidden from ``seat`` dealt anew (same counts); the teacher (``None``) sees all."""
    if seat is None or state.is_over:
        return state
    others = [q for q in range(state.n) if q != seat]
    pool = [*state.deck, *(c for q in others for c in state.hands[q])]
    rng.shuffle(pool)
    hands = list(state.hands)
    for q in others:
        hands[q], pool = sort_goods(pool[: len(hands[q])]), pool[len(hands[q]) :]
    cards = [*state.black_market_deck, *(c for q in others for c in state.black_market_hands[q])]
    rng.shuffle(cards)
    black_market = list(state.black_market_hands)
    for q in others:
        k = len(black_market[q])
        black_market[q], cards = tuple(cards[:k]), cards[k:]
    return evolve(state, hands=tuple(hands), deck=tuple(pool), black_market_hands=tuple(black_market),
                  black_market_deck=tuple(cards), rng=Rng(rng.randrange(2**63)))
