"""Schwarzarbeit exercises: the deduction (who must a player be hiding? which of these is now certain?), the
announcement, a rule variant (the editions' score for a lawyer on one's own illegal worker) and a score knob.

Positions are written in the position notation (``schwarz.schwarzarbeit.position.from_data``) and drawn with the
game page's own market (``widgets.schwarzarbeit.table``); every answer comes from the engine.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from html import escape
from typing import Any

from schwarz.core.registry import find_game
from schwarz.i18n import Msg, _, listing, render
from widgets.exercises.model import Exercise, Solution

PLAYERS = ["Andrea", "Friedemann", "Henning", "Tommy"]
ILLEGAL = {"Andrea": ["Heinz Henn", "Maureen Moon"], "Friedemann": ["Ida Imhof", "Jakob Jung"],
           "Henning": ["Karla Kuhn", "Nora Nagel"], "Tommy": ["Otto Ortmann", "Rudi Roth"]}


def _position(**facts: Any) -> Any:
    from schwarz.schwarzarbeit.position import from_data

    options = facts.pop("options", None)
    return from_data({"players": PLAYERS, "illegal": ILLEGAL, **facts}, options)


def _table(view: Any, lang: str, seat: int = 0) -> str:
    """The market and the seat's own company, drawn as on the game page."""
    from widgets.schwarzarbeit.table import STYLE, render_announcement, render_company, render_market

    return (f'{STYLE}<div class="sa-table">{render_announcement(view, lang)}{render_market(view, lang)}'
            f'<div class="sa-row" style="margin-top:6px">{render_company(view, seat, lang)}</div></div>')


def _employees() -> tuple[tuple[Msg | str, str], ...]:
    from schwarz.schwarzarbeit import EMPLOYEES

    return tuple((e, e) for e in sorted(EMPLOYEES))


# --- who must Andrea be hiding? ---------------------------------------------------------------------------------
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


# --- which of these is now certain? -----------------------------------------------------------------------------
CERTAIN_MARKET = ["Heinz Henn/day", "Otto Ortmann/day", "Rudi Roth/evening", "Berta Brandt/day",
                  "Christwart Casasola/evening", "Franz-Benno Faidutti/evening"]
CERTAIN_CHOICES = (("regular", "Berta Brandt"), ("Tommy", "Otto Ortmann"), ("regular", "Christwart Casasola"),
                   ("Tommy", "Heinz Henn"), ("Tommy", "Franz-Benno Faidutti"))
"""Statements about the market: (owner, employee); 'regular': the employee is nobody's illegal worker."""


@cache
def _certain_state() -> Any:
    from schwarz.schwarzarbeit import apply
    from schwarz.schwarzarbeit.actions import Announce

    state = _position(market=CERTAIN_MARKET, active="Andrea", hired={"Andrea": ["Berta Brandt/weekend"]})
    return apply(state, Announce())


def _statement(owner: str, employee: str) -> Msg:
    if owner == "regular":
        return _("{employee} is a regular employee", employee=employee)
    return _("{employee} works illegally for {name}", employee=employee, name=owner)


def _certain_question(lang: str) -> str:
    view = find_game("schwarzarbeit").view(_certain_state(), 0)
    text = _("You are Andrea and it is your turn. Earlier you hired Berta Brandt's weekend card. Tommy has just "
             "announced 4 of 6: two of these six cards are his illegal workers. Which of these is now certain?")
    return f"<p>{escape(render(text, lang))}</p>{_table(view, lang)}"


def _certain_choices() -> tuple[tuple[Msg | str, str], ...]:
    return tuple((_statement(owner, employee), f"{owner}:{employee}") for owner, employee in CERTAIN_CHOICES)


@cache
def _certain_solution() -> Solution:
    from schwarz.schwarzarbeit.deduction import analyze

    state = _certain_state()
    analysis = analyze(find_game("schwarzarbeit").view(state, 0), 0)
    own = state.illegal_workers[0]

    def chance(owner: str, employee: str) -> Fraction:
        if owner == "regular":
            if employee in own:
                return Fraction(0)
            return 1 - sum((analysis.probability(p, employee) for p in range(1, len(PLAYERS))), Fraction(0))
        return analysis.probability(PLAYERS.index(owner), employee)

    sure = tuple(f"{o}:{e}" for o, e in CERTAIN_CHOICES if chance(o, e) == 1)
    why = _("Berta Brandt's weekend card is in your company, so she is nobody's illegal worker. Tommy's two "
            "illegal workers are two of the four cards you cannot rule out (Heinz Henn is yours): any one of them "
            "may be his, none for certain ({worlds} possible hidden hands).", worlds=analysis.worlds)

    def wrong(given: str) -> Msg:
        owner, _colon, employee = given.partition(":")
        p = chance(owner, employee) if employee else Fraction(0)
        return _("That holds in {share:.0%} of the {worlds} possible hidden hands: possible, not certain.",
                 share=float(p), worlds=analysis.worlds) if p else _(
            "That is impossible: it holds in none of the {worlds} possible hidden hands.", worlds=analysis.worlds)

    return Solution(sure, why, wrong)


