"""A guided tutorial as data: one lesson file per game and language (``widgets/lessons/<game>.<lang>.toml``).

A teacher adds a step without writing Python. A step is read (``text`` only), a move the student makes on the board
(``move``: the accepted moves in the game's move notation, '*' for any words), or a question the engine answers
(``ask``: see ``widgets.questions``). Its ``position`` is written in the game's position notation (merged over the
file's ``[base]``), or the step goes on from where the previous one ended. ``before`` and ``then`` are moves the
engine plays before the student acts and after the right answer; ``hint`` is shown after a wrong move, ``done``
after the right one; ``rules`` are the rule sections one click away. Pure: reading, building positions, checking.

    [[step]]
    id = "hire"
    title = "Hire or denounce"
    text = "Tommy announced 4 of 6: two of these six are his. Hire one you are sure of."
    rules = ["sa.turn.hiring"]
    position = { market = ["Sid Schmiel/weekend", ...], active = "Andrea" }
    before = ["announce"]
    move = ["hire Sid Schmiel/weekend"]
    hint = "..."
    done = "..."
"""

from __future__ import annotations

import enum
import importlib
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from schwarz import notation
from schwarz.core.codec import excerpt
from schwarz.core.contract import GameSpec
from schwarz.core.errors import InvalidState
from schwarz.core.registry import find_game
from schwarz.i18n import _, listing
from schwarz.sim import options_from

LESSONS = Path(__file__).resolve().parent / "lessons"
STEP_KEYS = ("id", "title", "text", "rules", "position", "options", "before", "move", "ask", "car", "cards", "choices",
             "then", "hint", "done")
FILE_KEYS = ("game", "lang", "title", "minutes", "seat", "base", "step")
WORDS = ("title", "text", "hint", "done")
"""The keys whose values are words in the file's language; every other key is the same in every language."""


class Kind(enum.Enum):
    """What the student does in a step."""

    READ = "read"
    MOVE = "move"
    ASK = "ask"


@dataclass(frozen=True)
class Step:
    """One step of a tutorial (see the module's docstring for its keys)."""

    id: str
    title: str
    text: str
    rules: tuple[str, ...] = ()
    position: Mapping[str, Any] | None = field(default=None, hash=False)
    options: Mapping[str, Any] = field(default_factory=dict, hash=False)
    before: tuple[str, ...] = ()
    move: tuple[str, ...] = ()
    ask: str = ""
    car: str = ""
    cards: tuple[str, ...] = ()
    choices: tuple[int, ...] = ()
    then: tuple[str, ...] = ()
    hint: str = ""
    done: str = ""

    @property
    def kind(self) -> Kind:
        return Kind.MOVE if self.move else Kind.ASK if self.ask else Kind.READ


@dataclass(frozen=True)
class LessonFile:
    """A game's tutorial in one language: its title, how long it takes, the student's seat and the steps."""

    game: str
    lang: str
    title: str
    minutes: int
    seat: str
    steps: tuple[Step, ...]

    def index(self, step_id: str) -> int | None:
        return next((i for i, s in enumerate(self.steps) if s.id == step_id), None)


def _strings(raw: Any, key: str) -> tuple[str, ...]:
    if isinstance(raw, str):
        return (raw,)
    if not isinstance(raw, list) or not all(isinstance(v, str) for v in raw):
        raise InvalidState(_("{key} must be a list of words, not {value}", key=key, value=excerpt(raw)))
    return tuple(raw)


def _step(raw: Mapping[str, Any], base: Mapping[str, Any], where: str) -> Step:
    notation.check_keys(raw, STEP_KEYS)
    for key in ("id", "title", "text"):
        if not isinstance(raw.get(key), str) or not raw[key].strip():
            raise InvalidState(_("{where}: every step needs {key}", where=where, key=key))
    position = raw.get("position")
    if position is not None and not isinstance(position, Mapping):
        raise InvalidState(_("{where}: position must be a table", where=where))
    merged = None if position is None else dict(position) if "deal" in position else {**base, **position}
    choices = raw.get("choices", [])
    if not isinstance(choices, list) or not all(isinstance(c, int) for c in choices):
        raise InvalidState(_("{where}: choices must be whole numbers", where=where))
    return Step(
        id=raw["id"], title=raw["title"], text=raw["text"], rules=_strings(raw.get("rules", []), "rules"),
        position=merged, options=dict(raw.get("options", {})), before=_strings(raw.get("before", []), "before"),
        move=_strings(raw.get("move", []), "move"), ask=str(raw.get("ask", "")), car=str(raw.get("car", "")),
        cards=_strings(raw.get("cards", []), "cards"), choices=tuple(choices),
        then=_strings(raw.get("then", []), "then"), hint=str(raw.get("hint", "")), done=str(raw.get("done", "")),
    )


