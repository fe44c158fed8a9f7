"""The fast path's compact, mutable Scheffeln position (``Table``) and its rules, the engine's to the letter.

Representation (small ints throughout; the engine's values appear only in ``engine_action``, for a trace):

- a car is its place in ``COLOURS`` (0 red .. 7 white), ``BLACK`` (8) the Mafia's car; a character is the number
  of its car;
- ``stacks[i]``: the cars at ring position ``i``, bottom to top (a tuple, replaced on every move, like the
  engine's ``State.stacks``); ``where[car]``: the ring position of each car (-1: the black car is not in play);
- ``piles[i]``: the money tokens at ring position ``i``, the face-up top token *last*; ``tops[i]`` its value;
- a card is its place in ``CARDS``, the order in which the engine offers plays (``rules._plays``: the colour cards
  by name, then the RUN cards by name); ``hands[p]``: seat ``p``'s cards, sorted;
- ``chars[p]``: seat ``p``'s character (-1: none); ``holder[c]``: the seat holding character ``c`` (-1: free);
- ``money[p]``: the sum of the tokens seat ``p`` took, its score total (``scoring.score_sheet``, tie-break 0);
- an action is a tuple ``(kind, x, y)``, each made once in the tables below (``CHOOSES[c]``, ``MOVES[card]``...).

``Table(players, seed, options)`` is ``setup.new_game`` with the same draws of the state's ``Rng``; ``apply`` is
``rules.advance`` for an action the table offered.
"""

from __future__ import annotations

import random
from _random import Random as _MersenneTwister
from hashlib import sha512
from typing import TypeVar

from schwarz.scheffeln.actions import (
    Action,
    Backward,
    Choose,
    Claim,
    Evasion,
    Exchange,
    Joker,
    Move,
    Nasty,
    Resolve,
    Scheffeln,
    TimeOut,
)
from schwarz.scheffeln.cars import CARS, COLOURS, MAFIA_CAR
from schwarz.scheffeln.components import BACKWARD, EVASION, JOKER, NASTY, Card, deck, default_token_values
from schwarz.scheffeln.moving import LETTERS, MAX_CARS, RING
from schwarz.scheffeln.options import EXPRESS_PLAYERS, Options

T = TypeVar("T")

CHOOSE, PLAY, CLAIM, MOVING, SCHEFFELN, OVER = range(6)
"""The phases (``state.Phase``)."""
K_CHOOSE, K_MOVE, K_EXCHANGE, K_JOKER, K_BACKWARD, K_EVASION, K_NASTY, K_SCHEFFELN, K_CLAIM, K_TIMEOUT, K_RESOLVE = (
    range(11))
"""The kinds of actions (``actions.ACTION_TYPES``)."""

Act = tuple[int, int, int]
"""An action: its kind and two numbers (a card, a car, a character, a seat or a ring position)."""

BLACK = CARS.index(MAFIA_CAR)
CHARACTERS = range(len(COLOURS))
CARDS: tuple[Card, ...] = tuple(sorted(set(deck(True)), key=lambda c: (c not in COLOURS, c)))
"""Every kind of movement card, in the engine's order of plays (``rules._plays``)."""
CODE = {card: k for k, card in enumerate(CARDS)}
CAR_OF: tuple[int, ...] = tuple(COLOURS.index(c) if c in COLOURS else -1 for c in CARDS)
"""The car a colour card moves (-1 for a RUN card)."""
C_JOKER, C_BACKWARD, C_EVASION, C_NASTY = CODE[JOKER], CODE[BACKWARD], CODE[EVASION], CODE[NASTY]
FIRST_RUN = min(C_JOKER, C_BACKWARD, C_EVASION, C_NASTY)
"""Cards from this number on are RUN cards (sch.run), the ones before colour cards."""
DECKS = {run: tuple(CODE[c] for c in deck(run)) for run in (False, True)}
"""The movement cards in the order the engine shuffles them (``components.deck``)."""
NAME_RANK: tuple[int, ...] = tuple(sorted(CARS).index(c) for c in CARS)
"""Each car's place among the cars sorted by name: Evasion's targets are sorted by car name (``rules._plays``)."""

