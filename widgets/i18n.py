"""The app's own interface text in English and French (issue: 'English/French switch ... remembered').

The language travels in the page address (``?lang=fr``): Voila hands the query string to the kernel as the
``QUERY_STRING`` environment variable, and every link the app draws carries the language on, so the choice
is remembered from page to page. In JupyterLab there is no query string and English is the default.
"""

from __future__ import annotations

import os
from urllib.parse import parse_qs, urlencode, urlsplit, urlunsplit

LANGS = ("en", "fr")
LANG_NAMES = {"en": "English", "fr": "Français"}

TEXT: dict[str, dict[str, str]] = {
    "app.title": {
        "en": "schwarz: three German card games, taught",
        "fr": "schwarz : trois jeux de cartes allemands expliqués",
    },
    "app.tagline": {
        "en": "Step through Schwarzarbeit, Scheffeln and Schwarzmarkt rule by rule, see what every announcement "
        "reveals, and change the rules to see what they do.",
        "fr": "Parcourez Schwarzarbeit, Scheffeln et Schwarzmarkt règle par règle, voyez ce que révèle chaque "
        "annonce, et changez les règles pour voir leur effet.",
    },
    "app.home": {"en": "Home", "fr": "Accueil"},
    "app.language": {"en": "Language", "fr": "Langue"},
    "app.open": {"en": "Open", "fr": "Ouvrir"},
    "app.error": {
        "en": "Something went wrong here. The rest of the page still works; try again or restart the game.",
        "fr": "Un problème est survenu ici. Le reste de la page fonctionne ; réessayez ou relancez la partie.",
    },
    "app.assumed": {
        "en": "assumed: not given by the rule text",
        "fr": "supposé : la règle ne le donne pas",
    },
    "step.restart": {"en": "Restart", "fr": "Recommencer"},
    "step.back": {"en": "Back", "fr": "Retour"},
    "step.step": {"en": "Step", "fr": "Pas suivant"},
    "step.turn": {"en": "To end of turn", "fr": "Fin du tour"},
    "step.end": {"en": "To end of game", "fr": "Fin de partie"},
    "step.seed": {"en": "Seed", "fr": "Graine"},
    "step.players": {"en": "Players", "fr": "Joueurs"},
    "step.seat": {"en": "Seat", "fr": "Place"},
    "step.teacher": {"en": "Teacher (sees all)", "fr": "Enseignant (voit tout)"},
    "step.phase": {"en": "Phase", "fr": "Phase"},
    "step.rule": {"en": "Rule", "fr": "Règle"},
    "step.events": {"en": "What happened", "fr": "Ce qui s'est passé"},
    "step.your_move": {"en": "Your move", "fr": "À vous de jouer"},
    "step.waiting": {"en": "Bots are playing", "fr": "Les robots jouent"},
    "step.over": {"en": "The game is over.", "fr": "La partie est terminée."},
    "step.move": {"en": "Move", "fr": "Coup"},
    "step.speed": {"en": "Autoplay", "fr": "Lecture auto"},
    "step.human": {"en": "I play this seat", "fr": "Je joue cette place"},
    "step.rule_lang": {"en": "Rule text", "fr": "Texte de la règle"},
    "score.title": {"en": "Score sheet", "fr": "Feuille de score"},
    "score.total": {"en": "Total", "fr": "Total"},
    "score.rank": {"en": "Rank", "fr": "Rang"},
}


def t(key: str, lang: str = "en") -> str:
    """The interface text ``key`` in ``lang`` (English when a translation is missing)."""
    entry = TEXT[key]
    return entry.get(lang) or entry["en"]


def lang_from_query(query: str | None) -> str:
    """The language asked for by a query string such as ``lang=fr`` (English by default)."""
    values = parse_qs(query or "").get("lang", [])
    return values[0] if values and values[0] in LANGS else "en"


def current_lang() -> str:
    """The language of the page this kernel serves (from Voila's ``QUERY_STRING``; English elsewhere)."""
    return lang_from_query(os.environ.get("QUERY_STRING"))


def with_lang(href: str, lang: str) -> str:
    """``href`` with ``?lang=`` set, so the next page opens in the same language."""
    parts = urlsplit(href)
    query = {k: v[0] for k, v in parse_qs(parts.query).items()}
    query["lang"] = lang
    return urlunsplit((parts.scheme, parts.netloc, parts.path, urlencode(query), parts.fragment))
