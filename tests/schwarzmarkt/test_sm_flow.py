"""What one step closes (the stepper's 'to end of turn / round'): turns and exchange rounds as the text means them
(sm.round.black-market, sm.round.end, sm.events, sm.game.first-round-end)."""

from __future__ import annotations

import pytest

from schwarz.core.contract import Closes
from schwarz.schwarzmarkt import (
    GAME,
    PHASES,
    Action,
    Exchange,
    Move,
    Pass,
    Phase,
    Play,
    QuickSale,
    Raid,
    State,
    TextCard,
    apply,
    legal_actions,
    offer,
)
from schwarz.schwarzmarkt.commodities import Commodity
from schwarz.schwarzmarkt.options import Options
from schwarz.schwarzmarkt.position import goods, position
from schwarz.timeline import Timeline

PLAYERS = ("Andrea", "Friedemann", "Henning", "Tommy")
A, F, H, T = range(4)
P, FL, B, S, C = Commodity
OFFER = offer(potatoes=2, butter=2)
CARDS = {A: (TextCard.LIMIT, TextCard.RAZZIA, TextCard.SCHNELLES_GESCHAEFT), F: (offer(potatoes=3),),
         H: (offer(flour=3),), T: (offer(sugar=3),)}
HANDS = {A: goods(potatoes=2, butter=1), F: goods(flour=2, sugar=2, coffee=1), H: goods(coffee=3),
         T: goods(butter=1)}


def step(state: State, action: Action) -> tuple[State, Closes]:
    """The state after ``action`` and what the step closes."""
    after = apply(state, action)
    return after, GAME.closes(state, action, after)


def test_the_table_declares_every_phase_flow() -> None:
    for phase, spec in PHASES.items():
        assert (spec.actions and spec.ends and spec.next) or phase is Phase.GAME_OVER
        assert all(a in GAME.action_types for a in spec.actions)
    assert GAME.units == {Closes.TURN, Closes.ROUND, Closes.GAME}


def test_an_offer_card_begins_the_start_players_turn_and_his_move_ends_it() -> None:
    state = position(PLAYERS, HANDS, {**CARDS, A: (OFFER,)})
    state, closed = step(state, Play(OFFER))
    assert closed is Closes.NOTHING and state.phase is Phase.EXCHANGE and state.to_act == A
    state, closed = step(state, Move(2))
    assert closed is Closes.TURN and state.to_act == F


def test_a_card_waiting_for_the_next_exchange_round_is_the_start_players_whole_turn() -> None:
    state, closed = step(position(PLAYERS, HANDS, CARDS), Play(TextCard.LIMIT))
    assert closed is Closes.TURN  # the phase stays 'play a card': the table declares that step a whole turn
    assert state.phase is Phase.PLAY_CARD and state.start == F
    assert PHASES[Phase.PLAY_CARD].transitions[Phase.PLAY_CARD] is Closes.TURN


def test_a_text_card_acting_at_once_ends_the_turn_with_its_choice_and_is_no_exchange_round() -> None:
    state, closed = step(position(PLAYERS, HANDS, CARDS), Play(TextCard.RAZZIA))
    assert closed is Closes.NOTHING and state.phase is Phase.EVENT
    state, closed = step(state, Raid(F, S))
    assert closed is Closes.TURN and state.start == F


def test_reaching_the_end_space_closes_a_turn_and_the_last_exchange_the_round() -> None:
    state = position(PLAYERS, HANDS, CARDS, phase=Phase.EXCHANGE, offer=OFFER, marker=12, start=A, turn=H)
    state, closed = step(state, Move(1))
    assert state.phase is Phase.LAST_EXCHANGE and closed is Closes.TURN
    assert legal_actions(state) == [Exchange((B,)), Pass()]
    state, closed = step(state, Pass())
    assert closed is Closes.ROUND and state.phase is Phase.PLAY_CARD


