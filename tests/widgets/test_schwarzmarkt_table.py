"""The Schwarzmarkt table renderer (pure: view -> HTML/SVG): price track, offer, text cards, hands, luxury, log."""

from __future__ import annotations

import re
from collections import Counter
from html import escape

from hypothesis import given, settings
from hypothesis import strategies as st

from schwarz.play import steps
from schwarz.schwarzmarkt import GAME, Options, Phase, TextCard, new_game, view
from schwarz.schwarzmarkt.components import table as data_table
from schwarz.schwarzmarkt.events import CardPlayed, ExchangeRoundStarted
from widgets.schwarzmarkt.table import render_table, render_track, round_log


def _after(seed: int, count: int, players: int = 4) -> object:
    state = new_game(players, seed)
    for i, (_, after) in enumerate(steps(GAME, state, seed=seed)):
        state = after
        if i + 1 >= count:
            break
    return state


def _first(seed: int, players: int, found: object) -> object:
    for _, state in steps(GAME, new_game(players, seed), seed=seed):
        if found(state):  # type: ignore[operator]
            return state
    raise AssertionError("not reached")


def test_the_track_has_14_spaces_with_values_dice_marker_and_assumed_marks() -> None:
    state = new_game(4, 1)
    html = render_track(view(state, 0), "en")
    spaces = re.findall(r'<g class="(space(?: assumed)?)" data-space="(\d+)" data-value="(\d+)" data-die="(\d)"', html)
    assert len(spaces) == 14
    rows = data_table()["price_track"]["track"]
    for cls, index, value, die in spaces:
        row = rows[int(index)]
        assert (int(value), int(die)) == (row["value"], row["die"])
        assert (cls == "space assumed") == (row["value_source"] == "assumed")
    # the die symbol is drawn (pips) and written (a number): colour and shape are never the only sign
    first = html.split('data-space="0"', 1)[1].split("</g>", 1)[0]
    assert first.count("<circle") == 4 and ">4</text>" in first
    assert re.search(r'data-space="0"[^>]*data-marker="true"', html)
    assert ">start</text>" in html and ">end</text>" in html
    mine = render_track(view(new_game(4, 1, Options(track_values=tuple(range(1, 15)))), 0), "en")
    assert "space assumed" not in mine


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 5_000), count=st.integers(0, 150))
def test_the_marker_the_offer_and_the_luxury_holdings_are_those_of_the_game(seed: int, count: int) -> None:
    state = _after(seed, count)
    v = view(state, 2)  # type: ignore[arg-type]
    html = render_table(v, "en")
    marked = re.findall(r'data-space="(\d+)" data-value="\d+" data-die="\d" data-marker="true"', html)
    assert marked == [str(v.marker)]
    if v.offer is not None:
        for commodity, left in v.demand_left:
            assert f'data-still="{commodity.value}:{left}"' in html
    for p, lux in enumerate(v.luxury):
        row = html.split(f'<tr class="acting" data-player="{p}">' if f'class="acting" data-player="{p}"' in html
                         else f'<tr class="" data-player="{p}">', 1)[1].split("</tr>", 1)[0]
        assert [int(x) for x in re.findall(r'data-denomination="\d+">(\d+)<', row)] == list(lux.counts)
    hand = html.split('class="sm-row sm-hand">', 1)[1].split("</div>", 1)[0]
    shown = {g: int(n) for g, n in re.findall(r'data-goods="(\w+)" data-count="(\d+)"', hand)}
    assert shown == {c.value: n for c, n in Counter(v.hand).items()}


def test_only_the_viewer_sees_his_hand_and_black_market_cards() -> None:
    state = new_game(4, 7)
    for seat in range(4):
        html = render_table(view(state, seat), "en")
        assert f"Your commodity cards ({state.players[seat]}, 9)" in html
        others = [p for p in state.players if p != state.players[seat]]
        assert all(f"Your commodity cards ({p}" not in html for p in others)
    assert "Your commodity cards" not in render_table(view(state, None), "en")


def test_text_cards_waiting_for_the_next_exchange_round_are_shown() -> None:
    def waiting(s: object) -> bool:
        return bool(s.pending)  # type: ignore[attr-defined]

    for seed in range(40):
        try:
            state = _first(seed, 4, waiting)
        except AssertionError:
            continue
        html = render_table(view(state, None), "en")  # type: ignore[arg-type]
        card: TextCard = state.pending[0]  # type: ignore[attr-defined]
        assert "Waiting for the next exchange round" in html and f'data-text-card="{card.value}"' in html
        return
    raise AssertionError("no game with a waiting text card")


def test_the_log_of_the_exchange_round_starts_with_its_black_market_card() -> None:
    state = _first(3, 4, lambda s: s.phase is Phase.LAST_EXCHANGE)
    events = round_log(view(state, None).log)  # type: ignore[arg-type]
    assert isinstance(events[0], CardPlayed) and any(isinstance(e, ExchangeRoundStarted) for e in events[1:3])
    for lang in ("en", "fr"):
        html = render_table(view(state, None), lang)  # type: ignore[arg-type]
        log = html.split('class="sm-log sm-round-log">', 1)[1]
        assert all(escape(GAME.event_line(e, state.players, lang)) in log for e in events)  # type: ignore[attr-defined]


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
