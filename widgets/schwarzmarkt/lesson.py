"""The Schwarzmarkt lesson: the rules chapter by chapter, then a seeded game the student plays (``GameSpec.lesson``)."""

from __future__ import annotations

from schwarz.i18n import _
from widgets.lesson import SCORES, Chapter, LessonSpec

LESSON = LessonSpec(
    "schwarzmarkt",
    _("Schwarzmarkt: the rules step by step"),
    (
        Chapter(_("Theme and goal"),
                _("Trade commodities on the black market for luxury items: sell now at the current price, or "
                  "push the price up and hope. After two game rounds the richest in luxury items wins."),
                ("sm.idea",)),
        Chapter(_("Components and setup"),
                _("Luxury cards worth 1, 5, 10 and 50, 60 commodity cards (9 to each player), 30 black-market "
                  "cards (3 each), and the price track with its marker on the start space."),
                ("sm.contents", "sm.setup")),
        Chapter(_("An exchange round"),
                _("The start player plays a black-market card; with an offer card, everyone in turn may "
                  "exchange and must move the price marker."),
                ("sm.round.black-market",)),
        Chapter(_("1. Exchange goods"),
                _("Exchange none, some or all of the demanded cards, each at the marker's value."),
                ("sm.round.exchange",)),
        Chapter(_("2. Raise the price"),
                _("After an exchange the marker moves one space; without one, 1 up to the die symbol of its "
                  "space."),
                ("sm.round.price",)),
        Chapter(_("End of an exchange round"),
                _("The round ends when the offer is met or the marker reaches 50; the next start player begins "
                  "again from the start space."),
                ("sm.round.end", "sm.round.next")),
        Chapter(_("Text cards"),
                _("Nine events: most act at once (no exchange round), Limit!, Verdorbene Ware! and Waren "
                  "knapp! act on the next exchange round."),
                ("sm.events", "sm.events.spionage", "sm.events.schnelles-geschaeft", "sm.events.zwangstausch",
                 "sm.events.razzia", "sm.events.neue-ware", "sm.events.limit", "sm.events.alte-rechnung",
                 "sm.events.verdorbene-ware", "sm.events.waren-knapp")),
        Chapter(_("Game rounds and the end"),
                _("A game round ends when a player has exchanged his last card; after two, the highest value "
                  "of luxury cards wins."),
                ("sm.game.first-round-end", "sm.game.second-round", "sm.end", "sm.tips", "sm.variant")),
    ),
    players=4,
    seed=1,
    play_title=_("Play: you are Andrea (seat 1) against three bots"),
    below=(SCORES,),
)
