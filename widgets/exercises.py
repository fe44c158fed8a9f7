"""Classroom exercises across the three games, each with a self-check that says right or wrong and why.

Every answer is computed by the engine, never typed in: the Schwarzarbeit deduction (who must Andrea be
hiding?), the announcement rule, a seeded many-games comparison of a score knob, Scheffeln's moving rules and
the Express prediction, Schwarzmarkt's price track and a sell-now-or-push comparison of price-threshold sellers.
``check(key, answer)`` works in a plain JupyterLab cell too; ``Exercises()`` is the panel.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from html import escape
from typing import Any

import ipywidgets as w

from schwarz.core.registry import find_game
from schwarz.i18n import Msg, _, listing, ngettext, number, pgettext, render, sentence
from widgets.i18n import current_lang
from widgets.page import CSS, Header, friendly

EX_ANSWER = _("Your answer")
EX_CHECK = _("Check")
EX_TITLE = _("Classroom exercises")

EX_CSS = """<style>
.exercise { border: 1px solid #d9cfbd; border-radius: 8px; padding: 8px 12px; background: white; }
.exercise h3 { margin: 2px 0 6px; font-size: 1.05em; }
.exercise .log { max-height: 180px; overflow-y: auto; background: #f6f1e7; padding: 4px 8px; font-size: 0.88em; }
.exercise .ring { display: flex; gap: 6px; flex-wrap: wrap; margin: 6px 0; }
.exercise .biz { border: 1px solid #1f2a44; border-radius: 6px; padding: 3px 6px; min-width: 64px; text-align: center;
  font-size: 0.85em; }
.exercise .car { display: block; border: 1px solid #1f2a44; border-radius: 3px; margin: 2px 0; padding: 0 3px; }
.verdict { padding: 6px 10px; border-radius: 6px; margin-top: 4px; }
.verdict.right { background: #e7f5ea; border-left: 5px solid #1e8449; }
.verdict.wrong { background: #fdecea; border-left: 5px solid #b3202a; }
</style>"""

CAR_BG = {"red": "#e57373", "yellow": "#fff176", "green": "#81c784", "blue": "#64b5f6", "orange": "#ffb74d",
          "purple": "#ba68c8", "pink": "#f8bbd0", "white": "#ffffff", "black": "#555555"}


@dataclass(frozen=True)
class Solution:
    """The engine's answer(s) (any of ``answers`` is right) and why, in words."""

    answers: tuple[str, ...]
    why: Msg
    wrong: Callable[[str], Msg | None] = lambda given: None


@dataclass(frozen=True)
class Verdict:
    """Right or wrong, and why (shown by the panel; ``_repr_html_`` for a plain notebook cell)."""

    right: bool
    text: str

    def _repr_html_(self) -> str:
        return render_verdict(self, "en")


@dataclass(frozen=True)
class Exercise:
    """One exercise: ``question(lang)`` as HTML, ``choices()`` as (label, value) pairs, ``solve()`` by the engine."""

    key: str
    game: str
    title: Msg
    question: Callable[[str], str]
    choices: Callable[[], tuple[tuple[Msg | str, str], ...]]
    solve: Callable[[], Solution]


# --- Schwarzarbeit ----------------------------------------------------------------------------------------------
HIDDEN_SEED, HIDDEN_STEPS, HIDDEN_VIEWER, HIDDEN_TARGET = 32, 20, 1, 0
"""A seeded game of random bots, stopped after 20 actions, seen by Friedemann (seat 1), asking about Andrea
(lawyers prove nothing in the English edition: sa.turn.lawyers, sa.scoring.lawyers)."""


@cache
def _hidden_view() -> Any:
    from schwarz.play import steps

    game = find_game("schwarzarbeit")
    state = game.new_game(4, HIDDEN_SEED)
    for k, (_action, after) in enumerate(steps(game, state, None, HIDDEN_SEED)):
        state = after
        if k + 1 == HIDDEN_STEPS:
            break
    return game.view(state, HIDDEN_VIEWER)


def _hidden_question(lang: str) -> str:
    view = _hidden_view()
    who, target = view.players[HIDDEN_VIEWER], view.players[HIDDEN_TARGET]
    game = find_game("schwarzarbeit")
    lines = "".join(f"<li>{escape(game.event_line(e, view.players, lang))}</li>" for e in view.log)
    intro = _("You are {who}. Here is everything you have seen so far (deal number {seed}). An announcement counts "
              "the market cards the announcer may take: all but his own illegal workers. Which employee must "
              "{target} be hiding, for certain?", who=who, seed=str(HIDDEN_SEED), target=target)
    return f"<p>{escape(render(intro, lang))}</p><ol class='log' tabindex='0'>{lines}</ol>"


def _employees() -> tuple[tuple[Msg | str, str], ...]:
    from schwarz.schwarzarbeit import EMPLOYEES

    return tuple((e, e) for e in sorted(EMPLOYEES))


@cache
def _hidden_solution() -> Solution:
    from schwarz.schwarzarbeit.deduction import FactKind, analyze

    view = _hidden_view()
    analysis = analyze(view, HIDDEN_VIEWER)
    sure = tuple(f.employee for f in analysis.certain
                 if f.kind is FactKind.WORKS_FOR and f.player == HIDDEN_TARGET)
    target = view.players[HIDDEN_TARGET]
    why = _("The deduction counts {worlds} possible hidden hands consistent with what {viewer} saw; in every one "
            "of them {sure} works illegally for {target} (probability 1).", worlds=analysis.worlds,
            viewer=view.players[HIDDEN_VIEWER], sure=listing(sure, "and"), target=target)

    def wrong(given: str) -> Msg:
        p = analysis.probability(HIDDEN_TARGET, given) if given in dict(_employees()) else Fraction(0)
        if p:
            return _("P({given} works illegally for {target}) = {fraction} ({chance:.0%}): possible, not certain.",
                     given=given, target=target, fraction=str(p), chance=float(p))
        return _("{given} cannot be {target}'s illegal worker in any of the {worlds} possible hands.", given=given,
                 target=target, worlds=analysis.worlds)

    return Solution(sure, why, wrong)


ANNOUNCE_OWN = ("Heinz Henn", "Maureen Moon")
ANNOUNCE_MARKET = ("Maureen Moon/evening", "Sid Schmiel/day", "Heinz Henn/weekend", "Karla Kuhn/day",
                   "Otto Ortmann/evening", "Paula Pohl/weekend")


def _announce_question(lang: str) -> str:
    from schwarz.schwarzarbeit.position import cards

    question = _("Henning's illegal workers are {own}. The labour market shows: {market}. How many cards does "
                 "Henning announce?", own=listing(ANNOUNCE_OWN, "and"), market=listing(cards(ANNOUNCE_MARKET)))
    return "<p>" + escape(render(question, lang)) + "</p>"


def _announce_solution() -> Solution:
    from schwarz.schwarzarbeit import announcement
    from schwarz.schwarzarbeit.position import cards

    market = cards(ANNOUNCE_MARKET)
    n = announcement(market, frozenset(ANNOUNCE_OWN))
    out = [c.employee for c in market if c.employee in ANNOUNCE_OWN]
    why = _("He may take every market card except his own illegal workers ({own}): {size} - {mine} = {count} (rule "
            "'Obtain information').", own=listing(out), size=len(market), mine=len(out), count=n)
    return Solution((str(n),), why,
                    lambda given: _("The announcement counts cards he may hire or denounce, not people he knows."))


KNOB_GAMES, KNOB_PLAYERS = 40, 3


@cache
def _knob_solution() -> Solution:
    from schwarz import sim

    base = sim.run("schwarzarbeit", games=KNOB_GAMES, players=KNOB_PLAYERS, bots="deduction,random", seed=10, workers=1,
                   progress=False, rotate=True)
    soft = sim.run("schwarzarbeit", games=KNOB_GAMES, players=KNOB_PLAYERS, bots="deduction,random", seed=10, workers=1,
                   progress=False, rotate=True, options={"scores.denounced_regular": -1})
    a, b = sim.by(base, "bot").set_index("bot"), sim.by(soft, "bot").set_index("bot")
    gain = {bot: b.loc[bot, "mean_score"] - a.loc[bot, "mean_score"] for bot in ("deduction", "random")}
    answer = "none" if max(gain.values()) == 0 else max(gain, key=lambda k: gain[k])
    why = _("Over the same {games} seeded games, the mean score rises by {deduction:.2f} for the deduction bot and "
            "by {random:.2f} for a random bot (win rates: deduction {d0:.0%} -> {d1:.0%}, random {r0:.0%} -> "
            "{r1:.0%}).", games=KNOB_GAMES, deduction=float(gain["deduction"]), random=float(gain["random"]),
            d0=float(a.loc["deduction", "win_rate"]), d1=float(b.loc["deduction", "win_rate"]),
            r0=float(a.loc["random", "win_rate"]), r1=float(b.loc["random", "win_rate"]))
    if answer == "random":
        why = _("{why} Random players denounce regular workers far more often, so the milder penalty helps them "
                "most.", why=why)
    return Solution((answer,), why)


def _knob_question(lang: str) -> str:
    question = _("A deduction bot plays two random bots ({games} seeded games, seats rotating). Change the score for "
                 "denouncing a regular employee from -2 to -1. Whose mean score rises more?", games=KNOB_GAMES)
    return "<p>" + escape(render(question, lang)) + "</p>"


# --- Scheffeln --------------------------------------------------------------------------------------------------
GREEN_BOARD: tuple[tuple[str, ...], ...] = (("red",), ("green",), ("yellow", "blue"), ("orange", "purple"), (),
                                             ("pink",), ("white",), ())
PAIR_BOARD: tuple[tuple[str, ...], ...] = (("red", "yellow"), ("green",), ("blue", "purple"), ("orange",), (),
                                            ("pink", "white"), (), ())
EXPRESS_SEED = 3


def render_ring(stacks: Sequence[Sequence[str]], labels: Sequence[str] = "ABCDEFGH",
                tokens: Sequence[int | None] | None = None, lang: str = "en") -> str:
    """The businesses in ring order with their cars, top car first (names written, colours as a help)."""
    from schwarz.scheffeln import Colour

    empty = escape(render(_("empty"), lang))
    out = []
    for i, stack in enumerate(stacks):
        cars = "".join(f'<span class="car" style="background:{CAR_BG.get(c, "#fff")}">'
                       f"{escape(render(Colour(c), lang))}</span>"
                       for c in reversed(stack)) or f"<span class='car' style='border-style:dashed'>{empty}</span>"
        value = tokens[i] if tokens is not None else None
        token = f"<br><small>{escape(number(value, lang))}</small>" if value is not None else ""
        out.append(f'<div class="biz"><b>{escape(labels[i])}</b>{cars}{token}</div>')
    return f'<div class="ring">{"".join(out)}</div>'


def _letters() -> tuple[tuple[Msg | str, str], ...]:
    from schwarz.scheffeln import businesses

    return tuple((_("{letter} ({business})", letter=b.letter, business=b), b.letter) for b in businesses())


def _move_question(board: tuple[tuple[str, ...], ...], car: str) -> Callable[[str], str]:
    def question(lang: str) -> str:
        from schwarz.scheffeln import Colour

        text = _("The ring runs A → H → A (clockwise); each business lists its cars top first. A {colour} card is "
                 "played face up. Where does the {colour} car land?", colour=Colour(car))
        return f"<p>{escape(render(text, lang))}</p>{render_ring(board, lang=lang)}"

    return question


def _move_solution(board: tuple[tuple[str, ...], ...], car: str) -> Callable[[], Solution]:
    def solve() -> Solution:
        from schwarz.scheffeln import LETTERS, step
        from schwarz.scheffeln.wording import movement_message

        result = step(board, car)
        why = pgettext("a whole sentence", "{sentence}.", sentence=movement_message(result.movement()))
        return Solution((LETTERS[result.end],), why,
                        lambda given: _("Apply the moving rules one business at a time from where the car stands."))

    return solve


@cache
def _express_state() -> Any:
    from schwarz.scheffeln import Options, new_game

    return new_game(5, EXPRESS_SEED, Options(express=True))


def _express_question(lang: str) -> str:
    state = _express_state()
    tokens = tuple(s[0] if s else None for s in state.tokens)
    text = _("Express, deal number {seed}. The row, left to right: {row}. The cards take effect left to right. Which "
             "character will earn most (its car alone or on top, worth the face-up token)?", seed=str(EXPRESS_SEED),
             row=listing(state.row))
    return f"<p>{escape(render(text, lang))}</p>{render_ring(state.stacks, state.ring, tokens, lang)}"


def _colours() -> tuple[tuple[Msg | str, str], ...]:
    from schwarz.scheffeln import COLOURS

    return tuple((c.character(), str(c)) for c in COLOURS)


def _express_solution() -> Solution:
    from schwarz.scheffeln import Colour, predict_state
    from schwarz.scheffeln.wording import movement_message

    p = predict_state(_express_state())
    best = p.best()
    money = p.money
    steps = listing(movement_message(m) for m in p.movements)
    why = ngettext("{steps}. Then the {best} character earns {money}.",
                   "{steps}. Then the {best} characters each earn {money}.", len(best), steps=steps,
                   best=listing((c.character() for c in best), "and"), money=money[best[0]] or 0)
    return Solution(tuple(str(c) for c in best), why,
                    lambda given: _("The {colour} character would earn {money}.", colour=Colour(given).character(),
                                    money=money.get(Colour(given)) or 0))


# --- Schwarzmarkt -----------------------------------------------------------------------------------------------
PUSH_FROM = 9


def _track() -> Any:
    from schwarz.schwarzmarkt.price_track import build

    return build()


def _push_question(lang: str) -> str:
    track = _track()
    cells = " ".join(render(_("[{value}{mark} die {die}]", value=str(s.value), mark="*" if s.value == PUSH_FROM else "",
                                die=s.die), lang) for s in track)
    text = _("The marker stands on {start} (*) of the price track. You exchange nothing, so you must move it up to "
             "its die symbol's number of spaces. What is the highest price you can push it to?", start=PUSH_FROM)
    return f"<p>{escape(render(text, lang))}</p><p><code>{escape(cells)}</code></p>"


def _push_choices() -> tuple[tuple[Msg | str, str], ...]:
    track = _track()
    i = next(s.index for s in track if s.value == PUSH_FROM)
    return tuple((str(s.value), str(s.value)) for s in track[i + 1: i + 7])


def _push_solution() -> Solution:
    from schwarz.schwarzmarkt.price_track import max_move

    track = _track()
    i = next(s.index for s in track if s.value == PUSH_FROM)
    k = max_move(track, i, len(track) - 1)
    top = track[i + k].value
    why = ngettext("The space {start} shows a die of {die}: at most {n} space, to {top}.",
                   "The space {start} shows a die of {die}: at most {n} spaces, to {top}.", k, start=PUSH_FROM,
                   die=track[i].die, top=top)
    return Solution((str(top),), why)


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


# --- the list ---------------------------------------------------------------------------------------------------
EXERCISES: tuple[Exercise, ...] = (
    Exercise("sa-hidden", "schwarzarbeit", _("Who must Andrea be hiding?"), _hidden_question, _employees,
             _hidden_solution),
    Exercise("sa-announce", "schwarzarbeit", _("What does Henning announce?"), _announce_question,
             lambda: tuple((str(n), str(n)) for n in range(7)), _announce_solution),
    Exercise("sa-knob", "schwarzarbeit", _("Change -2 to -1"), _knob_question,
             lambda: ((_("the deduction bot"), "deduction"), (_("the random bots"), "random"), (_("neither"), "none")),
             _knob_solution),
    Exercise("sch-green", "scheffeln", _("Where does the green car land?"), _move_question(GREEN_BOARD, "green"),
             _letters, _move_solution(GREEN_BOARD, "green")),
    Exercise("sch-pair", "scheffeln", _("Two cars move together"), _move_question(PAIR_BOARD, "red"), _letters,
             _move_solution(PAIR_BOARD, "red")),
    Exercise("sch-express", "scheffeln", _("Express: the best character"), _express_question, _colours,
             _express_solution),
    Exercise("sm-push", "schwarzmarkt", _("How far can you push the price?"), _push_question, _push_choices,
             _push_solution),
    Exercise("sm-sell", "schwarzmarkt", _("Sell now or push the price?"), _sell_question,
             lambda: ((_("sell now"), "now"), (_("push the price"), "push")), _sell_solution),
)
BY_KEY = {e.key: e for e in EXERCISES}


def find(key: str | Exercise) -> Exercise:
    if isinstance(key, Exercise):
        return key
    if key not in BY_KEY:
        raise KeyError(f"unknown exercise {key!r}; exercises: {', '.join(BY_KEY)}")  # dev-text: a programming error
    return BY_KEY[key]


def check(key: str | Exercise, given: str, lang: str = "en") -> Verdict:
    """Is ``given`` right for exercise ``key``? The verdict says why (from the engine's own solution)."""
    exercise = find(key)
    solution = exercise.solve()
    answer = str(given).strip()
    why = sentence(solution.why, lang)
    if answer in solution.answers:
        return Verdict(True, render(_("Right! {why}", why=why), lang))
    hint = solution.wrong(answer)
    names = {value: label for label, value in exercise.choices()}
    verdict = _("Not quite. {hint}The engine's answer: {answers}. {why}",
                hint=_("{hint} ", hint=sentence(hint, lang)) if hint else "",
                answers=listing(names.get(a, a) for a in solution.answers), why=why)
    return Verdict(False, render(verdict, lang))


def render_verdict(verdict: Verdict, lang: str) -> str:
    """The verdict box: a word and a symbol, not only a colour."""
    mark, cls = ("✔", "right") if verdict.right else ("✘", "wrong")
    return f'<div class="schwarz verdict {cls}" role="status">{mark} {escape(verdict.text)}</div>'


def render_exercise(ex: Exercise, number: int, lang: str) -> str:
    """The exercise's heading and question."""
    game = find_game(ex.game).title
    return (f'{EX_CSS}<div class="schwarz exercise"><h3>{number}. {escape(render(ex.title, lang))} '
            f'<small class="muted">({escape(game)})</small></h3>{ex.question(lang)}</div>')


class Exercises:
    """Every exercise with a choice, a Check button and the verdict."""

    def __init__(self, lang: str | None = None, exercises: Sequence[Exercise] = EXERCISES) -> None:
        self._exercises = tuple(exercises)
        self._header = Header(EX_TITLE, lang=lang or current_lang())
        self._header.on_lang(lambda _event: self._render())
        self._errors = w.HTML()
        self._questions: dict[str, w.HTML] = {}
        self._choices: dict[str, w.Dropdown] = {}
        self._buttons: dict[str, w.Button] = {}
        self._verdicts: dict[str, w.HTML] = {}
        boxes = []
        for ex in self._exercises:
            self._questions[ex.key] = w.HTML()
            choice = w.Dropdown(options=self._options(ex), value="", layout=w.Layout(width="420px"))
            button = w.Button(description=render(EX_CHECK, self.lang), icon="check", disabled=True,
                              tooltip=f"{render(EX_CHECK, self.lang)} {ex.key}")
            choice.observe(lambda change, key=ex.key: self._on_choice_change(key), names="value")
            button.on_click(lambda _event, key=ex.key: self._on_check_clicked(key))
            self._choices[ex.key], self._buttons[ex.key], self._verdicts[ex.key] = choice, button, w.HTML()
            boxes.append(w.VBox([self._questions[ex.key], w.HBox([choice, button]), self._verdicts[ex.key]],
                                layout=w.Layout(margin="0 0 12px 0")))
        self.widget = w.VBox([self._header.widget, w.HTML(CSS), self._errors, *boxes])
        self._render()

    @property
    def lang(self) -> str:
        return self._header.lang

    def set_lang(self, lang: str) -> None:
        self._header.set_lang(lang)

    def answer(self, key: str, value: str) -> None:
        """Choose ``value`` for exercise ``key`` (what a student does with the menu)."""
        self._choices[key].value = value

    def button(self, key: str) -> w.Button:
        return self._buttons[key]

    def verdict_html(self, key: str) -> str:
        return str(self._verdicts[key].value)

    def question_html(self, key: str) -> str:
        return str(self._questions[key].value)

    def _on_choice_change(self, key: str) -> None:
        self._verdicts[key].value = ""
        self._render()

    def _on_check_clicked(self, key: str) -> None:
        def work() -> None:
            verdict = check(key, str(self._choices[key].value), self.lang)
            self._verdicts[key].value = render_verdict(verdict, self.lang)

        friendly(lambda: self._errors, lambda: self.lang)(work)()
        self._render()

    def _options(self, ex: Exercise) -> list[tuple[str, str]]:
        return [("—", ""), *((render(label, self.lang), value) for label, value in ex.choices())]

    def _render(self) -> None:
        for k, ex in enumerate(self._exercises, 1):
            self._questions[ex.key].value = render_exercise(ex, k, self.lang)
            menu = self._choices[ex.key]
            options = self._options(ex)
            if list(menu.options) != options:
                chosen = menu.value
                menu.unobserve_all()
                menu.options = options
                menu.value = chosen
                menu.observe(lambda change, key=ex.key: self._on_choice_change(key), names="value")
            menu.description = render(EX_ANSWER, self.lang)
            menu.style.description_width = "initial"
            button = self._buttons[ex.key]
            button.description = render(EX_CHECK, self.lang)
            button.tooltip = f"{render(EX_CHECK, self.lang)} {ex.key}"
            button.disabled = not self._choices[ex.key].value

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.widget.close()
