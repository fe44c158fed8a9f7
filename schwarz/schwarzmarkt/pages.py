"""Schwarzmarkt's place in the app: its page on the landing page, its bots, its table and its lesson."""

from __future__ import annotations

from schwarz.core.contract import Page
from schwarz.i18n import _

ABOUT = _("A trading game for 3 to 5 on the post-war black market: sell your commodities now, or push the price "
          "up and hope the demand is still there when your turn comes back.")
PAGES = (
    Page("schwarzmarkt.ipynb", _("Schwarzmarkt: the rules step by step"),
         _("A guided tutorial where you play the offer, exchange, move the marker and play two text cards, then a "
           "game against bots."), "widgets.pictures:track"),
)
MINUTES = {"schwarzmarkt.ipynb": 25}
"""About how long each page takes (a lesson page: its tutorial, then one game against bots)."""
BOTS = {"random": "", "heuristic": "schwarz.schwarzmarkt.bots:ThresholdBot",
        "search": "schwarz.schwarzmarkt.search:SearchBot"}
SMART_BOT = "heuristic"
TABLE = "widgets.schwarzmarkt.table"
LESSON = "widgets.schwarzmarkt.lesson:LESSON"
BOT_LABELS = {"heuristic": _("heuristic bot"), "search": _("search bot")}
KNOBS = {
    "deck": _("commodity deck"),
    "rounds": _("game rounds"),
    "track_values": _("price track values"),
    "black_market_hand": _("black-market cards in hand"),
    "hand_size": _("hand size"),
}
"""Readable names of the rule knobs (the design lab's labels; errors and summaries name a knob by it)."""
EXERCISES = "widgets.exercises.schwarzmarkt:EXERCISES"
