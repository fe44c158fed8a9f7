"""The questions a tutorial asks before the engine goes on, answered by the engine itself (pure).

- ``announcement`` (Schwarzarbeit, sa.turn.information): how many market cards may the student's seat take?
- ``score`` (any game): how many points does the student's seat score now?
- ``landing`` (Scheffeln, sch.moving; Express: sch.express.moving): where will the ``car`` land? Answered by
  clicking a business on the board.
- ``earnings`` (Scheffeln, sch.scheffeln): what does the student's character take in the Scheffeln phase?
- ``price`` (Schwarzmarkt, sm.round.exchange): what do these ``cards`` fetch at the marker's value?

A question offers option buttons (``options``: label and value) or board targets (``targets``: key -> value); the
right value is ``answer``. ``choices`` in the lesson file give the buttons of a number question.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from schwarz.core.errors import InvalidState
from schwarz.core.registry import find_game
from schwarz.i18n import Text, _, listing

KINDS = ("announcement", "score", "landing", "earnings", "price")


@dataclass(frozen=True)
class Question:
    """The engine's ``answer`` and how the student gives one: option buttons or targets on the board."""

    answer: str
    options: tuple[tuple[Text, str], ...] = ()
    targets: Mapping[str, str] = field(default_factory=dict, hash=False)
    labels: Mapping[str, Text] = field(default_factory=dict, hash=False)


def _numbers(values: Sequence[int], answer: int) -> tuple[tuple[Text, str], ...]:
    if answer not in values:
        raise InvalidState(_("the engine's answer {answer} is not among the choices {choices}", answer=answer,
                             choices=listing(values)))
    return tuple((str(v), str(v)) for v in values)


def announcement(state: Any, seat: int) -> Question:
    from schwarz.schwarzarbeit import announcement as count

    n = count(state.market, state.illegal_workers[seat])
    return Question(str(n), tuple((str(k), str(k)) for k in range(len(state.market) + 1)))


def score(game: str, state: Any, seat: int, choices: Sequence[int]) -> Question:
    total = find_game(game).scores(state)[seat].total
    return Question(str(total), _numbers(choices, total))


def landing(state: Any, car: str) -> Question:
    from schwarz.scheffeln import predict_state, step
    from schwarz.scheffeln.wording import place
    from widgets.scheffeln.parts import business_key

    end = predict_state(state).lands[car] if state.row else step(state.stacks, car).end  # type: ignore[index]
    letters = state.ring
    targets = {business_key(letter): letter for letter in letters}
    return Question(letters[end], targets=targets, labels={business_key(x): place(x) for x in letters})


def earnings(state: Any, seat: int, choices: Sequence[int]) -> Question:
    from schwarz.scheffeln.payout import earnings as paid

    where = paid(state).get(seat)
    value = state.tokens[where][0] if where is not None else 0
    return Question(str(value), _numbers(choices, value))


def price(state: Any, cards: Sequence[str], choices: Sequence[int]) -> Question:
    from schwarz.schwarzmarkt.exchange import prices
    from schwarz.schwarzmarkt.position import read_goods

    total = sum(prices(state, len(read_goods(cards))))
    return Question(str(total), _numbers(choices, total))


def ask(game: str, kind: str, state: Any, seat: int, car: str = "", cards: Sequence[str] = (),
        choices: Sequence[int] = ()) -> Question:
    """The question ``kind`` about ``state`` for the student's ``seat``."""
    if kind == "announcement":
        return announcement(state, seat)
    if kind == "score":
        return score(game, state, seat, choices)
    if kind == "landing":
        return landing(state, car)
    if kind == "earnings":
        return earnings(state, seat, choices)
    if kind == "price":
        return price(state, cards, choices)
    raise InvalidState(_("unknown question {kind}; the questions are {kinds}", kind=kind, kinds=listing(KINDS)))
