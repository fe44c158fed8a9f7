"""Choosing the actions of a random legal game in tests: drawn by Hypothesis (``drawn``: a failing property test
shrinks to the list of actions, each printed as code) or by a generator seeded in the test (``seeded``: plain tests
that play a fixed game).

A chooser takes the actions to choose from and, optionally, actions to choose rarely (about one step in 20: a
Schwarzarbeit detective used out of turn), so a game does not spend them all at once.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from hypothesis import strategies as st

RARELY = 20
"""A rare action is chosen about once in this many steps."""


class Chooser(Protocol):
    def __call__(self, actions: Sequence[Any], rarely: Sequence[Any] = ()) -> Any: ...


def drawn(data: st.DataObject) -> Chooser:
    """Hypothesis draws every action (labelled 'action'); it shrinks towards the first action offered."""

    def choose(actions: Sequence[Any], rarely: Sequence[Any] = ()) -> Any:
        strategy = st.sampled_from(actions)
        if rarely:
            strategy = st.one_of(*[strategy] * (RARELY - 1), st.sampled_from(rarely))
        return data.draw(strategy, label="action")

    return choose


def seeded(seed: int) -> Chooser:
    """A generator seeded with ``seed`` chooses: the same seed, the same game."""
    rng = random.Random(seed)

    def choose(actions: Sequence[Any], rarely: Sequence[Any] = ()) -> Any:
        if rarely and rng.randrange(RARELY) == 0:
            return rng.choice(rarely)
        return rng.choice(actions)

    return choose


def recorded(choose: Chooser, into: list[Any]) -> Chooser:
    """``choose``, keeping every action it picks in ``into`` (to replay them)."""

    def record(actions: Sequence[Any], rarely: Sequence[Any] = ()) -> Any:
        action = choose(actions, rarely)
        into.append(action)
        return action

    return record
