"""The play loop of the fast path (``schwarz.play.decide`` on a ``fast_table.Table``) and the bots' choices.

Every decision point first asks each other seat holding a detective, in seat order, whether it claims a market card
out of turn (every phase of Schwarzarbeit allows the detective at any time, sa.detective), then the seat to act; the
bots share one ``random.Random(seed)`` as in the engine's loop. A choice is an index into the legal actions in the
engine's order (``rules.legal_actions``: the turn's actions once the open claims are settled, then the seat's own
claims on the market as it stands).

- The random bot (``core.bots.RandomBot``): out of turn, when it has a card to claim, it draws
  ``random() < interject_rate`` and then the card; in turn, a uniform index.
- The deduction bot: the engine's own ``bots.DeductionBot``, handed a stand-in for its seat's view that reads the
  engine's events from the table's log (``Deducer``) and the engine's actions; its choice is turned back into an
  index. Out of turn it is asked only right after an announcement (``interjects_after``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from schwarz.core.bots import RandomBot
from schwarz.play import MAX_ACTIONS
from schwarz.schwarzarbeit.actions import Action, Announce, Denounce, Detective, Hire, Lawyer, NoHire, NoLawyer
from schwarz.schwarzarbeit.belief import Facts
from schwarz.schwarzarbeit.bots import DeductionBot
from schwarz.schwarzarbeit.cards import ALL_CARDS, EMPLOYEES, Card
from schwarz.schwarzarbeit.fast_table import EMPLOYEE, HIRE, INFORMATION, OVER, Table
from schwarz.schwarzarbeit.options import Options
from schwarz.schwarzarbeit.setup import PLAYERS

RANDOM, DEDUCTION = range(2)
PLAYED = {"": RANDOM, f"{DeductionBot.__module__}:{DeductionBot.__qualname__}": DEDUCTION}
"""The bots this fast path plays, by their class paths in ``pages.BOTS`` ('': the random bot; the search bot is left
to the engine)."""
RATE = RandomBot.interject_rate
"""How often the random bot uses its detective when asked out of turn."""


class Deducer:
    """A seat played by the engine's own ``DeductionBot``, handed this object where the engine hands it the seat's
    view: what the bot and its ``Belief`` read of a view (``viewer``, ``players``, ``options``, ``log``: the events
    this seat sees in order, ``own_illegal``, ``market``), kept up to date from the table (``sync``). Its choice
    among the engine's actions is turned back into an index."""

    def __init__(self, t: Table, seat: int, facts: Facts | None) -> None:
        self.bot = DeductionBot()
        self.viewer = seat
        self.players = range(t.n)
        self.options: Options = t.options
        self.log: list[Any] = []
        self.read = 0
        self.own_illegal = frozenset(EMPLOYEES[EMPLOYEE[c]] for c, mine in enumerate(t.own[seat]) if mine)
        self.market: tuple[Card, ...] = ()
        self.facts = self.bot.belief(self, facts).facts  # the public events, read once for every deduction seat

    def sync(self, t: Table) -> Deducer:
        """This stand-in once it shows the table ``t``: the events it has not read yet that its seat sees, and the
        market (as the seat's view shows it: before the open claims are settled)."""
        log = t.log or []
        seat = self.viewer
        for e in log[self.read :]:
            if e.visible_to is None or seat in e.visible_to:
                self.log.append(e)
        self.read = len(log)
        self.market = tuple([ALL_CARDS[c] for c in t.market])
        return self

    def choose(self, t: Table, actions: list[Action], rng: random.Random) -> int:
        """``DeductionBot.choose``: the index of its choice among ``actions`` (the engine's legal actions); a
        single action or the announcement (sa.turn.information: it is the rules' to make) without asking."""
        if len(actions) == 1 or t.phase == INFORMATION:
            return 0
        chosen = self.bot.choose(self.sync(t), actions, rng)
        return next(i for i, a in enumerate(actions) if a is chosen)

    def interject(self, t: Table, actions: list[Action], rng: random.Random) -> int:
        """``DeductionBot.interject`` right after an announcement: the index of the claim it makes with its detective
        among ``actions`` (sa.detective), or -1."""
        chosen = self.bot.interject(self.sync(t), actions, rng)
        return -1 if chosen is None else next(i for i, a in enumerate(actions) if a is chosen)


