"""Options of a Scheffeln game: the Express variant, the RUN and Mafia expansions, and design-lab knobs."""

from __future__ import annotations

from dataclasses import dataclass

from schwarz.core.codec import excerpt
from schwarz.core.errors import InvalidArgument
from schwarz.core.fields import check_fields, typed
from schwarz.i18n import _
from schwarz.scheffeln.components import deck
from schwarz.scheffeln.moving import RING

BASE_PLAYERS = (2, 4)
EXPRESS_PLAYERS = (2, 8)


@typed
@dataclass(frozen=True)
class Options:
    """``express``: the Express variant (up to 8 players, section sch.express.*). ``run``/``mafia``: the RUN and
    Mafia-Style expansions (sections sch.run, sch.mafia; base game only). ``hand_size``: cards dealt
    to each player per round (text: 4). ``row_size``: Express cards in the row (text: 7). ``token_values``:
    8 stacks (A..H) of equally many token values, overriding ``schwarz/data/scheffeln.json``.
    ``last_card_face_up``: the last movement card of a round must be played face up (sch.turn.exchange: 'You cannot
    take the Exchange action for your last turn of a round'); off, it may be exchanged like any other."""

    express: bool = False
    run: bool = False
    mafia: bool = False
    hand_size: int = 4
    row_size: int = 7
    token_values: tuple[tuple[int, ...], ...] | None = None
    last_card_face_up: bool = True

    def __post_init__(self) -> None:
        check_fields(self)
        if self.express and self.run:
            raise InvalidArgument(_("the RUN expansion is not played with the Express variant (rules decision)"))
        if self.express and self.mafia:
            raise InvalidArgument(
                _("the Mafia-Style expansion is not played with the Express variant (rules decision)"))
        for name, high in (("hand_size", 7), ("row_size", 12)):
            value = getattr(self, name)
            if not 1 <= value <= high:
                raise InvalidArgument(_("the option {option} must be between {low} and {high}, not {value}",
                                        option=name, low=1, high=high, value=excerpt(value)))
        if self.token_values is not None:
            tv = self.token_values
            if len(tv) != RING or any(not isinstance(s, tuple) for s in tv):
                raise InvalidArgument(_("the option token_values must be 8 stacks (A to H) of values, not {value}",
                                     value=excerpt(tv)))
            sizes = {len(s) for s in tv}
            if len(sizes) != 1 or not 1 <= min(sizes) <= 8:
                raise InvalidArgument(_("the option token_values needs the same number of tokens (1 to 8) on every "
                                     "business, not {value}", value=excerpt(tv)))
            if any(not isinstance(v, int) or isinstance(v, bool) or v < 0 for s in tv for v in s):
                raise InvalidArgument(_("the option token_values holds whole numbers of 0 or more only, not {value}",
                                     value=excerpt(tv)))

    def player_range(self) -> tuple[int, int]:
        return EXPRESS_PLAYERS if self.express else BASE_PLAYERS

    def check_players(self, players: int) -> None:
        low, high = self.player_range()
        if not isinstance(players, int) or isinstance(players, bool) or not low <= players <= high:
            if self.express:
                raise InvalidArgument(_("the Express variant of Scheffeln is for {low} to {high} players, not {count}",
                                     low=low, high=high, count=excerpt(players)))
            raise InvalidArgument(_("the base game of Scheffeln is for {low} to {high} players, not {count}", low=low,
                                 high=high, count=excerpt(players)))
        cards = len(deck(self.run))
        if not self.express and players * self.hand_size > cards:
            raise InvalidArgument(_("{count} hands of {size} cards need more than the {cards} movement cards of the "
                                    "game", count=players, size=self.hand_size, cards=cards))


def default_options(players: int) -> Options:
    """Options when none are given: the base game for 2-4 players, the Express variant for 5-8 (the only
    variant the text allows for more than 4 players)."""
    return Options(express=isinstance(players, int) and players > BASE_PLAYERS[1])
