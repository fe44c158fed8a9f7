"""Luxury cards and the bank (sm.contents; sm.round.end: 'Treat the luxury item cards as a bank').

100 cards: 25 each of chewing gum (1), chocolate (5), cigarettes (10) and nylons (50). The bank pays with its
cards and makes change: a player's cards are changed at the bank into the fewest cards after every payment, so
the bank keeps small change for everyone. Should the bank ever run dry, the rest is written down as an IOU of the
bank (``credit``), which counts as luxury value (sm.end). Payments to the bank (Neue Ware Entdeckt!) are taken
from such an IOU first, then from cards.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from schwarz.core.errors import InvalidArgument
from schwarz.core.fields import check_fields, typed
from schwarz.i18n import Msg, _
from schwarz.schwarzmarkt.components import luxury_table


class LuxuryItem(enum.Enum):
    """The four kinds of luxury cards, by value (sm.contents)."""

    __hash__ = object.__hash__  # members are singletons: hash by identity (in C, unlike Enum's own)

    CHEWING_GUM = 1
    CHOCOLATE = 5
    CIGARETTES = 10
    NYLONS = 50

    def __repr__(self) -> str:
        return f"LuxuryItem.{self.name}"

    def message(self) -> Msg:
        """The item's name from the data file ('chewing gum'), translated in the catalog
        (``schwarz/i18n/data_names.py``)."""
        return Msg({value: name for name, value, _count in luxury_table()}[self.value])


VALUES: tuple[int, ...] = tuple(item.value for item in LuxuryItem)
"""Card values: chewing gum, chocolate, cigarettes, nylons (1, 5, 10, 50)."""


@typed
@dataclass(frozen=True)
class Luxury:
    """A holding of luxury cards by denomination (a player's, or the bank's)."""

    chewing_gum: int = 0
    chocolate: int = 0
    cigarettes: int = 0
    nylons: int = 0

    def __post_init__(self) -> None:
        check_fields(self)
        if min(self.counts) < 0:
            raise InvalidArgument(_("a holding of luxury cards cannot count fewer than 0 cards of a kind"))

    @property
    def counts(self) -> tuple[int, int, int, int]:
        """Cards of value 1, 5, 10, 50."""
        return (self.chewing_gum, self.chocolate, self.cigarettes, self.nylons)

    @property
    def value(self) -> int:
        return sum(n * v for n, v in zip(self.counts, VALUES, strict=True))

    @property
    def cards(self) -> int:
        return sum(self.counts)

    def plus(self, other: Luxury) -> Luxury:
        return of(tuple(a + b for a, b in zip(self.counts, other.counts, strict=True)))

    def minus(self, other: Luxury) -> Luxury:
        return of(tuple(a - b for a, b in zip(self.counts, other.counts, strict=True)))


def of(counts: tuple[int, ...]) -> Luxury:
    """A holding from counts of value 1, 5, 10, 50."""
    a, b, c, d = counts
    if type(a) is type(b) is type(c) is type(d) is int and min(counts) >= 0:  # what ``Luxury`` checks, in short
        made = object.__new__(Luxury)
        object.__setattr__(made, "__dict__", {"chewing_gum": a, "chocolate": b, "cigarettes": c, "nylons": d})
        return made
    return Luxury(a, b, c, d)


def full_bank() -> Luxury:
    """The 100 luxury cards at the start (25 of each, from the data file)."""
    by_value = {v: n for _name, v, n in luxury_table()}
    return of(tuple(by_value[v] for v in VALUES))


def greedy(supply: Luxury, amount: int) -> tuple[Luxury, int]:
    """Cards from ``supply`` worth as much of ``amount`` as possible, largest first, and what is left unpaid.

    Values 1 | 5 | 10 | 50 each divide the next, so largest-first finds an exact payment whenever one exists.
    """
    take = [0, 0, 0, 0]
    for i in (3, 2, 1, 0):
        take[i] = min(supply.counts[i], amount // VALUES[i])
        amount -= take[i] * VALUES[i]
    return of(tuple(take)), amount


@dataclass(frozen=True)
class Transfer:
    """A payment settled in cards: ``player`` and ``bank`` after it, the IOU change and the cards that moved."""

    player: Luxury
    bank: Luxury
    credit: int
    received: Luxury
    given: Luxury


def settle(player: Luxury, bank: Luxury, credit: int, delta: int) -> Transfer:
    """``player`` receives ``delta`` from the bank (pays it when negative), changing cards at the bank as needed.

    The player's cards and the bank form one pool; he keeps his new value in the fewest cards the pool allows
    (largest first), the bank keeps the rest. A payment to the bank is taken from an IOU first. Only if the pool
    cannot make the exact value (the bank has run dry) is the rest written down as an IOU of the bank.
    """
    if delta < 0:
        use = min(credit, -delta)
        credit, delta = credit - use, delta + use
    target = player.value + delta
    pool = player.plus(bank)
    new, rest = greedy(pool, target)
    received = of(tuple(max(0, a - b) for a, b in zip(new.counts, player.counts, strict=True)))
    given = of(tuple(max(0, b - a) for a, b in zip(new.counts, player.counts, strict=True)))
    return Transfer(new, pool.minus(new), credit + rest, received, given)


def pay_out(player: Luxury, bank: Luxury, credit: int, amount: int) -> Transfer:
    """The bank pays ``amount`` to ``player`` (sm.round.exchange: the bank makes change)."""
    return settle(player, bank, credit, amount)


def pay_in(player: Luxury, bank: Luxury, credit: int, amount: int) -> Transfer:
    """``player`` pays ``amount`` to the bank (Neue Ware Entdeckt!); the caller checks he owns that much."""
    return settle(player, bank, credit, -amount)
