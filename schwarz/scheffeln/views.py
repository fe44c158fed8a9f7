"""What one seat may know: a view is built by copying what the seat may see (section sch.turn.exchange: face down is
hidden).

Public: the board (cars, top tokens face up, the number of tokens under them), characters, tokens taken,
cards played face up, the Express row. Secret: other players' hands, face-down discards, the undealt cards and
the order of every face-down pile.
"""

from __future__ import annotations

from dataclasses import dataclass

from schwarz.core import legality
from schwarz.core.events import visible_log
from schwarz.core.values import build
from schwarz.scheffeln.cars import Colour
from schwarz.scheffeln.components import Card
from schwarz.scheffeln.events import ScheffelnEvent
from schwarz.scheffeln.moving import Stacks
from schwarz.scheffeln.options import Options
from schwarz.scheffeln.state import Phase, State, Won


@dataclass(frozen=True)
class View:
    """A seat's (or the teacher's, ``viewer=None``) knowledge of the game."""

    viewer: int | None
    players: tuple[str, ...]
    options: Options
    phase: Phase
    to_act: int | None
    start: int
    active: int
    round: int
    ring: tuple[str, ...]
    stacks: Stacks
    top_tokens: tuple[int | None, ...]
    token_counts: tuple[int, ...]
    money: tuple[tuple[Won, ...], ...]
    removed: tuple[int, ...]
    characters: tuple[Colour | None, ...]
    hands: tuple[tuple[Card, ...] | None, ...]
    hand_counts: tuple[int, ...]
    deck_count: int
    played: tuple[Card, ...]
    face_down_count: int
    row: tuple[Colour, ...]
    timed_out: frozenset[int]
    log: tuple[ScheffelnEvent, ...]

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def hand(self) -> tuple[Card, ...]:
        """The viewer's own hand (empty for the teacher)."""
        if self.viewer is None:
            return ()
        own = self.hands[self.viewer]
        return own if own is not None else ()


def view(state: State, player: int | None) -> View:
    """The view of seat ``player`` (``None``: the all-seeing teacher)."""
    viewer = legality.seat(state, player)
    return build(
        View,
        viewer=viewer,
        players=state.players,
        options=state.options,
        phase=state.phase,
        to_act=state.to_act,
        start=state.start,
        active=state.active,
        round=state.round,
        ring=state.ring,
        stacks=state.stacks,
        top_tokens=tuple(s[0] if s else None for s in state.tokens),
        token_counts=tuple(len(s) for s in state.tokens),
        money=state.money,
        removed=state.removed,
        characters=state.characters,
        hands=tuple(h if viewer is None or p == viewer else None for p, h in enumerate(state.hands)),
        hand_counts=tuple(len(h) for h in state.hands),
        deck_count=len(state.deck),
        played=state.played,
        face_down_count=len(state.face_down),
        row=state.row,
        timed_out=state.timed_out,
        log=visible_log(state.log, viewer),
    )
