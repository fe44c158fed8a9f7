"""The Schwarzarbeit lesson: the rules chapter by chapter, then a seeded game the student plays
(``GameSpec.lesson``)."""

from __future__ import annotations

from schwarz.i18n import _
from widgets.lesson import SCORES, Chapter, LessonSpec

LESSON = LessonSpec(
    "schwarzarbeit",
    _("Schwarzarbeit: the rules step by step"),
    (
        Chapter(_("Theme and goal"),
                _("Every player runs a company that secretly employs illegal workers. Hire the honest ones, "
                  "denounce the others' illegal workers, and never touch your own."),
                ("sa.object",)),
        Chapter(_("Components and setup"),
                _("20 employees on three shift cards each, the Ich-AG card, and a market of two cards more "
                  "than players; duplicates of the first pass are discarded face up."),
                ("sa.components", "sa.setup")),
        Chapter(_("A turn in four phases"),
                _("Information, hiring or denouncing, lawyers, and the supply of the market — then the player "
                  "to the left."),
                ("sa.turn",)),
        Chapter(_("1. Obtain information"),
                _("The right neighbour announces how many market cards he could take: the engine counts cards, "
                  "not people."),
                ("sa.turn.information",)),
        Chapter(_("2. Hire or denounce"),
                _("Mandatory: one employee from the market, hired face up or denounced face down."),
                ("sa.turn.hiring",)),
        Chapter(_("3. Lawyers"),
                _("One lawyer on a card another player denounced: a bet that it was not an illegal worker."),
                ("sa.turn.lawyers",)),
        Chapter(_("4. Supply for the labour market"),
                _("One card refills the market; the Ich-AG wipes it; one reshuffle with a special pile."),
                ("sa.turn.refill",)),
        Chapter(_("The detective, at any time"),
                _("Once per game, out of turn, on a face-up market card."),
                ("sa.detective",)),
        Chapter(_("End and scoring"),
                _("Illegal workers are revealed and every card scores by the table."),
                ("sa.end", "sa.scoring", "sa.scoring.lawyers", "sa.scoring.detective")),
    ),
    players=4,
    seed=1,
    play_title=_("Play: you are Andrea (seat 1) against three bots"),
    below=(SCORES,),
    pinned=("widgets.schwarzarbeit.coach:AnnouncementCoach",),
)
