"""The cards of Schwarzarbeit (rule section 'Components'): 20 employees x 3 shifts, and the Ich-AG."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from schwarz.core.codec import excerpt
from schwarz.core.errors import InvalidAction
from schwarz.core.fields import check_fields, typed
from schwarz.i18n import Msg, _, pgettext

# The seven names the rule texts give, then neutral invented names, one per remaining letter.
EMPLOYEES: tuple[str, ...] = (
    "Angelika Adam",
    "Berta Brandt",
    "Christwart Casasola",
    "Dora Dietz",
    "Emil Eckert",
    "Franz-Benno Faidutti",
    "Gisela Gruber",
    "Heinz Henn",
    "Ida Imhof",
    "Jakob Jung",
    "Karla Kuhn",
    "Ludwig Lenz",
    "Maureen Moon",
    "Nora Nagel",
    "Otto Ortmann",
    "Paula Pohl",
    "Rudi Roth",
    "Sid Schmiel",
    "Tilda Thal",
    "Virginia Vohwinkel",
)
FROM_TEXT: frozenset[str] = frozenset(
    {
        "Angelika Adam",
        "Heinz Henn",
        "Christwart Casasola",
        "Franz-Benno Faidutti",
        "Virginia Vohwinkel",
        "Sid Schmiel",
        "Maureen Moon",
    }
)


class Shift(enum.Enum):
    """The shift printed on a card; the Ich-AG card has its own kind."""

    __hash__ = object.__hash__  # members are singletons: hash by identity (in C, unlike Enum's own)

    DAY = "day"
    EVENING = "evening"
    WEEKEND = "weekend"
    ICH_AG = "ich-ag"

    @property
    def symbol(self) -> str:
        return {"day": "☀", "evening": "☾", "weekend": "W", "ich-ag": "!"}[self.value]

    def message(self) -> Msg:
        """The shift's name (printed on the card)."""
        return _SHIFT_NAMES[self]


_SHIFT_NAMES = {
    Shift.DAY: pgettext("shift", "day"),
    Shift.EVENING: pgettext("shift", "evening"),
    Shift.WEEKEND: pgettext("shift", "weekend"),
    Shift.ICH_AG: pgettext("card", "Ich-AG"),
}


@typed
@dataclass(frozen=True, order=True)
class Card:
    """One card: an employee volunteering for one shift (or the Ich-AG card)."""

    employee: str
    shift: Shift

    def __post_init__(self) -> None:
        check_fields(self, InvalidAction)
        if self.shift is Shift.ICH_AG:
            if self.employee != ICH_AG_NAME:
                raise InvalidAction(_("the Ich-AG card is called {name}", name=ICH_AG_NAME))
        elif self.employee not in EMPLOYEES:
            raise InvalidAction(_("unknown employee {name}", name=excerpt(self.employee)))

    @property
    def is_ich_ag(self) -> bool:
        return self.shift is Shift.ICH_AG

    def __repr__(self) -> str:
        return f"Card({self.employee!r}, Shift.{self.shift.name})"

    def __str__(self) -> str:
        return self.employee if self.is_ich_ag else f"{self.employee} ({self.shift.value})"

    def message(self) -> Msg:
        """'Sid Schmiel (weekend)': the employee and the shift (the Ich-AG card: its name)."""
        if self.is_ich_ag:
            return self.shift.message()
        return _("{employee} ({shift})", employee=self.employee, shift=self.shift)


ICH_AG_NAME = "Ich-AG"
ICH_AG = Card(ICH_AG_NAME, Shift.ICH_AG)
WORK_SHIFTS = (Shift.DAY, Shift.EVENING, Shift.WEEKEND)
ALL_CARDS: tuple[Card, ...] = (*(Card(e, s) for e in EMPLOYEES for s in WORK_SHIFTS), ICH_AG)
"""The 61 cards of the game."""


def first_name(employee: str) -> str:
    return employee.split()[0]
