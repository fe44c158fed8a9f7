"""Each worked example of the Schwarzarbeit texts as a unit test."""

from __future__ import annotations

import pytest

from schwarz import IllegalAction
from schwarz.schwarzarbeit import (
    GAME,
    Announce,
    Denounce,
    Detective,
    Hire,
    Lawyer,
    NoHire,
    NoLawyer,
    Options,
    Phase,
    State,
    announcement,
    apply,
    legal_actions,
    new_game,
    scores,
)
from schwarz.schwarzarbeit import rule_ids as R
from schwarz.schwarzarbeit.events import (
    Announced,
    Argument,
    DetectiveDenounced,
    IchAgStruck,
    Reshuffled,
    Revealed,
    TurnStarted,
)
from schwarz.schwarzarbeit.position import card, cards, position

# Seats in turn order; Andrea sits to Friedemann's right (she announces in his turn).
PLAYERS = ("Tommy", "Henning", "Andrea", "Friedemann")
TOMMY, HENNING, ANDREA, FRIEDEMANN = range(4)
EXAMPLE_MARKET = (
    "Angelika Adam/day",
    "Heinz Henn/day",
    "Christwart Casasola/evening",
    "Franz-Benno Faidutti/evening",
    "Virginia Vohwinkel/evening",
    "Sid Schmiel/weekend",
)
ILLEGAL = {ANDREA: ("Maureen Moon", "Christwart Casasola"), TOMMY: ("Franz-Benno Faidutti", "Dora Dietz"),
           HENNING: ("Emil Eckert", "Ida Imhof"), FRIEDEMANN: ("Otto Ortmann", "Paula Pohl")}


def example(**kw: object) -> object:
    return position(PLAYERS, ILLEGAL, EXAMPLE_MARKET, active=FRIEDEMANN, **kw)  # type: ignore[arg-type]


def test_andrea_announces_5_of_6() -> None:
    state = example()
    assert state.announcer == ANDREA
    after = apply(state, Announce())
    assert after.announced == 5
    assert GAME.event_line(after.log[-1], after.players) == "Andrea announces 5 of 6"
    assert GAME.event_line(after.log[-1], after.players, "fr") == "Andrea annonce 5 sur 6"
    assert after.phase is Phase.HIRE


def test_second_pass_two_cards_of_own_illegal_worker_make_4() -> None:
    market = ("Maureen Moon/day", "Maureen Moon/evening", "Heinz Henn/day", "Heinz Henn/evening",
              "Sid Schmiel/day", "Angelika Adam/evening")
    assert announcement(cards(market), frozenset(ILLEGAL[ANDREA])) == 4
    state = position(PLAYERS, ILLEGAL, market, active=FRIEDEMANN, reshuffled=True)
    assert apply(state, Announce()).log[-1] == Announced(ANDREA, 4, state.market, rule=R.INFORMATION)


def test_friedemann_hires_sid_on_the_weekend() -> None:
    state = apply(example(), Announce())
    sid = card("Sid Schmiel/weekend")
    after = apply(state, Hire(sid))
    assert sid in after.hired[FRIEDEMANN] and sid not in after.market
    assert after.phase is Phase.LAWYERS


def test_sid_on_the_weekend_is_nobodys_illegal_worker() -> None:
    for seed in range(20):
        state = new_game(4, seed)
        seen_weekend = {c.employee for c in (*state.market, *state.draw_pile, *state.discard_pile)
                        if c.shift.value == "weekend"}
        assert not seen_weekend & set().union(*state.illegal_workers)


def test_may_not_take_own_illegal_worker() -> None:
    state = apply(position(PLAYERS, ILLEGAL, EXAMPLE_MARKET, active=ANDREA), Announce())
    with pytest.raises(IllegalAction) as err:
        apply(state, Denounce(card("Christwart Casasola/evening")))
    assert err.value.rule == "sa.object"
    assert Hire(card("Christwart Casasola/evening")) not in legal_actions(state)


def test_lawyer_on_a_card_henning_denounced() -> None:
    sid = card("Sid Schmiel/evening")
    state = position(PLAYERS, ILLEGAL, EXAMPLE_MARKET, active=FRIEDEMANN, denounced={HENNING: [sid]})
    state = apply(apply(state, Announce()), Hire(card("Sid Schmiel/weekend")))
    assert Lawyer(sid) in legal_actions(state)
    after = apply(state, Lawyer(sid))
    assert after.denounced[HENNING][0].lawyer == FRIEDEMANN
    assert after.lawyers_left[FRIEDEMANN] == 1
    assert after.phase is Phase.INFORMATION and after.active == (FRIEDEMANN + 1) % 4
    # one lawyer per card
    state2 = apply(apply(after, Announce()), Hire(after.market[0]))
    with pytest.raises(IllegalAction) as err:
        apply(state2, Lawyer(sid))
    assert err.value.rule == "sa.turn.lawyers"


