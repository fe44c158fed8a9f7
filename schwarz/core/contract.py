"""The engine contract shared by the three games.

Each game package exposes a ``GAME: GameSpec`` bundling its pure functions, so one stepper, one simulator and
one conformance test serve all three games.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from schwarz.core.events import Event
from schwarz.i18n import Msg, Text, render

TEACHER = None
"""The all-seeing viewer: pass it where a seat index is expected to see everything."""

DEFAULT_NAMES = ("Andrea", "Friedemann", "Henning", "Tommy", "Ivan", "Richard", "Stefan", "Reiner")
"""Seat names: the players of the Schwarzarbeit example first, then the translators and authors."""


class State(Protocol):
    """What every game state offers (read-only)."""

    @property
    def players(self) -> tuple[str, ...]: ...
    @property
    def phase(self) -> enum.Enum: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def log(self) -> tuple[Event, ...]: ...


class Closes(enum.IntEnum):
    """What a step of the game closes, from the smallest to the largest: nothing, a turn, a round, the game."""

    NOTHING = 0
    TURN = 1
    ROUND = 2
    GAME = 3


@dataclass(frozen=True)
class PhaseSpec:
    """One phase of a game, declared as data (boardgame.io's phases): what it is called and its rule sections,
    the actions the seat to act may take in it, what ends it, and its transitions.

    ``transitions``: every phase a step may lead to from this one (this phase itself when a step may stay in it),
    with what that step closes: ``{Phase.PLAY: Closes.TURN, Phase.SCHEFFELN: Closes.TURN}`` says that every card
    played is a turn, the last one included. ``anytime``: actions any seat may take in this phase, in turn or not
    (their ``player`` field names the seat: Schwarzarbeit's detective). ``active_players``: for a phase where
    several seats act at once (boardgame.io's active players: Scheffeln's Express claims), the seats that may still
    act, read from the state; the phase's actions then name their ``player``."""

    phase: enum.Enum
    title: Msg
    rule_ids: tuple[str, ...]
    summary: Msg
    actions: tuple[type[Any], ...] = ()
    ends: Msg | None = None
    transitions: Mapping[Any, Closes] = field(default_factory=dict)
    anytime: tuple[type[Any], ...] = ()
    active_players: Callable[[Any], Sequence[int]] | None = None

    @property
    def next(self) -> tuple[enum.Enum, ...]:
        """The phases that may follow a step of this phase (this one included when a step may stay in it)."""
        return tuple(self.transitions)


@dataclass(frozen=True)
class ScoreLine:
    """One row of a score table for one player: ``count`` things worth ``each`` points (or a sum)."""

    rule: str
    label: Msg
    count: int
    each: int | None
    points: int


@dataclass(frozen=True)
class ScoreSheet:
    """A player's score explained line by line; ``tiebreak`` orders equal totals (higher wins)."""

    player: int
    name: str
    lines: tuple[ScoreLine, ...]
    tiebreak: int = 0

    @property
    def total(self) -> int:
        return sum(line.points for line in self.lines)


def ranking(sheets: Mapping[int, ScoreSheet]) -> dict[int, int]:
    """Rank of each player (1 = winner); equal (total, tiebreak) share a rank."""
    keyed = {p: (s.total, s.tiebreak) for p, s in sheets.items()}
    return {p: 1 + sum(1 for q in keyed.values() if q > k) for p, k in keyed.items()}


@dataclass(frozen=True)
class RuleSection:
    """A section of a game's rule texts: its id (``sa.turn.hiring``), its title (a catalog message, context
    'section title'), whether it is flavour (story, credits, tips: no rule an engine must enforce) and an editor's
    note."""

    id: str
    title: Msg
    flavour: bool = False
    note: Msg | None = None


@dataclass(frozen=True)
class RuleTexts:
    """A game's rule texts: the languages the rulebook holds (``langs``, English first), the seed text each
    comes from (``sources``), the languages that are the project's own translation and of which text
    (``translated_from``: 'fr' -> 'en'), and every section in reading order."""

    langs: tuple[str, ...]
    sources: Mapping[str, str]
    translated_from: Mapping[str, str]
    sections: tuple[RuleSection, ...]


@dataclass(frozen=True)
class Page:
    """A page of the app about a game: its notebook, title and one line (catalog messages) and its picture (the
    ``"module:function"`` path of an SVG drawing in ``widgets``; the engine never imports the widgets)."""

    notebook: str
    title: Msg
    line: Msg
    picture: str


@dataclass(frozen=True)
class GameSpec:
    """Every fact of a game and its pure functions (games declared as data and registered by name): adding a game
    touches its own package and one line of the registry.

    ``rule_prefix``: the prefix of its rulebook section ids ('sa'); ``bots``: its bots by name, each the
    ``"module:Class"`` path of a bot class ('' for the random bot) and ``smart_bot`` the thoughtful one;
    ``table``: the module of its drawn table in ``widgets`` (``render_table(view, lang)``, ``button_look``);
    ``lesson``: the ``"module:NAME"`` path of its lesson; ``pages``: its pages on the landing page.
    """

    name: str
    title: str
    min_players: int
    max_players: int
    options_type: type[Any]
    new_game: Callable[..., Any]
    legal_actions: Callable[..., list[Any]]
    apply: Callable[[Any, Any], Any]
    view: Callable[[Any, int | None], Any]
    scores: Callable[[Any], Mapping[int, ScoreSheet]]
    to_json: Callable[[Any], str]
    from_json: Callable[[str], Any]
    phases: Mapping[Any, PhaseSpec]
    event_message: Callable[[Event, Sequence[str]], Text]
    """The words of an event (a catalog message), given the players' names."""
    action_message: Callable[[Any, Any], Text]
    """The label of an action in a state (a catalog message): buttons and transcripts."""
    redeal: Callable[[Any, int | None, random.Random], Any]
    """The state with everything hidden from a seat dealt anew (that seat's view must not change)."""
    action_types: Sequence[type[Any]] = ()
    counters: Mapping[str, Closes] = field(default_factory=dict)
    """State fields that count units of play a phase change does not show: a step that changes one closes at least
    its unit (Schwarzmarkt's game rounds, which can end in any phase: ``{"game_round": Closes.ROUND}``)."""
    event_types: Sequence[type[Event]] = ()
    """Every event class the game's log may hold."""
    rule_prefix: str = ""
    bots: Mapping[str, str] = field(default_factory=dict)
    smart_bot: str = "random"
    table: str = ""
    lesson: str = ""
    exercises: str = ""
    """The ``"module:NAME"`` path of its classroom exercises (in ``widgets``)."""
    pages: tuple[Page, ...] = ()
    texts: RuleTexts | None = None
    """Its rule texts in the rulebook (``schwarz/<game>/sections.py``)."""
    bot_labels: Mapping[str, Msg] = field(default_factory=dict)
    """What a page calls each of its bots ('deduction bot'); the random bot is every game's."""
    knob_labels: Mapping[str, Msg] = field(default_factory=dict)
    """Readable names of its rule knobs (the fields of its Options; ``scores.x`` for a nested field)."""
    advance: Callable[[Any, Any], Any] | None = None
    """``apply`` for an action just offered by ``legal_actions`` of the very same state, without checking its
    legality again: the same rules, the play loop's private fast path (tests/test_advance.py plays seeded games
    both ways and compares every state)."""
    fast_play: str = ""
    """The ``"module:function"`` path of the simulator's fast player (``schwarz.core.fastpath.FastPlay``): whole
    games on a compact mutable position, the same games as the engine's (tests/test_fast_play.py compares 10,000
    seeded games per game, every action); '' for none. The stepper and the pages always use the engine."""

    @property
    def units(self) -> frozenset[Closes]:
        """The units of play the game declares: turns, rounds (Schwarzarbeit has no rounds), the game."""
        found = {c for spec in self.phases.values() for c in spec.transitions.values()} | set(self.counters.values())
        return frozenset(found - {Closes.NOTHING})

    def closes(self, before: Any, action: Any, after: Any) -> Closes:
        """What the step ``before`` --``action``--> ``after`` closes, read from the declared tables: the game when
        it is over, else what the phase table declares for the transition from ``before.phase`` to ``after.phase``,
        at least the unit of any counter (``counters``) the step changed."""
        if after.is_over:
            return Closes.GAME
        closed = self.phases[before.phase].transitions.get(after.phase, Closes.NOTHING)
        for name, unit in self.counters.items():
            if getattr(before, name) != getattr(after, name):
                closed = max(closed, unit)
        return closed

    def all_legal(self, state: Any) -> list[Any]:
        """The legal actions of every seat at ``state``, seat by seat, each seat's in the engine's order (an
        action several seats may take, listed once)."""
        if state.is_over:
            return []
        seen: list[Any] = []
        for seat in range(len(state.players)):
            for action in self.legal_actions(state, seat):
                if action not in seen:
                    seen.append(action)
        return seen

    def event_line(self, event: Event, players: Sequence[str], lang: str = "en") -> str:
        """The event's line in ``lang``."""
        return render(self.event_message(event, players), lang)

    def action_label(self, state: Any, action: Any, lang: str = "en") -> str:
        """The action's label in ``lang``."""
        return render(self.action_message(state, action), lang)
