"""The Schwarzmarkt table (pure: view -> HTML/SVG) and how a human plays on it (pure: state, action -> picks)."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterator
from functools import cache
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from schwarz.core.bots import RandomBot
from schwarz.i18n import render
from schwarz.play import steps
from schwarz.schwarzmarkt import (
    ACTION_TYPES,
    GAME,
    Exchange,
    Move,
    Options,
    Pass,
    Phase,
    Play,
    Raid,
    State,
    Swap,
    TextCard,
    apply,
    legal_actions,
    new_game,
    offer,
    view,
)
from schwarz.schwarzmarkt.components import table as data_table
from schwarz.schwarzmarkt.events import Exchanged
from schwarz.schwarzmarkt.exchange import prices
from widgets.decision import Decision, Path, begins, is_whole
from widgets.schwarzmarkt.table import STYLE, picks, prompt, render_table, render_track, status

TARGET = re.compile(r'data-target="([^"]+)"')


def _after(seed: int, count: int, players: int = 4) -> State:
    state = new_game(players, seed)
    for i, (_, after) in enumerate(steps(GAME, state, seed=seed)):
        state = after
        if i + 1 >= count:
            break
    return state


def _first(seed: int, players: int, found: Any) -> State:
    for _, state in steps(GAME, new_game(players, seed), seed=seed):
        if found(state):
            return state
    raise AssertionError("not reached")


@cache
def _decisions() -> tuple[State, ...]:
    """At least 200 states of random games (3 to 5 players) with a seat to decide, every kind of action among
    their legal actions."""
    found: list[State] = []
    kinds: set[type] = set()
    for seed in itertools.count():
        players = 3 + seed % 3
        for i, (_, state) in enumerate(steps(GAME, new_game(players, seed), [RandomBot()] * players, seed=seed)):
            actions = legal_actions(state) if not state.is_over else []
            new = {type(a) for a in actions} - kinds
            if actions and (i % 4 == 0 or new):
                found.append(state)
                kinds |= new
        if len(found) >= 200 and kinds == set(ACTION_TYPES):
            return tuple(found)
        assert seed < 200, f"no random game offered {set(ACTION_TYPES) - kinds}"
    raise AssertionError("unreachable")


def _choices(state: State) -> Iterator[tuple[Path, Any]]:
    for action in legal_actions(state):
        yield picks(state, action), action


# --- drawing -------------------------------------------------------------------------------------------------
def test_the_track_has_14_spaces_with_values_dice_marker_and_assumed_marks() -> None:
    state = new_game(4, 1)
    html = render_track(view(state, 0), "en")
    spaces = re.findall(r'<div class="(sm-space(?: assumed)?)(?: marker)?" data-target="track:(\d+)" '
                        r'data-space="(\d+)" data-value="(\d+)" data-die="(\d)"', html)
    assert len(spaces) == 14
    rows = data_table()["price_track"]["track"]
    for cls, key, index, value, die in spaces:
        row = rows[int(index)]
        assert key == index and (int(value), int(die)) == (row["value"], row["die"])
        assert (cls == "sm-space assumed") == (row["value_source"] == "assumed")
    # the die symbol is drawn (pips) and written (a number): colour and shape are never the only sign
    first = html.split('data-space="0"', 1)[1].split("</div>", 1)[0]
    assert first.count("<circle") == 4 and ">4</text>" in first
    assert re.search(r'data-space="0"[^>]*data-marker="true"', html)
    assert ">start</text>" in html and ">end</text>" in html
    mine = render_track(view(new_game(4, 1, Options(track_values=tuple(range(1, 15)))), 0), "en")
    assert "sm-space assumed" not in mine


def test_no_text_smaller_than_12_px_and_every_svg_drawn_at_scale_1() -> None:
    """Readable on a projector: SVG font sizes (at the SVG's scale) and CSS font sizes are 12 px or more."""
    state = _first(2, 5, lambda s: s.phase is Phase.EXCHANGE and bool(s.effects or s.pending))
    for seat in (None, 0):
        html = render_table(view(state, seat), "fr")
        assert all(int(size) >= 12 for size in re.findall(r'font-size="(\d+)"', html))
        assert all(float(size) >= 12 for size in re.findall(r"font-size:\s*([\d.]+)px", STYLE))
        for svg in re.findall(r"<svg[^>]*>", html):
            width, box = re.search(r'width="([^"]+)"', svg), re.search(r'viewBox="0 0 (\S+) ', svg)
            assert width and box
            if width.group(1) != "100%":  # a ring or a space: drawn in a box of its viewBox's size
                assert float(width.group(1)) == float(box.group(1)), svg
    assert "width: 340px" in STYLE and 'viewBox="0 0 340 340"' in render_track(view(state, 0), "en")


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 5_000), count=st.integers(0, 150))
def test_the_marker_the_offer_the_hand_and_the_luxury_holdings_are_those_of_the_game(seed: int, count: int) -> None:
    state = _after(seed, count)
    v = view(state, 2)
    html = render_table(v, "en")
    assert re.findall(r'data-space="(\d+)" data-value="\d+" data-die="\d" data-marker="true"', html) == [str(v.marker)]
    if v.offer is not None:
        for commodity, left in v.demand_left:
            assert f'data-still="{commodity.value}:{left}"' in html
    for p, lux in enumerate(v.luxury):
        box = html.split(f'data-player="{p}" data-target="player:{p}">', 1)[1].split('<div class="sm-player', 1)[0]
        assert [int(x) for x in re.findall(r'data-denomination="\d+">\d+×(\d+)<', box)] == list(lux.counts)
    hand = html.split('data-hand-of="2">', 1)[1].split('<div class="sm-title">', 1)[0]
    assert Counter(re.findall(r'data-target="hand:(\w+)"', hand)) == Counter(c.value for c in v.hand)


