"""Scoring: every row of the table, the edition difference and the tie-break."""

from __future__ import annotations

from dataclasses import replace

from schwarz.core.contract import ranking
from schwarz.schwarzarbeit import Options, scores
from schwarz.schwarzarbeit.position import card, position

PLAYERS = ("Andrea", "Friedemann", "Henning", "Tommy")
ILLEGAL = {0: ("Maureen Moon", "Christwart Casasola"), 1: ("Otto Ortmann", "Paula Pohl"),
           2: ("Emil Eckert", "Ida Imhof"), 3: ("Jakob Jung", "Karla Kuhn")}


def game_end(options: Options) -> object:
    state = position(
        PLAYERS, ILLEGAL, (), rest="removed", reshuffled=True, options=options,
        hired={0: ["Sid Schmiel/day", "Otto Ortmann/day", "Maureen Moon/day"]},
        denounced={0: ["Emil Eckert/day", "Nora Nagel/day", "Christwart Casasola/day"],
                   1: ["Maureen Moon/evening", "Rudi Roth/day"]},
        detectives=(True, False, False, True),
    )
    piles = list(state.denounced)
    # Andrea's lawyers: one on Friedemann's denounced Maureen (her own worker), one on Rudi (regular)
    piles[1] = (replace(piles[1][0], lawyer=0), replace(piles[1][1], lawyer=0))
    return replace(state, denounced=tuple(piles), lawyers_left=(0, 2, 2, 2))


def test_every_row_of_the_table_english_list() -> None:
    sheet = scores(game_end(Options(blunders=True)))[0]  # type: ignore[arg-type]
    rows = {str(line.label): (line.count, line.points) for line in sheet.lines}
    assert rows["legally hired REGULAR employees"] == (1, 1)
    assert rows["legally hired OTHER players' illegal workers"] == (1, 0)
    assert rows["legally hired OWN illegal workers"] == (1, -99)
    assert rows["denounced OTHER PLAYERS' illegal workers"] == (1, 3)
    assert rows["denounced REGULAR employees"] == (1, -2)
    assert rows["denounced OWN illegal workers"] == (1, -99)
    assert rows["your lawyers on other players' denounced REGULAR employees"] == (1, 2)
    assert rows["your lawyers on your OWN denounced illegal workers (EN list)"] == (1, -2)
    assert rows["private detective on your company card"] == (1, 1)
    assert sheet.total == 1 + 0 - 99 + 3 - 2 - 99 + 2 - 2 + 1


def test_french_table_scores_a_lawyer_on_your_own_worker_minus_99() -> None:
    en = scores(game_end(Options(blunders=True, edition="en")))[0]  # type: ignore[arg-type]
    fr = scores(game_end(Options(blunders=True, edition="fr")))[0]  # type: ignore[arg-type]
    assert fr.total - en.total == -97


def test_tie_break_by_denounced_illegal_workers() -> None:
    state = position(PLAYERS, ILLEGAL, (), rest="removed", reshuffled=True,
                     denounced={0: ["Emil Eckert/day"], 1: ["Nora Nagel/day", "Rudi Roth/day"]},
                     hired={1: ["Sid Schmiel/day", "Berta Brandt/day", "Dora Dietz/day", "Gisela Gruber/day",
                                "Heinz Henn/day", "Tilda Thal/day", "Ludwig Lenz/day"]})
    sheets = scores(state)
    assert sheets[0].total == sheets[1].total == 4
    ranks = ranking(sheets)
    assert ranks[0] == 1 and ranks[1] == 2
    assert card("Emil Eckert/day") == state.denounced[0][0].card
