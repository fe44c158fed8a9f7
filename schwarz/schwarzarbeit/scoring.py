"""Scoring (section 'Scoring'): one line per row of the score list, lawyers, detectives and the tie-break.

The one difference between the texts: a lawyer on your OWN denounced illegal worker scores -2 by the English
list ('your lawyers on denounced illegal workers') and -99 by the printed French table (option ``edition``).
"""

from __future__ import annotations

from schwarz.core.contract import ScoreLine, ScoreSheet
from schwarz.i18n import Msg, _
from schwarz.schwarzarbeit import rule_ids as R
from schwarz.schwarzarbeit.options import Edition
from schwarz.schwarzarbeit.state import State


def scores(state: State) -> dict[int, ScoreSheet]:
    """The score sheet of every player (meaningful at any time; final once the game is over)."""
    return {p: score_sheet(state, p) for p in range(state.n)}


def score_sheet(state: State, p: int) -> ScoreSheet:
    v = state.options.scores
    own = state.illegal_workers[p]

    owners: dict[str, int] = {}
    for q, workers in enumerate(state.illegal_workers):
        for e in workers:
            owners.setdefault(e, q)  # the first seat employing him, as ``State.owner_of`` says
    owner = owners.get

    hired = [c.employee for c in state.hired[p]]
    hired_regular = sum(1 for e in hired if owner(e) is None)
    hired_foreign = sum(1 for e in hired if owner(e) not in (None, p))
    hired_own = sum(1 for e in hired if e in own)
    denounced = [d.card.employee for d in state.denounced[p]]
    den_foreign = sum(1 for e in denounced if owner(e) not in (None, p))
    den_regular = sum(1 for e in denounced if owner(e) is None)
    den_own = sum(1 for e in denounced if e in own)
    mine = [d.card.employee for pile in state.denounced for d in pile if d.lawyer == p]
    law_regular = sum(1 for e in mine if owner(e) is None)
    law_foreign = sum(1 for e in mine if owner(e) not in (None, p))
    law_own = sum(1 for e in mine if e in own)
    fr = state.options.edition is Edition.FR
    own_each = v.lawyer_on_own_illegal_fr if fr else v.lawyer_on_illegal
    own_label = (
        _("your lawyers on your OWN denounced illegal workers (FR table)")
        if fr
        else _("your lawyers on your OWN denounced illegal workers (EN list)")
    )
    kept = 1 if state.detectives[p] else 0

    def line(rule: str, label: Msg, count: int, each: int) -> ScoreLine:
        return ScoreLine(rule, label, count, each, count * each)

    lines = (
        line(R.SCORING, _("legally hired REGULAR employees"), hired_regular, v.hired_regular),
        line(R.SCORING, _("legally hired OTHER players' illegal workers"), hired_foreign, v.hired_foreign_illegal),
        line(R.SCORING, _("legally hired OWN illegal workers"), hired_own, v.hired_own_illegal),
        line(R.SCORING, _("denounced OTHER PLAYERS' illegal workers"), den_foreign, v.denounced_foreign_illegal),
        line(R.SCORING, _("denounced REGULAR employees"), den_regular, v.denounced_regular),
        line(R.SCORING, _("denounced OWN illegal workers"), den_own, v.denounced_own_illegal),
        line(R.SCORING_LAWYERS, _("your lawyers on other players' denounced REGULAR employees"), law_regular,
             v.lawyer_on_regular),
        line(R.SCORING_LAWYERS, _("your lawyers on denounced ILLEGAL workers of others"), law_foreign,
             v.lawyer_on_illegal),
        line(R.SCORING_TABLE if fr else R.SCORING_LAWYERS, own_label, law_own, own_each),
        line(R.SCORING_DETECTIVE, _("private detective on your company card"), kept, v.detective_kept),
    )
    return ScoreSheet(p, state.players[p], lines, tiebreak=den_foreign + den_own)
