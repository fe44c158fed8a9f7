"""Certain facts about one employee: surely a player's illegal worker, surely nobody's, or surely not a player's."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from schwarz.i18n import Msg, _, render


class FactKind(enum.Enum):
    """What is certain about one employee."""

    WORKS_FOR = "works-for"
    NOBODYS = "nobodys"
    NOT_FOR = "not-for"


@dataclass(frozen=True)
class Fact:
    """A certain fact: ``employee`` surely is ``player``'s illegal worker, surely nobody's, or surely not his."""

    kind: FactKind
    employee: str
    player: int | None = None
    name: str = ""

    def __str__(self) -> str:
        return render(self.message(), "en")

    def message(self) -> Msg:
        """The fact in words: 'Sid Schmiel must work for Andrea'."""
        if self.kind is FactKind.NOBODYS:
            return _("{employee} is nobody's illegal worker", employee=self.employee)
        if self.kind is FactKind.WORKS_FOR:
            return _("{employee} must work for {name}", employee=self.employee, name=self.name)
        return _("{employee} does not work for {name}", employee=self.employee, name=self.name)
