"""Setting up a game (sm.setup): the luxury bank, 3 black-market cards and 9 commodity cards each."""

from __future__ import annotations

from schwarz.core.contract import DEFAULT_NAMES
from schwarz.core.rng import Rng
from schwarz.schwarzmarkt import black_market
from schwarz.schwarzmarkt import rule_ids as R
from schwarz.schwarzmarkt.black_market import card_name
from schwarz.schwarzmarkt.commodities import describe_goods, in_play, removed_for, sort_goods
from schwarz.schwarzmarkt.french import card_data
from schwarz.schwarzmarkt.log import goods_data, say
from schwarz.schwarzmarkt.luxury import Luxury, full_bank
from schwarz.schwarzmarkt.options import Deck, Options
from schwarz.schwarzmarkt.state import Phase, State


def new_game(players: int, seed: int, options: Options | None = None) -> State:
    """Shuffle and deal; the player left of the dealer (the last seat) is the first start player."""
    options = options or Options()
    options.check_players(players)
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
        start=0,
        turn=0,
        exchanged=(0,) * players,
    )
    rule = R.VARIANT if options.deck is Deck.VARIANT else R.SETUP
    state = say(
        state,
        "setup",
        f"The price marker stands on the start space (1). Removed from the commodity cards: "
        f"{describe_goods(state.removed)}",
        rule,
        removed=goods_data(state.removed),
    )
    for p, name in enumerate(names):
        state = say(state, "deal", f"{name} gets {k} black-market cards and {h} commodity cards", R.SETUP, player=p,
                    black_market=k, commodities=h)
        state = say(
            state,
            "hand",
            f"{name}'s black-market cards: {', '.join(card_name(c) for c in bm_hands[p])}; "
            f"commodities: {describe_goods(hands[p])}",
            R.SETUP,
            player=p,
            visible_to=frozenset({p}),
            goods=goods_data(hands[p]),
            cards=tuple(card_data(c) for c in bm_hands[p]),
        )
    return say(
        state,
        "start",
        f"Game round 1: {names[-1]} dealt, {names[0]} is the first start player",
        R.BLACK_MARKET,
        player=0,
        round=1,
        dealer=players - 1,
    )
