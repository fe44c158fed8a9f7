"""A game as a timeline of states for steppers: step, back, restart, a human seat (back is exact).

The timeline keeps every state it has reached; going back is an index, never an undo. Bots choose with a
random generator seeded by (seed, step number), so a seed replays the same game however the user steps.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from schwarz.core import legality
from schwarz.core.bots import Bot, RandomBot
from schwarz.core.contract import Closes, GameSpec
from schwarz.core.errors import SchwarzError
from schwarz.i18n import _
from schwarz.play import next_action


@dataclass(frozen=True)
class Timeline:
    """States reached so far (``states[i + 1] = apply(states[i], actions[i])``) and the one shown (``index``)."""

    game: GameSpec
    seed: int
    bots: tuple[Bot | None, ...]
    states: tuple[Any, ...]
    actions: tuple[Any, ...] = ()
    index: int = 0

    @classmethod
    def start(
        cls,
        game: GameSpec,
        players: int,
        seed: int,
        options: Any = None,
        bots: Sequence[Bot] | None = None,
        human: int | None = None,
    ) -> Timeline:
        """A new seeded game; seat ``human`` (if any) is decided by the user, the others by bots. Arguments it cannot
        start with raise a ``SchwarzError``."""
        first = game.new_game(players, seed, options)
        seats: list[Bot | None] = list(bots) if bots is not None else [RandomBot(interject_rate=0.0)] * players
        if len(seats) != players:
            raise SchwarzError(_("{count} bots for {players} players", count=len(seats), players=players))
        chosen = legality.seat(first, human)
        if chosen is not None:
            seats[chosen] = None
        return cls(game, seed, tuple(seats), (first,))

    @property
    def state(self) -> Any:
        return self.states[self.index]

    @property
    def last_action(self) -> Any | None:
        return self.actions[self.index - 1] if self.index > 0 else None

    @property
    def human(self) -> int | None:
        return next((seat for seat, bot in enumerate(self.bots) if bot is None), None)

    @property
    def waiting_for_human(self) -> bool:
        """True when the game waits for the human seat's decision (it may not step on its own)."""
        state = self.state
        return not state.is_over and self.human is not None and state.to_act == self.human

    @property
    def can_step(self) -> bool:
        return self.index < len(self.states) - 1 or not (self.state.is_over or self.waiting_for_human)

    def step(self) -> Timeline:
        """One action forward: a state already reached, or the bots' next choice."""
        if self.index < len(self.states) - 1:
            return replace(self, index=self.index + 1)
        rng = random.Random(self.seed * 1_000_003 + self.index)
        chosen = next_action(self.game, self.state, self.bots, rng)
        if chosen is None:
            return self
        return self._append(chosen[1])

    def play(self, action: Any) -> Timeline:
        """The user's action at the shown state (the future after it is dropped); illegal ones raise."""
        return self._append(action)

    def back(self) -> Timeline:
        return replace(self, index=max(0, self.index - 1))

    def restart(self) -> Timeline:
        return replace(self, index=0)

    def forward_to(self, unit: Closes, limit: int = 5_000) -> Timeline:
        """Step until a step closes ``unit`` (a turn, a round, the game: read from the game's phase table), or the
        timeline cannot move (a human seat must decide, or the game is over)."""
        timeline = self
        for _step in range(limit):
            if not timeline.can_step:
                break
            after = timeline.step()
            if after is timeline:
                break
            closed = self.game.closes(timeline.state, after.last_action, after.state)
            timeline = after
            if closed >= unit:
                break
        return timeline

    def with_bots(self, bots: Sequence[Bot | None]) -> Timeline:
        """New deciders from the shown state on (the states reached after it are dropped)."""
        keep = self.index + 1
        return replace(self, bots=tuple(bots), states=self.states[:keep], actions=self.actions[: keep - 1])

    def _append(self, action: Any) -> Timeline:
        after = self.game.apply(self.state, action)
        keep = self.index + 1
        return replace(
            self,
            states=(*self.states[:keep], after),
            actions=(*self.actions[:keep - 1], action),
            index=keep,
        )
