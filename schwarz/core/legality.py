"""The one legality gate of every game: what is checked the same way before a game's own rules are asked.

``gate`` refuses, in this order and with one style (a ``SchwarzError`` naming the rule):
1. a malformed action: not an action of this game, or a field of the wrong type (``InvalidAction``);
2. any action once the game is over (``IllegalKind.GAME_OVER``);
3. an action the phase does not allow (``IllegalKind.WRONG_PHASE``), unless the game allows it at any time;
4. an action of a seat that is not the one to act (``IllegalKind.NOT_YOUR_TURN``).
A game then supplies only its in-turn rules. ``seat`` checks a seat argument (``view``, ``legal_actions``).
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from schwarz.core.codec import excerpt
from schwarz.core.contract import PhaseSpec
from schwarz.core.errors import IllegalAction, IllegalKind, InvalidAction
from schwarz.i18n import _


def seat(state: Any, player: object) -> int | None:
    """``player`` checked as a viewer of ``state``: a seat, or ``None`` (the all-seeing teacher)."""
    return None if player is None else player_seat(state, player)


def player_seat(state: Any, player: object) -> int:
    """``player`` checked as a seat of ``state``: a whole number from 0 to the last seat."""
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < len(state.players):
        raise InvalidAction(_("a seat is a whole number from 0 to {last}, not {value}", last=len(state.players) - 1,
                              value=excerpt(player)))
    return player


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _fits(value: Any, tp: Any) -> bool:
    """Does ``value`` have the declared type ``tp`` (dataclasses, enums, unions, tuples, ints that are not
    booleans)?"""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if tp is Any:
        return True
    if origin in (typing.Union, types.UnionType):
        return any(_fits(value, a) for a in args)
    if tp is type(None):
        return value is None
    if tp is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if tp is bool:
        return isinstance(value, bool)
    if tp in (str, float):
        return isinstance(value, tp)
    if origin in (tuple, frozenset):
        if not isinstance(value, origin):
            return False
        if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(x, args[0]) for x in value)
        if origin is frozenset:
            return all(_fits(x, args[0]) for x in value)
        return len(args) == len(value) and all(_fits(x, a) for x, a in zip(value, args, strict=True))
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return isinstance(value, tp)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return isinstance(value, tp) and well_formed(value)
    if isinstance(tp, type):
        return isinstance(value, tp)
    return True


def well_formed(value: Any) -> bool:
    """Does every field of the dataclass ``value`` have its declared type?"""
    cls: type = type(value)
    hints = _hints(cls)
    return all(_fits(getattr(value, f.name), hints[f.name]) for f in dataclasses.fields(value))


def gate(
    state: Any,
    action: object,
    phases: Mapping[Any, PhaseSpec],
    action_types: Sequence[type[Any]],
    anytime: Sequence[type[Any]] = (),
    end_rule: str = "",
) -> int:
    """Refuse ``action`` if it is malformed, the game is over, the phase does not allow it or it is not the acting
    seat's turn; else return the acting seat (the ``player`` of an any-time action, or the seat to act)."""
    if not isinstance(action, tuple(action_types)) or not dataclasses.is_dataclass(action):
        raise InvalidAction(_("{action} is not an action of this game", action=excerpt(action)))
    if not well_formed(action):
        raise InvalidAction(_("{action} is malformed: a field has the wrong type", action=excerpt(action)))
    if state.is_over:
        raise IllegalAction(end_rule or phases[state.phase].rule_ids[0], _("the game is over"), action,
                            state.phase, IllegalKind.GAME_OVER)
    player = getattr(action, "player", None)
    if isinstance(action, tuple(anytime)):
        return player_seat(state, player)
    spec = phases[state.phase]
    if not isinstance(action, spec.actions):
        raise IllegalAction(spec.rule_ids[0], _("this is the phase '{phase}', where this action is not allowed",
                                                phase=spec.title), action, state.phase, IllegalKind.WRONG_PHASE)
    if player is not None and player != state.to_act:
        player_seat(state, player)
        raise IllegalAction(spec.rule_ids[0], _("it is not this player's turn"), action, state.phase,
                            IllegalKind.NOT_YOUR_TURN)
    acting: int = state.to_act
    return acting
