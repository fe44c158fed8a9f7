"""The design lab: choose a game and its rule knobs, simulate many seeded games, and read the answer to an A/B question.

Pure helpers first (``parse_whole``, ``knob_values``, ``histogram``, ``chart_data``, ``render_answer``,
``render_summary``, ``render_legend``, ``render_progress``, ``cap_games``), then the thin panel (``Lab``). The
simulation is ``schwarz.sim.run`` over every core; the answer is ``schwarz.compare``; the charts are bqplot, which
works in Voila. A run plays in a background thread that only waits for the worker processes, so the page stays
usable and its Cancel button is heard; a run is capped to what this machine plays in about ``CAP_SECONDS``.
"""

from __future__ import annotations

import concurrent.futures as cf
import math
import re
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as w

from schwarz import compare, sim
from schwarz.bots import bot_label, bot_names, smart_bot
from schwarz.core.codec import excerpt
from schwarz.core.errors import SchwarzError
from schwarz.core.registry import GAMES, find_game
from schwarz.i18n import Msg, _, compact, ngettext, number, percent, render, sentence
from widgets.i18n import current_lang
from widgets.page import CSS, Header, friendly, render_error

LAB_EMPTY = _("Choose a game and its knobs, or one of the experiments above, then run the simulation.")
LAB_FIRST_ROUND = _("Playing the first games: a first answer appears here in a few seconds.")
LAB_KNOB_HINT = _("as in the texts")
LAB_GAME = _("Game")
STEP_PLAYERS = _("Players")
LAB_GAMES = _("Games")
LAB_SEED = _("First deal number")
LAB_BOT_FIRST = _("Bot in seat 1")
LAB_BOT_REST = _("Other seats")
LAB_ROTATE = _("Rotate seats")
LAB_COMPARE = _("Compare with rule set B")
LAB_RUN = _("Run simulation")
LAB_CANCEL = _("Cancel")
LAB_RULES_A = _("Rule set A")
LAB_RULES_B = _("Rule set B")
LAB_SCORES = _("Score distribution")
LAB_WIN_SEAT = _("Win rate by seat")
LAB_WIN_BOT = _("Win rate by bot")
LAB_LENGTH = _("Game length (actions)")
LAB_WIN_RATE = _("Win rate")
LAB_MEAN = _("Mean score")
LAB_TITLE = _("Design lab: change the rules, simulate many games")
LAB_SEAT = _("Seat")
LAB_BOT = _("Bot")
LAB_PROGRESS = _("Progress")
LAB_TRY = _("Try an experiment:")
LAB_ANSWER = _("Answer")
LAB_MEASURING = _("Measuring how fast these bots play…")

CAP_SECONDS = 90
"""A run plays at most about this long on this machine (every core): the lab refuses more games than that."""
ROUND_SECONDS = 1.5
"""A run plays its rule sets side by side in rounds: the first round gives a first answer after about this long,
each next round plays twice as many games, and the answer is refined after each."""
CHUNK_SECONDS = 0.15
"""A worker's task lasts about this long: when the last games are played, one worker waits at most this long for
the other (and a cancelled run stops within it)."""
PROVISIONAL_SECONDS = 5.0
"""A run expected to last less plays in one round: its answer comes soon anyway, and a first one would cost the
workers the time the page takes to compute and show it."""
MAX_GAMES = 100_000
MAX_SEED = 10**9
SERIES_COLOURS = ("#1f2a44", "#b3202a")
BINS = 12
LAB_CSS = """<style>
.lab table { border-collapse: collapse; margin: 4px 12px 8px 0; font-size: 0.92em; }
.lab th, .lab td { border-bottom: 1px solid #e3dccd; padding: 2px 8px; text-align: right; }
.lab th:first-child, .lab td:first-child { text-align: left; }
.lab .tables { display: flex; flex-wrap: wrap; }
.lab .swatch { display: inline-block; width: 12px; height: 12px; margin-right: 6px; vertical-align: -1px; }
.lab .answer { background: #eef3fb; border-left: 4px solid #1f4e9c; padding: 6px 12px; margin: 6px 0; }
.lab .answer p { margin: 4px 0; }
.lab .legend { display: flex; flex-wrap: wrap; gap: 4px 18px; margin: 4px 0; }
.lab-row { gap: 6px; border-bottom: 1px solid #eee8dc; }
.lab-label { white-space: normal; line-height: 1.2; font-size: 0.95em; padding: 2px 0; }
.lab-cell { margin: 2px 0 !important; }
.lab-cell .widget-label, .lab-cell.widget-checkbox .widget-label-basic span {
  position: absolute !important; width: 1px !important; height: 1px !important; overflow: hidden !important;
  clip: rect(0 0 0 0) !important; white-space: nowrap !important; }
.lab-wrap { flex-wrap: wrap; gap: 2px 12px; }
/* Controls, then the rule knobs, on the left; the answer and charts on the right. On a phone one column: the
   controls, the answer (right under Run), then the knobs. */
.lab-page { display: grid !important; grid-template-columns: minmax(300px, 560px) minmax(300px, 1fr);
  grid-template-rows: auto 1fr; grid-template-areas: "controls outcome" "knobs outcome"; gap: 0 12px;
  align-items: start; }
.lab-page > .lab-controls { grid-area: controls; }
.lab-page > .lab-outcome { grid-area: outcome; }
.lab-page > .lab-knobs { grid-area: knobs; }
@media (max-width: 899px) {
  .lab-page { grid-template-columns: minmax(0, 1fr); grid-template-rows: auto;
    grid-template-areas: "controls" "outcome" "knobs"; }
}
.lab-note p { line-height: 1.35; margin: 4px 0; }
.lab-figure { flex: 1 1 280px; min-width: 260px; max-width: 640px; }
@media (min-width: 1800px) {  /* a projector: words a third larger, laid out as on a laptop (charts keep their
                                   size, bqplot measures them unzoomed, and get larger ticks and titles instead) */
  .lab-zoom { zoom: 1.33; }
  .lab-page { grid-template-columns: minmax(400px, 745px) minmax(300px, 1fr); }  /* 560 px zoomed 1.33 */
  .lab-figure .tick text { font-size: 14px !important; }
  .lab-figure .mainheading { font-size: 22px !important; }
}
</style>"""


