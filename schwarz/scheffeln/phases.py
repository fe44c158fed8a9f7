"""The phase table: the flow of a round declared as data (sections sch.setup, sch.turn, sch.scheffeln, sch.after,
sch.end; Express: sch.express.*); the stepper reads it.

A turn is one player's turn as the text means it: one movement card played (sch.turn), or in Express, where
every player acts at once, grabbing a character or letting the count-down run out (sch.express.play). A round
ends with its Scheffeln phase (sch.after, sch.express.after: the next round begins after it). Choosing the
characters is part of the setup (sch.setup), not a turn. In Express every seat still without a character may
grab one at once (``active_players``), not only the seat to act.
"""

from __future__ import annotations

from schwarz.core.contract import Closes, PhaseSpec
from schwarz.i18n import _
from schwarz.scheffeln import rule_ids as R
from schwarz.scheffeln.actions import (
    Backward,
    Choose,
    Claim,
    Evasion,
    Exchange,
    Joker,
    Move,
    Nasty,
    Resolve,
    Scheffeln,
    TimeOut,
)
from schwarz.scheffeln.state import Phase, State

PHASES: dict[Phase, PhaseSpec] = {
    Phase.CHOOSE: PhaseSpec(
        Phase.CHOOSE,
        _("Setup: choose characters"),
        (R.SETUP, R.MAFIA_SETUP),
        _("Beginning with the starting player, each player takes a character card from the centre."),
        actions=(Choose,),
        ends=_("Every player has chosen a character."),
        transitions={Phase.CHOOSE: Closes.NOTHING, Phase.PLAY: Closes.NOTHING},
    ),
    Phase.PLAY: PhaseSpec(
        Phase.PLAY,
        _("Play movement cards"),
        (R.TURN, R.TURN_MOVE, R.TURN_EXCHANGE, R.MOVING, R.SINGLE_CAR, R.TWO_CARS, R.MAX_TWO, R.RUN,
         R.RUN_EVASION, R.RUN_BACKWARD, R.RUN_NASTY, R.RUN_JOKER, R.MAFIA_MOVING),
        _("In turn, each player plays a card face up (move that car) or face down (change character); "
        "the last card of the round is played face up."),
        actions=(Move, Exchange, Joker, Backward, Evasion, Nasty),
        ends=_("Every player has played all his cards."),
        transitions={Phase.PLAY: Closes.TURN, Phase.SCHEFFELN: Closes.TURN},
    ),
    Phase.CLAIM: PhaseSpec(
        Phase.CLAIM,
        _("Express: grab a character"),
        (R.EXPRESS_PLAY, R.EXPRESS_SETUP),
        _("The row is revealed right to left; everybody works out where the cars will land and grabs a character."),
        actions=(Claim, TimeOut),
        ends=_("Every player has a character, or the last one let the count-down run out."),
        transitions={Phase.CLAIM: Closes.TURN, Phase.MOVING: Closes.TURN},
        active_players=State.claimants,
    ),
    Phase.MOVING: PhaseSpec(
        Phase.MOVING,
        _("Express: the row takes effect"),
        (R.EXPRESS_MOVING, R.MOVING, R.SINGLE_CAR, R.TWO_CARS, R.MAX_TWO),
        _("The cards of the row move their cars from left to right by the normal moving rules."),
        actions=(Resolve,),
        ends=_("Every card of the row has moved its car."),
        transitions={Phase.SCHEFFELN: Closes.NOTHING},
    ),
    Phase.SCHEFFELN: PhaseSpec(
        Phase.SCHEFFELN,
        _("Scheffeln phase"),
        (R.SCHEFFELN, R.EXPRESS_SCHEFFELN, R.MAFIA_SCHEFFELN, R.AFTER, R.EXPRESS_AFTER),
        _("Every character alone or on top of another car takes the top money token of its business; "
        "a car beneath earns nothing."),
        actions=(Scheffeln,),
        ends=_("Every player has taken his money (or nothing); the round is over and the next one is dealt, "
               "unless a business has no more money tokens."),
        transitions={Phase.PLAY: Closes.ROUND, Phase.CLAIM: Closes.ROUND, Phase.GAME_OVER: Closes.GAME},
    ),
    Phase.GAME_OVER: PhaseSpec(
        Phase.GAME_OVER,
        _("Game end"),
        (R.END, R.EXPRESS_END),
        _("A business has no more money tokens: the richest player wins; tied players share the victory."),
    ),
}
