"""The design lab: choose a game and its rule knobs, simulate many seeded games, compare two rule sets.

Pure helpers first (``knob_values``, ``histogram``, ``chart_data``, ``render_summary``), then the thin panel
(``Lab``). The simulation is ``schwarz.sim.run`` (every core, tqdm progress bar); the charts are bqplot, which
works in Voila.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

import ipywidgets as w

from schwarz import sim
from schwarz.bots import bot_label, bot_names, smart_bot
from schwarz.core.registry import GAMES, find_game
from schwarz.i18n import _, number, percent, render
from widgets.i18n import current_lang
from widgets.page import CSS, Header, friendly

LAB_EMPTY = _("Choose a game and its knobs, then run the simulation.")
LAB_KNOB_HINT = _("Empty: the texts' value")
LAB_GAME = _("Game")
STEP_PLAYERS = _("Players")
LAB_GAMES = _("Games")
LAB_SEED = _("First deal number")
LAB_BOT_FIRST = _("Bot in seat 1")
LAB_BOT_REST = _("Other seats")
LAB_ROTATE = _("Rotate seats")
LAB_COMPARE = _("Compare with rule set B")
LAB_RUN = _("Run simulation")
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

SERIES_COLOURS = ("#1f2a44", "#b3202a")
BINS = 12
LAB_CSS = """<style>
.lab table { border-collapse: collapse; margin: 4px 12px 8px 0; font-size: 0.92em; }
.lab th, .lab td { border-bottom: 1px solid #e3dccd; padding: 2px 8px; text-align: right; }
.lab th:first-child, .lab td:first-child { text-align: left; }
.lab .tables { display: flex; flex-wrap: wrap; }
.lab .swatch { display: inline-block; width: 10px; height: 10px; margin-right: 4px; }
</style>"""


# --- pure helpers -----------------------------------------------------------------------------------------------
def knob_values(raw: Mapping[str, Any], knobs: Sequence[sim.Knob]) -> dict[str, Any]:
    """The knobs whose widget value differs from the texts' (empty text boxes mean 'the texts' value')."""
    out: dict[str, Any] = {}
    for knob in knobs:
        value = raw.get(knob.name)
        if value is None or (isinstance(value, str) and not value.strip()):
            continue
        if knob.kind in (sim.KnobKind.INTS, sim.KnobKind.INT_TABLE, sim.KnobKind.OPTIONAL_INT) or value != knob.default:
            out[knob.name] = value
    return out


def histogram(series: Sequence[Sequence[float]], bins: int = BINS,
              lang: str = "en") -> tuple[list[str], list[list[int]]]:
    """Counts of each series in ``bins`` shared bins; labels are the bins' lower edges (whole numbers, written in
    ``lang``)."""
    values = [v for s in series for v in s]
    if not values:
        return [], [[] for _series in series]
    low, high = min(values), max(values)
    if low == high:
        return [number(round(low), lang)], [[len(s)] for s in series]
    width = (high - low) / bins
    labels = [number(round(low + i * width), lang) for i in range(bins)]
    counts = [[0] * bins for _series in series]
    for k, s in enumerate(series):
        for v in s:
            counts[k][min(bins - 1, int((v - low) / width))] += 1
    return labels, counts


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


def bot_name(game: str, name: str, lang: str) -> str:
    """A bot's name in ``lang`` ('deduction bot' / 'robot déduction')."""
    return render(bot_label(game, name), lang)


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


def render_summary(results: Sequence[tuple[str, Any]], lang: str, game: str = "", seed: int = 0) -> str:
    """Per rule set: its knobs, win rate and mean score by seat and by bot, and the mean game length.

    ``game``: the game's registry name (its title is shown)."""
    if not results:
        return f'{LAB_CSS}<div class="schwarz lab"><p class="muted">{escape(render(LAB_EMPTY, lang))}</p></div>'
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


# --- the panel --------------------------------------------------------------------------------------------------
def knob_label(knob: sim.Knob, lang: str = "en") -> str:
    """The label of ``knob`` in ``lang`` (the knob's own name is the tooltip)."""
    return render(knob.label, lang)


def choice_options(knob: sim.Knob, lang: str) -> list[tuple[str, str]]:
    """A choice knob's dropdown: (its value's name in ``lang``, the value) pairs ('variante', 'variant')."""
    return [(render(word, lang), value) for word, value in zip(knob.words, knob.choices, strict=True)]


def _knob_widget(knob: sim.Knob, lang: str) -> w.Widget:
    style = {"description_width": "190px"}
    layout = w.Layout(width="330px")
    label = knob_label(knob, lang)
    if knob.kind is sim.KnobKind.BOOL:
        return w.Checkbox(value=bool(knob.default), description=label, tooltip=knob.name, indent=False, layout=layout)
    if knob.kind is sim.KnobKind.CHOICE:
        return w.Dropdown(options=choice_options(knob, lang), value=knob.default, description=label,
                          tooltip=knob.name, style=style, layout=layout)
    if knob.kind is sim.KnobKind.INT:
        return w.IntText(value=knob.default, description=label, tooltip=knob.name, style=style, layout=layout)
    return w.Text(value="", placeholder=render(LAB_KNOB_HINT, lang), description=label, tooltip=knob.name, style=style,
                  layout=layout)


