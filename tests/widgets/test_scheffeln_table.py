"""The Scheffeln table (pure: view -> HTML) and how a human plays on it: ring, cars, tokens, characters, hand, the
moving rule; every pick of every legal action drawn as a ``data-target``; readable sizes."""

from __future__ import annotations

import random
import re
from collections import Counter
from functools import cache
from html import escape, unescape

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schwarz.i18n import render
from schwarz.play import steps
from schwarz.scheffeln import (
    COLOURS,
    GAME,
    MAFIA_CAR,
    Backward,
    Choose,
    Claim,
    Evasion,
    Exchange,
    Joker,
    Move,
    Nasty,
    Options,
    Phase,
    Resolve,
    Scheffeln,
    State,
    TimeOut,
    apply,
    businesses,
    legal_actions,
    new_game,
    view,
)
from schwarz.scheffeln.events import MafiaMoved
from schwarz.scheffeln.position import position
from widgets.decision import Decision
from widgets.scheffeln.parts import STYLE, token_assumed
from widgets.scheffeln.ring import render_ring
from widgets.scheffeln.table import last_moves, picks, prompt, render_table, status

TARGET = re.compile(r'data-target="([^"]*)"')


def _cars_on_ring(html: str) -> list[tuple[str, str]]:
    return re.findall(r'data-business="([A-H])" data-cars="([^"]*)"', html)


def _state_after(players: int, seed: int, count: int, options: Options | None = None) -> State:
    state = new_game(players, seed, options)
    for i, (_, after) in enumerate(steps(GAME, state, seed=seed)):
        state = after
        if i + 1 >= count:
            break
    return state


def _visible_text(html: str) -> str:
    """What a person reads: the markup's text, without the style sheet, tags and attributes (titles are hover)."""
    return unescape(re.sub(r"<[^>]*>", " ", re.sub(r"<style>[\s\S]*?</style>", " ", html)))


@cache
def _random_states() -> tuple[State, ...]:
    """About 200 states of random games: base, RUN with Mafia, Express; two to eight players."""
    games = [(2, None), (3, Options(run=True, mafia=True)), (4, Options(run=True)), (4, None), (5, None),
             (8, None), (3, Options(mafia=True))]
    out = []
    for k, (players, options) in enumerate(games):
        rnd = random.Random(k)
        state = new_game(players, k + 11, options)
        for _ in range(30):
            if state.is_over:
                break
            out.append(state)
            state = apply(state, rnd.choice(legal_actions(state)))
    return tuple(out)


def test_every_business_is_drawn_with_its_cars_bottom_to_top() -> None:
    state = new_game(3, 2, Options(mafia=True))
    html = render_table(view(state, None), "en")
    drawn = dict(_cars_on_ring(html))
    assert len(drawn) == 8
    for i, letter in enumerate(state.ring):
        assert drawn[letter] == " ".join(state.stacks[i])
        assert f'data-target="business:{letter}"' in html
    assert ">Mafia</span>" in html  # the black car is labelled, not only black


def test_cars_are_coloured_and_labelled_and_the_top_car_is_marked() -> None:
    state = position("yellow red / - / green / blue / orange / purple / pink / white", ["red", "green"],
                     [["yellow", "blue", "blue", "green"], ["red", "red", "pink", "white"]])
    html = render_ring(view(state, None), "en")
    assert re.search(r'data-target="car:red" data-car="red" data-place="top"[^>]*>red</span>', html)
    assert re.search(r'data-car="yellow" data-place="beneath"[^>]*>yellow</span>', html)
    assert html.index('data-place="top"') < html.index('data-place="beneath"')  # the top car is drawn above
    french = render_ring(view(state, None), "fr")
    assert ">rouge</span>" in french and ">jaune</span>" in french
    # who holds which character is written next to the car
    assert re.search(r'data-car="red"[^>]*>red</span><span class="sch-holder">Andrea</span>', html)
    assert re.search(r'data-car="green"[^>]*>green</span><span class="sch-holder">Friedemann</span>', html)


