"""The simulator's fast path for Schwarzmarkt: whole seeded games on a compact, mutable position.

``play(players, seed, options, bots, trace)`` plays the very game ``schwarz.sim.play_one`` plays (the engine's
deal, the play loop of ``schwarz.play.steps`` with its one ``random.Random(seed)`` for the bots, the engine's
scores) and returns its ``Outcome``; ``tests/test_fast_play.py`` compares both, action by action. It covers the
random bot and the heuristic ``ThresholdBot`` (``fast_bots``), every player count and every rule knob; it answers
None for any other bot and for a game the engine would refuse or stop (the simulator then asks the engine).

The compact position and the rules on it are in ``fast_position``, the heuristic bot's choices in ``fast_bots``.

A step offers the bot a menu in the engine's order of ``legal_actions`` (for the random bot only its length
matters) and carries out the chosen entry; engine actions are built only for a ``trace``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from schwarz.core import legality
from schwarz.core.fastpath import Outcome, seat_kinds, unless_refused
from schwarz.play import MAX_ACTIONS
from schwarz.schwarzmarkt import pages
from schwarz.schwarzmarkt.actions import Action, Exchange, Move, Pass, Play, QuickSale, Raid, Search, Spy, Steal, Swap
from schwarz.schwarzmarkt.black_market import TextCard
from schwarz.schwarzmarkt.fast_bots import BOT_PATHS, THRESHOLD, best_event, best_play
from schwarz.schwarzmarkt.fast_position import (
    CARDS,
    DEMAND,
    EXCHANGE,
    GAME_OVER,
    GOODS,
    LAST_EXCHANGE,
    MENUS,
    NO_CAP,
    PLAY_CARD,
    TEXT,
    Bag,
    Position,
)
from schwarz.schwarzmarkt.options import Options
from schwarz.schwarzmarkt.setup import PLAYERS


# --- the engine's actions, for a trace ------------------------------------------------------------------------
def exchange_action(pos: Position, bag: Bag) -> Action:
    return Exchange((GOODS[pos.c1],) * bag[0] + (GOODS[pos.c2],) * bag[1])


def event_action(pos: Position, choice: tuple[int, ...]) -> Action:
    """The engine's action for a text card's choice (``Position.choices``)."""
    card = TEXT[pos.resolving]
    if card is TextCard.SPIONAGE:
        return Spy(choice[0])
    if card is TextCard.ALTE_RECHNUNG:
        return Steal(choice[0])
    if card is TextCard.SCHNELLES_GESCHAEFT:
        return QuickSale(GOODS[choice[0]])
    if card is TextCard.ZWANGSTAUSCH:
        return Swap(choice[0], tuple(GOODS[c] for c in choice[1:]))
    if card is TextCard.RAZZIA:
        return Raid(choice[0], GOODS[choice[1]])
    return Search(GOODS[choice[0]])


# --- the play loop ----------------------------------------------------------------------------------------------
def play(players: int, seed: int, options: Options | None, bots: Sequence[str],
         trace: list[Any] | None = None) -> Outcome | None:
    """The outcome of the game ``sim.play_one`` plays (``core.fastpath.FastPlay``); None for what the engine
    refuses (arguments ``new_game`` rejects, a seat with no legal action, a game too long) or a bot not covered."""
    heuristic = seat_kinds(bots, players, pages.BOTS, BOT_PATHS)  # per seat: the heuristic bot, else the random one
    rules = unless_refused(lambda: legality.arguments(players, seed, options, Options, *PLAYERS,
                                                      game="Schwarzmarkt") or Options())
    if heuristic is None or rules is None:
        return None
    return run(Position.deal(players, seed, rules), heuristic, seed, trace)


def run(pos: Position, heuristic: Sequence[bool], seed: int, trace: list[Any] | None = None) -> Outcome | None:
    """Play ``pos`` to the end as ``play.steps`` does with these bots (``heuristic`` per seat, else random) and the
    bots' generator ``random.Random(seed)``; None where the engine would raise (no legal action, too long)."""
    values, dice = pos.values, pos.dice
    rng = random.Random(seed)
    randrange = rng.randrange
    menus = MENUS
    length = 0
    while pos.phase != GAME_OVER:
        if length == MAX_ACTIONS:
            return None
        length += 1
        phase = pos.phase
        if phase >= EXCHANGE:  # bags of still-demanded cards (sm.round.exchange), then moves or the pass
            seat = pos.turn
            hand = pos.hands[seat]
            k1, k2 = min(pos.q1 - pos.tab1, hand[pos.c1]), min(pos.q2 - pos.tab2, hand[pos.c2])
            bags, biggest = menus[k1][k2][1 - pos.exchanged[seat] if pos.knapp else NO_CAP]
            marker = pos.marker
            moves = 0 if phase == LAST_EXCHANGE else min(dice[marker], pos.end - marker)
            count = len(bags) + (moves if phase == EXCHANGE else 1)
            if not count:
                return None
            if not heuristic[seat]:
                i = randrange(count)
            elif biggest >= 0 and (not moves or values[marker] >= THRESHOLD):  # ThresholdBot._trade: sell most
                i = biggest
            else:
                i = count - 1  # ThresholdBot._trade: else the longest move, or the pass
            if i < len(bags):
                if trace is not None:
                    trace.append(exchange_action(pos, bags[i]))
                pos.exchange(bags[i], values[marker])
            elif phase == EXCHANGE:
                if trace is not None:
                    trace.append(Move(i - len(bags) + 1))
                pos.move(i - len(bags) + 1)
            else:
                if trace is not None:
                    trace.append(Pass())
                pos.end_exchange_round()
        elif phase == PLAY_CARD:
            seat = pos.start
            cards = pos.playable(seat)
            if not cards:
                return None
            i = best_play(cards, pos.hands[seat], DEMAND) if heuristic[seat] else randrange(len(cards))
            if trace is not None:
                trace.append(Play(CARDS[cards[i]]))
            pos.play_card(cards[i])
        else:
            choices, seat = pos.choices(), pos.start
            i = (best_event(TEXT[pos.resolving], choices, pos.hands[seat], pos.sizes) if heuristic[seat]
                 else randrange(len(choices)))
            if trace is not None:
                trace.append(event_action(pos, choices[i]))
            pos.carry_out(choices[i])
    return Outcome(tuple(pos.value), (0,) * pos.n, length)
