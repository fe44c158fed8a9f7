"""The simulator's private fast path for Schwarzarbeit (``schwarz.core.fastpath``): whole seeded games played on a
compact, mutable position, the very games ``schwarz.sim.play_one`` plays with the engine (same deal, same draws,
same actions in the same order, same scores), some eight times faster with random bots and about five times as fast
with deduction bots (their exact counts made by the compiled counter, ``deals_compiled``).

- ``fast_table``: the position (cards as ints, piles as lists) and the rules on it, step for step as the engine's
  ``setup``, ``rules``, ``market``, ``detective`` and ``scoring``;
- this module: the entry (``play``, named by ``GameSpec.fast_play``) and the scores (``outcome``);
- ``fast_bots``: the play loop (``play.decide``: who is asked, in which order) and the choices of the random bot and
  of the deduction bot, the latter by the engine's own rules (``bots.decide``, ``bots.claim``) on the engine's own
  ``belief.Belief``, fed with the engine's events.

No state value, view or event is built for random bots; actions are chosen by index in the engine's order of
``rules.legal_actions`` and built as the engine's action values only for a ``trace``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from schwarz.core import legality
from schwarz.core.fastpath import Outcome, seat_kinds, unless_refused
from schwarz.schwarzarbeit import pages
from schwarz.schwarzarbeit.fast_bots import PLAYED, RANDOM, play_out
from schwarz.schwarzarbeit.fast_table import EMPLOYEE, Table
from schwarz.schwarzarbeit.options import Edition, Options
from schwarz.schwarzarbeit.setup import PLAYERS

TEXTS = Options()
"""The texts' rules (options None), made once: an Options value checks its fields when it is made."""


def play(players: int, seed: int, options: Options | None, bots: Sequence[str],
         trace: list[Any] | None = None) -> Outcome | None:
    """The ``FastPlay`` of Schwarzarbeit: the outcome of the game ``sim.play_one`` plays with these seat bots, or
    None for what this fast path does not cover: a bot other than "random" and "deduction" (the "search" bot), or
    arguments the engine's ``new_game`` refuses (the engine then raises its clear error)."""
    kinds = seat_kinds(bots, players, pages.BOTS, PLAYED)
    checked = unless_refused(lambda: _rules(players, seed, options))
    if kinds is None or checked is None:
        return None
    table = Table.deal(players, seed, checked, logged=any(kind != RANDOM for kind in kinds))
    played = play_out(table, kinds, random.Random(seed), trace)
    return None if played is None else outcome(*played)


def _rules(players: int, seed: int, options: Options | None) -> Options:
    """The options ``new_game`` plays with, after its own checks of its arguments (raising where it raises)."""
    checked = legality.arguments(players, seed, options, Options, *PLAYERS, game="Schwarzarbeit") or TEXTS
    checked.check_players(players)
    return checked


def outcome(t: Table, length: int) -> Outcome:
    """``scoring.scores`` (sa.scoring, sa.scoring.lawyers, sa.scoring.detective, sa.scoring.winner): each seat's
    total and tie-break (the illegal workers he denounced, his own included)."""
    v = t.options.scores
    own_lawyer = v.lawyer_on_own_illegal_fr if t.options.edition is Edition.FR else v.lawyer_on_illegal
    owner = t.owner
    defended: list[list[int]] = [[] for _ in range(t.n)]
    for q in range(t.n):
        for c, lawyer in zip(t.denounced[q], t.lawyer_on[q], strict=True):
            if lawyer >= 0:
                defended[lawyer].append(c)
    totals, tiebreaks = [], []
    for p in range(t.n):
        total = 0
        for c in t.hired[p]:
            o = owner[EMPLOYEE[c]]
            total += v.hired_regular if o < 0 else v.hired_own_illegal if o == p else v.hired_foreign_illegal
        caught = 0
        for c in t.denounced[p]:
            o = owner[EMPLOYEE[c]]
            if o < 0:
                total += v.denounced_regular
            else:
                caught += 1
                total += v.denounced_own_illegal if o == p else v.denounced_foreign_illegal
        for c in defended[p]:
            o = owner[EMPLOYEE[c]]
            total += v.lawyer_on_regular if o < 0 else own_lawyer if o == p else v.lawyer_on_illegal
        if t.detectives[p]:
            total += v.detective_kept
        totals.append(total)
        tiebreaks.append(caught)
    return Outcome(tuple(totals), tuple(tiebreaks), length)
