"""One scenario per rule of the text (base game, RUN, Mafia-Style, Express) and its worked example."""

from __future__ import annotations

from collections import Counter

import pytest

from schwarz import IllegalAction, IllegalKind, InvalidAction, SchwarzError
from schwarz.core.contract import ranking
from schwarz.scheffeln import (
    BASE_DECK,
    Backward,
    Choose,
    Claim,
    Colour,
    Evasion,
    Exchange,
    Joker,
    Move,
    Nasty,
    Options,
    Phase,
    Resolve,
    Scheffeln,
    TimeOut,
    Won,
    apply,
    legal_actions,
    new_game,
    predict,
    predict_state,
    scores,
    to_json,
    view,
)
from schwarz.scheffeln import rule_ids as R
from schwarz.scheffeln.events import (
    CardDiscarded,
    CarMoved,
    CharacterExchanged,
    Earned,
    EarnedNothing,
    GameEnded,
    HandDealt,
    MafiaMoved,
    NoCharacter,
    RowCardMoved,
    RowCardRevealed,
)
from schwarz.scheffeln.position import board, position, show
from schwarz.scheffeln.wording import event_message


def line(event: object, players: tuple[str, ...] = ("Andrea", "Friedemann", "Henning", "Tommy")) -> str:
    """The event's English log line."""
    return str(event_message(event, players))  # type: ignore[arg-type]

RUN = Options(run=True)
MAFIA = Options(mafia=True)


def refused(state: object, action: object, rule: str, kind: IllegalKind = IllegalKind.RULE) -> None:
    before = to_json(state)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction) as err:
        apply(state, action)  # type: ignore[arg-type]
    assert err.value.rule == rule and err.value.kind is kind
    assert to_json(state) == before  # type: ignore[arg-type]


# Setup (sch.setup)
def test_setup_places_one_car_per_business_and_deals_four_cards() -> None:
    s = new_game(3, 7)
    assert [len(x) for x in s.stacks] == [1] * 8 and s.ring == tuple("ABCDEFGH")
    assert [len(h) for h in s.hands] == [4, 4, 4] and len(s.deck) == 12
    assert [len(t) for t in s.tokens] == [4] * 8
    assert s.phase is Phase.CHOOSE and s.to_act == 0
    s = apply(s, Choose("red"))  # a colour may be named by its plain name
    assert s.characters[0] is Colour.RED and repr(Choose(Colour.RED)) == "Choose(character=Colour.RED)"
    assert s.to_act == 1 and Choose("red") not in legal_actions(s)
    refused(s, Choose("red"), R.SETUP)
    s = apply(apply(s, Choose("blue")), Choose("green"))
    assert s.phase is Phase.PLAY and s.to_act == 0 and s.characters == ("red", "blue", "green")


def test_deal_is_secret_and_views_hide_other_hands() -> None:
    s = new_game(4, 2)
    deals = [e for e in s.log if isinstance(e, HandDealt)]
    assert [e.visible_to for e in deals] == [frozenset({p}) for p in range(4)]
    v = view(s, 1)
    assert v.hand == s.hands[1] and v.hands[0] is None and v.hand_counts == (4, 4, 4, 4)
    assert all(e.visible(1) for e in v.log) and not hasattr(v, "deck")
    assert v.top_tokens == tuple(t[0] for t in s.tokens)


# Turns (sch.turn, sch.turn.move, sch.turn.exchange)
def test_move_plays_any_colour_whoever_represents_you() -> None:
    s = position("red / yellow / green / blue / orange / purple / pink / white", ["white", "pink"],
                 [["red", "red", "blue", "green"], ["yellow", "yellow", "orange", "purple"]])
    s2 = apply(s, Move("red"))
    assert show(s2.stacks) == "- / yellow red / green / blue / orange / purple / pink / white"
    assert s2.hands[0] == ("blue", "green", "red") and s2.played == ("red",) and s2.to_act == 1
    refused(s2, Move("red"), R.TURN)  # Friedemann holds no red card


