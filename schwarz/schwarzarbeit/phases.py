"""The phase table: the phases of a turn declared as data (section 'Gameplay'); the stepper reads it.

A turn ends with the lawyers' phase (the supply follows at once); the text has turns, no rounds. The detective may
be used by any seat holding one at any decision point, in turn or not (section 'The detective'): ``anytime``; such
a step stays in its phase and closes nothing.
"""

from __future__ import annotations

from schwarz.core.contract import Closes, PhaseSpec
from schwarz.i18n import _
from schwarz.schwarzarbeit import rule_ids as R
from schwarz.schwarzarbeit.actions import Announce, Denounce, Detective, Hire, Lawyer, NoHire, NoLawyer
from schwarz.schwarzarbeit.state import Phase

PHASES: dict[Phase, PhaseSpec] = {
    Phase.INFORMATION: PhaseSpec(
        Phase.INFORMATION,
        _("1. Obtain information"),
        (R.INFORMATION, R.DETECTIVE),
        _("The active player's right neighbour announces how many market cards he could legally take."),
        actions=(Announce,),
        ends=_("The right neighbour has announced."),
        transitions={Phase.INFORMATION: Closes.NOTHING, Phase.HIRE: Closes.NOTHING},
        anytime=(Detective,),
    ),
    Phase.HIRE: PhaseSpec(
        Phase.HIRE,
        _("2. Hire or denounce"),
        (R.HIRING, R.OBJECT, R.DETECTIVE),
        _("The active player must hire or denounce one employee he is allowed to take."),
        actions=(Hire, Denounce, NoHire),
        ends=_("One employee is hired or denounced (or nobody may be taken)."),
        transitions={Phase.HIRE: Closes.NOTHING, Phase.LAWYERS: Closes.NOTHING},
        anytime=(Detective,),
    ),
    Phase.LAWYERS: PhaseSpec(
        Phase.LAWYERS,
        _("3. Lawyers"),
        (R.LAWYERS, R.DETECTIVE),
        _("The active player may place one lawyer on a card another player denounced."),
        actions=(Lawyer, NoLawyer),
        ends=_("One lawyer is placed, or none; the supply follows at once and the turn ends."),
        transitions={Phase.LAWYERS: Closes.NOTHING, Phase.INFORMATION: Closes.TURN, Phase.GAME_OVER: Closes.GAME},
        anytime=(Detective,),
    ),
    Phase.REFILL: PhaseSpec(
        Phase.REFILL,
        _("4. Supply for the labour market"),
        (R.REFILL,),
        _("One card refills the market: duplicates, the Ich-AG and the single reshuffle (done automatically)."),
        ends=_("The market is full again (the engine does it at the end of the lawyers' phase)."),
        transitions={Phase.INFORMATION: Closes.TURN, Phase.GAME_OVER: Closes.GAME},
        anytime=(Detective,),
    ),
    Phase.GAME_OVER: PhaseSpec(
        Phase.GAME_OVER,
        _("End and scoring"),
        (R.END, R.SCORING_OVERVIEW, R.SCORING, R.SCORING_LAWYERS, R.SCORING_DETECTIVE, R.SCORING_TABLE,
         R.SCORING_WINNER),
        _("The game ended: illegal workers are revealed and every card scores by the table."),
    ),
}