# --- what does Henning announce? --------------------------------------------------------------------------------
ANNOUNCE_MARKET = ["Maureen Moon/evening", "Sid Schmiel/day", "Heinz Henn/weekend", "Karla Kuhn/day",
                   "Otto Ortmann/evening", "Paula Pohl/weekend"]
ANNOUNCE_ILLEGAL = {"Andrea": ["Ida Imhof", "Jakob Jung"], "Friedemann": ["Rudi Roth", "Nora Nagel"],
                    "Henning": ["Sid Schmiel", "Karla Kuhn"], "Tommy": ["Otto Ortmann", "Dora Dietz"]}
"""Henning announces for Tommy's turn; two of the six cards show his own illegal workers."""


@cache
def _announce_state() -> Any:
    from schwarz.schwarzarbeit.position import from_data

    return from_data({"players": PLAYERS, "illegal": ANNOUNCE_ILLEGAL, "market": ANNOUNCE_MARKET, "active": "Tommy"})


def _announce_question(lang: str) -> str:
    view = find_game("schwarzarbeit").view(_announce_state(), 2)
    question = _("You are Henning, and Tommy is the active player: you announce. Your illegal workers are on your "
                 "company card below. How many of these cards do you announce?")
    return f"<p>{escape(render(question, lang))}</p>{_table(view, lang, 2)}"


def _announce_solution() -> Solution:
    from schwarz.schwarzarbeit import announcement

    state = _announce_state()
    own = state.illegal_workers[2]
    n = announcement(state.market, own)
    out = [c.employee for c in state.market if c.employee in own]
    why = _("He may take every market card except his own illegal workers ({own}): {size} - {mine} = {count} (rule "
            "'Obtain information').", own=listing(out), size=len(state.market), mine=len(out), count=n)
    return Solution((str(n),), why,
                    lambda given: _("The announcement counts cards he may hire or denounce, not people he knows."))


# --- a rule variant: the editions -------------------------------------------------------------------------------
def _edition_state(edition: str) -> Any:
    from schwarz.schwarzarbeit.options import Edition, Options

    return _position(phase="game-over", rest="discard", reshuffled=True, detectives={"Andrea": False},
                     market=["Paula Pohl/day", "Emil Eckert/day", "Christwart Casasola/evening",
                             "Virginia Vohwinkel/evening"],
                     denounced={"Tommy": ["Heinz Henn/day"]}, lawyers={"Andrea": ["Heinz Henn/day"]},
                     options=Options(edition=Edition(edition)))


def _edition_question(lang: str) -> str:
    view = find_game("schwarzarbeit").view(_edition_state("fr"), 0)
    text = _("Tommy denounced Heinz Henn, one of Andrea's own illegal workers, and Andrea bluffed: she sent a lawyer "
             "to defend him. The game is over. The English list and the printed French score table disagree on this "
             "lawyer. What does it score for Andrea with the French table?")
    return f"<p>{escape(render(text, lang))}</p>{_table(view, lang)}"


def _edition_solution() -> Solution:
    game = find_game("schwarzarbeit")
    fr, en = (game.scores(_edition_state(e))[0].total for e in ("fr", "en"))
    why = _("The printed French table scores a lawyer on your own denounced illegal worker like hiring him: {fr}. "
            "The English list gives any lawyer on a denounced illegal worker {en}.", fr=fr, en=en)
    return Solution((str(fr),), why)


# --- a score knob -----------------------------------------------------------------------------------------------
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


EXERCISES: tuple[Exercise, ...] = (
    Exercise("sa-hidden", "schwarzarbeit", _("Who must Andrea be hiding?"), _hidden_question, _employees,
             _hidden_solution, _("Go through the announcements one by one: which employees could Andrea have "
                                 "taken, and which not?"), "deduction"),
    Exercise("sa-certain", "schwarzarbeit", _("Which of these is now certain?"), _certain_question,
             _certain_choices, _certain_solution,
             _("An employee whose weekend card you have seen can be nobody's illegal worker; of the others, Tommy's "
               "announcement says only how many are his."), "deduction"),
    Exercise("sa-announce", "schwarzarbeit", _("What does Henning announce?"), _announce_question,
             lambda: tuple((str(n), str(n)) for n in range(7)), _announce_solution,
             _("Look at Henning's company card: which market cards may he never hire or denounce?")),
    Exercise("sa-edition", "schwarzarbeit", _("A lawyer for your own illegal worker"), _edition_question,
             lambda: tuple((str(n), str(n)) for n in (-99, -2, 0, 2)), _edition_solution,
             _("The printed French table treats defending your own illegal worker like hiring him yourself."),
             "variant"),
    Exercise("sa-knob", "schwarzarbeit", _("Change -2 to -1"), _knob_question,
             lambda: ((_("the deduction bot"), "deduction"), (_("the random bots"), "random"), (_("neither"), "none")),
             _knob_solution, _("Who denounces regular employees more often: a player who deduces, or one who "
                               "guesses?"), "variant"),
)