def path_of(game: str, lang: str) -> Path:
    return LESSONS / f"{game}.{lang}.toml"


def parse(text: str, where: str = "lesson") -> LessonFile:
    """A lesson file's text (TOML) as a ``LessonFile``; ``InvalidState`` names what cannot be read."""
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InvalidState(_("{where} is not valid TOML: {reason}", where=where, reason=str(exc))) from exc
    notation.check_keys(raw, FILE_KEYS)
    base = raw.get("base", {})
    steps = raw.get("step", [])
    if not isinstance(steps, list) or not steps:
        raise InvalidState(_("{where} has no [[step]]", where=where))
    read = tuple(_step(s, base, f"{where}, step {i + 1}") for i, s in enumerate(steps))
    ids = [s.id for s in read]
    if len(set(ids)) != len(ids):
        raise InvalidState(_("{where}: two steps have the same id", where=where))
    if read[0].position is None:
        raise InvalidState(_("{where}: the first step needs a position", where=where))
    return LessonFile(game=str(raw["game"]), lang=str(raw["lang"]), title=str(raw["title"]),
                      minutes=int(raw.get("minutes", 5)), seat=str(raw.get("seat", "Andrea")), steps=read)


@cache
def load(game: str, lang: str = "en") -> LessonFile:
    """The tutorial of ``game`` in ``lang`` (English when that language has none)."""
    path = path_of(game, lang)
    if not path.exists():
        path = path_of(game, "en")
    return parse(path.read_text(encoding="utf-8"), path.name)


def games_with_tutorials() -> tuple[str, ...]:
    return tuple(sorted({p.name.split(".")[0] for p in LESSONS.glob("*.en.toml")}))


# --- positions and moves -----------------------------------------------------------------------------------
def _position_module(game: str) -> Any:
    return importlib.import_module(f"schwarz.{game}.position")


def move_text(game: str, state: Any, action: Any) -> str:
    """An action in the game's move notation."""
    text: str = _position_module(game).move_text(state, action)
    return text


def build(game: str, step: Step) -> Any:
    """The state a step's position writes: a seeded deal (``deal``, ``players`` as a number) or the game's
    position notation."""
    spec = find_game(game)
    data = dict(step.position or {})
    options = options_from(spec, step.options) if step.options else None
    if "deal" in data:
        notation.check_keys(data, ("deal", "players"))
        return spec.new_game(notation.number(data, "players", 4), notation.number(data, "deal"), options)
    return _position_module(game).from_data(data, options)


def every_move(spec: GameSpec, state: Any) -> list[Any]:
    """The legal actions of every seat (a detective may act out of turn), each once."""
    seen: dict[Any, None] = {}
    for seat in range(len(state.players)):
        for action in spec.legal_actions(state, seat):
            seen.setdefault(action, None)
    return list(seen)


def play_lines(game: str, state: Any, lines: Sequence[str]) -> Any:
    """``state`` after the moves ``lines`` (each must name exactly one legal move)."""
    spec = find_game(game)
    for line in lines:
        action = notation.find_move(state, every_move(spec, state), line, lambda s, a: move_text(game, s, a))
        state = spec.apply(state, action)
    return state


def accepts(game: str, step: Step, state: Any, action: Any) -> bool:
    """Is ``action`` one of the step's accepted moves?"""
    line = move_text(game, state, action)
    return any(notation.matches(pattern, line) for pattern in step.move)


def scripted_move(game: str, step: Step, state: Any, seat: int) -> Any:
    """The first legal move of ``seat`` the step accepts (what a test, or a link to a later step, plays)."""
    for action in find_game(game).legal_actions(state, seat):
        if accepts(game, step, state, action):
            return action
    legal = listing(move_text(game, state, a) for a in find_game(game).legal_actions(state, seat)[:12])
    raise InvalidState(_("step {step}: no legal move fits {moves}; legal now: {legal}", step=step.id,
                         moves=listing(step.move), legal=legal))


def seat_of(lesson: LessonFile, state: Any) -> int:
    return notation.seat_of(state.players, lesson.seat)


def same_steps(a: LessonFile, b: LessonFile) -> list[str]:
    """Where two languages' files differ in anything but words (ids, positions, moves, questions): empty if
    nowhere."""
    found = []
    if len(a.steps) != len(b.steps):
        found.append(f"{len(a.steps)} steps != {len(b.steps)} steps")  # dev-text: a test's message
    for x, y in zip(a.steps, b.steps, strict=False):
        for name in STEP_KEYS:
            if name not in WORDS and getattr(x, name) != getattr(y, name):
                found.append(f"{x.id}.{name}")  # dev-text: a test's message
    return found
