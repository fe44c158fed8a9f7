"""A compact notation for positions: the scenario test of each rule section builds its position from it.

``board("yellow red / - / green / ...")`` reads 8 businesses A..H separated by '/', cars bottom to top, '-' for
none; ``position(...)`` builds a valid base-game ``State`` from the few facts a scenario needs.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from schwarz.core.codec import excerpt
from schwarz.core.contract import DEFAULT_NAMES
from schwarz.core.errors import InvalidState
from schwarz.core.rng import Rng
from schwarz.i18n import _
from schwarz.scheffeln.cars import Colour
from schwarz.scheffeln.components import Card, card_named, deck, default_token_values
from schwarz.scheffeln.moving import LETTERS, Stacks, check_stacks
from schwarz.scheffeln.options import Options
from schwarz.scheffeln.serialize import validate
from schwarz.scheffeln.state import Phase, State, Won


def board(text: str) -> Stacks:
    """``"yellow red / - / green / blue / orange / purple / pink / white"`` -> stacks (A..H, bottom to top)."""
    parts = [p.split() for p in text.split("/")]
    return check_stacks([tuple(c for c in p if c != "-") for p in parts])


def show(stacks: Stacks) -> str:
    """The inverse of ``board``."""
    return " / ".join(" ".join(s) if s else "-" for s in stacks)


def position(
    stacks: Stacks | str,
    characters: Sequence[str | None],
    hands: Sequence[Sequence[str]] | None = None,
    *,
    options: Options | None = None,
    tokens: Sequence[Sequence[int]] | None = None,
    money: Mapping[int, Sequence[Won]] | None = None,
    start: int = 0,
    phase: Phase = Phase.PLAY,
    seed: int = 0,
) -> State:
    """A valid base-game state at the start of a round (or, ``phase=Phase.SCHEFFELN``, once all cards are played).

    Cards not in ``hands`` lie undealt; ``tokens`` defaults to the data file's stacks, most valuable on top.
    """
    options = options or Options()
    n = len(characters)
    board_ = board(stacks) if isinstance(stacks, str) else check_stacks(stacks)
    hands_t = tuple(tuple(sorted(card_named(c) for c in h)) for h in (hands if hands is not None else [()] * n))
    left = Counter(deck(options.run))
    for h in hands_t:
        left.subtract(h)
    if any(v < 0 for v in left.values()):
        raise InvalidState(_("the hands hold more cards than the deck: {hands}", hands=excerpt(hands_t)))
    rest = tuple(sorted(left.elements()))
    played: tuple[Card, ...] = ()
    if phase is Phase.SCHEFFELN and not options.express:
        k = n * options.hand_size  # every card of the round has been played (face up, for simplicity)
        played, rest = rest[:k], rest[k:]
    values = options.token_values or default_token_values()
    toks = tuple(tuple(t) for t in tokens) if tokens is not None else tuple(tuple(sorted(s, reverse=True))
                                                                            for s in values)
    state = State(
        players=DEFAULT_NAMES[:n],
        options=options,
        rng=Rng(seed),
        ring=tuple(LETTERS),
        stacks=board_,
        tokens=toks,
        money=tuple(tuple((money or {}).get(p, ())) for p in range(n)),
        characters=tuple(Colour(c) if c is not None else None for c in characters),
        hands=hands_t,
        deck=rest,
        played=played,
        start=start,
        active=start,
        phase=phase,
    )
    validate(state)
    return state
