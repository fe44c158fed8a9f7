"""The play loop of the fast path (``schwarz.play.decide`` on a ``fast_table.Table``) and the bots' choices.

Every decision point first asks each other seat holding a detective, in seat order, whether it claims a market card
out of turn (every phase of Schwarzarbeit allows the detective at any time, sa.detective), then the seat to act; the
bots share one ``random.Random(seed)`` as in the engine's loop. A choice is an index into the legal actions in the
engine's order (``rules.legal_actions``: the turn's actions once the open claims are settled, then the seat's own
claims on the market as it stands).

- The random bot (``core.bots.RandomBot``): out of turn, when it has a card to claim, it draws
  ``random() < interject_rate`` and then the card; in turn, a uniform index.
- The deduction bot (``bots.DeductionBot``): the same rules of choice on its own seat's ``belief.Belief``, the
  engine's exact counting, fed with the engine's events from the table's log (``Deducer``); out of turn it is asked
  only right after an announcement (``interjects_after``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from schwarz.core.bots import RandomBot
from schwarz.play import MAX_ACTIONS
from schwarz.schwarzarbeit.actions import Action, Announce, Denounce, Detective, Hire, Lawyer, NoHire, NoLawyer
from schwarz.schwarzarbeit.belief import Belief
from schwarz.schwarzarbeit.bots import DeductionBot
from schwarz.schwarzarbeit.cards import ALL_CARDS
from schwarz.schwarzarbeit.fast_table import EMPLOYEE, HIRE, INFORMATION, OVER, Table
from schwarz.schwarzarbeit.options import Options

RANDOM, DEDUCTION = range(2)
KINDS = {"random": RANDOM, "deduction": DEDUCTION}
"""The bots this fast path plays, by their names in ``pages.BOTS`` ("search" is left to the engine)."""
RATE = RandomBot.interject_rate
"""How often the random bot uses its detective when asked out of turn."""


class Deducer:
    """A seat played by ``DeductionBot``: its thresholds, its ``Belief`` and the events of the table it has read.

    It stands in for the seat's view where the engine hands the bot one: ``Belief.of`` reads its ``viewer``,
    ``players`` and ``options``, ``Belief.update`` its ``log`` (the events this seat sees, in order)."""

    def __init__(self, t: Table, seat: int) -> None:
        self.bot = DeductionBot()
        self.viewer = seat
        self.players = range(t.n)
        self.options: Options = t.options
        self.log: list[Any] = []
        self.read = 0
        self.belief = Belief.of(self)
        self.decided: tuple[int, tuple[int, ...], int] | None = None
        """``interject``'s memory: the belief's version, the market and the card chosen (-1: none)."""

    def read_log(self, t: Table) -> Belief:
        """The belief once it has read the events of the table it has not read yet (``DeductionBot.belief``)."""
        log = t.log or []
        seat = self.viewer
        for e in log[self.read :]:
            if e.visible_to is None or seat in e.visible_to:
                self.log.append(e)
        self.read = len(log)
        self.belief.update(self)
        return self.belief

    def odds(self, t: Table) -> list[float]:
        """P(each employee is another seat's illegal worker) (counted again only when a fact changed)."""
        return self.read_log(t).illegal_odds()

    def best_claim(self, odds: list[float], cards: list[int]) -> int:
        """``DeductionBot._detective``: the card most surely another seat's illegal worker, if sure enough and worth
        more denounced than the detective kept; else -1."""
        best, p = -1, -1.0
        for c in cards:
            q = odds[EMPLOYEE[c]]
            if q > p:
                best, p = c, q
        v = self.options.scores
        worth = (1 - p) * v.denounced_regular + p * v.denounced_foreign_illegal
        return best if p >= self.bot.detective_from and worth > v.detective_kept else -1

    def interject(self, t: Table, cards: list[int], announced: tuple[int, int]) -> int:
        """``DeductionBot.interject`` right after an announcement (sa.turn.information): the card it claims with its
        detective (sa.detective), or -1; the same card while neither its belief nor the market changed."""
        count, size = announced
        if count >= size:
            return -1  # only an announcement that some market card is the announcer's points at anyone
        own = t.own[self.viewer]
        cards = [c for c in cards if not own[c]] or cards
        key = (self.read_log(t).version, tuple(t.market))
        if self.decided is None or self.decided[:2] != key:
            self.decided = (*key, self.best_claim(self.belief.illegal_odds(), cards))
        card = self.decided[2]
        return card if card in cards else -1

    def choose_hire(self, t: Table, cards: list[int], nobody: bool, mine: list[int]) -> int:
        """``DeductionBot.choose`` in the hiring phase (sa.turn.hiring): the index of its action among Hire(cards),
        Denounce(cards), NoHire (if ``nobody``), then its claims ``mine``: a sure enough detective first, else the
        take worth most points by the score table (sa.scoring)."""
        k = len(cards)
        if 2 * k + nobody + len(mine) == 1:
            return 0
        own = t.own[self.viewer]
        takes = [j for j in range(k) if not own[cards[j]]]
        claims = [j for j, c in enumerate(mine) if not own[c]]
        if not (takes or nobody or claims):  # nothing left once its own workers are dropped: all of them
            takes, claims = list(range(k)), list(range(len(mine)))
        turn = 2 * k + nobody
        if not takes:
            return 2 * k if nobody else turn + claims[0]
        odds = self.odds(t)
        if claims:
            card = self.best_claim(odds, [mine[j] for j in claims])
            if card >= 0:
                return turn + mine.index(card)
        v = self.options.scores
        keys = []  # the bot's key: (expected points, a hire rather than a denunciation, the first one)
        for j in takes:
            p = odds[EMPLOYEE[cards[j]]]
            keys.append(((1 - p) * v.hired_regular + p * v.hired_foreign_illegal, True, -j))
            keys.append(((1 - p) * v.denounced_regular + p * v.denounced_foreign_illegal, False, -(k + j)))
        return -max(keys)[2]

    def choose_lawyer(self, t: Table, targets: list[int], mine: list[int]) -> int:
        """``DeductionBot.choose`` in the lawyers' phase (sa.turn.lawyers): the index of Lawyer(target) on the card
        most likely regular if likely enough and worth points, else of NoLawyer (after the targets); it never uses its
        detective then."""
        if len(targets) + 1 + len(mine) == 1:
            return 0
        own = t.own[self.viewer]
        careless = self.bot.careless  # it may defend its own denounced illegal worker (never for make_bot's bot)
        kept = [j for j, c in enumerate(targets) if careless or not own[c]]
        if not kept:
            return len(targets)
        odds = self.odds(t)
        best, p = kept[0], odds[EMPLOYEE[targets[kept[0]]]]
        for j in kept[1:]:
            q = odds[EMPLOYEE[targets[j]]]
            if q < p:
                best, p = j, q
        v = self.options.scores
        if p <= self.bot.lawyer_below and (1 - p) * v.lawyer_on_regular + p * v.lawyer_on_illegal > 0:
            return best
        return len(targets)


def action(phase: int, seat: int, i: int, turn: int, cards: list[int], mine: list[int]) -> Action:
    """The engine's value of the action at index ``i`` for ``seat`` (built only for a trace): the ``turn`` actions of
    the phase on ``cards`` (Hire each, Denounce each, NoHire; Lawyer each, NoLawyer; Announce), then a Detective on
    each of his claims ``mine``."""
    if i >= turn:
        return Detective(seat, ALL_CARDS[mine[i - turn]])
    if phase == INFORMATION:
        return Announce()
    k = len(cards)
    if phase == HIRE:
        return Hire(ALL_CARDS[cards[i]]) if i < k else Denounce(ALL_CARDS[cards[i - k]]) if i < 2 * k else NoHire()
    return Lawyer(ALL_CARDS[cards[i]]) if i < k else NoLawyer()


def play_out(t: Table, kinds: Sequence[int], rng: random.Random, trace: list[Any] | None) -> tuple[Table, int] | None:
    """Play the dealt game ``t`` to its end with a bot of ``kinds`` in each seat (``play.steps``): the final position
    and the number of actions played."""
    deducers = [Deducer(t, seat) if kind == DEDUCTION else None for seat, kind in enumerate(kinds)]
    deducing = any(deducers)
    rand = rng.random
    randrange = rng.randrange
    n = t.n
    length = 0
    announced: tuple[int, int] | None = None  # (count, market size) while the announcement is the last event
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
            elif announced is not None:
                cards = t.claimable(seat)
                if cards:
                    card = bot.interject(t, cards, announced)
                    if card >= 0:
                        claimer = seat
                        break
        if claimer >= 0:
            t.claim(claimer, card)
            announced = None
            if trace is not None:
                trace.append(Detective(claimer, ALL_CARDS[card]))
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
        elif phase == INFORMATION:
            i = 0
        elif phase == HIRE:
            i = bot.choose_hire(t, cards, nobody, mine)  # its view: the table before the claims are settled
        else:
            i = bot.choose_lawyer(t, cards, mine)
        if trace is not None:
            trace.append(action(phase, to_act, i, turn, cards, mine))
        announced = None
        if i >= turn:
            t.claim(to_act, mine[i - turn])
            continue
        t = settled
        if t.claims:
            t.settle()
        k = len(cards)
        if phase == INFORMATION:
            if deducing:
                announced = (t.announcement(), len(t.market))
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
