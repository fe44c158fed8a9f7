"""Possibilities: how each announcement narrows the hidden hands, exactly (issue 'teaching panels', deduction).

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

from schwarz.schwarzarbeit import GAME
from schwarz.schwarzarbeit.announcement import announcement
from schwarz.schwarzarbeit.cards import EMPLOYEES, first_name
from schwarz.schwarzarbeit.deduction import Analysis, FactKind, analyze
from schwarz.schwarzarbeit.events import Announced
from schwarz.schwarzarbeit.state import Phase
from widgets.stepper import Stepper

WORDS = {
    "en": {
        "summary": "{who}: <b>{worlds}</b> possible hidden hands = <b>{bits}</b> bits of uncertainty",
        "teacher": "The teacher", "seat": "{name}'s view", "certain": "Certain now",
        "nothing": "Nothing is certain yet.",
        "heat": "Probability that an employee is a player's illegal worker", "own": "(own hand)",
        "predict": "Predict the announcement", "question": "How many of the {size} market cards may {name} take?",
        "check": "Check", "right": "Right: {name} announces {count}.", "wrong": "Not quite: {name} announces {count}, "
        "not {guess}.", "expected": "Before it is made, this announcement is expected to remove {bits} bits "
        "(from {who}); the real one removes {real} bits and leaves {worlds} hands.",
        "odds": "Possible counts and their chances: {odds}", "no_predict": "The next announcement comes in phase 1 "
        "(obtain information).", "chart": "bits of uncertainty", "event": "event", "chart_title": "Bits after each "
        "event (dots: announcements)",
    },
    "fr": {
        "summary": "{who} : <b>{worlds}</b> mains cachées possibles = <b>{bits}</b> bits d'incertitude",
        "teacher": "L'enseignant", "seat": "Vue de {name}", "certain": "Désormais certain",
        "nothing": "Rien n'est encore certain.",
        "heat": "Probabilité qu'un employé soit le travailleur au noir d'un joueur", "own": "(sa propre main)",
        "predict": "Prédire l'annonce", "question": "Combien des {size} cartes du marché {name} peut-il prendre ?",
        "check": "Vérifier", "right": "Exact : {name} annonce {count}.", "wrong": "Pas tout à fait : {name} annonce "
        "{count}, pas {guess}.", "expected": "Avant d'être faite, cette annonce devrait retirer {bits} bits (pour "
        "{who}) ; la vraie retire {real} bits et laisse {worlds} mains.",
        "odds": "Comptes possibles et leurs chances : {odds}", "no_predict": "La prochaine annonce a lieu en phase 1 "
        "(obtenir des informations).", "chart": "bits d'incertitude", "event": "événement",
        "chart_title": "Bits après chaque événement (points : annonces)",
    },
}
FACT_WORDS = {
    "en": {FactKind.WORKS_FOR: "{e} must work for {p}", FactKind.NOBODYS: "{e} is nobody's illegal worker",
           FactKind.NOT_FOR: "{e} does not work for {p}"},
    "fr": {FactKind.WORKS_FOR: "{e} travaille forcément pour {p}",
           FactKind.NOBODYS: "{e} n'est le travailleur au noir de personne",
           FactKind.NOT_FOR: "{e} ne travaille pas pour {p}"},
}


def _number(n: int) -> str:
    return f"{n:,}".replace(",", "\u202f")


def render_summary(analysis: Analysis, players: tuple[str, ...], lang: str = "en") -> str:
    """'Andrea's view: 1 113 840 possible hidden hands = 20.09 bits of uncertainty'."""
    words = WORDS[lang]
    viewer = analysis.viewer
    who = words["teacher"] if viewer is None else words["seat"].format(name=players[viewer])
    bits = f"{analysis.bits:.2f}" if analysis.worlds else "—"
    text = words["summary"].format(who=escape(who), worlds=_number(analysis.worlds), bits=bits)
    return f'<div class="possibilities-summary" data-worlds="{analysis.worlds}" style="font-size:1.15em">{text}</div>'


def _cell(p: Fraction) -> str:
    shade = int(255 - float(p) * 200)
    colour = f"rgb(255,{shade},{shade})"
    label = "0" if p == 0 else "1" if p == 1 else f"{float(p):.0%}"
    return (f'<td title="{p.numerator}/{p.denominator}" data-p="{p.numerator}/{p.denominator}" '
            f'style="background:{colour};text-align:center;padding:2px 4px">{label}</td>')


