"""The Schwarzarbeit table renderer (pure: view -> HTML)."""

from __future__ import annotations

from schwarz.play import play
from schwarz.schwarzarbeit import GAME, new_game, view
from schwarz.schwarzarbeit.events import IchAgStruck
from widgets.schwarzarbeit.table import card_svg, render_table


def test_every_market_card_is_drawn_with_name_symbol_and_shift_word() -> None:
    state = new_game(4, 1)
    html = render_table(view(state, None), "en")
    for card in state.market:
        assert f'data-card="{card}"' in html
        assert card.shift.value in html or card.is_ich_ag
    assert html.count('class="sa-company') == 4


def test_french_shift_words() -> None:
    state = new_game(3, 2)
    card = state.market[0]
    assert {"day": "jour", "evening": "soir", "weekend": "week-end"}[card.shift.value] in card_svg(card, "fr")


def test_illegal_workers_face_up_only_for_owner_teacher_and_at_the_end() -> None:
    state = new_game(5, 4)
    for viewer in (None, 0, 3):
        html = render_table(view(state, viewer), "en")
        for p, workers in enumerate(state.illegal_workers):
            shown = viewer is None or viewer == p
            assert all((f'data-employee="{e}"' in html) == shown for e in workers)
    final = play(GAME, 4, 7)
    html = render_table(view(final, 2), "en")
    assert all(f'data-employee="{e}"' in html for workers in final.illegal_workers for e in workers)


def test_announcement_is_shown_while_it_stands() -> None:
    state = new_game(4, 1)
    from schwarz.schwarzarbeit import Announce, apply

    after = apply(state, Announce())
    html = render_table(view(after, None), "en")
    assert f"announces {after.announced} of {len(after.market)}" in html


def test_the_ich_ag_is_shown_in_the_turn_it_strikes() -> None:
    from schwarz.core.bots import RandomBot
    from schwarz.play import steps

    state = new_game(4, 3)
    struck = None
    for _, after in steps(GAME, state, [RandomBot()] * 4, seed=3):
        if any(isinstance(e, IchAgStruck) for e in after.log) and struck is None:
            struck = after
            html = render_table(view(after, 0), "en")
            assert "sa-ich-ag" in html and 'data-card="Ich-AG"' in html
        if struck is not None and after.turn > struck.turn + 1:
            assert "sa-ich-ag" not in render_table(view(after, 0), "en")
            break
    assert struck is not None
