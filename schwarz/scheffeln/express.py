"""The Express exercise (sections sch.express.play, sch.express.moving): what the revealed row will do.

``predict`` answers the question every Express player races to answer: where will the cars land once the row
takes effect left to right, and what would each character earn? The exercise panel checks a guess with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from schwarz.core.codec import excerpt
from schwarz.core.errors import InvalidAction
from schwarz.i18n import _
from schwarz.scheffeln.cars import COLOURS, Colour
from schwarz.scheffeln.moving import LETTERS, RING, Movement, Stacks, Step, check_stacks, position_of, step
from schwarz.scheffeln.state import State


@dataclass(frozen=True)
class Prediction:
    """The board after the row, each step with the moving rule it applied (``movements``, businesses named by the
    ring's letters), and per character: the ring position where it ends, whether it earns (alone or on top) and
    the value of the token it takes (``None`` if unknown)."""

    stacks: Stacks
    steps: tuple[Step, ...]
    movements: tuple[Movement, ...]
    lands: dict[Colour, int]
    earns: dict[Colour, bool]
    money: dict[Colour, int | None]

    def best(self) -> tuple[Colour, ...]:
        """The characters that would earn the most (the Express players' target)."""
        known = {c: v for c, v in self.money.items() if v is not None and self.earns[c]}
        if not known:
            return ()
        top = max(known.values())
        return tuple(c for c in COLOURS if known.get(c) == top)


def predict(
    stacks: Sequence[Sequence[str]],
    row: Sequence[str],
    top_tokens: Sequence[int | None] | None = None,
    labels: Sequence[str] = LETTERS,
) -> Prediction:
    """Resolve the revealed ``row`` (colour cards, left to right) on ``stacks``; ``top_tokens[i]`` is the face-up
    token value at ring position ``i`` (``None``: no token), ``labels`` the business letters of the ring."""
    for card in row:
        if card not in COLOURS:
            raise InvalidAction(_("the Express row holds colour cards only, not {card}", card=excerpt(card)))
    if top_tokens is not None and len(top_tokens) != RING:
        raise InvalidAction(_("top_tokens must give one value per business ({count}), not {found}", count=RING,
                              found=len(top_tokens)))
    board = check_stacks(stacks)
    steps: list[Step] = []
    for card in row:
        s = step(board, card)
        steps.append(s)
        board = s.stacks
    lands: dict[Colour, int] = {}
    earns: dict[Colour, bool] = {}
    money: dict[Colour, int | None] = {}
    for c in COLOURS:
        if not any(c in s for s in board):
            continue
        i = position_of(board, c)
        lands[c] = i
        earns[c] = board[i][-1] == c
        value = top_tokens[i] if top_tokens is not None else None
        money[c] = (value if earns[c] else 0) if value is not None else (None if earns[c] else 0)
    return Prediction(board, tuple(steps), tuple(s.movement(labels) for s in steps), lands, earns, money)


def predict_state(state: State) -> Prediction:
    """``predict`` for an Express state with its row on the table (phase CLAIM or MOVING)."""
    if not state.row:
        raise InvalidAction(_("the prediction needs an Express game with its row of cards on the table"))
    tops = tuple(s[0] if s else None for s in state.tokens)
    return predict(state.stacks, state.row, tops, state.ring)
