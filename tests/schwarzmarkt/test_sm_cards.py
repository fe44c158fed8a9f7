"""Each text card of the Schwarzmarkt text, and the bank."""

from __future__ import annotations

from collections import Counter

import pytest

from schwarz import IllegalAction
from schwarz.i18n import render
from schwarz.schwarzmarkt import (
    Exchange,
    Move,
    Options,
    Pass,
    Phase,
    Play,
    QuickSale,
    Raid,
    Search,
    Spy,
    Steal,
    Swap,
    TextCard,
    apply,
    legal_actions,
    offer,
    view,
)
from schwarz.schwarzmarkt.commodities import Commodity
from schwarz.schwarzmarkt.events import (
    EndSpaceReached,
    ExchangeRoundEnded,
    GameRoundEnded,
    Raided,
    SearchFound,
    SpySaw,
    StolenCard,
    SwapCards,
)
from schwarz.schwarzmarkt.luxury import Luxury, full_bank, greedy, pay_in, pay_out
from schwarz.schwarzmarkt.position import goods, position
from schwarz.schwarzmarkt.wording import event_message

PLAYERS = ("Andrea", "Friedemann", "Henning", "Tommy")
A, F, H, T = range(4)
P, FL, B, S, C = Commodity
CARDS = {p: (offer(**{c.value: 3}),) for p, c in enumerate(Commodity) if p < 4}
HANDS = {A: goods(potatoes=2, butter=1), F: goods(flour=2, sugar=2, coffee=1), H: goods(coffee=3),
         T: goods(butter=1)}


def with_card(card: TextCard, **kw: object) -> object:
    bm = {**CARDS, A: (card, offer(potatoes=3))}
    return position(PLAYERS, kw.pop("hands", HANDS), bm, **kw)  # type: ignore[arg-type]


def test_spionage_shows_two_cards_to_the_spy_only() -> None:
    state = apply(with_card(TextCard.SPIONAGE), Play(TextCard.SPIONAGE))  # type: ignore[arg-type]
    assert legal_actions(state) == [Spy(F), Spy(H), Spy(T)]
    after = apply(state, Spy(F))
    assert after.hands == state.hands  # handed back
    seen = [e for e in after.log if isinstance(e, SpySaw)]
    assert len(seen) == 1 and seen[0].visible_to == frozenset({A}) and seen[0].target == F
    cards = Counter(seen[0].goods)
    assert sum(cards.values()) == 2 and not cards - Counter(after.hands[F])
    assert view(after, A).seen == ((F, seen[0].goods),)
    for other in (F, H, T):
        v = view(after, other)
        assert v.seen == () and not any(isinstance(e, SpySaw) for e in v.log)
        assert seen[0] not in v.log
    assert after.start == F and after.phase is Phase.PLAY_CARD


def test_spionage_on_a_single_card_shows_it() -> None:
    state = apply(with_card(TextCard.SPIONAGE), Play(TextCard.SPIONAGE))  # type: ignore[arg-type]
    after = apply(state, Spy(T))
    assert [e.goods for e in after.log if isinstance(e, SpySaw)] == [(B,)]


def test_schnelles_geschaeft_one_card_for_20() -> None:
    state = apply(with_card(TextCard.SCHNELLES_GESCHAEFT), Play(TextCard.SCHNELLES_GESCHAEFT))  # type: ignore[arg-type]
    assert legal_actions(state) == [QuickSale(P), QuickSale(B)]
    after = apply(state, QuickSale(B))
    assert after.luxury_value(A) == 20 and after.hands[A] == goods(potatoes=2)
    assert after.deck[-1] is B and after.start == F


def test_schnelles_geschaeft_with_the_last_card_ends_the_game_round() -> None:
    hands = {**HANDS, A: goods(potatoes=1)}
    state = apply(with_card(TextCard.SCHNELLES_GESCHAEFT, hands=hands), Play(TextCard.SCHNELLES_GESCHAEFT))  # type: ignore[arg-type]
    after = apply(state, QuickSale(P))
    assert after.game_round == 2 and all(len(h) >= 9 for h in after.hands)
    assert after.start == F  # the next player in turn starts the second round
    assert any(isinstance(e, GameRoundEnded) for e in after.log)


