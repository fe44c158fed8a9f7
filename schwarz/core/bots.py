"""One bot interface for all games: a bot sees only its seat's view and the legal actions.

A bot has a ``name``, ``choose(view, actions, rng) -> action`` for its own turn and
``interject(view, actions, rng) -> action | None`` for actions out of turn (a Schwarzarbeit detective);
``rng`` is a ``random.Random`` seeded by the caller, so a seed replays a game exactly. Two optional attributes
spare the play loop work: ``blind = True`` (it never looks at its view: it is handed none) and
``interjects_after`` (event types: it acts out of turn only right after one of them, so it is not asked otherwise).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol


class Bot(Protocol):
    """Chooses one of ``actions`` from what its seat may see."""

    @property
    def name(self) -> str: ...

    def choose(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any: ...

    def interject(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any | None: ...


@dataclass(frozen=True)
class RandomBot:
    """Plays a uniformly random legal action; out of turn it acts now and then (``interject_rate``)."""

    name: str = "random"
    interject_rate: float = 0.02
    blind = True
    """It never looks at its view (the play loop hands it none)."""

    def choose(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any:
        return actions[rng.randrange(len(actions))]

    def interject(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any | None:
        if actions and rng.random() < self.interject_rate:
            return actions[rng.randrange(len(actions))]
        return None


def rollout_totals(options: Sequence[Any], samples: int, rng: random.Random,
                   world: Callable[[random.Random], Any | None],
                   value: Callable[[Any, Any, int], float]) -> list[float] | None:
    """Determinized Monte Carlo (the search bots): ``samples`` times a world the seat cannot tell from the real one
    (``world(rng)``, drawn from what it has not seen) and one seed shared by every option, so options are compared
    on the same futures; each option's ``value(world, option, seed)`` summed. None when no world could be drawn."""
    totals = [0.0] * len(options)
    for _sample in range(samples):
        drawn = world(rng)
        if drawn is None:
            return None
        seed = rng.randrange(2**31)
        for i, option in enumerate(options):
            totals[i] += value(drawn, option, seed)
    return totals
