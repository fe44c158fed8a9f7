"""Schwarzmarkt's place in the app: its page on the landing page, its bots, its table and its lesson."""

from __future__ import annotations

from schwarz.core.contract import Page
from schwarz.i18n import _

PAGES = (
    Page("schwarzmarkt.ipynb", _("Schwarzmarkt: the rules step by step"),
         _("The price track, offer and text cards, then a seeded game where you exchange and raise the price "
           "against bots."), "widgets.pictures:track"),
)
BOTS = {"random": "", "heuristic": "schwarz.schwarzmarkt.bots:ThresholdBot"}
SMART_BOT = "heuristic"
TABLE = "widgets.schwarzmarkt.table"
LESSON = "widgets.schwarzmarkt.lesson:LESSON"
