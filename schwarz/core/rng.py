"""Seeded randomness kept inside the state: every randomness comes from the seed.

An ``Rng`` is an immutable value: each draw returns the result and the next ``Rng``. It serialises as two
integers, so a saved state continues exactly as the original would have.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class Rng:
    """A seed and the number of draws made from it so far."""

    seed: int
    draws: int = 0

    def _generator(self) -> random.Random:
        # A string seed is hashed with SHA-512 by CPython: stable across runs and platforms.
        return random.Random(f"{self.seed}:{self.draws}")

    def shuffled(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """A shuffled copy of ``items`` and the next generator."""
        out = list(items)
        self._generator().shuffle(out)
        return tuple(out), Rng(self.seed, self.draws + 1)

    def randrange(self, stop: int) -> tuple[int, Rng]:
        """A uniform integer in ``range(stop)`` and the next generator."""
        return self._generator().randrange(stop), Rng(self.seed, self.draws + 1)

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        """One of ``items`` uniformly and the next generator."""
        i, nxt = self.randrange(len(items))
        return items[i], nxt
