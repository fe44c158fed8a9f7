"""Every event of every game with typed events has a line in English and in French from the catalog, the
games below really produce every event class, and the log survives a save and load unchanged."""

from __future__ import annotations

from typing import Any

import pytest

from schwarz.bots import RandomBot
from schwarz.core.contract import GameSpec
from schwarz.core.registry import find_game
from schwarz.play import play
from schwarz.schwarzarbeit import GAME as SCHWARZARBEIT
from schwarz.schwarzarbeit import Announce, NoHire
from schwarz.schwarzarbeit import Options as SaOptions
from schwarz.schwarzarbeit.position import position
from schwarz.schwarzmarkt import GAME as SCHWARZMARKT
from schwarz.schwarzmarkt import Deck, Play, TextCard, offer
from schwarz.schwarzmarkt import Options as SmOptions
from schwarz.schwarzmarkt.position import goods
from schwarz.schwarzmarkt.position import position as sm_position

SEEDS = range(6)
CASES: list[tuple[GameSpec, int, Any, Any]] = [
    *((SCHWARZARBEIT, n, SaOptions(), None) for n in (3, 4, 5)),
    (SCHWARZARBEIT, 5, SaOptions(detective_arguments=True), [RandomBot(interject_rate=0.5)] * 5),
    (SCHWARZARBEIT, 4, SaOptions(blunders=True, edition="fr"), None),
    *((SCHWARZMARKT, n, SmOptions(deck=deck), None) for n in (3, 4, 5) for deck in Deck),
]


def _rare_events() -> dict[str, list[Any]]:
    """Positions for events random games seldom reach: Schwarzarbeit, nobody may be taken (only one's own workers
    shown); Schwarzmarkt, a Spionage! nobody can be spied on (no effect), then a start player whose only card is
    Neue Ware Entdeckt! without luxury items to pay with (passed over)."""
    players = ("Tommy", "Henning", "Andrea", "Friedemann")
    illegal = {0: ("Heinz Henn", "Maureen Moon"), 1: ("Sid Schmiel", "Virginia Vohwinkel"),
               2: ("Christwart Casasola", "Franz-Benno Faidutti"), 3: ("Otto Ortmann", "Paula Pohl")}
    state = position(players, illegal, ("Otto Ortmann/day", "Otto Ortmann/evening", "Paula Pohl/day"), active=3,
                     reshuffled=True)
    state = SCHWARZARBEIT.apply(SCHWARZARBEIT.apply(state, Announce()), NoHire())
    market = sm_position(players[:3], {0: goods(potatoes=2)}, {0: (TextCard.SPIONAGE, offer(potatoes=3)),
                                                                1: (TextCard.NEUE_WARE,), 2: (offer(flour=3),)})
    market = SCHWARZMARKT.apply(market, Play(TextCard.SPIONAGE))
    return {"schwarzarbeit": [state], "schwarzmarkt": [market]}


def _games() -> dict[str, list[Any]]:
    found = _rare_events()
    for game, n, options, bots in CASES:
        for seed in SEEDS:
            found.setdefault(game.name, []).append(play(game, n, seed, options, bots))
    return found


GAMES_PLAYED = _games()


@pytest.mark.parametrize("name", sorted(GAMES_PLAYED))
def test_every_event_class_is_worded_in_english_and_french(name: str) -> None:
    game = find_game(name)
    seen: set[type] = set()
    for state in GAMES_PLAYED[game.name]:
        for event in state.log:
            seen.add(type(event))
            en = game.event_line(event, state.players, "en")
            fr = game.event_line(event, state.players, "fr")
            assert en.strip() and fr.strip() and en != fr, (event, en, fr)
            assert "{" not in en + fr and "}" not in en + fr, (en, fr)
        assert game.from_json(game.to_json(state)).log == state.log
    assert seen == set(game.event_types), f"never seen: {set(game.event_types) - seen}"
