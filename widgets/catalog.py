"""The pages of the app as the landing page lists them: each game's own pages (``GameSpec.pages``), then the
pages about every game (a test checks every notebook is listed)."""

from __future__ import annotations

from collections.abc import Callable

from schwarz.core.contract import Page
from schwarz.core.registry import GAMES, named
from schwarz.i18n import _

EXERCISE_COUNT = 14
"""The classroom exercises (``widgets.exercises.EXERCISES``; a test checks the count)."""
LAB_GAMES = 1000
"""The games the design lab notebook simulates per rule set (notebooks/design_lab.ipynb: ``Lab(games=1000)``)."""

GENERAL: tuple[Page, ...] = (
    Page("design_lab.ipynb", _("Design lab: change the rules, simulate"),
         _("Turn the rule knobs of any game, run {games} seeded games with bots and compare two rule sets.",
           games=LAB_GAMES),
         "widgets.pictures:histogram"),
    Page("classroom_exercises.ipynb", _("Classroom exercises"),
         _("{count} questions across the three games, each checked by the engine: a hint after a wrong answer, the "
           "answer on request, and your score.", count=EXERCISE_COUNT),
         "widgets.pictures:check"),
)
"""The pages that are about all games at once."""
MINUTES = {"design_lab.ipynb": 15, "classroom_exercises.ipynb": 20}
"""About how long each page about all games takes."""

CATALOG: tuple[Page, ...] = (*(page for name in GAMES for page in GAMES[name].pages), *GENERAL)


def picture(page: Page) -> Callable[[str], str]:
    """The drawing of a page (``picture(lang) -> svg``), from its ``"module:function"`` path."""
    draw: Callable[[str], str] = named(page.picture)
    return draw
