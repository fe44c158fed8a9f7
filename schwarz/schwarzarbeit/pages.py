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
BOTS = {"random": "", "deduction": "schwarz.schwarzarbeit.bots:DeductionBot",
        "search": "schwarz.schwarzarbeit.search:SearchBot"}
SMART_BOT = "deduction"
TABLE = "widgets.schwarzarbeit.table"
LESSON = "widgets.schwarzarbeit.lesson:LESSON"
BOT_LABELS = {"deduction": _("deduction bot"), "search": _("search bot")}
KNOBS = {
    "edition": _("edition of the score table"),
    "blunders": _("allow blunders (-99)"),
    "detective_arguments": _("detective arguments (both lost)"),
    "scores.hired_regular": _("hired regular employee"),
    "scores.hired_foreign_illegal": _("hired another's illegal worker"),
    "scores.hired_own_illegal": _("hired own illegal worker"),
    "scores.denounced_foreign_illegal": _("denounced another's illegal"),
    "scores.denounced_regular": _("denounced regular employee"),
    "scores.denounced_own_illegal": _("denounced own illegal worker"),
    "scores.lawyer_on_regular": _("lawyer on a regular employee"),
    "scores.lawyer_on_illegal": _("lawyer on an illegal worker"),
    "scores.lawyer_on_own_illegal_fr": _("lawyer on own illegal (FR)"),
    "scores.detective_kept": _("detective kept"),
    "illegal_per_player": _("illegal workers per player"),
    "market_extra": _("market cards beyond one per player"),
}
"""Readable names of the rule knobs (the design lab's labels; errors and summaries name a knob by it)."""
EXERCISES = "widgets.exercises.schwarzarbeit:EXERCISES"
