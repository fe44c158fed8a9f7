"""The Express exercise (sections sch.express.play, sch.express.moving): seven cards are revealed; the student
says where a car will land or which character will earn the most; the engine's ``predict`` checks the answer,
then the row takes effect card by card, left to right, each step with the moving rule it applied.

Pure renderers first (``check_answer``, ``render_board``, ``render_steps``), then the thin panel.
"""

from __future__ import annotations

from dataclasses import replace
from html import escape
from typing import Any

import ipywidgets as w

from schwarz.i18n import Msg, _, listing, ngettext, pgettext, render
from schwarz.scheffeln import COLOURS, Colour, Options, Prediction, State, new_game, predict_state, view
from schwarz.scheffeln import rule_ids as R
from schwarz.scheffeln.wording import movement_message, place
from widgets.i18n import current_lang
from widgets.page import friendly
from widgets.rules import rule_html
from widgets.scheffeln.parts import STYLE, character_word, colour_word, tag
from widgets.scheffeln.ring import render_ring
from widgets.scheffeln.table import card_html, numbered, render_legend, rule_name

STEP_SEED = _("Deal number")

LAND, BEST = "land", "best"

TITLE = _("Exercise: the Express row")
INTRO = _("Seven movement cards lie face up. They will take effect from left to right. Work it out before you grab a "
          "character!")
QUESTIONS = {LAND: _("Where does a car land?"), BEST: _("Which character earns most?")}
BUTTONS = {
    "new": _("New row"), "check": _("Check my answer"), "back": _("Previous card"), "step": _("Next card"),
    "all": _("All cards"),
}
"""The exercise's buttons: label and tooltip."""


def _verdict(right: bool) -> Msg:
    return _("Right!") if right else _("Not quite.")


def where(state: State, prediction: Prediction, car: Colour) -> Msg:
    """'red lands on B Bootleg Alley, on top of purple; red earns 16,000 there'."""
    car = Colour(car)
    i = prediction.lands[car]
    stack = prediction.stacks[i]
    if len(stack) == 1:
        lands = _("{car} lands on {business}, alone", car=car, business=place(state.ring[i]))
    elif stack[-1] == car:
        lands = _("{car} lands on {business}, on top of {other}", car=car, business=place(state.ring[i]),
                  other=stack[0])
    else:
        lands = _("{car} lands on {business}, beneath {other}", car=car, business=place(state.ring[i]),
                  other=stack[-1])
    if prediction.earns.get(car):
        earn = _("{car} earns {money} there", car=car, money=prediction.money.get(car) or 0)
    else:
        earn = _("{car} is beneath a car: no money", car=car)
    return _("{lands}; {earn}", lands=lands, earn=earn)


def check_answer(state: State, prediction: Prediction, question: str, answer: tuple[str, ...],
                 lang: str = "en") -> tuple[bool, str]:
    """Is the student's answer right (by the engine's ``predict``)? And the explanation to show.

    ``question`` LAND: ``answer = (car, business letter)``; BEST: ``answer = (character,)`` — any of several
    characters tied for the most money is right.
    """
    if question == LAND:
        car, letter = answer
        right = state.ring[prediction.lands[Colour(car)]] == letter
        detail = where(state, prediction, Colour(car))
        if not right:
            detail = _("{detail} (not {business})", detail=detail, business=place(letter))
        return right, render(_("{verdict} {detail}.", verdict=_verdict(right), detail=detail), lang)
    (character,) = answer
    best = prediction.best()
    right = character in best
    top = prediction.money[best[0]] if best else 0
    names = listing(c.character() for c in best)
    most = ngettext("The most money goes to {characters} ({money}).", "The most money goes to {characters} ({money}).",
                    len(best), characters=names, money=top or 0)
    detail = _("{best} {where}.", best=most, where=where(state, prediction, Colour(character)))
    return right, render(_("{verdict} {detail}", verdict=_verdict(right), detail=detail), lang)


def render_row(state: State, shown: int, lang: str = "en") -> str:
    """The row, numbered from the left; cards already in effect are marked with a tick."""
    cards = []
    for i, card in enumerate(state.row):
        done = i < shown
        style = "outline: 3px solid #b3202a; outline-offset: 1px;" if i == shown - 1 else ""
        number = f"{i + 1} ✓" if done else str(i + 1)
        span = tag("span", class_="sch-row-card", data_done=str(done).lower())
        cards.append(f"{span}{numbered(number, card_html(card, lang), style)}</span>")
    return f'<div class="sch-row sch-express-row">{"".join(cards)}</div>'