class RuleSet:
    """The knob widgets of one rule set (rebuilt when the game changes)."""

    def __init__(self, title: str, lang: str) -> None:
        self._lang = lang
        self._title = w.HTML(f"<b>{escape(title)}</b>")
        self._knobs: tuple[sim.Knob, ...] = ()
        self._controls: dict[str, w.Widget] = {}
        self.widget = w.VBox([self._title])

    def build(self, game: str) -> None:
        self._knobs = sim.knobs(game)
        self._controls = {k.name: _knob_widget(k, self._lang) for k in self._knobs}
        self.widget.children = [self._title, *self._controls.values()]

    def relabel(self, lang: str) -> None:
        """The knob labels in ``lang`` (values kept)."""
        self._lang = lang
        knobs = {k.name: k for k in self._knobs}
        for name, control in self._controls.items():
            control.description = knob_label(knobs[name], lang)
            if isinstance(control, w.Dropdown):
                value = control.value
                control.options = choice_options(knobs[name], lang)
                control.value = value
            if isinstance(control, w.Text):
                control.placeholder = render(LAB_KNOB_HINT, lang)

    def set_title(self, title: str) -> None:
        self._title.value = f"<b>{escape(title)}</b>"

    def control(self, name: str) -> w.Widget:
        return self._controls[name]

    def values(self) -> dict[str, Any]:
        return knob_values({name: c.value for name, c in self._controls.items()}, self._knobs)


