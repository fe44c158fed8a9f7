"""Black-market cards with text (sm.events and one section per card).

Cards acting at once are carried out by the start player (his choice is an action: ``Spy``, ``QuickSale``,
``Swap``, ``Raid``, ``Search``, ``Steal``); there is no exchange round and the next player becomes start player.
A card whose instructions cannot be carried out (no opponent holds a card, ...) is played without effect.
Limit!, Verdorbene Ware! and Waren knapp! wait face up for the next exchange round (several combine).
Blind draws come from the state's seeded generator; what only some players see is logged for them only.
"""

from __future__ import annotations

from collections.abc import Sequence

from schwarz.core.events import record
from schwarz.core.values import evolve
from schwarz.schwarzmarkt import rule_ids as R
from schwarz.schwarzmarkt.actions import Action, QuickSale, Raid, Search, Spy, Steal, Swap
from schwarz.schwarzmarkt.black_market import TextCard
from schwarz.schwarzmarkt.commodities import Commodity, Goods, remove_goods, sort_goods
from schwarz.schwarzmarkt.events import (
    NextStartPlayer,
    NoEffect,
    QuickSold,
    Raided,
    RoundEndReason,
    Searched,
    SearchFound,
    Spied,
    SpySaw,
    Stole,
    StolenCard,
    SwapCards,
    Swapped,
    TextCardWaits,
)
from schwarz.schwarzmarkt.luxury import pay_in, pay_out
from schwarz.schwarzmarkt.rounds import end_game_round, next_start, put
from schwarz.schwarzmarkt.state import Phase, State

QUICK_SALE_VALUE = 20
SEARCH_PRICE = 5


def play_text(state: State, card: TextCard) -> State:
    """The start player has played ``card`` face up (already out of his hand)."""
    p = state.start
    if card.next_round:
        state = evolve(state, pending=(*state.pending, card))
        state = record(state, TextCardWaits(p, card, rule=card.rule))
        return next_start(state)
    state = evolve(state, resolving=card, phase=Phase.EVENT)
    if choices(state):
        return state
    state = record(state, NoEffect(p, card, rule=card.rule))
    return finish(state)


def _opponents(state: State) -> list[int]:
    p = state.start
    return [(p + k) % state.n for k in range(1, state.n)]


def _bags(hand: Goods, size: int) -> list[Goods]:
    """Distinct bags of ``size`` cards (1 or 2) from ``hand``."""
    kinds = list(dict.fromkeys(hand))
    if size == 1:
        return [(c,) for c in kinds]
    out: list[Goods] = []
    for i, a in enumerate(kinds):
        for b in kinds[i:]:
            if a != b or hand.count(a) >= 2:
                out.append(sort_goods((a, b)))
    return out


def choices(state: State) -> list[Action]:
    """The choices the text card being carried out offers the start player, in a fixed order."""
    card, p = state.resolving, state.start
    hand = state.hands[p]
    holders = [q for q in _opponents(state) if state.hands[q]]
    if card is TextCard.SPIONAGE:
        return [Spy(q) for q in holders]
    if card is TextCard.ALTE_RECHNUNG:
        return [Steal(q) for q in holders]
    if card is TextCard.SCHNELLES_GESCHAEFT:
        return [QuickSale(c) for c in dict.fromkeys(hand)]
    if card is TextCard.ZWANGSTAUSCH:
        # Give first, then draw from his hand as it is after the gift: he always holds enough cards then.
        return [Swap(q, give) for q in holders for k in (1, 2) for give in _bags(hand, k)]
    if card is TextCard.RAZZIA:
        return [Raid(q, c) for q in _opponents(state) for c in Commodity]
    if card is TextCard.NEUE_WARE:
        return [Search(c) for c in sort_goods(set(state.deck))]
    return []


def _blind(state: State, hand: Goods, k: int) -> tuple[Goods, State]:
    """``k`` cards drawn blindly from ``hand`` (seeded)."""
    order, rng = state.rng.shuffled(range(len(hand)))
    return sort_goods(hand[i] for i in order[:k]), evolve(state, rng=rng)


