"""The worked examples 1-6 of the Schwarzmarkt text, and the rules around them, as scenario tests."""

from __future__ import annotations

import pytest

from schwarz import IllegalAction
from schwarz.i18n import render
from schwarz.play import play
from schwarz.schwarzmarkt import (
    GAME,
    Exchange,
    Move,
    Options,
    Pass,
    Phase,
    Play,
    Steal,
    TextCard,
    apply,
    legal_actions,
    new_game,
    offer,
)
from schwarz.schwarzmarkt.commodities import Commodity
from schwarz.schwarzmarkt.events import Exchanged, GameRoundStarted, MarkerMoved, PassedOver
from schwarz.schwarzmarkt.luxury import Luxury
from schwarz.schwarzmarkt.position import goods, position
from schwarz.schwarzmarkt.wording import event_message

PLAYERS = ("Alwin", "Brigitte", "Charlotte", "Dieter", "Erich")
ALWIN, BRIGITTE, CHARLOTTE, DIETER, ERICH = range(5)
POTATOES_BUTTER = offer(potatoes=2, butter=2)
P, B = Commodity.POTATOES, Commodity.BUTTER
SOME_CARDS = {p: (offer(**{c.value: 3}),) for p, c in enumerate(Commodity)}


def example(**kw: object) -> object:
    hands = {
        ALWIN: goods(potatoes=1, flour=3, sugar=2),
        BRIGITTE: goods(potatoes=2, butter=1, coffee=2),
        CHARLOTTE: goods(butter=2, sugar=1),
        DIETER: goods(flour=2, coffee=1),
        ERICH: goods(potatoes=1, butter=1, sugar=2),
    }
    bm = kw.pop("black_market_hands", None) or {
        ALWIN: (POTATOES_BUTTER, offer(sugar=3), TextCard.RAZZIA),
        ERICH: (TextCard.ALTE_RECHNUNG, TextCard.NEUE_WARE, offer(coffee=3)),
    }
    return position(PLAYERS, hands, bm, **kw)  # type: ignore[arg-type]


def test_example_1_alwin_plays_the_offer_card_and_draws_a_replacement() -> None:
    state = example()
    top = state.black_market_deck[0]
    after = apply(state, Play(POTATOES_BUTTER))
    assert after.offer == POTATOES_BUTTER and after.phase is Phase.EXCHANGE
    assert POTATOES_BUTTER not in after.black_market_hands[ALWIN]
    assert top in after.black_market_hands[ALWIN] and len(after.black_market_hands[ALWIN]) == 3
    assert after.to_act == ALWIN and after.demand_left() == {P: 2, B: 2}


def test_examples_2_and_3_alwin_does_not_exchange_and_moves_4_to_the_9_space() -> None:
    state = apply(example(), Play(POTATOES_BUTTER))
    assert state.price == 1
    moves = [a for a in legal_actions(state) if isinstance(a, Move)]
    assert moves == [Move(1), Move(2), Move(3), Move(4)]  # example 3: 1, 2, 3 or 4 spaces
    after = apply(state, Move(4))
    assert after.price == 9 and after.to_act == BRIGITTE
    assert after.log[-1] == MarkerMoved(ALWIN, 4, 4, 9, rule="sm.round.price")
    assert str(event_message(after.log[-1], PLAYERS)) == "Alwin moves the price marker 4 spaces to 9"


def test_example_4_brigitte_exchanges_butter_and_potatoes_for_2_x_9() -> None:
    state = apply(apply(example(), Play(POTATOES_BUTTER)), Move(4))
    after = apply(state, Exchange((P, B)))
    assert after.luxury_value(BRIGITTE) == 18
    assert after.luxury[BRIGITTE] == Luxury(chewing_gum=3, chocolate=1, cigarettes=1)
    assert after.bank.value + sum(x.value for x in after.luxury) == 1650
    exchanged = after.log[-2]
    assert isinstance(exchanged, Exchanged) and exchanged.each == (9, 9) and exchanged.value == 18
    assert "2 x 9 = 18" in str(event_message(exchanged, PLAYERS))
    assert "2 × 9 = 18" in render(event_message(exchanged, PLAYERS), "fr")  # example 4 of the French text
    # she exchanged, so the marker moved one space only
    assert after.marker == state.marker + 1 and after.to_act == CHARLOTTE
    assert after.demand_left() == {P: 1, B: 1}


def test_exchange_only_what_is_still_demanded() -> None:
    state = apply(apply(example(), Play(POTATOES_BUTTER)), Move(4))
    with pytest.raises(IllegalAction) as err:
        apply(state, Exchange((Commodity.COFFEE,)))
    assert err.value.rule == "sm.round.exchange"
    with pytest.raises(IllegalAction):
        apply(state, Move(4))  # the die on the 9 space shows 3
    assert Exchange((P, P, B)) in legal_actions(state)


def test_the_round_ends_when_the_offer_is_met() -> None:
    state = position(PLAYERS, {ALWIN: goods(potatoes=3, flour=1), BRIGITTE: goods(butter=2, sugar=1),
                               CHARLOTTE: goods(flour=1), DIETER: goods(flour=1), ERICH: goods(flour=1)},
                     SOME_CARDS, phase=Phase.EXCHANGE, offer=POTATOES_BUTTER, marker=4, start=ALWIN, turn=ALWIN)
    state = apply(state, Exchange((P, P)))
    after = apply(state, Exchange((B, B)))
    assert after.offer is None and after.phase is Phase.PLAY_CARD
    assert after.start == BRIGITTE and after.marker == 0
    assert after.deck[-4:] == (P, P, B, B)  # used cards at the bottom of the deck
    assert after.black_market_deck[-1] == POTATOES_BUTTER


