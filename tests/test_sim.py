"""The many-games simulator, the bot registry and the rule knobs."""

from __future__ import annotations

import concurrent.futures as cf
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from schwarz import sim
from schwarz.bots import bot_names, make_bot, parse_bots, smart_bot
from schwarz.cli import main
from schwarz.core.errors import SchwarzError
from schwarz.core.registry import GAMES, find_game
from schwarz.play import play


def small(game: str = "schwarzarbeit", **kwargs: Any) -> pd.DataFrame:
    """A small quiet run on one core (schwarzarbeit, 3 players, seed 5) with ``kwargs`` changed."""
    args: dict[str, Any] = {"games": 6, "players": 3, "seed": 5, "workers": 1, "progress": False}
    args.update(kwargs)
    return sim.run(game, **args)


# --- the data frame -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["schwarzarbeit", "scheffeln", "schwarzmarkt"])
def test_one_row_per_player_per_game_with_the_schema(game: str) -> None:
    frame = sim.run(game, games=4, players=3, seed=1, workers=1, progress=False)
    assert tuple(frame.columns) == sim.COLUMNS
    assert len(frame) == 4 * 3
    assert list(frame["game"]) == [g for g in range(4) for _ in range(3)]
    assert list(frame["seat"]) == [0, 1, 2] * 4
    assert set(frame["bot"]) == {"random"}
    for column in ("game", "seed", "seat", "score", "rank", "length"):
        assert pd.api.types.is_integer_dtype(frame[column]), column
    assert frame["won"].dtype == bool
    assert (frame["won"] == (frame["rank"] == 1)).all()
    per_game = frame.groupby("game")
    assert (per_game["won"].sum() >= 1).all()  # a winner in every game (ties share the victory)
    assert (per_game["length"].nunique() == 1).all() and (frame["length"] > 0).all()
    assert (frame["options"] == "").all()


def test_rows_equal_a_game_played_alone() -> None:
    frame = small(games=3)
    game = find_game("schwarzarbeit")
    seed = sim.game_seed(5, 2)
    state = play(game, 3, seed)
    sheets = game.scores(state)
    rows = frame[frame["game"] == 2]
    assert list(rows["seed"]) == [seed] * 3
    assert list(rows["score"]) == [sheets[p].total for p in range(3)]


def test_identical_whatever_the_number_of_workers_or_the_executor() -> None:
    one = small(games=10, bots="deduction,random", workers=1)
    pool = small(games=10, bots="deduction,random", workers=2, chunk=3)
    with cf.ThreadPoolExecutor(max_workers=3) as threads:
        threaded = small(games=10, bots="deduction,random", executor=threads, chunk=1)
    pd.testing.assert_frame_equal(one, pool)
    pd.testing.assert_frame_equal(one, threaded)
    assert small(games=10, bots="deduction,random", seed=6)["score"].tolist() != one["score"].tolist()
    parts = [small(games=4, bots="deduction,random", workers=1), small(games=6, bots="deduction,random", first=4)]
    pd.testing.assert_frame_equal(one, pd.concat(parts, ignore_index=True))  # consecutive ranges: one run's rows


def test_a_local_dask_cluster_runs_the_same_games() -> None:
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None) as c, \
            distributed.Client(c) as client:
        frame = small(games=8, executor=client.get_executor(), chunk=2, bots="deduction,random")
    pd.testing.assert_frame_equal(frame, small(games=8, bots="deduction,random"))
    pd.testing.assert_frame_equal(frame, small(games=8, bots="deduction,random", workers=2, chunk=3))


def test_chunks_cover_every_game_once() -> None:
    for games, workers in [(1, 4), (10, 2), (1000, 2), (7, 1)]:
        ranges = sim.chunks(games, workers)
        assert [i for a, b in ranges for i in range(a, b)] == list(range(games))
    assert sim.chunks(10, 2, size=4) == [(0, 4), (4, 8), (8, 10)]


