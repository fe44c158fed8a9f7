"""The phase table (style.md: phases declared as data; the stepper reads it)."""

from __future__ import annotations

from schwarz.core.contract import PhaseSpec
from schwarz.i18n import _
from schwarz.scheffeln import rule_ids as R
from schwarz.scheffeln.state import Phase

PHASES: dict[Phase, PhaseSpec] = {
    Phase.CHOOSE: PhaseSpec(
        Phase.CHOOSE,
        _("Setup: choose characters"),
        (R.SETUP, R.MAFIA_SETUP),
        _("Beginning with the starting player, each player takes a character card from the centre."),
    ),
    Phase.PLAY: PhaseSpec(
        Phase.PLAY,
        _("Play movement cards"),
        (R.TURN, R.TURN_MOVE, R.TURN_EXCHANGE, R.MOVING, R.SINGLE_CAR, R.TWO_CARS, R.MAX_TWO, R.RUN,
         R.RUN_EVASION, R.RUN_BACKWARD, R.RUN_NASTY, R.RUN_JOKER, R.MAFIA_MOVING),
        _("In turn, each player plays a card face up (move that car) or face down (change character); "
        "the last card of the round is played face up."),
    ),
    Phase.CLAIM: PhaseSpec(
        Phase.CLAIM,
        _("Express: grab a character"),
        (R.EXPRESS_SETUP, R.EXPRESS_PLAY),
        _("The row is revealed right to left; everybody works out where the cars will land and grabs a character."),
    ),
    Phase.MOVING: PhaseSpec(
        Phase.MOVING,
        _("Express: the row takes effect"),
        (R.EXPRESS_MOVING, R.MOVING, R.SINGLE_CAR, R.TWO_CARS, R.MAX_TWO),
        _("The cards of the row move their cars from left to right by the normal moving rules."),
    ),
    Phase.SCHEFFELN: PhaseSpec(
        Phase.SCHEFFELN,
        _("Scheffeln phase"),
        (R.SCHEFFELN, R.EXPRESS_SCHEFFELN, R.MAFIA_SCHEFFELN, R.AFTER, R.EXPRESS_AFTER),
        _("Every character alone or on top of another car takes the top money token of its business; "
        "a car beneath earns nothing."),
    ),
    Phase.GAME_OVER: PhaseSpec(
        Phase.GAME_OVER,
        _("Game end"),
        (R.END, R.EXPRESS_END),
        _("A business has no more money tokens: the richest player wins; tied players share the victory."),
    ),
}
