"""The phase table: the flow of a game declared as data (sm.round.*, sm.events, sm.game.*); the stepper reads it.

A **turn** is one player's turn as sm.round.black-market means it: 'When it is your turn you can exchange
commodity cards for luxury items and must move the price marker. The start player must in addition play a black
market card as his first action.' In an exchange round each ``Exchange`` (with its one-space move) or ``Move`` is
one player's whole turn, and so is the last ``Exchange`` or ``Pass`` on the end space (sm.round.end). The start
player's turn begins with his ``Play``: with an offer card it goes on with his exchange or move; with a text card
acting at once it ends with its choice (``Spy``, ``Steal``, ...: sm.events, 'the next player clockwise is the new
start player'); a text card waiting for the next exchange round (Limit!, Verdorbene Ware!, Waren knapp!), or one
that cannot be carried out, is his whole turn.

A **round** (the stepper's unit) is an **exchange round** (sm.round.end): from the offer card to the offer met, or
to the last exchange on the end space (50; 25 under Limit!). A text card played at once is no exchange round
(sm.events: 'There is no exchange round'): it closes a turn, not a round. The end of a **game round**
(sm.game.first-round-end: 'as soon as a player has exchanged his last commodity card. All other actions are
ignored') stops the running exchange round, so it closes a round too; the end of the last one closes the game.

The table declares all of this as transitions, with what each step closes:
1. the marker reaching the end space changes the phase (to the last exchange) in the middle of an exchange round:
   that step closes a turn, not the round (``EXCHANGE -> LAST_EXCHANGE: TURN``);
2. a ``Play`` that hands over to the next start player (a waiting text card, one without effect) keeps the phase
   ``PLAY_CARD``: it is the start player's whole turn (``PLAY_CARD -> PLAY_CARD: TURN``), while a ``Play`` after
   which he goes on closes nothing (``PLAY_CARD -> EXCHANGE`` or ``EVENT``: ``NOTHING``; ``LAST_EXCHANGE`` when
   the end space is the start space, Limit! on a track beginning at 25 or more: ``exchange.begin``);
3. a game round can end outside an exchange round (Schnelles Geschäft! sells a player's last card, nobody holds
   a card, nobody can play): ``COUNTERS`` says that a step changing ``game_round`` closes a round.
"""

from __future__ import annotations

from schwarz.core.contract import Closes, PhaseSpec
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
        ends=_("A card is played: after an offer card the start player exchanges or moves the marker, after a "
               "text card acting at once he carries it out; after a card waiting for the next exchange round his "
               "turn ends and the next player is start player."),
        transitions={Phase.EXCHANGE: Closes.NOTHING, Phase.LAST_EXCHANGE: Closes.NOTHING, Phase.EVENT: Closes.NOTHING,
                     Phase.PLAY_CARD: Closes.TURN, Phase.GAME_OVER: Closes.GAME},
    ),
    Phase.EVENT: PhaseSpec(
        Phase.EVENT,
        _("Carry out a text card"),
        (R.EVENTS, R.SPIONAGE, R.SCHNELLES_GESCHAEFT, R.ZWANGSTAUSCH, R.RAZZIA, R.NEUE_WARE, R.ALTE_RECHNUNG),
        _("The start player carries out the text card at once; there is no exchange round and the next player "
        "becomes start player."),
        actions=EVENT_ACTIONS,
        ends=_("The start player has made the card's choice: his turn ends, the next player is start player."),
        transitions={Phase.PLAY_CARD: Closes.TURN, Phase.GAME_OVER: Closes.GAME},
    ),
    Phase.EXCHANGE: PhaseSpec(
        Phase.EXCHANGE,
        _("Exchange goods and raise the price"),
        (R.EXCHANGE, R.PRICE, R.LIMIT, R.VERDORBENE_WARE, R.WAREN_KNAPP),
        _("The player whose turn it is may exchange still-demanded cards at the marker's value (the marker then "
        "moves one space), or exchange nothing and move it 1 to die spaces."),
        actions=(Exchange, Move),
        ends=_("The offer is met (the exchange round ends), or the marker reaches the end space (the last "
               "exchange follows), or a player has exchanged his last commodity card (the game round ends)."),
        transitions={Phase.EXCHANGE: Closes.TURN, Phase.LAST_EXCHANGE: Closes.TURN, Phase.PLAY_CARD: Closes.ROUND,
                     Phase.GAME_OVER: Closes.GAME},
    ),
    Phase.LAST_EXCHANGE: PhaseSpec(
        Phase.LAST_EXCHANGE,
        _("Last exchange on the end space"),
        (R.ROUND_END, R.EXCHANGE, R.LIMIT),
        _("The marker reached 50 (25 under Limit!): only the player whose turn it is may still exchange; then the "
        "exchange round ends."),
        actions=(Exchange, Pass),
        ends=_("The player whose turn it is has exchanged or passed: the exchange round ends."),
        transitions={Phase.PLAY_CARD: Closes.ROUND, Phase.GAME_OVER: Closes.GAME},
    ),
    Phase.GAME_OVER: PhaseSpec(
        Phase.GAME_OVER,
        _("End of the game"),
        (R.END, R.FIRST_ROUND_END, R.SECOND_ROUND),
        _("After two game rounds the player with the highest value of luxury cards wins."),
    ),
}

COUNTERS = {"game_round": Closes.ROUND}
"""The end of a game round closes a round in whatever phase it happens (3. above)."""