# --- pure helpers -----------------------------------------------------------------------------------------------
_WHOLE = re.compile(r"\d+|\d{1,3}(?:[ ,\u00a0\u202f]\d{3})+")


def parse_whole(text: object, label: Msg, low: int, high: int) -> int:
    """The whole number typed in a box named ``label``, from ``low`` to ``high``; anything else (1.5, 1e9, a letter,
    too large) raises ``SchwarzError`` quoting a short excerpt of what was typed (never the whole input)."""
    raw = str(text).strip()
    if not _WHOLE.fullmatch(raw):
        raise SchwarzError(_("{label}: {value} is not a whole number", label=label, value=excerpt(raw, 30)))
    digits = re.sub(r"[ ,\u00a0\u202f]", "", raw)
    if len(digits) > len(str(high)) or not low <= int(digits) <= high:
        raise SchwarzError(_("{label}: {value} is outside the range {low} to {high}", label=label,
                             value=excerpt(raw, 30), low=low, high=high))
    return int(digits)


def knob_values(raw: Mapping[str, Any], knobs: Sequence[sim.Knob]) -> dict[str, Any]:
    """The knobs whose widget value differs from the texts' (empty text boxes mean 'the texts' value')."""
    out: dict[str, Any] = {}
    for knob in knobs:
        value = raw.get(knob.name)
        if value is None or (isinstance(value, str) and not value.strip()):
            continue
        if isinstance(value, str) and knob.kind is sim.KnobKind.INT and value.strip() == str(knob.default):
            continue
        if knob.kind in (sim.KnobKind.INTS, sim.KnobKind.INT_TABLE, sim.KnobKind.OPTIONAL_INT) or value != knob.default:
            out[knob.name] = value
    return out


def round_width(raw: int) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50, 100, ... that is at least ``raw``: a bin width a reader counts in."""
    step = 1
    while True:
        for multiple in (1, 2, 5):
            if multiple * step >= raw:
                return multiple * step
        step *= 10


def histogram(series: Sequence[Sequence[float]], bins: int = BINS,
              lang: str = "en") -> tuple[list[str], list[list[int]]]:
    """Counts of each series in shared bins of whole numbers (about ``bins``, each as wide as the others: a round
    width, starting at a multiple of it); a label is the bin's lowest value, written in ``lang``, in its short form
    from 10,000 (25K / 25 k), so that the labels of a chart never run into each other."""
    values = [v for s in series for v in s]
    if not values:
        return [], [[] for _series in series]
    low, high = math.floor(min(values)), math.floor(max(values))
    width = round_width(max(1, math.ceil((high - low + 1) / bins)))
    low = low // width * width
    count = (high - low) // width + 1
    write = compact if max(abs(low), abs(high)) >= 10_000 else number
    labels = [write(low + i * width, lang) for i in range(count)]
    counts = [[0] * count for _series in series]
    for k, s in enumerate(series):
        for v in s:
            counts[k][(math.floor(v) - low) // width] += 1
    return labels, counts


def bot_name(game: str, name: str, lang: str) -> str:
    """A bot's name in ``lang`` ('deduction bot' / 'robot déductif')."""
    return render(bot_label(game, name), lang)


def chart_data(results: Sequence[tuple[str, Any]], lang: str = "en") -> dict[str, tuple[list[str], list[list[float]]]]:
    """Per chart ('scores', 'seat', 'bot', 'length'): x labels and one y list per rule set."""
    frames = [frame for _label, frame in results]
    scores = histogram([list(f["score"]) for f in frames], lang=lang)
    lengths = histogram([list(sim.lengths(f)["length"]) for f in frames], lang=lang)

    def rates(column: str) -> tuple[list[str], list[list[float]]]:
        keys = sorted({k for f in frames for k in f[column].unique()}, key=lambda k: (str(type(k)), k))
        ys = []
        for f in frames:
            table = sim.by(f, column).set_index(column)["win_rate"]
            ys.append([float(table.get(k, 0.0)) for k in keys])
        game = str(frames[0].attrs.get("game", "")) if frames else ""
        labels = [number(k + 1, lang) if column == "seat" else bot_name(game, str(k), lang) for k in keys]
        return labels, ys

    return {
        "scores": (scores[0], [[float(c) for c in row] for row in scores[1]]),
        "seat": rates("seat"),
        "bot": rates("bot"),
        "length": (lengths[0], [[float(c) for c in row] for row in lengths[1]]),
    }


def _table(frame: Any, column: str, lang: str) -> str:
    head = render(LAB_SEAT if column == "seat" else LAB_BOT, lang)
    game = str(frame.attrs.get("game", ""))

    def row(r: Mapping[str, Any]) -> str:
        who = number(r[column] + 1, lang) if column == "seat" else bot_name(game, str(r[column]), lang)
        rate = percent(float(r["win_rate"]), lang)
        mean = render(_("{mean:.2f}", mean=float(r["mean_score"])), lang)
        games = number(int(r["games"]), lang)
        return f"<tr><td>{escape(who)}</td><td>{games}</td><td>{escape(rate)}</td><td>{escape(mean)}</td></tr>"

    rows = "".join(row(r) for r in sim.by(frame, column).to_dict("records"))
    cols = (head, render(LAB_GAMES, lang), render(LAB_WIN_RATE, lang), render(LAB_MEAN, lang))
    return f"<table><tr>{''.join(f'<th>{escape(c)}</th>' for c in cols)}</tr>{rows}</table>"


def rule_set_title(label: str, frame: Any, lang: str) -> str:
    """A rule set's name and its rules in words: 'B (commodity deck: variant)' / 'B (paquet de marchandises :
    variante)'."""
    return render(_("{name} ({rules})", name=label, rules=sim.frame_rules(frame)), lang)


