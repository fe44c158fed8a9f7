"""The brute-force enumerator: every joint hidden deal, one by one (the test oracle and benchmark baseline).

Deliberately plain: each hidden player's possible hands are checked against the facts with the engine's own
``announcement`` (sa.turn.information), then every disjoint combination is visited.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from itertools import combinations

from schwarz.schwarzarbeit.deduction.counting import Counts, World
from schwarz.schwarzarbeit.deduction.facts import Fact, FactKind
from schwarz.schwarzarbeit.deduction.knowledge import Knowledge, universe


class TooSlow(RuntimeError):
    """The enumeration passed its deadline."""


def _hands(k: Knowledge, q: int) -> list[frozenset[str]]:
    mine = [c for c in k.constraints if c.player == q]
    return [
        h
        for h in map(frozenset, combinations(universe(k), k.per_player))
        if not h & k.excluded[q] and all(c.holds(h) for c in mine)
    ]


def brute_worlds(k: Knowledge, deadline: float | None = None,
                 first: dict[int, list[frozenset[str]]] | None = None) -> Iterator[World]:
    """Every possible deal of ``k``, one by one (``first``: the hands to try for some players instead of all of
    theirs); ``deadline`` is a ``time.monotonic()`` value."""
    hidden = k.hidden
    if not k.consistent_known():
        return
    hands = [first[q] if first and q in first else _hands(k, q) for q in hidden]
    chosen: list[frozenset[str]] = []
    steps = 0

    def visit(i: int, used: frozenset[str]) -> Iterator[World]:
        nonlocal steps
        steps += 1
        if deadline is not None and steps % 4096 == 0 and time.monotonic() > deadline:
            raise TooSlow("brute force passed its deadline")  # dev-text
        if i == len(hidden):
            world = list(k.known)
            for q, h in zip(hidden, chosen, strict=True):
                world[q] = h
            yield tuple(h if h is not None else frozenset() for h in world)
            return
        for h in hands[i]:
            if not h & used:
                chosen.append(h)
                yield from visit(i + 1, used | h)
                chosen.pop()

    yield from visit(0, frozenset())


def brute_force(k: Knowledge, deadline: float | None = None) -> Counts:
    """Worlds and per-player employee counts by enumeration; ``deadline`` is a ``time.monotonic()`` value."""
    hidden = k.hidden
    worlds = 0
    tally: dict[int, dict[str, int]] = {q: {} for q in hidden}
    for world in brute_worlds(k, deadline):
        worlds += 1
        for q in hidden:
            for e in world[q]:
                tally[q][e] = tally[q].get(e, 0) + 1
    return Counts(worlds, tally)


def brute_counterexample(k: Knowledge, fact: Fact) -> World | None:
    """A possible deal of ``k`` that contradicts ``fact``, or None if every one agrees (the enumeration gives
    the fact's player, or each player for 'nobody's', only the hands that contradict it)."""
    e = fact.employee
    if fact.kind is FactKind.NOBODYS:
        tries = [(q, True) for q in k.hidden]
    else:
        assert fact.player is not None
        tries = [(fact.player, fact.kind is FactKind.NOT_FOR)]
    for q, has in tries:
        known = k.known[q]
        if known is not None:
            if (e in known) == has:
                return next(brute_worlds(k), None)
            continue
        first = {q: [h for h in _hands(k, q) if (e in h) == has]}
        world = next(brute_worlds(k, first=first), None)
        if world is not None:
            return world
    return None
