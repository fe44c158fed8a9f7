"""The notebooks of the app, as the landing page lists them (a test checks every notebook is listed)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from schwarz.i18n import Msg, _
from widgets import pictures


@dataclass(frozen=True)
class Entry:
    """One notebook: file name, title and one line (catalog messages), and its picture."""

    file: str
    title: Msg
    line: Msg
    picture: Callable[[str], str]


CATALOG: tuple[Entry, ...] = (
    Entry(
        "schwarzarbeit_tutorial.ipynb",
        _("Schwarzarbeit: the rules step by step"),
        _("Theme, goal and the four phases of a turn, then a seeded game you play against bots."),
        pictures.cards,
    ),
    Entry(
        "schwarzarbeit_deduction.ipynb",
        _("Schwarzarbeit: what each announcement reveals"),
        _("The exact number of possible hidden hands after every event, the facts now certain, and a "
          "prediction exercise."),
        pictures.bits,
    ),
    Entry(
        "rules_en_fr.ipynb",
        _("Schwarzarbeit: English and French rules compared"),
        _("Both texts side by side with their differences explained, the French word diff, and one game "
          "scored by the English list and the French table."),
        pictures.languages,
    ),
    Entry(
        "scheffeln.ipynb",
        _("Scheffeln: the rules step by step"),
        _("The ring of businesses and the moving rules, a seeded game against bots with Express, RUN and "
          "Mafia switches, and the Express exercise."),
        pictures.ring,
    ),
    Entry(
        "schwarzmarkt.ipynb",
        _("Schwarzmarkt: the rules step by step"),
        _("The price track, offer and text cards, then a seeded game where you exchange and raise the "
          "price against bots."),
        pictures.track,
    ),
    Entry(
        "design_lab.ipynb",
        _("Design lab: change the rules, simulate"),
        _("Turn the rule knobs of any game, run 1,000 seeded games with bots and compare two rule sets."),
        pictures.histogram,
    ),
    Entry(
        "classroom_exercises.ipynb",
        _("Classroom exercises"),
        _("Eight questions across the three games, each checked by the engine: right or wrong, and why."),
        pictures.check,
    ),
)
