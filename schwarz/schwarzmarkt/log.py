"""Writing events to the log: one readable line each, with the rule that governs it and who may see it."""

from __future__ import annotations

from collections.abc import Iterable

from schwarz.core.events import say as say  # one log writer for all games
from schwarz.schwarzmarkt.commodities import Commodity


def goods_data(goods: Iterable[Commodity]) -> tuple[str, ...]:
    return tuple(c.value for c in goods)