def carry_out(state: State, action: Action) -> State:
    """Carry out the text card with the start player's ``action`` (checked legal by the caller)."""
    p = state.start
    if isinstance(action, Spy):
        q = action.target
        seen, state = _blind(state, state.hands[q], 2)
        state = record(state, Spied(p, q, len(seen), rule=R.SPIONAGE),
                       SpySaw(p, q, seen, rule=R.SPIONAGE, visible_to=frozenset({p})))
    elif isinstance(action, Steal):
        q = action.target
        stolen, state = _blind(state, state.hands[q], 1)
        state = evolve(state, hands=put(put(state.hands, q, remove_goods(state.hands[q], stolen)), p,
                                        sort_goods((*state.hands[p], *stolen))))
        state = record(state, Stole(p, q, rule=R.ALTE_RECHNUNG),
                       StolenCard(p, q, stolen[0], rule=R.ALTE_RECHNUNG, visible_to=frozenset({p, q})))
    elif isinstance(action, QuickSale):
        t = pay_out(state.luxury[p], state.bank, state.credit[p], QUICK_SALE_VALUE)
        state = evolve(state, hands=put(state.hands, p, remove_goods(state.hands[p], (action.commodity,))),
                       deck=(*state.deck, action.commodity), luxury=put(state.luxury, p, t.player), bank=t.bank,
                       credit=put(state.credit, p, t.credit))
        state = record(state, QuickSold(p, action.commodity, QUICK_SALE_VALUE, t.received, t.given,
                                        rule=R.SCHNELLES_GESCHAEFT))
        if not state.hands[p]:
            return end_game_round(finish(state, advance=False), p)
    elif isinstance(action, Swap):
        q, give = action.target, action.give
        gifted = sort_goods((*state.hands[q], *give))  # 'give ... and draw the same number from him': gift first
        drawn, state = _blind(state, gifted, len(give))
        mine = sort_goods((*remove_goods(state.hands[p], give), *drawn))
        theirs = remove_goods(gifted, drawn)
        state = evolve(state, hands=put(put(state.hands, p, mine), q, theirs))
        state = record(state, Swapped(p, q, len(give), rule=R.ZWANGSTAUSCH),
                       SwapCards(p, q, give, drawn, rule=R.ZWANGSTAUSCH, visible_to=frozenset({p, q})))
    elif isinstance(action, Raid):
        q, c = action.target, action.commodity
        lost = tuple(x for x in state.hands[q] if x is c)
        state = evolve(state, hands=put(state.hands, q, remove_goods(state.hands[q], lost)),
                       deck=(*state.deck, *lost))
        state = record(state, Raided(p, q, c, len(lost), rule=R.RAZZIA))
    elif isinstance(action, Search):
        c = action.commodity
        i = state.deck.index(c)
        t = pay_in(state.luxury[p], state.bank, state.credit[p], SEARCH_PRICE)
        state = evolve(state, deck=(*state.deck[:i], *state.deck[i + 1 :]),
                       hands=put(state.hands, p, sort_goods((*state.hands[p], c))),
                       luxury=put(state.luxury, p, t.player), bank=t.bank, credit=put(state.credit, p, t.credit))
        state = record(state, Searched(p, SEARCH_PRICE, t.received, t.given, rule=R.NEUE_WARE),
                       SearchFound(p, c, rule=R.NEUE_WARE, visible_to=frozenset({p})))
    return finish(state)


def finish(state: State, advance: bool = True) -> State:
    """The text card goes to the bottom of the black-market pile; the next player becomes start player."""
    card = state.resolving
    state = evolve(state, resolving=None,
                   black_market_deck=(*state.black_market_deck, *([card] if card is not None else [])))
    if not advance:
        return state
    if not any(state.hands):
        return end_game_round(state, None, RoundEndReason.NO_COMMODITIES)
    state = next_start(state)
    if state.is_over:
        return state
    return record(state, NextStartPlayer(state.start, rule=R.EVENTS))


def expected(card: TextCard | None) -> Sequence[type]:
    """The action type a text card asks for."""
    return {
        TextCard.SPIONAGE: (Spy,),
        TextCard.ALTE_RECHNUNG: (Steal,),
        TextCard.SCHNELLES_GESCHAEFT: (QuickSale,),
        TextCard.ZWANGSTAUSCH: (Swap,),
        TextCard.RAZZIA: (Raid,),
        TextCard.NEUE_WARE: (Search,),
    }.get(card, ()) if card is not None else ()