def test_a_seat_never_sees_another_seats_hidden_cards_the_teacher_sees_every_hand() -> None:
    for state in _decisions()[::10]:
        if state.is_over:
            continue
        for seat in range(state.n):
            html = render_table(view(state, seat), "en")
            shown = set(re.findall(r'data-(?:bm-)?hand-of="(\d+)"', html))
            assert shown == {str(seat)}
            assert f"Your commodity cards ({state.players[seat]}, {len(state.hands[seat])})" in html
            others = [c for p, h in enumerate(state.black_market_hands) if p != seat for c in h]
            mine = state.black_market_hands[seat]
            assert all(f'data-bm="{c}"' not in html for c in others if c not in mine)
        teacher = render_table(view(state, None), "en")
        assert "Every hand" in teacher and "Your commodity cards" not in teacher
        assert set(re.findall(r'data-hand-of="(\d+)"', teacher)) == {str(p) for p in range(state.n)}


def test_text_cards_waiting_for_the_next_exchange_round_are_shown() -> None:
    def waiting(s: State) -> bool:
        return bool(s.pending) and s.phase is Phase.PLAY_CARD

    for seed in range(40):
        try:
            state = _first(seed, 4, waiting)
        except AssertionError:
            continue
        v = view(state, None)
        html = render_table(v, "en")
        card: TextCard = state.pending[0]
        assert "For the next exchange round:" in html and f'data-text-card="{card.value}"' in html
        assert render(status(v) or "", "en") == f"for the next exchange round: {card.title}" or len(state.pending) > 1
        return
    raise AssertionError("no game with a waiting text card")


def test_the_latest_event_is_in_sight_and_rule_ids_are_never_visible_text() -> None:
    for state in _decisions()[::7]:
        for seat in (None, state.to_act):
            v = view(state, seat)
            html = render_table(v, "en")
            assert f'data-event="{type(v.log[-1]).__name__}"' in html
            visible = re.sub(r"<style>.*?</style>|<[^>]*>", " ", html, flags=re.S)
            assert not re.search(r"\bsm\.[a-z]", visible), visible


def test_french_words() -> None:
    html = render_table(view(new_game(3, 1), 0), "fr")
    assert "La piste des prix" in html and "Vos marchandises" in html and "bas nylon" in html
    assert ">p. de terre<" in html and "Manche 1, tour d" in html and "premier joueur" in html


def test_text_cards_say_what_they_do_in_the_page_language() -> None:
    state = new_game(3, 1)
    assert TextCard.SCHNELLES_GESCHAEFT in state.black_market_hands[0]
    english, french = (render_table(view(state, 0), lang) for lang in ("en", "fr"))
    assert "Exchange any one of your commodity cards for luxury items worth 20." in english
    assert "contre des produits de luxe d&#x27;une valeur de 20." in french and "Schnelles Geschäft!" in french


