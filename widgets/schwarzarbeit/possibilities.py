"""Possibilities: how each announcement narrows the hidden hands, exactly, and why.

The panel follows a ``Stepper`` and analyses from the seat that stepper shows (a player sees only his own
knowledge; the teacher knows everything) or from an outside spectator who knows no hand. Pinned under the status
bar (``Stepper.pin``): the possible deals now and what the last event did, and the 'predict the announcement'
exercise (the guess is checked when the announcement is made, never before: sa.turn.information). Below the
board: the last deals drawn, the certain facts with the clues that prove them, every event with its effect, a
bqplot chart of the bits numbered like the log, and the heat map of probabilities. Renderers are pure functions
(``why`` and the ones here).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from html import escape
from typing import Any

import bqplot as bq
import ipywidgets as w

from schwarz.i18n import _, listing, ngettext, pgettext, render
from schwarz.schwarzarbeit import GAME
from schwarz.schwarzarbeit.cards import EMPLOYEES, Card, first_name
from schwarz.schwarzarbeit.deduction import SPECTATOR, Analysis, HistoryEntry, Viewer, analyze
from schwarz.schwarzarbeit.events import Announced
from schwarz.schwarzarbeit.state import Phase
from widgets.schwarzarbeit.why import (
    WHY_CSS,
    Numbers,
    deals_words,
    render_certain,
    render_count,
    render_deals,
    render_effect,
    render_steps,
    who,
)
from widgets.status import STEP_WORD
from widgets.stepper import Stepper


def render_summary(analysis: Analysis, players: tuple[str, ...], lang: str = "en") -> str:
    """'Andrea's view: 1,113,840 possible deals = 20.1 bits of uncertainty' (what is pinned, without the effect)."""
    return f'<div class="sa-count">{render_count(analysis, players, lang)}</div>'


def _cell(p: Fraction, lang: str) -> str:
    shade = int(255 - float(p) * 200)
    colour = f"rgb(255,{shade},{shade})"
    label = "0" if p == 0 else "1" if p == 1 else escape(render(pgettext("a probability", "{p:.0%}", p=float(p)), lang))
    return (f'<td title="{p.numerator}/{p.denominator}" data-p="{p.numerator}/{p.denominator}" '
            f'style="background:{colour};text-align:center;padding:2px 4px">{label}</td>')


def render_heatmap(analysis: Analysis, players: tuple[str, ...], lang: str = "en") -> str:
    """Players x employees: the exact probability (hover: the fraction), shaded and written (colour not alone);
    each row sums to that player's number of illegal workers."""
    head = "".join(f'<th style="writing-mode:vertical-rl;font-weight:normal">{escape(first_name(e))}</th>'
                   for e in EMPLOYEES)
    rows = ""
    for p, name in enumerate(players):
        own = f' <span class="muted">{escape(render(OWN_HAND, lang))}</span>' if p == analysis.viewer else ""
        cells = "".join(_cell(analysis.probability(p, e), lang) for e in EMPLOYEES)
        rows += f"<tr><th style='text-align:left;white-space:nowrap'>{escape(name)}{own}</th>{cells}</tr>"
    title = escape(render(_("Probability that an employee is a player's illegal worker"), lang))
    per = analysis.knowledge.per_player
    note = escape(render(ngettext("Each row adds up to {n}: every player has {n} illegal worker.",
                                  "Each row adds up to {n}: every player has {n} illegal workers.", per), lang))
    return (f'<div class="possibilities-heatmap sa-why"><b>{title}</b> <span class="muted">{note}</span>'
            f'<div style="overflow-x:auto;max-width:100%" tabindex="0" role="region" aria-label="{title}">'
            f'<table style="border-collapse:collapse;font-size:0.8em">'
            f"<tr><td></td>{head}</tr>{rows}</table></div></div>")


