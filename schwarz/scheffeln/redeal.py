"""What a seat cannot see, dealt anew: the same game as that seat knows it (views leak nothing if the seat's view
of the re-dealt game is the same; a search bot samples the hidden cards the same way).

Hidden from a seat: the other players' movement cards, the draw deck and the cards played face down
(sch.turn.exchange), the order of the money tokens under the face-up one (sch.setup), and the seed of what comes
next.
"""

from __future__ import annotations

import random

from schwarz.core.rng import Rng
from schwarz.core.values import evolve
from schwarz.scheffeln.state import State


def redeal(state: State, seat: int | None, rng: random.Random) -> State:
    """``state`` with everything hidden from ``seat`` dealt anew (same counts); the teacher (``None``) sees all."""
    if seat is None or state.is_over:
        return state
    others = [p for p in range(state.n) if p != seat]
    pool = [*(c for p in others for c in state.hands[p]), *state.deck, *state.face_down]
    rng.shuffle(pool)
    hands = list(state.hands)
    for p in others:
        k = len(hands[p])
        hands[p], pool = tuple(sorted(pool[:k])), pool[k:]
    k = len(state.deck)
    tokens = tuple((s[0], *rng.sample(s[1:], len(s) - 1)) if s else s for s in state.tokens)
    return evolve(state, hands=tuple(hands), deck=tuple(pool[:k]), face_down=tuple(pool[k:]), tokens=tokens,
                  rng=Rng(rng.randrange(2**63)))
