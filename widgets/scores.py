"""The score sheet of any game: every line of ``GameSpec.scores`` per player, totals,
ranks and a bqplot bar chart of the totals stacked by line.

Pure renderers first (``render_score_sheet``, ``chart_data``), then the thin panel (``ScorePanel``). The panel
follows a ``Stepper`` through ``stepper.on_change(panel.on_stepper_change)`` (or ``panel.attach(stepper)``).
While a game runs, a player's seat does not see the score sheet: its lines would tell the hidden cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as w
from babel import Locale

from schwarz.core.contract import TEACHER, GameSpec, ScoreLine, ScoreSheet, ranking
from schwarz.core.registry import find_game
from schwarz.i18n import LANGS, Msg, _, number, pgettext, render, signed
from widgets.i18n import current_lang

SCORE_CSS = """<style>
.score-sheet { font-family: 'Segoe UI', Helvetica, Arial, sans-serif; color: #1f2a44; font-size: 0.9em;
  line-height: 1.35; }
.score-sheet h4 { margin: 4px 0; }
.score-sheet table { border-collapse: collapse; }
.score-sheet th, .score-sheet td { border-bottom: 1px solid #e3dccf; padding: 3px 8px; text-align: right;
  white-space: nowrap; }
.score-sheet th.line, .score-sheet td.line { text-align: left; max-width: 330px; white-space: normal; }
.score-sheet .rule { color: #5b6478; font-size: 0.85em; }
.score-sheet .count { color: #5b6478; font-size: 0.85em; margin-right: 4px; }
.score-sheet .neg { color: #9b1c24; }
.score-sheet tr.total td { font-weight: 700; border-top: 2px solid #1f2a44; }
.score-sheet tr.marked td { background: #fff1c7; }
.score-sheet tr.marked td.line::before { content: "≠ "; font-weight: 700; color: #9b1c24; }
.score-sheet td.winner { background: #e4f3e6; }
.score-sheet .hidden { font-style: italic; color: #5b6478; }
.score-sheet.legend { display: flex; flex-wrap: wrap; gap: 2px 14px; font-size: 0.82em; padding-left: 50px; }
.score-sheet.legend .swatch { display: inline-block; width: 11px; height: 11px; margin-right: 4px;
  vertical-align: middle; border: 1px solid #1f2a44; }
</style>"""

COLOURS = ("#1f4e9c", "#b3202a", "#2e7d4f", "#b36b00", "#6a3d9a", "#0f7c8c", "#8c564b", "#c2185b", "#546e7a",
           "#7cb342", "#fbc02d", "#455a64")
"""Chart colours of the score lines (the table and the legend name every line: colour is not the only signal)."""


@dataclass(frozen=True)
class ChartData:
    """What the bar chart draws: player names, the lines with any points and their points per player, and the
    totals as written above the bars (in the page's language)."""

    names: tuple[str, ...]
    labels: tuple[str, ...]
    points: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    written_totals: tuple[str, ...] = ()


def ordinal(rank: int, lang: str) -> str:
    """'1st', '2nd' ... (English) or '1er', '2e' ... (French): the rank's ordinal plural category (CLDR, through
    Babel) picks the catalog message."""
    category = Locale.parse(lang if lang in LANGS else "en").ordinal_form(rank)
    r = str(rank)
    forms = {
        "one": pgettext("ordinal one", "{rank}st", rank=r),
        "two": pgettext("ordinal two", "{rank}nd", rank=r),
        "few": pgettext("ordinal few", "{rank}rd", rank=r),
    }
    return render(forms.get(category) or pgettext("ordinal other", "{rank}th", rank=r), lang)


LineKey = tuple[str, Msg]
"""A score line's (rule, label): games may give players different lines (Scheffeln: one per business)."""


def line_grid(sheets: Mapping[int, ScoreSheet]) -> tuple[tuple[LineKey, ...], dict[int, dict[LineKey, ScoreLine]]]:
    """Every line key in order of first appearance, and each player's line per key (equal keys summed)."""
    keys: dict[LineKey, None] = {}
    grid: dict[int, dict[LineKey, ScoreLine]] = {}
    for p in sorted(sheets):
        mine: dict[LineKey, ScoreLine] = {}
        for line in sheets[p].lines:
            key = (line.rule, line.label)
            keys.setdefault(key)
            if key in mine:
                old = mine[key]
                each = old.each if old.each == line.each else None
                line = ScoreLine(line.rule, line.label, old.count + line.count, each, old.points + line.points)
            mine[key] = line
        grid[p] = mine
    return tuple(keys), grid


def _points(grid: dict[int, dict[LineKey, ScoreLine]], p: int, key: LineKey) -> int:
    line = grid[p].get(key)
    return line.points if line is not None else 0


def differing_lines(a: Mapping[int, ScoreSheet], b: Mapping[int, ScoreSheet]) -> frozenset[int]:
    """Indices (rows of ``a``'s sheet) of the score lines whose points differ for some player between two sheets
    of the same game (lines are matched by position: the two sheets score the same things)."""
    found: set[int] = set()
    for p, sheet in a.items():
        for i, (x, y) in enumerate(zip(sheet.lines, b[p].lines, strict=True)):
            if x.points != y.points:
                found.add(i)
    return frozenset(found)


def _cell(line: ScoreLine | None, lang: str) -> str:
    if line is None or (line.count == 0 and line.points == 0):
        return '<span class="muted">·</span>'
    count, each, points = number(line.count, lang), line.each, line.points
    detail = f'<span class="count">{count} × {signed(each, lang)}</span>' if each is not None else ""
    cls = ' class="neg"' if points < 0 else ""
    return f"{detail}<b{cls}>{signed(points, lang)}</b>"


def render_score_sheet(
    sheets: Mapping[int, ScoreSheet],
    lang: str = "en",
    title: str | None = None,
    marked: frozenset[int] = frozenset(),
    hidden: bool = False,
) -> str:
    """Every line per player (count × each = points, the rule it scores), totals and ranks, as an HTML table.

    ``marked``: line indices to highlight (with a '≠' sign, not only a colour); ``hidden``: say the sheet is
    not shown (a player's seat while the game runs) instead of drawing it.
    """
    head = f"<h4>{escape(title)}</h4>" if title else ""
    if hidden:
        note = escape(render(_("The score sheet is shown when the game is over: during the game its lines would tell "
                               "hidden cards."), lang))
        return f'{SCORE_CSS}<div class="score-sheet">{head}<p class="hidden">{note}</p></div>'
    if not sheets:
        return f'{SCORE_CSS}<div class="score-sheet">{head}</div>'
    players = sorted(sheets)
    ranks = ranking(sheets)
    keys, grid = line_grid(sheets)
    cols = "".join(f'<th scope="col">{escape(sheets[p].name)}</th>' for p in players)
    rows = []
    for i, (rule, label) in enumerate(keys):
        cells = "".join(f"<td>{_cell(grid[p].get((rule, label)), lang)}</td>" for p in players)
        cls = ' class="marked"' if i in marked else ""
        rows.append(
            f'<tr{cls} data-line="{i}"><td class="line">{escape(render(label, lang))} '
            f'<span class="rule">§ {escape(rule)}</span></td>{cells}</tr>'
        )
    totals = "".join(
        f'<td class="{"winner" if ranks[p] == 1 else ""}" data-total="{sheets[p].total}">'
        f"{signed(sheets[p].total, lang)}</td>"
        for p in players
    )
    rank_cells = "".join(
        f'<td class="{"winner" if ranks[p] == 1 else ""}">{"★ " if ranks[p] == 1 else ""}'
        f"{escape(ordinal(ranks[p], lang))}</td>"
        for p in players
    )
    tie = ""
    if any(sheets[p].tiebreak for p in players):
        tiebreak = escape(render(_("Tie-break (illegal workers denounced)"), lang))
        tie = f'<tr><td class="line">{tiebreak}</td>' + "".join(
            f"<td>{number(sheets[p].tiebreak, lang)}</td>" for p in players
        ) + "</tr>"
    total, rank = escape(render(_("Total"), lang)), escape(render(_("Rank"), lang))
    return (
        f'{SCORE_CSS}<div class="score-sheet">{head}<table><thead><tr><th class="line" scope="col"></th>{cols}'
        f'</tr></thead><tbody>{"".join(rows)}<tr class="total"><td class="line">{total}'
        f'</td>{totals}</tr>{tie}<tr class="rank"><td class="line">{rank}</td>{rank_cells}'
        f"</tr></tbody></table></div>"
    )


def chart_data(sheets: Mapping[int, ScoreSheet], lang: str = "en") -> ChartData:
    """The lines worth any points to anybody, with each player's points (for the stacked bar chart)."""
    players = sorted(sheets)
    keys, grid = line_grid(sheets)
    keep = [key for key in keys if any(_points(grid, p, key) for p in players)]
    return ChartData(
        names=tuple(sheets[p].name for p in players),
        labels=tuple(render(label, lang) for _rule, label in keep),
        points=tuple(tuple(_points(grid, p, key) for p in players) for key in keep),
        totals=tuple(sheets[p].total for p in players),
        written_totals=tuple(signed(sheets[p].total, lang) for p in players),
    )


def render_legend(labels: Sequence[str]) -> str:
    """The chart's legend as HTML: a colour swatch and the line's name (the bars stack in this order)."""
    items = "".join(
        f'<span class="item"><span class="swatch" style="background:{COLOURS[i % len(COLOURS)]}"></span>'
        f"{escape(label)}</span>"
        for i, label in enumerate(labels)
    )
    return f'{SCORE_CSS}<div class="score-sheet legend">{items}</div>'


class ScoreChart:
    """A bqplot bar chart: one bar per player, stacked by score line, the total written above each bar."""

    def __init__(self, title: str = "") -> None:
        import bqplot as bq

        self._x = bq.OrdinalScale()
        self._y = bq.LinearScale()
        self._bars = bq.Bars(x=[], y=[], scales={"x": self._x, "y": self._y}, type="stacked",
                             colors=list(COLOURS), labels=[])
        self._totals = bq.Label(x=[], y=[], text=[], scales={"x": self._x, "y": self._y}, align="middle",
                                colors=["#1f2a44"], font_weight="bolder", default_size=13, y_offset=-6)
        x_axis = bq.Axis(scale=self._x, label="")
        y_axis = bq.Axis(scale=self._y, side="left", tick_format="d", grid_lines="dashed")
        self.figure = bq.Figure(marks=[self._bars, self._totals], axes=[x_axis, y_axis], title=title,
                                fig_margin={"top": 50, "bottom": 30, "left": 50, "right": 10},
                                layout=w.Layout(width="100%", height="330px"))
        self.legend = w.HTML()
        self.widget = w.VBox([self.figure, self.legend], layout=w.Layout(width="100%", overflow="visible"))

    def update(self, data: ChartData, title: str | None = None) -> None:
        if not data.labels:
            self._bars.labels, self._bars.x, self._bars.y = [], [], []
        else:
            with self._bars.hold_sync():
                self._bars.x = list(data.names)
                self._bars.y = [list(row) for row in data.points]
                self._bars.labels = list(data.labels)
        with self._totals.hold_sync():
            self._totals.x = list(data.names)
            self._totals.y = [max(0, sum(v for v in col if v > 0)) for col in zip(*data.points, strict=True)] \
                if data.points else [0] * len(data.names)
            self._totals.text = list(data.written_totals)
        if title is not None:
            self.figure.title = title
        self.legend.value = render_legend(data.labels)


class ScorePanel:
    """The score sheet of ``state`` (every line, totals, ranks) and its chart; follows a stepper if attached."""

    def __init__(
        self,
        game: str | GameSpec,
        state: Any,
        lang: str | None = None,
        title: str | None = None,
        marked: frozenset[int] = frozenset(),
        chart: bool = True,
    ) -> None:
        self.game = find_game(game) if isinstance(game, str) else game
        self._state = state
        self._viewer: int | None = TEACHER
        self._lang = lang or current_lang()
        self._title = title
        self._marked = marked
        self._table = w.HTML()
        self._chart = ScoreChart() if chart else None
        children: list[w.Widget] = [self._table]
        if self._chart is not None:
            children.append(self._chart.widget)
        self.widget = w.VBox(children, layout=w.Layout(width="100%", overflow="visible"))
        self._render()

    @property
    def state(self) -> Any:
        return self._state

    @property
    def sheets(self) -> Mapping[int, ScoreSheet]:
        return self.game.scores(self._state)

    @property
    def html(self) -> str:
        return str(self._table.value)

    @property
    def hidden(self) -> bool:
        """True for a player's seat while the game runs (the lines would tell hidden cards)."""
        return self._viewer is not TEACHER and not self._state.is_over

    def update(
        self,
        state: Any,
        viewer: int | None = TEACHER,
        marked: frozenset[int] | None = None,
        title: str | None = None,
    ) -> None:
        """Show ``state`` as ``viewer`` may see it (``marked`` lines and ``title`` kept unless given)."""
        self._state, self._viewer = state, viewer
        if marked is not None:
            self._marked = marked
        if title is not None:
            self._title = title
        self._render()

    def set_lang(self, lang: str) -> None:
        self._lang = lang
        self._render()

    def on_stepper_change(self, stepper: Any) -> None:
        """``stepper.on_change`` callback: show the stepper's state as its viewer may see it."""
        self._lang = stepper.lang
        self.update(stepper.state, stepper.viewer)

    def attach(self, stepper: Any) -> ScorePanel:
        """Follow ``stepper`` from now on (and show its current state)."""
        stepper.on_change(self.on_stepper_change)
        self.on_stepper_change(stepper)
        return self

    def _render(self) -> None:
        lang, hidden = self._lang, self.hidden
        title = self._title or render(_("Score sheet"), lang)
        sheets = self.sheets
        self._table.value = render_score_sheet(sheets, lang, title, self._marked, hidden)
        if self._chart is not None:
            data = ChartData((), (), (), ()) if hidden else chart_data(sheets, lang)
            self._chart.update(data, render(_("Points by score line"), lang))
            self._chart.widget.layout.display = "none" if hidden else None

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.widget.close()


def totals(sheets: Mapping[int, ScoreSheet]) -> dict[int, int]:
    """Each player's total."""
    return {p: s.total for p, s in sheets.items()}


def winners(sheets: Mapping[int, ScoreSheet]) -> Sequence[int]:
    """The players ranked first."""
    return sorted(p for p, r in ranking(sheets).items() if r == 1)


class LessonScores:
    """A lesson's score sheet: the ``ScorePanel`` following the lesson's current game."""

    def __init__(self, lesson: Any) -> None:
        self.panel = ScorePanel(lesson.spec.game, lesson.stepper.state, lang=lesson.lang)
        lesson.on_stepper_change(self.panel.on_stepper_change)
        self.panel.on_stepper_change(lesson.stepper)
        self.widget = w.VBox([self.panel.widget])
        self.set_lang(lesson.lang)

    def set_lang(self, lang: str) -> None:
        self.panel.set_lang(lang)

    def close(self) -> None:
        self.widget.close()


def for_lesson(lesson: Any) -> LessonScores:
    """The lesson panel factory (``LessonSpec.below``)."""
    return LessonScores(lesson)
