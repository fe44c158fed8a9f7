"""Scheffeln's place in the app: its page on the landing page, its bots, its table and its lesson."""

from __future__ import annotations

from schwarz.core.contract import Page
from schwarz.i18n import _

ABOUT = _("A racing game for 2 to 8 in the Roaring Twenties: play cards to move any car round a ring of businesses, "
          "and bring your character's car on top of a rich one before the money is paid out.")
PAGES = (
    Page("scheffeln.ipynb", _("Scheffeln: the rules step by step"),
         _("A guided tutorial where you predict and make every move (the moving rules, an exchange, the Scheffeln "
           "phase, an Express round), then a game against bots with Express, RUN and Mafia switches."),
         "widgets.pictures:ring"),
)
MINUTES = {"scheffeln.ipynb": 20}
"""About how long each page takes (a lesson page: its tutorial, then one game against bots)."""
BOTS = {"random": "", "heuristic": "schwarz.scheffeln.bots:HeuristicBot",
        "search": "schwarz.scheffeln.search:SearchBot"}
SMART_BOT = "heuristic"
TABLE = "widgets.scheffeln.table"
LESSON = "widgets.scheffeln.lesson:LESSON"
BOT_LABELS = {"heuristic": _("heuristic bot"), "search": _("search bot")}
KNOBS = {
    "express": _("Express variant"),
    "run": _("RUN expansion"),
    "mafia": _("Mafia-Style expansion"),
    "hand_size": _("hand size"),
    "row_size": _("Express row size"),
    "token_values": _("money token values"),
    "last_card_face_up": _("last card of a round face up"),
}
"""Readable names of the rule knobs (the design lab's labels; errors and summaries name a knob by it)."""
EXERCISES = "widgets.exercises.scheffeln:EXERCISES"
