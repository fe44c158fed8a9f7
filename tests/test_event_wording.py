"""Every event of every game with typed events has a line in English and in French from the catalog, the
games below really produce every event class, and the log survives a save and load unchanged. French agreement
is checked where the words depend on it (Scheffeln: 'la voiture bleue', 'le personnage bleu')."""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from schwarz.core.bots import RandomBot
from schwarz.core.contract import GameSpec
from schwarz.core.registry import find_game
from schwarz.i18n import render
from schwarz.play import play
from schwarz.scheffeln import GAME as SCHEFFELN
from schwarz.scheffeln import Colour, RunCard
from schwarz.scheffeln import Options as SchOptions
from schwarz.scheffeln.events import CarMoved, CharacterChosen, Earned, HandDealt, NastyExchanged
from schwarz.scheffeln.moving import Movement
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
    (SCHEFFELN, 3, SchOptions(), None),
    *((SCHEFFELN, n, SchOptions(express=True), None) for n in (5, 8)),
    (SCHEFFELN, 2, SchOptions(run=True), None),
    (SCHEFFELN, 3, SchOptions(mafia=True), None),
    (SCHEFFELN, 4, SchOptions(run=True, mafia=True), None),
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
        read_state = importlib.import_module(f"schwarz.{name}.serialize").from_json  # built positions are no deal
        assert read_state(game.to_json(state)).log == state.log
    assert seen == set(game.event_types), f"never seen: {set(game.event_types) - seen}"


def test_scheffeln_colours_agree_with_car_card_and_character() -> None:
    """A colour qualifying 'voiture' or 'carte' is feminine in French, a character's name masculine."""
    players = ("Andrea", "Friedemann")
    blue = Colour.BLUE

    def fr(event: Any) -> str:
        return render(SCHEFFELN.event_message(event, players), "fr")  # type: ignore[misc]

    assert fr(CharacterChosen(player=0, character=blue, rule="sch.setup")) == "Andrea choisit le personnage bleu"
    assert fr(HandDealt(player=1, cards=(Colour.GREEN, RunCard.NASTY, Colour.WHITE), rule="sch.setup")) == (
        "Friedemann reçoit les cartes verte, Échange vicieux et blanche")
    earned = fr(Earned(player=0, character=Colour.PURPLE, business="C", value=16000, rule="sch.scheffeln"))
    assert earned == ("La voiture violette d'Andrea est seule sur C Lucre District\u00a0: Andrea prend le jeton du "
                      "dessus, 16\u202f000")
    moved = CarMoved(player=1, card=RunCard.JOKER, rule="sch.moving.single-car",
                     movement=Movement(car=Colour.WHITE, start="A", end="C", below=Colour.BLACK, onto=Colour.GREEN,
                                       skipped=("B",)))
    assert fr(moved) == ("Friedemann joue le Joker sur la voiture blanche — la voiture blanche est au-dessus de la "
                         "voiture noire sur A\u00a0: elle avance seule, en sautant B (2 voitures), jusqu'à C, sur la "
                         "voiture verte")
    assert SCHEFFELN.event_line(moved, players) == (
        "Friedemann plays Joker on white: white is on top of black on A: it moves forward alone, skipping B (2 cars), "
        "to C, onto green")
    nasty = fr(NastyExchanged(player=0, old=Colour.GREEN, character=Colour.WHITE, other=1, rule="sch.run.nasty"))
    assert nasty == ("Andrea joue l'Échange vicieux et troque le personnage vert contre le personnage blanc de "
                     "Friedemann")
