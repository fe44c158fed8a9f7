"""What a seat cannot see, dealt anew: the same game as that seat knows it (views leak nothing if the seat's view
of the re-dealt game is the same; a search bot samples the hidden cards the same way).

Hidden from a seat: the other players' illegal workers (their face-down weekend cards, sa.setup), the order and
contents of the face-down draw pile and the special pile (sa.turn.refill), and the seed of what comes next.
"""

from __future__ import annotations

import random

from schwarz.core.rng import Rng
from schwarz.core.values import evolve
from schwarz.schwarzarbeit.cards import Card, Shift
from schwarz.schwarzarbeit.state import State


def redeal(state: State, seat: int | None, rng: random.Random) -> State:
    """``state`` with everything hidden from ``seat`` dealt anew (same counts); the teacher (``None``) sees all."""
    if seat is None or state.is_over:
        return state
    others = [p for p in range(state.n) if p != seat]
    piles = [*state.draw_pile, *state.special_pile]
    hidden_weekends = [c.employee for c in piles if c.shift is Shift.WEEKEND]
    pool = [*(e for p in others for e in sorted(state.illegal_workers[p])), *hidden_weekends]
    rng.shuffle(pool)
    workers = list(state.illegal_workers)
    for p in others:
        k = len(workers[p])
        workers[p], pool = frozenset(pool[:k]), pool[k:]
    rest = iter(pool)
    cards = [Card(next(rest), Shift.WEEKEND) if c.shift is Shift.WEEKEND else c for c in piles]
    rng.shuffle(cards)
    split = len(state.draw_pile)
    return evolve(state, illegal_workers=tuple(workers), draw_pile=tuple(cards[:split]),
                  special_pile=tuple(cards[split:]), rng=Rng(rng.randrange(2**63)))
