"""Readable labels of actions, in English and French (buttons and transcripts): one template per action.

Colours are translated for French; the log's French lines are in ``french.py``.
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

COLOURS_FR = {
    "red": "rouge", "yellow": "jaune", "green": "vert", "blue": "bleu", "orange": "orange", "purple": "violet",
    "pink": "rose", "white": "blanc", "black": "noir",
}
NO_EVASION = "no-evasion"

LABELS: dict[str, dict[object, str]] = {
    "en": {
        Choose: "Choose the {character} character", Move: "Play {card} face up: move the {card} car",
        Exchange: "Discard {card} face down, take the {character} character",
        Joker: "Joker: move {car} one step forward", Backward: "Backward: move {car} one step counter-clockwise",
        Evasion: "Evasion: {car} to {business}", NO_EVASION: "Evasion (no car can evade: no effect)",
        Nasty: "Nasty exchange: take the {character} character", Scheffeln: "Scheffeln: pay the cars alone or on top",
        Claim: "{name} grabs {character}", TimeOut: "{name} runs out of time",
        Resolve: "Move the cars of the row, left to right",
    },
    "fr": {
        Choose: "Choisir le personnage {character}", Move: "Jouer {card} face visible : déplacer la voiture {card}",
        Exchange: "Défausser {card} face cachée, prendre le personnage {character}",
        Joker: "Joker : avancer {car} d'une case", Backward: "Marche arrière : reculer {car} d'une case",
        Evasion: "Esquive : {car} vers {business}",
        NO_EVASION: "Esquive (aucune voiture ne peut esquiver : sans effet)",
        Nasty: "Échange vicieux : prendre le personnage {character}",
        Scheffeln: "Scheffeln : payer les voitures seules ou au sommet",
        Claim: "{name} prend le personnage {character}", TimeOut: "{name} n'a plus le temps",
        Resolve: "Déplacer les voitures de la rangée, de gauche à droite",
    },
}


def colour_text(colour: object, lang: str = "en") -> str:
    """A car or character colour in ``lang``."""
    return COLOURS_FR.get(str(colour), str(colour)) if lang == "fr" else str(colour)


def describe_action(state: Any, action: object, lang: str = "en") -> str:
    """A short label such as 'Play red face up: move the red car' (or its French)."""
    labels = LABELS.get(lang, LABELS["en"])
    key: object = NO_EVASION if isinstance(action, Evasion) and action.car is None else type(action)
    template = labels.get(key)
    if template is None:
        return repr(action)
    fields = {f: colour_text(getattr(action, f, ""), lang) for f in ("card", "character", "car")}
    player = getattr(action, "player", None)
    return template.format(**fields, business=getattr(action, "business", ""),
                           name=state.players[player] if player is not None else "")
