"""The state of a Schwarzarbeit game: an immutable value (states are values: back is exact)."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from schwarz.core.rng import Rng
from schwarz.schwarzarbeit.cards import Card
from schwarz.schwarzarbeit.events import SchwarzarbeitEvent
from schwarz.schwarzarbeit.options import Options


class Phase(enum.Enum):
    """The four phases of a turn (section 'Gameplay'), and the end."""

    __hash__ = object.__hash__  # members are singletons: hash by identity (in C, unlike Enum's own)

    INFORMATION = "information"
    HIRE = "hire"
    LAWYERS = "lawyers"
    REFILL = "refill"
    GAME_OVER = "game-over"


@dataclass(frozen=True)
class Denunciation:
    """A card in a player's staggered pile of denounced employees, with the lawyer on it (if any)."""

    card: Card
    lawyer: int | None = None
    by_detective: bool = False


@dataclass(frozen=True)
class Claim:
    """A detective placed on a market card, not yet resolved (section 'At any time: the detective')."""

    player: int
    card: Card


@dataclass(frozen=True)
class State:
    """Everything about a game. ``draw_pile[0]`` is the top card; ``discard_pile[-1]`` is the visible one."""

    players: tuple[str, ...]
    options: Options
    rng: Rng
    illegal_workers: tuple[frozenset[str], ...]
    market: tuple[Card, ...]
    draw_pile: tuple[Card, ...]
    discard_pile: tuple[Card, ...]
    special_pile: tuple[Card, ...] = ()
    removed: tuple[Card, ...] = ()
    reshuffled: bool = False
    hired: tuple[tuple[Card, ...], ...] = ()
    denounced: tuple[tuple[Denunciation, ...], ...] = ()
    lawyers_left: tuple[int, ...] = ()
    detectives: tuple[bool, ...] = ()
    active: int = 0
    turn: int = 1
    phase: Phase = Phase.INFORMATION
    announced: int | None = None
    to_refill: int = 0
    claims: tuple[Claim, ...] = ()
    closed: frozenset[Card] = frozenset()
    log: tuple[SchwarzarbeitEvent, ...] = field(default=(), repr=False)

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def announcer(self) -> int:
        """The active player's right neighbour (section 'Obtain information')."""
        return (self.active - 1) % self.n

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def to_act(self) -> int | None:
        """The seat whose decision the game waits for (detectives may be used by anyone holding one)."""
        phase = self.phase
        if phase is Phase.INFORMATION:
            return (self.active - 1) % len(self.players)
        return None if phase is Phase.GAME_OVER else self.active

    def owner_of(self, employee: str) -> int | None:
        """The player employing ``employee`` illegally, or None for a regular employee."""
        for p, workers in enumerate(self.illegal_workers):
            if employee in workers:
                return p
        return None