CHOOSES: tuple[Act, ...] = tuple((K_CHOOSE, c, 0) for c in CHARACTERS)
MOVES: tuple[Act, ...] = tuple((K_MOVE, k, CAR_OF[k]) for k in range(len(CARDS)))
EXCHANGES: tuple[tuple[Act, ...], ...] = tuple(tuple((K_EXCHANGE, k, c) for c in CHARACTERS) for k in range(len(CARDS)))
JOKERS: tuple[Act, ...] = tuple((K_JOKER, car, 0) for car in range(len(CARS)))
BACKWARDS: tuple[Act, ...] = tuple((K_BACKWARD, car, 0) for car in range(len(CARS)))
EVASIONS: tuple[tuple[Act, ...], ...] = tuple(tuple((K_EVASION, car, i) for i in range(RING))
                                              for car in range(len(CARS)))
NO_EVASION: Act = (K_EVASION, -1, -1)
"""Evasion without a target: the card has no effect (``Evasion()``)."""
NASTIES: tuple[Act, ...] = tuple((K_NASTY, c, 0) for c in CHARACTERS)
CLAIMS: tuple[tuple[Act, ...], ...] = tuple(tuple((K_CLAIM, p, c) for c in CHARACTERS)
                                            for p in range(EXPRESS_PLAYERS[1]))
TIMEOUTS: tuple[Act, ...] = tuple((K_TIMEOUT, p, 0) for p in range(EXPRESS_PLAYERS[1]))
SCHEFFELN_ACT: Act = (K_SCHEFFELN, 0, 0)
RESOLVE_ACT: Act = (K_RESOLVE, 0, 0)

_seed = _MersenneTwister.seed
"""The C seeding under ``random.Random.seed`` (which hands it a str as a number: see ``Table.shuffled``)."""


