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


def _sees(bot: Bot) -> bool:
    """Does ``bot`` look at its view? A bot declaring ``blind = True`` (the random bot) is handed none."""
    return not getattr(bot, "blind", False)


def _listens(bot: Bot, state: Any, seat: int) -> bool:
    """Might ``bot`` act out of turn now? A bot declaring ``interjects_after`` (event types) does so only right after
    one of those events (the last one its seat sees): at any other step it is not asked (nor is its view built)."""
    after = getattr(bot, "interjects_after", None)
    if after is None:
        return True
    last = next((e for e in reversed(state.log) if e.visible(seat)), None)
    return isinstance(last, after)


def decide(
    game: GameSpec, state: Any, seats: Sequence[Bot | None], rng: random.Random
) -> tuple[int, Any, bool] | None:
    """``next_action`` and whether the action is one of those ``legal_actions`` offered (the very object), so the
    play loop may ``GameSpec.advance`` without checking it again. Other seats are asked only in a phase whose table
    lets a seat act out of turn (``PhaseSpec.anytime`` or ``active_players``)."""
    if state.is_over:
        return None
    to_act = state.to_act
    spec = game.phases[state.phase]
    out_of_turn = spec.anytime or spec.active_players is not None  # else the legality gate refuses every other seat
    for seat, bot in enumerate(seats if out_of_turn else ()):
        if seat == to_act or bot is None or not _listens(bot, state, seat):
            continue
        actions = game.legal_actions(state, seat)
        if actions:
            action = bot.interject(game.view(state, seat) if _sees(bot) else None, actions, rng)
            if action is not None:
                return seat, action, any(a is action for a in actions)
    if to_act is None:
        raise SchwarzError(_("nobody is to act and the game is not over"))
    bot = seats[to_act]
    if bot is None:
        return None
    actions = game.legal_actions(state, to_act)
    if not actions:
        raise SchwarzError(_("seat {seat} has no legal action", seat=to_act))
    action = bot.choose(game.view(state, to_act) if _sees(bot) else None, actions, rng)
    return to_act, action, any(a is action for a in actions)


def next_action(
    game: GameSpec, state: Any, seats: Sequence[Bot | None], rng: random.Random
) -> tuple[int, Any] | None:
    """The next ``(seat, action)`` chosen by the bots, or None when a human seat (``None`` bot) must decide.

    First every bot not to act may act out of turn (a Schwarzarbeit detective), in seat order; then the seat
    to act chooses. Each bot sees only its own seat's view.
    """
    chosen = decide(game, state, seats, rng)
    return None if chosen is None else (chosen[0], chosen[1])


def steps(
    game: GameSpec,
    state: Any,
    bots: Sequence[Bot] | None = None,
    seed: int = 0,
    max_actions: int = MAX_ACTIONS,
) -> Iterator[tuple[Any, Any]]:
    """Yield ``(action, next_state)`` until the game is over, every seat played by its bot.

    An action a bot took from the offered ones goes through ``GameSpec.advance`` (the same rules, not checked
    again), any other through ``apply``."""
    players = len(state.players)
    seats: Sequence[Bot] = bots if bots is not None else [RandomBot()] * players
    if len(seats) != players:
        raise SchwarzError(_("{count} bots for {players} players", count=len(seats), players=players))
    rng = random.Random(seed)
    advance = game.advance
    for _step in range(max_actions):
        chosen = decide(game, state, seats, rng)
        if chosen is None:
            return
        _seat, action, offered = chosen
        state = advance(state, action) if offered and advance is not None else game.apply(state, action)
        yield action, state
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
