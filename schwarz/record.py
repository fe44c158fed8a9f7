"""A game record: the deal number (seed), the players, the options and the actions, replayed through the engine.

A record is valid by construction: reading one replays every action with ``apply``, so a record that is not a
game the rules allow is refused (``InvalidState`` naming the move and the rule). Records are what the app
downloads and uploads, and what a shared link carries:

- ``to_json(record)`` / ``from_json(game, text)``: the file (the save envelope of ``schwarz.core.codec``, with
  ``"record"`` in place of ``"state"``), and the final state's own save beside it for a reader's convenience;
- ``moves_text(game, states, actions)`` / ``moves_from_text(...)``: the actions as a short text for a link, each
  the index of the action among the legal actions of every seat at that moment ("3.0.12.1"), since legal
  actions come back in a deterministic order.
"""

from __future__ import annotations

import json
import typing
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from schwarz.core import codec
from schwarz.core.contract import GameSpec
from schwarz.core.errors import InvalidState, SchwarzError
from schwarz.i18n import _

MAX_MOVES = 5_000
"""A record holds at most this many actions (a long game has a few hundred)."""


@dataclass(frozen=True)
class Record:
    """A game as its deal and its moves: ``options`` is the game's Options (``None``: the texts' rules)."""

    game: str
    players: int
    seed: int
    options: Any
    actions: tuple[Any, ...]


def replay(spec: GameSpec, record: Record) -> list[Any]:
    """Every state of the record's game, from the deal to its last action (``InvalidState`` if it is not a game
    the rules allow: the message names the move)."""
    if not spec.min_players <= record.players <= spec.max_players:
        raise InvalidState(_("{game} is played by {low} to {high} players, not {count}", game=spec.title,
                             low=spec.min_players, high=spec.max_players, count=codec.excerpt(record.players)))
    if len(record.actions) > MAX_MOVES:
        raise InvalidState(_("a record holds at most {limit} moves", limit=MAX_MOVES))
    states = [spec.new_game(record.players, record.seed, record.options)]
    for number, action in enumerate(record.actions, start=1):
        try:
            states.append(spec.apply(states[-1], action))
        except SchwarzError as exc:
            raise InvalidState(_("move {number} of this record is not allowed: {reason}", number=number,
                                 reason=exc.message)) from None
    return states


def _action_type(spec: GameSpec) -> Any:
    return typing.Union[tuple(spec.action_types)]  # noqa: UP007 - a union built at run time


def _body(record: Record) -> dict[str, Any]:
    return {
        "players": record.players,
        "seed": record.seed,
        "options": codec.encode(record.options),
        "actions": [codec.encode(a) for a in record.actions],
    }


def dumps(record: Record) -> str:
    """The record as json text without replaying it (``from_json`` replays it when it is read back)."""
    envelope = {"format": codec.FORMAT, "game": record.game, "record": _body(record)}
    return json.dumps(envelope, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def to_json(spec: GameSpec, record: Record) -> str:
    """The record as json text (deterministic); the final state's save is included for readers."""
    states = replay(spec, record)
    envelope = {"format": codec.FORMAT, "game": spec.name, "record": _body(record), "final": json.loads(
        spec.to_json(states[-1]))}
    return json.dumps(envelope, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def from_json(spec: GameSpec, text: Any) -> tuple[Record, list[Any]]:
    """A record read and replayed: (record, every state); anything else raises ``InvalidState`` saying why."""
    data = codec.parse(text)
    if not isinstance(data, dict) or data.get("format") != codec.FORMAT:
        found = data.get("format") if isinstance(data, dict) else None
        raise InvalidState(_("this file is not a game record of this version of schwarz (format {found}; this "
                             "version reads format {format})", found=codec.excerpt(found), format=codec.FORMAT))
    if data.get("game") != spec.name:
        raise InvalidState(_("this is not a record of {game} but of {found}", game=spec.title,
                             found=codec.excerpt(data.get("game"))))
    unknown = set(data) - {"format", "game", "record", "final"}
    if unknown:
        raise InvalidState(_("unknown field(s) in the save: {fields}", fields=codec.excerpt(sorted(unknown))))
    body = data.get("record")
    if not isinstance(body, dict) or set(body) != {"players", "seed", "options", "actions"}:
        raise InvalidState(_("$.record: expected players, seed, options and actions"))
    players = codec.decode(int, body["players"], "$.record.players")
    seed = codec.decode(int, body["seed"], "$.record.seed")
    if not 0 <= seed <= 10**9:
        raise InvalidState(_("$.record.seed: a deal number is between 0 and 1,000,000,000"))
    options = codec.decode(spec.options_type | None, body["options"], "$.record.options")
    raw = body["actions"]
    if not isinstance(raw, list) or len(raw) > MAX_MOVES:
        raise InvalidState(_("a record holds at most {limit} moves", limit=MAX_MOVES))
    kind = _action_type(spec)
    actions = tuple(codec.decode(kind, a, f"$.record.actions[{i}]") for i, a in enumerate(raw))
    record = Record(spec.name, players, seed, options, actions)
    states = replay(spec, record)
    if "final" in data and json.loads(spec.to_json(states[-1])) != data["final"]:
        raise InvalidState(_("the final position in this file is not the one its moves lead to"))
    return record, states


def all_legal(spec: GameSpec, state: Any) -> list[Any]:
    """The legal actions of every seat at ``state`` (``GameSpec.all_legal``)."""
    return spec.all_legal(state)


def moves_text(spec: GameSpec, states: Sequence[Any], actions: Sequence[Any]) -> str:
    """The actions as indices among ``all_legal`` of the state before each ('3.0.12'), for a link."""
    return ".".join(str(all_legal(spec, state).index(action)) for state, action in zip(states, actions,
                                                                                         strict=False))


def moves_from_text(spec: GameSpec, first: Any, text: str) -> list[Any]:
    """The actions a link's moves name, from the state ``first`` (``InvalidState`` when they name none)."""
    if not text:
        return []
    parts = text.split(".")
    if len(parts) > MAX_MOVES or not all(p.isdigit() and len(p) < 6 for p in parts):
        raise InvalidState(_("this link's moves are not a list of numbers"))
    state, actions = first, []
    for number, part in enumerate(parts, start=1):
        legal = all_legal(spec, state)
        index = int(part)
        if index >= len(legal):
            raise InvalidState(_("move {number} of this link does not exist in this game", number=number))
        actions.append(legal[index])
        state = spec.apply(state, legal[index])
    return actions


__all__ = ["Record", "all_legal", "dumps", "from_json", "moves_from_text", "moves_text", "replay", "to_json"]
