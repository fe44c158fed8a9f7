"""One bot interface for all games: a bot sees only its seat's view and the legal actions.

A bot is any object with a ``name`` and ``choose(view, actions, rng) -> action``; ``rng`` is a
``random.Random`` seeded by the caller, so a seed replays a game exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol


class Bot(Protocol):
    """Chooses one of ``actions`` from what its seat may see."""

    name: str

    def choose(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any: ...


@dataclass(frozen=True)
class RandomBot:
    """Plays a uniformly random legal action."""

    name: str = "random"

    def choose(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any:
        return actions[rng.randrange(len(actions))]
