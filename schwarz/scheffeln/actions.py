"""The actions of Scheffeln: small frozen dataclasses whose reprs evaluate as code.

Cars, colour cards and characters are ``Colour`` values, RUN cards ``RunCard`` values (both compare equal to
their plain names, 'red' or 'joker'); businesses are named by their letter ('A'..'H').
"""

from __future__ import annotations

from dataclasses import dataclass

from schwarz.scheffeln.cars import Colour
from schwarz.scheffeln.components import Card


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