def test_exchange_takes_a_free_different_character_never_another_players() -> None:
    s = position(board("red / yellow / green / blue / orange / purple / pink / white"), ["white", "pink"],
                 [["red", "red", "blue", "green"], ["yellow", "yellow", "orange", "purple"]])
    frees = {a.character for a in legal_actions(s) if isinstance(a, Exchange)}
    assert frees == {"red", "yellow", "green", "blue", "orange", "purple"}
    refused(s, Exchange("red", "pink"), R.TURN_EXCHANGE)
    refused(s, Exchange("red", "white"), R.TURN_EXCHANGE)
    s2 = apply(s, Exchange("blue", "green"))
    assert s2.characters == ("green", "pink") and s2.face_down == ("blue",) and s2.stacks == s.stacks
    public = [e for e in s2.log if isinstance(e, CharacterExchanged)][-1]
    assert public.visible_to is None and "blue" not in line(public)
    assert [e for e in s2.log if isinstance(e, CardDiscarded)][-1].visible_to == frozenset({0})


def test_the_last_card_of_a_round_must_be_played_face_up() -> None:
    s = position(board("red / yellow / green / blue / orange / purple / pink / white"), ["white", "pink"],
                 [["red"], ["yellow"]], options=Options(hand_size=1))
    assert legal_actions(s) == [Move("red")]
    refused(s, Exchange("red", "green"), R.TURN_EXCHANGE)
    s = apply(apply(s, Move("red")), Move("yellow"))
    assert s.phase is Phase.SCHEFFELN and legal_actions(s) == [Scheffeln()]


def test_wrong_phase_and_game_over_are_refused() -> None:
    s = position(board("red / yellow / green / blue / orange / purple / pink / white"), ["white", "pink"],
                 [["red", "red", "blue", "green"], ["yellow", "yellow", "orange", "purple"]])
    refused(s, Scheffeln(), R.TURN, IllegalKind.WRONG_PHASE)
    refused(s, Claim(0, "red"), R.TURN, IllegalKind.WRONG_PHASE)
    with pytest.raises(SchwarzError):
        apply(s, "red")  # type: ignore[arg-type]


@pytest.mark.parametrize("seat", ["0", [0], 1.5, 9, -1, True])
def test_a_seat_argument_is_a_whole_number_of_the_game(seat: object) -> None:
    s = new_game(4, 2)
    with pytest.raises(InvalidAction, match="a seat is a whole number from 0 to 3"):
        legal_actions(s, seat)  # type: ignore[arg-type]
    with pytest.raises(InvalidAction, match="a seat is a whole number from 0 to 3"):
        view(s, seat)  # type: ignore[arg-type]


def test_malformed_actions_are_refused_and_change_nothing() -> None:
    s = new_game(4, 2)
    before = to_json(s)
    for bad in (Choose("mauve"), Choose(5), Exchange(["red"], "blue"), Move("joker")):  # type: ignore[arg-type]
        with pytest.raises(InvalidAction):
            apply(s, bad)
    express = new_game(4, 2, Options(express=True))
    for bad in (Claim("0", "red"), Claim(9, "red"), Claim(True, "red"), TimeOut(None)):  # type: ignore[arg-type]
        with pytest.raises(InvalidAction):
            apply(express, bad)
    assert to_json(s) == before
    refused(s, Move(Colour.RED), R.SETUP, IllegalKind.WRONG_PHASE)  # well formed, but the characters come first


# The Scheffeln phase (sch.scheffeln) and the text's picture
def test_red_on_top_of_yellow_on_lucre_district_takes_the_token_yellow_nothing() -> None:
    s = position("- / - / yellow red / green / blue / orange / purple / pink white", ["red", "yellow", "green"],
                 phase=Phase.SCHEFFELN)
    top_c = s.tokens[2][0]
    s2 = apply(s, Scheffeln())
    assert s2.money[0] == (Won(top_c, "C", 1),)
    assert s2.money[1] == () and s2.money[2] == (Won(s.tokens[3][0], "D", 1),)
    texts = [line(e) for e in s2.log if isinstance(e, Earned | EarnedNothing)]
    assert texts[0] == f"Andrea's red car is on top of yellow on C Lucre District: Andrea takes the top token, {top_c}"
    assert texts[1] == "Friedemann's yellow car is beneath red on C Lucre District: no money"


def test_after_the_scheffeln_phase() -> None:
    s = position("- / - / yellow red / green / blue / orange / purple / pink white", ["red", "yellow", "green"],
                 phase=Phase.SCHEFFELN, start=2)
    s2 = apply(s, Scheffeln())
    assert s2.phase is Phase.PLAY and s2.round == 2
    assert s2.start == 0 and s2.to_act == 0  # the start player passes clockwise
    assert s2.characters == s.characters and s2.stacks == s.stacks  # characters kept, cars stay
    assert [len(h) for h in s2.hands] == [4, 4, 4] and Counter(c for h in s2.hands for c in h) + Counter(
        s2.deck) == Counter(BASE_DECK)
    assert s2.played == () and s2.face_down == ()