def test_zwangstausch_gives_1_or_2_and_draws_as_many_blindly() -> None:
    state = apply(with_card(TextCard.ZWANGSTAUSCH), Play(TextCard.ZWANGSTAUSCH))  # type: ignore[arg-type]
    acts = legal_actions(state)
    assert Swap(F, (P, P)) in acts and Swap(F, (P, B)) in acts and Swap(F, (B, B)) not in acts
    after = apply(state, Swap(H, (P, B)))
    assert Counter(after.hands[A]) + Counter(after.hands[H]) == Counter(goods(potatoes=2, butter=1, coffee=3))
    assert len(after.hands[A]) == 3 and len(after.hands[H]) == 3 and P in after.hands[A]
    private = [e for e in after.log if isinstance(e, SwapCards)]
    assert private[0].visible_to == frozenset({A, H})


def test_zwangstausch_draws_from_his_hand_after_the_gift() -> None:
    """'Give an opponent 1 or 2 of your commodity cards and draw the same number from him': give first, then draw
    from his hand as it is after the gift, so the cards just given may come back (sm.events.zwangstausch)."""
    came_back = 0
    for seed in range(10):
        state = apply(with_card(TextCard.ZWANGSTAUSCH, seed=seed), Play(TextCard.ZWANGSTAUSCH))  # type: ignore[arg-type]
        after = apply(state, Swap(H, (P, B)))  # Henning holds three coffee
        drawn = next(e for e in after.log if isinstance(e, SwapCards)).drawn
        came_back += any(c is not C for c in drawn)
        assert Counter(after.hands[A]) + Counter(after.hands[H]) == Counter(goods(potatoes=2, butter=1, coffee=3))
    assert came_back


def test_zwangstausch_on_an_opponent_holding_fewer_cards_than_given() -> None:
    """Tommy holds one card: after a gift of two he holds three, so two can always be drawn (sm.events.zwangstausch:
    such a target is not refused)."""
    state = apply(with_card(TextCard.ZWANGSTAUSCH), Play(TextCard.ZWANGSTAUSCH))  # type: ignore[arg-type]
    assert Swap(T, (P, B)) in legal_actions(state) and Swap(T, (P, P)) in legal_actions(state)
    after = apply(state, Swap(T, (P, P)))
    assert len(after.hands[A]) == 3 and len(after.hands[T]) == 1
    assert Counter(after.hands[A]) + Counter(after.hands[T]) == Counter(goods(potatoes=2, butter=2))


def test_razzia_puts_all_cards_of_the_named_commodity_under_the_deck() -> None:
    state = apply(with_card(TextCard.RAZZIA), Play(TextCard.RAZZIA))  # type: ignore[arg-type]
    assert len(legal_actions(state)) == 3 * 5
    after = apply(state, Raid(F, S))
    assert after.hands[F] == goods(flour=2, coffee=1) and after.deck[-2:] == (S, S)
    nothing = apply(state, Raid(H, P))
    raid = nothing.log[-2]
    assert nothing.hands == state.hands and isinstance(raid, Raided) and raid.count == 0
    assert "loses nothing" in str(event_message(raid, PLAYERS))
    with pytest.raises(IllegalAction):
        apply(state, Raid(A, P))  # an opponent


def test_neue_ware_entdeckt_search_the_deck_and_pay_5() -> None:
    rich = with_card(TextCard.NEUE_WARE, luxury={A: Luxury(cigarettes=1, chewing_gum=2)})
    state = apply(rich, Play(TextCard.NEUE_WARE))  # type: ignore[arg-type]
    assert {a.commodity for a in legal_actions(state) if isinstance(a, Search)} == set(Commodity)
    after = apply(state, Search(C))
    assert after.hands[A] == goods(potatoes=2, butter=1, coffee=1)
    assert after.luxury_value(A) == 7 and after.bank.value + 7 == full_bank().value
    assert [(e.card, e.visible_to) for e in after.log if isinstance(e, SearchFound)] == [(C, frozenset({A}))]


def test_limit_ends_the_next_exchange_round_at_25() -> None:
    state = with_card(TextCard.LIMIT)
    state = apply(state, Play(TextCard.LIMIT))  # type: ignore[arg-type]
    assert state.pending == (TextCard.LIMIT,) and state.start == F
    state = apply(state, Play(CARDS[F][0]))
    assert state.price == 1 and state.track[state.end].value == 25
    while state.phase is Phase.EXCHANGE:
        state = apply(state, max((a for a in legal_actions(state) if isinstance(a, Move)), key=lambda m: m.spaces))
    assert state.phase is Phase.LAST_EXCHANGE and state.price == 25
    assert all(s.value <= 25 for s in state.track[: state.marker + 1])