def test_detective_example_henning_denounces_franz_benno_in_friedemanns_turn() -> None:
    state = example()
    franz = card("Franz-Benno Faidutti/evening")
    assert Detective(HENNING, franz) in legal_actions(state, HENNING)
    state = apply(state, Detective(HENNING, franz))
    state = apply(state, Announce())  # the claim window closes before the announcement
    assert state.denounced[HENNING][-1].card == franz and state.denounced[HENNING][-1].by_detective
    assert not state.detectives[HENNING]
    assert franz not in state.market and len(state.market) == 6  # refilled
    assert any(isinstance(e, DetectiveDenounced) for e in state.log)


def test_whoever_chooses_first_gets_the_card() -> None:
    """'Only one detective can be placed on each card. Whoever chooses first gets the card.' (sa.detective: a
    second claim is refused; it must never be an 'argument' that sends both detectives back unused, a free veto)."""
    state = example()
    franz = card("Franz-Benno Faidutti/evening")
    state = apply(state, Detective(HENNING, franz))
    assert Detective(ANDREA, franz) not in legal_actions(state, ANDREA)
    with pytest.raises(IllegalAction, match="Henning chose Franz-Benno Faidutti \\(evening\\) first") as err:
        apply(state, Detective(ANDREA, franz))
    assert err.value.rule == "sa.detective"
    state = apply(state, Announce())
    assert state.denounced[HENNING][-1].card == franz and not state.detectives[HENNING]
    assert state.detectives[ANDREA] and not any(isinstance(e, Argument) for e in state.log)


def test_argument_option_nobody_gets_the_card_and_both_detectives_are_used_up() -> None:
    state = example(options=Options(detective_arguments=True))
    franz = card("Franz-Benno Faidutti/evening")
    state = apply(apply(state, Detective(HENNING, franz)), Detective(ANDREA, franz))
    state = apply(state, Announce())
    assert franz in state.market and franz in state.closed
    assert not state.detectives[HENNING] and not state.detectives[ANDREA]  # an argument costs the detectives
    assert not state.denounced[HENNING] and not state.denounced[ANDREA]
    argument = state.log[-2]
    assert isinstance(argument, Argument) and argument.players == (HENNING, ANDREA)
    with pytest.raises(IllegalAction, match="argument"):
        apply(state, Detective(TOMMY, franz))


def test_argument_after_the_reshuffle_keeps_the_special_pile_matching_the_detectives() -> None:
    special = ("Nora Nagel/day", "Rudi Roth/day", "Berta Brandt/day")
    state = example(options=Options(detective_arguments=True), reshuffled=True, special=special,
                    detectives=(True, True, True, False))
    franz = card("Franz-Benno Faidutti/evening")
    state = apply(apply(state, Detective(HENNING, franz)), Detective(ANDREA, franz))
    state = apply(state, Announce())
    assert state.detectives == (True, False, False, False)
    assert state.special_pile == (card("Berta Brandt/day"),)
    assert {card("Nora Nagel/day"), card("Rudi Roth/day")} <= set(state.removed)
    argument = state.log[-2]
    assert isinstance(argument, Argument) and argument.set_aside == 2


def test_announcement_given_before_the_detective_is_not_repeated() -> None:
    state = apply(example(), Announce())
    state = apply(state, Detective(HENNING, card("Heinz Henn/day")))
    state = apply(state, Hire(card("Sid Schmiel/weekend")))
    assert state.phase is Phase.LAWYERS
    assert sum(isinstance(e, Announced) for e in state.log) == 1


def test_reshuffle_with_two_detectives_left() -> None:
    """The example in its own turn order: Tommy and Andrea still have their detectives; the draw pile is finished
    before Tommy's turn (Friedemann's supply finds it empty); two cards go to the special pile, the market is
    refilled, and then Tommy obtains information from Friedemann, his right neighbour."""
    discard = ("Nora Nagel/day", "Nora Nagel/evening", "Rudi Roth/day", "Rudi Roth/evening", "Berta Brandt/day")
    state = position(PLAYERS, ILLEGAL, EXAMPLE_MARKET, active=FRIEDEMANN, phase=Phase.HIRE, discard=discard,
                     detectives=(True, False, True, False), rest="removed", removed=("Ich-AG",))
    assert not state.draw_pile and state.detectives[TOMMY] and state.detectives[ANDREA]
    state = apply(state, Hire(card("Sid Schmiel/weekend")))
    state = apply(state, NoLawyer())
    assert state.reshuffled
    assert len(state.special_pile) == 2
    assert len(state.market) == 6 and len(state.draw_pile) == 5 - 2 - 1
    kinds = [type(e) for e in state.log]
    assert kinds[-3:] == [Reshuffled, Revealed, TurnStarted]  # reshuffle and refill come before Tommy's turn
    assert state.active == TOMMY and state.log[-1].actor == TOMMY
    assert state.announcer == FRIEDEMANN and state.to_act == FRIEDEMANN
    announced = apply(state, Announce())
    assert GAME.event_line(announced.log[-1], announced.players) == "Friedemann announces 6 of 6"


