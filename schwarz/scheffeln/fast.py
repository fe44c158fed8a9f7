"""The simulator's private fast path for Scheffeln (``schwarz.core.fastpath``): the engine's games, played faster.

``play`` plays the very game ``schwarz.sim.play_one`` plays (``new_game``, the bots of ``make_bot``, the play loop
of ``schwarz.play.steps``, ``scores``) on a compact, mutable position, ``fast_table.Table``, instead of the
engine's immutable states, events and views. It covers the random bot and the heuristic bot (``fast_bots``), every
player count and every rule knob of ``Options``; for anything else (the search bot, an unknown name, arguments
``new_game`` would refuse) it answers None and the simulator asks the engine.

Exactness: the table draws the state's chance as ``schwarz.core.rng.Rng`` does and offers the legal actions in
the engine's order and number; the bots take from one ``random.Random(seed)`` exactly what the engine's play loop
lets them take: the random bot ``randrange(len(actions))`` on its turn (``_below``: the same ``getrandbits``
calls), even from a single action, and in the Express claims, the only phase where seats act out of turn
(``PhaseSpec.active_players``), ``random() < interject_rate`` before any ``randrange``, seat by seat. The heuristic
bot draws nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from schwarz.core import legality
from schwarz.core.bots import RandomBot
from schwarz.core.fastpath import Outcome, seat_kinds, unless_refused
from schwarz.play import MAX_ACTIONS
from schwarz.scheffeln import pages
from schwarz.scheffeln.fast_bots import best_choice, best_claim, best_play
from schwarz.scheffeln.fast_table import (
    CHOOSE,
    CLAIM,
    CLAIMS,
    OVER,
    PLAY,
    RESOLVE_ACT,
    SCHEFFELN,
    SCHEFFELN_ACT,
    TIMEOUTS,
    Act,
    Table,
    engine_action,
)
from schwarz.scheffeln.options import EXPRESS_PLAYERS, Options, default_options

RANDOM, HEURISTIC = 0, 1
PLAYED = {"": RANDOM, "schwarz.scheffeln.bots:HeuristicBot": HEURISTIC}
"""The bots played here, by the class path of ``pages.BOTS`` ('': ``RandomBot``); the search bot is left to the
engine."""
RATE = RandomBot.interject_rate
"""How often the random bot grabs a character out of turn (``RandomBot.interject``)."""


def play(players: int, seed: int, options: Options | None, bots: Sequence[str],
         trace: list[Any] | None = None) -> Outcome | None:
    """The outcome of the game ``sim.play_one`` plays (``schwarz.core.fastpath.FastPlay``), or None when a bot is
    not covered or the engine would raise. With ``trace``, every action played is appended as the engine's
    action value."""
    kinds = seat_kinds(bots, players, pages.BOTS, PLAYED)
    rules = unless_refused(lambda: _options(players, seed, options))
    if rules is None or kinds is None:
        return None
    table = Table(players, seed, rules)
    rng = random.Random(seed)
    getrandbits = rng.getrandbits
    length = 0
    action: Act
    while True:
        phase = table.phase
        if phase == PLAY:  # sch.turn: the seat to act plays a card
            seat = table.active
            if kinds[seat] == RANDOM:
                cards, free, count = table.offer(seat)
                action = table.play_at(seat, cards, free, _below(getrandbits, count))
            else:
                action = best_play(table, seat)
        elif phase == CLAIM:
            action = _claim(table, kinds, rng)
        elif phase == CHOOSE:  # sch.setup: in turn from the start player
            seat = table.active
            if kinds[seat] == RANDOM:
                free_characters = table.choices()
                action = free_characters[_below(getrandbits, len(free_characters))]
            else:
                action = best_choice(table, seat)
        elif phase == OVER:
            break
        else:  # the Scheffeln phase, the Express row's moves: one action, the start player's
            if kinds[table.start] == RANDOM:
                _below(getrandbits, 1)  # RandomBot.choose draws even from a single action
            action = SCHEFFELN_ACT if phase == SCHEFFELN else RESOLVE_ACT
        if trace is not None:
            trace.append(engine_action(table, action))
        if phase == PLAY:
            table.play_card(action)
        else:
            table.apply(action)
        length += 1
        if length == MAX_ACTIONS:
            return None  # the engine's play loop raises after so many actions (even the last): it says so itself
    return Outcome(tuple(table.money), (0,) * players, length)  # scoring sets no tie-break: 0 for every seat


def _options(players: int, seed: int, options: Options | None) -> Options:
    """The options ``new_game`` plays with, after its own checks of its arguments (raising where it raises)."""
    chosen = legality.arguments(players, seed, options, Options, *EXPRESS_PLAYERS, game="Scheffeln")
    rules = chosen if chosen is not None else default_options(players)
    rules.check_players(players)
    return rules


def _claim(table: Table, kinds: list[int], rng: random.Random) -> Act:
    """Express (sch.express.play): the play loop's ``decide`` asks every other seat still without a character,
    in seat order, whether it grabs one now (the heuristic bot always does); else the first of them from the start
    player chooses (the last one may also let the count-down run out)."""
    waiting = table.claimants()
    to_act = waiting[0]
    free = table.choices()
    for seat in range(table.n):
        if seat == to_act or seat not in waiting:
            continue
        if kinds[seat] == RANDOM:
            if rng.random() < RATE:
                return CLAIMS[seat][free[_below(rng.getrandbits, len(free))][1]]
        else:
            return CLAIMS[seat][best_claim(table, free)]
    if kinds[to_act] == HEURISTIC:
        return CLAIMS[to_act][best_claim(table, free)]
    may_time_out = len(waiting) == 1
    k = _below(rng.getrandbits, len(free) + 1 if may_time_out else len(free))
    return TIMEOUTS[to_act] if k == len(free) else CLAIMS[to_act][free[k][1]]


def _below(getrandbits: Callable[[int], int], n: int) -> int:
    """``random.Random.randrange(n)`` for ``n > 0``: CPython's ``_randbelow_with_getrandbits``, the same draws."""
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r