FROM_25 = Options(track_values=tuple(range(25, 39)))
"""A changed price track (a design-lab knob) whose start space is worth 25: Limit!'s end space is the start."""


def test_limit_on_a_track_from_25_the_start_player_makes_the_last_exchange() -> None:
    """'Limit! The next exchange round will end when the marker reaches 25 instead of 50' (sm.events.limit) and 'No
    goods can be exchanged on the 50 space except by the player whose turn it is' (sm.round.end): the marker stands
    on 25 from the start, so only the start player may exchange, at 25, and the round ends. Before, the round
    opened as usual with no move possible: the marker went past the end (to space 1) after an exchange."""
    state = position(PLAYERS, HANDS, CARDS, pending=(TextCard.LIMIT,), options=FROM_25)
    state = apply(state, Play(CARDS[A][0]))  # potatoes x3; Andrea holds 2
    assert state.effects == (TextCard.LIMIT,) and state.end == state.marker == 0 and state.price == 25
    assert state.phase is Phase.LAST_EXCHANGE and state.to_act == A
    assert legal_actions(state) == [Exchange((P,)), Exchange((P, P)), Pass()]
    reached = state.log[-1]
    assert isinstance(reached, EndSpaceReached) and reached.rule == "sm.round.end"
    assert str(event_message(reached, PLAYERS)) == "The marker reached 25: only Andrea may still exchange, at 25"
    after = apply(state, Exchange((P, P)))
    assert after.luxury_value(A) == 50 and after.hands[A] == goods(butter=1)
    assert after.phase is Phase.PLAY_CARD and after.start == F and after.marker == 0 and after.offer is None
    assert any(isinstance(e, ExchangeRoundEnded) and not e.met and e.left == (P,) for e in after.log)


def test_limit_on_a_track_from_25_a_start_player_without_demanded_cards_passes() -> None:
    """The same with a start player holding none of the demanded cards: his only action is to pass (before, he
    had none and the game stopped: 'seat 2 has no legal action')."""
    state = position(PLAYERS, HANDS, CARDS, pending=(TextCard.LIMIT,), start=H, options=FROM_25)
    state = apply(state, Play(CARDS[H][0]))  # butter x3; Henning holds coffee only
    assert state.phase is Phase.LAST_EXCHANGE and legal_actions(state) == [Pass()]
    after = apply(state, Pass())
    assert after.phase is Phase.PLAY_CARD and after.start == T and after.hands[H] == HANDS[H]


def test_a_track_from_25_without_limit_is_an_ordinary_exchange_round() -> None:
    state = apply(position(PLAYERS, HANDS, CARDS, options=FROM_25), Play(CARDS[A][0]))
    assert state.phase is Phase.EXCHANGE and state.price == 25 and state.end == 13
    assert Move(4) in legal_actions(state)


def test_alte_rechnung_steals_one_card_blindly() -> None:
    state = apply(with_card(TextCard.ALTE_RECHNUNG), Play(TextCard.ALTE_RECHNUNG))  # type: ignore[arg-type]
    after = apply(state, Steal(H))
    assert after.hands[A] == goods(potatoes=2, butter=1, coffee=1) and after.hands[H] == goods(coffee=2)
    assert [(e.card, e.visible_to) for e in after.log if isinstance(e, StolenCard)] == [(C, frozenset({A, H}))]


def test_verdorbene_ware_halves_the_first_card_only() -> None:
    state = position(PLAYERS, HANDS, CARDS, phase=Phase.EXCHANGE, offer=offer(potatoes=2, butter=2),
                     effects=(TextCard.VERDORBENE_WARE,), marker=4)
    after = apply(state, Exchange((P, P)))
    assert after.luxury_value(A) == 4 + 9
    state = apply(apply(after, Move(1)), Move(1))
    assert state.to_act == T and state.price == 18
    later = apply(state, Exchange((B,)))
    assert later.luxury_value(T) == 18  # all other cards at the real price


