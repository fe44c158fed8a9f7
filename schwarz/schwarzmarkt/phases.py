"""The phase table: the phases declared as data (sm.round.*, sm.events, sm.game.*); the stepper reads it."""

from __future__ import annotations

from schwarz.core.contract import PhaseSpec
from schwarz.i18n import _
from schwarz.schwarzmarkt import rule_ids as R
from schwarz.schwarzmarkt.actions import EVENT_ACTIONS, Exchange, Move, Pass, Play
from schwarz.schwarzmarkt.state import Phase

PHASES: dict[Phase, PhaseSpec] = {
    Phase.PLAY_CARD: PhaseSpec(
        Phase.PLAY_CARD,
        _("Play a black-market card"),
        (R.BLACK_MARKET, R.NEXT_ROUND, R.EVENTS),
        _("The start player plays a black-market card and draws a replacement: an offer card opens an exchange "
        "round, a text card acts at once or on the next exchange round."),
        actions=(Play,),
    ),
    Phase.EVENT: PhaseSpec(
        Phase.EVENT,
        _("Carry out a text card"),
        (R.EVENTS, R.SPIONAGE, R.SCHNELLES_GESCHAEFT, R.ZWANGSTAUSCH, R.RAZZIA, R.NEUE_WARE, R.ALTE_RECHNUNG),
        _("The start player carries out the text card at once; there is no exchange round and the next player "
        "becomes start player."),
        actions=EVENT_ACTIONS,
    ),
    Phase.EXCHANGE: PhaseSpec(
        Phase.EXCHANGE,
        _("Exchange goods and raise the price"),
        (R.EXCHANGE, R.PRICE, R.LIMIT, R.VERDORBENE_WARE, R.WAREN_KNAPP),
        _("The player whose turn it is may exchange still-demanded cards at the marker's value (the marker then "
        "moves one space), or exchange nothing and move it 1 to die spaces."),
        actions=(Exchange, Move),
    ),
    Phase.LAST_EXCHANGE: PhaseSpec(
        Phase.LAST_EXCHANGE,
        _("Last exchange on the end space"),
        (R.ROUND_END, R.EXCHANGE, R.LIMIT),
        _("The marker reached 50 (25 under Limit!): only the player whose turn it is may still exchange; then the "
        "exchange round ends."),
        actions=(Exchange, Pass),
    ),
    Phase.GAME_OVER: PhaseSpec(
        Phase.GAME_OVER,
        _("End of the game"),
        (R.END, R.FIRST_ROUND_END, R.SECOND_ROUND),
        _("After two game rounds the player with the highest value of luxury cards wins."),
    ),
}
