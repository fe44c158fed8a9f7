"""The ring of businesses and the moving rules (sections 'Moving Rules', 'Maximum of 2 cars', RUN cards).

``stacks`` is a tuple of 8 tuples, one per business in ring (clockwise) order, each listing cars bottom to top.
Everything here is pure: inputs are never changed, a new ``stacks`` value is returned. Cars may be given by their
plain colour names ('red'); they come back as ``Colour`` values.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from schwarz.core.codec import excerpt
from schwarz.core.errors import InvalidAction, InvalidState
from schwarz.i18n import _, listing
from schwarz.scheffeln import rule_ids as R
from schwarz.scheffeln.cars import CARS, COLOURS, MAFIA_CAR, Colour

__all__ = ["CARS", "COLOURS", "LETTERS", "MAFIA_CAR", "MAX_CARS", "RING", "Movement", "Stacks", "Step",
           "board_step", "check_stacks", "earns", "empty_businesses", "evade", "move", "position_of", "step",
           "top_cars", "where"]

LETTERS = "ABCDEFGH"
RING = len(LETTERS)
MAX_CARS = 2

Stacks = tuple[tuple[Colour, ...], ...]


def _car(name: object) -> Colour | None:
    """The car called ``name`` ('red' or ``Colour.RED``), or None for anything else."""
    return Colour(name) if isinstance(name, str) and name in CARS else None


def check_stacks(stacks: Sequence[Sequence[str]]) -> Stacks:
    """``stacks`` as tuples of cars, or ``InvalidState`` if it could not be a board (section sch.moving.max-two)."""
    if isinstance(stacks, str | bytes) or len(stacks) != RING:
        raise InvalidState(_("the board must list {count} businesses (A to H), not {value}", count=RING,
                             value=excerpt(stacks)))
    out: list[tuple[Colour, ...]] = []
    for i, stack in enumerate(stacks):
        if isinstance(stack, str | bytes):
            raise InvalidState(_("business {letter}: expected a sequence of car names, not {value}",
                                 letter=LETTERS[i], value=excerpt(stack)))
        names = tuple(stack)
        if len(names) > MAX_CARS:
            raise InvalidState(_("business {letter} holds {count} cars ({cars}); at most {most} (rule {rule})",
                                 letter=LETTERS[i], count=len(names), cars=excerpt(names), most=MAX_CARS,
                                 rule=R.MAX_TWO))
        cars = []
        for name in names:
            car = _car(name)
            if car is None:
                raise InvalidState(_("business {letter}: unknown car {car}; the cars are {cars}", letter=LETTERS[i],
                                     car=excerpt(name), cars=listing(CARS)))
            cars.append(car)
        out.append(tuple(cars))
    twice = sorted(c for c, k in Counter(c for s in out for c in s).items() if k > 1)
    if twice:
        raise InvalidState(_("cars on two businesses at once: {cars}", cars=listing(twice)))
    return tuple(out)


def where(stacks: Stacks, car: Colour) -> int:
    """The ring index of the business where the car ``car`` (a ``Colour`` on the board) stands."""
    for i, stack in enumerate(stacks):
        if car in stack:
            return i
    raise InvalidAction(_("the {car} car is not on the board", car=car))


def position_of(stacks: Stacks, car: str) -> int:
    """The ring index of the business where ``car`` stands (``InvalidAction`` if it is not on the board)."""
    known = _car(car)
    if known is None:
        raise InvalidAction(_("unknown car {car}; the cars are {cars}", car=excerpt(car), cars=listing(CARS)))
    for i, stack in enumerate(stacks):
        if known in stack:
            return i
    raise InvalidAction(_("the {car} car is not on the board", car=known))


@dataclass(frozen=True)
class Movement:
    """One application of the moving rules as the log keeps it, businesses named by their letters.

    ``car`` moved from ``start`` to ``end``. With ``carried``, it was the bottom car and took the top car along
    to the next business without cars (sch.moving.two-cars); otherwise it moved alone, from on top of ``below``
    or from a business of its own (sch.moving.single-car), and landed ``onto`` a single car or on a business
    without cars. ``skipped``: the businesses passed over (with 2 cars for a single car; with any car for a
    pair). ``backward``: RUN 'Backward', the same rules counter-clockwise (sch.run.backward).
    """

    car: Colour
    start: str
    end: str
    carried: Colour | None = None
    below: Colour | None = None
    onto: Colour | None = None
    skipped: tuple[str, ...] = ()
    backward: bool = False

    @property
    def rule(self) -> str:
        if self.backward:
            return R.RUN_BACKWARD
        return R.TWO_CARS if self.carried is not None else R.SINGLE_CAR

    @property
    def went_round(self) -> bool:
        """Did a pair go once round the ring back to its business (no business without cars: only possible
        with the Mafia car, 9 cars on 8 businesses)?"""
        return self.carried is not None and self.start == self.end


@dataclass(frozen=True)
class Step:
    """One application of the moving rules on a board: who moved where (ring positions), what was skipped, and
    the board after."""

    car: Colour
    carried: Colour | None
    start: int
    end: int
    skipped: tuple[int, ...]
    backward: bool
    stacked_on: Colour | None
    below: Colour | None
    stacks: Stacks

    @property
    def rule(self) -> str:
        return self.movement().rule

    def movement(self, ring: Sequence[str] = LETTERS) -> Movement:
        """The step as the log keeps it, ring positions named by the letters of ``ring``."""
        return Movement(car=self.car, start=ring[self.start], end=ring[self.end], carried=self.carried,
                        below=self.below, onto=self.stacked_on, skipped=tuple(ring[i] for i in self.skipped),
                        backward=self.backward)


def step(stacks: Sequence[Sequence[str]], car: str, backward: bool = False) -> Step:
    """Move ``car`` one step by the moving rules (sections sch.moving.single-car, sch.moving.two-cars).

    A single car, or a car on top of another, moves alone to the next business with fewer than 2 cars (onto a
    single car, skipping full businesses). A car beneath another carries the top car with it to the next
    business without cars. ``backward`` mirrors both rules counter-clockwise (RUN 'Backward').
    """
    board = check_stacks(stacks)
    return board_step(board, position_of(board, car), Colour(car), backward)


def board_step(board: Stacks, start: int, active: Colour, backward: bool = False) -> Step:
    """``step`` on a board the engine keeps (already checked), for the ``active`` car standing at ring position
    ``start``."""
    here = board[start]
    d = -1 if backward else 1
    carrying = here.index(active) == 0 and len(here) == 2
    moving = here if carrying else (active,)
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
    return Step(
        car=active,
        carried=here[1] if carrying else None,
        start=start,
        end=end,
        skipped=tuple(i for i in skipped if i != start),
        backward=backward,
        stacked_on=stacked_on,
        below=here[0] if len(here) == MAX_CARS and not carrying else None,
        stacks=tuple(lifted),
    )


def move(stacks: Sequence[Sequence[str]], car: str, backward: bool = False) -> Stacks:
    """The board after ``car`` moves one step by the moving rules (``backward``: RUN 'Backward', mirrored).

    Raises ``InvalidAction`` for an unknown car or one not on the board, ``InvalidState`` for an impossible
    board (not 8 businesses, 3 cars on one, an unknown colour, a car twice). Both are ``SchwarzError``.
    """
    return step(stacks, car, backward).stacks


def top_cars(stacks: Stacks) -> tuple[Colour, ...]:
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
        raise InvalidAction(_("Evasion takes a car on top of another; the {car} car is not on top of another "
                              "(rule {rule})", car=Colour(car), rule=R.RUN_EVASION))
    if not isinstance(to, int) or not 0 <= to < RING or board[to]:
        raise InvalidAction(_("Evasion needs a business without a car as target, not {target} (rule {rule})",
                              target=excerpt(to), rule=R.RUN_EVASION))
    out = list(board)
    out[start] = board[start][:1]
    out[to] = (Colour(car),)
    return tuple(out)


def earns(stacks: Stacks, car: str) -> bool:
    """Is ``car`` alone or on top at its business (section sch.scheffeln)? A car beneath earns nothing."""
    stack = stacks[position_of(stacks, car)]
    return stack[-1] == car
