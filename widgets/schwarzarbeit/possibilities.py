"""Possibilities: how each announcement narrows the hidden hands, exactly.

Pure renderers (``render_summary``, ``render_heatmap``, ``render_facts``, ``render_prediction``) over
``schwarz.schwarzarbeit.deduction.Analysis``, a bqplot chart of the bits over the game with each announcement's
drop marked, and a 'predict the announcement' exercise. The panel follows a ``Stepper`` and analyses from the
seat that stepper shows (a player sees only his own knowledge; the teacher knows everything).
"""

from __future__ import annotations

from fractions import Fraction
from html import escape
from typing import Any

import bqplot as bq
import ipywidgets as w

from schwarz.i18n import Msg, _, listing, pgettext, render
from schwarz.schwarzarbeit import GAME
from schwarz.schwarzarbeit.announcement import announcement
from schwarz.schwarzarbeit.cards import EMPLOYEES, first_name
from schwarz.schwarzarbeit.deduction import Analysis, FactKind, Viewer, analyze
from schwarz.schwarzarbeit.events import Announced
from schwarz.schwarzarbeit.state import Phase
from widgets.stepper import Stepper


def _viewer(viewer: Viewer, players: tuple[str, ...]) -> Msg:
    return _("{name}'s view", name=players[viewer]) if isinstance(viewer, int) else _("The teacher")


def render_summary(analysis: Analysis, players: tuple[str, ...], lang: str = "en") -> str:
    """'Andrea's view: 1 113 840 possible hidden hands = 20.09 bits of uncertainty'."""
    who = _viewer(analysis.viewer, players)
    if analysis.worlds:
        msg = _("{who}: {worlds} possible hidden hands = {bits:.2f} bits of uncertainty", who=who,
                worlds=analysis.worlds, bits=analysis.bits)
    else:
        msg = _("{who}: no possible hidden hand", who=who)
    text = escape(render(msg, lang))
    return f'<div class="possibilities-summary" data-worlds="{analysis.worlds}" style="font-size:1.15em">{text}</div>'


def _cell(p: Fraction, lang: str) -> str:
    shade = int(255 - float(p) * 200)
    colour = f"rgb(255,{shade},{shade})"
    label = "0" if p == 0 else "1" if p == 1 else escape(render(pgettext("a probability", "{p:.0%}", p=float(p)), lang))
    return (f'<td title="{p.numerator}/{p.denominator}" data-p="{p.numerator}/{p.denominator}" '
            f'style="background:{colour};text-align:center;padding:2px 4px">{label}</td>')


def render_heatmap(analysis: Analysis, players: tuple[str, ...], lang: str = "en") -> str:
    """Players x employees: the exact probability (hover: the fraction), shaded and written (colour not alone)."""
    head = "".join(f'<th style="writing-mode:vertical-rl;font-weight:normal">{escape(first_name(e))}</th>'
                   for e in EMPLOYEES)
    rows = ""
    for p, name in enumerate(players):
        own = f' <span class="muted">{escape(render(OWN_HAND, lang))}</span>' if p == analysis.viewer else ""
        cells = "".join(_cell(analysis.probability(p, e), lang) for e in EMPLOYEES)
        rows += f"<tr><th style='text-align:left;white-space:nowrap'>{escape(name)}{own}</th>{cells}</tr>"
    title = escape(render(_("Probability that an employee is a player's illegal worker"), lang))
    return (f'<div class="possibilities-heatmap"><b>{title}</b><table style="border-collapse:collapse;'
            f'font-size:0.8em"><tr><th></th>{head}</tr>{rows}</table></div>')


def render_facts(analysis: Analysis, players: tuple[str, ...], lang: str = "en") -> str:
    """The certain facts in words ('Christwart Casasola must work for Andrea'), the viewer's own hand left out."""
    facts = [f for f in analysis.certain if f.player is None or f.player != analysis.viewer]
    facts.sort(key=lambda f: (list(FactKind).index(f.kind), f.employee))
    items = "".join(f"<li>{escape(render(f.message(), lang))}</li>" for f in facts)
    nothing = escape(render(_("Nothing is certain yet."), lang))
    body = f"<ul>{items}</ul>" if items else f"<p>{nothing}</p>"
    title = escape(render(_("Certain now"), lang))
    return f'<div class="possibilities-facts"><b>{title}</b>{body}</div>'


def render_prediction(state: Any, analysis: Analysis, guess: int, lang: str = "en") -> str:
    """Checks a guess of the next announcement with the engine, and shows the expected and real information."""
    announcer = state.announcer
    name = state.players[announcer]
    count = announcement(state.market, state.illegal_workers[announcer])
    if guess == count:
        verdict = _("Right: {name} announces {count}.", name=name, count=count)
    else:
        verdict = _("Not quite: {name} announces {count}, not {guess}.", name=name, count=count, guess=guess)
    after = analysis.if_announced(announcer, count)
    odds = listing(_("{count}: {chance:.0%}", count=c, chance=float(p))
                   for c, p in sorted(analysis.announcement_odds(announcer).items()))
    detail = _("Before it is made, this announcement is expected to remove {bits:.2f} bits (from {who}); the real "
               "one removes {real:.2f} bits and leaves {worlds} hands.",
               bits=analysis.expected_information(announcer), who=_viewer(analysis.viewer, state.players),
               real=analysis.bits - after.bits, worlds=after.worlds)
    chances = _("Possible counts and their chances: {odds}", odds=odds)
    mark = "✔" if guess == count else "✘"
    return (f'<div class="prediction" data-correct="{str(guess == count).lower()}"><b>{mark} '
            f'{escape(render(verdict, lang))}</b><br>{escape(render(detail, lang))}<br>'
            f'<span class="muted">{escape(render(chances, lang))}</span></div>')


