"""The fast path's compact, mutable position of a Schwarzmarkt game and the engine's rules on it (``fast`` plays
it). Everything is a small integer:

- a commodity is its index in ``Commodity`` (0 potatoes .. 4 coffee); a commodity hand is a list of 5 counts
  (the engine keeps hands sorted, so the counts say everything, even which card a blind draw takes) and
  ``sizes`` the number of cards per hand; the deck is a list of commodities, top first;
- a black-market card is its index in ``black_market.deck()`` (the first of equal cards); black-market hands and
  their pile are lists in the engine's order (it matters: a hand's order is the order of its ``Play`` actions);
- a player's luxury is one number, ``value``: his cards plus what the bank owes him. Every payment changes that
  sum by exactly its amount, however the bank makes change (``luxury.settle``), and it is all the scores, the
  bots and Neue Ware Entdeckt! ever read;
- the running exchange round is its offer (up to two commodities ``c1``, ``c2`` demanded ``q1``, ``q2`` times,
  ``tab1``, ``tab2`` of them exchanged), the cards on the table in order and the text cards in force, read once
  when it begins (end space, halved cards, Waren knapp!);
- chance is the state's ``Rng``: draw number ``draws`` shuffles with ``random.Random(f"{seed}:{draws}")``.

The methods follow the engine's modules (``setup``, ``rules``, ``exchange``, ``rounds``, ``text_cards``) step by
step, without events, views or checks: the play loop offers only legal choices.
"""

from __future__ import annotations

import random

from schwarz.schwarzmarkt import black_market
from schwarz.schwarzmarkt.black_market import Offer, TextCard
from schwarz.schwarzmarkt.commodities import ORDER, Commodity, in_play
from schwarz.schwarzmarkt.options import Deck, Options
from schwarz.schwarzmarkt.price_track import build, end_space
from schwarz.schwarzmarkt.state import Phase, State
from schwarz.schwarzmarkt.text_cards import QUICK_SALE_VALUE, SEARCH_PRICE

# --- the game's facts as small integers -----------------------------------------------------------------------
GOODS = tuple(Commodity)
"""Commodity by index (the engine's order, ``commodities.ORDER``)."""
CARDS = black_market.deck()
"""Black-market card by index."""
_FIRST = {card: i for i, card in reversed(list(enumerate(CARDS)))}
CARD_ID = tuple(_FIRST[card] for card in CARDS)
"""The index a card is known by: the first of the cards equal to it."""
DEMAND = tuple((tuple((ORDER[c], q) for c, q in card.demand) if isinstance(card, Offer) else ()) for card in CARDS)
"""An offer card's demand as (commodity, quantity) pairs in commodity order; () for a text card."""
TEXT = tuple(card if isinstance(card, TextCard) else None for card in CARDS)
NEXT_ROUND = frozenset(i for i, card in enumerate(CARDS) if isinstance(card, TextCard) and card.next_round)
"""Text cards that wait for the next exchange round (Limit!, Verdorbene Ware!, Waren knapp!)."""
NEUE_WARE, LIMIT, VERDORBENE_WARE, WAREN_KNAPP = (_FIRST.get(t, -1) for t in (
    TextCard.NEUE_WARE, TextCard.LIMIT, TextCard.VERDORBENE_WARE, TextCard.WAREN_KNAPP))
IN_PLAY = {deck: tuple(ORDER[c] for c in in_play(deck)) for deck in Deck}
"""The 60 commodity cards in play, sorted as the engine deals them (sm.setup, sm.variant)."""

PLAY_CARD, EVENT, EXCHANGE, LAST_EXCHANGE, GAME_OVER = range(5)
"""The phases (``state.Phase``), as integers."""
PHASES = {Phase.PLAY_CARD: PLAY_CARD, Phase.EVENT: EVENT, Phase.EXCHANGE: EXCHANGE,
          Phase.LAST_EXCHANGE: LAST_EXCHANGE, Phase.GAME_OVER: GAME_OVER}

