"""Writing events to the log: one readable line each, with the rule that governs it and who may see it."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from schwarz.core.events import Event
from schwarz.core.values import evolve
from schwarz.schwarzmarkt.commodities import Commodity
from schwarz.schwarzmarkt.state import State


def say(
    state: State,
    kind: str,
    text: str,
    rule: str,
    player: int | None = None,
    visible_to: frozenset[int] | None = None,
    **data: Any,
) -> State:
    """``state`` with one more event in its log."""
    return evolve(state, log=(*state.log, Event(kind, text, rule, player, visible_to, data)))


def goods_data(goods: Iterable[Commodity]) -> tuple[str, ...]:
    return tuple(c.value for c in goods)