def test_waren_knapp_one_card_per_player_in_the_whole_exchange_round() -> None:
    state = position(PLAYERS, HANDS, CARDS, phase=Phase.EXCHANGE, offer=offer(potatoes=2, butter=2),
                     effects=(TextCard.WAREN_KNAPP,))
    assert [a for a in legal_actions(state) if isinstance(a, Exchange)] == [Exchange((P,)), Exchange((B,))]
    with pytest.raises(IllegalAction) as err:
        apply(state, Exchange((P, B)))
    assert err.value.rule == "sm.events.waren-knapp"
    state = apply(state, Exchange((P,)))
    for _ in range(3):
        state = apply(state, Move(1))
    assert state.to_act == A and not any(isinstance(a, Exchange) for a in legal_actions(state))


def test_a_waiting_card_outlives_the_end_of_the_game_round() -> None:
    """Limit! waits for the next exchange round; the next start player plays Schnelles Geschäft! on his last
    commodity card, which ends the game round. The card 'remains face up and valid until that exchange round has
    ended': it acts on the first exchange round of the second game round (sm.events.limit: it is not discarded)."""
    hands = {**HANDS, F: goods(sugar=1)}
    bm = {**CARDS, A: (TextCard.LIMIT, offer(potatoes=3)), F: (TextCard.SCHNELLES_GESCHAEFT, offer(flour=3))}
    state = apply(position(PLAYERS, hands, bm), Play(TextCard.LIMIT))
    assert state.pending == (TextCard.LIMIT,) and state.start == F
    state = apply(apply(state, Play(TextCard.SCHNELLES_GESCHAEFT)), QuickSale(S))
    assert state.game_round == 2 and state.pending == (TextCard.LIMIT,)
    end = next(e for e in state.log if isinstance(e, GameRoundEnded))
    assert end.waiting == (TextCard.LIMIT,)
    assert "Limit! stays face up for the next exchange round" in render(event_message(end, PLAYERS), "en")
    assert "Limit! reste face visible pour le prochain tour d'échange" in render(event_message(end, PLAYERS), "fr")
    assert TextCard.LIMIT not in state.black_market_deck
    first_offer = next(a for a in legal_actions(state) if isinstance(a, Play) and not isinstance(a.card, TextCard))
    state = apply(state, first_offer)
    assert state.effects == (TextCard.LIMIT,) and state.track[state.end].value == 25 and state.pending == ()


def test_cards_for_the_next_round_combine() -> None:
    state = position(PLAYERS, HANDS, {**CARDS, A: (TextCard.LIMIT, offer(potatoes=3)),
                                      F: (TextCard.WAREN_KNAPP, offer(flour=3))})
    state = apply(apply(state, Play(TextCard.LIMIT)), Play(TextCard.WAREN_KNAPP))
    assert state.pending == (TextCard.LIMIT, TextCard.WAREN_KNAPP)
    state = apply(state, Play(CARDS[H][0]))
    assert state.effects == (TextCard.LIMIT, TextCard.WAREN_KNAPP) and state.track[state.end].value == 25


def test_bank_makes_change_and_conserves_value() -> None:
    bank = full_bank()
    assert bank.value == 1650 and bank.cards == 100
    t = pay_out(Luxury(), bank, 0, 18)
    assert t.player == Luxury(3, 1, 1, 0) and t.player.value + t.bank.value == 1650
    # no chewing gum left in the bank: the player's cards are changed with his payment
    poor = Luxury(0, 25, 25, 25)
    t = pay_out(Luxury(chewing_gum=4), poor, 0, 1)
    assert t.player == Luxury(chocolate=1) and t.credit == 0
    t = pay_in(Luxury(cigarettes=1), bank, 0, 5)
    assert t.player == Luxury(chocolate=1) and t.bank.value == 1655
    t = pay_out(Luxury(), Luxury(0, 0, 0, 1), 0, 60)
    assert t.player == Luxury(nylons=1) and t.credit == 10  # the bank ran dry: an IOU
    assert greedy(Luxury(3, 0, 2, 0), 23) == (Luxury(3, 0, 2, 0), 0)


def test_each_game_round_end_is_logged_under_its_own_rule() -> None:
    """Round 1 ends by sm.game.first-round-end; the second round 'ends in the same way' (sm.game.second-round),
    not under the first-round rule id."""
    from schwarz.play import play
    from schwarz.schwarzmarkt import GAME

    state = play(GAME, 3, 1)
    ends = [(e.round, e.rule) for e in state.log if isinstance(e, GameRoundEnded)]
    assert ends == [(1, "sm.game.first-round-end"), (2, "sm.game.second-round")]
