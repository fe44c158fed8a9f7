"""The French wording of the log (the app's interface in French, issue 'web app').

The engine writes each event once, in English, with json-friendly ``data``; ``event_text(event, players,
lang)`` words it again in French from that data (English returns the engine's own line). Commodities are named
in French (``describe.amount_text``/``goods_text``); the black-market card titles stay German, as printed.
``card_data`` is the json-friendly form of a black-market card the engine stores with its events.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from schwarz.core.events import Said as Event  # TRANSITION
from schwarz.schwarzmarkt.black_market import BlackMarketCard, TextCard
from schwarz.schwarzmarkt.commodities import Commodity
from schwarz.schwarzmarkt.describe import NAMES_FR, amount_text, goods_text


def card_data(card: BlackMarketCard) -> str | tuple[tuple[str, int], ...]:
    """A text card as its id ('razzia'), an offer card as its demand ``(('flour', 2), ('butter', 2))``."""
    if isinstance(card, TextCard):
        return card.value
    return tuple((c.value, q) for c, q in card.demand)


def _goods(goods: Iterable[str]) -> str:
    return goods_text((Commodity(g) for g in goods), "fr")


def _offer(demand: Iterable[Sequence[Any]]) -> str:
    """'2 sacs de farine - 2 livres de beurre'."""
    return " - ".join(amount_text(Commodity(c), int(q), "fr") for c, q in demand)


def _title(value: str) -> str:
    return TextCard(value).title


def card_fr(card: Any) -> str:
    """A black-market card from ``card_data``: « Razzia! » or la carte d'offre « 3 sacs de farine »."""
    if isinstance(card, str):
        return f"« {_title(card)} »"
    return f"la carte d'offre « {_offer(card)} »"


