"""Schwarzmarkt exercises: how far the marker may go (with and without the text card Limit!), what spoiled goods
fetch (Verdorbene Ware!), and a many-games comparison of selling now or pushing the price.

Positions are written in the position notation (``schwarz.schwarzmarkt.position.from_data``) and drawn with the
game page's price track (``widgets.schwarzmarkt.track``); every answer comes from the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from html import escape
from typing import Any

from schwarz.core.registry import find_game
from schwarz.i18n import Msg, _, ngettext, render
from widgets.exercises.model import Exercise, Solution

HANDS = {"Andrea": "potatoes potatoes butter butter flour sugar coffee",  # dev-text: position notation
         "Friedemann": "potatoes flour flour sugar", "Henning": "butter coffee sugar flour",  # dev-text: notation
         "Tommy": "coffee coffee sugar butter"}  # dev-text: position notation
OFFER = "2 potatoes + 2 butter"
PUSH_FROM, LIMIT_FROM, SPOILED_AT = 9, 21, 12


@cache
def _state(price: int, effects: tuple[str, ...] = ()) -> Any:
    from schwarz.schwarzmarkt.position import from_data

    return from_data({"hands": HANDS, "phase": "exchange", "price": price, "offer": OFFER, "effects": list(effects)})


def _track_view(state: Any) -> Any:
    return find_game("schwarzmarkt").view(state, None)


def _question(text: Msg, state: Any, lang: str) -> str:
    from widgets.schwarzmarkt.table import STYLE
    from widgets.schwarzmarkt.track import render_track

    view = _track_view(state)
    return (f'<p>{escape(render(text, lang))}</p>{STYLE}<div class="sm-table"><div class="sm-left">'
            f"{render_track(view, lang)}</div></div>")


def _spaces_after(state: Any) -> tuple[tuple[Msg | str, str], ...]:
    track = state.track
    return tuple((str(s.value), str(s.value)) for s in track[state.marker + 1: state.marker + 7])


def _push_solution(state: Any, limit: bool) -> Solution:
    from schwarz.schwarzmarkt.price_track import max_move

    k = max_move(state.track, state.marker, state.end)
    top = state.track[state.marker + k].value
    here = state.track[state.marker]
    if limit:
        why = _("With Limit! the exchange round ends on the 25 space: from {start} the die of {die} would allow more, "
                "but the marker stops at {top}.", start=here.value, die=here.die, top=top)
    else:
        why = ngettext("The space {start} shows a die of {die}: at most {n} space, to {top}.",
                       "The space {start} shows a die of {die}: at most {n} spaces, to {top}.", k, start=here.value,
                       die=here.die, top=top)
    return Solution((str(top),), why)


def _push_question(lang: str) -> str:
    text = _("The marker stands on {start}. You exchange nothing, so you must move it: 1 space up to the number on "
             "the die of its space. What is the highest price you can push it to?", start=PUSH_FROM)
    return _question(text, _state(PUSH_FROM), lang)


def _limit_question(lang: str) -> str:
    text = _("Limit! was played before this exchange round. The marker stands on {start} and you exchange nothing. "
             "What is the highest price you can push it to?", start=LIMIT_FROM)
    return _question(text, _state(LIMIT_FROM, ("Limit!",)), lang)


def _spoiled_state() -> Any:
    return _state(SPOILED_AT, ("Verdorbene Ware!",))


def _spoiled_question(lang: str) -> str:
    text = _("Verdorbene Ware! is in force. The marker stands on {price} and nobody has exchanged yet in this exchange "
             "round. You exchange your two sacks of potatoes. What do you get?", price=SPOILED_AT)
    return _question(text, _spoiled_state(), lang)


def _spoiled_solution() -> Solution:
    from schwarz.schwarzmarkt.exchange import prices

    each = prices(_spoiled_state(), 2)
    why = _("The first card exchanged in this exchange round is worth half ({half}, rounded down), the second the "
            "full price ({full}): {total}.", half=each[0], full=each[1], total=sum(each))
    return Solution((str(sum(each)),), why)


def _numbers(values: Sequence[int]) -> tuple[tuple[Msg | str, str], ...]:
    return tuple((str(v), str(v)) for v in values)


SELL_GAMES, SELL_EARLY, SELL_LATE = 24, 6, 21


@cache
def _sell_solution() -> Solution:
    from schwarz.core.bots import RandomBot
    from schwarz.play import play
    from schwarz.schwarzmarkt.bots import ThresholdBot

    game = find_game("schwarzmarkt")
    means = {}
    for key, threshold in (("now", SELL_EARLY), ("push", SELL_LATE)):
        total = 0
        for seed in range(SELL_GAMES):
            state = play(game, 4, seed, None, [ThresholdBot(threshold=threshold)] + [RandomBot()] * 3)
            total += game.scores(state)[0].total
        means[key] = total / SELL_GAMES
    answer = "now" if means["now"] > means["push"] else "push"
    why = _("Over the same {games} seeded games against three random players, selling from {early} earns {now:.1f} "
            "on average, waiting for {late} earns {push:.1f}.", games=SELL_GAMES, early=SELL_EARLY, now=means["now"],
            late=SELL_LATE, push=means["push"])
    return Solution((answer,), why)


def _sell_question(lang: str) -> str:
    question = _("Schwarzmarkt, you against three random players. Sell now (exchange as soon as the price is {early} "
                 "or more) or push the price (wait for {late})? Which earns more luxury points on average?",
                 early=SELL_EARLY, late=SELL_LATE)
    return "<p>" + escape(render(question, lang)) + "</p>"


EXERCISES: tuple[Exercise, ...] = (
    Exercise("sm-push", "schwarzmarkt", _("How far can you push the price?"), _push_question,
             lambda: _spaces_after(_state(PUSH_FROM)), lambda: _push_solution(_state(PUSH_FROM), False),
             _("Find the marker's space on the track: its die shows the most spaces it may move.")),
    Exercise("sm-limit", "schwarzmarkt", _("Limit!: where does the round end?"), _limit_question,
             lambda: _spaces_after(_state(LIMIT_FROM, ("Limit!",))),
             lambda: _push_solution(_state(LIMIT_FROM, ("Limit!",)), True),
             _("Look for the end space of this exchange round on the track: the marker never passes it."), "variant"),
    Exercise("sm-spoiled", "schwarzmarkt", _("Verdorbene Ware!: spoiled goods"), _spoiled_question,
             lambda: _numbers((6, 12, 18, 24)), _spoiled_solution,
             _("Verdorbene Ware! halves the first card exchanged in the exchange round, and only that one."),
             "variant"),
    Exercise("sm-sell", "schwarzmarkt", _("Sell now or push the price?"), _sell_question,
             lambda: ((_("sell now"), "now"), (_("push the price"), "push")), _sell_solution,
             _("When you wait, the others may meet the offer before your turn comes back."), "strategy"),
)