class Table:
    """A Scheffeln game in play (the representation: see the module's docstring)."""

    __slots__ = ("active", "cars", "chars", "draws", "express", "forecast", "gen", "hand_size", "hands", "holder",
                 "last_face_up", "left", "mafia", "money", "n", "phase", "piles", "rank", "ring", "round", "row",
                 "row_size", "run", "seed", "stacks", "start", "timed_out", "tops", "where")

    def __init__(self, players: int, seed: int, options: Options) -> None:
        """``setup.new_game``: the ring and the token piles (sch.setup; Express: sch.express.setup), the cars at
        random, the Mafia's car (sch.mafia.setup), then the first deal."""
        self.n = players
        self.seed, self.draws = seed, 0
        self.gen: random.Random | None = None
        self.express, self.mafia, self.run = options.express, options.mafia, options.run
        self.hand_size, self.row_size = options.hand_size, options.row_size
        self.last_face_up = options.last_card_face_up
        values = options.token_values or default_token_values()
        if self.express:  # any order, all tokens shuffled together into 8 piles
            ring = self.shuffled(list(LETTERS))
            pool = self.shuffled([v for stack in values for v in stack])
            size = len(values[0])
            piles = [pool[i * size:(i + 1) * size] for i in range(RING)]
        else:  # A..H, each business's own tokens shuffled
            ring = list(LETTERS)
            piles = [self.shuffled(list(stack)) for stack in values]
        for pile in piles:
            pile.reverse()
        self.ring = tuple(ring)
        self.rank = tuple(LETTERS.index(letter) for letter in ring)
        """How valuable the business at each ring position is (``payout.value_rank``)."""
        self.piles = piles
        self.tops = [pile[-1] for pile in piles]
        cars = self.shuffled(list(CHARACTERS))
        self.stacks: list[tuple[int, ...]] = [(car,) for car in cars]
        self.where = [-1] * len(CARS)
        for i, car in enumerate(cars):
            self.where[car] = i
        if self.mafia:  # beneath the car on Dinero Docks (A)
            a = ring.index("A")
            self.stacks[a] = (BLACK, cars[a])
            self.where[BLACK] = a
        self.cars = range(len(CARS) if self.mafia else len(COLOURS))
        """The cars on the board (``rules._cars``): the targets of Joker and Backward."""
        self.chars = [-1] * players
        self.holder = [-1] * len(COLOURS)
        self.money = [0] * players
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.timed_out = [False] * players
        self.row: list[int] = []
        self.forecast: list[int] | None = None
        """Express: ``fast_bots.best_claim``'s values of the board once the row has moved (one per round)."""
        self.left = 0
        """Cards still in the hands: the round's plays end at 0 (sch.turn)."""
        self.start = self.active = 0
        self.round = 1
        self.phase = CHOOSE
        self.deal()

    def shuffled(self, items: list[T]) -> list[T]:
        """``items`` shuffled by the state's next draw, as ``Rng.shuffled``: ``random.Random(f"{seed}:{draws}")
        .shuffle(items)`` with its steps spelt out (CPython's ``Random.seed`` of a str, version 2: the text and its
        SHA-512 read as one number; ``shuffle`` by ``_randbelow``: ``getrandbits`` of the bound's length until
        below it), which spares the Python layers of both."""
        text = f"{self.seed}:{self.draws}".encode()
        key = int.from_bytes(text + sha512(text).digest(), "big")
        self.draws += 1
        gen = self.gen
        if gen is None:
            gen = self.gen = random.Random(key)
        else:
            _seed(gen, key)
        getrandbits = gen.getrandbits
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            bits = n.bit_length()
            j = getrandbits(bits)
            while j >= n:
                j = getrandbits(bits)
            items[i], items[j] = items[j], items[i]
        return items

    def deal(self) -> None:
        """``setup.start_round``: shuffle all movement cards, deal the hands from the start player (sch.setup,
        sch.after) or the Express row (sch.express.setup: colour cards only, as the engine keeps them)."""
        cards = self.shuffled(list(DECKS[self.run]))
        self.timed_out = [False] * self.n
        self.forecast = None
        self.active = self.start
        if self.express:
            self.row = [CAR_OF[k] for k in cards[:self.row_size] if CAR_OF[k] >= 0]
            self.phase = CLAIM
            return
        h, n = self.hand_size, self.n
        for j in range(n):
            self.hands[(self.start + j) % n] = sorted(cards[j * h:(j + 1) * h])
        self.left = n * h
        self.phase = CHOOSE if self.round == 1 else PLAY

    # --- what may be played ---------------------------------------------------------------------------------------
    def choices(self) -> list[Act]:
        """The free characters in colour order (``State.free_characters``), as Choose actions."""
        holder = self.holder
        return [CHOOSES[c] for c in CHARACTERS if holder[c] < 0]

    def claimants(self) -> list[int]:
        """Express: the seats without a character and not timed out, clockwise from the start player."""
        n, chars, out = self.n, self.chars, self.timed_out
        order = [(self.start + k) % n for k in range(n)]
        return [p for p in order if chars[p] < 0 and not out[p]]

    def offer(self, seat: int) -> tuple[list[int], list[int], int]:
        """What ``rules._plays`` offers ``seat``: the kinds of cards held (in the order of plays), the characters an
        exchange may take (none for the last card, sch.turn.exchange) and the number of plays."""
        hand = self.hands[seat]
        cards = list(dict.fromkeys(hand))
        own = self.chars[seat]
        free: list[int] = []
        if len(hand) > 1 or not self.last_face_up:
            holder = self.holder
            free = [c for c in CHARACTERS if holder[c] < 0 and c != own]
        count = len(cards) * (1 + len(free))
        if cards[-1] >= FIRST_RUN:  # one play per target of a RUN card
            count += sum(len(self.run_plays(card, own)) - 1 for card in cards if card >= FIRST_RUN)
        return cards, free, count

    def play_at(self, seat: int, cards: list[int], free: list[int], k: int) -> Act:
        """Play number ``k`` of ``offer``: the cards in turn (a colour card face up, a RUN card on each of its
        targets), then the exchanges, card by card, character by character."""
        if cards[-1] < FIRST_RUN:  # colour cards only: one move each
            if k < len(cards):
                return MOVES[cards[k]]
            k -= len(cards)
        else:
            for card in cards:
                if card < FIRST_RUN:
                    if not k:
                        return MOVES[card]
                    k -= 1
                else:
                    plays = self.run_plays(card, self.chars[seat])
                    if k < len(plays):
                        return plays[k]
                    k -= len(plays)
        return EXCHANGES[cards[k // len(free)]][free[k % len(free)]]

    def run_plays(self, card: int, own: int) -> list[Act]:
        """The plays of a RUN card face up: Joker and Backward on every car (sch.run.joker, sch.run.backward),
        Evasion on its targets (sch.run.evasion), Nasty exchange for any character but one's own
        (sch.run.nasty-exchange)."""
        if card == C_JOKER:
            return [JOKERS[car] for car in self.cars]
        if card == C_BACKWARD:
            return [BACKWARDS[car] for car in self.cars]
        if card == C_EVASION:
            return self.evasions()
        return [NASTIES[c] for c in CHARACTERS if c != own]

    def evasions(self) -> list[Act]:
        """Evasion's targets: every car on top of another to every business without a car, sorted by car name and
        letter; without any, the card without effect."""
        stacks, ring = self.stacks, self.ring
        tops = [s[1] for s in stacks if len(s) == MAX_CARS]
        empty = [i for i, s in enumerate(stacks) if not s]
        targets = sorted((NAME_RANK[car], ring[i], car, i) for car in tops for i in empty)
        return [EVASIONS[car][i] for _rank, _letter, car, i in targets] or [NO_EVASION]

    # --- the moving rules -----------------------------------------------------------------------------------------
    def landing(self, car: int, d: int) -> tuple[int, tuple[int, ...], int, tuple[int, ...]]:
        """Where ``car`` goes one step in direction ``d`` (1; -1 for RUN 'Backward', the rules mirrored), as
        ``moving.board_step``: ``(start, the car left there, end, the cars there after)``; nothing changes yet.

        A car alone or on top moves alone to the next business with fewer than 2 cars (sch.moving.single-car,
        sch.moving.max-two); a car beneath another carries it to the next business without cars
        (sch.moving.two-cars); the search goes once round the ring, back to its own business at worst (a pair
        with the Mafia's ninth car on the board and no business without cars)."""
        stacks = self.stacks
        start = self.where[car]
        here = stacks[start]
        moving: tuple[int, ...] = here
        rest: tuple[int, ...] = ()
        limit = MAX_CARS
        if len(here) == MAX_CARS:
            if here[0] == car:
                limit = 1
            else:
                moving, rest = (car,), here[:1]
        i = (start + d) % RING
        while i != start and len(stacks[i]) >= limit:
            i = (i + d) % RING
        return start, rest, i, (rest if i == start else stacks[i]) + moving

    def step(self, car: int, d: int = 1) -> None:
        """Move ``car`` by the moving rules (``landing``)."""
        start, rest, end, land = self.landing(car, d)
        self.stacks[start] = rest
        self.stacks[end] = land
        where = self.where
        for c in land:
            where[c] = end

    # --- the actions ----------------------------------------------------------------------------------------------
    def apply(self, action: Act) -> None:
        """``rules.advance``: the action's effect and what comes next."""
        kind, x, y = action
        if kind == K_SCHEFFELN:
            self.pay()
        elif kind == K_CHOOSE:  # sch.setup: in turn from the start player
            self.take(self.active, x)
            if min(self.chars) >= 0:
                self.phase, self.active = PLAY, self.start
            else:
                self.active = (self.active + 1) % self.n
        elif kind in (K_CLAIM, K_TIMEOUT):  # sch.express.play
            if kind == K_CLAIM:
                self.take(x, y)
            else:
                self.timed_out[x] = True
            if not self.claimants():
                self.phase = MOVING
        elif kind == K_RESOLVE:  # sch.express.moving: the row from left to right
            for car in self.row:
                self.step(car)
            self.row = []
            self.phase = SCHEFFELN
        else:
            self.play_card(action)

    def play_card(self, action: Act) -> None:
        """A card played face up (sch.turn.move, sch.run.*) or face down (sch.turn.exchange, sch.mafia.moving); the
        round's plays end when every hand is empty (sch.turn)."""
        kind, x, y = action
        p = self.active
        if kind == K_MOVE:
            card = x
            self.step(y)
        elif kind == K_EXCHANGE:
            card = x
            self.take(p, y)
            if self.mafia:
                self.step(BLACK)
        elif kind == K_JOKER:
            card = C_JOKER
            self.step(x)
        elif kind == K_BACKWARD:
            card = C_BACKWARD
            self.step(x, -1)
        elif kind == K_EVASION:
            card = C_EVASION
            if x >= 0:
                start = self.where[x]
                self.stacks[start] = self.stacks[start][:1]
                self.stacks[y] = (x,)
                self.where[x] = y
        else:  # Nasty exchange: the holder, if any, gets the old character
            card = C_NASTY
            old, other = self.chars[p], self.holder[x]
            self.take(p, x)
            if other >= 0:
                self.chars[other], self.holder[old] = old, other
        self.hands[p].remove(card)
        self.left -= 1
        if self.left:
            self.active = (p + 1) % self.n
        else:
            self.phase = SCHEFFELN

    def take(self, p: int, c: int) -> None:
        """Seat ``p`` takes character ``c``; its old one goes back to the centre."""
        old = self.chars[p]
        if old >= 0:
            self.holder[old] = -1
        self.chars[p] = c
        self.holder[c] = p

    def pay(self) -> None:
        """``payout.scheffeln``: every character alone or on top takes its business's top token (sch.scheffeln),
        then the Mafia's token goes to the earner on the least valuable business or leaves the game
        (sch.mafia.scheffeln); a business without tokens ends the game (sch.end), else the start player passes
        and the next round is dealt (sch.after; Express: the characters go back, sch.express.after)."""
        stacks, where, piles, money = self.stacks, self.where, self.piles, self.money
        earned: dict[int, int] = {}
        for p, c in enumerate(self.chars):
            if c >= 0:
                i = where[c]
                if stacks[i][-1] == c and piles[i]:
                    earned[p] = i
        for p, i in earned.items():
            money[p] += piles[i].pop()
        if self.mafia:
            i = where[BLACK]
            if stacks[i][-1] == BLACK and piles[i]:
                value = piles[i].pop()
                if earned:
                    rank = self.rank
                    money[min(earned, key=lambda q: rank[earned[q]])] += value
        if not all(piles):
            self.phase = OVER
            return
        self.tops = [pile[-1] for pile in piles]
        if self.express:
            self.chars = [-1] * self.n
            self.holder = [-1] * len(COLOURS)
        self.start = (self.start + 1) % self.n
        self.round += 1
        self.deal()


def engine_action(table: Table, action: Act) -> Action:
    """The engine's value of ``action``, equal to the one ``legal_actions`` offers (for a trace)."""
    kind, x, y = action
    if kind == K_CHOOSE:
        return Choose(COLOURS[x])
    if kind == K_MOVE:
        return Move(COLOURS[y])
    if kind == K_EXCHANGE:
        return Exchange(CARDS[x], COLOURS[y])
    if kind == K_JOKER:
        return Joker(CARS[x])
    if kind == K_BACKWARD:
        return Backward(CARS[x])
    if kind == K_EVASION:
        return Evasion() if x < 0 else Evasion(CARS[x], table.ring[y])
    if kind == K_NASTY:
        return Nasty(COLOURS[x])
    if kind == K_CLAIM:
        return Claim(x, COLOURS[y])
    if kind == K_TIMEOUT:
        return TimeOut(x)
    return Scheffeln() if kind == K_SCHEFFELN else Resolve()
