"""The play loop of the fast path (``schwarz.play.decide`` on a ``fast_table.Table``) and the bots' choices.

Every decision point first asks each other seat holding a detective, in seat order, whether it claims a market card
out of turn (every phase of Schwarzarbeit allows the detective at any time, sa.detective), then the seat to act; the
bots share one ``random.Random(seed)`` as in the engine's loop. A choice is an index into the legal actions in the
engine's order (``rules.legal_actions``: the turn's actions once the open claims are settled, then the seat's own
claims on the market as it stands).

- The random bot (``core.bots.RandomBot``): out of turn, when it has a card to claim, it draws
  ``random() < interject_rate`` and then the card; in turn, a uniform index.
- The deduction bot (``Deducer``): the rules of the engine's ``bots.DeductionBot`` (``bots.decide``, ``bots.claim``),
  given the legal actions described by kind and employee, on the engine's ``belief.Belief`` of its seat (counting
  with the compiled counter); the table's log is read once for every deduction seat (``Reader``: the public events
  into their shared ``belief.Facts``, each seat's own deal into its belief). Out of turn it is asked only right
  after an announcement that some market card is the announcer's (``DeductionBot.interject``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from schwarz.core.bots import RandomBot
from schwarz.play import MAX_ACTIONS
from schwarz.schwarzarbeit.actions import Action, Announce, Denounce, Detective, Hire, Lawyer, NoHire, NoLawyer
from schwarz.schwarzarbeit.belief import Belief, Facts
from schwarz.schwarzarbeit.bots import DeductionBot, claim, decide
from schwarz.schwarzarbeit.cards import ALL_CARDS
from schwarz.schwarzarbeit.events import Announced, IllegalWorkersDealt
from schwarz.schwarzarbeit.fast_table import EMPLOYEE, HIRE, INFORMATION, OVER, Table
from schwarz.schwarzarbeit.setup import PLAYERS

RANDOM, DEDUCTION = range(2)
PLAYED = {"": RANDOM, f"{DeductionBot.__module__}:{DeductionBot.__qualname__}": DEDUCTION}
"""The bots this fast path plays, by their class paths in ``pages.BOTS`` ('': the random bot; the search bot is left
to the engine)."""
RATE = RandomBot.interject_rate
"""How often the random bot uses its detective when asked out of turn."""


class Deducer:
    """A seat played by the engine's deduction bot: its decision rules (``bots.decide``, ``bots.claim``) on the
    engine's own ``belief.Belief`` of its seat, fed the engine's events (``Reader``); the actions are described to
    the rules by kind and employee, as ``DeductionBot`` describes the engine's actions."""

    def __init__(self, t: Table, seat: int, facts: Facts | None) -> None:
        self.bot = DeductionBot()
        o = t.options
        self.belief = Belief(seat, t.n, o.illegal_count(t.n), o.blunders, not o.own_lawyer_allowed, o.scores, facts,
                             compiled=True)
        self.own = 0  # its illegal workers (a flag on each of their cards)
        for c, mine in enumerate(t.own[seat]):
            if mine:
                self.own |= 1 << EMPLOYEE[c]

    def choose(self, kinds: list[type], employees: list[int]) -> int:
        """``DeductionBot.choose``: the index of its choice among the engine's legal actions so described."""
        b = self.belief
        return decide(self.bot, kinds, employees, self.own, b.illegal_odds, b.scores)

    def interject(self, kinds: list[type], employees: list[int]) -> int:
        """``DeductionBot.interject`` right after an announcement that some market card is the announcer's: the
        index of the claim it makes with its detective (sa.detective), or -1."""
        b = self.belief
        return claim(self.bot, kinds, employees, self.own, b.illegal_odds, b.scores)


class Reader:
    """Reads the table's log once for every deduction seat: the public events into their shared ``Facts``, each
    seat's own deal into its belief (``Belief.update`` reading a seat's view does the same)."""

    def __init__(self, deducers: Sequence[Deducer | None]) -> None:
        self.deducers = deducers
        self.facts = next(d.belief.facts for d in deducers if d is not None)
        self.read = 0

    def catch_up(self, log: list[Any]) -> None:
        for e in log[self.read :]:
            if type(e) is IllegalWorkersDealt:
                deducer = self.deducers[e.player]
                if deducer is not None:
                    deducer.belief.know_own([c.employee for c in e.cards])
            else:
                self.facts.event(e)
        self.read = len(log)


HIRES = tuple(Hire(card) for card in ALL_CARDS)
DENOUNCES = tuple(Denounce(card) for card in ALL_CARDS)
LAWYERS = tuple(Lawyer(card) for card in ALL_CARDS)
CLAIMS = tuple(tuple(Detective(seat, card) for card in ALL_CARDS) for seat in range(PLAYERS[1]))
"""The engine's actions on each card (frozen values: made once, shared by every step)."""


def described(phase: int, cards: list[int], nobody: bool, mine: list[int]) -> tuple[list[type], list[int]]:
    """The kinds and employees of ``actions(phase, seat, cards, nobody, mine)`` (-1: no card), made without them."""
    employees = [EMPLOYEE[c] for c in cards]
    if phase == HIRE:
        kinds: list[type] = [Hire] * len(cards) + [Denounce] * len(cards)
        employees += employees
        if nobody:
            kinds.append(NoHire)
            employees.append(-1)
    else:
        kinds = [Lawyer] * len(cards) + [NoLawyer]
        employees.append(-1)
    return kinds + [Detective] * len(mine), employees + [EMPLOYEE[c] for c in mine]


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
        deducer = Deducer(t, seat, facts) if kind == DEDUCTION else None
        deducers.append(deducer)
        facts = facts or (deducer.belief.facts if deducer else None)
    deducing = any(deducers)
    reader = Reader(deducers) if deducing else None
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
            elif announced:  # it listens only right after an announcement (``interjects_after``) saying some market
                cards = t.claimable(seat)  # card is the announcer's
                if cards:
                    assert reader is not None and t.log is not None
                    reader.catch_up(t.log)
                    i = bot.interject([Detective] * len(cards), [EMPLOYEE[c] for c in cards])
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
        elif phase == INFORMATION or turn + len(mine) == 1:
            i = 0  # the announcement (the rules' to make) or a single action: the bot is not asked
        else:  # its view: the table before the claims are settled
            assert reader is not None and t.log is not None
            reader.catch_up(t.log)
            i = bot.choose(*described(phase, cards, nobody, mine))
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
            t.announce()
            last = t.log[-1] if t.log else None
            announced = deducing and isinstance(last, Announced) and last.count < len(last.market)
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