def render_board(state: State, prediction: Prediction, shown: int, lang: str = "en") -> str:
    """The ring after the first ``shown`` cards of the row took effect (0: before), and the row."""
    stacks = prediction.steps[shown - 1].stacks if shown else state.stacks
    board = replace(view(state, None), stacks=stacks)
    moved = state.row[shown - 1] if shown else None
    return (f'{STYLE}<div class="sch-table">{render_row(state, shown, lang)}{render_ring(board, lang, moved)}'
            f"{render_legend(lang)}</div>")


def render_steps(prediction: Prediction, shown: int, lang: str = "en") -> str:
    """The moving rule of every card that took effect, the latest one highlighted."""
    n = len(prediction.steps)
    if shown:
        head = _("Card {k} of {n} has taken effect.", k=shown, n=n)
    else:
        head = _("The board before the row takes effect.")
    items = "".join(
        f'{tag("li", class_="new" if k == shown - 1 else "", data_rule=m.rule)}'
        f"{escape(render(movement_message(m), lang))} "
        f'{tag("span", class_="sch-rule-name", title=f"§ {m.rule}")}{rule_name(m.rule, lang)}</span></li>'
        for k, m in enumerate(prediction.movements[:shown])
    )
    return (f'{STYLE}<div class="sch-table"><div class="sch-rule" role="status"><b>{escape(render(head, lang))}</b>'
            f"<ol>{items}</ol></div></div>")