NO_PREDICTION = _("The next announcement comes in phase 1 (obtain information).")
OWN_HAND = _("(own hand)")


class Possibilities:
    """Worlds and bits now, the bits chart, the heatmap, the certain facts and the prediction exercise."""

    def __init__(self, stepper: Stepper) -> None:
        self._stepper = stepper
        self._summary = w.HTML()
        self._heatmap = w.HTML()
        self._facts = w.HTML()
        self._question = w.HTML()
        self._guess = w.BoundedIntText(value=0, min=0, max=10, layout=w.Layout(width="200px"))
        self._check_button = w.Button(description=render(_("Check"), stepper.lang), button_style="primary")
        self._check_button.on_click(self._on_check_clicked)
        self._verdict = w.HTML()
        self._x = bq.LinearScale()
        self._y = bq.LinearScale(min=0)
        self._line = bq.Lines(x=[0], y=[0], scales={"x": self._x, "y": self._y}, colors=["#1f2a44"],
                              interpolation="step-before")
        self._dots = bq.Scatter(x=[], y=[], scales={"x": self._x, "y": self._y}, colors=["#b3202a"],
                                tooltip=bq.Tooltip(fields=["name"], labels=[""]), names=[], display_names=False)
        self._x_axis = bq.Axis(scale=self._x, label="")
        self._y_axis = bq.Axis(scale=self._y, orientation="vertical", label="")
        self.chart = bq.Figure(marks=[self._line, self._dots], axes=[self._x_axis, self._y_axis],
                               layout=w.Layout(width="100%", height="260px"), fig_margin={"top": 30, "bottom": 40,
                                                                                        "left": 50, "right": 20})
        predict = w.VBox([self._question, w.HBox([self._guess, self._check_button]), self._verdict])
        self.widget = w.VBox([self._summary, self.chart, w.HBox([self._heatmap]), self._facts, predict])
        self.analysis: Analysis = analyze(stepper.state, stepper.viewer)
        stepper.on_change(lambda _event: self._render())
        self._render()

    @property
    def summary_html(self) -> str:
        return str(self._summary.value)

    @property
    def heatmap_html(self) -> str:
        return str(self._heatmap.value)

    @property
    def facts_html(self) -> str:
        return str(self._facts.value)

    @property
    def verdict_html(self) -> str:
        return str(self._verdict.value)

    def guess(self, count: int) -> None:
        self._guess.value = count
        self._check_button.click()

    def _on_check_clicked(self, _event: Any) -> None:
        state = self._stepper.state
        if state.phase is not Phase.INFORMATION:
            self._verdict.value = escape(render(NO_PREDICTION, self._stepper.lang))
            return
        self._verdict.value = render_prediction(state, self.analysis, int(self._guess.value), self._stepper.lang)

    def _render(self) -> None:
        stepper, lang = self._stepper, self._stepper.lang
        state, players = stepper.state, stepper.state.players
        self.analysis = analyze(state, stepper.viewer)
        self._summary.value = render_summary(self.analysis, players, lang)
        self._heatmap.value = render_heatmap(self.analysis, players, lang)
        self._facts.value = render_facts(self.analysis, players, lang)
        self._render_chart(lang)
        self._verdict.value = ""
        self._check_button.description = render(_("Check"), lang)
        self._guess.description = render(_("Your prediction"), lang)
        self._guess.style.description_width = "initial"
        if state.phase is Phase.INFORMATION and not state.is_over:
            name = players[state.announcer]
            question = _("How many of the {size} market cards may {name} take?", size=len(state.market), name=name)
            self._guess.max = len(state.market)
            self._check_button.disabled = False
        else:
            question = NO_PREDICTION
            self._check_button.disabled = True
        title = escape(render(_("Predict the announcement:"), lang))
        self._question.value = f"<b>{title}</b> {escape(render(question, lang))}"

    def _render_chart(self, lang: str) -> None:
        history = self.analysis.history
        xs = [h.index for h in history] or [0]
        ys = [h.bits if h.worlds else 0.0 for h in history] or [self.analysis.bits]
        marked = [h for h in history if isinstance(h.event, Announced)]
        with self._line.hold_sync():
            self._line.x, self._line.y = xs, ys
        with self._dots.hold_sync():
            self._dots.x = [h.index for h in marked]
            self._dots.y = [h.bits for h in marked]
            players = self._stepper.state.players
            self._dots.names = [render(_("{event} (-{bits:.2f} bits)", event=GAME.event_line(h.event, players, lang),
                                         bits=h.removed), lang) for h in marked]
        self._x_axis.label = render(_("event"), lang)
        self._y_axis.label = render(_("bits of uncertainty"), lang)
        self.chart.title = render(_("Bits after each event (dots: announcements)"), lang)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.widget.close()


INTRO = _("Watch a game from Andrea's seat (or the teacher's, or anyone's): after every event the panel counts "
          "exactly how many deals of the hidden illegal workers are still possible, and which facts are certain. "
          "Before each announcement, predict it.")


class DeductionPage:
    """The deduction notebook's page: header with the language switch, a stepper and the possibilities."""

    def __init__(self, players: int = 4, seed: int = 1, seat: int | None = 0, lang: str | None = None) -> None:
        from widgets.page import Header

        self._header = Header(_("Schwarzarbeit: what each announcement reveals"), lang=lang)
        self._intro = w.HTML()
        self.stepper = Stepper("schwarzarbeit", players, seed, seat=seat, lang=self._header.lang,
                               address=True)
        self.possibilities = Possibilities(self.stepper)
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
