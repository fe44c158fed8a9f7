"""The French labels of the actions (the buttons of the app's French interface).

The rule text of Scheffeln exists in English only, so the log stays in English; the buttons a student clicks
are labelled in French here. English returns ``describe_action``.
"""

from __future__ import annotations

from typing import Any

from schwarz.scheffeln.actions import (
    Backward,
    Choose,
    Claim,
    Evasion,
    Exchange,
    Joker,
    Move,
    Nasty,
    Resolve,
    Scheffeln,
    TimeOut,
)
from schwarz.scheffeln.describe import describe_action

COLOURS_FR = {
    "red": "rouge", "yellow": "jaune", "green": "vert", "blue": "bleu", "orange": "orange", "purple": "violet",
    "pink": "rose", "white": "blanc", "black": "noir",
}


def colour_fr(colour: object) -> str:
    """The French name of a car or character colour."""
    return COLOURS_FR.get(str(colour), str(colour))


def action_text(state: Any, action: object, lang: str = "en") -> str:
    """A button label for ``action`` in ``lang``."""
    if lang != "fr":
        return describe_action(state, action)
    players = state.players
    if isinstance(action, Choose):
        return f"Choisir le personnage {colour_fr(action.character)}"
    if isinstance(action, Move):
        return f"Jouer {colour_fr(action.card)} face visible : déplacer la voiture {colour_fr(action.card)}"
    if isinstance(action, Exchange):
        return f"Défausser {colour_fr(action.card)} face cachée, prendre le personnage {colour_fr(action.character)}"
    if isinstance(action, Joker):
        return f"Joker : avancer {colour_fr(action.car)} d'une case"
    if isinstance(action, Backward):
        return f"Marche arrière : reculer {colour_fr(action.car)} d'une case"
    if isinstance(action, Evasion):
        if action.car is None:
            return "Esquive (aucune voiture ne peut esquiver : sans effet)"
        return f"Esquive : {colour_fr(action.car)} vers {action.business}"
    if isinstance(action, Nasty):
        return f"Échange vicieux : prendre le personnage {colour_fr(action.character)}"
    if isinstance(action, Scheffeln):
        return "Scheffeln : payer les voitures seules ou au sommet"
    if isinstance(action, Claim):
        return f"{players[action.player]} prend le personnage {colour_fr(action.character)}"
    if isinstance(action, TimeOut):
        return f"{players[action.player]} n'a plus le temps"
    if isinstance(action, Resolve):
        return "Déplacer les voitures de la rangée, de gauche à droite"
    return describe_action(state, action)