def render_heatmap(analysis: Analysis, players: tuple[str, ...], lang: str = "en") -> str:
    """Players x employees: the exact probability (hover: the fraction), shaded and written (colour not alone)."""
    words = WORDS[lang]
    head = "".join(f'<th style="writing-mode:vertical-rl;font-weight:normal">{escape(first_name(e))}</th>'
                   for e in EMPLOYEES)
    rows = ""
    for p, name in enumerate(players):
        own = f' <span class="muted">{words["own"]}</span>' if p == analysis.viewer else ""
        cells = "".join(_cell(analysis.probability(p, e)) for e in EMPLOYEES)
        rows += f"<tr><th style='text-align:left;white-space:nowrap'>{escape(name)}{own}</th>{cells}</tr>"
    return (f'<div class="possibilities-heatmap"><b>{words["heat"]}</b><table style="border-collapse:collapse;'
            f'font-size:0.8em"><tr><th></th>{head}</tr>{rows}</table></div>')


def fact_text(kind: FactKind, employee: str, player: str, lang: str = "en") -> str:
    return FACT_WORDS[lang][kind].format(e=employee, p=player)


def render_facts(analysis: Analysis, players: tuple[str, ...], lang: str = "en") -> str:
    """The certain facts in words ('Christwart Casasola must work for Andrea'), the viewer's own hand left out."""
    words = WORDS[lang]
    facts = [f for f in analysis.certain if f.player is None or f.player != analysis.viewer]
    facts.sort(key=lambda f: (list(FactKind).index(f.kind), f.employee))
    items = "".join(
        f"<li>{escape(fact_text(f.kind, f.employee, players[f.player] if f.player is not None else '', lang))}</li>"
        for f in facts
    )
    body = f"<ul>{items}</ul>" if items else f"<p>{words['nothing']}</p>"
    return f'<div class="possibilities-facts"><b>{words["certain"]}</b>{body}</div>'


def render_prediction(state: Any, analysis: Analysis, guess: int, lang: str = "en") -> str:
    """Checks a guess of the next announcement with the engine, and shows the expected and real information."""
    words = WORDS[lang]
    announcer = state.announcer
    name = state.players[announcer]
    count = announcement(state.market, state.illegal_workers[announcer])
    verdict = words["right" if guess == count else "wrong"].format(name=escape(name), count=count, guess=guess)
    who = words["teacher"] if analysis.viewer is None else state.players[analysis.viewer]
    after = analysis.if_announced(announcer, count)
    odds = ", ".join(f"{c}: {float(p):.0%}" for c, p in sorted(analysis.announcement_odds(announcer).items()))
    detail = words["expected"].format(bits=f"{analysis.expected_information(announcer):.2f}", who=escape(who),
                                      real=f"{analysis.bits - after.bits:.2f}", worlds=_number(after.worlds))
    mark = "✔" if guess == count else "✘"
    return (f'<div class="prediction" data-correct="{str(guess == count).lower()}"><b>{mark} {verdict}</b>'
            f'<br>{detail}<br><span class="muted">{words["odds"].format(odds=odds)}</span></div>')