def test_face_up_token_values_with_assumed_ones_marked() -> None:
    state = new_game(4, 3)
    html = render_ring(view(state, None), "en")
    for i, letter in enumerate(state.ring):
        top = state.tokens[i][0]
        marked = re.search(rf'class="sch-token token( assumed)?" data-business="{letter}" data-value="{top}"', html)
        assert marked is not None
        assumed = bool(marked.group(1))
        sources = dict(zip(businesses()[i].tokens, businesses()[i].token_sources, strict=True))
        assert assumed == (sources[top] == "assumed")
        assert token_assumed(view(state, None), letter, top) == assumed
    # values given by the user are not the project's assumption
    own = Options(token_values=tuple((k, k + 1, k + 2, k + 3) for k in range(8)))
    assert "token assumed" not in render_ring(view(new_game(3, 1, own), None), "en")


def test_a_seat_sees_its_own_hand_only_and_the_teacher_every_hand() -> None:
    state = new_game(4, 5)
    for seat in range(4):
        html = render_table(view(state, seat), "en")
        hand = [key.removeprefix("hand:") for key in TARGET.findall(html) if key.startswith("hand:")]
        assert Counter(hand) == Counter(state.hands[seat])
        assert "data-hand=" not in html  # nobody else's cards
    teacher = render_table(view(state, None), "en")
    assert "hand:" not in teacher
    for p, cards in enumerate(state.hands):
        row = teacher.split(f'data-hand="{p}"', 1)[1].split("</tr>", 1)[0]
        assert Counter(re.findall(r'data-card="([a-z-]+)"', row)) == Counter(cards)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), count=st.integers(0, 40), run=st.booleans())
def test_a_view_never_shows_another_seats_cards(seed: int, count: int, run: bool) -> None:
    state = _state_after(3, seed, count, Options(run=run))
    for seat in range(3):
        html = render_table(view(state, seat), "en")
        shown = Counter(re.findall(r'data-card="([a-z-]+)"', html))
        visible = Counter(state.hands[seat]) + Counter(state.played)
        if run:
            visible += Counter(("evasion", "backward", "backward", "nasty-exchange", "joker", "joker"))
        assert not shown - visible, (seat, shown - visible)


def test_the_moving_rule_of_the_last_play_is_shown_under_the_ring_with_the_rule_title_not_its_id() -> None:
    state = position("yellow red / - / green / blue / orange / purple / pink / white", ["red", "green"],
                     [["yellow", "blue", "blue", "green"], ["red", "red", "pink", "white"]])
    after = apply(state, Move("yellow"))
    html = render_table(view(after, 1), "en")
    left = html.split('class="sch-left"', 1)[1].split('class="sch-right"', 1)[0]
    box = left.split('class="sch-rule"', 1)[1]
    assert "yellow is beneath red on A: both move forward to the next business without cars: B" in box
    assert 'data-rule="sch.moving.two-cars"' in box and 'title="§ sch.moving.two-cars"' in box
    assert "rule: Moving two cars together" in _visible_text(box)
    assert "sch.moving" not in _visible_text(html)
    assert re.search(r'class="sch-biz moved"[^>]*data-business="B"', html)  # framed, and the car marked ➜
    assert "➜ yellow" in html
    assert status(view(after, 1)) is not None
    assert render(status(view(after, 1)), "en") == "Last move: yellow carried red to B"  # type: ignore[arg-type]
    assert render(status(view(after, 1)), "fr") == (  # type: ignore[arg-type]
        "Dernier déplacement\u00a0: la voiture jaune a emmené la voiture rouge jusqu'à B")


def test_status_says_the_last_move_in_one_line_and_nothing_at_the_start_of_a_round() -> None:
    state = position("blue / - / green / yellow / orange / purple / pink / white red", ["red", "green"],
                     [["blue", "blue", "yellow", "green"], ["red", "red", "pink", "white"]])
    assert status(view(state, 0)) is None
    after = apply(state, Move("blue"))
    assert render(status(view(after, 0)), "en") == "Last move: blue moved alone to B"  # type: ignore[arg-type]
    onto = apply(after, Move("red"))  # Friedemann's red, on top of white on H, moves alone to A
    assert render(status(view(onto, 0)), "en") == "Last move: red moved alone to A"  # type: ignore[arg-type]
    assert len(last_moves(onto.log)) == 1  # the last move only, not every move since the last exchange


