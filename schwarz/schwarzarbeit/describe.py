"""Readable labels of actions, in English and French (buttons and transcripts): one template per action."""

from __future__ import annotations

from typing import Any

from schwarz.schwarzarbeit.actions import Announce, Denounce, Detective, Hire, Lawyer, NoHire, NoLawyer
from schwarz.schwarzarbeit.cards import ICH_AG_NAME, Card

SHIFTS_FR = {"day": "jour", "evening": "soir", "weekend": "week-end", "ich-ag": "Ich-AG"}

LABELS = {
    "en": {
        Announce: "{name} announces", Hire: "Hire {card}", Denounce: "Denounce {card}",
        NoHire: "Nobody can be taken", Lawyer: "Lawyer on {card}", NoLawyer: "No lawyer; end the turn",
        Detective: "{name}: detective on {card}",
    },
    "fr": {
        Announce: "{name} annonce", Hire: "Embaucher {card}", Denounce: "Dénoncer {card}",
        NoHire: "Personne ne peut être pris", Lawyer: "Avocat sur {card}", NoLawyer: "Pas d'avocat ; fin du tour",
        Detective: "{name} : détective sur {card}",
    },
}


def card_text(card: Card | tuple[str, str] | list[str], lang: str = "en") -> str:
    """'Sid Schmiel (weekend)' / 'Sid Schmiel (week-end)', from a Card or its event data ``(employee, shift)``."""
    employee, shift = (card.employee, card.shift.value) if isinstance(card, Card) else (card[0], card[1])
    if employee == ICH_AG_NAME:
        return employee
    return f"{employee} ({SHIFTS_FR[shift] if lang == 'fr' else shift})"


def describe_action(state: Any, action: object, lang: str = "en") -> str:
    """A short label such as 'Hire Sid Schmiel (weekend)' or 'Embaucher Sid Schmiel (week-end)'."""
    template = LABELS.get(lang, LABELS["en"]).get(type(action))
    if template is None:
        return repr(action)
    card = getattr(action, "card", None)
    seat = action.player if isinstance(action, Detective) else state.announcer
    return template.format(name=state.players[seat], card=card_text(card, lang) if card is not None else "")
