"""The French wording of the log (the app's interface in French, issue 'web app').

The engine writes each event once, in English, with json-friendly ``data``; ``event_text(event, players,
lang)`` words it again in French from that data (English returns the engine's own line). Colours are
translated (``describe.colour_text``); business names stay as printed. ``step_data`` is the json-friendly
account of one application of the moving rules (sections sch.moving.single-car, sch.moving.two-cars,
sch.run.backward) that the engine stores with each move.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from schwarz.core.events import Said as Event  # TRANSITION
from schwarz.scheffeln.components import business_name
from schwarz.scheffeln.describe import colour_text
from schwarz.scheffeln.moving import Step


def step_data(result: Step, ring: Sequence[str]) -> dict[str, Any]:
    """One move as flat json-friendly event data (``car`` is the moving car), businesses as ring letters."""
    return {
        "car": result.car,
        "carried": result.carried,
        "start": ring[result.start],
        "end": ring[result.end],
        "skipped": tuple(ring[i] for i in result.skipped),
        "backward": result.backward,
        "onto": result.stacked_on,
        "below": result.below,
    }


FEMININE = {"vert": "verte", "bleu": "bleue", "violet": "violette", "blanc": "blanche", "noir": "noire"}
"""Colours agreeing with 'voiture' and 'carte' (both feminine); the rest are the same in both genders."""


def _c(colour: object) -> str:
    """A colour as a character's ('le personnage vert') or on the board list ('A vert')."""
    return colour_text(colour, "fr")


def _f(colour: object) -> str:
    """A colour agreeing with a feminine noun: 'verte'."""
    return FEMININE.get(_c(colour), _c(colour))


def _car(colour: object) -> str:
    return f"la voiture {_f(colour)}"


def _label(letter: str) -> str:
    """'C Lucre District' (business names stay as printed)."""
    return f"{letter} {business_name(letter)}"


def _and(items: Sequence[str]) -> str:
    names = list(items)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " et " + names[-1]


def explain_fr(s: Any) -> str:
    """The moving rule applied, in French, from ``step_data`` (mirror of ``Step.explain``)."""
    back = " (dans le sens inverse des aiguilles d'une montre)" if s["backward"] else ""
    here, there = s["start"], s["end"]
    skipped = list(s["skipped"])
    if s["carried"] is not None:
        move = "reculent" if s["backward"] else "avancent"
        head = (f"{_car(s['car'])} est sous {_car(s['carried'])} sur {here} : les deux {move}{back} jusqu'à la "
                "prochaine entreprise sans voiture")
        if here == there:
            return (f"{head} ; toutes les autres entreprises ont une voiture, elles font donc le tour de l'anneau et "
                    f"restent sur {here}")
        skip = f", en sautant {_and(skipped)}" if skipped else ""
        return f"{head}{skip} : {there}"
    where = f"est au-dessus de {_car(s['below'])} sur {here}" if s["below"] else f"est seule sur {here}"
    full = f", en sautant {_and(skipped)} (2 voitures)," if skipped else ""
    move = "recule" if s["backward"] else "avance"
    head = f"{_car(s['car'])} {where} : elle {move} seule{back}{full}"
    if s["onto"] is not None:
        return f"{head} jusqu'à {there}, sur {_car(s['onto'])}"
    return f"{head} jusqu'à {there}, qui n'avait pas de voiture"


PLAYS_FR = {"Joker": "le Joker", "Backward": "la Marche arrière"}