def _cards(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


GAME_ROUND_END = {
    "nobody can play a black-market card": "personne ne peut jouer de carte de marché noir",
    "no player holds a commodity card any more": "plus aucun joueur n'a de carte marchandise",
}


def event_text(event: Event, players: Sequence[str], lang: str = "en") -> str:
    """The event's line in ``lang`` ('en': the engine's own line)."""
    if lang != "fr":
        return event.text
    d = event.data
    who = players[event.player] if event.player is not None else ""
    target = players[d["target"]] if "target" in d else ""
    kind = event.kind
    if kind == "setup":
        return ("Le marqueur de prix est sur la case de départ (1). Retirés des cartes marchandise : "
                f"{_goods(d['removed'])}")
    if kind == "deal":
        return (f"{who} reçoit {d['black_market']} cartes de marché noir et {d['commodities']} cartes "
                "marchandise")
    if kind == "hand":
        cards = ", ".join(card_fr(c) for c in d["cards"])
        return f"Cartes de marché noir de {who} : {cards} ; marchandises : {_goods(d['goods'])}"
    if kind == "start":
        if "dealer" in d:
            return (f"Manche de jeu {d['round']} : {players[d['dealer']]} a distribué, {who} est le premier joueur "
                    "de départ")
        if "round" in d:
            return f"Manche de jeu {d['round']} : {who} est le premier joueur de départ"
        if "marker" in d:
            return f"{who} est le nouveau joueur de départ ; le marqueur revient sur {d['marker']}"
        return f"{who} est le nouveau joueur de départ"
    if kind == "play":
        return f"{who} joue {card_fr(d['offer'])} et en pioche une autre"
    if kind == "text-card":
        return f"{who} joue {card_fr(d['card'])} et en pioche une autre"
    if kind == "draw":
        return f"{who} pioche {card_fr(d['card'])}"
    if kind == "offer":
        text = f"Tour d'échange {d['round']} : le marché noir demande {_offer(d['demand'])}"
        if d["effects"]:
            text += " ; en vigueur : " + ", ".join(_title(c) for c in d["effects"])
        if TextCard.LIMIT.value in d["effects"]:
            text += f" (le tour se termine à {d['end']})"
        return text
    if kind == "move":
        spaces = "d'une case" if d["spaces"] == 1 else f"de {d['spaces']} cases"
        why = " (après un échange, une case)" if d.get("forced") else ""
        return f"{who} avance le marqueur de prix {spaces} jusqu'à {d['value']}{why}"
    if kind == "exchange":
        each = list(d["each"])
        if len(set(each)) == 1:
            sums = f"{len(each)} x {each[0]} = {d['value']}"
        else:
            sums = (" + ".join(str(v) for v in each) + f" = {d['value']} (Verdorbene Ware! : la première carte à "
                    "moitié prix)")
        text = f"{who} échange {_goods(d['goods'])} à {d['price']} : prend des objets de luxe d'une valeur de {sums}"
        if d.get("owed"):
            text += f" (la banque est à court et doit {d['owed']} de plus)"
        return text
    if kind == "last-exchange":
        return (f"Le marqueur a atteint {d['value']} : seul {who} peut encore échanger, à {d['value']}")
    if kind == "pass":
        return f"{who} n'échange rien à {d['value']}"
    if kind == "round-end":
        reason = "l'offre est satisfaite" if d.get("met") else f"le marqueur est sur {d['value']}"
        left = f" ; encore demandé : {_goods(d['left'])}" if d.get("left") else ""
        return f"Le tour d'échange se termine : {reason}{left}"
    if kind == "game-round-end":
        why = (f"{who} a échangé sa dernière carte marchandise" if d.get("reason") is None
               else GAME_ROUND_END.get(d["reason"], d["reason"]))
        waiting = [_title(c) for c in d.get("waiting", ())]
        stays = (f" ; {' et '.join(waiting)} {'reste' if len(waiting) == 1 else 'restent'} face visible pour le "
                 "prochain tour d'échange") if waiting else ""
        return f"La manche de jeu {d['round']} se termine : {why} ; toutes les autres actions sont ignorées{stays}"
    if kind == "no-card":
        return f"{who} n'a aucune carte de marché noir qu'il puisse jouer et est sauté"
    if kind == "no-effect":
        return f"{_title(d['card'])} ne peut pas être exécutée : elle est sans effet"
    if kind == "pending":
        return f"{_title(d['card'])} reste face visible et agit sur le prochain tour d'échange"
    if kind == "reshuffle":
        return ("La pioche de marchandises et la pile du marché noir sont mélangées ; les cartes de marché noir en "
                "main sont conservées")
    if kind == "top-up":
        return f"{who} pioche {_cards(d['count'], 'carte marchandise', 'cartes marchandise')} (il en a {d['total']})"
    if kind == "top-up-cards":
        return f"{who} pioche {_goods(d['goods'])}"
    if kind == "end":
        values = ", ".join(f"{name} {v}" for name, v in zip(players, d["values"], strict=False))
        return f"La partie se termine après {d['round']} manches. Valeurs des objets de luxe : {values}"
    if kind == "spy":
        return (f"{who} tire {d['count']} des cartes marchandise de {target}, les regarde et les lui rend")
    if kind == "spy-seen":
        return f"{who} voit chez {target} : {_goods(d['goods'])}"
    if kind == "steal":
        return f"{who} vole une carte marchandise à {target} sans regarder"
    if kind == "steal-card":
        return f"La carte volée : {_goods(d['goods'])}"
    if kind == "quick-sale":
        return f"{who} échange {_goods(d['goods'])} contre des objets de luxe d'une valeur de {d['value']}"
    if kind == "swap":
        n = d["count"]
        return (f"{who} donne {_cards(n, 'carte marchandise', 'cartes marchandise')} à {target}, puis en tire "
                "autant de sa main (le cadeau compris)")
    if kind == "swap-cards":
        return f"{who} donne {_goods(d['given'])} et tire {_goods(d['drawn'])}"
    if kind == "raid":
        name = Commodity(d["commodity"])
        what = (f"remet {amount_text(name, d['count'], 'fr')} sous la pioche" if d["count"]
                else "n'en a pas et ne perd rien")
        return f"Razzia! {who} désigne {target} et « {NAMES_FR[name][1]} » : {target} {what}"
    if kind == "search":
        return (f"{who} fouille la pioche de marchandises, prend une carte et paie des objets de luxe d'une valeur "
                f"de {d['price']}")
    if kind == "search-card":
        return f"{who} prend {_goods(d['goods'])}"
    return event.text
