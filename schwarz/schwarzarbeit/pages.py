"""Schwarzarbeit's place in the app: its pages on the landing page, its bots, its table and its lesson."""

from __future__ import annotations

from schwarz.core.contract import Page
from schwarz.i18n import _

PAGES = (
    Page("schwarzarbeit_tutorial.ipynb", _("Schwarzarbeit: the rules step by step"),
         _("Theme, goal and the four phases of a turn, then a seeded game you play against bots."),
         "widgets.pictures:cards"),
    Page("schwarzarbeit_deduction.ipynb", _("Schwarzarbeit: what each announcement reveals"),
         _("The exact number of possible hidden hands after every event, the facts now certain, and a prediction "
           "exercise."), "widgets.pictures:bits"),
    Page("rules_en_fr.ipynb", _("Schwarzarbeit: English and French rules compared"),
         _("Both texts side by side with their differences explained, the French word diff, and one game scored by "
           "the English list and the French table."), "widgets.pictures:languages"),
)
BOTS = {"random": "", "deduction": "schwarz.schwarzarbeit.bots:DeductionBot"}
SMART_BOT = "deduction"
TABLE = "widgets.schwarzarbeit.table"
LESSON = "widgets.schwarzarbeit.lesson:LESSON"