def event_text(event: Event, players: Sequence[str], lang: str = "en") -> str:
    """The event's line in ``lang`` ('en': the engine's own line)."""
    if lang != "fr":
        return event.text
    d = event.data
    who = players[event.player] if event.player is not None else ""
    kind = event.kind
    if kind == "ring":
        order = "dans un ordre aléatoire" if d.get("random") else "dans l'ordre alphabétique"
        return f"Les 8 entreprises forment un anneau {order} : " + ", ".join(_label(b) for b in d["ring"])
    if kind == "cars":
        return "Une voiture sur chaque entreprise : " + ", ".join(
            f"{b} {_c(s[0])}" for b, s in zip(d["ring"], d["stacks"], strict=True))
    if kind == "tokens":
        how = ("tous les jetons mélangés ensemble en 8 piles" if d.get("express")
               else "les jetons de chaque entreprise mélangés")
        return f"Jetons d'argent : {how}, face cachée"
    if kind == "round":
        return f"Manche {d['round']} : {who} est le premier joueur"
    if kind == "tops":
        return "Jetons du dessus retournés face visible : " + ", ".join(
            f"{b} {v}" for b, v in zip(d["ring"], d["tops"], strict=True) if v is not None)
    if kind in ("deal", "row"):
        dealer = players[d["dealer"]]
        if kind == "row":
            return (f"{dealer} mélange les {d['count']} cartes de déplacement et en pose {d['size']} face cachée "
                    "en rangée")
        return f"{dealer} mélange les {d['count']} cartes de déplacement et en distribue {d['size']} à chacun"
    if kind == "hand":
        return f"{who} reçoit les cartes {', '.join(_f(c) for c in d['cards'])}"
    if kind == "choose":
        if event.player is None:
            return "En commençant par le premier joueur, chacun choisit un personnage"
        return f"{who} choisit le personnage {_c(d['character'])}"
    if kind == "secret":
        return f"{who} défausse la carte {_f(d['card'])} face cachée"
    if kind == "exchange":
        return (f"{who} défausse une carte face cachée et échange le personnage {_c(d['old'])} contre le "
                f"{_c(d['character'])}")
    if kind == "move":
        if "index" in d:
            return f"Carte {d['index']}, {_f(d['card'])} : {explain_fr(d)}"
        play = d.get("play")
        what = f"joue {PLAYS_FR[play]} sur {_car(d['car'])}" if play in PLAYS_FR else f"joue la carte {_f(d['car'])}"
        return f"{who} {what} : {explain_fr(d)}"
    if kind == "mafia-move":
        return f"La Mafia avance sur une carte face cachée : {explain_fr(d)}"
    if kind == "round-over":
        return "Toutes les cartes sont jouées : la phase Scheffeln commence"
    if kind == "scheffeln":
        return "Phase Scheffeln : chaque personnage seul ou au sommet prend le jeton d'argent du dessus"
    if kind == "none":
        return f"{who} n'a pas de personnage et ne gagne rien"
    if kind == "earn":
        how = f"au-dessus de {_car(d['below'])}" if d.get("below") else "seule"
        return (f"La voiture {_f(d['character'])} de {who} est {how} sur {_label(d['business'])} : {who} prend le "
                f"jeton du dessus, {d['value']}")
    if kind == "beneath":
        return (f"La voiture {_f(d['character'])} de {who} est sous {_car(d['top'])} sur {_label(d['business'])} : "
                "pas d'argent")
    if kind == "mafia":
        case = d.get("case")
        if case == "placed":
            return f"La voiture noire de la Mafia est placée sous {_car(d['top'])} sur {_label(d['business'])}"
        if case == "beneath":
            return f"La voiture de la Mafia est sous {_car(d['top'])} : la Mafia ne reçoit rien"
        if case == "paid":
            return (f"La Mafia prend le jeton du dessus de {_label(d['business'])}, {d['value']} ; parmi les joueurs "
                    f"qui ont reçu de l'argent, {who} est sur l'entreprise la moins précieuse "
                    f"({_label(d['poorest'])}) et le reçoit")
        if case == "lost":
            return (f"La Mafia prend le jeton du dessus de {_label(d['business'])}, {d['value']} ; personne n'a reçu "
                    "d'argent cette manche, il quitte donc le jeu")
    if kind == "end":
        empty = " et ".join(_label(b) for b in d["empty"])
        verb = "n'a" if len(d["empty"]) == 1 else "n'ont"
        winners = " et ".join(players[p] for p in d["winners"])
        share = "se partagent la victoire" if len(d["winners"]) > 1 else "gagne"
        return f"{empty} {verb} plus de jetons d'argent : la partie se termine. {winners} {share} avec {d['best']}"
    if kind == "return":
        return "Les cartes personnage retournent au centre ; les voitures restent"
    if kind == "keep":
        return "Les joueurs gardent leur personnage ; les voitures restent où elles sont"
    if kind == "reveal":
        return f"La carte {d['position'] + 1} de la rangée (depuis la gauche) est retournée : {_f(d['card'])}"
    if kind == "claim":
        if event.player is None:
            return "Chacun calcule où les voitures arriveront et prend un personnage"
        return f"{who} prend le personnage {_c(d['character'])}"
    if kind == "resolve":
        return "La rangée prend effet de gauche à droite"
    if kind == "timeout":
        return f"{who} n'a plus le temps et ne reçoit pas de personnage"
    if kind == "nasty":
        other = d.get("other")
        if other is not None:
            return (f"{who} joue l'Échange vicieux et échange le personnage {_c(d['old'])} contre le "
                    f"{_c(d['character'])} de {players[other]}")
        return (f"{who} joue l'Échange vicieux et échange le personnage {_c(d['old'])} contre le "
                f"{_c(d['character'])} libre")
    if kind == "evasion":
        if "car" not in d:
            return (f"{who} joue l'Esquive : aucune voiture n'est au-dessus d'une autre avec une entreprise sans "
                    "voiture où aller, il ne se passe donc rien")
        return (f"{who} joue l'Esquive : {_car(d['car'])} quitte {_car(d['below'])} sur {_label(d['start'])} et va sur "
                f"{_label(d['to'])}, qui n'avait pas de voiture")
    return event.text
