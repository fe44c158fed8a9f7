"""The brute-force enumerator: every joint hidden deal, one by one (the test oracle and benchmark baseline).

Deliberately plain: each hidden player's possible hands are checked against the facts with the engine's own
``announcement`` (sa.turn.information), then every disjoint combination is visited.
"""

from __future__ import annotations

import time
from itertools import combinations

from schwarz.schwarzarbeit.deduction.counting import Counts
from schwarz.schwarzarbeit.deduction.knowledge import Knowledge, universe


class TooSlow(RuntimeError):
    """The enumeration passed its deadline."""


def brute_force(k: Knowledge, deadline: float | None = None) -> Counts:
    """Worlds and per-player employee counts by enumeration; ``deadline`` is a ``time.monotonic()`` value."""
    hidden = k.hidden
    per: dict[int, dict[str, int]] = {q: {} for q in hidden}
    if not k.consistent_known():
        return Counts(0, per)
    pool = universe(k)
    hands: list[list[frozenset[str]]] = []
    for q in hidden:
        mine = [c for c in k.constraints if c.player == q]
        hands.append([
            h
            for h in map(frozenset, combinations(pool, k.per_player))
            if not h & k.excluded[q] and all(c.holds(h) for c in mine)
        ])
    worlds = 0
    tally: list[dict[str, int]] = [{} for _ in hidden]
    chosen: list[frozenset[str]] = []
    steps = 0

    def visit(i: int, used: frozenset[str]) -> None:
        nonlocal worlds, steps
        if i == len(hidden):
            worlds += 1
            for j, h in enumerate(chosen):
                for e in h:
                    tally[j][e] = tally[j].get(e, 0) + 1
            steps += 1
            if deadline is not None and steps % 4096 == 0 and time.monotonic() > deadline:
                raise TooSlow("brute force passed its deadline")  # dev-text
            return
        for h in hands[i]:
            if not h & used:
                chosen.append(h)
                visit(i + 1, used | h)
                chosen.pop()

    visit(0, frozenset())
    for j, q in enumerate(hidden):
        per[q] = tally[j]
    return Counts(worlds, per)