def test_game_end_and_ties_share_the_victory() -> None:
    s = position("- / - / yellow red / green / blue / orange / purple / pink white", ["red", "green"],
                 phase=Phase.SCHEFFELN, tokens=[[0, 1000, 2000, 3000], [1000, 2000, 3000, 4000], [5000],
                                                [5000, 4000, 6000], [4000, 5000, 6000, 8000],
                                                [5000, 6000, 8000, 10000], [6000, 8000, 10000, 12000],
                                                [8000, 10000, 12000, 16000]],
                 money={0: [Won(2000, "C", 1), Won(4000, "C", 1)], 1: [Won(3000, "C", 1), Won(3000, "D", 1)]})
    end = apply(s, Scheffeln())
    assert end.is_over and end.to_act is None and legal_actions(end) == []
    sheets = scores(end)
    assert sheets[0].total == sheets[1].total == 11000
    assert ranking(sheets) == {0: 1, 1: 1}
    assert isinstance(end.log[-1], GameEnded) and "share the victory" in line(end.log[-1])
    refused(end, Scheffeln(), R.END, IllegalKind.GAME_OVER)


# RUN expansion (sch.run.*)
def run_position(hand: list[str], stacks: str = "yellow red / - / green / blue / orange / purple / pink / white",
                 chars: tuple[str, str] = ("white", "pink")) -> object:
    return position(stacks, list(chars), [hand, ["yellow", "yellow", "orange", "purple"][: len(hand)]], options=RUN)


def test_joker_moves_any_car_one_step_forward() -> None:
    s = run_position(["joker", "red", "red", "blue"])
    jokers = [a for a in legal_actions(s) if isinstance(a, Joker)]
    assert len(jokers) == 8
    s2 = apply(s, Joker("pink"))
    assert show(s2.stacks) == "yellow red / - / green / blue / orange / purple / - / white pink"
    assert "joker" not in s2.hands[0] and s2.played == ("joker",)


def test_backward_moves_any_car_counter_clockwise_with_mirrored_rules() -> None:
    stacks = "yellow red / - / green / blue / - / purple / pink orange / white"
    s = run_position(["backward", "red", "red", "blue"], stacks)
    s2 = apply(s, Backward("yellow"))  # yellow beneath red carries it back to the next business without cars
    assert show(s2.stacks) == "- / - / green / blue / yellow red / purple / pink orange / white"
    s3 = apply(s, Backward("green"))  # alone: one step back to B, which has no car
    assert show(s3.stacks) == "yellow red / green / - / blue / - / purple / pink orange / white"
    assert isinstance(s2.log[-1], CarMoved) and "both move backward (counter-clockwise)" in line(s2.log[-1])


def test_evasion_top_car_to_any_business_without_a_car() -> None:
    stacks = "yellow red / - / green blue / - / orange / purple / pink / white"
    s = run_position(["evasion", "red", "red", "blue"], stacks)
    ev = [a for a in legal_actions(s) if isinstance(a, Evasion)]
    assert ev == [Evasion("blue", "B"), Evasion("blue", "D"), Evasion("red", "B"), Evasion("red", "D")]
    s2 = apply(s, Evasion("red", "D"))
    assert show(s2.stacks) == "yellow / - / green blue / red / orange / purple / pink / white"
    refused(s, Evasion("yellow", "B"), R.RUN_EVASION)


def test_evasion_without_a_target_has_no_effect() -> None:
    s = run_position(["evasion", "red", "red", "blue"])  # one top car but no empty business? B is empty
    assert Evasion() not in legal_actions(s)
    s = run_position(["evasion", "red", "red", "blue"], "red / yellow / green / blue / orange / purple / pink / white")
    assert [a for a in legal_actions(s) if isinstance(a, Evasion)] == [Evasion()]
    s2 = apply(s, Evasion())
    assert s2.stacks == s.stacks and s2.played == ("evasion",)