Bag = tuple[int, int]
"""An exchange: how many cards of the offer's first and second commodity."""
Menu = tuple[tuple[Bag, ...], int]
"""The bags a seat may exchange, in the engine's order, and the index of the first biggest (-1: none)."""


def _menu(k1: int, k2: int, limit: int) -> Menu:
    """Every non-empty bag of at most ``k1`` and ``k2`` cards of the two commodities and ``limit`` in all, in the
    order of ``exchange.offered``: fewest cards first, then more of the first commodity (it sorts first)."""
    bags = tuple((a, t - a) for t in range(1, min(k1 + k2, limit) + 1)
                 for a in range(min(k1, t), max(0, t - k2) - 1, -1))
    biggest = next((i for i, bag in enumerate(bags) if sum(bag) == sum(bags[-1])), -1)
    return bags, biggest


_MOST = max((q for demand in DEMAND for _c, q in demand), default=0)
NO_CAP = 2
"""The cap index meaning no cap (Waren knapp! caps a seat at 1 card, then 0: sm.events.waren-knapp)."""
MENUS = tuple(tuple(tuple(_menu(k1, k2, cap if cap < NO_CAP else _MOST * 2) for cap in range(NO_CAP + 1))
                    for k2 in range(_MOST + 1)) for k1 in range(_MOST + 1))
"""``MENUS[k1][k2][cap]``: the menu for ``k1`` and ``k2`` cards still demanded and held (sm.round.exchange)."""


