"""Options of a Schwarzmarkt game: which six commodity cards are removed, rounds, and design-lab knobs."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from schwarz.core.errors import SchwarzError
from schwarz.schwarzmarkt.price_track import default_values

DECKS = ("basic", "variant")


@dataclass(frozen=True)
class Options:
    """``deck``: 'basic' (remove 2 flour, 4 potatoes: sm.setup) or 'variant' (remove 2 sugar, 4 coffee:
    sm.variant). ``rounds``: game rounds (the text: 2). ``track_values``: override of the 14 printed price values
    (strictly increasing, positive; a string '1,2,4,...' is accepted from the command line). ``hand_size`` and
    ``black_market_hand``: cards dealt (the text: 9 and 3)."""

    deck: str = "basic"
    rounds: int = 2
    track_values: tuple[int, ...] | None = None
    hand_size: int = 9
    black_market_hand: int = 3

    def __post_init__(self) -> None:
        if self.deck not in DECKS:
            raise SchwarzError(f"deck must be 'basic' or 'variant', not {self.deck!r}")
        if isinstance(self.rounds, bool) or not isinstance(self.rounds, int) or not 1 <= self.rounds <= 5:
            raise SchwarzError(f"rounds must be an integer from 1 to 5, not {self.rounds!r}")
        values = self.track_values
        if isinstance(values, str):
            try:
                values = tuple(int(x) for x in values.replace(";", ",").split(","))
            except ValueError:
                raise SchwarzError(f"track_values must be integers separated by commas, not {values!r}") from None
            object.__setattr__(self, "track_values", values)
        if isinstance(values, int):
            raise SchwarzError("track_values must list all 14 values, e.g. '1,2,4,6,9,12,15,18,21,25,30,35,40,50'")
        if values is not None:
            n = len(default_values())
            if len(values) != n or any(isinstance(v, bool) or not isinstance(v, int) for v in values):
                raise SchwarzError(f"track_values must be {n} integers, got {values!r}")
            if values[0] < 1 or any(b <= a for a, b in pairwise(values)):
                raise SchwarzError(f"track_values must be positive and strictly increasing, got {values!r}")
        if not 1 <= self.hand_size <= 12:
            raise SchwarzError(f"hand_size must be from 1 to 12, not {self.hand_size!r}")
        if not 1 <= self.black_market_hand <= 5:
            raise SchwarzError(f"black_market_hand must be from 1 to 5, not {self.black_market_hand!r}")

    def check_players(self, players: int) -> None:
        if isinstance(players, bool) or not isinstance(players, int) or not 3 <= players <= 5:
            raise SchwarzError(f"Schwarzmarkt is for 3 to 5 players, not {players!r}")