def answer_messages(results: Sequence[tuple[str, Any]]) -> tuple[Msg, ...]:
    """The answer in sentences: what rule set B changed and whether it is more than noise (two rule sets), or what
    the bots score under one."""
    if len(results) >= 2:
        return compare.answer(compare.compare(results[0][1], results[1][1]))
    if results:
        return compare.describe(results[0][1])
    return ()


def render_answer(results: Sequence[tuple[str, Any]], lang: str, note: Msg | None = None) -> str:
    """The answer box: ``note`` first (a provisional answer says so), one sentence per bot, then the game length
    (empty before a run)."""
    messages = answer_messages(results)
    if not messages:
        return ""
    title = escape(render(LAB_ANSWER, lang))
    said = f'<p class="muted"><i>{escape(render(note, lang))}</i></p>' if note is not None else ""
    lines = said + "".join(f"<p>{escape(sentence(m, lang))}</p>" for m in messages)
    return (f'{LAB_CSS}<div class="schwarz lab"><div class="answer" role="status" aria-label="{title}">'
            f"{lines}</div></div>")


def render_summary(results: Sequence[tuple[str, Any]], lang: str, game: str = "", seed: int = 0,
                   running: bool = False) -> str:
    """Per rule set: its knobs, win rate and mean score by seat and by bot, and the mean game length.

    ``game``: the game's registry name (its title is shown); ``running``: a run has not yet finished its first
    round (said instead of the invitation to run one)."""
    if not results:
        empty = LAB_FIRST_ROUND if running else LAB_EMPTY
        return f'{LAB_CSS}<div class="schwarz lab"><p class="muted">{escape(render(empty, lang))}</p></div>'
    title = find_game(game).title if game in GAMES else game
    parts = []
    for k, (label, frame) in enumerate(results):
        games = frame["game"].nunique()
        players = frame["seat"].nunique()
        length = float(sim.lengths(frame)["length"].mean())
        about = render(_("{games} games of {game} with {players} players, deal numbers from {seed}; mean game "
                         "length: {length:.1f} actions", games=int(games), game=title, players=int(players),
                         seed=str(seed), length=length), lang)
        swatch = f'<span class="swatch" style="background:{SERIES_COLOURS[k % 2]}"></span>'
        head = rule_set_title(label, frame, lang)
        parts.append(
            f"<h3>{swatch}{escape(head)}</h3><p class='muted'>{escape(about)}</p>"
            f"<div class='tables'>{_table(frame, 'seat', lang)}{_table(frame, 'bot', lang)}</div>")
    return f'{LAB_CSS}<div class="schwarz lab">{"".join(parts)}</div>'


def render_legend(results: Sequence[tuple[str, Any]], lang: str) -> str:
    """The charts' legend, beside them rather than over the bars: a swatch and each rule set's rules."""
    if not results:
        return ""
    items = "".join(f'<span><span class="swatch" style="background:{SERIES_COLOURS[k % 2]}"></span>'
                    f"{escape(rule_set_title(label, frame, lang))}</span>" for k, (label, frame) in enumerate(results))
    return f'{LAB_CSS}<div class="schwarz lab"><div class="legend">{items}</div></div>'


def render_progress(done: int, total: int, seconds_left: float | None, lang: str) -> str:
    """'1,200 of 2,000 games, about 4 seconds left'."""
    if seconds_left is None or done >= total:
        return render(_("{done} of {total} games", done=done, total=total), lang)
    left = max(1, round(seconds_left))
    message = ngettext("{done} of {total} games, about {n} second left",
                       "{done} of {total} games, about {n} seconds left", left, done=done, total=total)
    return render(message, lang)


def seconds_left(games: int, first: tuple[float, int], now: tuple[float, int], pace: float) -> float:
    """The seconds ``games`` more games take at the pace since the first games came back (``first`` and ``now``: a
    time and the games finished then; before, the pool was starting), else at ``pace`` games a second."""
    seconds, played = now[0] - first[0], now[1] - first[1]
    return games * seconds / played if played > 0 and seconds > 0 else games / pace


def rounds(games: int, first_round: int) -> list[tuple[int, int]]:
    """``(first game, games)`` rounds covering ``games``: ``first_round`` games, then twice as many each round (a
    last round shorter than half the one before joins it)."""
    out: list[tuple[int, int]] = []
    start, size = 0, max(1, first_round)
    while start < games:
        count = min(size, games - start)
        if games - start - count < size // 2:
            count = games - start
        out.append((start, count))
        start, size = start + count, size * 2
    return out


DEFAULT_PLAYERS = 4
"""The players of a game's first experiment (fewer where the game allows fewer)."""
PREPARED_SECONDS = 15.0
"""How long a run waits at most for the page's preparation before it measures the speed."""


def _speed_key(game: str, players: int, bots: Sequence[str], options: Any) -> tuple[Any, ...]:
    """What a speed measurement depends on: the game, the players, the bots and rule set A."""
    return game, players, tuple(bots), repr(options)


def join_rounds(parts: Sequence[Any]) -> Any:
    """One rule set's frames of the rounds played so far as one frame (the rows of one run of those games)."""
    import pandas as pd

    if len(parts) == 1:
        return parts[0]
    frame = pd.concat(parts, ignore_index=True)
    frame.attrs = dict(parts[0].attrs)
    return frame


def provisional_note(done: int, games: int, cancelled: bool) -> Msg | None:
    """What the answer box says of an answer from ``done`` of the run's ``games`` per rule set (None: all played)."""
    if cancelled:
        return _("Cancelled: this answer comes from the first {done} of {games} games per rule set.", done=done,
                 games=games)
    if done < games:
        return _("A first answer from {done} of {games} games per rule set, refined as the games come in.",
                 done=done, games=games)
    return None


