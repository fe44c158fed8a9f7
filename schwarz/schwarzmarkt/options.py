"""Options of a Schwarzmarkt game: which six commodity cards are removed, rounds, and design-lab knobs."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from itertools import pairwise

from schwarz.core.codec import excerpt
from schwarz.core.errors import InvalidArgument
from schwarz.core.fields import check_fields, typed
from schwarz.i18n import Msg, _, pgettext
from schwarz.schwarzmarkt.price_track import default_values


class Deck(enum.StrEnum):
    """Which six commodity cards leave the box: the basic game (2 flour, 4 potatoes: sm.setup) or the variant
    (2 sugar, 4 coffee: sm.variant).

    A ``StrEnum``: its value is the text a command line, a design-lab knob or a save writes ('basic', 'variant'),
    and it equals that text, so those text interfaces need no special case."""

    BASIC = "basic"
    VARIANT = "variant"

    def __repr__(self) -> str:
        return f"Deck.{self.name}"

    def message(self) -> Msg:
        """The deck's name: 'basic game' / 'variant'."""
        return _DECK_NAMES[self]


_DECK_NAMES = {
    Deck.BASIC: pgettext("commodity deck", "basic game"),
    Deck.VARIANT: pgettext("commodity deck", "variant"),
}


@typed
@dataclass(frozen=True)
class Options:
    """``deck``: ``Deck.BASIC`` or ``Deck.VARIANT``; its text ('basic', 'variant', e.g. ``--option deck=variant``)
    is accepted and converted to the enum. ``rounds``: game rounds (the text: 2). ``track_values``: override of
    the 14 printed price values (strictly increasing, positive; a string '1,2,4,...' is accepted from the command
    line). ``hand_size`` and ``black_market_hand``: cards dealt (the text: 9 and 3)."""

    deck: Deck = Deck.BASIC
    rounds: int = 2
    track_values: tuple[int, ...] | None = None
    hand_size: int = 9
    black_market_hand: int = 3

    def __post_init__(self) -> None:
        if not isinstance(self.deck, Deck):
            if self.deck not in tuple(Deck):
                raise InvalidArgument(_("the commodity deck must be the basic game's ('basic') or the variant's "
                                     "('variant'), not {value}", value=excerpt(self.deck)))
            object.__setattr__(self, "deck", Deck(self.deck))
        values = self.track_values
        if isinstance(values, str):
            try:
                values = tuple(int(x) for x in values.replace(";", ",").split(","))
            except ValueError:
                raise InvalidArgument(_("track_values must be integers separated by commas, not {value}",
                                     value=excerpt(values))) from None
            object.__setattr__(self, "track_values", values)
        n = len(default_values())
        if isinstance(values, int):
            raise InvalidArgument(_("track_values must list all {count} values, e.g. '{example}'", count=n,
                                 example=",".join(str(v) for v in default_values())))
        check_fields(self)
        if not 1 <= self.rounds <= 5:
            raise InvalidArgument(_("rounds must be an integer from 1 to 5, not {value}", value=excerpt(self.rounds)))
        if values is not None:
            if len(values) != n:
                raise InvalidArgument(_("track_values must be {count} integers, got {value}", count=n,
                                     value=excerpt(values)))
            if values[0] < 1 or any(b <= a for a, b in pairwise(values)):
                raise InvalidArgument(_("track_values must be positive and strictly increasing, got {value}",
                                     value=excerpt(values)))
        if not 1 <= self.hand_size <= 12:
            raise InvalidArgument(_("hand_size must be from 1 to 12, not {value}", value=excerpt(self.hand_size)))
        if not 1 <= self.black_market_hand <= 5:
            raise InvalidArgument(_("black_market_hand must be from 1 to 5, not {value}",
                                 value=excerpt(self.black_market_hand)))
