"""The heuristic bot (``bots.ThresholdBot``) on the fast path's compact position (``fast``): the same choices.

The bot draws nothing from the play loop's generator, so only its decisions need reproducing. Each returns the
index of the chosen entry in the menu the fast path offers (the engine's order of ``legal_actions``); ``max``
with the index as the last key keeps the first best, as the bot's ``max`` over the actions does. Its trading rule
(sell the biggest bag once the price reaches ``THRESHOLD`` or the marker cannot move, else push the price the
most, else pass: sm.round.exchange, sm.round.price) is three lines of the fast play loop.
"""

from __future__ import annotations

from collections.abc import Sequence

from schwarz.schwarzmarkt.black_market import TextCard
from schwarz.schwarzmarkt.bots import ThresholdBot

THRESHOLD = ThresholdBot().threshold
"""The price from which the bot sells (the bot's default, as ``make_bot`` builds it)."""
HEURISTIC = f"{ThresholdBot.__module__}:{ThresholdBot.__qualname__}"
BOT_PATHS = {"": False, HEURISTIC: True}
"""The bot paths of ``pages.BOTS`` this fast path plays: is it the heuristic bot (else the random one)?"""


def best_play(cards: Sequence[int], hand: Sequence[int], demands: Sequence[tuple[tuple[int, int], ...]]) -> int:
    """The card to play (sm.round.black-market): the offer demanding most of the hand (``bots.fit``), a text card
    counting as half a card; the first of equals."""
    if len(cards) == 1:
        return 0

    def fit(i: int) -> tuple[float, int]:
        demand = demands[cards[i]]
        return (sum(min(q, hand[c]) for c, q in demand) if demand else 0.5), -i

    return max(range(len(cards)), key=fit)


def best_event(card: TextCard | None, choices: Sequence[tuple[int, ...]], hand: Sequence[int],
               sizes: Sequence[int]) -> int:
    """The choice for a text card (sm.events.*), by ``ThresholdBot._event``'s keys: the opponent holding most
    cards; for Zwangstausch! then the fewest cards given, of the kinds held most; for Razzia! the kind held least;
    for Schnelles Geschäft! and Neue Ware Entdeckt! the kind held most."""

    def key(i: int) -> tuple[int, ...]:
        choice = choices[i]
        if card is TextCard.SPIONAGE or card is TextCard.ALTE_RECHNUNG:
            return sizes[choice[0]], -i
        if card is TextCard.ZWANGSTAUSCH:
            give = choice[1:]
            return sizes[choice[0]], -len(give), sum(hand[c] for c in give), -i
        if card is TextCard.RAZZIA:
            return sizes[choice[0]], -hand[choice[1]], -i
        return hand[choice[0]], -i

    return max(range(len(choices)), key=key)
