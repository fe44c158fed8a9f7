"""Luxury cards and the bank (sm.contents, sm.round.exchange: 'treat the luxury item cards as a bank').

100 cards: 25 each of chewing gum (1), chocolate (5), cigarettes (10) and nylons (50). A payment is made with
cards from the bank; if the bank cannot pay the exact amount, the player hands it one of his cards and takes
the difference (change). Should the bank ever run short, the rest is written down as an IOU of the bank
(``credit``), which counts as luxury value (rules-decisions-schwarzmarkt.md). Payments to the bank (Neue Ware
Entdeckt!) are taken from such an IOU first, then from cards (with change).
"""

from __future__ import annotations

from dataclasses import dataclass

from schwarz.schwarzmarkt.components import luxury_table

VALUES = (1, 5, 10, 50)
"""Card values: chewing gum, chocolate, cigarettes, nylons."""


@dataclass(frozen=True)
class Luxury:
    """A holding of luxury cards by denomination (a player's, or the bank's)."""

    chewing_gum: int = 0
    chocolate: int = 0
    cigarettes: int = 0
    nylons: int = 0

    def __post_init__(self) -> None:
        if min(self.counts) < 0:
            raise ValueError(f"negative luxury count in {self!r}")

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

    def __str__(self) -> str:
        names = [n for n, _, _ in luxury_table()]
        parts = [f"{k} {name}" for k, name in zip(self.counts, names, strict=True) if k]
        return f"{self.value} ({', '.join(parts) or 'no cards'})"


def of(counts: tuple[int, ...]) -> Luxury:
    """A holding from counts of value 1, 5, 10, 50."""
    a, b, c, d = counts
    return Luxury(a, b, c, d)


def full_bank() -> Luxury:
    """The 100 luxury cards at the start (25 of each, from the data file)."""
    by_value = {v: n for _, v, n in luxury_table()}
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


def single(value: int) -> Luxury:
    return of(tuple(1 if v == value else 0 for v in VALUES))


@dataclass(frozen=True)
class Transfer:
    """A payment settled in cards: ``player`` and ``bank`` after it, the IOU change and the cards that moved."""

    player: Luxury
    bank: Luxury
    credit: int
    received: Luxury
    given: Luxury


def pay_out(player: Luxury, bank: Luxury, credit: int, amount: int) -> Transfer:
    """The bank pays ``amount`` to ``player`` (making change with one of his cards if needed)."""
    cards, rest = greedy(bank, amount)
    if rest == 0:
        return Transfer(player.plus(cards), bank.minus(cards), credit, cards, Luxury())
    for i, v in enumerate(VALUES):
        if player.counts[i]:
            given = single(v)
            more, rest2 = greedy(bank.plus(given), amount + v)
            if rest2 == 0:
                return Transfer(player.minus(given).plus(more), bank.plus(given).minus(more), credit, more, given)
    return Transfer(player.plus(cards), bank.minus(cards), credit + rest, cards, Luxury())


def pay_in(player: Luxury, bank: Luxury, credit: int, amount: int) -> Transfer:
    """``player`` pays ``amount`` to the bank: from his IOU first, then cards, taking change if needed.

    The caller checks ``player.value + credit >= amount``.
    """
    use = min(credit, amount)
    credit, amount = credit - use, amount - use
    if amount == 0:
        return Transfer(player, bank, credit, Luxury(), Luxury())
    cards, rest = greedy(player, amount)
    if rest == 0:
        return Transfer(player.minus(cards), bank.plus(cards), credit, Luxury(), cards)
    # No exact payment: give the smallest card worth more than the rest, or all small cards plus one more.
    for i, v in enumerate(VALUES):
        if player.counts[i] and v >= amount:
            given = single(v)
            change, short = greedy(bank, v - amount)
            return Transfer(player.minus(given).plus(change), bank.plus(given).minus(change), credit + short,
                            change, given)
    # The small cards together are worth less than the rest but more than a card: pay greedily upwards.
    given_counts = [0, 0, 0, 0]
    paid = 0
    for i in range(4):
        while paid < amount and given_counts[i] < player.counts[i]:
            given_counts[i] += 1
            paid += VALUES[i]
    given = of(tuple(given_counts))
    change, short = greedy(bank, paid - amount)
    return Transfer(player.minus(given).plus(change), bank.plus(given).minus(change), credit + short, change, given)
