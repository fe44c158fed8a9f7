"""The compact, mutable position of the fast path (``fast``) and the rules on it, step for step as the engine's.

- A card is an int, its index in ``cards.ALL_CARDS`` (the 60 employee cards, then the Ich-AG, ``ICH``); an
  employee is an int, his index in ``cards.EMPLOYEES`` (``EMPLOYEE[card]``, -1 for the Ich-AG).
- The market, the discard pile, the special pile and each player's hired and denounced cards are lists of cards in
  the engine's order; the draw pile is kept upside down (its top card last, so drawing is ``pop()``).
- Who employs whom illegally: ``owner[employee]`` (a seat, or -1 for a regular employee) and, per seat, ``own`` (a
  flag per card) and ``barred``: the cards he may not hire, denounce or claim (his own; none with blunders, sa.object).
- A lawyer is the seat in ``lawyer_on[denouncer][i]`` beside the ``i``-th card of the denouncer's pile (-1: none).
- Open detective claims are ``(seat, card)`` pairs, resolved together (``settle``) before the next other action.
- Chance follows the engine's ``core.rng.Rng``: draw ``k`` of a game shuffles with ``random.Random(f"{seed}:{k}")``
  (0: the weekend cards, 1: the draw pile, 2: the Ich-AG shuffled in, 3: the single reshuffle).
- ``log`` (only with a deduction bot seated) holds the engine's events a ``belief.Belief`` reads, in the engine's
  order; with random bots alone nothing is logged.

Each method names the engine function it mirrors.
"""

from __future__ import annotations

import random
from typing import Any

from schwarz.schwarzarbeit import rule_ids as R
from schwarz.schwarzarbeit.cards import ALL_CARDS, EMPLOYEES, ICH_AG, Card, Shift
from schwarz.schwarzarbeit.events import (
    Announced,
    Defended,
    Denounced,
    DetectiveDenounced,
    DetectivePlaced,
    Discarded,
    Hired,
    IchAgStruck,
    IllegalWorkersDealt,
    MarketOpened,
    NobodyTaken,
    Revealed,
)
from schwarz.schwarzarbeit.options import Options

ICH = ALL_CARDS.index(ICH_AG)
"""The Ich-AG card."""
EMPLOYEE = tuple(-1 if c.is_ich_ag else EMPLOYEES.index(c.employee) for c in ALL_CARDS)
"""The employee on each card (-1 for the Ich-AG)."""
SHIFTS = tuple(tuple(i for i, d in enumerate(ALL_CARDS) if d.employee == c.employee) for c in ALL_CARDS)
"""The cards of the same employee as each card (his three shifts)."""
WEEKEND = tuple(i for i, c in enumerate(ALL_CARDS) if c.shift is Shift.WEEKEND)
WEEKDAY = tuple(i for i, c in enumerate(ALL_CARDS) if c.shift in (Shift.DAY, Shift.EVENING))

INFORMATION, HIRE, LAWYERS, OVER = range(4)
"""The phases a game passes through (``state.Phase``; the supply is part of the end of a turn)."""


