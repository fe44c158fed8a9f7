"""The legality gates of every game: what is checked the same way before a game's own rules are asked.

``gate`` refuses an action, in this order and with one style (a ``SchwarzError`` naming the rule):
1. a malformed action: not an action of this game, a field of the wrong type, or a seat that does not exist
   (``InvalidAction``);
2. any action once the game is over (``IllegalKind.GAME_OVER``);
3. an action the phase does not allow (``IllegalKind.WRONG_PHASE``): neither one of its actions nor one it allows at
   any time (``PhaseSpec.anytime``);
4. an action of a seat that may not act now (``IllegalKind.NOT_YOUR_TURN``): not the seat to act, or in a phase
   where several seats act at once, not one of those still to act (``PhaseSpec.active_players``).
A game then supplies only its in-turn rules. ``arguments`` checks ``new_game``'s arguments the same way for every
game (``InvalidArgument``); ``seat`` checks a seat argument (``view``, ``legal_actions``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from schwarz.core.codec import excerpt
from schwarz.core.contract import PhaseSpec
from schwarz.core.errors import IllegalAction, IllegalKind, InvalidAction, InvalidArgument
from schwarz.core.fields import check_fields, seat_fields
from schwarz.i18n import _

OptionsT = TypeVar("OptionsT")


def arguments(players: object, seed: object, options: OptionsT | None, options_type: type[OptionsT], low: int,
              high: int, game: str) -> OptionsT | None:
    """``new_game``'s arguments checked for every game alike: ``players`` a whole number from ``low`` to ``high``,
    ``seed`` a whole number of 0 or more, ``options`` None or exactly the game's ``options_type``; return the
    options. Anything else raises ``InvalidArgument`` (a game checks its finer limits after this)."""
    if isinstance(players, bool) or not isinstance(players, int):
        raise InvalidArgument(_("the number of players must be a whole number, not {value}", value=excerpt(players)))
    if not low <= players <= high:
        raise InvalidArgument(_("{game} is for {low} to {high} players, not {count}", game=game, low=low, high=high,
                                count=players))
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise InvalidArgument(_("the seed must be a whole number of 0 or more, not {value}", value=excerpt(seed)))
    if options is not None and type(options) is not options_type:
        raise InvalidArgument(_("the options of a {game} game must be {game} Options or None, not {value}",
                                game=game, value=excerpt(options)))
    return options


def seat(state: Any, player: object) -> int | None:
    """``player`` checked as a viewer of ``state``: a seat, or ``None`` (the all-seeing teacher)."""
    return None if player is None else player_seat(state, player)


def player_seat(state: Any, player: object) -> int:
    """``player`` checked as a seat of ``state``: a whole number from 0 to the last seat."""
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < len(state.players):
        raise InvalidAction(_("a seat is a whole number from 0 to {last}, not {value}", last=len(state.players) - 1,
                              value=excerpt(player)))
    return player


def gate(
    state: Any,
    action: object,
    phases: Mapping[Any, PhaseSpec],
    action_types: Sequence[type[Any]],
    end_rule: str = "",
) -> int:
    """Refuse ``action`` if it is malformed, the game is over, the phase does not allow it or its seat may not act
    now; else return the acting seat (the action's ``player`` if it names one, else the seat to act)."""
    if not isinstance(action, tuple(action_types)) or not dataclasses.is_dataclass(action):
        raise InvalidAction(_("{action} is not an action of this game", action=excerpt(action)))
    check_fields(action, InvalidAction)
    for name in seat_fields(type(action)):
        value = getattr(action, name)
        if value is not None:
            player_seat(state, value)
    if state.is_over:
        raise IllegalAction(end_rule or phases[state.phase].rule_ids[0], _("the game is over"), action,
                            state.phase, IllegalKind.GAME_OVER)
    spec = phases[state.phase]
    player: int | None = getattr(action, "player", None)
    if isinstance(action, spec.anytime) and player is not None:
        return player
    if not isinstance(action, spec.actions):
        raise IllegalAction(spec.rule_ids[0], _("this is the phase '{phase}', where this action is not allowed",
                                                phase=spec.title), action, state.phase, IllegalKind.WRONG_PHASE)
    acting: int = state.to_act if player is None else player
    if spec.active_players is not None:
        if acting not in spec.active_players(state):
            raise IllegalAction(spec.rule_ids[0], _("{name} has already acted in the phase '{phase}'",
                                                    name=state.players[acting], phase=spec.title),
                                action, state.phase, IllegalKind.NOT_YOUR_TURN)
    elif acting != state.to_act:
        raise IllegalAction(spec.rule_ids[0], _("it is not this player's turn"), action, state.phase,
                            IllegalKind.NOT_YOUR_TURN)
    return acting