def test_first_pass_duplicate_is_discarded_face_up() -> None:
    state = position(PLAYERS, ILLEGAL, EXAMPLE_MARKET, active=HENNING, phase=Phase.HIRE,
                     draw=("Heinz Henn/evening", "Rudi Roth/day"))
    state = apply(apply(state, Hire(card("Sid Schmiel/weekend"))), NoLawyer())
    assert state.discard_pile[-1] == card("Heinz Henn/evening")
    assert card("Rudi Roth/day") in state.market


def test_ich_ag_discards_the_market_and_leaves_the_game() -> None:
    state = position(PLAYERS, ILLEGAL, EXAMPLE_MARKET, active=HENNING, phase=Phase.HIRE, draw=("Ich-AG",))
    state = apply(apply(state, Hire(card("Sid Schmiel/weekend"))), NoLawyer())
    assert card("Ich-AG") in state.removed
    assert len(state.market) == 6
    assert set(cards(EXAMPLE_MARKET)) - {card("Sid Schmiel/weekend")} <= set(state.discard_pile)


def test_game_ends_when_market_equals_players_and_draw_pile_empty() -> None:
    market = EXAMPLE_MARKET[:5]
    state = position(PLAYERS, ILLEGAL, market, active=HENNING, phase=Phase.HIRE, reshuffled=True, rest="removed")
    state = apply(apply(state, Hire(card("Heinz Henn/day"))), NoLawyer())
    assert state.is_over and state.to_act is None
    with pytest.raises(IllegalAction) as err:
        apply(state, Announce())
    assert err.value.kind.name == "GAME_OVER"


def test_two_detectives_and_an_ich_ag_never_overfill_the_market() -> None:
    """Found by the property test (seed 166, 3 players): two claims settled together; the first refill met the
    Ich-AG, which refilled the whole market, so the second refill must not add a sixth card."""
    import random

    from schwarz.schwarzarbeit import Detective, Options, apply, legal_actions, new_game

    rng = random.Random(166)
    state = new_game(3, 166, Options())
    while not state.is_over and state.turn == 1:
        seat = rng.randrange(3)
        out_of_turn = [a for a in legal_actions(state, seat) if isinstance(a, Detective)]
        if seat != state.to_act and out_of_turn and rng.random() < 0.05:
            action = rng.choice(out_of_turn)
        else:
            action = rng.choice(legal_actions(state))
        state = apply(state, action)
        if not state.reshuffled:
            assert len(state.market) == state.options.market_size(3) - state.to_refill
    assert any(isinstance(e, IchAgStruck) for e in state.log)


def test_blunders_allow_a_blunder_but_never_force_one() -> None:
    """Options(blunders=True) with only the active player's own illegal workers on the market: he may take one
    (-99) or take nobody (sa.turn.hiring: 'take nobody' must not disappear and force the blunder)."""
    market = ("Otto Ortmann/day", "Otto Ortmann/evening", "Paula Pohl/day")
    state = position(PLAYERS, ILLEGAL, market, active=FRIEDEMANN, reshuffled=True,
                     options=Options(blunders=True))
    state = apply(state, Announce())
    actions = legal_actions(state)
    assert NoHire() in actions and Hire(card("Otto Ortmann/day")) in actions
    assert apply(state, NoHire()).phase is Phase.LAWYERS
    # as soon as somebody else may be taken, hiring or denouncing is mandatory again
    mixed = position(PLAYERS, ILLEGAL, (*market, "Heinz Henn/day"), active=FRIEDEMANN, reshuffled=True,
                     options=Options(blunders=True))
    assert NoHire() not in legal_actions(apply(mixed, Announce()))


def test_a_lawyer_on_ones_own_denounced_worker_english_bluff_french_refusal() -> None:
    """The texts forbid hiring and denouncing one's own illegal workers, not defending them: in the English
    edition the lawyer is legal (scored -2, a costly bluff); the printed French table makes it -99, so edition
    'fr' refuses it unless blunders are on (sa.scoring.lawyers, sa.scoring.table)."""
    otto = card("Otto Ortmann/day")  # Friedemann's own illegal worker, denounced by Henning

    def lawyer_phase(options: Options) -> State:
        state = position(PLAYERS, ILLEGAL, EXAMPLE_MARKET, active=FRIEDEMANN, denounced={HENNING: [otto]},
                         options=options)
        return apply(apply(state, Announce()), Hire(card("Sid Schmiel/weekend")))

    en = lawyer_phase(Options())
    assert Lawyer(otto) in legal_actions(en)
    after = apply(en, Lawyer(otto))
    rows = {str(line.label): line.points for line in scores(after)[FRIEDEMANN].lines}
    assert rows["your lawyers on your OWN denounced illegal workers (EN list)"] == -2
    fr = lawyer_phase(Options(edition="fr"))
    assert Lawyer(otto) not in legal_actions(fr)
    with pytest.raises(IllegalAction, match="prison offence") as err:
        apply(fr, Lawyer(otto))
    assert err.value.rule == "sa.scoring.table"
    assert Lawyer(otto) in legal_actions(lawyer_phase(Options(edition="fr", blunders=True)))
