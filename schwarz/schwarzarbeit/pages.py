"""Schwarzarbeit's place in the app: its pages on the landing page, its bots, its table and its lesson."""

from __future__ import annotations

from schwarz.core.contract import Page
from schwarz.i18n import _

ABOUT = _("A deduction game for 3 to 5: work out who secretly employs whom from what every player announces, "
          "then hire the honest and denounce the others' illegal workers.")
PAGES = (
    Page("schwarzarbeit_tutorial.ipynb", _("Schwarzarbeit: the rules step by step"),
         _("A guided tutorial where you make every move (announce, hire, denounce, a lawyer, the detective), then "
           "a game against bots."),
         "widgets.pictures:cards"),
    Page("schwarzarbeit_deduction.ipynb", _("Schwarzarbeit: what each announcement reveals"),
         _("The exact number of possible hidden hands after every event, the facts now certain, and a prediction "
           "exercise."), "widgets.pictures:bits"),
    Page("rules_en_fr.ipynb", _("Schwarzarbeit: English and French rules compared"),
         _("Both texts side by side with their differences explained, the French word diff, and one game scored by "
           "the English list and the French table."), "widgets.pictures:languages"),
)
MINUTES = {"schwarzarbeit_tutorial.ipynb": 20, "schwarzarbeit_deduction.ipynb": 10, "rules_en_fr.ipynb": 10}
"""About how long each page takes (a lesson page: its tutorial, then one game against bots)."""
START = "schwarzarbeit_tutorial.ipynb"
"""Where a newcomer starts: the game the landing page recommends first."""
BOTS = {"random": "", "deduction": "schwarz.schwarzarbeit.bots:DeductionBot"}
SMART_BOT = "deduction"
TABLE = "widgets.schwarzarbeit.table"
LESSON = "widgets.schwarzarbeit.lesson:LESSON"
