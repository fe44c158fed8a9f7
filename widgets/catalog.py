"""The notebooks of the app, as the landing page lists them (a test checks every notebook is listed)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from widgets import pictures


@dataclass(frozen=True)
class Entry:
    """One notebook: file name, title and one line in each language, and its picture."""

    file: str
    title: dict[str, str]
    line: dict[str, str]
    picture: Callable[[], str]


CATALOG: tuple[Entry, ...] = (
    Entry(
        "schwarzarbeit_tutorial.ipynb",
        {"en": "Schwarzarbeit: the rules step by step", "fr": "Schwarzarbeit : les règles pas à pas"},
        {
            "en": "Theme, goal and the four phases of a turn, then a seeded game you play against bots.",
            "fr": "Thème, but et les quatre phases d'un tour, puis une partie contre des robots.",
        },
        pictures.cards,
    ),
    Entry(
        "schwarzarbeit_deduction.ipynb",
        {"en": "Schwarzarbeit: what each announcement reveals", "fr": "Schwarzarbeit : ce que révèle chaque annonce"},
        {
            "en": "The exact number of possible hidden hands after every event, the facts now certain, and a "
            "prediction exercise.",
            "fr": "Le nombre exact de mains cachées possibles après chaque événement, les faits certains, et un "
            "exercice de prédiction.",
        },
        pictures.bits,
    ),
    Entry(
        "rules_en_fr.ipynb",
        {"en": "Schwarzarbeit: English and French rules compared",
         "fr": "Schwarzarbeit : règles anglaises et françaises comparées"},
        {
            "en": "Both texts side by side with their differences explained, the French word diff, and one game "
            "scored by the English list and the French table.",
            "fr": "Les deux textes côte à côte et leurs différences expliquées, le diff des deux textes français, et "
            "une partie comptée selon la liste anglaise et le tableau français.",
        },
        pictures.languages,
    ),
    Entry(
        "scheffeln.ipynb",
        {"en": "Scheffeln: the rules step by step", "fr": "Scheffeln : les règles pas à pas"},
        {
            "en": "The ring of businesses and the moving rules, a seeded game against bots with Express, RUN and "
            "Mafia switches, and the Express exercise.",
            "fr": "L'anneau des commerces et les règles de déplacement, une partie contre des robots avec Express, "
            "RUN et Mafia, et l'exercice Express.",
        },
        pictures.ring,
    ),
    Entry(
        "schwarzmarkt.ipynb",
        {"en": "Schwarzmarkt: the rules step by step", "fr": "Schwarzmarkt : les règles pas à pas"},
        {
            "en": "The price track, offer and text cards, then a seeded game where you exchange and raise the price "
            "against bots.",
            "fr": "La piste des prix, les cartes d'offre et les cartes texte, puis une partie où vous échangez et "
            "faites monter le prix contre des robots.",
        },
        pictures.track,
    ),
    Entry(
        "design_lab.ipynb",
        {"en": "Design lab: change the rules, simulate", "fr": "Labo : changez les règles, simulez"},
        {
            "en": "Turn the rule knobs of any game, run 1,000 seeded games with bots and compare two rule sets.",
            "fr": "Réglez les règles d'un jeu, simulez 1 000 parties avec des robots et comparez deux jeux de règles.",
        },
        pictures.histogram,
    ),
    Entry(
        "classroom_exercises.ipynb",
        {"en": "Classroom exercises", "fr": "Exercices pour la classe"},
        {
            "en": "Eight questions across the three games, each checked by the engine: right or wrong, and why.",
            "fr": "Huit questions sur les trois jeux, vérifiées par le moteur : juste ou faux, et pourquoi.",
        },
        pictures.check,
    ),
)
