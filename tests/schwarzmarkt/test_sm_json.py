"""Json round trips, bad input with clear errors, options and illegal actions that change nothing."""

from __future__ import annotations

import pytest

from schwarz import IllegalAction, IllegalKind, InvalidAction, InvalidState, SchwarzError
from schwarz.cli import parse_options
from schwarz.schwarzmarkt import (
    GAME,
    Commodity,
    Deck,
    Exchange,
    Move,
    Options,
    Pass,
    Play,
    Spy,
    Steal,
    TextCard,
    apply,
    assumed,
    from_json,
    legal_actions,
    new_game,
    to_json,
    view,
)
from schwarz.schwarzmarkt.commodities import in_play
from schwarz.schwarzmarkt.components import table
from schwarz.schwarzmarkt.position import goods, position
from tests.saves import save_text, state_doc


def test_round_trip_of_a_new_game() -> None:
    state = new_game(5, 3, Options(deck="variant"))
    assert from_json(to_json(state)) == state


def _edit(text: str, **changes: object) -> str:
    data = state_doc(text)
    data.update(changes)
    return save_text("schwarzmarkt", data)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"deck": []}, "commodity cards are not conserved"),
        ({"black_market_deck": []}, "black-market cards are not conserved"),
        ({"marker": 20}, "marker"),
        ({"game_round": 3}, "game round"),
        ({"start": 7}, "start seat"),
        ({"credit": [0, 0]}, "one entry per player"),
        ({"phase": "exchange"}, "offer card"),
        ({"players": ["A", "B"]}, "3 to 5 players"),
    ],
)
def test_impossible_states_are_refused(changes: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidState, match=message):
        from_json(_edit(to_json(new_game(3, 1)), **changes))


def test_luxury_cards_must_total_100() -> None:
    data = state_doc(to_json(new_game(3, 1)))
    data["bank"]["nylons"] = 24
    with pytest.raises(InvalidState, match="luxury cards"):
        from_json(save_text("schwarzmarkt", data))


def test_malformed_json_and_unknown_cards() -> None:
    with pytest.raises(InvalidState):
        from_json("[1, 2")
    data = state_doc(to_json(new_game(3, 1)))
    data["hands"][0][0] = "caviar"
    with pytest.raises(InvalidState, match="caviar"):
        from_json(save_text("schwarzmarkt", data))


def test_deck_option_removes_the_right_cards() -> None:
    assert len(in_play(Deck.BASIC)) == 60 and len(in_play(Deck.VARIANT)) == 60
    assert [in_play(Deck.VARIANT).count(c) for c in Commodity] == [16, 14, 12, 10, 8]
    assert [in_play(Deck.BASIC).count(c) for c in Commodity] == [12] * 5


def test_the_deck_is_an_enum_given_as_text_on_a_command_line_and_in_a_save() -> None:
    assert Options().deck is Deck.BASIC and Options(deck="variant").deck is Deck.VARIANT
    assert Options(deck="variant") == Options(deck=Deck.VARIANT)
    opts = parse_options(GAME, ["deck=variant"])
    assert isinstance(opts, Options) and opts.deck is Deck.VARIANT
    state = new_game(3, 1, opts)
    assert state_doc(to_json(state))["options"]["deck"] == "variant"
    assert from_json(to_json(state)).options.deck is Deck.VARIANT


def test_options_are_validated_with_clear_errors() -> None:
    with pytest.raises(SchwarzError, match="deck"):
        Options(deck="deluxe")
    with pytest.raises(SchwarzError, match="rounds"):
        Options(rounds=0)
    with pytest.raises(SchwarzError, match="strictly increasing"):
        Options(track_values=(1, 2, 4, 6, 9, 12, 15, 18, 21, 25, 30, 35, 50, 40))
    with pytest.raises(SchwarzError, match="3 to 5 players"):
        new_game(2, 1)
    opts = parse_options(GAME, ["deck=variant", "rounds=1", "track_values=1,2,3,4,9,10,12,14,16,25,30,35,45,60"])
    assert isinstance(opts, Options) and opts.track_values is not None and opts.track_values[-1] == 60
    state = new_game(3, 1, opts)
    assert state.track[-1].value == 60 and from_json(to_json(state)) == state


