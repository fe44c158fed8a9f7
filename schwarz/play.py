"""The one play loop of all games: bots act for the seat whose turn it is until the game ends."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from schwarz.core.bots import Bot, RandomBot
from schwarz.core.contract import GameSpec
from schwarz.core.errors import SchwarzError
from schwarz.i18n import _

MAX_ACTIONS = 100_000


def next_action(
    game: GameSpec, state: Any, seats: Sequence[Bot | None], rng: random.Random
) -> tuple[int, Any] | None:
    """The next ``(seat, action)`` chosen by the bots, or None when a human seat (``None`` bot) must decide.

    First every bot not to act may act out of turn (a Schwarzarbeit detective), in seat order; then the seat
    to act chooses. Each bot sees only its own seat's view.
    """
    if state.is_over:
        return None
    for seat, bot in enumerate(seats):
        if seat == state.to_act or bot is None:
            continue
        actions = game.legal_actions(state, seat)
        if actions:
            action = bot.interject(game.view(state, seat), actions, rng)
            if action is not None:
                return seat, action
    seat = state.to_act
    if seat is None:
        raise SchwarzError(_("nobody is to act and the game is not over"))
    bot = seats[seat]
    if bot is None:
        return None
    actions = game.legal_actions(state, seat)
    if not actions:
        raise SchwarzError(_("seat {seat} has no legal action", seat=seat))
    return seat, bot.choose(game.view(state, seat), actions, rng)


def steps(
    game: GameSpec,
    state: Any,
    bots: Sequence[Bot] | None = None,
    seed: int = 0,
    max_actions: int = MAX_ACTIONS,
) -> Iterator[tuple[Any, Any]]:
    """Yield ``(action, next_state)`` until the game is over, every seat played by its bot."""
    players = len(state.players)
    seats: Sequence[Bot] = bots if bots is not None else [RandomBot()] * players
    if len(seats) != players:
        raise SchwarzError(_("{count} bots for {players} players", count=len(seats), players=players))
    rng = random.Random(seed)
    for _step in range(max_actions):
        chosen = next_action(game, state, seats, rng)
        if chosen is None:
            return
        state = game.apply(state, chosen[1])
        yield chosen[1], state
    raise SchwarzError(_("the game is not over after {count} actions", count=max_actions))


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