def test_meeting_the_offer_closes_the_exchange_round() -> None:
    state = position(PLAYERS, HANDS, CARDS, phase=Phase.EXCHANGE, offer=OFFER, table=(P, P, B),
                     exchanged=(3, 0, 0, 0), start=H, turn=T)
    state, closed = step(state, Exchange((B,)))
    assert closed is Closes.ROUND and state.offer is None and state.start == T


@pytest.mark.parametrize(("rounds", "closes"), [(2, Closes.ROUND), (1, Closes.GAME)])
def test_the_end_of_a_game_round_closes_a_round_even_outside_an_exchange_round(rounds: int, closes: Closes) -> None:
    state = position(PLAYERS, {**HANDS, A: goods(sugar=1)}, CARDS, options=Options(rounds=rounds))
    state, closed = step(apply(state, Play(TextCard.SCHNELLES_GESCHAEFT)), QuickSale(S))
    assert closed is closes  # Andrea sold her last card (sm.game.first-round-end)
    assert state.game_round == 2 or state.is_over


def texts_close(before: State, after: State) -> Closes:
    """What a step closes by the texts, said independently of the table: the end of the game or of a game round
    (sm.game.first-round-end), of an exchange round (sm.round.end: the offer met or the last exchange done), a
    start player's ``Play`` after which he goes on (nothing), else one player's turn."""
    exchange_round = {Phase.EXCHANGE, Phase.LAST_EXCHANGE}
    if after.is_over:
        return Closes.GAME
    if after.game_round != before.game_round:
        return Closes.ROUND
    if before.phase in exchange_round and after.phase not in exchange_round:
        return Closes.ROUND
    if before.phase is Phase.PLAY_CARD and after.phase in (*exchange_round, Phase.EVENT):
        return Closes.NOTHING
    return Closes.TURN


def test_an_offer_card_opening_on_the_end_space_closes_nothing_and_the_last_exchange_the_round() -> None:
    """Limit! on a track whose start space is worth 25 (a design-lab knob): the start player's ``Play`` leads
    straight to the last exchange (sm.events.limit, sm.round.end); his turn goes on, the pass ends the round."""
    state = position(PLAYERS, HANDS, {**CARDS, A: (OFFER,)}, pending=(TextCard.LIMIT,),
                     options=Options(track_values=tuple(range(25, 39))))
    state, closed = step(state, Play(OFFER))
    assert closed is Closes.NOTHING and state.phase is Phase.LAST_EXCHANGE and state.to_act == A
    state, closed = step(state, Pass())
    assert closed is Closes.ROUND and state.phase is Phase.PLAY_CARD and state.start == F


@pytest.mark.parametrize(("seed", "options"), [(1, None), (2, None), (3, None),
                                               (4, Options(track_values=tuple(range(25, 39))))])
def test_the_table_agrees_with_the_texts_at_every_step_of_a_game(seed: int, options: Options | None) -> None:
    """Including the three steps a phase change alone would misread: the end space reached (a turn), a ``Play``
    that is a whole turn (the phase stays), a game round ending outside an exchange round (a round)."""
    timeline = Timeline.start(GAME, 4, seed, options).forward_to(Closes.GAME)
    assert timeline.state.is_over
    kinds = set()
    for i, action in enumerate(timeline.actions):
        before, after = timeline.states[i], timeline.states[i + 1]
        assert GAME.closes(before, action, after) == texts_close(before, after), f"step {i}: {action!r}"
        assert after.phase in PHASES[before.phase].next, f"step {i}: an undeclared transition"
        if before.phase is Phase.EXCHANGE and after.phase is Phase.LAST_EXCHANGE:
            kinds.add("end space reached")
        elif before.phase is after.phase is Phase.PLAY_CARD:
            kinds.add("whole-turn card")
        elif before.phase is Phase.PLAY_CARD and after.phase is Phase.LAST_EXCHANGE:
            kinds.add("end space at the start")
    assert kinds
    assert ("end space at the start" in kinds) == (options is not None)  # seed 4 meets Limit! twice
