"""The app's own interface text in English and French.

The language travels in the page address (``?lang=fr``): Voila hands the query string to the kernel as the
``QUERY_STRING`` environment variable, and every link the app draws carries the language on, so the choice
is remembered from page to page. In JupyterLab there is no query string and English is the default.
"""

from __future__ import annotations

import os
from urllib.parse import parse_qs, urlencode, urlsplit, urlunsplit

from schwarz.i18n import Msg, _, render

LANGS = ("en", "fr")
LANG_NAMES = {"en": "English", "fr": "Français"}

TEXT: dict[str, Msg] = {
    "app.title": _("schwarz: three German card games, taught"),
    "app.tagline": _(
        "Step through Schwarzarbeit, Scheffeln and Schwarzmarkt rule by rule, see what every announcement "
        "reveals, and change the rules to see what they do."),
    "app.home": _("Home"),
    "app.error": _("Something went wrong here. The rest of the page still works; try again or restart the game."),
    "app.assumed": _("assumed: not given by the rule text"),
    "lab.title": _("Design lab: change the rules, simulate many games"),
    "lab.game": _("Game"),
    "lab.games": _("Games"),
    "lab.bot_first": _("Bot in seat 1"),
    "lab.bot_rest": _("Other seats"),
    "lab.rotate": _("Rotate seats"),
    "lab.rules_a": _("Rule set A"),
    "lab.rules_b": _("Rule set B"),
    "lab.compare": _("Compare with rule set B"),
    "lab.run": _("Run simulation"),
    "lab.texts": _("the texts' rules"),
    "lab.scores": _("Score distribution"),
    "lab.win_seat": _("Win rate by seat"),
    "lab.win_bot": _("Win rate by bot"),
    "lab.length": _("Game length (actions)"),
    "lab.empty": _("Choose a game and its knobs, then run the simulation."),
    "lab.summary": _("{games} games of {game} with {players} players, seed {seed}"),
    "lab.seat": _("Seat"),
    "lab.bot": _("Bot"),
    "lab.win_rate": _("Win rate"),
    "lab.mean": _("Mean score"),
    "lab.mean_length": _("Mean game length"),
    "lab.knob_hint": _("Empty: the texts' value"),
    "ex.title": _("Classroom exercises"),
    "ex.check": _("Check"),
    "ex.right": _("Right!"),
    "ex.wrong": _("Not quite."),
    "ex.answer": _("The engine's answer:"),
    "step.restart": _("Restart"),
    "step.back": _("Back"),
    "step.step": _("Step"),
    "step.turn": _("To end of turn"),
    "step.round": _("To end of round"),
    "step.end": _("To end of game"),
    "step.seed": _("Seed"),
    "step.players": _("Players"),
    "step.seat": _("Seat"),
    "step.teacher": _("Teacher (sees all)"),
    "step.phase": _("Phase"),
    "step.events": _("What happened"),
    "step.your_move": _("Your move"),
    "step.over": _("The game is over."),
    "step.move": _("Move"),
    "step.speed": _("Autoplay"),
    "step.human": _("I play this seat"),
    "step.rule_lang": _("Rule text"),
    "score.title": _("Score sheet"),
    "score.total": _("Total"),
    "score.rank": _("Rank"),
    "score.tiebreak": _("Tie-break (illegal workers denounced)"),
    "score.chart": _("Points by score line"),
    "score.hidden": _(
        "The score sheet is shown when the game is over: during the game its lines would tell hidden cards."),
    "rules.title": _("Schwarzarbeit: the English and the French rules compared"),
    "rules.mode.side": _("English | French"),
    "rules.mode.print": _("English | French (printed)"),
    "rules.mode.diff": _("French word diff"),
    "rules.section": _("Section"),
    "rules.all": _("All sections"),
    "rules.with_differences": _("Sections with a difference in meaning"),
    "rules.none": _("No counterpart in this text."),
    "rules.intro": _(
        "Section by section, paragraph by paragraph. Marked passages [n] differ in MEANING between the "
        "English and the French text; each is explained under its paragraph."),
    "rules.diff_intro": _(
        "The two French renderings (the markdown text 'fr' and the printed PDF 'fr-print') word by word. "
        "They differ in FORM only (accents, spelling, typography, a few words), not in meaning."),
    "rules.deleted": _("only in 'fr' (struck through)"),
    "rules.inserted": _("only in 'fr-print' (underlined)"),
    "rules.identical": _("identical word for word"),
    "rules.identical_count": _("{count} more sections are identical word for word."),
    "rules.decisions": _("Rule decisions of the engine"),
    "editions.title": _("The edition switch: one game, scored by the English list and by the French table"),
    "editions.seed": _("Seed"),
    "editions.careless": _("Careless player"),
    "editions.replay": _("Replay"),
    "editions.events": _("The lawyer on his own worker"),
    "editions.none": _(
        "In this game no lawyer landed on its owner's own illegal worker: both editions give the same "
        "scores. Try another seed."),
    "editions.en": _("Edition 'en': the English list (-2)"),
    "editions.fr": _("Edition 'fr': the French table (-99)"),
}


def t(key: str, lang: str = "en") -> str:
    """The interface text ``key`` in ``lang`` (from the message catalog)."""
    if key not in TEXT:
        return ""
    return render(TEXT[key], lang)


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