class Lab:
    """Game, players, bots, number of games and seed; rule sets A and B; run; summary tables and bqplot charts."""

    def __init__(self, game: str = "schwarzarbeit", games: int = 1000, players: int | None = None,
                 lang: str | None = None, workers: int | None = None) -> None:
        from bqplot import Axis, Bars, Figure, LinearScale, OrdinalScale

        self._workers = workers
        self._results: list[tuple[str, Any]] = []
        self._header = Header(LAB_TITLE, lang=lang or current_lang())
        lang = self.lang
        self._game = w.Dropdown(options=[(find_game(g).title, g) for g in GAMES], value=game,
                                description=render(LAB_GAME, lang), layout=w.Layout(width="240px"))
        self._players = w.Dropdown(description=render(STEP_PLAYERS, lang), layout=w.Layout(width="160px"))
        self._games = w.BoundedIntText(value=games, min=1, max=100_000, description=render(LAB_GAMES, lang),
                                       layout=w.Layout(width="180px"))
        self._seed = w.BoundedIntText(value=1, min=0, max=10**9, description=render(LAB_SEED, lang),
                                      style={"description_width": "initial"}, layout=w.Layout(width="230px"))
        self._bot_first = w.Dropdown(description=render(LAB_BOT_FIRST, lang), style={"description_width": "initial"},
                                     layout=w.Layout(width="230px"))
        self._bot_rest = w.Dropdown(description=render(LAB_BOT_REST, lang), style={"description_width": "initial"},
                                    layout=w.Layout(width="210px"))
        self._rotate = w.Checkbox(value=True, description=render(LAB_ROTATE, lang), indent=False)
        self._compare = w.Checkbox(value=True, description=render(LAB_COMPARE, lang), indent=False)
        self._run_button = w.Button(description=render(LAB_RUN, lang), icon="play", button_style="primary",
                                    tooltip=render(LAB_RUN, lang), layout=w.Layout(width="auto"))
        self._rules = (RuleSet(render(LAB_RULES_A, lang), lang), RuleSet(render(LAB_RULES_B, lang), lang))
        self._progress = w.Output()
        self._errors = w.HTML()
        self._summary = w.HTML()
        self._figures: dict[str, Any] = {}
        self._bars: dict[str, Any] = {}
        for key, pct in (("scores", False), ("seat", True), ("bot", True), ("length", False)):
            x, y = OrdinalScale(), LinearScale(min=0)
            bars = Bars(x=[], y=[], scales={"x": x, "y": y}, type="grouped", colors=list(SERIES_COLOURS),
                        display_legend=True, labels=["A", "B"], padding=0.15)
            axes = [Axis(scale=x, label=""), Axis(scale=y, orientation="vertical", tick_format=".0%" if pct else "d",
                                                  grid_lines="dashed")]
            self._bars[key] = bars
            self._figures[key] = Figure(marks=[bars], axes=axes, title="", legend_location="top-right",
                                        fig_margin={"top": 50, "bottom": 40, "left": 60, "right": 20},
                                        layout=w.Layout(width="100%", height="280px"))
        grid = w.GridspecLayout(2, 2, width="100%")
        grid.layout.overflow = "visible"  # dev-text: CSS (a scrollable region would need keyboard focus)
        grid[0, 0], grid[0, 1] = self._figures["scores"], self._figures["length"]
        grid[1, 0], grid[1, 1] = self._figures["seat"], self._figures["bot"]

        self._game.observe(self._on_game_change, names="value")
        self._compare.observe(self._on_compare_change, names="value")
        self._run_button.on_click(self._on_run_clicked)
        self._header.on_lang(lambda _event: self._on_lang_change())

        controls = w.VBox([
            w.HBox([self._game, self._players, self._games, self._seed]),
            w.HBox([self._bot_first, self._bot_rest, self._rotate, self._compare]),
            w.HBox([self._rules[0].widget, self._rules[1].widget], layout=w.Layout(grid_gap="24px")),
            w.HBox([self._run_button]),
        ])
        self.widget = w.VBox([self._header.widget, w.HTML(CSS), controls, self._progress, self._errors,
                              self._summary, grid])
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
    def error_html(self) -> str:
        return str(self._errors.value)

    @property
    def run_button(self) -> w.Button:
        return self._run_button

    def rules(self, which: int) -> RuleSet:
        return self._rules[which]

    def bars(self, chart: str) -> Any:
        return self._bars[chart]

    def configure(self, **values: Any) -> None:
        """Set controls by name (game, players, games, seed, bot_first, bot_rest, rotate, compare)."""
        for name, value in values.items():
            getattr(self, f"_{name}").value = value

    def set_lang(self, lang: str) -> None:
        self._header.set_lang(lang)

    def run(self) -> None:
        self._on_run_clicked(None)

    # --- handlers -------------------------------------------------------------------------------------------
    def _guard(self, work: Any) -> None:
        friendly(lambda: self._errors, lambda: self.lang)(work)()

    def _set_game(self, game: str, players: int | None = None) -> None:
        spec = find_game(game)
        self._players.options = list(range(spec.min_players, spec.max_players + 1))
        self._players.value = players if players is not None else min(4, spec.max_players)
        self._set_bot_options(spec.name, smart_bot(spec), "random")
        for rules in self._rules:
            rules.build(spec.name)
        self._results = []

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

    def _on_lang_change(self) -> None:
        lang = self.lang
        for control, key in ((self._game, LAB_GAME), (self._players, STEP_PLAYERS), (self._games, LAB_GAMES),
                             (self._seed, LAB_SEED), (self._bot_first, LAB_BOT_FIRST),
                             (self._bot_rest, LAB_BOT_REST), (self._rotate, LAB_ROTATE),
                             (self._compare, LAB_COMPARE)):
            control.description = render(key, lang)
        self._run_button.description = self._run_button.tooltip = render(LAB_RUN, lang)
        self._rules[0].set_title(render(LAB_RULES_A, lang))
        self._rules[1].set_title(render(LAB_RULES_B, lang))
        self._set_bot_options(str(self._game.value), str(self._bot_first.value), str(self._bot_rest.value))
        for rules in self._rules:
            rules.relabel(lang)
        self._render()

    def _on_run_clicked(self, _event: Any) -> None:
        def work() -> None:
            game = str(self._game.value)
            players = int(self._players.value)
            bots = [str(self._bot_first.value)] + [str(self._bot_rest.value)] * (players - 1)
            sets = [("A", self._rules[0].values())]
            if self._compare.value:
                sets.append(("B", self._rules[1].values()))
            options = [(label, sim.options_from(game, values)) for label, values in sets]  # errors before running
            self._results = []
            self._progress.clear_output()
            results = []
            with self._progress:
                for label, opts in options:
                    frame = sim.run(game, games=int(self._games.value), players=players, bots=bots, options=opts,
                                    seed=int(self._seed.value), workers=self._workers, rotate=bool(self._rotate.value),
                                    progress=True, lang=self.lang)
                    results.append((label, frame))
            self._results = results

        self._run_button.disabled = True
        try:
            self._guard(work)
        finally:
            self._run_button.disabled = False
        self._render()

    def _render(self) -> None:
        lang = self.lang
        self._rules[1].widget.layout.display = "" if self._compare.value else "none"
        game = str(self._game.value)
        self._summary.value = render_summary(self._results, lang, game, int(self._seed.value))
        titles = {"scores": LAB_SCORES, "seat": LAB_WIN_SEAT, "bot": LAB_WIN_BOT, "length": LAB_LENGTH}
        data = chart_data(self._results, lang) if self._results else {}
        for key, figure in self._figures.items():
            figure.title = render(titles[key], lang)
            bars = self._bars[key]
            x, ys = data.get(key, ([], []))
            labels = [rule_set_title(label, frame, lang) for label, frame in self._results]
            top = max((float(v) for series in ys for v in series), default=0.0)
            with bars.hold_sync():
                bars.x = x
                bars.y = ys if len(ys) != 1 else ys[0]
                bars.labels = labels or ["A", "B"]
            # an explicit domain: bqplot's grouped bars do not always widen a scale that only has ``min``
            bars.scales["y"].max = 1.0 if key in ("seat", "bot") else (top * 1.1 if top > 0 else 1.0)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.widget.close()


__all__ = ["Lab", "RuleSet", "chart_data", "histogram", "knob_values", "render_summary"]