def render_facts(analysis: Analysis, players: tuple[str, ...], lang: str = "en", numbers: Numbers | None = None) -> str:
    """The certain facts, grouped, each with the clues that prove it (see ``why.render_certain``)."""
    return render_certain(analysis, players, numbers or {}, lang)


@dataclass(frozen=True)
class Guess:
    """A prediction locked in before an announcement: the count, who announces, the market it was about, where
    the game stood (the timeline index and the log's length) and the analysis then (public knowledge only)."""

    count: int
    announcer: int
    market: tuple[Card, ...]
    index: int
    seen: int
    before: Analysis


def render_question(state: Any, analysis: Analysis, lang: str) -> str:
    """The exercise's question in phase 1, or why there is none now."""
    if state.phase is not Phase.INFORMATION or state.is_over:
        text = render(NO_PREDICTION, lang)
    elif analysis.knowledge.pending:
        text = render(_("A detective's claim is pending: the claimed card leaves the market and its space is "
                        "refilled before {name} announces, so that market is not known yet.",
                        name=state.players[state.announcer]), lang)
    else:
        text = render(_("How many of the {size} market cards may {name} take?", size=len(state.market),
                        name=state.players[state.announcer]), lang)
    title = escape(render(_("Predict the announcement:"), lang))
    return f'<span class="ask"><b>{title}</b> {escape(text)}</span>'


def render_locked(guess: Guess, players: tuple[str, ...], lang: str) -> str:
    """The guess locked in, and what the viewer can expect (from public knowledge: nothing is revealed)."""
    before = guess.before
    odds = listing(_("{count}: {chance:.0%}", count=c, chance=float(p))
                   for c, p in sorted(before.announcement_odds(guess.announcer).items()))
    locked = _("Your prediction: {count}. Click {step}: the announcement will tell.", count=guess.count,
               step=STEP_WORD)
    detail = _("Before it is made, this announcement is expected to remove {bits:.2f} bits (from {who}). Possible "
               "counts and their chances: {odds}", bits=before.expected_information(guess.announcer),
               who=who(before.viewer, players), odds=odds)
    return (f'<div class="prediction locked"><b>{escape(render(locked, lang))}</b><br>'
            f'<span class="muted">{escape(render(detail, lang))}</span></div>')


def render_verdict(guess: Guess, after: HistoryEntry, players: tuple[str, ...], lang: str) -> str:
    """The locked guess against the announcement as it was made (``after``: the deals just after it)."""
    event = after.event
    assert isinstance(event, Announced)
    name, count = players[event.player], event.count
    same_market = sorted(map(str, event.market)) == sorted(map(str, guess.market))
    right = same_market and guess.count == count
    if right:
        verdict = _("Right: {name} announces {count}.", name=name, count=count)
    else:
        verdict = _("Not quite: {name} announces {count}, not {guess}.", name=name, count=count, guess=guess.count)
    lines = [render(verdict, lang)]
    if not same_market:
        lines.append(render(_("A detective's claim changed the market before the announcement: your prediction "
                              "was about the market before it."), lang))
    else:
        real = guess.before.bits - after.bits if after.worlds else 0.0
        lines.append(render(_("It was expected to remove {bits:.2f} bits; it removed {real:.2f} and leaves {deals}.",
                              bits=guess.before.expected_information(guess.announcer), real=real,
                              deals=deals_words(after.worlds)), lang))
    mark = "✔" if right else "✘"
    return (f'<div class="prediction" data-correct="{str(right).lower()}"><b>{mark} {escape(lines[0])}</b><br>'
            f'{"<br>".join(escape(x) for x in lines[1:])}</div>')


DOT = "#b3202a"
NO_PREDICTION = _("The next announcement comes in phase 1 (obtain information).")
OWN_HAND = _("(own hand)")
SPECTATOR_CHOICE = _("an outside spectator (knows no hand)")
COUNT_FOR = _("Count for")


