"""Saves are input: mutated saves of every game are refused with a short ``InvalidState``, never another exception,
and a save that is accepted is the game it was (one mutation of a real game never makes another one).

Hypothesis draws the mutations of a valid save (a value dropped, duplicated, retyped, made huge, negative or
strange; deep nesting; broken json), so a failure shrinks to one readable mutation."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schwarz.core.errors import InvalidState
from schwarz.core.registry import GAMES, find_game
from schwarz.record import all_legal

MESSAGE_LIMIT = 400
"""An error message quotes at most a short excerpt of the input."""


def _save(name: str) -> tuple[str, Any]:
    """A mid-game save of ``name`` (text and parsed json)."""
    game = find_game(name)
    state = game.new_game(4, 7)
    rng = random.Random(7)
    for _ in range(40):
        if state.is_over:
            break
        state = game.apply(state, rng.choice(all_legal(game, state)))
    text = game.to_json(state)
    return text, json.loads(text)


SAVES = {name: _save(name) for name in GAMES}


def _nodes(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The path of every value in the json tree."""
    found = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _nodes(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            found += _nodes(value, (*path, i))
    return found


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    _get(data, path[:-1])[path[-1]] = value
    return data


STRANGE = st.sampled_from([
    None, True, 0, -1, 10**30, -(10**30), 1.5, float("inf"), "", "\x00", "\ud800", "x" * 10_000, [], {}, [[]],
    {"type": "Nothing"}, "Andrea", "day", 3,
])
MUTATIONS = st.sampled_from(["drop", "duplicate", "replace", "nest", "swap"])


def _mutate(data: Any, kind: str, target: tuple[Any, ...], other: tuple[Any, ...], value: Any) -> Any:
    node = _get(data, target)
    if kind == "drop" and target:
        parent = _get(data, target[:-1])
        del parent[target[-1]]
        return data
    if kind == "duplicate" and target and isinstance(_get(data, target[:-1]), list):
        _get(data, target[:-1]).insert(target[-1], json.loads(json.dumps(node)))
        return data
    if kind == "nest":
        deep: Any = node
        for _level in range(600):
            deep = [deep]
        return _set(data, target, deep)
    if kind == "swap" and other:
        return _set(data, target, json.loads(json.dumps(_get(data, other))))
    return _set(data, target, value)


@pytest.mark.parametrize("name", sorted(GAMES))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_mutated_save_is_refused_with_a_short_clear_message_or_is_a_real_game(name: str, data: Any) -> None:
    game = find_game(name)
    text, parsed = SAVES[name]
    tree = json.loads(text)
    paths = _nodes(parsed)
    kind = data.draw(MUTATIONS, label="mutation")
    target = data.draw(st.sampled_from(paths), label="where")
    other = data.draw(st.sampled_from(paths), label="other place")
    value = data.draw(STRANGE, label="value")
    try:
        mutated = json.dumps(_mutate(tree, kind, target, other, value), ensure_ascii=False)
    except (KeyError, IndexError, TypeError):  # the path vanished with an earlier step of the same mutation
        return
    try:
        state = game.from_json(mutated)
    except InvalidState as exc:
        assert len(str(exc)) <= MESSAGE_LIMIT, str(exc)[:200]
        return
    assert game.to_json(state) == text  # one mutation of a real game is never another real game


@pytest.mark.parametrize("name", sorted(GAMES))
def test_broken_huge_and_deep_saves_are_refused_briefly(name: str) -> None:
    game = find_game(name)
    text, _parsed = SAVES[name]
    bad = [
        text[: len(text) // 2],  # cut in the middle
        "x" * 52_000_000,  # a 52 MB string
        "[" * 5_000 + "]" * 5_000,  # nesting 5,000 deep
        json.dumps({"format": 2, "game": name, "state": "x" * 1_000_000}),
        "",
        "null",
    ]
    for candidate in bad:
        with pytest.raises(InvalidState) as refused:
            game.from_json(candidate)
        assert len(str(refused.value)) <= MESSAGE_LIMIT


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_save_with_a_renamed_player_or_a_dropped_log_line_is_no_game(name: str) -> None:
    game = find_game(name)
    _text, parsed = SAVES[name]
    renamed = json.loads(json.dumps(parsed))
    renamed["state"]["players"][1] = renamed["state"]["players"][0]
    dropped = json.loads(json.dumps(parsed))
    del dropped["state"]["log"][len(dropped["state"]["log"]) // 2]
    for candidate in (renamed, dropped):
        with pytest.raises(InvalidState):
            game.from_json(json.dumps(candidate, ensure_ascii=False))