def test_progress_is_reported_until_every_game_is_done() -> None:
    seen: list[tuple[int, int]] = []
    small(games=7, chunk=3, on_progress=lambda done, total: seen.append((done, total)))
    assert seen == [(3, 7), (6, 7), (7, 7)]


def test_rotate_seats_every_bot_everywhere() -> None:
    frame = small(games=6, bots="deduction,random,random", rotate=True)
    table = frame.groupby(["bot", "seat"]).size()
    assert table["deduction"].tolist() == [2, 2, 2]
    assert list(frame[frame["game"] == 1]["bot"]) == ["random", "deduction", "random"]


def test_save_and_load_csv_and_parquet(tmp_path: Path) -> None:
    frame = small(games=3, options={"edition": "fr"})
    assert (frame["options"] == "edition=fr").all()
    for name in ("rows.csv", "rows.parquet"):
        path = sim.save(frame, tmp_path / name)
        back = sim.load(path)
        assert back[["game", "seed", "seat", "score", "rank", "won", "length"]].equals(
            frame[["game", "seed", "seat", "score", "rank", "won", "length"]])
        assert list(back["bot"]) == list(frame["bot"])
    with pytest.raises(SchwarzError, match=r"csv or \.parquet"):
        sim.save(frame, tmp_path / "rows.xlsx")