class Possibilities:
    """The count pinned under the status bar; below the board the deals, the facts and why, the chart, the heat
    map. ``spectator``: count for an outside spectator instead of the seat the board shows."""

    def __init__(self, stepper: Stepper, spectator: bool = False) -> None:
        self._stepper = stepper
        self._count = w.HTML()
        self._effect = w.HTML()
        self._whose = w.Dropdown(layout=w.Layout(width="auto", max_width="100%"),
                                 style={"description_width": "initial"})
        self._whose.options = [("", False), ("", True)]
        self._whose.value = spectator
        self._whose.observe(self._on_whose_change, names="value")
        self._question = w.HTML()
        self._guess = w.BoundedIntText(value=0, min=0, max=10, layout=w.Layout(width="170px"))
        self._check_button = w.Button(button_style="primary", layout=w.Layout(width="auto"))
        self._check_button.on_click(self._on_check_clicked)
        self._verdict = w.HTML()
        self._deals = w.HTML()
        self._facts = w.HTML()
        self._steps = w.HTML()
        self._heatmap = w.HTML()
        self._chart_title = w.HTML()
        self._x = bq.LinearScale()
        self._y = bq.LinearScale(min=0)
        self._line = bq.Lines(x=[0], y=[0], scales={"x": self._x, "y": self._y}, colors=["#1f2a44"],
                              interpolation="step-before")
        self._dots = bq.Scatter(x=[], y=[], scales={"x": self._x, "y": self._y}, colors=[DOT],
                                tooltip=bq.Tooltip(fields=["name"], labels=[""]), names=[], display_names=False)
        self._x_axis = bq.Axis(scale=self._x, label="", tick_format="d")
        self._y_axis = bq.Axis(scale=self._y, orientation="vertical", label="")
        self.chart = bq.Figure(marks=[self._line, self._dots], axes=[self._x_axis, self._y_axis],
                               layout=w.Layout(width="100%", height="240px"),
                               fig_margin={"top": 10, "bottom": 40, "left": 50, "right": 20})
        self.chart.add_class("sa-chart")  # WHY_LAYOUT paints its dots: bqplot leaves some it adds later black
        self._predict = w.HBox([self._guess, self._check_button])
        self._predict.add_class("schwarz-controls")
        counter = w.HBox([self._count, self._whose])
        counter.add_class("schwarz-controls")
        exercise = w.HBox([self._question, self._predict])
        exercise.add_class("schwarz-controls")
        self.pinned = w.VBox([w.HTML(WHY_CSS + WHY_LAYOUT), counter, self._effect, exercise, self._verdict])
        for css in ("sa-count", "sa-pinned", "sa-why"):
            self.pinned.add_class(css)
        why = w.Box([self._facts, self._steps])
        why.add_class("sa-why-columns")
        for html in (self._deals, self._facts, self._steps, self._chart_title, self._heatmap):
            html.add_class("sa-fit")
        self.widget = w.VBox([self._deals, why, self._chart_title, self.chart, self._heatmap])
        self._locked: Guess | None = None
        self._answered: int | None = None
        self._last: Analysis | None = None
        self.analysis: Analysis
        stepper.pin(self.pinned)
        stepper.on_change(lambda _event: self._render())
        self._render()

    # --- what tests and the page read -------------------------------------------------------------------------
    @property
    def viewer(self) -> Viewer:
        """Whose knowledge is counted: the board's seat, or an outside spectator."""
        return SPECTATOR if self._whose.value else self._stepper.viewer

    @property
    def summary_html(self) -> str:
        return str(self._count.value)

    @property
    def effect_html(self) -> str:
        return str(self._effect.value)

    @property
    def heatmap_html(self) -> str:
        return str(self._heatmap.value)

    @property
    def facts_html(self) -> str:
        return str(self._facts.value)

    @property
    def steps_html(self) -> str:
        return str(self._steps.value)

    @property
    def deals_html(self) -> str:
        return str(self._deals.value)

    @property
    def verdict_html(self) -> str:
        return str(self._verdict.value)

    def count_for_spectator(self, spectator: bool = True) -> None:
        self._whose.value = spectator

    def guess(self, count: int) -> None:
        """Lock in a prediction of the coming announcement (as the Predict button does)."""
        self._guess.value = count
        self._check_button.click()

    # --- handlers --------------------------------------------------------------------------------------------
    def _on_whose_change(self, _event: Any) -> None:
        self._last = None
        self._render()

    def _on_check_clicked(self, _event: Any) -> None:
        state, lang = self._stepper.state, self._stepper.lang
        if state.phase is not Phase.INFORMATION or state.is_over or self.analysis.knowledge.pending:
            self._verdict.value = escape(render(NO_PREDICTION, lang))
            return
        self._locked = Guess(int(self._guess.value), state.announcer, tuple(state.market),
                             self._stepper.timeline.index, len(state.log), self.analysis)
        self._answered = None
        self._verdict.value = render_locked(self._locked, state.players, lang)

    # --- rendering -------------------------------------------------------------------------------------------
    def _numbers(self) -> Numbers:
        """The page's log numbers: the events the board's seat sees, from 1."""
        seat = self._stepper.viewer
        shown = (e for e in self._stepper.state.log if e.visible(seat))
        return {id(e): i for i, e in enumerate(shown, 1)}

    def _fresh(self) -> int:
        """How many of the viewer's events came with the step that led to the shown state."""
        tl = self._stepper.timeline
        if tl.index == 0:
            return 0
        before = tl.states[tl.index - 1]
        return max(0, len(self.analysis.history) - seen_events(before, self.viewer))

    def _render(self) -> None:
        stepper, lang = self._stepper, self._stepper.lang
        state, players = stepper.state, stepper.state.players
        earlier = self._last if self._last is not None and self._last.viewer == self.viewer else None
        self.analysis = analyze(state, self.viewer, earlier)
        self._last = self.analysis
        numbers = self._numbers()
        self._label_whose(lang)
        self._count.value = render_count(self.analysis, players, lang)
        self._effect.value = render_effect(self.analysis, self._fresh(), players, numbers, lang)
        self._deals.value = render_deals(self.analysis, players, lang)
        self._facts.value = render_facts(self.analysis, players, lang, numbers)
        self._steps.value = render_steps(self.analysis, players, numbers, lang)
        self._heatmap.value = render_heatmap(self.analysis, players, lang)
        self._render_chart(numbers, lang)
        self._render_exercise(state, lang)

    def _label_whose(self, lang: str) -> None:
        value = bool(self._whose.value)
        self._whose.unobserve(self._on_whose_change, names="value")
        self._whose.options = [(render(who(self._stepper.viewer, self._stepper.state.players), lang), False),
                               (render(SPECTATOR_CHOICE, lang), True)]
        self._whose.value = value
        self._whose.observe(self._on_whose_change, names="value")
        self._whose.description = render(COUNT_FOR, lang)

    def _render_exercise(self, state: Any, lang: str) -> None:
        tl, guess = self._stepper.timeline, self._locked
        asking = state.phase is Phase.INFORMATION and not state.is_over and not self.analysis.knowledge.pending
        self._check_button.description = self._check_button.tooltip = render(_("Predict"), lang)
        self._guess.description = render(_("Your prediction"), lang)
        self._guess.style.description_width = "initial"
        self._guess.max = len(state.market)
        self._check_button.disabled = not asking
        self._predict.layout.display = "" if asking else "none"
        self._question.value = render_question(state, self.analysis, lang)
        if guess is None or tl.index < guess.index or (self._answered is not None and tl.index != self._answered):
            self._locked, self._answered, self._verdict.value = None, None, ""
            return
        made = next((e for e in state.log[guess.seen:] if isinstance(e, Announced)), None)
        entry = next((h for h in self.analysis.history if h.event is made), None)
        if made is None or entry is None:
            self._verdict.value = render_locked(guess, state.players, lang)
            return
        self._answered = tl.index
        self._verdict.value = render_verdict(guess, entry, state.players, lang)

    def _render_chart(self, numbers: Numbers, lang: str) -> None:
        history = self.analysis.history
        xs = [numbers.get(id(h.event), h.index + 1) for h in history] or [0]
        ys = [h.bits if h.worlds else 0.0 for h in history] or [self.analysis.bits]
        marked = [h for h in history if isinstance(h.event, Announced)]
        with self._line.hold_sync():
            self._line.x, self._line.y = xs, ys
        players = self._stepper.state.players
        with self._dots.hold_sync():
            self._dots.x = [numbers.get(id(h.event), h.index + 1) for h in marked]
            self._dots.y = [h.bits for h in marked]
            self._dots.names = [render(_("{event} (-{bits:.2f} bits)", event=GAME.event_line(h.event, players, lang),
                                         bits=h.removed), lang) for h in marked]
        self._x_axis.label = render(_("event (numbered as in the log)"), lang)
        self._y_axis.label = render(_("bits of uncertainty"), lang)
        title = escape(render(_("Bits of uncertainty after each event"), lang))
        dots = escape(render(_("Each dot is an announcement (hover it for how many bits it removed)."), lang))
        self._chart_title.value = f'<div class="sa-why"><b>{title}</b> <span class="muted">{dots}</span></div>'

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.pinned.close()
        self.widget.close()