class Possibilities:
    """Worlds and bits now, the bits chart, the heatmap, the certain facts and the prediction exercise."""

    def __init__(self, stepper: Stepper) -> None:
        self._stepper = stepper
        self._summary = w.HTML()
        self._heatmap = w.HTML()
        self._facts = w.HTML()
        self._question = w.HTML()
        self._guess = w.BoundedIntText(value=0, min=0, max=10, layout=w.Layout(width="80px"))
        self._check_button = w.Button(description="Check", button_style="primary")
        self._check_button.on_click(self._on_check_clicked)
        self._verdict = w.HTML()
        self._x = bq.LinearScale()
        self._y = bq.LinearScale(min=0)
        self._line = bq.Lines(x=[0], y=[0], scales={"x": self._x, "y": self._y}, colors=["#1f2a44"],
                              interpolation="step-before")
        self._dots = bq.Scatter(x=[], y=[], scales={"x": self._x, "y": self._y}, colors=["#b3202a"],
                                tooltip=bq.Tooltip(fields=["name"], labels=[""]), names=[], display_names=False)
        self._x_axis = bq.Axis(scale=self._x, label="event")
        self._y_axis = bq.Axis(scale=self._y, orientation="vertical", label="bits")
        self.chart = bq.Figure(marks=[self._line, self._dots], axes=[self._x_axis, self._y_axis],
                               layout=w.Layout(width="100%", height="260px"), fig_margin={"top": 30, "bottom": 40,
                                                                                        "left": 50, "right": 20})
        predict = w.VBox([self._question, w.HBox([self._guess, self._check_button]), self._verdict])
        self.widget = w.VBox([self._summary, self.chart, w.HBox([self._heatmap]), self._facts, predict])
        self.analysis: Analysis = analyze(stepper.state, stepper.viewer)
        stepper.on_change(lambda _: self._render())
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

    def _on_check_clicked(self, _: Any) -> None:
        state = self._stepper.state
        if state.phase is not Phase.INFORMATION:
            self._verdict.value = WORDS[self._stepper.lang]["no_predict"]
            return
        self._verdict.value = render_prediction(state, self.analysis, int(self._guess.value), self._stepper.lang)

    def _render(self) -> None:
        stepper, lang = self._stepper, self._stepper.lang
        state, players, words = stepper.state, stepper.state.players, WORDS[lang]
        self.analysis = analyze(state, stepper.viewer)
        self._summary.value = render_summary(self.analysis, players, lang)
        self._heatmap.value = render_heatmap(self.analysis, players, lang)
        self._facts.value = render_facts(self.analysis, players, lang)
        self._render_chart(lang)
        self._verdict.value = ""
        self._check_button.description = words["check"]
        if state.phase is Phase.INFORMATION and not state.is_over:
            name = players[state.announcer]
            self._question.value = (f"<b>{words['predict']}</b>: "
                                    f"{escape(words['question'].format(size=len(state.market), name=name))}")
            self._guess.max = len(state.market)
            self._check_button.disabled = False
        else:
            self._question.value = f"<b>{words['predict']}</b>: {words['no_predict']}"
            self._check_button.disabled = True

    def _render_chart(self, lang: str) -> None:
        history = self.analysis.history
        words = WORDS[lang]
        xs = [h.index for h in history] or [0]
        ys = [h.bits if h.worlds else 0.0 for h in history] or [self.analysis.bits]
        marked = [h for h in history if isinstance(h.event, Announced)]
        with self._line.hold_sync():
            self._line.x, self._line.y = xs, ys
        with self._dots.hold_sync():
            self._dots.x = [h.index for h in marked]
            self._dots.y = [h.bits for h in marked]
            players = self._stepper.state.players
            self._dots.names = [f"{GAME.event_line(h.event, players, lang)} (−{h.removed:.2f} bits)" for h in marked]
        self._x_axis.label, self._y_axis.label = words["event"], words["chart"]
        self.chart.title = words["chart_title"]

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.widget.close()


INTRO = {
    "en": "Watch a game from Andrea's seat (or the teacher's, or anyone's): after every event the panel counts "
    "exactly how many deals of the hidden illegal workers are still possible, and which facts are certain. "
    "Before each announcement, predict it.",
    "fr": "Suivez une partie depuis la place d'Andrea (ou de l'enseignant, ou de n'importe qui) : après chaque "
    "événement, le panneau compte exactement combien de répartitions des travailleurs au noir restent possibles, "
    "et quels faits sont certains. Avant chaque annonce, prédisez-la.",
}


class DeductionPage:
    """The deduction notebook's page: header with the language switch, a stepper and the possibilities."""

    def __init__(self, players: int = 4, seed: int = 1, seat: int | None = 0, lang: str | None = None) -> None:
        from widgets.page import Header

        self._header = Header({"en": "Schwarzarbeit: what each announcement reveals",
                               "fr": "Schwarzarbeit : ce que révèle chaque annonce"}, lang=lang)
        self._intro = w.HTML()
        self.stepper = Stepper("schwarzarbeit", players, seed, seat=seat, lang=self._header.lang)
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
        self._intro.value = f'<p class="schwarz">{escape(INTRO[self._header.lang])}</p>'

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.stepper.close()
        self.widget.close()
