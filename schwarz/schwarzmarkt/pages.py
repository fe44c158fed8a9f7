"""Schwarzmarkt's place in the app: its page on the landing page, its bots, its table and its lesson."""

from __future__ import annotations

from schwarz.core.contract import Page
from schwarz.i18n import _

PAGES = (
    Page("schwarzmarkt.ipynb", _("Schwarzmarkt: the rules step by step"),
         _("The price track, offer and text cards, then a seeded game where you exchange and raise the price "
           "against bots."), "widgets.pictures:track"),
)
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
