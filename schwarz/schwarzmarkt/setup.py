"""Setting up a game (sm.setup): the luxury bank, 3 black-market cards and 9 commodity cards each; the player
left of the dealer is the first start player (sm.round.black-market), passed over as any start player is when he
may play no black-market card (``rounds.next_start``)."""

from __future__ import annotations

from schwarz.core import legality
from schwarz.core.contract import DEFAULT_NAMES
from schwarz.core.events import Event, record
from schwarz.core.rng import Rng
from schwarz.schwarzmarkt import black_market
from schwarz.schwarzmarkt import rule_ids as R
from schwarz.schwarzmarkt.commodities import in_play, removed_for, sort_goods
from schwarz.schwarzmarkt.events import Dealt, GameRoundStarted, HandDealt, SetUp
from schwarz.schwarzmarkt.luxury import Luxury, full_bank
from schwarz.schwarzmarkt.options import Deck, Options
from schwarz.schwarzmarkt.rounds import next_start
from schwarz.schwarzmarkt.state import Phase, State

PLAYERS = (3, 5)
"""The fewest and the most players (sm.contents)."""


def new_game(players: int, seed: int, options: Options | None = None) -> State:
    """Shuffle and deal; the player left of the dealer (the last seat deals) is the first start player, or, if he
    may play no black-market card (only Neue Ware Entdeckt! and no luxury: sm.events.neue-ware), the next one to
    the left who may: the rule ``rounds.next_start`` applies to every later start player (sm.round.next), so
    seat 0 is passed over only with changed knobs (a hand of one black-market card). Arguments it cannot start a
    game with raise ``InvalidArgument``."""
    options = legality.arguments(players, seed, options, Options, *PLAYERS, game="Schwarzmarkt") or Options()
    rng = Rng(seed)
    bm, rng = rng.shuffled(black_market.deck())
    k = options.black_market_hand
    bm_hands = tuple(tuple(bm[p * k : (p + 1) * k]) for p in range(players))
    goods, rng = rng.shuffled(in_play(options.deck))
    h = options.hand_size
    hands = tuple(sort_goods(goods[p * h : (p + 1) * h]) for p in range(players))
    names = DEFAULT_NAMES[:players]
    state = State(
        players=names,
        options=options,
        rng=rng,
        hands=hands,
        deck=tuple(goods[players * h :]),
        removed=removed_for(options.deck),
        black_market_hands=bm_hands,
        black_market_deck=tuple(bm[players * k :]),
        luxury=(Luxury(),) * players,
        bank=full_bank(),
        credit=(0,) * players,
        phase=Phase.PLAY_CARD,
        start=players - 1,
        turn=players - 1,
        exchanged=(0,) * players,
    )
    rule = R.VARIANT if options.deck is Deck.VARIANT else R.SETUP
    events: list[Event] = [SetUp(value=state.price, removed=state.removed, rule=rule)]
    for p in range(players):
        events.append(Dealt(p, k, h, rule=R.SETUP))
        events.append(HandDealt(p, bm_hands[p], hands[p], rule=R.SETUP, visible_to=frozenset({p})))
    state = next_start(record(state, *events))  # from the dealer: the player to his left, or the next who may play
    if state.game_round > 1 or state.is_over:  # nobody may play a card (not with the printed deck): round 1 is over
        return state
    return record(state, GameRoundStarted(1, state.start, dealer=players - 1, rule=R.BLACK_MARKET))
