"""The actions of Scheffeln: small frozen dataclasses whose reprs evaluate as code.

Cars, colour cards and characters are ``Colour`` values, RUN cards ``RunCard`` values (both compare equal to
their plain names, 'red' or 'joker'); businesses are named by their letter ('A'..'H').
"""

from __future__ import annotations

import typing
from dataclasses import dataclass, fields
from typing import TypeVar

from schwarz.core.fields import Seat, field_types, typed
from schwarz.scheffeln.cars import Colour
from schwarz.scheffeln.components import Card, RunCard


@typed
@dataclass(frozen=True)
class Choose:
    """Setup: take a character card from the centre (section sch.setup, in turn order from the start player)."""

    character: Colour


@typed
@dataclass(frozen=True)
class Move:
    """Play a colour card face up: that car moves by the moving rules (section sch.turn.move)."""

    card: Colour


@typed
@dataclass(frozen=True)
class Exchange:
    """Discard ``card`` face down and take the free, different ``character`` (section sch.turn.exchange)."""

    card: Card
    character: Colour


@typed
@dataclass(frozen=True)
class Joker:
    """RUN 'Joker' face up: move ``car`` one step forward (section sch.run.joker)."""

    car: Colour


@typed
@dataclass(frozen=True)
class Backward:
    """RUN 'Backward' face up: move ``car`` one step counter-clockwise, rules mirrored (sch.run.backward)."""

    car: Colour


@typed
@dataclass(frozen=True)
class Evasion:
    """RUN 'Evasion' face up: the top ``car`` goes to the empty ``business`` (sch.run.evasion); both ``None``
    when no car can evade (no car on top of another, or no business without a car): the card has no effect."""

    car: Colour | None = None
    business: str | None = None


@typed
@dataclass(frozen=True)
class Nasty:
    """RUN 'Nasty exchange' face up: swap your character for ``character``, free or another player's."""

    character: Colour


@typed
@dataclass(frozen=True)
class Scheffeln:
    """Run the Scheffeln phase: every player on top or alone takes the top token (section sch.scheffeln)."""


@typed
@dataclass(frozen=True)
class Claim:
    """Express: ``player`` grabs ``character`` from the centre (section sch.express.play)."""

    player: Seat
    character: Colour


@typed
@dataclass(frozen=True)
class TimeOut:
    """Express: the last player without a character lets the count-down run out and gets none."""

    player: Seat


@typed
@dataclass(frozen=True)
class Resolve:
    """Express: the row's cards take effect from left to right (section sch.express.moving)."""


Action = Choose | Move | Exchange | Joker | Backward | Evasion | Nasty | Scheffeln | Claim | TimeOut | Resolve
ACTION_TYPES = (Choose, Move, Exchange, Joker, Backward, Evasion, Nasty, Scheffeln, Claim, TimeOut, Resolve)

A = TypeVar("A")


KINDS: dict[type, dict[str, tuple[type[Colour | RunCard], ...]]] = {
    cls: {name: tuple(k for k in (Colour, RunCard) if k is hint or k in typing.get_args(hint))
          for name, hint in field_types(cls).items()}
    for cls in ACTION_TYPES
}
"""Per action class and field: the named values it holds (colours, RUN cards), read from its declared types."""


def named(action: A) -> A:
    """``action`` with the plain names it holds ('red', 'joker') as the colours and cards they name, as
    ``legal_actions`` offers them (they compare equal); anything else unchanged, for the legality gate to judge."""
    if not isinstance(action, ACTION_TYPES):
        return action
    cls: type = type(action)
    values = {f.name: getattr(action, f.name) for f in fields(action)}
    plain = {name: value for name, value in values.items() if type(value) is str}
    named = {
        name: next((m for kind in KINDS[cls][name] for m in kind if m.value == value), value)
        for name, value in plain.items()
    }
    rebuilt: A = cls(**{**values, **named})
    return rebuilt if named else action
