"""Scores (section sch.end): a player's money, one line per business it came from, the Mafia's tokens apart."""

from __future__ import annotations

from schwarz.core.contract import ScoreLine, ScoreSheet
from schwarz.i18n import _
from schwarz.scheffeln import rule_ids as R
from schwarz.scheffeln.components import business
from schwarz.scheffeln.moving import LETTERS
from schwarz.scheffeln.state import State


def scores(state: State) -> dict[int, ScoreSheet]:
    """The score sheet of every player: equal money shares the rank (ties share the victory)."""
    return {p: score_sheet(state, p) for p in range(state.n)}


def score_sheet(state: State, p: int) -> ScoreSheet:
    won = state.money[p]
    lines: list[ScoreLine] = []
    for letter in LETTERS:
        own = [w.value for w in won if w.business == letter and not w.mafia]
        if own:
            label = _("money tokens taken at {letter} {business}", letter=letter, business=business(letter))
            lines.append(ScoreLine(R.SCHEFFELN, label, len(own), None, sum(own)))
    mafia = [w.value for w in won if w.mafia]
    if mafia:
        lines.append(ScoreLine(R.MAFIA_SCHEFFELN, _("the Mafia's tokens (least valuable business among the earners)"),
                               len(mafia), None, sum(mafia)))
    if not lines:
        lines.append(ScoreLine(R.SCHEFFELN, _("no money tokens"), 0, None, 0))
    return ScoreSheet(p, state.players[p], tuple(lines))
