"""Scoring (sm.end): the value of a player's luxury cards, one line per kind of card."""

from __future__ import annotations

from schwarz.core.contract import ScoreLine, ScoreSheet
from schwarz.i18n import _
from schwarz.schwarzmarkt import rule_ids as R
from schwarz.schwarzmarkt.luxury import LuxuryItem
from schwarz.schwarzmarkt.state import State


def scores(state: State) -> dict[int, ScoreSheet]:
    """Each player's luxury value explained by denomination (and any IOU of the bank). Equal values share a
    rank: the text names no tie-break."""
    out: dict[int, ScoreSheet] = {}
    for p, name in enumerate(state.players):
        lines = [
            ScoreLine(R.END, _("{name} ({each} each)", name=item, each=item.value), k, item.value, k * item.value)
            for k, item in zip(state.luxury[p].counts, LuxuryItem, strict=True)
        ]
        if state.credit[p]:
            lines.append(ScoreLine(R.EXCHANGE, _("owed by the bank (it ran short of cards)"), 1, None, state.credit[p]))
        out[p] = ScoreSheet(p, name, tuple(lines))
    return out