class Position:
    """A game in play (see the module docstring); its methods are the engine's rules on it."""

    __slots__ = ("_chance", "bm_deck", "bm_hands", "c1", "c2", "deck", "dice", "draws", "effects", "end",
                 "exchanged", "game_round", "halves", "hand_size", "hands", "knapp", "limit_end", "marker", "n",
                 "offer", "pending", "phase", "q1", "q2", "resolving", "rounds", "seed", "sizes", "start", "tab1",
                 "tab2", "table", "track_end", "turn", "value", "values")

    def __init__(self, players: int, seed: int, options: Options) -> None:
        """A table before the deal: empty hands and piles, no luxury (``deal`` seats the first start player)."""
        self.n, self.seed, self.draws = players, seed, 0
        self.rounds, self.hand_size = options.rounds, options.hand_size
        self._chance = random.Random()
        track = build(options.track_values)
        self.values, self.dice = tuple(s.value for s in track), tuple(s.die for s in track)
        self.track_end, self.limit_end = end_space(track, False), end_space(track, True)
        self.hands = [[0] * 5 for _p in range(players)]
        self.sizes = [0] * players
        self.deck: list[int] = []
        self.bm_hands: list[list[int]] = [[] for _p in range(players)]
        self.bm_deck: list[int] = []
        self.value = [0] * players
        self.phase, self.game_round, self.start, self.turn, self.marker = PLAY_CARD, 1, 0, 0, 0
        self.offer, self.resolving = -1, -1
        self.c1 = self.c2 = self.q1 = self.q2 = self.tab1 = self.tab2 = 0
        self.table: list[int] = []
        self.effects: list[int] = []
        self.pending: list[int] = []
        self.exchanged = [0] * players
        self.end, self.halves, self.knapp = self.track_end, 0, False

    @classmethod
    def deal(cls, players: int, seed: int, options: Options) -> Position:
        """Shuffle and deal as ``setup.new_game`` (sm.setup): the black-market cards, then the commodity cards; the
        first start player is the dealer's left-hand neighbour, or the next who may play a card (``next_start``)."""
        pos = cls(players, seed, options)
        bm = pos.shuffled(len(CARDS))
        k = options.black_market_hand
        pos.bm_hands = [[CARD_ID[i] for i in bm[p * k:(p + 1) * k]] for p in range(players)]
        pos.bm_deck = [CARD_ID[i] for i in bm[players * k:]]
        goods = IN_PLAY[options.deck]
        order = pos.shuffled(len(goods))
        h = options.hand_size
        for p in range(players):
            for i in order[p * h:(p + 1) * h]:
                pos.hands[p][goods[i]] += 1
        pos.sizes = [sum(hand) for hand in pos.hands]
        pos.deck = [goods[i] for i in order[players * h:]]
        pos.start = players - 1  # the last seat deals (sm.round.black-market)
        pos.next_start()
        return pos

    @classmethod
    def from_state(cls, state: State) -> Position:
        """The engine's ``state`` as a compact position (a test's way to start from any position)."""
        pos = cls(state.n, state.rng.seed, state.options)
        pos.draws = state.rng.draws
        pos.hands = [[hand.count(c) for c in GOODS] for hand in state.hands]
        pos.sizes = [len(hand) for hand in state.hands]
        pos.deck = [ORDER[c] for c in state.deck]
        pos.bm_hands = [[_FIRST[card] for card in hand] for hand in state.black_market_hands]
        pos.bm_deck = [_FIRST[card] for card in state.black_market_deck]
        pos.value = [state.luxury_value(p) for p in range(state.n)]
        pos.phase = PHASES[state.phase]
        pos.game_round, pos.start, pos.turn, pos.marker = state.game_round, state.start, state.turn, state.marker
        pos.pending = [_FIRST[card] for card in state.pending]
        pos.resolving = -1 if state.resolving is None else _FIRST[state.resolving]
        if state.offer is not None:
            pos.effects = [_FIRST[card] for card in state.effects]
            pos.show(_FIRST[state.offer])
            pos.table = [ORDER[c] for c in state.table]
            pos.tab1, pos.tab2 = pos.table.count(pos.c1), pos.table.count(pos.c2) if pos.q2 else 0
            pos.exchanged = list(state.exchanged)
        return pos

    def shuffled(self, count: int) -> list[int]:
        """``range(count)`` shuffled by the state's next draw (``Rng.shuffled``: the order depends on the count
        only, so indices stand for the engine's items)."""
        order = list(range(count))
        self._chance.seed(f"{self.seed}:{self.draws}")
        self._chance.shuffle(order)
        self.draws += 1
        return order

    # --- black-market cards (sm.round.black-market) -----------------------------------------------------------
    def playable(self, seat: int) -> list[int]:
        """The cards ``seat`` may play, once each in hand order (Neue Ware Entdeckt! needs luxury worth 5)."""
        hand = self.bm_hands[seat]
        cards = list(dict.fromkeys(hand)) if len(hand) > 1 else hand[:]
        if NEUE_WARE in cards and self.value[seat] < SEARCH_PRICE:
            cards.remove(NEUE_WARE)
        return cards

    def can_play(self, seat: int) -> bool:
        hand = self.bm_hands[seat]
        return any(c != NEUE_WARE for c in hand) or (bool(hand) and self.value[seat] >= SEARCH_PRICE)

    def play_card(self, card: int) -> None:
        """The start player plays ``card`` and draws a replacement; an offer opens an exchange round, a text card
        waits for the next one or is carried out at once (sm.events)."""
        hand = self.bm_hands[self.start]
        hand.remove(card)
        if self.bm_deck:
            hand.append(self.bm_deck.pop(0))
        if DEMAND[card]:
            self.begin(card)
        elif card in NEXT_ROUND:
            self.pending.append(card)
            self.next_start()
        else:
            self.resolving, self.phase = card, EVENT
            if not self.choices():
                self.finish()

    # --- exchange rounds (sm.round.exchange, sm.round.price, sm.round.end) ------------------------------------
    def begin(self, card: int) -> None:
        """An offer card opens an exchange round with the text cards waiting for it (sm.round.black-market); on an
        end space that is the start space (Limit! on a track from 25) the start player's turn is the last exchange."""
        self.effects, self.pending = self.pending, []
        self.show(card)
        self.marker, self.turn, self.phase = 0, self.start, EXCHANGE if self.end > 0 else LAST_EXCHANGE
        self.exchanged = [0] * self.n

    def show(self, card: int) -> None:
        """The offer card face up, nothing exchanged yet, and what the text cards in force do to the exchange
        round: its end space (Limit!), the cards halved (Verdorbene Ware!), a cap (Waren knapp!) (sm.events.*)."""
        demand = DEMAND[card]
        self.offer = card
        self.c1, self.q1 = demand[0]
        self.c2, self.q2 = demand[1] if len(demand) > 1 else (0, 0)
        self.tab1 = self.tab2 = 0
        self.end = self.limit_end if LIMIT in self.effects else self.track_end
        self.halves, self.knapp = self.effects.count(VERDORBENE_WARE), WAREN_KNAPP in self.effects

    def exchange(self, bag: Bag, price: int) -> None:
        """The seat whose turn it is exchanges ``bag`` at ``price`` each (the first cards halved under Verdorbene
        Ware!); a last card ends the game round, a met offer or the end space the exchange round, else the marker
        moves one space."""
        p, (a, b) = self.turn, bag
        count = a + b
        done = self.tab1 + self.tab2
        if self.halves > done:
            self.value[p] += sum(price // 2 if done + i < self.halves else price for i in range(count))
        else:
            self.value[p] += price * count
        hand = self.hands[p]
        hand[self.c1] -= a
        hand[self.c2] -= b
        self.sizes[p] -= count
        self.table += [self.c1] * a + [self.c2] * b
        self.tab1 += a
        self.tab2 += b
        self.exchanged[p] += count
        if not self.sizes[p]:
            self.end_game_round()
        elif (self.tab1 == self.q1 and self.tab2 == self.q2) or self.phase == LAST_EXCHANGE:
            self.end_exchange_round()
        else:
            self.move(1)

    def move(self, spaces: int) -> None:
        """The marker moves, the turn passes to the left; on the end space the last exchange follows."""
        self.marker += spaces
        self.turn = (self.turn + 1) % self.n
        if self.marker >= self.end:
            self.phase = LAST_EXCHANGE

    def end_exchange_round(self) -> None:
        """Used cards to the bottom of their piles; the next start player to the left (sm.round.next)."""
        self.deck += self.table
        self.bm_deck.append(self.offer)
        self.bm_deck += self.effects
        self.offer, self.effects, self.table = -1, [], []
        self.marker = 0
        self.next_start()

    # --- start players and game rounds (sm.round.next, sm.game.*) ---------------------------------------------
    def next_start(self) -> None:
        """The next player to the left who can play a card starts; nobody: the game round ends."""
        for step in range(1, self.n + 1):
            seat = (self.start + step) % self.n
            if self.can_play(seat):
                self.start = self.turn = seat
                self.phase, self.marker = PLAY_CARD, 0
                return
        self.end_game_round()

    def end_game_round(self) -> None:
        """The running exchange round's cards back under their piles; waiting text cards stay face up but for the
        last round; then the next game round or the end (sm.game.first-round-end, sm.end). A text card being
        carried out is under its pile already (``finish``)."""
        last = self.game_round >= self.rounds
        self.deck += self.table
        if self.offer >= 0:
            self.bm_deck.append(self.offer)
        self.bm_deck += self.effects
        if last:
            self.bm_deck += self.pending
            self.pending = []
        self.offer, self.effects, self.table = -1, [], []
        self.exchanged = [0] * self.n
        self.marker = 0
        if last:
            self.phase, self.turn = GAME_OVER, self.start
        else:
            self.second_round()

    def second_round(self) -> None:
        """Reshuffle both piles, top the hands up (the next start player first), the next player in turn starts
        (sm.game.second-round)."""
        self.deck = [self.deck[i] for i in self.shuffled(len(self.deck))]
        self.bm_deck = [self.bm_deck[i] for i in self.shuffled(len(self.bm_deck))]
        self.game_round += 1
        n = self.n
        for step in range(1, n + 1):
            p = (self.start + step) % n
            need = max(0, self.hand_size - self.sizes[p])
            drawn, self.deck = self.deck[:need], self.deck[need:]
            for c in drawn:
                self.hands[p][c] += 1
            self.sizes[p] += len(drawn)
        self.next_start()

    # --- text cards carried out at once (sm.events.*) ---------------------------------------------------------
    def choices(self) -> list[tuple[int, ...]]:
        """The choices of the text card being carried out, in the order of ``text_cards.choices``: (target,) for
        Spionage! and Alte Rechnung!, (commodity,) for Schnelles Geschäft! and Neue Ware Entdeckt!, (target,
        commodity) for Razzia!, (target, *given) for Zwangstausch!."""
        card, p, n = TEXT[self.resolving], self.start, self.n
        hand = self.hands[p]
        opponents = [(p + k) % n for k in range(1, n)]
        holders = [q for q in opponents if self.sizes[q]]
        kinds = [c for c in range(5) if hand[c]]
        if card is TextCard.SPIONAGE or card is TextCard.ALTE_RECHNUNG:
            return [(q,) for q in holders]
        if card is TextCard.SCHNELLES_GESCHAEFT:
            return [(c,) for c in kinds]
        if card is TextCard.ZWANGSTAUSCH:
            gifts = [(c,) for c in kinds] + [(a, b) for i, a in enumerate(kinds) for b in kinds[i:]
                                              if a != b or hand[a] >= 2]
            return [(q, *give) for q in holders for give in gifts]
        if card is TextCard.RAZZIA:
            return [(q, c) for q in opponents for c in range(5)]
        if card is TextCard.NEUE_WARE:
            return [(c,) for c in sorted(set(self.deck))]
        return []

    def blind(self, hand: list[int], k: int) -> list[int]:
        """``k`` cards drawn blindly from ``hand`` (counts): the engine shuffles the positions of the sorted hand
        (``text_cards._blind``)."""
        cards = [c for c in range(5) for _copy in range(hand[c])]
        return [cards[i] for i in self.shuffled(len(cards))[:k]]

    def carry_out(self, choice: tuple[int, ...]) -> None:
        """The start player's choice for the text card being carried out, then it goes under the pile."""
        card, p = TEXT[self.resolving], self.start
        mine = self.hands[p]
        if card is TextCard.SPIONAGE:
            self.draws += 1  # he sees two cards, hands them back: only the draw is left of it
        elif card is TextCard.ALTE_RECHNUNG:
            q = choice[0]
            (c,) = self.blind(self.hands[q], 1)
            self.hands[q][c] -= 1
            self.sizes[q] -= 1
            mine[c] += 1
            self.sizes[p] += 1
        elif card is TextCard.SCHNELLES_GESCHAEFT:
            c = choice[0]
            mine[c] -= 1
            self.sizes[p] -= 1
            self.deck.append(c)
            self.value[p] += QUICK_SALE_VALUE
            if not self.sizes[p]:  # his last card ends the game round: the card goes under the pile first
                self.bm_deck.append(self.resolving)
                self.resolving = -1
                self.end_game_round()
                return
        elif card is TextCard.ZWANGSTAUSCH:
            q, give = choice[0], choice[1:]
            theirs = self.hands[q]
            for c in give:  # 'give ... and draw the same number from him': the gift first
                mine[c] -= 1
                theirs[c] += 1
            for c in self.blind(theirs, len(give)):
                theirs[c] -= 1
                mine[c] += 1
        elif card is TextCard.RAZZIA:
            q, c = choice
            self.deck += [c] * self.hands[q][c]
            self.sizes[q] -= self.hands[q][c]
            self.hands[q][c] = 0
        elif card is TextCard.NEUE_WARE:
            c = choice[0]
            self.deck.remove(c)
            mine[c] += 1
            self.sizes[p] += 1
            self.value[p] -= SEARCH_PRICE
        self.finish()

    def finish(self) -> None:
        """The text card goes under the pile; the next player starts (or, nobody holding a card, the game round
        ends: sm.events)."""
        self.bm_deck.append(self.resolving)
        self.resolving = -1
        if not any(self.sizes):
            self.end_game_round()
        else:
            self.next_start()


