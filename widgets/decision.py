"""One decision at a time: a human's legal actions as paths of picks on the board, pure and game-neutral.

Each game's board module says how an action is chosen: ``picks(state, action)`` is the path of the action, a
tuple of ``Pick`` steps: a target drawn on the board (its element carries ``data-target="<key>"``), or an
option button in the status bar (``Pick.option``). Hiring Nora Nagel is ``(Pick('market:Nora Nagel'),
Pick.option('hire', _('Hire')))``: click her card, then *Hire*.

A ``Decision`` holds the legal paths and what has been picked so far. Its next steps are the distinct next
picks of every path that the picks begin; an action is chosen when the picks are one whole path. Steps marked
``multi`` (cards chosen together, such as the Schwarzmarkt cards of one exchange) are matched as a set, in any
order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from schwarz.i18n import Text

OPTION = "opt:"
"""Keys of option buttons start with this; every other key names an element drawn on the board."""


@dataclass(frozen=True)
class Pick:
    """One step of choosing an action: ``key`` names a board element (``data-target``) or an option button
    (``opt:...``); ``label`` is what the step says (the button's words, or the element's name for screen readers
    and the status bar); ``multi``: one of several cards picked together, in any order."""

    key: str
    label: Text = field(compare=False)
    multi: bool = False

    @classmethod
    def option(cls, name: str, label: Text) -> Pick:
        """An option button of the status bar (``opt:<name>``)."""
        return cls(OPTION + name, label)

    @property
    def on_board(self) -> bool:
        return not self.key.startswith(OPTION)


Path = tuple[Pick, ...]


def _split(path: Sequence[Pick]) -> tuple[Counter[str], tuple[Pick, ...]]:
    """The leading multi picks of a path as a multiset of keys, and the rest."""
    count = 0
    while count < len(path) and path[count].multi:
        count += 1
    return Counter(p.key for p in path[:count]), tuple(path[count:])


def begins(path: Sequence[Pick], picked: Sequence[Pick]) -> bool:
    """Whether ``picked`` is the beginning of ``path`` (its leading multi picks compared as a set)."""
    want_multi, want_rest = _split(path)
    got_multi, got_rest = _split(picked)
    if got_rest:  # the multi part is over: it must be whole
        return got_multi == want_multi and [p.key for p in want_rest[: len(got_rest)]] == [p.key for p in got_rest]
    return not (got_multi - want_multi)


def next_steps(path: Sequence[Pick], picked: Sequence[Pick]) -> list[Pick]:
    """The picks that may follow ``picked`` on ``path`` (which it begins)."""
    want_multi, want_rest = _split(path)
    got_multi, got_rest = _split(picked)
    if not got_rest:
        left = want_multi - got_multi
        steps = [p for p in path if p.multi and left[p.key] > 0]
        if not left and want_rest:
            steps.append(want_rest[0])
        return steps
    return [want_rest[len(got_rest)]] if len(got_rest) < len(want_rest) else []


def is_whole(path: Sequence[Pick], picked: Sequence[Pick]) -> bool:
    return begins(path, picked) and not next_steps(path, picked)


@dataclass(frozen=True)
class Decision:
    """The legal actions of the seat to decide, each with its path, and the picks made so far."""

    choices: tuple[tuple[Path, Any], ...]
    picked: Path = ()
    prompt: Text | None = None
    """What is being decided, for the status bar ('Hire or denounce one of the six employees')."""

    @classmethod
    def of(cls, choices: Sequence[tuple[Path, Any]], prompt: Text | None = None) -> Decision:
        return cls(tuple((tuple(path), action) for path, action in choices), (), prompt)

    @property
    def open(self) -> list[tuple[Path, Any]]:
        """The choices still possible after the picks made."""
        return [(path, action) for path, action in self.choices if begins(path, self.picked)]

    @property
    def steps(self) -> list[Pick]:
        """The distinct next picks, in the order of the legal actions (board targets and option buttons)."""
        seen: dict[str, Pick] = {}
        for path, _action in self.open:
            for step in next_steps(path, self.picked):
                seen.setdefault(step.key, step)
        return list(seen.values())

    @property
    def targets(self) -> list[str]:
        """The board elements that may be clicked now (the legal targets, highlighted)."""
        return [p.key for p in self.steps if p.on_board]

    @property
    def options(self) -> list[Pick]:
        """The option buttons to show now."""
        return [p for p in self.steps if not p.on_board]

    @property
    def selected(self) -> dict[str, int]:
        """How many of each board element have been picked (drawn as selected)."""
        return dict(Counter(p.key for p in self.picked if p.on_board))

    @property
    def chosen(self) -> Any | None:
        """The action the picks name, once they are one whole path."""
        whole = [action for path, action in self.open if is_whole(path, self.picked)]
        return whole[0] if len(whole) == 1 else None

    def pick(self, key: str) -> Decision:
        """The decision after picking ``key`` (one of ``steps``; anything else leaves it unchanged)."""
        step = next((p for p in self.steps if p.key == key), None)
        if step is None:
            return self
        return replace(self, picked=(*self.picked, step))

    def undo(self) -> Decision:
        """One pick back."""
        return replace(self, picked=self.picked[:-1])

    def unpick(self, key: str) -> Decision:
        """The decision without the last pick of ``key`` and every pick made after it."""
        for i in range(len(self.picked) - 1, -1, -1):
            if self.picked[i].key == key:
                return replace(self, picked=self.picked[:i])
        return self

    def labels(self, render_label: Any) -> dict[str, str]:
        """Each legal board target's words (for screen readers and tooltips), rendered by ``render_label``."""
        return {p.key: str(render_label(p.label)) for p in self.steps if p.on_board}

