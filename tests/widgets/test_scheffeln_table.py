"""The Scheffeln table renderer (pure: view -> HTML/SVG): ring, cars, tokens, characters, hand, moving rule."""

from __future__ import annotations

import re
from html import escape

from hypothesis import given, settings
from hypothesis import strategies as st

from schwarz.play import steps
from schwarz.scheffeln import GAME, MAFIA_CAR, Move, Options, Resolve, apply, businesses, legal_actions, new_game, view
from schwarz.scheffeln.events import MafiaMoved
from schwarz.scheffeln.position import position
from widgets.scheffeln.table import last_moves, render_ring, render_table, token_assumed


def _cars_on_ring(html: str) -> list[tuple[str, str]]:
    return re.findall(r'<g class="business" data-business="([A-H])" data-cars="([^"]*)"', html)


def _state_after(players: int, seed: int, count: int, options: Options | None = None) -> object:
    state = new_game(players, seed, options)
    for i, (_, after) in enumerate(steps(GAME, state, seed=seed)):
        state = after
        if i + 1 >= count:
            break
    return state


def test_every_business_is_drawn_with_its_cars_bottom_to_top() -> None:
    state = new_game(3, 2, Options(mafia=True))
    html = render_table(view(state, None), "en")
    drawn = dict(_cars_on_ring(html))
    assert len(drawn) == 8
    for i, letter in enumerate(state.ring):
        assert drawn[letter] == " ".join(state.stacks[i])
    assert ">Mafia</text>" in html  # the black car is labelled, not only black


def test_cars_are_coloured_and_labelled_and_the_top_car_is_marked() -> None:
    state = position("yellow red / - / green / blue / orange / purple / pink / white", ["red", "green"],
                     [["yellow", "blue", "blue", "green"], ["red", "red", "pink", "white"]])
    html = render_ring(view(state, None), "en")
    assert re.search(r'data-car="red" data-place="top".*?>red</text>', html)
    assert re.search(r'data-car="yellow" data-place="beneath".*?>yellow</text>', html)
    french = render_ring(view(state, None), "fr")
    assert ">rouge</text>" in french and ">jaune</text>" in french
    # who holds which character is written next to the car
    assert re.search(r'data-car="red".*?>Andrea</text>', html)
    assert re.search(r'data-car="green".*?>Friedemann</text>', html)


def test_face_up_token_values_with_assumed_ones_marked() -> None:
    state = new_game(4, 3)
    html = render_ring(view(state, None), "en")
    for i, letter in enumerate(state.ring):
        top = state.tokens[i][0]
        marked = re.search(rf'<g class="token( assumed)?" data-business="{letter}" data-value="{top}">', html)
        assert marked is not None
        assumed = bool(marked.group(1))
        sources = dict(zip(businesses()[i].tokens, businesses()[i].token_sources, strict=True))
        assert assumed == (sources[top] == "assumed")
        assert token_assumed(view(state, None), letter, top) == assumed
    # values given by the user are not the project's assumption
    own = Options(token_values=tuple((k, k + 1, k + 2, k + 3) for k in range(8)))
    assert "token assumed" not in render_ring(view(new_game(3, 1, own), None), "en")


def test_a_seat_sees_its_own_hand_only() -> None:
    state = new_game(4, 5)
    for seat in range(4):
        html = render_table(view(state, seat), "en")
        hand = html.split('class="sch-row sch-hand">', 1)[1].split("</div>", 1)[0]
        assert sorted(re.findall(r'data-card="([a-z-]+)"', hand)) == sorted(state.hands[seat])
    assert 'class="sch-row sch-hand"' not in render_table(view(state, None), "en")


def test_the_moving_rule_of_the_last_play_is_shown_prominently() -> None:
    state = position("yellow red / - / green / blue / orange / purple / pink / white", ["red", "green"],
                     [["yellow", "blue", "blue", "green"], ["red", "red", "pink", "white"]])
    after = apply(state, Move("yellow"))
    html = render_table(view(after, 1), "en")
    box = html.split('class="sch-rule"', 1)[1].split("</div></div>", 1)[0]
    assert "yellow is beneath red on A: both move forward to the next business without cars: B" in box
    assert "sch.moving.two-cars" in box
    assert 'stroke="#b3202a" stroke-width="3"' in render_ring(view(after, 1), "en", moved="yellow")


def test_an_express_row_is_drawn_and_its_resolution_lists_every_card() -> None:
    state = new_game(5, 1)
    html = render_table(view(state, None), "en")
    row = html.split("sch-express-row", 1)[1]
    assert re.findall(r'data-card="([a-z]+)"', row)[:7] == list(state.row)
    while legal_actions(state) and not isinstance(legal_actions(state)[0], Resolve):
        state = apply(state, legal_actions(state)[0])
    resolved = apply(state, Resolve())
    moves = last_moves(view(resolved, None).log)
    assert len(moves) == 7
    box = render_table(view(resolved, None), "en")
    assert all(escape(GAME.event_line(m, resolved.players)) in box for m in moves)


def test_run_cards_and_the_mafia_when_enabled() -> None:
    html = render_table(view(new_game(3, 1, Options(run=True, mafia=True)), 0), "fr")
    assert 'class="sch-row sch-run"' in html and "Joker" in html and "Marche arrière" in html
    assert "Mafia" in html
    plain = render_table(view(new_game(3, 1), 0), "en")
    assert "sch-run" not in plain and MAFIA_CAR not in re.findall(r'data-car="([a-z]+)"', plain)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), count=st.integers(0, 60), run=st.booleans(), mafia=st.booleans())
def test_the_ring_always_shows_the_board(seed: int, count: int, run: bool, mafia: bool) -> None:
    state = _state_after(3, seed, count, Options(run=run, mafia=mafia))
    html = render_table(view(state, 1), "en")  # type: ignore[arg-type]
    drawn = dict(_cars_on_ring(html))
    assert drawn == {state.ring[i]: " ".join(s) for i, s in enumerate(state.stacks)}  # type: ignore[attr-defined]
    held = [c for c in state.characters if c is not None]  # type: ignore[attr-defined]
    assert len(re.findall(r'class="sch-character" data-character=', html)) == len(held)


def test_a_mafia_pair_with_nowhere_to_go_is_explained_on_the_table() -> None:
    """sch.mafia.setup: the Mafia car starts beneath the car on Dinero Docks and every business has a car, so the first
    face-down exchange leaves the pair where it is; the table says why, in English and in French."""
    from schwarz.scheffeln import Exchange

    state = new_game(3, 1, Options(mafia=True))
    while not any(isinstance(a, Exchange) for a in legal_actions(state)):
        state = apply(state, legal_actions(state)[0])
    state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Exchange)))
    move = state.log[-1]
    assert isinstance(move, MafiaMoved) and move.movement.carried is not None
    assert move.movement.start == move.movement.end and move.movement.went_round
    english = render_table(view(state, None), "en")
    assert 'data-note="pair-stays"' in english and "9 cars on 8 businesses" in english
    assert "every Mafia game opens" in english
    french = render_table(view(state, None), "fr")
    assert "9 voitures pour 8 commerces" in french and "toute partie avec la Mafia" in french
    # the note explains the Mafia line (shown as long as that line is); ordinary moves have none
    state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Move)))
    assert re.search(r'stay on A <span class="sch-rule-id">[^<]*</span><div class="sch-note" data-note="pair-stays">',
                     render_table(view(state, None), "en"))
    plain = new_game(3, 1)
    while not last_moves(plain.log):
        plain = apply(plain, legal_actions(plain)[0])
    assert 'data-note="pair-stays"' not in render_table(view(plain, None), "en")