def test_summary_tables() -> None:
    frame = small(games=4, bots="deduction,random")
    seats = sim.by(frame, "seat")
    assert list(seats["games"]) == [4, 4, 4]
    bots = sim.by(frame, "bot").set_index("bot")
    assert bots.loc["random", "games"] == 8
    assert abs(seats["win_rate"].sum() - frame["won"].sum() / 4) < 1e-9
    assert len(sim.lengths(frame)) == 4
    text = sim.summary(frame)
    assert "by seat" in text and "by bot" in text and "deduction" in text and "win rate" in text


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"games": 0}, "games must be"),
    ({"players": 9}, "3 to 5 players"),
    ({"bots": "genius"}, "unknown bot 'genius'"),
    ({"bots": "heuristic"}, "unknown bot 'heuristic' for schwarzarbeit"),
    ({"bots": "random,random,random,random"}, "4 bots named for 3 players"),
    ({"options": 3}, "mapping of knobs"),
    ({"options": {"illegal_per_player": 3, "market_extra": 6}, "players": 5}, "too many illegal workers"),
    ({"workers": 0}, "workers must be"),
    ({"first": -1}, "the first game must be"),
])
def test_bad_runs_are_refused_before_any_game(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(SchwarzError, match=message):
        small(**kwargs)


# --- rule knobs -----------------------------------------------------------------------------------------------
def test_every_game_lists_its_knobs_with_the_texts_defaults() -> None:
    names = {game: {k.name for k in sim.knobs(game)} for game in ("schwarzarbeit", "scheffeln", "schwarzmarkt")}
    assert {"edition", "blunders", "illegal_per_player", "market_extra", "scores.denounced_regular",
            "scores.detective_kept"} <= names["schwarzarbeit"]
    assert {"token_values", "hand_size", "express", "run", "mafia"} <= names["scheffeln"]
    assert {"deck", "track_values", "rounds"} <= names["schwarzmarkt"]
    for game in names:
        defaults = {k.name: k.default for k in sim.knobs(game)}
        assert sim.options_from(game, defaults) == find_game(game).options_type()


@pytest.mark.parametrize(("game", "values", "expected"), [
    ("schwarzarbeit", {"scores.denounced_regular": "-1"}, {"scores.denounced_regular": -1}),
    ("schwarzarbeit", {"illegal_per_player": "3", "edition": "fr", "blunders": "true"},
     {"illegal_per_player": 3, "edition": "fr", "blunders": True}),
    ("scheffeln", {"hand_size": 3, "run": True}, {"hand_size": 3, "run": True}),
    ("scheffeln", {"token_values": "/".join(["1,2,3"] * 8)}, {"token_values": ((1, 2, 3),) * 8}),
    ("schwarzmarkt", {"deck": "variant", "rounds": "1"}, {"deck": "variant", "rounds": 1}),
    ("schwarzmarkt", {"track_values": "1,2,3,4,5,6,7,8,9,10,11,12,13,14"},
     {"track_values": tuple(range(1, 15))}),
])
def test_knobs_build_options(game: str, values: dict[str, Any], expected: dict[str, Any]) -> None:
    options = sim.options_from(game, values)
    assert sim.changed(options) == expected
    assert sim.options_from(game, {k: v for k, v in sim.changed(options).items()}) == options


@pytest.mark.parametrize(("game", "values", "message"), [
    ("schwarzarbeit", {"score.denounced_regular": -1}, "unknown knob 'score.denounced_regular'"),
    ("schwarzarbeit", {"scores.denounced_regular": "minus one"}, "must be a whole number"),
    ("schwarzarbeit", {"scores.hired_regular": True}, "must be a whole number"),
    ("schwarzarbeit", {"edition": "de"}, r"edition of the score table \(edition\) must be English \('en'\) or French"),
    ("schwarzarbeit", {"illegal_per_player": 4}, "illegal_per_player must be 1, 2 or 3"),
    ("schwarzarbeit", {"market_extra": -1}, "market_extra must be between 0 and 6"),
    ("schwarzarbeit", {"blunders": "perhaps"}, "true or false"),
    ("scheffeln", {"hand_size": 0}, "hand_size must be between 1 and 7"),
    ("scheffeln", {"token_values": "1,2/3,4"}, "8 stacks"),
    ("scheffeln", {"token_values": "1,x"}, "rows of whole numbers"),
    ("scheffeln", {"express": True, "run": True}, "not played with the Express variant"),
    ("schwarzmarkt", {"deck": "big"}, r"must be basic game \('basic'\) or variant \('variant'\), not 'big'"),
    ("schwarzmarkt", {"rounds": 9}, "rounds must be an integer from 1 to 5"),
    ("schwarzmarkt", {"track_values": "3,2,1"}, "14 integers"),
])
def test_invalid_knobs_get_a_clear_error(game: str, values: dict[str, Any], message: str) -> None:
    with pytest.raises(SchwarzError, match=message):
        sim.options_from(game, values)


def test_knob_errors_word_the_knob_and_its_values_in_the_page_language() -> None:
    with pytest.raises(SchwarzError) as err:
        sim.options_from("schwarzmarkt", {"deck": "big"})
    assert err.value.text("fr") == ("paquet de marchandises (deck) doit être jeu de base (« basic ») ou variante "
                                    "(« variant »), pas 'big'").replace("« ", "«\u00a0").replace(" »", "\u00a0»")
    assert sim.options_from("schwarzarbeit", {"blunders": "vrai"}).blunders  # 'vrai ou faux', as the French says
    with pytest.raises(SchwarzError) as err:
        sim.options_from("schwarzarbeit", {"blunders": "perhaps"})
    assert "doit être vrai ou faux" in err.value.text("fr")


def test_a_knob_changes_the_scores_of_the_same_games() -> None:
    base = small(games=8, bots="deduction,random")
    softer = small(games=8, bots="deduction,random", options={"scores.denounced_regular": -1})
    assert (softer["options"] == "scores.denounced_regular=-1").all()
    assert list(base["seed"]) == list(softer["seed"])
    assert softer["score"].sum() > base["score"].sum()


# --- bots -----------------------------------------------------------------------------------------------------
def test_registry_names_and_fresh_bots() -> None:
    known = {game: bot_names(game) for game in GAMES}
    assert known == {"schwarzarbeit": ("random", "deduction", "search"), "scheffeln": ("random", "heuristic", "search"),
                     "schwarzmarkt": ("random", "heuristic", "search")}
    for game, names in known.items():
        assert smart_bot(game) in names
        for name in names:
            bot = make_bot(game, name)
            assert bot.name == name
        assert make_bot(game, smart_bot(game)) is not make_bot(game, smart_bot(game))
    assert parse_bots("scheffeln", "heuristic", 3) == ("heuristic",) * 3
    assert parse_bots("scheffeln", ["Heuristic", "random"], 4) == ("heuristic", "random", "random", "random")
    with pytest.raises(SchwarzError, match="unknown game"):
        make_bot("chess", "random")
    with pytest.raises(SchwarzError, match="no bot named"):
        parse_bots("scheffeln", " , ", 3)


class Spy:
    """Wraps a bot and records what it was shown."""

    def __init__(self, inner: Any, seat: int) -> None:
        self.inner, self.seat, self.name = inner, seat, inner.name
        self.seen: list[Any] = []

    def choose(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any:
        self.seen.append(view)
        return self.inner.choose(view, actions, rng)

    def interject(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any | None:
        self.seen.append(view)
        return self.inner.interject(view, actions, rng)


@pytest.mark.parametrize(("game", "players", "options"), [
    ("scheffeln", 4, None), ("scheffeln", 4, {"run": True, "mafia": True}), ("scheffeln", 6, {"express": True}),
    ("schwarzmarkt", 4, None), ("schwarzmarkt", 3, {"deck": "variant"}),
])
def test_heuristic_bots_see_only_their_seat_and_finish_games(game: str, players: int, options: Any) -> None:
    spec = find_game(game)
    opts = sim.options_from(game, options) if options else None
    for seed in range(3):
        bots = [Spy(make_bot(game, "heuristic"), p) for p in range(players)]
        state = play(spec, players, seed, opts, bots)
        assert state.is_over
        for bot in bots:
            assert bot.seen and all(v.viewer == bot.seat for v in bot.seen)
            assert all(h is None for v in bot.seen for p, h in enumerate(v.hands) if p != bot.seat)


@pytest.mark.parametrize(("game", "players", "options"), [
    ("scheffeln", 4, None), ("schwarzmarkt", 4, None), ("scheffeln", 5, {"express": True}),
])
def test_heuristic_bots_beat_random_bots(game: str, players: int, options: Any) -> None:
    frame = sim.run(game, games=40, players=players, bots=["heuristic", *["random"] * (players - 1)],
                    options=options, seed=2, workers=1, progress=False, rotate=True)
    rates = sim.by(frame, "bot").set_index("bot")["win_rate"]
    assert rates["heuristic"] > 1.5 / players > rates["random"]


# --- command line ---------------------------------------------------------------------------------------------
def test_cli_sim_prints_the_summary_and_saves(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "runs.parquet"
    code = main(["sim", "schwarzarbeit", "--games", "6", "--players", "4", "--bots",
                 "deduction,random,random,random", "--workers", "1", "--knob", "edition=fr", "--out", str(out),
                 "--quiet"])
    text = capsys.readouterr().out
    assert code == 0
    assert "6 games, rules: edition=fr" in text and "by seat" in text and "deduction" in text
    assert len(sim.load(out)) == 24
    assert main(["sim", "scheffeln", "--games", "2", "--knob", "hand_size=0", "--quiet"]) == 2
    assert "hand_size must be between 1 and 7" in capsys.readouterr().err


def test_a_run_stops_when_cancelled_between_chunks() -> None:
    asked = iter([False, False, True])
    with pytest.raises(sim.Cancelled) as stopped:
        small(games=10, chunk=2, cancel=lambda: next(asked, True))
    assert stopped.value.done == 4 and stopped.value.games == 10
    assert "cancelled after 4 of 10 games" in str(stopped.value)


def test_a_cancelled_pool_returns_at_once() -> None:
    import time

    seen: list[int] = []
    start = time.monotonic()
    with pytest.raises(sim.Cancelled):
        sim.run("schwarzarbeit", games=400, players=4, bots="deduction", seed=1, workers=2, chunk=2, progress=False,
                on_progress=lambda done, _total: seen.append(done), cancel=lambda: bool(seen))
    assert time.monotonic() - start < 20 and seen and seen[0] < 400


def test_speed_measures_a_line_up() -> None:
    fast = sim.speed("schwarzmarkt", 4, "random", seconds=0.05)
    assert fast > 0 and sim.speed("schwarzarbeit", 3, "deduction", most=2) > 0
