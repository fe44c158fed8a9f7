"""The Scheffeln lesson: the rules chapter by chapter, then a seeded game the student plays (``GameSpec.lesson``)."""

from __future__ import annotations

from schwarz.i18n import _
from widgets.lesson import SCORES, Chapter, LessonSpec

LESSON = LessonSpec(
    "scheffeln",
    _("Scheffeln: the rules step by step"),
    (
        Chapter(_("Theme and goal"),
                _("The Roaring Twenties: your character's car races round a ring of eight businesses. Whoever "
                  "collects the most money wins."),
                ("sch.idea",)),
        Chapter(_("Components and setup"),
                _("Eight businesses A-H in a ring, one car on each, four money tokens per business (the top "
                  "one face up), 24 movement cards (3 per colour), four cards to each player, then everyone "
                  "chooses a character."),
                ("sch.contents", "sch.setup")),
        Chapter(_("A round: cards, then the Scheffeln phase"),
                _("In turn, each player plays one card, until all cards are played; then the money is paid out."),
                ("sch.turn",)),
        Chapter(_("1. Move: a card face up"),
                _("Any colour, whoever holds its character: that car moves one step clockwise."),
                ("sch.turn.move",)),
        Chapter(_("2. Exchange: a card face down"),
                _("Change your character for a free one — never on your last card of the round."),
                ("sch.turn.exchange",)),
        Chapter(_("The moving rules"),
                _("At most two cars per business. A single or top car moves alone to the next business with "
                  "room; a car beneath carries the top car to the next business without cars. Every step of "
                  "the game below says which rule it applied."),
                ("sch.moving", "sch.moving.max-two", "sch.moving.single-car", "sch.moving.two-cars")),
        Chapter(_("The Scheffeln phase"),
                _("A car alone or on top earns the top token of its business; a car beneath earns nothing. "
                  "Then the starting player passes on and new cards are dealt."),
                ("sch.scheffeln", "sch.after")),
        Chapter(_("End of the game"),
                _("When a business has no more tokens, the richest player wins; ties share the victory."),
                ("sch.end",)),
        Chapter(_("Variants: Express, RUN, Mafia"),
                _("Express: seven cards revealed, everyone works out the result and grabs a character. RUN "
                  "adds six special cards; the Mafia is a ninth car that moves on every face-down card. Switch "
                  "them on in the Variants tab beside the board."),
                ("sch.express.setup", "sch.express.play", "sch.express.moving", "sch.run", "sch.run.evasion",
                 "sch.run.backward", "sch.run.nasty-exchange", "sch.run.joker", "sch.mafia", "sch.mafia.setup",
                 "sch.mafia.moving", "sch.mafia.scheffeln")),
    ),
    players=4,
    seed=1,
    play_title=_("Play: you are Andrea (seat 1) against three bots"),
    side=((_("Variants"), 'widgets.scheffeln.switches:Switches'),),
    below=('widgets.scheffeln.express:for_lesson', SCORES,),
)
