"""The French wording of every event and action (the app's interface in French)."""

from __future__ import annotations

from schwarz.core.bots import RandomBot
from schwarz.play import play
from schwarz.schwarzarbeit import GAME, legal_actions, new_game
from schwarz.schwarzarbeit.describe import describe_action
from schwarz.schwarzarbeit.french import event_text


def test_every_event_of_random_games_has_its_own_french_line() -> None:
    kinds: set[str] = set()
    for seed in range(25):
        state = play(GAME, 3 + seed % 3, seed, bots=[RandomBot(interject_rate=0.05)] * (3 + seed % 3))
        for event in state.log:
            french = event_text(event, state.players, "fr")
            assert french != event.text, f"{event.kind} untranslated: {event.text}"
            assert "?" not in french and "{" not in french
            assert event_text(event, state.players, "en") == event.text
            kinds.add(event.kind)
    assert {"announce", "hire", "denounce", "lawyer", "detective", "reshuffle", "ich-ag", "turn"} <= kinds


def test_action_labels_in_french() -> None:
    state = new_game(4, 1)
    labels = [describe_action(state, a, "fr") for a in legal_actions(state, state.announcer)]
    assert labels[0] == "Tommy annonce"
    assert any(label.startswith("Tommy : détective sur ") for label in labels)
    assert all("weekend" not in label for label in labels)


def test_arguments_option_events_have_french_lines() -> None:
    """Options(detective_arguments=True): the 'argument' event (detectives used up, special cards set aside)."""
    from schwarz.schwarzarbeit import Options

    seen: list[str] = []
    for seed in range(12):
        state = play(GAME, 5, seed, Options(detective_arguments=True), bots=[RandomBot(interject_rate=0.5)] * 5)
        for event in state.log:
            if event.kind == "argument":
                french = event_text(event, state.players, "fr")
                assert french.startswith("Dispute ! ") and "{" not in french and french != event.text
                seen.append(french)
    assert seen