def test_no_rule_id_is_ever_visible_text() -> None:
    for state in _random_states()[::5]:
        for seat in (None, state.to_act):
            for lang in ("en", "fr"):
                text = _visible_text(render_table(view(state, seat), lang))
                assert not re.search(r"\bsch\.[a-z]", text), text


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
    assert render(status(view(resolved, 0)), "en").startswith("The row moved 7 cars; the last: ")  # type: ignore[arg-type]


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
    html = render_table(view(state, 1), "en")
    drawn = dict(_cars_on_ring(html))
    assert drawn == {state.ring[i]: " ".join(s) for i, s in enumerate(state.stacks)}
    held = [c for c in state.characters if c is not None]
    characters = re.findall(r'data-target="character:([a-z]+)"', html)
    assert sorted(characters) == sorted(COLOURS)  # each character once: free in the centre, or by its holder
    assert len(re.findall(r'class="sch-character" data-target=', html)) == len(held)


def test_a_mafia_pair_with_nowhere_to_go_is_explained_on_the_table() -> None:
    """sch.mafia.setup: the Mafia car starts beneath the car on Dinero Docks and every business has a car, so the first
    face-down exchange leaves the pair where it is; the table says why, in English and in French."""
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
    words = render(status(view(state, 0)), "en")  # type: ignore[arg-type]
    assert words.startswith("Last move: black and ") and "stayed on A (no business without cars)" in words
    french = render_table(view(state, None), "fr")
    assert "9 voitures pour 8 commerces" in french and "toute partie avec la Mafia" in french
    # the note follows the Mafia's line; the next, ordinary move has none
    assert re.search(r'stay on A <span class="sch-rule-name"[^>]*>[^<]*</span><div class="sch-note" '
                     r'data-note="pair-stays">', english)
    state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Move)))
    assert 'data-note="pair-stays"' not in render_table(view(state, None), "en")
    plain = new_game(3, 1)
    while not last_moves(plain.log):
        plain = apply(plain, legal_actions(plain)[0])
    assert 'data-note="pair-stays"' not in render_table(view(plain, None), "en")


# --- playing on the board ----------------------------------------------------------------------------------
def _seats(state: State) -> list[int]:
    return [seat for seat in range(len(state.players)) if legal_actions(state, seat)]


def test_every_pick_of_every_legal_action_is_drawn_on_the_board_of_that_seat() -> None:
    states = _random_states()
    assert len(states) >= 180
    kinds: set[type] = set()
    for state in states:
        for seat in _seats(state):
            keys = set(TARGET.findall(render_table(view(state, seat), "en")))
            for action in legal_actions(state, seat):
                kinds.add(type(action))
                path = picks(state, action)
                assert path, action
                for pick in path:
                    assert not pick.on_board or pick.key in keys, (action, pick.key)
    assert kinds >= {Choose, Move, Exchange, Joker, Backward, Evasion, Nasty, Scheffeln, Claim, Resolve}


def test_every_legal_action_has_its_own_path_and_no_path_is_the_beginning_of_another() -> None:
    for state in _random_states():
        for seat in _seats(state):
            actions = legal_actions(state, seat)
            paths = [tuple(p.key for p in picks(state, a)) for a in actions]
            assert len(set(paths)) == len(paths), actions
            for path in paths:
                assert not any(other != path and other[: len(path)] == path for other in paths), path
            # the decision reaches every action by its own clicks
            decision = Decision.of([(picks(state, a), a) for a in actions])
            for action in actions:
                d = decision
                for pick in picks(state, action):
                    d = d.pick(pick.key)
                assert d.chosen == action


def test_a_card_in_hand_then_face_up_or_face_down_then_the_character() -> None:
    state = position("blue / - / green / yellow / orange / purple / pink / white red", ["red", "green"],
                     [["blue", "blue", "yellow", "green"], ["red", "red", "pink", "white"]])
    actions = legal_actions(state, 0)
    decision = Decision.of([(picks(state, a), a) for a in actions])
    assert set(decision.targets) == {"hand:blue", "hand:yellow", "hand:green"} and not decision.options
    chosen = decision.pick("hand:blue")
    labels = {p.key: render(p.label, "en") for p in chosen.options}
    assert labels == {"opt:face-up": "Face up: move the blue car",
                      "opt:face-down": "Face down: exchange your character"}
    assert chosen.pick("opt:face-up").chosen == Move("blue")
    down = chosen.pick("opt:face-down")
    free = {f"character:{c}" for c in state.free_characters()}
    assert set(down.targets) == free and "character:red" not in down.targets
    assert down.pick("character:white").chosen == Exchange("blue", "white")


