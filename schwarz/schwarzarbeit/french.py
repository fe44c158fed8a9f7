"""The French wording of the log (the app's interface in French, issue 'web app').

The engine writes each event once, in English, with json-friendly ``data``; ``event_text(event, players,
lang)`` words it again in French from that data (English returns the engine's own line). Action labels are in
``describe.py``.
"""

from __future__ import annotations

from collections.abc import Sequence

from schwarz.core.events import Event
from schwarz.schwarzarbeit.describe import card_text


def card_fr(card: Sequence[str]) -> str:
    """'Sid Schmiel (week-end)' from a card's event data ``(employee, shift)``."""
    return card_text((card[0], card[1]), "fr")


def _cards_fr(cards: Sequence[Sequence[str]]) -> str:
    return ", ".join(card_fr(c) for c in cards)


def _plural(n: int, one: str, many: str) -> str:
    return one if n == 1 else many


def event_text(event: Event, players: Sequence[str], lang: str = "en") -> str:
    """The event's line in ``lang`` ('en': the engine's own line)."""
    if lang != "fr":
        return event.text
    d = event.data
    who = players[event.player] if event.player is not None else ""
    kind = event.kind
    if kind == "deal":
        return (f"{who} reçoit une carte compagnie, 2 avocats, 1 détective et {d.get('weekend', '?')} cartes "
                "week-end face cachée")
    if kind == "secret":
        return f"Travailleurs au noir de {who} : {', '.join(c[0] for c in d['cards'])}"
    if kind == "market":
        return f"Le marché du travail ouvre avec {len(d['cards'])} employés : {_cards_fr(d['cards'])}"
    if kind == "ich-ag-in":
        return "La carte Ich-AG est mélangée dans la pioche"
    if kind == "turn":
        turn = d.get("turn", "?")
        return f"Tour {turn} : {who} commence" if turn == 1 else f"Tour {turn} : {who}"
    if kind == "reveal":
        where = " depuis la pile spéciale" if d.get("special") else ""
        return f"{card_fr(d['card'])} arrive sur le marché du travail{where}"
    if kind == "discard":
        return f"{card_fr(d['card'])} est déjà sur le marché : défaussé face visible"
    if kind == "announce":
        return f"{who} annonce {d['count']} sur {len(d['market'])}"
    if kind == "hire":
        return f"{who} embauche {card_fr(d['card'])}"
    if kind == "denounce":
        return f"{who} dénonce {card_fr(d['card'])}"
    if kind == "no-hire":
        return f"{who} ne peut prendre personne sur le marché et n'embauche personne"
    if kind == "lawyer":
        return f"{who} envoie un avocat sur {card_fr(d['card'])}, dénoncé par {players[d['denouncer']]}"
    if kind == "no-lawyer":
        return f"{who} ne place pas d'avocat"
    if kind == "detective-placed":
        return f"{who} place son détective sur {card_fr(d['card'])}"
    if kind == "detective":
        return f"Le détective de {who} dénonce {card_fr(d['card'])} ; le détective retourne dans la boîte"
    if kind == "argument":
        names = " et ".join(players[p] for p in d["players"])
        n = int(d.get("set_aside", 0))
        aside = (f" ; {_plural(n, 'une carte de la pile spéciale quitte', f'{n} cartes de la pile spéciale quittent')}"
                 " le jeu avec eux") if n else ""
        return (f"Dispute ! {names} réclament {card_fr(d['card'])} en même temps : personne n'a la carte, leurs "
                "détectives sont perdus (retour dans la boîte), et aucun détective ne peut plus y être placé ce "
                f"tour-ci{aside}")
    if kind == "ich-ag":
        n = len(d["cards"])
        return (f"Ich-AG ! Les {n} employés quittent le marché pour se mettre à leur compte (défaussés face "
                "visible) ; la carte Ich-AG quitte le jeu")
    if kind == "reshuffle":
        special, draw = int(d["special"]), int(d["draw"])
        return (f"La pioche est épuisée : la défausse ({special + draw} cartes) est mélangée ; {special} "
                f"{_plural(special, 'carte va', 'cartes vont')} dans la pile spéciale pour "
                f"{_plural(special, 'le détective restant', f'les {special} détectives restants')} ; désormais un "
                "employé peut être plusieurs fois sur le marché")
    if kind == "end":
        return (f"La partie se termine : les {len(d['cards'])} cartes restées sur le marché et la pile spéciale "
                "quittent le jeu")
    if kind == "reveal-illegal":
        return f"{who} révèle ses travailleurs au noir : {', '.join(d['employees'])}"
    return event.text