# --- playing on the board ------------------------------------------------------------------------------------
def test_every_board_pick_of_every_legal_action_is_drawn_for_the_seat_deciding() -> None:
    for state in _decisions():
        seat = state.to_act
        targets = set(TARGET.findall(render_table(view(state, seat), "en")))
        for path, action in _choices(state):
            assert path, action
            missing = [p.key for p in path if p.on_board and p.key not in targets]
            assert not missing, (action, missing)


def test_each_path_chooses_its_action_and_only_at_its_last_pick() -> None:
    """No two legal actions share a whole path, no path is the beginning of another, and picking a path's keys
    (its cards picked together in any order) chooses exactly its action, at the last pick."""
    for state in _decisions():
        choices = list(_choices(state))
        decision = Decision.of(choices)
        for path, action in choices:
            others = [a for p, a in choices if a != action and begins(p, path)]
            assert not others, (action, others)
            assert not any(is_whole(p, path) for p, a in choices if a != action)
            multi = [p.key for p in path if p.multi]
            rest = [p.key for p in path if not p.multi]
            for order in {*itertools.permutations(multi)} if len(multi) <= 3 else {tuple(multi)}:
                current = decision
                for key in (*order, *rest):
                    assert current.chosen is None and key in [s.key for s in current.steps], (action, key)
                    current = current.pick(key)
                assert current.chosen == action


def test_exchange_is_priced_by_the_engine() -> None:
    seen = 0
    for state in _decisions():
        for action in legal_actions(state):
            if not isinstance(action, Exchange):
                continue
            label = render(picks(state, action)[-1].label, "en")
            worth = sum(prices(state, len(action.goods)))
            assert label.startswith(f"Exchange {len(action.goods)} card") and label.endswith(f"luxury worth {worth}")
            event = next(e for e in reversed(apply(state, action).log) if isinstance(e, Exchanged))
            assert event.value == worth
            seen += 1
    assert seen > 20


def test_the_clicks_of_each_kind_of_action() -> None:
    state = new_game(4, 1)
    play = next(a for a in legal_actions(state) if isinstance(a, Play) and a.card == offer(potatoes=2, butter=2))
    assert [p.key for p in picks(state, play)] == ["bm:potatoes2-butter2", "opt:play"]
    after = apply(state, play)
    moves = [a for a in legal_actions(after) if isinstance(a, Move)]
    assert [picks(after, m)[0].key for m in moves] == [f"track:{after.marker + m.spaces}" for m in moves]
    exchange = next(a for a in legal_actions(after) if isinstance(a, Exchange) and len(a.goods) == 2)
    path = picks(after, exchange)
    assert [p.multi for p in path] == [True, True, False] and path[-1].key == "opt:exchange"
    for state in _decisions():
        for action in legal_actions(state):
            keys = [p.key for p in picks(state, action)]
            if isinstance(action, Pass):
                assert keys == ["opt:pass"]
            if isinstance(action, Swap):
                assert keys == [f"hand:{c.value}" for c in action.give] + [f"player:{action.target}"]
            if isinstance(action, Raid):
                assert keys == [f"player:{action.target}", f"opt:raid-{action.commodity.value}"]


def test_the_prompt_and_the_status_line() -> None:
    state = new_game(4, 1)
    v = view(state, 0)
    assert render(prompt(v, legal_actions(state)), "en") == "play one of your black-market cards (click it)"
    assert status(v) is None
    after = apply(state, Play(offer(potatoes=2, butter=2)))
    words = render(status(view(after, 0)) or "", "en")
    assert words == "still demanded: 2 sacks of potatoes and 2 pounds of butter (price 1)"
    asked = render(prompt(view(after, 0), legal_actions(after)), "fr")
    assert asked.startswith("cliquez sur des cartes demandées")
    for state in _decisions():
        v = view(state, state.to_act)
        asked = render(prompt(v, legal_actions(state)), "en")
        assert asked[0].islower() and asked != "choose one of the highlighted moves"
        if state.phase is Phase.EVENT:
            assert render(status(v) or "", "en").endswith("is being carried out")