def test_run_cards_are_played_face_up_on_their_target() -> None:
    state = position("blue red / - / green / yellow / orange / purple / pink / white", ["red", "green"],
                     [["evasion", "joker", "nasty-exchange", "backward"], ["red", "red", "pink", "white"]],
                     options=Options(run=True))
    decision = Decision.of([(picks(state, a), a) for a in legal_actions(state, 0)])
    evasion = decision.pick("hand:evasion").pick("opt:face-up")
    assert evasion.targets == ["car:red"]
    assert set(evasion.pick("car:red").targets) == {"business:B"}
    assert evasion.pick("car:red").pick("business:B").chosen == Evasion("red", "B")
    joker = decision.pick("hand:joker").pick("opt:face-up")
    assert set(joker.targets) == {f"car:{c}" for s in state.stacks for c in s}
    assert joker.pick("car:pink").chosen == Joker("pink")
    assert decision.pick("hand:backward").pick("opt:face-up").pick("car:blue").chosen == Backward("blue")
    nasty = decision.pick("hand:nasty-exchange").pick("opt:face-up")
    assert "character:green" in nasty.targets and "character:red" not in nasty.targets  # another's, not one's own
    assert nasty.pick("character:green").chosen == Nasty("green")
    html = render_table(view(state, 0), "en")
    assert 'data-target="character:green"' in html  # Friedemann's character, in the players' table


def test_an_evasion_without_target_is_an_option_that_says_so() -> None:
    state = position("blue / red / green / yellow / orange / purple / pink / white", ["red", "green"],
                     [["evasion", "joker", "red", "blue"], ["red", "yellow", "pink", "white"]],
                     options=Options(run=True))
    assert Evasion() in legal_actions(state, 0)
    decision = Decision.of([(picks(state, a), a) for a in legal_actions(state, 0)]).pick("hand:evasion")
    option = next(p for p in decision.options if p.key == "opt:no-effect")
    assert render(option.label, "en") == "Face up: Evasion without effect (no car can evade)"
    assert decision.pick("opt:no-effect").chosen == Evasion()


def test_setup_express_scheffeln_and_resolve_picks() -> None:
    state = new_game(4, 1)
    assert [p.key for p in picks(state, Choose("red"))] == ["character:red"]
    assert "centre of the ring" in render(prompt(view(state, 0), legal_actions(state, 0)), "en")
    express = new_game(5, 1)
    claims = legal_actions(express, 0)
    assert all(isinstance(a, Claim) for a in claims)
    assert [p.key for p in picks(express, claims[0])] == [f"character:{claims[0].character}"]
    assert render(picks(express, TimeOut(0))[0].label, "en") == "Let the time run out (no character this round)"
    assert render(picks(express, Resolve())[0].label, "en") == "Move the cars of the row, left to right"
    done = position("blue / - / green / yellow / orange / purple / pink / white red", ["red", "green"],
                    phase=Phase.SCHEFFELN)
    assert [render(p.label, "en") for p in picks(done, Scheffeln())] == ["Scheffeln: take the tokens"]
    assert render(prompt(view(done, 0), legal_actions(done, 0)), "en").startswith("the Scheffeln phase")


# --- readable on a projector and on a phone ---------------------------------------------------------------
def test_no_text_is_smaller_than_12_px_at_natural_size() -> None:
    """The presentation mode doubles the board at 1920 x 1080: every text at least 12 px gives at least 24 px."""
    html = "".join(render_table(view(s, s.to_act), "en") for s in _random_states()[::10])
    sizes = re.findall(r"font-size:\s*([\d.]+)(px|em|rem|%)?", STYLE + html)
    assert sizes and all(unit == "px" and float(value) >= 12 for value, unit in sizes), sorted(set(sizes))
    assert "<svg" not in html and "<text" not in html  # no SVG text to scale
    assert "@media (max-width: 800px)" in STYLE  # one column on phones


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_pick_labels_and_prompts_are_translated(lang: str) -> None:
    state = new_game(3, 4, Options(run=True))
    state = apply(state, legal_actions(state)[0])
    for seat in _seats(state):
        actions = legal_actions(state, seat)
        assert render(prompt(view(state, seat), actions), lang)
        for action in actions:
            for pick in picks(state, action):
                words = render(pick.label, lang)
                assert words and "{" not in words