def test_nasty_exchange_may_take_another_players_character() -> None:
    s = run_position(["nasty-exchange", "red", "red", "blue"])
    nasty = {a.character for a in legal_actions(s) if isinstance(a, Nasty)}
    assert nasty == {"red", "yellow", "green", "blue", "orange", "purple", "pink"}
    s2 = apply(s, Nasty("pink"))
    assert s2.characters == ("pink", "white") and s2.played == ("nasty-exchange",)
    s3 = apply(s, Nasty("green"))
    assert s3.characters == ("green", "pink")


def test_a_run_card_may_be_the_last_card_played_face_up() -> None:
    s = position("yellow red / - / green / blue / orange / purple / pink / white", ["white", "pink"],
                 [["nasty-exchange"], ["joker"]], options=Options(run=True, hand_size=1))
    assert all(not isinstance(a, Exchange) for a in legal_actions(s))
    s = apply(s, Nasty("pink"))
    s = apply(s, Joker("red"))
    assert s.phase is Phase.SCHEFFELN


def test_run_cards_are_shuffled_in() -> None:
    s = new_game(4, 1, RUN)
    assert len(s.deck) + sum(len(h) for h in s.hands) == 30


# Mafia-Style (sch.mafia.*)
def test_mafia_car_starts_beneath_the_car_on_dinero_docks() -> None:
    s = new_game(3, 4, MAFIA)
    assert len(s.stacks[0]) == 2 and s.stacks[0][0] == "black"
    assert all(len(x) == 1 for x in s.stacks[1:])


def test_mafia_moves_on_every_face_down_exchange() -> None:
    s = position("red / - / green black / blue / orange / purple / pink / white yellow", ["white", "pink"],
                 [["red", "red", "blue", "green"], ["yellow", "yellow", "orange", "purple"]], options=MAFIA)
    s2 = apply(s, Exchange("blue", "green"))
    assert show(s2.stacks) == "red / - / green / blue black / orange / purple / pink / white yellow"
    assert isinstance(s2.log[-1], MafiaMoved) and s2.log[-1].rule == R.MAFIA_MOVING
    assert line(s2.log[-1]).startswith("The Mafia moves on a face-down card")
    s3 = apply(s, Move("red"))  # a face-up card does not move the Mafia
    assert show(s3.stacks) == "- / red / green black / blue / orange / purple / pink / white yellow"


def test_mafia_token_goes_to_the_earner_on_the_least_valuable_business() -> None:
    s = position("- / red / green / black / blue / orange / purple yellow / pink white", ["red", "yellow", "white"],
                 phase=Phase.SCHEFFELN, options=MAFIA)
    mafia_value = s.tokens[3][0]
    s2 = apply(s, Scheffeln())
    assert s2.money[0] == (Won(s.tokens[1][0], "B", 1), Won(mafia_value, "D", 1, mafia=True))
    assert s2.money[1] == (Won(s.tokens[6][0], "G", 1),) and s2.money[2] == (Won(s.tokens[7][0], "H", 1),)
    assert sum(x.points for x in scores(s2)[0].lines if x.rule == R.MAFIA_SCHEFFELN) == mafia_value


def test_mafia_beneath_another_car_gets_nothing() -> None:
    s = position("- / red / green / black blue / - / orange / purple yellow / pink white", ["red", "yellow", "white"],
                 phase=Phase.SCHEFFELN, options=MAFIA)
    s2 = apply(s, Scheffeln())
    assert s2.tokens[3] == s.tokens[3] and not any(w.mafia for m in s2.money for w in m)


def test_mafia_token_leaves_the_game_when_nobody_got_money() -> None:
    s = position("- / red yellow / green / black / blue / orange / purple / pink white", ["red", "pink"],
                 phase=Phase.SCHEFFELN, options=MAFIA)
    s2 = apply(s, Scheffeln())
    assert s2.money == ((), ()) and s2.removed == (s.tokens[3][0],)


# Express (sch.express.*)
def test_express_setup_and_the_row_revealed_right_to_left() -> None:
    s = new_game(6, 2, Options(express=True))
    assert s.phase is Phase.CLAIM and len(s.row) == 7 and all(h == () for h in s.hands)
    assert sorted(s.ring) == list("ABCDEFGH")
    reveals = [e.position for e in s.log if isinstance(e, RowCardRevealed)]
    assert reveals == [6, 5, 4, 3, 2, 1, 0]
    assert s.characters == (None,) * 6


