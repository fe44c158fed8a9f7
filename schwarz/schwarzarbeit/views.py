"""What one seat may know: a view is built by copying what the seat may see.

A player sees his own illegal workers, everything face up on the table, the counts of the face-down piles, and
the events visible to him. Perfect memory: every card that left the market face up, every discard, and who
denounced which card are public. Other players' illegal workers appear only once the game is over.
"""

from __future__ import annotations

from dataclasses import dataclass

from schwarz.core import legality
from schwarz.core.events import visible_log
from schwarz.core.values import build
from schwarz.schwarzarbeit.cards import Card
from schwarz.schwarzarbeit.events import SchwarzarbeitEvent
from schwarz.schwarzarbeit.options import Options
from schwarz.schwarzarbeit.state import Claim, Denunciation, Phase, State


@dataclass(frozen=True)
class View:
    """A seat's (or the teacher's, ``viewer=None``) knowledge of the game."""

    viewer: int | None
    players: tuple[str, ...]
    options: Options
    phase: Phase
    active: int
    announcer: int
    to_act: int | None
    turn: int
    illegal_workers: tuple[frozenset[str] | None, ...]
    market: tuple[Card, ...]
    draw_count: int
    discard_pile: tuple[Card, ...]
    special_count: int
    removed: tuple[Card, ...]
    reshuffled: bool
    hired: tuple[tuple[Card, ...], ...]
    denounced: tuple[tuple[Denunciation, ...], ...]
    lawyers_left: tuple[int, ...]
    detectives: tuple[bool, ...]
    announced: int | None
    claims: tuple[Claim, ...]
    closed: frozenset[Card]
    log: tuple[SchwarzarbeitEvent, ...]

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def own_illegal(self) -> frozenset[str]:
        if self.viewer is None:
            return frozenset()
        mine = self.illegal_workers[self.viewer]
        return mine if mine is not None else frozenset()


def view(state: State, player: int | None) -> View:
    """The view of seat ``player`` (``None``: the all-seeing teacher)."""
    legality.seat(state, player)
    everything = player is None or state.is_over
    return build(
        View,
        viewer=player,
        players=state.players,
        options=state.options,
        phase=state.phase,
        active=state.active,
        announcer=state.announcer,
        to_act=state.to_act,
        turn=state.turn,
        illegal_workers=tuple(
            w if everything or p == player else None for p, w in enumerate(state.illegal_workers)
        ),
        market=state.market,
        draw_count=len(state.draw_pile),
        discard_pile=state.discard_pile,
        special_count=len(state.special_pile),
        removed=state.removed,
        reshuffled=state.reshuffled,
        hired=state.hired,
        denounced=state.denounced,
        lawyers_left=state.lawyers_left,
        detectives=state.detectives,
        announced=state.announced,
        claims=state.claims,
        closed=state.closed,
        log=visible_log(state.log, player),
    )