def seen_events(source: Any, viewer: Viewer) -> int:
    """How many events ``viewer`` saw in ``source``."""
    if viewer is SPECTATOR:
        return sum(1 for e in source.log if e.visible_to is None)
    return sum(1 for e in source.log if e.visible(viewer))


WHY_LAYOUT = """<style>
.sa-why-columns { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
.sa-why-columns > * { flex: 1 1 340px; min-width: 0; max-width: 100%; }
.sa-chart .dot { fill: #b3202a !important; }
.sa-fit, .sa-fit .widget-html-content { min-width: 0; max-width: 100%; }
.sa-pinned { border: 1px solid #c9cfdb; border-radius: 8px; padding: 4px 10px; margin: 4px 0; background: #fbfcfe; }
.sa-pinned .schwarz-controls { align-items: center; }
.sa-pinned .widget-html, .sa-pinned .widget-html-content { height: auto; line-height: 1.35; }
</style>"""

INTRO = _("Click {step}: the box under the status bar counts the possible deals of the hidden illegal workers after "
          "every event, and below the table each certain fact says why.", step=STEP_WORD)


class DeductionPage:
    """The deduction notebook's page: header with the language switch, a stepper with the count pinned under its
    status bar, and the possibilities below the board."""

    def __init__(self, players: int = 4, seed: int = 1, seat: int | None = 0, lang: str | None = None,
                 spectator: bool = False) -> None:
        from widgets.page import Header

        self._header = Header(_("Schwarzarbeit: what each announcement reveals"), lang=lang)
        self._intro = w.HTML()
        self.stepper = Stepper("schwarzarbeit", players, seed, seat=seat, lang=self._header.lang,
                               address=True)
        self.possibilities = Possibilities(self.stepper, spectator)
        self._header.on_lang(self._on_lang_change)
        self.widget = w.VBox([self._header.widget, self._intro, self.stepper.widget, self.possibilities.widget])
        self._render()

    def set_lang(self, lang: str) -> None:
        self._header.set_lang(lang)

    def _on_lang_change(self, lang: str) -> None:
        self.stepper.set_lang(lang)
        self._render()

    def _render(self) -> None:
        self._intro.value = f'<p class="schwarz">{escape(render(INTRO, self._header.lang))}</p>'

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.stepper.close()
        self.widget.close()


__all__ = ["DeductionPage", "Guess", "Possibilities", "render_facts", "render_heatmap", "render_summary"]