def test_on_50_only_the_player_whose_turn_it_is_may_still_exchange() -> None:
    state = position(PLAYERS, {p: goods(potatoes=1, butter=1, flour=1) for p in range(5)},
                     SOME_CARDS, phase=Phase.EXCHANGE, offer=POTATOES_BUTTER, marker=12, start=ALWIN, turn=DIETER)
    assert legal_actions(state)[-1] == Move(1)  # the 40 space: die 1, and never past 50
    state = apply(state, Move(1))
    assert state.phase is Phase.LAST_EXCHANGE and state.price == 50 and state.to_act == ERICH
    assert Pass() in legal_actions(state) and not any(isinstance(a, Move) for a in legal_actions(state))
    after = apply(state, Exchange((P,)))
    assert after.luxury_value(ERICH) == 50
    assert after.phase is Phase.PLAY_CARD and after.start == BRIGITTE  # ended although not met in full


def test_example_5_erich_plays_alte_rechnung_and_takes_a_card_from_charlotte() -> None:
    state = example(start=ERICH)
    state = apply(state, Play(TextCard.ALTE_RECHNUNG))
    assert state.phase is Phase.EVENT and state.to_act == ERICH
    after = apply(state, Steal(CHARLOTTE))
    assert len(after.hands[CHARLOTTE]) == 2 and len(after.hands[ERICH]) == 5
    assert after.phase is Phase.PLAY_CARD and after.start == ALWIN and after.offer is None
    assert after.black_market_deck[-1] is TextCard.ALTE_RECHNUNG


def test_example_5_neue_ware_only_with_luxury_items_to_pay() -> None:
    state = example(start=ERICH)
    assert Play(TextCard.NEUE_WARE) not in legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        apply(state, Play(TextCard.NEUE_WARE))
    assert err.value.rule == "sm.events.neue-ware"
    rich = example(start=ERICH, luxury={ERICH: Luxury(cigarettes=1)})
    from schwarz.schwarzmarkt import Search

    state = apply(rich, Play(TextCard.NEUE_WARE))
    after = apply(state, Search(P))
    assert after.hands[ERICH].count(P) == 2 and after.luxury_value(ERICH) == 5
    assert after.start == ALWIN


def test_example_6_waren_knapp_waits_for_the_next_offer_card() -> None:
    state = example(start=ERICH, black_market_hands={
        ERICH: (TextCard.WAREN_KNAPP, offer(coffee=3), TextCard.LIMIT),
        ALWIN: (POTATOES_BUTTER, TextCard.RAZZIA, TextCard.SPIONAGE),
    })
    after = apply(state, Play(TextCard.WAREN_KNAPP))
    assert after.pending == (TextCard.WAREN_KNAPP,) and after.offer is None
    assert after.start == ALWIN and after.phase is Phase.PLAY_CARD
    # only with the next offer card does a new exchange round take place, and the card acts on it
    after = apply(after, Play(POTATOES_BUTTER))
    assert after.effects == (TextCard.WAREN_KNAPP,) and after.pending == ()
    assert Exchange((P,)) in legal_actions(after)
    assert not any(isinstance(a, Exchange) and len(a.goods) > 1 for a in legal_actions(after))


def test_player_left_of_the_dealer_starts_with_3_and_9_cards() -> None:
    state = new_game(4, 7)
    assert state.start == 0 and state.to_act == 0 and state.marker == 0 and state.price == 1
    assert all(len(h) == 3 for h in state.black_market_hands) and all(len(h) == 9 for h in state.hands)
    assert len(state.deck) == 60 - 36 and len(state.black_market_deck) == 30 - 12


def test_a_first_start_player_who_may_play_no_card_is_passed_over_as_any_start_player() -> None:
    """'The player left of the dealer starts' (sm.round.black-market), but Neue Ware Entdeckt! 'you can only play
    ... if you already own luxury items' (sm.events.neue-ware): dealt one black-market card each (a design-lab
    knob), seat 0 holds only that card and no luxury. He is passed over as the engine passes over any later start
    player who may play no card (``rounds.next_start``); before, the game stopped: 'seat 0 has no legal action'."""
    state = new_game(3, 117, Options(black_market_hand=1))
    assert state.black_market_hands[0] == (TextCard.NEUE_WARE,) and state.luxury_value(0) == 0
    assert state.phase is Phase.PLAY_CARD and state.start == state.turn == state.to_act == 1
    assert legal_actions(state) == [Play(state.black_market_hands[1][0])]
    told = [(type(e).__name__, e.rule, str(event_message(e, PLAYERS))) for e in state.log
            if isinstance(e, PassedOver | GameRoundStarted)]
    assert told == [
        ("PassedOver", "sm.round.black-market", "Alwin has no black-market card he may play and is passed over"),
        ("GameRoundStarted", "sm.round.black-market",
         "Game round 1: Charlotte dealt, Brigitte is the first start player"),
    ]
    after = play(GAME, 3, 117, options=Options(black_market_hand=1))
    assert after.is_over


def test_the_first_start_player_is_left_of_the_dealer_with_the_texts_rules() -> None:
    for seed in range(40):
        state = new_game(5, seed)
        assert state.start == 0 and not any(isinstance(e, PassedOver) for e in state.log)
