"""Scheffeln bots. ``HeuristicBot`` backs the character whose car is most likely to earn most (sch.scheffeln).

It sees only its seat's view. A car earns the face-up top token of its business when it stands alone or on top
(sch.scheffeln), so the bot values a board for a character as that token (0 when the car is beneath another).
In the setup it takes the free character with the best value now or after one of its own colour cards
(sch.setup); on its turn it tries every legal play on a copy of the board with the moving rules
(sch.moving.single-car, sch.moving.two-cars, RUN cards) and keeps the one that leaves its own character best
placed and the best-placed rival worst; in Express it resolves the revealed row with ``predict`` and grabs the
character that will earn most (sch.express.play).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from schwarz.scheffeln.actions import Backward, Choose, Claim, Evasion, Exchange, Joker, Move, Nasty, TimeOut
from schwarz.scheffeln.cars import Colour
from schwarz.scheffeln.express import predict
from schwarz.scheffeln.moving import Stacks, board_step, evade, where
from schwarz.scheffeln.state import Phase
from schwarz.scheffeln.views import View


def value(stacks: Stacks, character: Colour | None, top_tokens: Sequence[int | None]) -> int:
    """What ``character`` would take if the Scheffeln phase came now (sch.scheffeln): the top token of its
    business when its car is alone or on top, else 0."""
    if character is None:
        return 0
    for i, stack in enumerate(stacks):
        if character in stack:
            token = top_tokens[i]
            return token if stack[-1] == character and token is not None else 0
    return 0


def earnings(stacks: Stacks, top_tokens: Sequence[int | None]) -> dict[Colour, int]:
    """``value`` of every car on the board at once: what it would take if the Scheffeln phase came now."""
    out: dict[Colour, int] = {}
    for i, stack in enumerate(stacks):
        if stack:
            token, top = top_tokens[i], stack[-1]
            for car in stack:
                out[car] = token if car == top and token is not None else 0
    return out


def after(view: View, action: Any) -> tuple[Stacks, Colour | None]:
    """The board and the bot's character after ``action`` (the moving rules on a copy; nothing else changes)."""
    me = view.characters[view.viewer] if view.viewer is not None else None
    stacks = view.stacks
    if isinstance(action, Move):
        return _moved(stacks, action.card), me
    if isinstance(action, Joker):
        return _moved(stacks, action.car), me
    if isinstance(action, Backward):
        return _moved(stacks, action.car, backward=True), me
    if isinstance(action, Evasion) and action.car is not None and action.business is not None:
        return evade(stacks, action.car, view.ring.index(action.business)), me
    if isinstance(action, Exchange):
        return stacks, action.character
    if isinstance(action, Nasty):
        return stacks, action.character
    return stacks, me


@lru_cache(maxsize=4096)
def _moved(stacks: Stacks, car: Colour, backward: bool = False) -> Stacks:
    """The board (as a view shows it: already a board) after ``car`` moves by the moving rules."""
    return board_step(stacks, where(stacks, car), car, backward).stacks


@dataclass(frozen=True)
class HeuristicBot:
    """Plays toward the character whose car earns most; ``rival_weight`` is how much hurting the best-placed
    other character counts against helping its own."""

    name: str = "heuristic"
    rival_weight: float = 0.5

    def choose(self, view: View, actions: Sequence[Any], rng: random.Random) -> Any:
        if len(actions) == 1:
            return actions[0]
        if view.phase is Phase.CHOOSE:
            return max(actions, key=lambda a: (self._prospect(view, a.character) if isinstance(a, Choose) else -1,
                                               -actions.index(a)))
        if view.phase is Phase.CLAIM:
            claim = self._best_claim(view, actions)
            return claim if claim is not None else actions[-1]
        if view.phase is Phase.PLAY:
            return self._best_play(view, actions)
        return actions[0]

    def _best_play(self, view: View, actions: Sequence[Any]) -> Any:
        """The play that leaves its character best placed and the best-placed rival worst."""
        return max(self._keyed(view, actions))[1]

    def ranked(self, view: View, actions: Sequence[Any]) -> list[Any]:
        """The plays from best to worst by that value (a search bot's candidates)."""
        return [a for _key, a in sorted(self._keyed(view, actions), key=lambda ka: ka[0], reverse=True)]

    def _keyed(self, view: View, actions: Sequence[Any]) -> list[tuple[tuple[float, bool, int], Any]]:
        """Each play with its key (value, a face-up move first, the earlier first); each board reached (with the
        bot's character then) is valued once."""
        worth: dict[tuple[Stacks, Colour | None], float] = {}
        rivals = [c for p, c in enumerate(view.characters) if p != view.viewer and c is not None]
        out = []
        for i, a in enumerate(actions):
            reached = after(view, a)
            value = worth.get(reached)
            if value is None:
                stacks, mine = reached
                table = earnings(stacks, view.top_tokens)
                rival = max((table.get(c, 0) for c in rivals if c != mine), default=0)
                own = table.get(mine, 0) if mine is not None else 0
                value = worth[reached] = own - self.rival_weight * rival
            out.append(((value, isinstance(a, Move), -i), a))
        return out

    def interject(self, view: View, actions: Sequence[Any], rng: random.Random) -> Any | None:
        """Express: grab the best character as soon as the row is revealed (sch.express.play)."""
        if view.phase is Phase.CLAIM:
            return self._best_claim(view, actions)
        return None

    def _prospect(self, view: View, character: Colour) -> float:
        """Setup: the character's value now, or after one of the bot's own colour cards moves a car."""
        best = value(view.stacks, character, view.top_tokens)
        for card in set(view.hand):
            if isinstance(card, Colour):
                best = max(best, value(_moved(view.stacks, card), character, view.top_tokens))
        return best + 0.01 * value(view.stacks, character, view.top_tokens)

    def _best_claim(self, view: View, actions: Sequence[Any]) -> Any | None:
        claims = [a for a in actions if isinstance(a, Claim)]
        if not claims:
            timeouts = [a for a in actions if isinstance(a, TimeOut)]
            return timeouts[0] if timeouts else None
        money = predict(view.stacks, view.row, view.top_tokens, view.ring).money
        return max(claims, key=lambda a: (money.get(a.character) or 0, -claims.index(a)))
