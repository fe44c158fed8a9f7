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
    "app.error": {
        "en": "Something went wrong here. The rest of the page still works; try again or restart the game.",
        "fr": "Un problème est survenu ici. Le reste de la page fonctionne ; réessayez ou relancez la partie.",
    },
    "app.assumed": {
        "en": "assumed: not given by the rule text",
        "fr": "supposé : la règle ne le donne pas",
    },
    # design lab and classroom exercises (widgets/lab.py, widgets/exercises.py)
    "lab.title": {"en": "Design lab: change the rules, simulate many games",
                  "fr": "Labo de conception : changez les règles, simulez de nombreuses parties"},
    "lab.game": {"en": "Game", "fr": "Jeu"},
    "lab.games": {"en": "Games", "fr": "Parties"},
    "lab.bot_first": {"en": "Bot in seat 1", "fr": "Robot place 1"},
    "lab.bot_rest": {"en": "Other seats", "fr": "Autres places"},
    "lab.rotate": {"en": "Rotate seats", "fr": "Places tournantes"},
    "lab.rules_a": {"en": "Rule set A", "fr": "Règles A"},
    "lab.rules_b": {"en": "Rule set B", "fr": "Règles B"},
    "lab.compare": {"en": "Compare with rule set B", "fr": "Comparer avec les règles B"},
    "lab.run": {"en": "Run simulation", "fr": "Lancer la simulation"},
    "lab.texts": {"en": "the texts' rules", "fr": "les règles du texte"},
    "lab.scores": {"en": "Score distribution", "fr": "Distribution des scores"},
    "lab.win_seat": {"en": "Win rate by seat", "fr": "Taux de victoire par place"},
    "lab.win_bot": {"en": "Win rate by bot", "fr": "Taux de victoire par robot"},
    "lab.length": {"en": "Game length (actions)", "fr": "Durée de partie (actions)"},
    "lab.empty": {"en": "Choose a game and its knobs, then run the simulation.",
                  "fr": "Choisissez un jeu et ses réglages, puis lancez la simulation."},
    "lab.summary": {"en": "{games} games of {game} with {players} players, seed {seed}",
                    "fr": "{games} parties de {game} à {players} joueurs, graine {seed}"},
    "lab.seat": {"en": "Seat", "fr": "Place"},
    "lab.bot": {"en": "Bot", "fr": "Robot"},
    "lab.win_rate": {"en": "Win rate", "fr": "Taux de victoire"},
    "lab.mean": {"en": "Mean score", "fr": "Score moyen"},
    "lab.mean_length": {"en": "Mean game length", "fr": "Durée moyenne"},
    "lab.knob_hint": {"en": "Empty: the texts' value", "fr": "Vide : la valeur du texte"},
    "ex.title": {"en": "Classroom exercises", "fr": "Exercices pour la classe"},
    "ex.check": {"en": "Check", "fr": "Vérifier"},
    "ex.right": {"en": "Right!", "fr": "Juste !"},
    "ex.wrong": {"en": "Not quite.", "fr": "Pas tout à fait."},
    "ex.answer": {"en": "The engine's answer:", "fr": "La réponse du moteur :"},
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
    "step.events": {"en": "What happened", "fr": "Ce qui s'est passé"},
    "step.your_move": {"en": "Your move", "fr": "À vous de jouer"},
    "step.over": {"en": "The game is over.", "fr": "La partie est terminée."},
    "step.move": {"en": "Move", "fr": "Coup"},
    "step.speed": {"en": "Autoplay", "fr": "Lecture auto"},
    "step.human": {"en": "I play this seat", "fr": "Je joue cette place"},
    "step.rule_lang": {"en": "Rule text", "fr": "Texte de la règle"},
    "score.title": {"en": "Score sheet", "fr": "Feuille de score"},
    "score.total": {"en": "Total", "fr": "Total"},
    "score.rank": {"en": "Rank", "fr": "Rang"},
    # score sheet and rules panel (widgets/scores.py, widgets/rules_panel.py)
    "score.tiebreak": {
        "en": "Tie-break (illegal workers denounced)", "fr": "Départage (travailleurs au noir dénoncés)",
    },
    "score.chart": {"en": "Points by score line", "fr": "Points par ligne du décompte"},
    "score.hidden": {
        "en": "The score sheet is shown when the game is over: during the game its lines would tell hidden cards.",
        "fr": "La feuille de score s'affiche en fin de partie : pendant la partie elle révélerait des cartes cachées.",
    },
    "rules.title": {
        "en": "Schwarzarbeit: the English and the French rules compared",
        "fr": "Schwarzarbeit : les règles anglaises et françaises comparées",
    },
    "rules.mode.side": {"en": "English | French", "fr": "Anglais | Français"},
    "rules.mode.print": {"en": "English | French (printed)", "fr": "Anglais | Français (imprimé)"},
    "rules.mode.diff": {"en": "French word diff", "fr": "Diff des deux textes français"},
    "rules.section": {"en": "Section", "fr": "Section"},
    "rules.all": {"en": "All sections", "fr": "Toutes les sections"},
    "rules.with_differences": {
        "en": "Sections with a difference in meaning", "fr": "Sections avec une différence de sens",
    },
    "rules.none": {"en": "No counterpart in this text.", "fr": "Pas d'équivalent dans ce texte."},
    "rules.difference": {"en": "Difference", "fr": "Différence"},
    "rules.matters": {"en": "Changes play or the result", "fr": "Change le jeu ou le résultat"},
    "rules.engine": {"en": "What the engine does", "fr": "Ce que fait le moteur"},
    "rules.option": {
        "en": "Covered by the engine option Options({option}=...)",
        "fr": "Couvert par l'option du moteur Options({option}=...)",
    },
    "rules.no_option": {"en": "No engine option covers it", "fr": "Aucune option du moteur ne la couvre"},
    "rules.english_only": {"en": "", "fr": "(explications en anglais)"},
    "rules.intro": {
        "en": "Section by section, paragraph by paragraph. Marked passages [n] differ in MEANING between the English "
        "and the French text; each is explained under its paragraph.",
        "fr": "Section par section, paragraphe par paragraphe. Les passages marqués [n] diffèrent par le SENS entre "
        "le texte anglais et le texte français ; chacun est expliqué sous son paragraphe.",
    },
    "rules.diff_intro": {
        "en": "The two French renderings (the markdown text 'fr' and the printed PDF 'fr-print') word by word. They "
        "differ in FORM only (accents, spelling, typography, a few words), not in meaning.",
        "fr": "Les deux versions françaises (le texte markdown 'fr' et le PDF imprimé 'fr-print') mot à mot. Elles "
        "diffèrent par la FORME seulement (accents, orthographe, typographie, quelques mots), pas par le sens.",
    },
    "rules.deleted": {"en": "only in 'fr' (struck through)", "fr": "seulement dans 'fr' (barré)"},
    "rules.inserted": {"en": "only in 'fr-print' (underlined)", "fr": "seulement dans 'fr-print' (souligné)"},
    "rules.identical": {"en": "identical word for word", "fr": "identiques mot pour mot"},
    "rules.identical_count": {
        "en": "{count} more sections are identical word for word.",
        "fr": "{count} autres sections sont identiques mot pour mot.",
    },
    "rules.decisions": {"en": "Rule decisions of the engine", "fr": "Décisions de règle du moteur"},
    "editions.title": {
        "en": "The edition switch: one game, scored by the English list and by the French table",
        "fr": "Le choix d'édition : une partie, comptée selon la liste anglaise et selon le tableau français",
    },
    "editions.intro": {
        "en": "A lawyer on a denounced illegal worker scores -2 by the English list; the printed French table "
        "gives -99 when the worker is the lawyer's OWN. The texts forbid hiring or denouncing your own illegal "
        "workers, not defending them: in the English edition such a lawyer is a legal bluff that costs 2 points. "
        "This game is played in the English edition with the default options: {careless} (careless, or "
        "bluffing) may put a lawyer on his own denounced worker; the three others never do. The same final table "
        "is scored by the English list and by the French table (the French edition refuses that lawyer unless "
        "blunders are allowed).",
        "fr": "Un avocat sur un travailleur au noir dénoncé vaut -2 selon la liste anglaise ; le tableau français "
        "imprimé donne -99 quand ce travailleur est le SIEN. Les règles interdisent d'embaucher ou de dénoncer "
        "ses propres travailleurs au noir, pas de les défendre : dans l'édition anglaise, cet avocat est un bluff "
        "permis qui coûte 2 points. Cette partie est jouée dans l'édition anglaise avec les options par défaut : "
        "{careless} (distrait, ou qui bluffe) peut placer un avocat sur son propre travailleur dénoncé ; les "
        "trois autres ne le font jamais. La même table finale est comptée selon la liste anglaise et selon le "
        "tableau français (l'édition française refuse cet avocat sauf si les bévues sont permises).",
    },
    "editions.seed": {"en": "Seed", "fr": "Graine"},
    "editions.careless": {"en": "Careless player", "fr": "Joueur distrait"},
    "editions.replay": {"en": "Replay", "fr": "Rejouer"},
    "editions.events": {"en": "The lawyer on his own worker", "fr": "L'avocat sur son propre travailleur"},
    "editions.none": {
        "en": "In this game no lawyer landed on its owner's own illegal worker: both editions give the same scores. "
        "Try another seed.",
        "fr": "Dans cette partie aucun avocat n'a été placé sur le propre travailleur au noir de son joueur : les "
        "deux éditions donnent les mêmes points. Essayez une autre graine.",
    },
    "editions.en": {"en": "Edition 'en': the English list (-2)", "fr": "Édition 'en' : la liste anglaise (-2)"},
    "editions.fr": {"en": "Edition 'fr': the French table (-99)", "fr": "Édition 'fr' : le tableau français (-99)"},
    "editions.verdict": {
        "en": "{name}: {en} points by the English list, {fr} by the French table. Winner: {win_en} (en), "
        "{win_fr} (fr).",
        "fr": "{name} : {en} points selon la liste anglaise, {fr} selon le tableau français. Vainqueur : {win_en} "
        "(en), {win_fr} (fr).",
    },
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
