"""The simulator's private fast path: a game may play whole seeded games on its own compact, mutable position.

The design lab plays thousands of games with the same bots; the engine's immutable states, events and views cost
most of that time. A game may therefore name a fast player (``GameSpec.fast_play``, the ``"module:function"``
path of a ``FastPlay``) that plays one whole game the way ``schwarz.sim.play_one`` does (the engine's
``new_game``, the bots of ``schwarz.bots.make_bot``, the play loop of ``schwarz.play.steps``, the engine's
scores) and returns only what the simulator keeps: an ``Outcome``. It is the same games, not a model of them:
``tests/test_fast_play.py`` plays 10,000 seeded games per game both ways and compares every action and every
outcome. A fast player answers None for what it does not cover (a bot it does not know, say): the engine then
plays that game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from schwarz.core.errors import SchwarzError
from schwarz.core.registry import named

K = TypeVar("K")
T = TypeVar("T")


@dataclass(frozen=True)
class Outcome:
    """What the simulator keeps of a finished game: each seat's score total and tie-break (as in the engine's
    ``ScoreSheet``) and the number of actions played."""

    totals: tuple[int, ...]
    tiebreaks: tuple[int, ...]
    length: int

    def ranks(self) -> tuple[int, ...]:
        """Rank of each seat (1 = winner; equal total and tie-break share a rank), as ``contract.ranking``."""
        keyed = list(zip(self.totals, self.tiebreaks, strict=True))
        return tuple(1 + sum(1 for other in keyed if other > mine) for mine in keyed)


class FastPlay(Protocol):
    """``play(players, seed, options, bots, trace)``: the outcome of the game ``sim.play_one`` would play with
    these seat bots (names, e.g. ``("random", "heuristic", ...)``), or None when this fast path does not cover it.
    With a ``trace`` list, it appends every action played, as the engine's action value (for the equality test;
    the lab passes None)."""

    def __call__(self, players: int, seed: int, options: Any, bots: Sequence[str],
                 trace: list[Any] | None = None) -> Outcome | None: ...


def fast_player(path: str) -> FastPlay | None:
    """The fast player a ``GameSpec.fast_play`` path names (imported on first use), None for ''."""
    if not path:
        return None
    player: FastPlay = named(path)
    return player


def seat_kinds(bots: Sequence[object], players: int, paths: Mapping[str, str],
               played: Mapping[str, K]) -> list[K] | None:
    """What a fast path plays in each seat: ``played`` maps the class path of a bot of the game (``paths``, its
    ``GameSpec.bots``: name -> path, '' for the random bot) to the fast path's own kind of bot; the names are read as
    ``schwarz.bots.make_bot`` reads them. None for a bot it does not play or a number of bots other than
    ``players``."""
    kinds = []
    for name in bots:
        path = paths.get(name.strip().lower()) if isinstance(name, str) else None
        if path is None or path not in played:
            return None
        kinds.append(played[path])
    return kinds if len(kinds) == players else None


def unless_refused(check: Callable[[], T]) -> T | None:
    """``check()`` (the engine's own checks of ``new_game``'s arguments), or None where it raises ``SchwarzError``:
    a fast path answers None where the engine would refuse."""
    try:
        return check()
    except SchwarzError:
        return None
