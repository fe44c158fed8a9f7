"""A compact notation for positions (one scenario test per rule, from a compact position).

``position(...)`` builds a valid ``State`` from the few facts a scenario needs; every card not placed
explicitly goes to the draw pile (after the ones given), so the 61 cards are always accounted for.
Cards are written ``"Sid Schmiel/weekend"`` or as ``Card`` values.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from schwarz.core.rng import Rng
from schwarz.schwarzarbeit.cards import ALL_CARDS, ICH_AG, Card, Shift
from schwarz.schwarzarbeit.options import Options
from schwarz.schwarzarbeit.serialize import validate
from schwarz.schwarzarbeit.state import Denunciation, Phase, State

CardLike = Card | str


def card(text: CardLike) -> Card:
    """``"Heinz Henn/day"`` -> ``Card('Heinz Henn', Shift.DAY)``; ``"Ich-AG"`` -> the Ich-AG card."""
    if isinstance(text, Card):
        return text
    if text == ICH_AG.employee:
        return ICH_AG
    name, _, shift = text.partition("/")
    return Card(name.strip(), Shift(shift.strip()))


def cards(items: Iterable[CardLike]) -> tuple[Card, ...]:
    return tuple(card(c) for c in items)


def position(
    players: Sequence[str],
    illegal: Mapping[int, Iterable[str]],
    market: Iterable[CardLike],
    *,
    active: int = 0,
    phase: Phase = Phase.INFORMATION,
    draw: Iterable[CardLike] = (),
    discard: Iterable[CardLike] = (),
    special: Iterable[CardLike] = (),
    removed: Iterable[CardLike] = (),
    hired: Mapping[int, Iterable[CardLike]] | None = None,
    denounced: Mapping[int, Iterable[CardLike]] | None = None,
    detectives: Sequence[bool] | None = None,
    reshuffled: bool = False,
    rest: str = "draw",
    options: Options | None = None,
    seed: int = 0,
) -> State:
    """A valid state with exactly these facts; the other cards go to the draw pile (or ``rest='removed'``)."""
    n = len(players)
    options = options or Options()
    workers = tuple(frozenset(illegal.get(p, ())) for p in range(n))
    placed = {
        "market": cards(market),
        "draw": cards(draw),
        "discard": cards(discard),
        "special": cards(special),
        "removed": cards(removed),
    }
    hired_t = tuple(cards((hired or {}).get(p, ())) for p in range(n))
    den_t = tuple(tuple(Denunciation(c) for c in cards((denounced or {}).get(p, ()))) for p in range(n))
    used = {c for group in placed.values() for c in group}
    used |= {c for h in hired_t for c in h} | {d.card for pile in den_t for d in pile}
    used |= {Card(e, Shift.WEEKEND) for w in workers for e in w}
    leftover = tuple(c for c in ALL_CARDS if c not in used)
    draw_pile = placed["draw"] + (leftover if rest == "draw" else ())
    removed_t = placed["removed"] + (leftover if rest == "removed" else ())
    state = State(
        players=tuple(players),
        options=options,
        rng=Rng(seed),
        illegal_workers=workers,
        market=placed["market"],
        draw_pile=draw_pile,
        discard_pile=placed["discard"],
        special_pile=placed["special"],
        removed=removed_t,
        reshuffled=reshuffled,
        hired=hired_t,
        denounced=den_t,
        lawyers_left=(2,) * n,
        detectives=tuple(detectives) if detectives is not None else (True,) * n,
        active=active,
        phase=phase,
    )
    validate(state)
    return state
