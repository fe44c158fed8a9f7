"""The state of a Scheffeln game: an immutable value (every step makes a new one, so going back is exact)."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from schwarz.core.rng import Rng
from schwarz.scheffeln.cars import COLOURS, MAFIA_CAR, Colour
from schwarz.scheffeln.components import Card
from schwarz.scheffeln.events import ScheffelnEvent
from schwarz.scheffeln.moving import Stacks
from schwarz.scheffeln.options import Options


class Phase(enum.Enum):
    """The phases of a round (sections sch.setup, sch.turn, sch.scheffeln; Express: sch.express.*)."""

    __hash__ = object.__hash__  # members are singletons: hash by identity (in C, unlike Enum's own)

    CHOOSE = "choose"
    PLAY = "play"
    CLAIM = "claim"
    MOVING = "moving"
    SCHEFFELN = "scheffeln"
    GAME_OVER = "game-over"


@dataclass(frozen=True)
class Won:
    """A money token a player took: its ``value``, the ``business`` letter it came from, the round, and
    whether it was the Mafia's token handed on (section sch.mafia.scheffeln)."""

    value: int
    business: str
    round: int
    mafia: bool = False


@dataclass(frozen=True)
class State:
    """Everything about a game.

    ``ring[i]`` is the letter of the business at ring position ``i`` (clockwise; A..H in the base game, any
    order in Express); ``stacks[i]`` its cars bottom to top; ``tokens[i]`` its money tokens, top first (the
    top one is face up). ``deck`` holds the undealt movement cards face down, ``played`` this round's cards
    played face up, ``face_down`` this round's face-down discards, ``row`` the Express row (left to right).
    ``timed_out`` lists Express players who let the count-down run out this round.
    """

    players: tuple[str, ...]
    options: Options
    rng: Rng
    ring: tuple[str, ...]
    stacks: Stacks
    tokens: tuple[tuple[int, ...], ...]
    money: tuple[tuple[Won, ...], ...]
    characters: tuple[Colour | None, ...]
    hands: tuple[tuple[Card, ...], ...]
    deck: tuple[Card, ...]
    played: tuple[Card, ...] = ()
    face_down: tuple[Card, ...] = ()
    row: tuple[Colour, ...] = ()
    removed: tuple[int, ...] = ()
    timed_out: frozenset[int] = frozenset()
    start: int = 0
    active: int = 0
    round: int = 1
    phase: Phase = Phase.CHOOSE
    log: tuple[ScheffelnEvent, ...] = field(default=(), repr=False)

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def to_act(self) -> int | None:
        """The seat the game waits for (in Express claims, any seat without a character may act first)."""
        if self.phase is Phase.GAME_OVER:
            return None
        if self.phase is Phase.CLAIM:
            waiting = self.claimants()
            return waiting[0] if waiting else None
        if self.phase in (Phase.SCHEFFELN, Phase.MOVING):
            return self.start
        return self.active

    def claimants(self) -> tuple[int, ...]:
        """Express: seats still without a character (and not timed out), clockwise from the start player."""
        order = ((self.start + k) % self.n for k in range(self.n))
        return tuple(p for p in order if self.characters[p] is None and p not in self.timed_out)

    def free_characters(self) -> tuple[Colour, ...]:
        """Character cards in the centre, in colour order."""
        held = set(self.characters)
        return tuple(c for c in COLOURS if c not in held)

    def holder(self, character: Colour) -> int | None:
        for p, c in enumerate(self.characters):
            if c == character:
                return p
        return None

    @property
    def mafia(self) -> bool:
        return any(MAFIA_CAR in s for s in self.stacks)
