"""Options and components check their fields against their declared types: a value of the wrong type is refused
at once with a ``SchwarzError`` naming the field, in English and French, never a ``TypeError`` later."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from schwarz import InvalidAction, InvalidArgument, SchwarzError
from schwarz import scheffeln as sch
from schwarz import schwarzarbeit as sa
from schwarz import schwarzmarkt as sm
from schwarz.core.fields import describe
from schwarz.i18n import render

BAD: list[tuple[str, Callable[[], object], type[SchwarzError], str]] = [
    ("sa-illegal", lambda: sa.Options(illegal_per_player="x"), InvalidArgument, "illegal_per_player"),  # type: ignore[arg-type]
    ("sa-extra-text", lambda: sa.Options(market_extra="x"), InvalidArgument, "market_extra"),  # type: ignore[arg-type]
    ("sa-extra-float", lambda: sa.Options(market_extra=1.5), InvalidArgument, "market_extra"),  # type: ignore[arg-type]
    ("sa-blunders", lambda: sa.Options(blunders="yes"), InvalidArgument, "blunders"),  # type: ignore[arg-type]
    ("sa-scores", lambda: sa.Options(scores=5), InvalidArgument, "scores"),  # type: ignore[arg-type]
    ("sa-score-value", lambda: sa.ScoreValues(hired_regular="1"), InvalidArgument, "hired_regular"),  # type: ignore[arg-type]
    ("sa-edition", lambda: sa.Options(edition="de"), InvalidArgument, "edition"),  # type: ignore[arg-type]
    ("sm-hand", lambda: sm.Options(hand_size="x"), InvalidArgument, "hand_size"),  # type: ignore[arg-type]
    ("sm-bm-hand", lambda: sm.Options(black_market_hand=None), InvalidArgument, "black_market_hand"),  # type: ignore[arg-type]
    ("sm-track", lambda: sm.Options(track_values=1.0), InvalidArgument, "track_values"),  # type: ignore[arg-type]
    ("sm-rounds", lambda: sm.Options(rounds=True), InvalidArgument, "rounds"),
    ("sch-tokens", lambda: sch.Options(token_values=5), InvalidArgument, "token_values"),  # type: ignore[arg-type]
    ("sch-express", lambda: sch.Options(express="yes"), InvalidArgument, "express"),  # type: ignore[arg-type]
    ("sa-card-shift", lambda: sa.Card("Sid Schmiel", "day"), InvalidAction, "shift"),  # type: ignore[arg-type]
    ("sa-card-name", lambda: sa.Card(5, sa.Shift.DAY), InvalidAction, "employee"),  # type: ignore[arg-type]
    ("sm-offer-int", lambda: sm.Offer(5), InvalidAction, "demand"),  # type: ignore[arg-type]
    ("sm-offer-text", lambda: sm.Offer((("x", 1),)), InvalidAction, "demand"),  # type: ignore[arg-type]
    ("sm-luxury", lambda: sm.Luxury("x"), InvalidArgument, "chewing_gum"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("build", "error", "field"), [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_a_field_of_the_wrong_type_is_refused_by_name(build: Callable[[], object], error: type[SchwarzError],
                                                      field: str) -> None:
    with pytest.raises(error, match=field) as refused:
        build()
    assert refused.value.text("fr") != refused.value.text("en")  # worded from the catalog, in French too


def test_the_values_of_the_texts_are_accepted() -> None:
    assert sa.Options(edition="fr").edition is sa.Edition.FR  # the text a command line writes is converted
    assert sa.Card("Sid Schmiel", sa.Shift.DAY).shift is sa.Shift.DAY
    assert sm.Options(track_values="1,2,4,6,9,12,15,18,21,25,30,35,40,50").track_values == (
        1, 2, 4, 6, 9, 12, 15, 18, 21, 25, 30, 35, 40, 50)
    assert sm.Offer(((sm.Commodity.POTATOES, 2),)).demand[0][1] == 2
    assert sch.Options(token_values=((1,),) * 8).token_values == ((1,),) * 8


def test_a_declared_type_is_said_in_words() -> None:
    assert render(describe(int | None)) == "None or a whole number"
    assert render(describe(tuple[int, ...])) == "a tuple whose every item is a whole number"
    assert render(describe(sa.Shift)) == "one of Shift.DAY, Shift.EVENING, Shift.WEEKEND, or Shift.ICH_AG"
    assert "un nombre entier" in render(describe(int), "fr")
