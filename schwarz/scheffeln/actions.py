"""The actions of Scheffeln: small frozen dataclasses whose reprs evaluate as code.

Cars, colour cards and characters are ``Colour`` values, RUN cards ``RunCard`` values (both compare equal to
their plain names, 'red' or 'joker'); businesses are named by their letter ('A'..'H').
"""

from __future__ import annotations

import typing
from dataclasses import dataclass, fields
from functools import cache
from typing import TypeVar

from schwarz.scheffeln.cars import Colour
from schwarz.scheffeln.components import Card, RunCard


@dataclass(frozen=True)
class Choose:
    """Setup: take a character card from the centre (section sch.setup, in turn order from the start player)."""

    character: Colour


@dataclass(frozen=True)
class Move:
    """Play a colour card face up: that car moves by the moving rules (section sch.turn.move)."""

    card: Colour


@dataclass(frozen=True)
class Exchange:
    """Discard ``card`` face down and take the free, different ``character`` (section sch.turn.exchange)."""

    card: Card
    character: Colour


@dataclass(frozen=True)
class Joker:
    """RUN 'Joker' face up: move ``car`` one step forward (section sch.run.joker)."""

    car: Colour


@dataclass(frozen=True)
class Backward:
    """RUN 'Backward' face up: move ``car`` one step counter-clockwise, rules mirrored (sch.run.backward)."""

    car: Colour


@dataclass(frozen=True)
class Evasion:
    """RUN 'Evasion' face up: the top ``car`` goes to the empty ``business`` (sch.run.evasion); both ``None``
    when no car can evade (no car on top of another, or no business without a car): the card has no effect."""

    car: Colour | None = None
    business: str | None = None


@dataclass(frozen=True)
class Nasty:
    """RUN 'Nasty exchange' face up: swap your character for ``character``, free or another player's."""

    character: Colour


@dataclass(frozen=True)
class Scheffeln:
    """Run the Scheffeln phase: every player on top or alone takes the top token (section sch.scheffeln)."""


@dataclass(frozen=True)
class Claim:
    """Express: ``player`` grabs ``character`` from the centre (section sch.express.play)."""

    player: int
    character: Colour


@dataclass(frozen=True)
class TimeOut:
    """Express: the last player without a character lets the count-down run out and gets none."""

    player: int


@dataclass(frozen=True)
class Resolve:
    """Express: the row's cards take effect from left to right (section sch.express.moving)."""


Action = Choose | Move | Exchange | Joker | Backward | Evasion | Nasty | Scheffeln | Claim | TimeOut | Resolve
ACTION_TYPES = (Choose, Move, Exchange, Joker, Backward, Evasion, Nasty, Scheffeln, Claim, TimeOut, Resolve)

A = TypeVar("A")


@cache
def _kinds(cls: type) -> dict[str, tuple[type[Colour | RunCard], ...]]:
    """Per field of an action class: the named values it holds (colours, RUN cards), read from its type hints."""
    hints = typing.get_type_hints(cls)
    return {name: tuple(k for k in (Colour, RunCard) if k is hint or k in typing.get_args(hint))
            for name, hint in hints.items()}


def typed(action: A) -> A:
    """``action`` with the plain names it holds ('red', 'joker') as the colours and cards they name, as
    ``legal_actions`` offers them (they compare equal); anything else unchanged, for the legality gate to judge."""
    if not isinstance(action, ACTION_TYPES):
        return action
    cls: type = type(action)
    values = {f.name: getattr(action, f.name) for f in fields(action)}
    plain = {name: value for name, value in values.items() if type(value) is str}
    named = {
        name: next((m for kind in _kinds(cls)[name] for m in kind if m.value == value), value)
        for name, value in plain.items()
    }
    rebuilt: A = cls(**{**values, **named})
    return rebuilt if named else action
