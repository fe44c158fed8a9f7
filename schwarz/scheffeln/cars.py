"""The cars and their colours (sections sch.contents, sch.mafia): eight cars, each with its character card and 3
movement cards, and the black Mafia car.

A colour names a car, its movement cards and its character. ``Colour`` is a ``StrEnum``: its value is the plain
colour name that saves hold ('red'), and it compares equal to that name. Its words come from the catalog: a car's
or a card's colour (``message``: feminine in French, 'la voiture bleue') and a character's name (``character``:
'le personnage bleu').
"""

from __future__ import annotations

import enum

from schwarz.i18n import Msg, pgettext


class Colour(enum.StrEnum):
    """The colour of a car (and of its character card and movement cards); black is the Mafia's car only."""

    RED = "red"
    YELLOW = "yellow"
    GREEN = "green"
    BLUE = "blue"
    ORANGE = "orange"
    PURPLE = "purple"
    PINK = "pink"
    WHITE = "white"
    BLACK = "black"

    def __repr__(self) -> str:
        return f"Colour.{self.name}"

    def message(self) -> Msg:
        """The colour of a car or a card: 'red' ('rouge', 'bleue': it agrees with 'voiture' and 'carte')."""
        return _CAR_COLOURS[self]

    def character(self) -> Msg:
        """The name of this colour's character: 'blue' ('bleu': it agrees with 'personnage')."""
        return _CHARACTERS[self]


_CAR_COLOURS = {
    Colour.RED: pgettext("car colour", "red"),
    Colour.YELLOW: pgettext("car colour", "yellow"),
    Colour.GREEN: pgettext("car colour", "green"),
    Colour.BLUE: pgettext("car colour", "blue"),
    Colour.ORANGE: pgettext("car colour", "orange"),
    Colour.PURPLE: pgettext("car colour", "purple"),
    Colour.PINK: pgettext("car colour", "pink"),
    Colour.WHITE: pgettext("car colour", "white"),
    Colour.BLACK: pgettext("car colour", "black"),
}
_CHARACTERS = {
    Colour.RED: pgettext("character", "red"),
    Colour.YELLOW: pgettext("character", "yellow"),
    Colour.GREEN: pgettext("character", "green"),
    Colour.BLUE: pgettext("character", "blue"),
    Colour.ORANGE: pgettext("character", "orange"),
    Colour.PURPLE: pgettext("character", "purple"),
    Colour.PINK: pgettext("character", "pink"),
    Colour.WHITE: pgettext("character", "white"),
    Colour.BLACK: pgettext("character", "black"),
}

COLOURS: tuple[Colour, ...] = (
    Colour.RED, Colour.YELLOW, Colour.GREEN, Colour.BLUE, Colour.ORANGE, Colour.PURPLE, Colour.PINK, Colour.WHITE,
)
"""The eight car colours, each with its character and 3 movement cards (fixed order)."""

MAFIA_CAR = Colour.BLACK
"""The Mafia-Style car: a ninth car, without character card or movement cards (section sch.mafia)."""

CARS: tuple[Colour, ...] = (*COLOURS, MAFIA_CAR)