def cap_games(rate: float, workers: int, rule_sets: int, seconds: float = CAP_SECONDS) -> int:
    """The most games per rule set that ``workers`` playing ``rate`` games a second each finish in ``seconds``,
    rounded down to two significant digits (at least 10, at most ``MAX_GAMES``)."""
    raw = max(10, int(rate * max(1, workers) * seconds / max(1, rule_sets)))
    digits = 10 ** max(0, len(str(raw)) - 2)
    return min(MAX_GAMES, int(raw // digits * digits))


def render_cap(cap: int | None, lang: str) -> str:
    """What the cap is and why, under the controls."""
    if cap is None:
        text = render(_("A run is kept to about {seconds} seconds of play on this machine, so that it ends in a "
                        "minute or two: the lab measures the bots' speed when you start it.", seconds=CAP_SECONDS),
                      lang)
    else:
        text = render(_("With these bots this machine plays at most {cap} games per rule set in about {seconds} "
                        "seconds: the lab refuses more, so that a run ends in a minute or two.", cap=cap,
                        seconds=CAP_SECONDS), lang)
    return f'<div class="schwarz lab-note"><p class="muted">{escape(text)}</p></div>'


@dataclass(frozen=True)
class Preset:
    """An experiment one click away: its name, the game, and rule set B's knobs (A: the texts' rules)."""

    title: Msg
    game: str
    knobs: Mapping[str, Any]
    players: int = 4


PRESETS = (
    Preset(_("Denouncing a regular employee costs -5"), "schwarzarbeit", {"scores.denounced_regular": "-5"}),
    Preset(_("A market of players + 1"), "schwarzarbeit", {"market_extra": "1"}),
    Preset(_("Scheffeln without the last-card rule"), "scheffeln", {"last_card_face_up": False}),
    Preset(_("Schwarzmarkt with the variant deck"), "schwarzmarkt", {"deck": "variant"}),
)


# --- the panel --------------------------------------------------------------------------------------------------
def knob_label(knob: sim.Knob, lang: str = "en") -> str:
    """The label of ``knob`` in ``lang`` (the knob's own name is the tooltip)."""
    return render(knob.label, lang)


def choice_options(knob: sim.Knob, lang: str) -> list[tuple[str, str]]:
    """A choice knob's dropdown: (its value's name in ``lang``, the value) pairs ('variante', 'variant')."""
    return [(render(word, lang), value) for word, value in zip(knob.words, knob.choices, strict=True)]


def _described(knob: sim.Knob, lang: str, which: str) -> str:
    """A knob control's own (screen-reader) label: the knob and its rule set, 'hand size (B)'."""
    return render(_("{knob} ({rules})", knob=knob.label, rules=which), lang)


def _knob_widget(knob: sim.Knob, lang: str, which: str) -> w.Widget:
    """One rule set's control of ``knob`` (its label is the row's; the control keeps its own for screen readers)."""
    style = {"description_width": "0px"}
    layout = w.Layout(flex="1 1 120px", min_width="0", max_width="160px")
    label = _described(knob, lang, which)
    tip = f"{label} · {knob.name}"
    made: w.Widget
    if knob.kind is sim.KnobKind.BOOL:
        made = w.Checkbox(value=bool(knob.default), description=label, tooltip=tip, indent=False, layout=layout)
    elif knob.kind is sim.KnobKind.CHOICE:
        made = w.Dropdown(options=choice_options(knob, lang), value=knob.default, description=label, tooltip=tip,
                          style=style, layout=layout)
    elif knob.kind is sim.KnobKind.INT:
        made = w.Text(value=str(knob.default), description=label, tooltip=tip, style=style, layout=layout)
    else:
        made = w.Text(value="", placeholder=render(LAB_KNOB_HINT, lang), description=label, tooltip=tip, style=style,
                      layout=layout)
    made.add_class("lab-cell")
    return made


def render_knob_label(knob: sim.Knob, lang: str) -> str:
    """A knob's row label: its full name, wrapped when long; its field name on hover."""
    label = escape(knob_label(knob, lang))
    return f'<div class="schwarz lab-label" title="{label} ({escape(knob.name)})">{label}</div>'



class RuleSet:
    """The knob controls of one rule set (``which``: 'A' or 'B'; rebuilt when the game changes)."""

    def __init__(self, which: str, lang: str) -> None:
        self.which = which
        self._lang = lang
        self._knobs: tuple[sim.Knob, ...] = ()
        self._controls: dict[str, w.Widget] = {}

    @property
    def knobs(self) -> tuple[sim.Knob, ...]:
        return self._knobs

    def build(self, game: str) -> None:
        self._knobs = sim.knobs(game)
        self._controls = {k.name: _knob_widget(k, self._lang, self.which) for k in self._knobs}

    def relabel(self, lang: str) -> None:
        """The knob labels in ``lang`` (values kept)."""
        self._lang = lang
        knobs = {k.name: k for k in self._knobs}
        for name, control in self._controls.items():
            label = _described(knobs[name], lang, self.which)
            control.description = label
            control.tooltip = f"{label} · {name}"
            if isinstance(control, w.Dropdown):
                value = control.value
                control.options = choice_options(knobs[name], lang)
                control.value = value
            if isinstance(control, w.Text) and knobs[name].kind is not sim.KnobKind.INT:
                control.placeholder = render(LAB_KNOB_HINT, lang)

    def reset(self) -> None:
        """Every knob back to the texts' value."""
        for knob in self._knobs:
            control = self._controls[knob.name]
            if knob.kind is sim.KnobKind.INT:
                control.value = str(knob.default)
            elif isinstance(control, w.Text):
                control.value = ""
            else:
                control.value = knob.default

    def control(self, name: str) -> w.Widget:
        return self._controls[name]

    def values(self) -> dict[str, Any]:
        return knob_values({name: c.value for name, c in self._controls.items()}, self._knobs)


class KnobTable:
    """Rule sets A and B side by side: one row per knob, its label once (wrapped, never cut), then A's and B's
    controls."""

    def __init__(self, a: RuleSet, b: RuleSet) -> None:
        self._sets = (a, b)
        self._head = (w.HTML(), w.HTML(), w.HTML())
        self._labels: list[w.HTML] = []
        self.widget = w.VBox(layout=w.Layout(width="100%"))

    def build(self, lang: str) -> None:
        a, b = self._sets
        self._labels = [w.HTML(render_knob_label(k, lang), layout=w.Layout(flex="1.3 1 150px", min_width="80px"))
                        for k in a.knobs]
        self._head[0].layout = w.Layout(flex="1.3 1 150px", min_width="80px")
        rows = [self._row(list(self._head))]
        for knob, label in zip(a.knobs, self._labels, strict=True):
            rows.append(self._row([label, a.control(knob.name), b.control(knob.name)]))
        self.widget.children = rows
        self.relabel(lang)

    def relabel(self, lang: str) -> None:
        self._head[1].value = f"<b>{escape(render(LAB_RULES_A, lang))}</b>"
        self._head[2].value = f"<b>{escape(render(LAB_RULES_B, lang))}</b>"
        for knob, label in zip(self._sets[0].knobs, self._labels, strict=True):
            label.value = render_knob_label(knob, lang)

    def show_b(self, shown: bool) -> None:
        display = "" if shown else "none"
        self._head[2].layout.display = display
        for knob in self._sets[1].knobs:
            self._sets[1].control(knob.name).layout.display = display

    @staticmethod
    def _row(children: list[w.Widget]) -> w.HBox:
        for child in children[1:]:
            if isinstance(child, w.HTML):
                child.layout = w.Layout(flex="1 1 120px", min_width="0", max_width="160px")
        row = w.HBox(children, layout=w.Layout(width="100%", align_items="center"))
        row.add_class("lab-row")
        return row


class Lab:
    """Presets; game, players, bots, number of games and seed; rule sets A and B; run and cancel; the answer, summary
    tables and bqplot charts."""

    def __init__(self, game: str = "schwarzarbeit", games: int = 1000, players: int | None = None,
                 lang: str | None = None, workers: int | None = None) -> None:
        from bqplot import Axis, Bars, Figure, LinearScale, OrdinalScale

        self._workers = workers
        self._results: list[tuple[str, Any]] = []
        self._note: Msg | None = None
        self._played = 0
        self._finished = 0
        self._thread: threading.Thread | None = None
        self._pool: cf.ProcessPoolExecutor | None = None
        """The process pool of this lab's runs: started by the first run, kept for the next ones, ended by close."""
        self._stop = threading.Event()
        self._cap: int | None = None
        self._closed = False
        self._speeds: dict[tuple[Any, ...], float] = {}
        """One worker's games a second by experiment, measured before its first run (or while the page opened)."""
        self._prepared = threading.Thread(target=self._get_ready, args=(game,), daemon=True)
        """Imports, the process pool started, a first game of each game in every worker and a first speed, done
        while the page waits for its visitor."""
        self._prepared.start()
        self._header = Header(LAB_TITLE, lang=lang or current_lang())
        lang = self.lang
        self._presets_title = w.HTML()
        self._presets = [w.Button(layout=w.Layout(width="auto")) for _preset in PRESETS]
        for button, preset in zip(self._presets, PRESETS, strict=True):
            button.on_click(lambda _b, p=preset: self._on_preset(p))
        self._game = w.Dropdown(options=[(find_game(g).title, g) for g in GAMES], value=game,
                                description=render(LAB_GAME, lang), layout=w.Layout(width="240px"))
        self._players = w.Dropdown(description=render(STEP_PLAYERS, lang), layout=w.Layout(width="160px"))
        self._games = w.Text(value=str(games), description=render(LAB_GAMES, lang), layout=w.Layout(width="180px"))
        self._seed = w.Text(value="1", description=render(LAB_SEED, lang), style={"description_width": "initial"},
                            layout=w.Layout(width="230px"))
        self._bot_first = w.Dropdown(description=render(LAB_BOT_FIRST, lang), style={"description_width": "initial"},
                                     layout=w.Layout(width="250px"))
        self._bot_rest = w.Dropdown(description=render(LAB_BOT_REST, lang), style={"description_width": "initial"},
                                    layout=w.Layout(width="240px"))
        self._rotate = w.Checkbox(value=True, description=render(LAB_ROTATE, lang), indent=False,
                                  layout=w.Layout(width="auto"))
        self._compare = w.Checkbox(value=True, description=render(LAB_COMPARE, lang), indent=False,
                                   layout=w.Layout(width="auto"))
        self._run_button = w.Button(description=render(LAB_RUN, lang), icon="play", button_style="primary",
                                    tooltip=render(LAB_RUN, lang), layout=w.Layout(width="auto"))
        self._cancel_button = w.Button(description=render(LAB_CANCEL, lang), icon="stop", disabled=True,
                                       tooltip=render(LAB_CANCEL, lang), layout=w.Layout(width="auto"))
        self._rules = (RuleSet("A", lang), RuleSet("B", lang))
        self._table = KnobTable(*self._rules)
        self._cap_note = w.HTML()
        self._progress = w.IntProgress(value=0, min=0, max=1, description=render(LAB_PROGRESS, lang),
                                       style={"description_width": "initial"},
                                       layout=w.Layout(width="100%", max_width="420px", display="none"))
        self._progress_text = w.HTML()
        self._errors = w.HTML()
        self._answer = w.HTML()
        self._summary = w.HTML()
        self._legend = w.HTML()
        self._figures: dict[str, Any] = {}
        self._bars: dict[str, Any] = {}
        for key, pct in (("scores", False), ("length", False), ("seat", True), ("bot", True)):
            x, y = OrdinalScale(), LinearScale(min=0)
            bars = Bars(x=[], y=[], scales={"x": x, "y": y}, type="grouped", colors=list(SERIES_COLOURS),
                        display_legend=False, labels=["A", "B"], padding=0.15)
            axes = [Axis(scale=x, label=""), Axis(scale=y, orientation="vertical", tick_format=".0%" if pct else "d",
                                                  grid_lines="dashed")]
            self._bars[key] = bars
            figure = Figure(marks=[bars], axes=axes, title="", fig_margin={"top": 40, "bottom": 40, "left": 50,
                                                                            "right": 16},
                            layout=w.Layout(width="100%", height="260px"))
            figure.add_class("lab-figure")
            self._figures[key] = figure
        self._charts = w.Box(list(self._figures.values()), layout=w.Layout(display="none", width="100%"))
        self._charts.add_class("lab-wrap")

        self._game.observe(self._on_game_change, names="value")
        self._compare.observe(self._on_compare_change, names="value")
        self._run_button.on_click(self._on_run_clicked)
        self._cancel_button.on_click(self._on_cancel_clicked)
        self._header.on_lang(lambda _event: self._on_lang_change())

        def wrap(children: list[w.Widget]) -> w.Box:
            box = w.Box(children, layout=w.Layout(width="100%"))
            box.add_class("lab-wrap")
            return box

        controls = w.VBox([
            wrap([self._game, self._players, self._games, self._seed]),
            wrap([self._bot_first, self._bot_rest, self._rotate, self._compare]),
            wrap([self._run_button, self._cancel_button, self._progress, self._progress_text]),
            self._cap_note,
        ], layout=w.Layout(min_width="0"))
        knobs = w.VBox([self._table.widget], layout=w.Layout(min_width="0"))
        outcome = w.VBox([self._errors, self._answer, self._legend, self._charts, self._summary],
                         layout=w.Layout(min_width="0"))
        page = w.Box([controls, outcome, knobs], layout=w.Layout(width="100%"))
        for box, name in ((controls, "lab-controls"), (knobs, "lab-knobs"), (outcome, "lab-outcome"),
                          (page, "lab-page")):
            box.add_class(name)
        presets = wrap([self._presets_title, *self._presets])
        self.widget = w.VBox([self._header.widget, w.HTML(CSS + LAB_CSS), presets, page], layout=w.Layout(width="100%"))
        for zoomed in (self._header.widget, presets, controls, knobs, self._errors, self._answer, self._legend,
                       self._summary):
            zoomed.add_class("lab-zoom")
        self._set_game(game, players)
        self._render()

    # --- what tests and notebooks read ----------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self._header.lang

    @property
    def results(self) -> list[tuple[str, Any]]:
        return list(self._results)

    @property
    def summary_html(self) -> str:
        return str(self._summary.value)

    @property
    def answer_html(self) -> str:
        return str(self._answer.value)

    @property
    def error_html(self) -> str:
        return str(self._errors.value)

    @property
    def progress_text(self) -> str:
        return str(self._progress_text.value)

    @property
    def run_button(self) -> w.Button:
        return self._run_button

    @property
    def cancel_button(self) -> w.Button:
        return self._cancel_button

    @property
    def preset_buttons(self) -> list[w.Button]:
        return list(self._presets)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def rules(self, which: int) -> RuleSet:
        return self._rules[which]

    def bars(self, chart: str) -> Any:
        return self._bars[chart]

    @property
    def charts_shown(self) -> bool:
        return bool(self._charts.layout.display != "none")

    def configure(self, **values: Any) -> None:
        """Set controls by name (game, players, games, seed, bot_first, bot_rest, rotate, compare)."""
        for name, value in values.items():
            getattr(self, f"_{name}").value = str(value) if name in ("games", "seed") else value

    def set_lang(self, lang: str) -> None:
        self._header.set_lang(lang)

    def run(self) -> None:
        """Run now and return when done (what a notebook cell or a test calls; the button runs in the background)."""
        work = self._prepare()
        if work is not None:
            self._stop.clear()
            self._play(work)

    def wait_ready(self, timeout: float | None = None) -> None:
        """Wait for what the page prepares in the background when it opens (imports, the pool and its workers, a
        first speed)."""
        self._prepared.join(timeout)

    def wait(self, timeout: float | None = None) -> None:
        """Wait for a run started by the button (or a preset) to end."""
        if self._thread is not None:
            self._thread.join(timeout)

    def cancel(self) -> None:
        self._on_cancel_clicked(None)

    # --- handlers -------------------------------------------------------------------------------------------
    def _guard(self, work: Callable[[], Any]) -> Any:
        return friendly(lambda: self._errors, lambda: self.lang)(work)()

    def _set_game(self, game: str, players: int | None = None) -> None:
        spec = find_game(game)
        self._players.options = list(range(spec.min_players, spec.max_players + 1))
        self._players.value = players if players is not None else min(DEFAULT_PLAYERS, spec.max_players)
        smart = smart_bot(spec)
        self._set_bot_options(spec.name, smart, smart)
        for rules in self._rules:
            rules.build(spec.name)
        self._table.build(self.lang)
        self._results, self._note = [], None
        self._cap = None

    def _set_bot_options(self, game: str, first: str, rest: str) -> None:
        options = [(bot_name(game, name, self.lang), name) for name in bot_names(game)]
        self._bot_first.options = options
        self._bot_first.value = first
        self._bot_rest.options = options
        self._bot_rest.value = rest

    def _on_game_change(self, change: Any) -> None:
        self._guard(lambda: self._set_game(str(self._game.value)))
        self._render()

    def _on_compare_change(self, change: Any) -> None:
        self._render()

    def _on_preset(self, preset: Preset) -> None:
        """Set up the experiment (its game, 4 thoughtful bots, A the texts' rules, B its knobs) and run it."""
        if self.running:
            return
        if self._game.value != preset.game:
            self._game.value = preset.game
        self._players.value = preset.players
        smart = smart_bot(preset.game)
        self._bot_first.value = smart
        self._bot_rest.value = smart
        self._compare.value = True
        for rules in self._rules:
            rules.reset()
        for name, value in preset.knobs.items():
            self._rules[1].control(name).value = value
        self._on_run_clicked(None)

    def _on_lang_change(self) -> None:
        lang = self.lang
        for control, key in ((self._game, LAB_GAME), (self._players, STEP_PLAYERS), (self._games, LAB_GAMES),
                             (self._seed, LAB_SEED), (self._bot_first, LAB_BOT_FIRST),
                             (self._bot_rest, LAB_BOT_REST), (self._rotate, LAB_ROTATE),
                             (self._compare, LAB_COMPARE), (self._progress, LAB_PROGRESS)):
            control.description = render(key, lang)
        self._run_button.description = self._run_button.tooltip = render(LAB_RUN, lang)
        self._cancel_button.description = self._cancel_button.tooltip = render(LAB_CANCEL, lang)
        self._set_bot_options(str(self._game.value), str(self._bot_first.value), str(self._bot_rest.value))
        for rules in self._rules:
            rules.relabel(lang)
        self._table.relabel(lang)
        self._render()

    def _prepare(self) -> _Work | None:
        """Read and check every control now (in the page's thread); None after showing what is wrong."""

        def read() -> _Work:
            game = str(self._game.value)
            players = int(self._players.value)
            games = parse_whole(self._games.value, LAB_GAMES, 1, MAX_GAMES)
            seed = parse_whole(self._seed.value, LAB_SEED, 0, MAX_SEED)
            bots = (str(self._bot_first.value),) + (str(self._bot_rest.value),) * (players - 1)
            sets = [("A", self._rules[0].values())]
            if self._compare.value:
                sets.append(("B", self._rules[1].values()))
            options = [(label, sim.options_from(game, values)) for label, values in sets]  # errors before running
            for _label, opts in options:
                find_game(game).new_game(players, 0, opts)  # the game's own limits, before measuring anything
            workers = self._workers or sim.default_workers()
            return _Work(game, players, games, seed, bots, bool(self._rotate.value), tuple(options), workers)

        work: _Work | None = self._guard(read)
        return work

    def _on_run_clicked(self, _event: Any) -> None:
        if self.running:
            return
        work = self._prepare()
        if work is None:
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._play, args=(work,), daemon=True)
        self._thread.start()

    def _on_cancel_clicked(self, _event: Any) -> None:
        self._stop.set()
        self._cancel_button.disabled = True

    def _get_ready(self, game: str) -> None:
        """Import what a run's answer needs (pandas, scipy.stats: about a second); start the process pool and have
        every worker play one game of each game with its thoughtful bots (imports, the compiled counter loaded);
        measure the speed of ``game``'s default experiment: so that neither the first run nor its answer waits for
        them. In the background, while the page waits for its visitor (a run waits for it to end)."""
        import pandas  # noqa: F401
        import scipy.stats  # noqa: F401

        line_ups = [(name, smart_bot(name)) for name in GAMES]
        workers = self._workers or sim.default_workers()
        try:
            if workers > 1:
                self._started(workers)
                if self._closed:  # closed while the pool started
                    self._end_pool()
                    return
                cf.wait([self._started(workers).submit(sim.warm_games, line_ups) for _worker in range(workers)])
                if self._closed:
                    return
            else:
                sim.warm_games(line_ups)
            players = min(DEFAULT_PLAYERS, find_game(game).max_players)
            bots = (smart_bot(game),) * players
            texts = sim.options_from(game, {})  # rule set A as the lab reads it: the texts' rules
            self._speeds[_speed_key(game, players, bots, texts)] = self._speed(workers, game, players, bots, texts)
        except (BrokenProcessPool, RuntimeError):
            self._end_pool()  # (a pool shut down by close while it started) the first run starts a new one

    def _speed(self, workers: int, game: str, players: int, bots: Sequence[str], options: Any) -> float:
        """``sim.speed``, measured where the games will be played: in a worker of the pool, if there is one."""
        if workers > 1:
            if self._closed:
                raise RuntimeError("the lab is closed")  # dev-text: no new pool for a closed page (never shown)
            return float(self._started(workers).submit(sim.speed, game, players, list(bots), options).result())
        return sim.speed(game, players, list(bots), options)

    def _measure(self, work: _Work) -> float:
        """One worker's speed with these bots and rule set A (measured once an experiment); the cap it sets; refuse
        a run above it."""
        self._progress_text.value = escape(render(LAB_MEASURING, self.lang))
        self._prepared.join(PREPARED_SECONDS)  # measured on a prepared process (a click right after the page opened)
        key = _speed_key(work.game, work.players, work.bots, work.options[0][1])
        try:
            rate = self._speeds.get(key) or self._speed(work.workers, work.game, work.players, work.bots,
                                                        work.options[0][1])
        except BrokenProcessPool:
            self._end_pool()  # a worker died: the next run starts a new pool
            raise
        self._speeds[key] = rate
        self._cap = cap_games(rate, work.workers, len(work.options))
        self._render_cap()
        if work.games > self._cap:
            raise SchwarzError(_("{games} games per rule set would take more than about {seconds} seconds with these "
                                 "bots on this machine: at most {cap}", games=work.games, seconds=CAP_SECONDS,
                                 cap=self._cap))
        return rate

    def _play(self, work: _Work) -> None:
        """Measure, then play the rule sets side by side in rounds with one progress bar, the answer refined after
        each round (any thread)."""
        self._run_button.disabled = True
        self._cancel_button.disabled = False
        self._errors.value = ""
        self._results, self._note = [], None
        self._render()
        total = work.games * len(work.options)
        self._progress.max = total
        self._progress.value = 0
        self._progress.layout.display = ""
        try:
            rate = self._measure(work)
            self._play_rounds(work, rate)
        except sim.Cancelled:
            self._progress_text.value = escape(render(_("Cancelled after {done} of {total} games.",
                                                        done=self._finished, total=total), self.lang))
            if self._results:
                self._note = provisional_note(self._played, work.games, cancelled=True)
        except SchwarzError as exc:
            self._progress_text.value = ""
            self._errors.value = render_error(exc.text(self.lang))
        except Exception:  # a user never sees a traceback
            self._progress_text.value = ""
            self._errors.value = render_error(render(_("Something went wrong here. The rest of the page still "
                                                       "works; try again or restart the game."), self.lang))
        finally:
            self._run_button.disabled = False
            self._cancel_button.disabled = True
            self._render()

    def _play_rounds(self, work: _Work, rate: float) -> None:
        """Every rule set plays the same games round by round, the rule sets of a round side by side in one process
        pool kept for this lab's runs; the results of the rounds so far, joined, are shown after each. The joined
        rows are those of one run of all the games. Each round is queued behind the one before as soon as that one
        is, so the workers never wait while an answer is computed and shown."""
        sets = len(work.options)
        total = work.games * sets
        pace = max(rate * work.workers, 1e-6)  # games a second, as measured
        first_guess = total / pace
        shown = [0.0]
        since: list[tuple[float, int]] = []  # the time and the games finished when the first games came back
        done: dict[tuple[int, int], int] = {}  # games finished per round and rule set
        self._played = self._finished = 0

        def progress(r: int, k: int) -> Callable[[int, int], None]:
            def report(finished_k: int, _games: int) -> None:
                done[r, k] = finished_k
                finished = sum(done.values())
                self._finished = finished
                now = time.monotonic()
                if not since:
                    since.append((now, finished))
                if now - shown[0] < 0.2 and finished < total:
                    return
                shown[0] = now
                left = seconds_left(total - finished, since[0], (now, finished), pace)
                self._progress.value = finished
                self._progress_text.value = escape(render_progress(finished, total, left, self.lang))
            return report

        self._progress_text.value = escape(render_progress(0, total, first_guess, self.lang))
        frames: list[list[Any]] = [[] for _set in work.options]
        pool = self._started(work.workers) if work.workers > 1 else None
        first_round = int(rate * work.workers * ROUND_SECONDS / sets)
        plan = rounds(work.games, first_round) if first_guess >= PROVISIONAL_SECONDS else [(0, work.games)]
        try:
            with cf.ThreadPoolExecutor(max_workers=2 * sets) as sides:

                def queue(r: int) -> list[cf.Future[Any]]:
                    """Round ``r``'s runs, returned once their games are in the pool's queue."""
                    first, games = plan[r]
                    queued = [threading.Event() for _set in work.options]
                    runs = [sides.submit(
                        sim.run, work.game, games=games, players=work.players, bots=list(work.bots),
                        options=options, seed=work.seed, executor=pool, workers=work.workers, rotate=work.rotate,
                        progress=False, on_progress=progress(r, k), cancel=self._stop.is_set, rate=rate,
                        first=first, on_start=queued[k].set, chunk=max(1, int(rate * CHUNK_SECONDS)))
                        for k, (_label, options) in enumerate(work.options)]
                    for event, run in zip(queued, runs, strict=True):
                        while not event.wait(0.05) and not run.done():
                            pass
                    return runs

                runs = queue(0)
                for r, (first, games) in enumerate(plan):
                    after = queue(r + 1) if r + 1 < len(plan) and pool is not None else None
                    cf.wait(runs)
                    for k, played in enumerate(runs):
                        frames[k].append(played.result())
                    self._played = first + games
                    self._results = [(label, join_rounds(parts)) for (label, _o), parts in zip(work.options, frames,
                                                                                                 strict=True)]
                    self._note = provisional_note(self._played, work.games, cancelled=False)
                    if after is not None or r + 1 < len(plan):
                        self._render()  # (the last round's answer is shown when the run ends)
                    runs = after if after is not None else queue(r + 1) if r + 1 < len(plan) else []
        except BrokenProcessPool:
            self._end_pool()  # a worker died: the next run starts a new pool
            raise
        self._progress.value = total
        self._progress_text.value = escape(render_progress(total, total, None, self.lang))

    def _render_cap(self) -> None:
        self._cap_note.value = render_cap(self._cap, self.lang)

    def _render(self) -> None:
        lang = self.lang
        self._table.show_b(bool(self._compare.value))
        self._presets_title.value = f'<span class="schwarz"><b>{escape(render(LAB_TRY, lang))}</b></span>'
        for button, preset in zip(self._presets, PRESETS, strict=True):
            button.description = button.tooltip = render(preset.title, lang)
        self._render_cap()
        game = str(self._game.value)
        results = self._results
        running = bool(self._run_button.disabled)
        try:
            answer = render_answer(results, lang, self._note)
        except SchwarzError as exc:  # (a frame read back without the columns a comparison needs)
            answer = render_error(exc.text(lang))
        summary = render_summary(results, lang, game, self._seed_shown(), running)
        # made first, then sent together, the answer first: what a student reads first reaches the page first, and
        # the page never shows an answer beside the 'first games in progress' note it replaces
        self._answer.value = answer
        self._summary.value = summary
        self._legend.value = render_legend(results, lang)
        self._charts.layout.display = "" if results else "none"
        if not results:
            return
        titles = {"scores": LAB_SCORES, "seat": LAB_WIN_SEAT, "bot": LAB_WIN_BOT, "length": LAB_LENGTH}
        data = chart_data(results, lang)
        labels = [rule_set_title(label, frame, lang) for label, frame in results]
        for key, figure in self._figures.items():
            figure.title = render(titles[key], lang)
            bars = self._bars[key]
            x, ys = data[key]
            top = max((float(v) for series in ys for v in series), default=0.0)
            with bars.hold_sync():
                bars.x = x
                bars.y = ys if len(ys) != 1 else ys[0]
                bars.labels = labels
            # an explicit domain: bqplot's grouped bars do not always widen a scale that only has ``min``
            bars.scales["y"].max = 1.0 if key in ("seat", "bot") else (top * 1.1 if top > 0 else 1.0)

    def _seed_shown(self) -> int:
        try:
            return parse_whole(self._seed.value, LAB_SEED, 0, MAX_SEED)
        except SchwarzError:
            return 0

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self._closed = True
        self._stop.set()
        self._end_pool()
        self.widget.close()

    def _started(self, workers: int) -> cf.ProcessPoolExecutor:
        """The runs' process pool, started now with ``workers`` if there is none (it is kept for the next runs)."""
        if self._pool is None:
            self._pool = sim.process_pool(workers)
        return self._pool

    def _end_pool(self) -> None:
        """End the runs' process pool without waiting (chunks still running end on their own)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)


@dataclass(frozen=True)
class _Work:
    """A run as read from the controls: the game, players, games per rule set, first deal, bots per seat, whether
    seats rotate, each rule set's label and options, and the workers."""

    game: str
    players: int
    games: int
    seed: int
    bots: tuple[str, ...]
    rotate: bool
    options: tuple[tuple[str, Any], ...]
    workers: int


__all__ = ["PRESETS", "Lab", "RuleSet", "chart_data", "histogram", "knob_values", "parse_whole", "render_answer",
           "render_summary"]
