"""``bots.HeuristicBot`` on the fast path's ``Table``: the same decisions, computed without views.

The bot values a board for a character as the face-up token of its business when its car is alone or on top, else
0 (``bots.value``, ``bots.earnings``: one list, a car's number -> that value). A play leaves the board changed at
two businesses at most (where the car left, where it landed: ``Table.landing``), so its list is the current one
with those two businesses read again. The bot's memo of boards (``worth``, and the ``lru_cache`` of ``_moved``)
only spares recomputing equal boards: it never changes a choice, so it has no counterpart here. The bot draws
nothing from the play loop's ``random.Random``.
"""

from __future__ import annotations

from schwarz.scheffeln.bots import HeuristicBot
from schwarz.scheffeln.cars import CARS, COLOURS
from schwarz.scheffeln.fast_table import (
    CAR_OF,
    CHOOSES,
    EXCHANGES,
    FIRST_RUN,
    K_EVASION,
    K_JOKER,
    K_NASTY,
    MOVES,
    Act,
    Table,
)

WEIGHT = HeuristicBot.rival_weight
"""How much the best-placed rival's value counts against the bot's own (``HeuristicBot.rival_weight``)."""


def earnings(table: Table) -> list[int]:
    """``bots.earnings`` of the board now: per car, the top token of its business if it is alone or on top."""
    out = [0] * len(CARS)
    tops = table.tops
    for i, stack in enumerate(table.stacks):
        if stack:
            out[stack[-1]] = tops[i]
    return out


def moved(table: Table, base: list[int], car: int, d: int = 1) -> list[int]:
    """``earnings`` after ``car`` moves (``bots._moved``), from those of the board now (``base``)."""
    start, rest, end, land = table.landing(car, d)
    return changed(table, base, start, rest, end, land)


def changed(table: Table, base: list[int], start: int, rest: tuple[int, ...], end: int,
            land: tuple[int, ...]) -> list[int]:
    """``base`` with the businesses ``start`` (now holding ``rest``: no car or one) and ``end`` (``land``) read
    again."""
    out = base.copy()
    tops = table.tops
    if rest:
        out[rest[0]] = tops[start]
    for c in land:
        out[c] = 0
    out[land[-1]] = tops[end]
    return out


def rival_value(values: list[int], rivals: list[int], mine: int = -1) -> int:
    """The best value among the rivals' characters but ``mine`` (0 without any): ``max(..., default=0)`` of
    values of 0 or more."""
    best = 0
    for c in rivals:
        if values[c] > best and c != mine:
            best = values[c]
    return best


def best_play(table: Table, seat: int) -> Act:
    """``HeuristicBot._best_play``: the play with the highest key (its value: own character's less half the best
    rival's; a face-up move first; the earlier first).

    The plays are visited in the engine's order (``Table.offer``); an exchange of a later card for the same
    character has the same value as that of the first card and comes later, so only the first card's count. A
    move keeps the characters: its own is never a rival's."""
    cards, free, _count = table.offer(seat)
    chars = table.chars
    own = chars[seat]
    rivals = [c for p, c in enumerate(chars) if p != seat and c >= 0]
    now = earnings(table)
    best: Act = MOVES[cards[0]]
    best_key: tuple[float, bool] | None = None
    for card in cards:
        if card < FIRST_RUN:  # a colour card face up: its car moves (sch.turn.move)
            after = moved(table, now, CAR_OF[card])
            key = (after[own] - WEIGHT * rival_value(after, rivals), True)
            if best_key is None or key > best_key:
                best, best_key = MOVES[card], key
            continue
        for action in table.run_plays(card, own):
            kind, x, y = action
            if kind == K_NASTY:  # the board stays, the character changes
                key = (now[x] - WEIGHT * rival_value(now, rivals, x), False)
            else:
                if kind == K_EVASION:
                    after = now
                    if x >= 0:
                        start = table.where[x]
                        after = changed(table, now, start, table.stacks[start][:1], y, (x,))
                else:  # Joker, Backward
                    after = moved(table, now, x, 1 if kind == K_JOKER else -1)
                key = (after[own] - WEIGHT * rival_value(after, rivals), False)
            if best_key is None or key > best_key:
                best, best_key = action, key
    if free:  # face down: the board stays, the character changes (sch.turn.exchange); a free one is no rival's
        rival = WEIGHT * rival_value(now, rivals)
        row = EXCHANGES[cards[0]]
        for c in free:
            key = (now[c] - rival, False)
            if best_key is None or key > best_key:
                best, best_key = row[c], key
    return best


def best_choice(table: Table, seat: int) -> Act:
    """``HeuristicBot`` in the setup (sch.setup): the free character with the best ``_prospect``, the earlier on a
    tie: its value now or after one of the bot's own colour cards moves its car, whichever is more, plus a
    hundredth of its value now (the bot's own float sum: equal sums tie as they do there)."""
    now = earnings(table)
    tables = [now]
    for card in set(table.hands[seat]):
        if CAR_OF[card] >= 0:
            tables.append(moved(table, now, CAR_OF[card]))
    best: Act = CHOOSES[0]
    best_key: float | None = None
    holder = table.holder
    for c in range(len(COLOURS)):
        if holder[c] < 0:
            value = now[c]
            top = value
            for after in tables:
                top = max(top, after[c])
            key = top + 0.01 * value
            if best_key is None or key > best_key:
                best, best_key = CHOOSES[c], key
    return best


def best_claim(table: Table, free: list[Act]) -> int:
    """``HeuristicBot._best_claim`` (sch.express.play): the free character that earns most once the row has moved
    the cars (``express.predict``), the earlier on a tie. The values after the row are worked out once a round:
    the row moves the cars on the table, which then gets its board back."""
    money = table.forecast
    if money is None:
        stacks, where = table.stacks.copy(), table.where.copy()
        for car in table.row:
            table.step(car)
        money = table.forecast = earnings(table)
        table.stacks, table.where = stacks, where
    best, most = free[0][1], -1
    for action in free:
        c = action[1]
        if money[c] > most:
            best, most = c, money[c]
    return best