def test_express_claims_in_any_order_and_the_last_may_time_out() -> None:
    s = new_game(3, 5, Options(express=True))
    assert s.to_act == 0
    assert Claim(2, "red") in legal_actions(s, 2)  # anyone may grab first
    s = apply(s, Claim(2, "red"))
    refused(s, Claim(2, "blue"), R.EXPRESS_PLAY, IllegalKind.NOT_YOUR_TURN)
    refused(s, TimeOut(0), R.EXPRESS_PLAY)  # two players are still choosing
    s = apply(s, Claim(0, "blue"))
    assert TimeOut(1) in legal_actions(s, 1)
    s = apply(s, TimeOut(1))
    assert s.phase is Phase.MOVING and legal_actions(s) == [Resolve()]
    predicted = predict_state(s)
    s = apply(s, Resolve())
    assert s.stacks == predicted.stacks and s.phase is Phase.SCHEFFELN
    lines = [line(e, s.players) for e in s.log if isinstance(e, RowCardMoved)]
    assert len(lines) == 7 and lines[0].startswith("Card 1, ")
    s = apply(s, Scheffeln())
    assert any(isinstance(e, NoCharacter) and line(e, s.players) == "Friedemann has no character and earns nothing"
               for e in s.log)
    if not s.is_over:
        assert s.characters == (None, None, None) and s.phase is Phase.CLAIM and s.start == 1


def test_predict_the_express_exercise() -> None:
    stacks = board("red / yellow / green / blue / orange / purple / pink / white")
    row = ["red", "red", "yellow", "pink", "white", "blue", "green"]
    tops = [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000]
    p = predict(stacks, row, tops)
    # red onto yellow (B); red (on top) on to C, onto green; yellow alone skips full C to D, onto blue;
    # pink onto white (H); white carries pink to A (empty since step 1); blue carries yellow past E, F to G;
    # green carries red to D (empty since step 6).
    assert show(p.stacks) == "white pink / - / - / green red / orange / purple / blue yellow / -"
    assert p.stacks == _resolve_by_hand(stacks, row)
    for c, i in p.lands.items():
        assert c in p.stacks[i]
        assert p.money[c] == (tops[i] if p.stacks[i][-1] == c else 0)
    assert p.best() and all(p.money[c] == max(v for v in p.money.values() if v is not None) for c in p.best())
    assert len(p.movements) == 7


def _resolve_by_hand(stacks: object, row: list[str]) -> object:
    from schwarz.scheffeln import move

    for card in row:
        stacks = move(stacks, card)  # type: ignore[arg-type]
    return stacks


def test_predict_refuses_run_cards_and_bad_token_rows() -> None:
    stacks = board("red / yellow / green / blue / orange / purple / pink / white")
    with pytest.raises(SchwarzError, match="colour cards only"):
        predict(stacks, ["joker"])
    with pytest.raises(SchwarzError, match="one value per business"):
        predict(stacks, ["red"], [1, 2])


# Options and player counts
def test_options_are_validated_with_clear_errors() -> None:
    with pytest.raises(SchwarzError, match="2 to 4 players"):
        new_game(5, 1, Options())
    with pytest.raises(SchwarzError, match="2 to 8 players"):
        new_game(9, 1, Options(express=True))
    assert new_game(5, 1).options.express  # without options, 5-8 players play Express
    with pytest.raises(SchwarzError, match="RUN"):
        Options(express=True, run=True)
    with pytest.raises(SchwarzError, match="hand_size"):
        Options(hand_size=0)
    with pytest.raises(SchwarzError, match="token_values"):
        Options(token_values=((1, 2),) * 7)
    with pytest.raises(SchwarzError, match="same number"):
        Options(token_values=((1, 2),) * 7 + ((1,),))
    with pytest.raises(SchwarzError, match="Scheffeln Options"):
        new_game(3, 1, {"run": True})  # type: ignore[arg-type]
    with pytest.raises(SchwarzError, match="number of players must be a whole number"):
        new_game("3", 1)  # type: ignore[arg-type]
    with pytest.raises(SchwarzError, match="seed must be a whole number"):
        new_game(3, None)  # type: ignore[arg-type]
    custom = Options(token_values=((5,), (6,), (7,), (8,), (9,), (10,), (11,), (12,)))
    s = new_game(2, 1, custom)
    assert s.tokens == ((5,), (6,), (7,), (8,), (9,), (10,), (11,), (12,))