HIRES = tuple(Hire(card) for card in ALL_CARDS)
DENOUNCES = tuple(Denounce(card) for card in ALL_CARDS)
LAWYERS = tuple(Lawyer(card) for card in ALL_CARDS)
CLAIMS = tuple(tuple(Detective(seat, card) for card in ALL_CARDS) for seat in range(PLAYERS[1]))
"""The engine's actions on each card (frozen values: made once, shared by every step)."""


def actions(phase: int, seat: int, cards: list[int], nobody: bool, mine: list[int]) -> list[Action]:
    """The engine's legal actions of ``seat`` in its order: the phase's on ``cards`` (Hire each, Denounce each,
    NoHire if ``nobody``; Lawyer each, NoLawyer; Announce), then a Detective on each of his claims ``mine``."""
    if phase == INFORMATION:
        turn: list[Action] = [Announce()]
    elif phase == HIRE:
        turn = [HIRES[c] for c in cards]
        turn += [DENOUNCES[c] for c in cards]
        if nobody:
            turn.append(NoHire())
    else:
        turn = [LAWYERS[c] for c in cards]
        turn.append(NoLawyer())
    return turn + [CLAIMS[seat][c] for c in mine]


def play_out(t: Table, kinds: Sequence[int], rng: random.Random, trace: list[Any] | None) -> tuple[Table, int] | None:
    """Play the dealt game ``t`` to its end with a bot of ``kinds`` in each seat (``play.steps``): the final position
    and the number of actions played."""
    deducers: list[Deducer | None] = []
    facts = None
    for seat, kind in enumerate(kinds):
        deducers.append(Deducer(t, seat, facts) if kind == DEDUCTION else None)
        facts = facts or (deducers[-1].facts if deducers[-1] else None)
    deducing = any(deducers)
    rand = rng.random
    randrange = rng.randrange
    n = t.n
    length = 0
    announced = False  # is the announcement the last event?
    while t.phase != OVER:
        if length >= MAX_ACTIONS:
            return None  # the engine's loop gives up (it raises)
        length += 1
        to_act = (t.active - 1) % n if t.phase == INFORMATION else t.active  # the announcer, then the active player
        # Out of turn: each other seat holding a detective, in seat order (sa.detective).
        claimer = card = -1
        for seat in range(n) if True in t.detectives else ():
            if seat == to_act or not t.detectives[seat]:
                continue
            bot = deducers[seat]
            if bot is None:
                cards = t.claimable(seat)
                if cards and rand() < RATE:
                    claimer, card = seat, cards[randrange(len(cards))]
                    break
            elif announced:  # it listens only right after an announcement (``interjects_after``)
                cards = t.claimable(seat)
                if cards:
                    i = bot.interject(t, [CLAIMS[seat][c] for c in cards], rng)
                    if i >= 0:
                        claimer, card = seat, cards[i]
                        break
        if claimer >= 0:
            t.claim(claimer, card)
            announced = False
            if trace is not None:
                trace.append(CLAIMS[claimer][card])
            continue
        # The seat to act: the turn's actions on the position with the open claims settled, then its own claims.
        phase = t.phase
        settled = t
        if phase != INFORMATION and t.claims:
            settled = t.clone()
            settled.settle()
        cards = []
        nobody = False
        if phase == INFORMATION:
            turn = 1
        elif phase == HIRE:
            cards = settled.takeable(to_act)
            nobody = settled.nobody(to_act, cards)
            turn = 2 * len(cards) + nobody
        else:
            cards = settled.defensible(to_act)
            turn = len(cards) + 1
        # Its claims (none open, no card closed: exactly the cards it may take).
        mine = cards if phase == HIRE and settled is t and not t.closed and t.detectives[to_act] else (
            t.claimable(to_act))
        bot = deducers[to_act]
        if bot is None:
            i = randrange(turn + len(mine))
        else:  # its view: the table before the claims are settled
            i = bot.choose(t, actions(phase, to_act, cards, nobody, mine), rng)
        if trace is not None:
            trace.append(actions(phase, to_act, cards, nobody, mine)[i])
        announced = False
        if i >= turn:
            t.claim(to_act, mine[i - turn])
            continue
        t = settled
        if t.claims:
            t.settle()
        k = len(cards)
        if phase == INFORMATION:
            announced = deducing
            t.announce()
        elif phase == HIRE:
            if i < 2 * k:
                t.take(cards[i % k], i < k)
            else:
                t.take_nobody()
        elif i < k:
            t.lawyer(cards[i])
        else:
            t.end_turn()
    return t, length