class Table:
    """The compact position of one game (see the module docstring)."""

    __slots__ = ("active", "barred", "claims", "closed", "denounced", "detectives", "discard", "draw", "draws",
                 "hired", "lawyer_on", "lawyers_left", "log", "market", "n", "options", "own", "owner", "phase",
                 "reshuffled", "seed", "size", "special", "to_refill")

    n: int
    seed: int
    draws: int
    options: Options
    size: int
    owner: list[int]
    own: list[list[bool]]
    barred: list[list[bool]]
    market: list[int]
    draw: list[int]
    discard: list[int]
    special: list[int]
    reshuffled: bool
    hired: list[list[int]]
    denounced: list[list[int]]
    lawyer_on: list[list[int]]
    lawyers_left: list[int]
    detectives: list[bool]
    active: int
    phase: int
    to_refill: int
    claims: list[tuple[int, int]]
    closed: list[int]
    log: list[Any] | None
    """With a deduction bot seated: the engine's events its ``belief.Belief`` reads, in the engine's order."""

    @classmethod
    def deal(cls, players: int, seed: int, options: Options, logged: bool = False) -> Table:
        """The setup (sa.setup) exactly as ``setup.new_game`` deals it: illegal workers from the shuffled weekend
        cards, the rest shuffled into the draw pile, the market opened, then the Ich-AG shuffled in. ``logged``:
        keep the events a ``Belief`` reads (``log``)."""
        t = cls()
        t.log = [] if logged else None
        t.n, t.seed, t.draws, t.options = players, seed, 0, options
        t.size = options.market_size(players)
        weekend = t.shuffled(list(WEEKEND))
        k = options.illegal_count(players)
        t.owner = [-1] * len(EMPLOYEES)
        t.own = []
        for p in range(players):
            mine = [False] * len(ALL_CARDS)
            for c in weekend[p * k : (p + 1) * k]:
                t.owner[EMPLOYEE[c]] = p
                for shift in SHIFTS[c]:
                    mine[shift] = True
            t.own.append(mine)
        t.barred = [[False] * len(ALL_CARDS) for _p in range(players)] if options.blunders else t.own
        pile = t.shuffled([*weekend[players * k :], *WEEKDAY])
        t.draw = pile[::-1]
        t.market, t.discard, t.special, t.reshuffled = [], [], [], False
        t.hired = [[] for _ in range(players)]
        t.denounced = [[] for _ in range(players)]
        t.lawyer_on = [[] for _ in range(players)]
        t.lawyers_left = [2] * players
        t.detectives = [True] * players
        t.active, t.phase, t.to_refill, t.claims, t.closed = 0, INFORMATION, 0, [], []
        if t.log is not None:
            for p in range(players):
                hand = tuple(sorted(ALL_CARDS[c] for c in weekend[p * k : (p + 1) * k]))
                t.log.append(IllegalWorkersDealt(p, hand, rule=R.SETUP, visible_to=frozenset({p})))
        t.fill_to(t.size)
        if t.log is not None:
            t.log.append(MarketOpened(t.cards(t.market), rule=R.SETUP))
        t.draw = t.shuffled([*t.draw[::-1], ICH])[::-1]
        return t

    def clone(self) -> Table:
        """A copy to settle the open claims on without touching this position."""
        t = Table()
        for name in ("n", "seed", "draws", "options", "size", "owner", "own", "barred", "reshuffled", "active",
                     "phase", "to_refill"):
            setattr(t, name, getattr(self, name))
        t.market, t.draw, t.discard, t.special = self.market[:], self.draw[:], self.discard[:], self.special[:]
        t.hired = [h[:] for h in self.hired]
        t.denounced = [d[:] for d in self.denounced]
        t.lawyer_on = [d[:] for d in self.lawyer_on]
        t.lawyers_left, t.detectives = self.lawyers_left[:], self.detectives[:]
        t.claims, t.closed = self.claims[:], self.closed[:]
        t.log = None if self.log is None else self.log[:]
        return t

    def shuffled(self, items: list[int]) -> list[int]:
        """``items`` shuffled by the game's next draw (``core.rng.Rng.shuffled``)."""
        random.Random(f"{self.seed}:{self.draws}").shuffle(items)
        self.draws += 1
        return items

    @staticmethod
    def cards(cards: list[int]) -> tuple[Card, ...]:
        """The engine's values of ``cards``."""
        return tuple([ALL_CARDS[c] for c in cards])

    # --- the supply (sa.turn.refill) ---------------------------------------------------------------------------
    def reveal_one(self) -> None:
        """``market.reveal_one``: reveal cards until one more employee stands on the market (first pass: a
        duplicate is discarded; the Ich-AG strikes; the single reshuffle when the draw pile is depleted)."""
        market = self.market
        while True:
            if not self.draw:
                if self.reshuffled:
                    return
                self.reshuffle()
                continue
            card = self.draw.pop()
            if card == ICH:
                self.ich_ag()
                return
            if not self.reshuffled:
                day, evening, weekend = SHIFTS[card]
                if day in market or evening in market or weekend in market:
                    self.discard.append(card)
                    if self.log is not None:
                        self.log.append(Discarded(ALL_CARDS[card], rule=R.REFILL))
                    continue
            market.append(card)
            if self.log is not None:
                self.log.append(Revealed(ALL_CARDS[card], rule=R.REFILL))
            return

    def fill_to(self, size: int) -> None:
        """``market.fill_to``: reveal employees until the market holds ``size`` cards or nothing changes."""
        while len(self.market) < size:
            before = (len(self.market), len(self.draw), self.reshuffled)
            self.reveal_one()
            if (len(self.market), len(self.draw), self.reshuffled) == before:
                break

    def ich_ag(self) -> None:
        """``market.ich_ag``: the market is discarded and refilled to full size; the Ich-AG leaves the game."""
        if self.log is not None:
            self.log.append(IchAgStruck(self.cards(self.market), rule=R.REFILL))
        self.discard.extend(self.market)
        self.market = []
        self.to_refill = 0
        self.fill_to(self.size)

    def reshuffle(self) -> None:
        """``market.reshuffle``: the discard pile becomes a special pile (one card per detective left) and a new
        draw pile."""
        pile = self.shuffled(self.discard)
        left = sum(self.detectives)
        self.special, self.draw, self.discard, self.reshuffled = pile[:left], pile[left:][::-1], [], True

    # --- the detective (sa.detective) --------------------------------------------------------------------------
    def claimable(self, seat: int) -> list[int]:
        """``detective.claims``: the market cards ``seat`` may put his detective on now, in market order."""
        if not self.detectives[seat]:
            return []
        barred = self.barred[seat]
        if not self.claims and not self.closed:
            return [c for c in self.market if not barred[c]]
        if any(p == seat for p, _c in self.claims):
            return []
        taken = () if self.options.detective_arguments else [c for _p, c in self.claims]
        closed = self.closed
        return [c for c in self.market if not barred[c] and c not in closed and c not in taken]

    def settle(self) -> None:
        """``detective.settle``: single claims denounce their card, double claims are an argument; then the emptied
        spaces are refilled (from the special pile for detectives used after the reshuffle)."""
        if not self.claims:
            return
        claims, self.claims = self.claims, []
        size_before = len(self.market)
        after_reshuffle = self.reshuffled
        taken = 0
        for card in dict.fromkeys(c for _p, c in claims):
            who = [p for p, c in claims if c == card]
            if len(who) > 1:
                for p in who:
                    self.detectives[p] = False
                gone = len(who) if after_reshuffle else 0
                self.closed.append(card)
                self.special = self.special[gone:]
                continue
            p = who[0]
            self.denounced[p].append(card)
            self.lawyer_on[p].append(-1)
            self.detectives[p] = False
            self.market.remove(card)
            if self.log is not None:
                self.log.append(DetectiveDenounced(p, ALL_CARDS[card], rule=R.DETECTIVE))
            taken += 1
        for _refill in range(taken):
            if len(self.market) >= size_before:
                break
            if not after_reshuffle:
                self.reveal_one()
            elif self.special:
                card = self.special.pop(0)
                self.market.append(card)
                if self.log is not None:
                    self.log.append(Revealed(ALL_CARDS[card], from_special=True, rule=R.REFILL))

    def claim(self, seat: int, card: int) -> None:
        """``detective.claim``: ``seat`` puts his detective on ``card`` (settled with the other claims)."""
        self.claims.append((seat, card))
        if self.log is not None:
            self.log.append(DetectivePlaced(seat, ALL_CARDS[card], rule=R.DETECTIVE))

    # --- the turn (sa.turn) ------------------------------------------------------------------------------------
    def takeable(self, seat: int) -> list[int]:
        """``rules._takeable`` (sa.turn.hiring, sa.object): the market cards ``seat`` may hire or denounce."""
        barred = self.barred[seat]
        return [c for c in self.market if not barred[c]]

    def nobody(self, seat: int, cards: list[int]) -> bool:
        """Is ``NoHire`` offered: may ``seat`` take nobody without a blunder?"""
        if not self.options.blunders:
            return not cards
        own = self.own[seat]
        return all(own[c] for c in cards)

    def defensible(self, seat: int) -> list[int]:
        """``rules._defensible`` (sa.turn.lawyers): the cards another player denounced that ``seat`` may put a lawyer
        on (his own illegal worker only where the edition allows it, ``Options.own_lawyer_allowed``)."""
        if not self.lawyers_left[seat]:
            return []
        own = None if self.options.own_lawyer_allowed else self.own[seat]
        return [c for q in range(self.n) if q != seat
                for c, lawyer in zip(self.denounced[q], self.lawyer_on[q], strict=True)
                if lawyer < 0 and (own is None or not own[c])]

    def announcement(self) -> int:
        """``announcement.announcement``: how many market cards the right neighbour of the active player may take."""
        own = self.own[(self.active - 1) % self.n]
        return len([c for c in self.market if not own[c]])

    def announce(self) -> None:
        """``rules._announce`` (sa.turn.information): the right neighbour says how many market cards he could take
        (the count matters to deduction bots only: it is logged for them)."""
        if self.log is not None:
            self.log.append(Announced((self.active - 1) % self.n, self.announcement(), self.cards(self.market),
                                      rule=R.INFORMATION))
        self.phase = HIRE

    def take(self, card: int, hire: bool) -> None:
        """``rules._take``: the active player hires or denounces ``card``; its space is refilled at the turn's end."""
        self.market.remove(card)
        if hire:
            self.hired[self.active].append(card)
        else:
            self.denounced[self.active].append(card)
            self.lawyer_on[self.active].append(-1)
        if self.log is not None:
            event = Hired if hire else Denounced
            self.log.append(event(self.active, ALL_CARDS[card], rule=R.HIRING))
        self.phase, self.to_refill = LAWYERS, 1

    def take_nobody(self) -> None:
        """``NoHire``: nobody on the market may be taken by the active player (sa.turn.hiring)."""
        if self.log is not None:
            self.log.append(NobodyTaken(self.active, rule=R.HIRING))
        self.phase = LAWYERS

    def lawyer(self, card: int) -> None:
        """``rules._lawyer`` (sa.turn.lawyers): the active player's lawyer defends ``card``; then the turn ends."""
        for q in range(self.n):
            pile = self.denounced[q]
            if card in pile:
                self.lawyer_on[q][pile.index(card)] = self.active
                self.lawyers_left[self.active] -= 1
                if self.log is not None:
                    self.log.append(Defended(self.active, ALL_CARDS[card], q, rule=R.LAWYERS))
                break
        self.end_turn()

    def end_turn(self) -> None:
        """``rules._end_turn``: the supply (sa.turn.refill), then the end of the game (sa.end) or the next turn."""
        if self.to_refill:
            self.to_refill = 0
            if self.reshuffled:
                self.reveal_one()
            else:
                self.fill_to(self.size)
        if self.reshuffled and not self.draw and len(self.market) <= self.n:
            self.phase = OVER
            return
        self.active = (self.active + 1) % self.n
        self.phase = INFORMATION
        self.closed = []
