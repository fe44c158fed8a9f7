"""The price track (sm.contents, sm.round.price, sm.round.end, sm.events.limit).

14 spaces from 1 to 50, each with a die symbol: the most spaces the marker may move when the player did not
exchange. After an exchange it moves exactly one space. The marker never passes the end space: 50, or under
Limit! the first space worth 25 or more.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from schwarz.schwarzmarkt.components import track_table

LIMIT_VALUE = 25


@dataclass(frozen=True)
class Space:
    """One price space: its exchange ``value`` and its ``die`` symbol."""

    index: int
    value: int
    die: int


def default_values() -> tuple[int, ...]:
    return tuple(v for v, _ in track_table())


@cache
def build(values: tuple[int, ...] | None = None) -> tuple[Space, ...]:
    """The track from the data file, with ``values`` overriding the printed values (a design-lab knob)."""
    table = track_table()
    vals = values if values is not None else tuple(v for v, _ in table)
    return tuple(Space(i, v, d) for i, (v, (_, d)) in enumerate(zip(vals, table, strict=True)))


def end_space(track: tuple[Space, ...], limit: bool) -> int:
    """Index of the space that ends an exchange round: the last (50), or the first worth 25+ under Limit!."""
    if limit:
        for s in track:
            if s.value >= LIMIT_VALUE:
                return s.index
    return len(track) - 1


def max_move(track: tuple[Space, ...], marker: int, end: int) -> int:
    """Most spaces a player who did not exchange may move: the die symbol, never past the end space."""
    return min(track[marker].die, end - marker)