class ExpressExercise:
    """Seven revealed cards: answer a question, check it with the engine, then watch the row take effect."""

    def __init__(self, seed: int = 1, players: int = 5, lang: str | None = None) -> None:
        self._lang = lang or current_lang()
        self._players = players
        self._title = w.HTML()
        self._seed = w.BoundedIntText(value=seed, min=0, max=10**9, layout=w.Layout(width="170px"))
        self._new_button = w.Button(icon="refresh", layout=w.Layout(width="auto"))
        self._question = w.ToggleButtons(style={"button_width": "230px"})
        self._car = w.Dropdown(layout=w.Layout(width="200px"))
        self._business = w.Dropdown(layout=w.Layout(width="260px"))
        self._character = w.Dropdown(layout=w.Layout(width="220px"))
        self._check_button = w.Button(icon="check", button_style="primary", layout=w.Layout(width="auto"))
        self._feedback = w.HTML()
        self._back_button = w.Button(icon="step-backward", layout=w.Layout(width="auto"))
        self._step_button = w.Button(icon="step-forward", layout=w.Layout(width="auto"))
        self._all_button = w.Button(icon="fast-forward", layout=w.Layout(width="auto"))
        self._board = w.HTML(layout=w.Layout(width="60%", min_width="420px"))
        self._steps = w.HTML()
        self._rule = w.HTML()
        self._errors = w.HTML()

        self._new_button.on_click(self._on_new_clicked)
        self._seed.observe(self._on_seed_change, names="value")
        self._question.observe(self._on_question_change, names="value")
        self._check_button.on_click(self._on_check_clicked)
        self._back_button.on_click(self._on_back_clicked)
        self._step_button.on_click(self._on_step_clicked)
        self._all_button.on_click(self._on_all_clicked)

        self._state: State = new_game(players, seed, Options(express=True))
        self._prediction: Prediction = predict_state(self._state)
        self._shown = 0
        self._answered = False
        self._verdict: tuple[bool, str] | None = None
        self._answer_box = w.HBox()
        self.widget = w.VBox([
            self._title,
            w.HBox([self._seed, self._new_button]),
            self._question,
            w.HBox([self._answer_box, self._check_button]),
            self._feedback,
            w.HBox([self._back_button, self._step_button, self._all_button]),
            w.HBox([self._board, w.VBox([self._steps, self._rule], layout=w.Layout(width="40%"))],
                   layout=w.Layout(width="100%", align_items="flex-start")),
            self._errors,
        ])
        self._new_row(seed)

    # --- what tests and the lesson read ----------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self._state

    @property
    def prediction(self) -> Prediction:
        return self._prediction

    @property
    def shown(self) -> int:
        return self._shown

    @property
    def answered(self) -> bool:
        return self._answered

    @property
    def feedback_html(self) -> str:
        return str(self._feedback.value)

    @property
    def board_html(self) -> str:
        return str(self._board.value)

    @property
    def steps_html(self) -> str:
        return str(self._steps.value)

    def set_lang(self, lang: str) -> None:
        self._lang = lang
        self._render()

    def answer(self, question: str, *answer: str) -> None:
        """Give an answer as a student would with the controls (for notebooks and tests)."""
        self._question.value = question
        if question == LAND:
            self._car.value, self._business.value = answer
        else:
            (self._character.value,) = answer
        self._check_button.click()

    # --- handlers ------------------------------------------------------------------------------------------
    def _guarded(self, work: Any) -> None:
        friendly(lambda: self._errors, lambda: self._lang)(work)()

    def _on_new_clicked(self, _event: Any) -> None:
        self._seed.value = int(self._seed.value) + 1

    def _on_seed_change(self, _event: Any) -> None:
        self._guarded(lambda: self._new_row(int(self._seed.value)))

    def _on_question_change(self, _event: Any) -> None:
        self._render()

    def _on_check_clicked(self, _event: Any) -> None:
        def check() -> None:
            self._answered = True
            self._verdict = self._check()
            self._render()

        self._guarded(check)

    def _on_back_clicked(self, _event: Any) -> None:
        self._shown = max(0, self._shown - 1)
        self._render()

    def _on_step_clicked(self, _event: Any) -> None:
        self._shown = min(len(self._prediction.steps), self._shown + 1)
        self._render()

    def _on_all_clicked(self, _event: Any) -> None:
        self._shown = len(self._prediction.steps)
        self._render()

    # --- model and rendering -------------------------------------------------------------------------------
    def _new_row(self, seed: int) -> None:
        self._state = new_game(self._players, seed, Options(express=True))
        self._prediction = predict_state(self._state)
        self._shown = 0
        self._answered = False
        self._verdict = None
        self._render()

    def _check(self) -> tuple[bool, str]:
        if self._question.value == LAND:
            return check_answer(self._state, self._prediction, LAND, (self._car.value, self._business.value),
                                self._lang)
        return check_answer(self._state, self._prediction, BEST, (self._character.value,), self._lang)

    def _set_options(self) -> None:
        lang, state = self._lang, self._state
        keep = (self._question.value, self._car.value, self._business.value, self._character.value)
        self._question.options = [(render(QUESTIONS[q], lang), q) for q in (LAND, BEST)]
        self._car.options = [(colour_word(c, lang), c) for c in COLOURS]
        self._character.options = [(character_word(c, lang), c) for c in COLOURS]
        self._business.options = [(render(place(letter), lang), letter) for letter in state.ring]
        self._question.value = keep[0] or LAND
        self._car.value = keep[1] if keep[1] in COLOURS else state.row[0]
        self._business.value = keep[2] if keep[2] in state.ring else state.ring[0]
        self._character.value = keep[3] if keep[3] in COLOURS else COLOURS[0]
        self._car.description = render(pgettext("field", "Car"), lang)
        self._business.description = render(pgettext("field", "Business"), lang)
        self._character.description = render(pgettext("field", "Character"), lang)
        self._seed.description = render(STEP_SEED, lang)
        for button, key in ((self._new_button, "new"), (self._check_button, "check"), (self._back_button, "back"),
                            (self._step_button, "step"), (self._all_button, "all")):
            button.description = render(BUTTONS[key], lang)
            button.tooltip = render(BUTTONS[key], lang)

    def _render(self) -> None:
        lang = self._lang
        self._question.unobserve(self._on_question_change, names="value")
        self._set_options()
        self._question.observe(self._on_question_change, names="value")
        self._answer_box.children = (self._car, self._business) if self._question.value == LAND else (
            self._character,)
        self._title.value = (f'<div class="schwarz"><h3>{escape(render(TITLE, lang))}</h3>'
                             f'<p>{escape(render(INTRO, lang))}</p></div>')
        if self._verdict is None:
            first = render(_("Answer first, then watch the row."), lang)
            self._feedback.value = f'<div class="schwarz muted">{escape(first)}</div>'
        else:
            right, message = self._verdict
            mark, colour = ("✔", "#1e8449") if right else ("✘", "#b3202a")
            box = tag("div", class_=" ".join(("schwarz", "exercise-verdict")), data_right=str(right).lower(),
                      role="status", style=f"border-left:5px solid {colour}; padding:4px 10px; background:#f6f1e7")
            self._feedback.value = f'{box}<b style="color:{colour}">{mark}</b> {escape(message)}</div>'
        self._board.value = render_board(self._state, self._prediction, self._shown, lang)
        self._steps.value = render_steps(self._prediction, self._shown, lang)
        rule = self._prediction.steps[self._shown - 1].rule if self._shown else R.EXPRESS_PLAY
        self._rule.value = f'<div class="schwarz" style="font-size:0.9em">{rule_html(rule, lang)}</div>'
        n = len(self._prediction.steps)
        self._back_button.disabled = self._shown == 0
        self._step_button.disabled = self._all_button.disabled = not self._answered or self._shown >= n

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.widget.close()


def for_lesson(lesson: Any) -> ExpressExercise:
    """The exercise as an extra panel of the Scheffeln lesson (widgets.lesson: ``below``)."""
    return ExpressExercise(lang=lesson.lang)
