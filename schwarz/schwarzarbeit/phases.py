"""The phase table (phases declared as data; the stepper reads it)."""

from __future__ import annotations

from schwarz.core.contract import PhaseSpec
from schwarz.i18n import _
from schwarz.schwarzarbeit import rule_ids as R
from schwarz.schwarzarbeit.state import Phase

PHASES: dict[Phase, PhaseSpec] = {
    Phase.INFORMATION: PhaseSpec(
        Phase.INFORMATION,
        _("1. Obtain information"),
        (R.INFORMATION, R.DETECTIVE),
        _("The active player's right neighbour announces how many market cards he could legally take."),
    ),
    Phase.HIRE: PhaseSpec(
        Phase.HIRE,
        _("2. Hire or denounce"),
        (R.HIRING, R.OBJECT, R.DETECTIVE),
        _("The active player must hire or denounce one employee he is allowed to take."),
    ),
    Phase.LAWYERS: PhaseSpec(
        Phase.LAWYERS,
        _("3. Lawyers"),
        (R.LAWYERS, R.DETECTIVE),
        _("The active player may place one lawyer on a card another player denounced."),
    ),
    Phase.REFILL: PhaseSpec(
        Phase.REFILL,
        _("4. Supply for the labour market"),
        (R.REFILL,),
        _("One card refills the market: duplicates, the Ich-AG and the single reshuffle (done automatically)."),
    ),
    Phase.GAME_OVER: PhaseSpec(
        Phase.GAME_OVER,
        _("End and scoring"),
        (R.END, R.SCORING_OVERVIEW, R.SCORING, R.SCORING_LAWYERS, R.SCORING_DETECTIVE, R.SCORING_TABLE,
         R.SCORING_WINNER),
        _("The game ended: illegal workers are revealed and every card scores by the table."),
    ),
}