def test_one_round_game_ends_after_the_first_game_round() -> None:
    from schwarz.play import play

    state = play(GAME, 3, 4, Options(rounds=1))
    assert state.is_over and state.game_round == 1


def test_illegal_actions_name_the_rule_and_change_nothing() -> None:
    state = new_game(3, 1)
    before = to_json(state)
    with pytest.raises(IllegalAction) as err:
        apply(state, Move(1))
    assert err.value.kind is IllegalKind.WRONG_PHASE and err.value.rule == "sm.round.black-market"
    other = next(c for c in state.black_market_hands[1] if c not in state.black_market_hands[0])
    with pytest.raises(IllegalAction, match="not in Andrea's hand"):
        apply(state, Play(other))
    with pytest.raises(InvalidAction):
        apply(state, Spy(9))
    with pytest.raises(InvalidAction):
        apply(state, Exchange(("potatoes",)))  # type: ignore[arg-type]
    with pytest.raises(IllegalAction) as err:
        apply(state, Pass())
    assert err.value.kind is IllegalKind.WRONG_PHASE
    assert to_json(state) == before
    assert legal_actions(state, 1) == []  # only the start player acts now


@pytest.mark.parametrize("seat", ["0", [0], 1.5, 9, -1, True])
def test_a_seat_that_does_not_exist_is_refused_clearly(seat: object) -> None:
    state = new_game(3, 1)
    with pytest.raises(SchwarzError, match="a seat is a whole number from 0 to 2"):
        legal_actions(state, seat)  # type: ignore[arg-type]
    with pytest.raises(SchwarzError, match="a seat is a whole number from 0 to 2"):
        view(state, seat)  # type: ignore[arg-type]


def test_a_named_opponent_must_exist_and_must_not_be_yourself() -> None:
    hands = {0: goods(potatoes=1), 1: goods(flour=1), 2: goods(butter=1)}
    state = apply(position(("A", "B", "C"), hands, {0: (TextCard.ALTE_RECHNUNG,)}), Play(TextCard.ALTE_RECHNUNG))
    with pytest.raises(InvalidAction, match="a seat is a whole number"):
        apply(state, Steal(3))
    with pytest.raises(IllegalAction, match="name an opponent") as err:
        apply(state, Steal(0))
    assert err.value.rule == "sm.events.alte-rechnung" and err.value.kind is IllegalKind.RULE
    with pytest.raises(IllegalAction) as err:
        apply(state, Move(1))
    assert err.value.kind is IllegalKind.WRONG_PHASE and err.value.rule == "sm.events"


def test_data_file_values_carry_their_provenance() -> None:
    data = table()
    track = data["price_track"]["track"]
    assert len(track) == 14 and track[0]["value"] == 1 and track[4]["value"] == 9 and track[-1]["value"] == 50
    assert 25 in [s["value"] for s in track] and track[0]["die"] == 4 and track[-1]["die"] == 1
    assert [s["die"] for s in track] == sorted((s["die"] for s in track), reverse=True)
    assert all(s["value_source"] in ("text", "review", "assumed") for s in track)
    cards = data["black_market"]
    assert len(cards["text_cards"]) == 9 and len(cards["offer_cards"]) + 9 == cards["cards"] == 30
    assert all(o["source"] in ("text", "assumed") for o in cards["offer_cards"])
    assert any("offer card" in str(a) for a in assumed())


def test_the_catalog_words_each_commodity_in_the_unit_of_the_data_file() -> None:
    from schwarz.i18n import render
    from schwarz.schwarzmarkt.components import commodity_units

    units = commodity_units()
    for c in Commodity:
        unit = units[c.value]
        assert render(c.amount(1)) == f"1 {unit} of {c.value}" and render(c.amount(2)) == f"2 {unit}s of {c.value}"
        assert render(c.message()) == c.value
    assert render(Commodity.FLOUR.amount(2), "fr") == "2 sacs de farine"
    assert render(Commodity.BUTTER.amount(1), "fr") == "1 livre de beurre"
