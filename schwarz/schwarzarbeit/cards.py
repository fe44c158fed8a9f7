"""The cards of Schwarzarbeit (rule section 'Components'): 20 employees x 3 shifts, and the Ich-AG."""

from __future__ import annotations

import enum
from dataclasses import dataclass

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

    DAY = "day"
    EVENING = "evening"
    WEEKEND = "weekend"
    ICH_AG = "ich-ag"

    @property
    def symbol(self) -> str:
        return {"day": "☀", "evening": "☾", "weekend": "W", "ich-ag": "!"}[self.value]


@dataclass(frozen=True, order=True)
class Card:
    """One card: an employee volunteering for one shift (or the Ich-AG card)."""

    employee: str
    shift: Shift

    def __post_init__(self) -> None:
        if self.shift is Shift.ICH_AG:
            if self.employee != ICH_AG_NAME:
                raise ValueError(f"the Ich-AG card is called {ICH_AG_NAME!r}")
        elif self.employee not in EMPLOYEES:
            raise ValueError(f"unknown employee {self.employee!r}")

    @property
    def is_ich_ag(self) -> bool:
        return self.shift is Shift.ICH_AG

    def __repr__(self) -> str:
        return f"Card({self.employee!r}, Shift.{self.shift.name})"

    def __str__(self) -> str:
        return self.employee if self.is_ich_ag else f"{self.employee} ({self.shift.value})"


ICH_AG_NAME = "Ich-AG"
ICH_AG = Card(ICH_AG_NAME, Shift.ICH_AG)
WORK_SHIFTS = (Shift.DAY, Shift.EVENING, Shift.WEEKEND)
ALL_CARDS: tuple[Card, ...] = (*(Card(e, s) for e in EMPLOYEES for s in WORK_SHIFTS), ICH_AG)
"""The 61 cards of the game."""


def first_name(employee: str) -> str:
    return employee.split()[0]
