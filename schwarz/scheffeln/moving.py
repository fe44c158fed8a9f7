"""The ring of businesses and the moving rules (sections 'Moving Rules', 'Maximum of 2 cars', RUN cards).

``stacks`` is a tuple of 8 tuples, one per business in ring (clockwise) order, each listing car colour names
bottom to top. Everything here is pure: inputs are never changed, a new ``stacks`` value is returned.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from schwarz.core.errors import InvalidAction, InvalidState
from schwarz.scheffeln import rule_ids as R

COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue", "orange", "purple", "pink", "white")
"""The eight car colours, each with its character card and 3 movement cards (fixed order)."""

MAFIA_CAR = "black"
"""The Mafia-Style car: a ninth car, without character card or movement cards (section sch.mafia)."""

CARS: tuple[str, ...] = (*COLOURS, MAFIA_CAR)
LETTERS = "ABCDEFGH"
RING = len(LETTERS)
MAX_CARS = 2

Stacks = tuple[tuple[str, ...], ...]


def check_stacks(stacks: Sequence[Sequence[str]]) -> Stacks:
    """``stacks`` as tuples, or ``InvalidState`` if it could not be a board (section sch.moving.max-two)."""
    if isinstance(stacks, str | bytes) or len(stacks) != RING:
        raise InvalidState(f"stacks must list {RING} businesses (A..H), got {stacks!r}")
    out: list[tuple[str, ...]] = []
    for i, stack in enumerate(stacks):
        if isinstance(stack, str | bytes):
            raise InvalidState(f"business {LETTERS[i]}: expected a sequence of car names, got {stack!r}")
        cars = tuple(stack)
        if len(cars) > MAX_CARS:
            raise InvalidState(f"business {LETTERS[i]} holds {len(cars)} cars {cars!r}; at most {MAX_CARS} (rule "
                               f"{R.MAX_TWO})")
        for car in cars:
            if car not in CARS:
                raise InvalidState(f"business {LETTERS[i]}: unknown car {car!r}; cars are {', '.join(CARS)}")
        out.append(cars)
    twice = sorted(c for c, k in Counter(c for s in out for c in s).items() if k > 1)
    if twice:
        raise InvalidState(f"car(s) on two businesses at once: {', '.join(twice)}")
    return tuple(out)


def position_of(stacks: Stacks, car: str) -> int:
    """The ring index of the business where ``car`` stands (``InvalidAction`` if it is not on the board)."""
    if car not in CARS:
        raise InvalidAction(f"unknown car {car!r}; cars are {', '.join(CARS)}")
    for i, stack in enumerate(stacks):
        if car in stack:
            return i
    raise InvalidAction(f"car {car!r} is not on the board")


@dataclass(frozen=True)
class Step:
    """One application of the moving rules: who moved where, what was skipped, and the board after."""

    car: str
    carried: str | None
    start: int
    end: int
    skipped: tuple[int, ...]
    backward: bool
    stacked_on: str | None
    below: str | None
    stacks: Stacks

    @property
    def rule(self) -> str:
        if self.backward:
            return R.RUN_BACKWARD
        return R.TWO_CARS if self.carried is not None else R.SINGLE_CAR

    def explain(self, labels: Sequence[str] = LETTERS) -> str:
        """The moving rule applied, in words: 'red is beneath yellow: both move to the next business ...'."""
        way = "backward (counter-clockwise)" if self.backward else "forward"
        skip = f", skipping {_and(labels[i] for i in self.skipped)}" if self.skipped else ""
        here, there = labels[self.start], labels[self.end]
        if self.carried is not None:
            head = f"{self.car} is beneath {self.carried} on {here}: both move {way} to the next business without cars"
            if self.end == self.start:
                return f"{head}; every other business has a car, so they go once round the ring and stay on {here}"
            return f"{head}{skip}: {there}"
        where = f"is on top of {self.below} on {here}" if self.below else f"is alone on {here}"
        full = f", skipping {_and(labels[i] for i in self.skipped)} (2 cars)," if self.skipped else ""
        head = f"{self.car} {where}: it moves {way} alone{full}"
        if self.stacked_on is not None:
            return f"{head} to {there}, onto {self.stacked_on}"
        return f"{head} to {there}, which had no car"


def _and(items: Iterable[str]) -> str:
    names = list(items)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def step(stacks: Sequence[Sequence[str]], car: str, backward: bool = False) -> Step:
    """Move ``car`` one step by the moving rules (sections sch.moving.single-car, sch.moving.two-cars).

    A single car, or a car on top of another, moves alone to the next business with fewer than 2 cars (onto a
    single car, skipping full businesses). A car beneath another carries the top car with it to the next
    business without cars. ``backward`` mirrors both rules counter-clockwise (RUN 'Backward').
    """
    board = check_stacks(stacks)
    start = position_of(board, car)
    here = board[start]
    d = -1 if backward else 1
    carrying = here.index(car) == 0 and len(here) == 2
    moving = here if carrying else (car,)
    rest = tuple(c for c in here if c not in moving)
    lifted = list(board)
    lifted[start] = rest
    limit = 1 if carrying else MAX_CARS  # a pair needs an empty business, a single car one with room
    skipped: list[int] = []
    end = start
    for k in range(1, RING + 1):
        i = (start + d * k) % RING
        if len(lifted[i]) < limit:
            end = i
            break
        skipped.append(i)
    stacked_on = lifted[end][-1] if lifted[end] and not carrying else None
    lifted[end] = lifted[end] + moving
    result = Step(
        car=car,
        carried=here[1] if carrying else None,
        start=start,
        end=end,
        skipped=tuple(i for i in skipped if i != start),
        backward=backward,
        stacked_on=stacked_on,
        below=here[0] if len(here) == MAX_CARS and not carrying else None,
        stacks=tuple(lifted),
    )
    return result


def move(stacks: Sequence[Sequence[str]], car: str, backward: bool = False) -> Stacks:
    """The board after ``car`` moves one step by the moving rules (``backward``: RUN 'Backward', mirrored).

    Raises ``InvalidAction`` for an unknown car or one not on the board, ``InvalidState`` for an impossible
    board (not 8 businesses, 3 cars on one, an unknown colour, a car twice). Both are ``SchwarzError``.
    """
    return step(stacks, car, backward).stacks


def top_cars(stacks: Stacks) -> tuple[str, ...]:
    """Cars standing on top of another car (the cars RUN 'Evasion' may take)."""
    return tuple(s[1] for s in stacks if len(s) == MAX_CARS)


def empty_businesses(stacks: Stacks) -> tuple[int, ...]:
    """Ring indices of businesses without a car."""
    return tuple(i for i, s in enumerate(stacks) if not s)


def evade(stacks: Sequence[Sequence[str]], car: str, to: int) -> Stacks:
    """RUN 'Evasion' (section sch.run.evasion): a car on top of another goes to any business without a car."""
    board = check_stacks(stacks)
    start = position_of(board, car)
    if board[start][-1] != car or len(board[start]) != MAX_CARS:
        raise InvalidAction(f"Evasion takes a car on top of another; {car!r} is not (rule {R.RUN_EVASION})")
    if not 0 <= to < RING or board[to]:
        raise InvalidAction(f"Evasion needs a business without a car as target, not {to!r} (rule {R.RUN_EVASION})")
    out = list(board)
    out[start] = board[start][:1]
    out[to] = (car,)
    return tuple(out)


def earns(stacks: Stacks, car: str) -> bool:
    """Is ``car`` alone or on top at its business (section sch.scheffeln)? A car beneath earns nothing."""
    stack = stacks[position_of(stacks, car)]
    return stack[-1] == car
