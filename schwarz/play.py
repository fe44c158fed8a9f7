"""The one play loop of all games: bots act for the seat whose turn it is until the game ends."""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Iterator, Sequence
from typing import Any

from schwarz.core.bots import Bot, RandomBot
from schwarz.core.contract import GameSpec
from schwarz.core.errors import SchwarzError

MAX_ACTIONS = 100_000


def steps(
    game: GameSpec,
    state: Any,
    bots: Sequence[Bot] | None = None,
    seed: int = 0,
    max_actions: int = MAX_ACTIONS,
) -> Iterator[tuple[Any, Any]]:
    """Yield ``(action, next_state)`` until the game is over; each bot sees only its own seat's view."""
    players = len(state.players)
    seats: Sequence[Bot] = bots if bots is not None else [RandomBot()] * players
    if len(seats) != players:
        raise SchwarzError(f"{len(seats)} bots for {players} players")
    rng = random.Random(seed)
    for _ in range(max_actions):
        if state.is_over:
            return
        state = yield from _interjections(game, state, seats, rng)
        seat = state.to_act
        if seat is None:
            raise SchwarzError(f"nobody to act in phase {state.phase} and the game is not over")
        actions = game.legal_actions(state, seat)
        if not actions:
            raise SchwarzError(f"no legal action for seat {seat} in phase {state.phase}")
        action = seats[seat].choose(game.view(state, seat), actions, rng)
        state = game.apply(state, action)
        yield action, state
    raise SchwarzError(f"game not over after {max_actions} actions")


def _interjections(
    game: GameSpec, state: Any, seats: Sequence[Bot], rng: random.Random
) -> Generator[tuple[Any, Any], None, Any]:
    """Give every seat not to act a chance to act out of turn (e.g. a detective), in seat order."""
    for seat, bot in enumerate(seats):
        if seat == state.to_act or state.is_over:
            continue
        actions = game.legal_actions(state, seat)
        if actions:
            action = bot.interject(game.view(state, seat), actions, rng)
            if action is not None:
                state = game.apply(state, action)
                yield action, state
    return state


def play(
    game: GameSpec,
    players: int,
    seed: int,
    options: Any = None,
    bots: Sequence[Bot] | None = None,
    on_step: Callable[[Any, Any], None] | None = None,
) -> Any:
    """Play a whole seeded game with bots (random legal by default) and return the final state."""
    state = game.new_game(players, seed, options)
    for action, after in steps(game, state, bots, seed):
        state = after
        if on_step is not None:
            on_step(action, state)
    return state
