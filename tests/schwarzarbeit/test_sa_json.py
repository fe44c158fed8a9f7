"""Json round trip and bad input: every malformed or impossible state gets a clear InvalidState."""

from __future__ import annotations

import json

import pytest

from schwarz import InvalidState
from schwarz.schwarzarbeit import from_json, new_game, to_json


def doc() -> dict[str, object]:
    """The state part of a save."""
    return json.loads(to_json(new_game(4, 3)))["state"]  # type: ignore[no-any-return]


def save(state: dict[str, object]) -> str:
    """A save holding ``state`` (in the envelope of the current format)."""
    return json.dumps({"format": 2, "game": "schwarzarbeit", "state": state})


def test_a_save_of_the_earlier_format_or_of_another_game_is_refused_naming_it() -> None:
    with pytest.raises(InvalidState, match=r"earlier version of schwarz \(format 1\)"):
        from_json(json.dumps(doc()))
    with pytest.raises(InvalidState, match="format 7"):
        from_json(json.dumps({"format": 7, "game": "schwarzarbeit", "state": doc()}))
    with pytest.raises(InvalidState, match="not a save of schwarzarbeit but of 'scheffeln'"):
        from_json(json.dumps({"format": 2, "game": "scheffeln", "state": doc()}))


def test_round_trip_is_exact() -> None:
    state = new_game(5, 9)
    assert from_json(to_json(state)) == state
    assert to_json(from_json(to_json(state))) == to_json(state)


def test_unknown_card() -> None:
    d = doc()
    d["market"][0]["employee"] = "Nobody Known"  # type: ignore[index]
    with pytest.raises(InvalidState, match="unknown employee"):
        from_json(save(d))


def test_a_card_twice() -> None:
    d = doc()
    d["draw_pile"].append(d["market"][0])  # type: ignore[attr-defined,index]
    with pytest.raises(InvalidState, match="two places"):
        from_json(save(d))


def test_a_card_missing() -> None:
    d = doc()
    d["draw_pile"].pop()  # type: ignore[attr-defined]
    with pytest.raises(InvalidState, match="missing"):
        from_json(save(d))


def test_a_shared_illegal_worker() -> None:
    d = doc()
    workers = d["illegal_workers"]
    workers[1] = [workers[0][0], workers[1][1]]  # type: ignore[index]
    with pytest.raises(InvalidState, match="shared"):
        from_json(save(d))


def test_wrong_number_of_illegal_workers() -> None:
    d = doc()
    d["illegal_workers"][0] = d["illegal_workers"][0][:1]  # type: ignore[index]
    with pytest.raises(InvalidState, match="illegal workers"):
        from_json(save(d))


def test_wrong_types_and_unknown_fields() -> None:
    d = doc()
    d["turn"] = "three"
    with pytest.raises(InvalidState, match="turn"):
        from_json(save(d))
    d = doc()
    d["cheat"] = 1
    with pytest.raises(InvalidState, match="unknown field"):
        from_json(save(d))
    with pytest.raises(InvalidState, match="not valid json"):
        from_json("{")


def test_first_pass_duplicate_on_market() -> None:
    d = doc()
    market = d["market"]
    first = market[0]  # type: ignore[index]
    twin = next(c for c in d["draw_pile"] if c["employee"] == first["employee"])  # type: ignore[attr-defined,index]
    d["draw_pile"].remove(twin)  # type: ignore[attr-defined]
    market.append(twin)  # type: ignore[attr-defined]
    with pytest.raises(InvalidState, match="twice on the market"):
        from_json(save(d))
