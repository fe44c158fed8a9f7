"""Options of a Scheffeln game: the Express variant, the RUN and Mafia expansions, and design-lab knobs."""

from __future__ import annotations

from dataclasses import dataclass

from schwarz.core.errors import SchwarzError
from schwarz.scheffeln.components import deck
from schwarz.scheffeln.moving import RING

BASE_PLAYERS = (2, 4)
EXPRESS_PLAYERS = (2, 8)


@dataclass(frozen=True)
class Options:
    """``express``: the Express variant (up to 8 players, section sch.express.*). ``run``/``mafia``: the RUN and
    Mafia-Style expansions (base game only, see docs/rules-decisions-scheffeln.md). ``hand_size``: cards dealt
    to each player per round (text: 4). ``row_size``: Express cards in the row (text: 7). ``token_values``:
    8 stacks (A..H) of equally many token values, overriding ``schwarz/data/scheffeln.json``."""

    express: bool = False
    run: bool = False
    mafia: bool = False
    hand_size: int = 4
    row_size: int = 7
    token_values: tuple[tuple[int, ...], ...] | None = None

    def __post_init__(self) -> None:
        for name in ("express", "run", "mafia"):
            if not isinstance(getattr(self, name), bool):
                raise SchwarzError(f"option {name} must be true or false, not {getattr(self, name)!r}")
        if self.express and self.run:
            raise SchwarzError("the RUN expansion is not played with the Express variant (rules decision)")
        if self.express and self.mafia:
            raise SchwarzError("the Mafia-Style expansion is not played with the Express variant (rules decision)")
        if not isinstance(self.hand_size, int) or not 1 <= self.hand_size <= 7:
            raise SchwarzError(f"hand_size must be between 1 and 7, not {self.hand_size!r}")
        if not isinstance(self.row_size, int) or not 1 <= self.row_size <= 12:
            raise SchwarzError(f"row_size must be between 1 and 12, not {self.row_size!r}")
        if self.token_values is not None:
            tv = self.token_values
            if len(tv) != RING or any(not isinstance(s, tuple) for s in tv):
                raise SchwarzError(f"token_values must be 8 stacks (A..H) of values, got {tv!r}")
            sizes = {len(s) for s in tv}
            if len(sizes) != 1 or not 1 <= min(sizes) <= 8:
                raise SchwarzError(f"token_values: every business needs the same number (1-8) of tokens, got {tv!r}")
            if any(not isinstance(v, int) or isinstance(v, bool) or v < 0 for s in tv for v in s):
                raise SchwarzError(f"token values must be whole numbers >= 0, got {tv!r}")

    def player_range(self) -> tuple[int, int]:
        return EXPRESS_PLAYERS if self.express else BASE_PLAYERS

    def check_players(self, players: int) -> None:
        low, high = self.player_range()
        if not isinstance(players, int) or not low <= players <= high:
            which = "the Express variant" if self.express else "the base game"
            raise SchwarzError(f"Scheffeln ({which}) is for {low} to {high} players, not {players!r}")
        if not self.express and players * self.hand_size > len(deck(self.run)):
            raise SchwarzError(f"{players} hands of {self.hand_size} cards need more than {len(deck(self.run))} cards")


def default_options(players: int) -> Options:
    """Options when none are given: the base game for 2-4 players, the Express variant for 5-8 (the only
    variant the text allows for more than 4 players)."""
    return Options(express=isinstance(players, int) and players > BASE_PLAYERS[1])
