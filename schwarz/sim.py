"""Many seeded games at once: ``run(game, games=N, players=P, bots=..., options=..., seed=S)`` -> DataFrame.

One row per player per game: ``game`` (index), ``seed`` (that game's seed), ``seat``, ``bot``, ``score``,
``rank`` (1 = winner; ties share), ``won``, ``length`` (actions played) and ``options`` (the knobs that differ
from the texts). Game ``i`` is seeded by ``game_seed(S, i)`` and the rows are sorted, so the result is the same
whatever the number of workers or the executor: every core of this machine by default (a process pool, in
chunks), or any ``concurrent.futures``-style executor, e.g. a Dask cluster's ``client.get_executor()``.

Rule knobs need no code: ``options_from(game, {"scores.denounced_regular": -1})`` builds the game's Options
from flat ``key=value`` pairs (``knobs(game)`` lists them) with a clear error for an unknown key or a bad value.
pandas and tqdm are imported only when a run needs them (workers never do).
"""

from __future__ import annotations

import concurrent.futures as cf
import dataclasses
import enum
import hashlib
import multiprocessing
import os
import time
import types
import typing
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from schwarz.bots import make_bot, parse_bots
from schwarz.core.codec import excerpt
from schwarz.core.contract import GameSpec, ranking
from schwarz.core.errors import SchwarzError
from schwarz.core.fastpath import fast_player
from schwarz.core.registry import find_game
from schwarz.i18n import Arg, Listing, Msg, Worded, _, listing, number, percent, pgettext, render
from schwarz.play import steps

COLUMNS = ("game", "seed", "seat", "bot", "score", "rank", "won", "length", "options")
PROGRESS_FROM = 200
"""Runs of at least this many games show a progress bar unless ``progress=False``."""



# --- rule knobs -----------------------------------------------------------------------------------------------
class KnobKind(enum.Enum):
    """What a rule knob holds, read from the type of its Options field."""

    BOOL = "bool"
    INT = "int"
    CHOICE = "choice"
    OPTIONAL_INT = "optional-int"
    INTS = "ints"
    INT_TABLE = "int-table"


@dataclass(frozen=True)
class Knob:
    """One rule knob of a game's Options: ``name`` (``scores.x`` for a nested field), its ``kind``, the texts'
    ``default`` and, for a choice (an enum field), the ``choices``."""

    name: str
    kind: KnobKind
    default: Any
    choices: tuple[str, ...] = ()
    doc: str = ""
    words: tuple[Msg | str, ...] = ()
    """The choices' names in the catalog (an enum's members word themselves: 'variant' / 'variante')."""
    title: Msg | None = None
    """The knob's readable name, from its game's ``GameSpec.knob_labels``."""

    @property
    def label(self) -> Msg | str:
        """The knob's readable name ('commodity deck' / 'paquet de marchandises'); its field name when unknown."""
        return self.title or self.name.replace(".", ": ").replace("_", " ")

    def value_words(self, value: Any) -> Arg:
        """A value of this knob in words: a choice's name, yes or no, a number, a list of numbers."""
        if self.kind is KnobKind.CHOICE and str(value) in self.choices:
            return self.words[self.choices.index(str(value))]
        if isinstance(value, bool):
            return pgettext("a rule knob's value", "yes") if value else pgettext("a rule knob's value", "no")
        if value is None:
            return _("the text's value")
        if isinstance(value, tuple | list):
            if value and isinstance(value[0], tuple | list):
                return listing(_("({numbers})", numbers=listing(row)) for row in value)
            return listing(value)
        return value if isinstance(value, int) else str(value)




def _kind(hint: Any) -> KnobKind:
    """The knob kind of an Options field's type: ``bool``, ``int``, an enum, ``int | None``, ``tuple[int, ...]``
    or ``tuple[tuple[int, ...], ...]`` (the last three may be ``None``: the texts' values)."""
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    optional = typing.get_origin(hint) in (typing.Union, types.UnionType) and len(args) == 1
    inner = args[0] if optional else hint
    if inner is bool:
        return KnobKind.BOOL
    if isinstance(inner, type) and issubclass(inner, enum.Enum):
        return KnobKind.CHOICE
    if inner is int:
        return KnobKind.OPTIONAL_INT if optional else KnobKind.INT
    if typing.get_origin(inner) is tuple:
        item = typing.get_args(inner)[0]
        return KnobKind.INT_TABLE if typing.get_origin(item) is tuple else KnobKind.INTS
    raise TypeError(f"no knob kind for {hint!r}")  # dev-text; pragma: no cover - every Options field is typed


def _default(f: dataclasses.Field[Any]) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    raise TypeError(f"option {f.name} has no default")  # dev-text; pragma: no cover


def knobs(game: str | GameSpec) -> tuple[Knob, ...]:
    """Every rule knob of ``game`` with its default (nested groups such as Schwarzarbeit's ``scores`` flat)."""
    spec = find_game(game) if isinstance(game, str) else game
    out: list[Knob] = []

    def walk(cls: type[Any], prefix: str) -> None:
        hints = typing.get_type_hints(cls)
        for f in dataclasses.fields(cls):
            default, hint = _default(f), hints[f.name]
            if dataclasses.is_dataclass(default):
                walk(type(default), f"{prefix}{f.name}.")
                continue
            kind = _kind(hint)
            members = tuple(hint) if kind is KnobKind.CHOICE else ()
            choices = tuple(str(m.value) for m in members)
            words = tuple(m.message() if isinstance(m, Worded) else str(m.value) for m in members)
            value = default.value if isinstance(default, enum.Enum) else default
            name = f"{prefix}{f.name}"
            out.append(Knob(name, kind, value, choices, words=words, title=spec.knob_labels.get(name)))

    walk(spec.options_type, "")
    return tuple(out)


def _coerce(knob: Knob, raw: Any) -> Any:
    """``raw`` as the knob's type (strings from a command line or a text box accepted) or a clear error."""
    bad = SchwarzError(_("{label} ({knob}) must be {expected}, not {value}", label=knob.label, knob=knob.name,
                         expected=_expect(knob), value=excerpt(raw)))
    if knob.kind is KnobKind.BOOL:
        if isinstance(raw, str) and raw.strip().lower() in (*TRUE_WORDS, *FALSE_WORDS):
            return raw.strip().lower() in TRUE_WORDS
        if isinstance(raw, bool):
            return raw
        raise bad
    if knob.kind in (KnobKind.INT, KnobKind.OPTIONAL_INT):
        if knob.kind is KnobKind.OPTIONAL_INT and (raw is None or (isinstance(raw, str) and raw.strip().lower() in
                                                             ("", "none", "default"))):
            return None
        return _int(raw, bad)
    if knob.kind is KnobKind.CHOICE:
        if not isinstance(raw, str) or raw.strip() not in knob.choices:
            raise bad
        return raw.strip()
    if raw is None or (isinstance(raw, str) and raw.strip().lower() in ("", "none", "default")):
        return None
    if knob.kind is KnobKind.INTS:
        items = raw.replace(";", ",").split(",") if isinstance(raw, str) else raw
        if not isinstance(items, Sequence):
            raise bad
        return tuple(_int(x, bad) for x in items)
    rows = raw.split("/") if isinstance(raw, str) else raw
    if not isinstance(rows, Sequence):
        raise bad
    return tuple(tuple(_int(x, bad) for x in (r.split(",") if isinstance(r, str) else r)) for r in rows)


def _int(raw: Any, bad: SchwarzError) -> int:
    if isinstance(raw, bool):
        raise bad
    if isinstance(raw, int):
        return raw
    if isinstance(raw, str):
        try:
            return int(raw.strip())
        except ValueError:
            raise bad from None
    raise bad


TRUE_WORDS = ("true", "yes", "1", "vrai", "oui")
FALSE_WORDS = ("false", "no", "0", "faux", "non")
"""What a boolean knob accepts as text (a command line, a text box), in English and French."""


def _expect(knob: Knob) -> Msg | Listing:
    if knob.kind is KnobKind.CHOICE:
        choices = (_("{word} ('{value}')", word=w, value=c) for w, c in zip(knob.words, knob.choices, strict=True))
        return listing(choices, "or")
    return {
        KnobKind.BOOL: _("true or false"),
        KnobKind.INT: _("a whole number"),
        KnobKind.OPTIONAL_INT: _("a whole number or empty (the text's value)"),
        KnobKind.INTS: _("whole numbers separated by commas"),
        KnobKind.INT_TABLE: _("rows of whole numbers: '0,1,2,3/1,2,3,4/...' (rows split by '/')"),
    }[knob.kind]


def options_from(game: str | GameSpec, values: Mapping[str, Any] | None = None) -> Any:
    """The game's Options with ``values`` (flat knob names, e.g. ``{"scores.denounced_regular": -1}``) changed.

    An unknown knob, a value of the wrong type or one the game refuses raises ``SchwarzError`` saying which.
    """
    spec = find_game(game) if isinstance(game, str) else game
    table = {k.name: k for k in knobs(spec)}
    flat: dict[str, Any] = {}
    for key, raw in (values or {}).items():
        name = str(key).strip()
        if name not in table:
            raise SchwarzError(_("unknown knob {name} for {game}; knobs: {knobs}", name=excerpt(name), game=spec.name,
                                 knobs=listing(table)))
        flat[name] = _coerce(table[name], raw)
    return _build(spec.options_type, flat, "")


def _build(cls: type[Any], flat: Mapping[str, Any], prefix: str) -> Any:
    kwargs: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        default = _default(f)
        if dataclasses.is_dataclass(default):
            inner = {k: v for k, v in flat.items() if k.startswith(f"{prefix}{f.name}.")}
            if inner:
                kwargs[f.name] = _build(type(default), inner, f"{prefix}{f.name}.")
        elif f"{prefix}{f.name}" in flat:
            kwargs[f.name] = flat[f"{prefix}{f.name}"]
    try:
        return cls(**kwargs)
    except SchwarzError:
        raise
    except (TypeError, ValueError) as exc:
        raise SchwarzError(_("bad knob value: {error}", error=excerpt(str(exc), 120))) from None


def changed(options: Any) -> dict[str, Any]:
    """The knobs of ``options`` that differ from the texts' values (flat names)."""
    if options is None:
        return {}
    out: dict[str, Any] = {}

    def walk(value: Any, prefix: str) -> None:
        base = type(value)()
        for f in dataclasses.fields(value):
            mine, theirs = getattr(value, f.name), getattr(base, f.name)
            if dataclasses.is_dataclass(mine):
                walk(mine, f"{prefix}{f.name}.")
            elif mine != theirs:
                out[f"{prefix}{f.name}"] = mine
    walk(options, "")
    return out


def describe(options: Any) -> str:
    """``options`` as 'key=value, ...' of the changed knobs ('' for the texts' rules): the command line's form."""
    return ", ".join(f"{k}={_show(v)}" for k, v in changed(options).items())


def knobs_message(game: str | GameSpec, values: Mapping[str, Any]) -> Msg | Listing:
    """Changed knobs (flat names -> values) in words: each knob's label and value ('commodity deck: variant' /
    'paquet de marchandises : variante'), or 'the texts' rules'."""
    table = {k.name: k for k in knobs(game)}
    pairs = [pgettext("a rule knob and its value", "{knob}: {value}", knob=table[name].label,
                      value=table[name].value_words(value)) for name, value in values.items() if name in table]
    return listing(pairs) if pairs else _("the texts' rules")


def rules_message(game: str | GameSpec, options: Any) -> Msg | Listing:
    """``options`` in words: each changed knob's label and value, or 'the texts' rules'."""
    return knobs_message(game, changed(options))


def frame_rules(frame: Any) -> Msg | Listing | str:
    """The rules of a run in words: ``run`` keeps its game and changed knobs in ``frame.attrs`` (json values, so
    a Parquet file keeps them too); a frame read back from CSV has only the command line's 'key=value' form."""
    if "knobs" in frame.attrs and "game" in frame.attrs:
        return knobs_message(frame.attrs["game"], frame.attrs["knobs"])
    return (frame["options"].iloc[0] if len(frame) else "") or _("the texts' rules")


def _show(value: Any) -> str:
    if isinstance(value, tuple):
        if value and isinstance(value[0], tuple):
            return "/".join(",".join(map(str, row)) for row in value)
        return ",".join(map(str, value))
    return str(value).lower() if isinstance(value, bool) else str(value)


# --- playing --------------------------------------------------------------------------------------------------
def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``seed`` (independent of how games are split over workers)."""
    digest = hashlib.sha256(f"schwarz.sim:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:4], "big")


@dataclass(frozen=True)
class Plan:
    """What every game of a run shares (sent once per chunk to a worker)."""

    game: str
    players: int
    bots: tuple[str, ...]
    options: Any
    seed: int
    rotate: bool = False
    engine: bool = False
    """Play every game with the engine itself, never the game's fast path (``GameSpec.fast_play``)."""

    def seats(self, index: int) -> tuple[str, ...]:
        """Bot names by seat for game ``index`` (``rotate``: shifted by one seat per game)."""
        if not self.rotate:
            return self.bots
        k = index % self.players
        return self.bots[-k:] + self.bots[:-k] if k else self.bots


Row = tuple[int, int, int, str, int, int, bool, int]


def play_one(plan: Plan, index: int) -> list[Row]:
    """Play game ``index`` of ``plan``: one row per seat (game, seed, seat, bot, score, rank, won, length). The
    game's fast path plays it when it covers these bots and rules (the same game, proven equal), else the engine."""
    spec = find_game(plan.game)
    seed = game_seed(plan.seed, index)
    names = plan.seats(index)
    fast = None if plan.engine else fast_player(spec.fast_play)
    outcome = None if fast is None else fast(plan.players, seed, plan.options, names)
    if outcome is not None:
        ranked = outcome.ranks()
        return [(index, seed, p, names[p], outcome.totals[p], ranked[p], ranked[p] == 1, outcome.length)
                for p in range(plan.players)]
    bots = [make_bot(spec, name) for name in names]
    state = spec.new_game(plan.players, seed, plan.options)
    length = 0
    for _action, after in steps(spec, state, bots, seed):
        state, length = after, length + 1
    sheets = spec.scores(state)
    ranks = ranking(sheets)
    return [(index, seed, p, names[p], sheets[p].total, ranks[p], ranks[p] == 1, length) for p in sorted(sheets)]


def play_chunk(plan: Plan, start: int, stop: int) -> list[Row]:
    """Games ``start`` .. ``stop - 1`` of ``plan`` (what one worker task does)."""
    rows: list[Row] = []
    for index in range(start, stop):
        rows.extend(play_one(plan, index))
    return rows


def chunks(games: int, workers: int, size: int | None = None) -> list[tuple[int, int]]:
    """``(start, stop)`` ranges covering ``games``: about 8 per worker, at most ``CHUNK`` games each (a chunk is
    what a cancelled run still finishes)."""
    if size is None:
        size = max(1, min(CHUNK, -(-games // (8 * max(1, workers)))))
    return [(i, min(games, i + size)) for i in range(0, games, size)]


CHUNK = 100
"""The most games a worker plays in one task unless told otherwise (``chunk``)."""
CHUNK_SECONDS = 0.4
"""With a known speed (``rate``), a task lasts about this long: a cancelled run stops within it."""


class Cancelled(SchwarzError):
    """A run stopped before its end because it was asked to (``run``'s ``cancel``); ``done`` games had finished."""

    def __init__(self, done: int, games: int) -> None:
        self.done, self.games = done, games
        super().__init__(_("the run was cancelled after {done} of {games} games", done=done, games=games))

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return type(self), (self.done, self.games)


FIRST_GAME_SECONDS = 1.0
"""A first game longer than this is taken as the measure of a slow line-up; a shorter one may have paid for
what a process does once (importing, loading compiled code), so the games after it are timed."""


def warm(game: str | GameSpec, players: int = 4, bots: str | Sequence[str] | None = None) -> None:
    """Play one seeded game (no run's): what a process does once before its first game (imports, compiled code
    loaded, tables made) is then done."""
    spec = find_game(game) if isinstance(game, str) else game
    play_one(Plan(spec.name, players, parse_bots(spec, bots, players), None, 987_654_321), 0)


def warm_games(line_ups: Sequence[tuple[str, str | Sequence[str] | None]]) -> None:
    """``warm`` each (game, bots) in turn: what a process pool's worker is given before its first run."""
    for game, bots in line_ups:
        warm(game, bots=bots)


def speed(game: str | GameSpec, players: int = 4, bots: str | Sequence[str] | None = None, options: Any = None,
          seconds: float = 0.3, most: int = 50, seed: int = 987_654_321) -> float:
    """Games per second one worker plays with these bots and rules, measured now: seeded games (``seed``: the
    deals of no run) until ``seconds`` have passed or ``most`` games are played. What the design lab bases its cap
    and its estimated time on."""
    spec = find_game(game) if isinstance(game, str) else game
    if options is not None and not isinstance(options, spec.options_type):
        options = options_from(spec, options)
    plan = Plan(spec.name, players, parse_bots(spec, bots, players), options, seed)
    begin = time.perf_counter()
    play_one(plan, 0)  # the first game also pays for what a worker does once (imports, tables): not counted
    start = time.perf_counter()
    if start - begin > max(seconds, FIRST_GAME_SECONDS):
        return 1 / (start - begin)  # slow bots: one game is measure enough
    played = 0
    while played < most and (played == 0 or time.perf_counter() - start < seconds):
        play_one(plan, played + 1)
        played += 1
    return played / max(time.perf_counter() - start, 1e-6)


def default_workers() -> int:
    """Every core this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not on Linux
        return max(1, os.cpu_count() or 1)


def process_pool(workers: int) -> cf.ProcessPoolExecutor:
    """The pool ``run`` plays in by default (forkserver where there is one); a caller running several runs may
    keep one and pass it as ``executor``."""
    methods = multiprocessing.get_all_start_methods()
    method = "forkserver" if "forkserver" in methods else "spawn"
    return cf.ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context(method))


def _results(plan: Plan, ranges: list[tuple[int, int]], executor: Any | None, workers: int,
             stop: Callable[[], bool], on_start: Callable[[], None] | None = None) -> Iterator[list[Row]]:
    """Rows of each chunk as it finishes (any order); when ``stop()`` says so, the chunks not started are dropped
    and the pool is left to finish the ones running (a chunk is short) while the caller goes on. ``on_start()``:
    once every chunk is handed to the pool."""
    if executor is None and workers == 1:
        if on_start is not None:
            on_start()
        for start, end in ranges:
            if stop():
                return
            yield play_chunk(plan, start, end)
        return
    own = executor is None
    pool: Any = process_pool(workers) if executor is None else executor
    futures = [pool.submit(play_chunk, plan, start, end) for start, end in ranges]
    if on_start is not None:
        on_start()
    stopped = False
    try:
        pending = set(futures)
        while pending:
            if stop():
                stopped = True
                return
            done, pending = cf.wait(pending, timeout=0.1, return_when=cf.FIRST_COMPLETED)
            for future in done:
                yield future.result()
    finally:
        if stopped or pending:
            for future in futures:
                future.cancel()
        if own:
            pool.shutdown(wait=not stopped, cancel_futures=True)


def run(
    game: str | GameSpec,
    games: int = 1000,
    players: int = 4,
    bots: str | Sequence[str] | None = None,
    options: Any = None,
    seed: int = 0,
    executor: Any | None = None,
    workers: int | None = None,
    rotate: bool = False,
    progress: bool | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    lang: str = "en",
    chunk: int | None = None,
    cancel: Callable[[], bool] | None = None,
    rate: float | None = None,
    first: int = 0,
    engine: bool = False,
    on_start: Callable[[], None] | None = None,
) -> Any:
    """Play ``games`` seeded games of ``game`` with ``bots`` (names per seat, e.g. "deduction,random") and return
    a pandas DataFrame, one row per player per game (columns ``COLUMNS``), sorted by game and seat.

    ``options``: the game's Options, a mapping of knobs (see ``options_from``) or None (the texts' rules).
    ``executor``: any ``concurrent.futures``-style executor; by default a process pool over ``workers`` cores
    (all of them; 1 runs here without a pool). ``rotate``: seat the bots one place further each game, so win
    rates by seat and by bot separate. ``progress``: a tqdm bar (notebook-aware; by default from
    ``PROGRESS_FROM`` games; its unit in ``lang``); ``on_progress(done, games)`` is called as chunks finish.
    ``cancel()``: asked between chunks; when true the run stops and raises ``Cancelled`` (in a process pool the
    chunks already running are left to end on their own). ``rate``: games per second of one worker, if known
    (``speed``): chunks then last about ``CHUNK_SECONDS``. ``first``: the run's games are games ``first`` ..
    ``first + games - 1`` of the seed's sequence, so runs of consecutive ranges make the same rows as one run. How
    games are split never changes the result. ``engine``: play with the engine itself, not the game's fast path
    (the same rows, slower: for benchmarks and tests). ``on_start()``: called once the run's games are handed to
    the executor (a caller queueing several runs on one pool can keep their order).
    """
    import pandas as pd

    spec = find_game(game) if isinstance(game, str) else game
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise SchwarzError(_("games must be a whole number >= 1, not {value}", value=excerpt(games)))
    if isinstance(first, bool) or not isinstance(first, int) or first < 0:
        raise SchwarzError(_("the first game must be a whole number >= 0, not {value}", value=excerpt(first)))
    if options is not None and not isinstance(options, spec.options_type):
        if not isinstance(options, Mapping):
            raise SchwarzError(_("options must be {game} Options or a mapping of knobs, not {value}", game=spec.name,
                                 value=excerpt(options)))
        options = options_from(spec, options)
    spec.new_game(players, 0, options)  # the new_game gate's clear error now (players, options), not in a worker
    names = parse_bots(spec, bots, players)
    count = workers if workers is not None else default_workers()
    if count < 1:
        raise SchwarzError(_("workers must be >= 1, not {value}", value=excerpt(count)))
    plan = Plan(spec.name, players, names, options, int(seed), rotate, engine)
    if chunk is None and rate is not None:
        chunk = max(1, min(250, int(rate * CHUNK_SECONDS)))
    ranges = [(first + start, first + stop) for start, stop in chunks(games, count, chunk)]
    bar = None
    if progress or (progress is None and games >= PROGRESS_FROM):
        from tqdm.auto import tqdm

        bar = tqdm(total=games, desc=spec.title, unit=render(pgettext("progress bar unit", "game"), lang))
    rows: list[Row] = []
    done = 0
    stop = cancel or (lambda: False)
    try:
        for part in _results(plan, ranges, executor, count, stop, on_start):
            rows.extend(part)
            finished = len(part) // players
            done += finished
            if bar is not None:
                bar.update(finished)
            if on_progress is not None:
                on_progress(done, games)
    finally:
        if bar is not None:
            bar.close()
    if done < games:
        raise Cancelled(done, games)
    rows.sort(key=lambda r: (r[0], r[2]))
    frame = pd.DataFrame(rows, columns=list(COLUMNS[:-1]))
    frame["options"] = describe(options)
    frame["seed"] = frame["seed"].astype("int64")
    frame.attrs["game"] = spec.name
    frame.attrs["knobs"] = {name: _plain(value) for name, value in changed(options).items()}
    return frame


def _plain(value: Any) -> Any:
    """A knob's value as json data (an enum's text, lists for tuples)."""
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


# --- results --------------------------------------------------------------------------------------------------
def save(frame: Any, path: str | os.PathLike[str]) -> Path:
    """Write ``frame`` as CSV or Parquet, chosen by the file's suffix (.csv, .parquet)."""
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix == ".csv":
        frame.to_csv(target, index=False)
    elif suffix in (".parquet", ".pq"):
        frame.to_parquet(target, index=False)
    else:
        raise SchwarzError(_("save as .csv or .parquet, not {name}", name=excerpt(target.name)))
    return target


def load(path: str | os.PathLike[str]) -> Any:
    """Read a frame written by ``save``."""
    import pandas as pd

    target = Path(path)
    if target.suffix.lower() == ".csv":
        return pd.read_csv(target)
    if target.suffix.lower() in (".parquet", ".pq"):
        return pd.read_parquet(target)
    raise SchwarzError(_("load a .csv or .parquet file, not {name}", name=excerpt(target.name)))


def by(frame: Any, column: str) -> Any:
    """Games played, win rate and mean score (with its spread) grouped by ``column`` ('seat' or 'bot')."""
    grouped = frame.groupby(column)
    out = grouped.agg(games=("won", "size"), win_rate=("won", "mean"), mean_score=("score", "mean"),
                      sd_score=("score", "std"), mean_rank=("rank", "mean"))
    return out.reset_index()


def lengths(frame: Any) -> Any:
    """One row per game: its seed and length (actions played)."""
    return frame.drop_duplicates("game")[["game", "seed", "length"]].reset_index(drop=True)


def _decimals(value: float, lang: str) -> str:
    """A mean or a deviation with two decimals, in the language's form (Babel): '12.34' / '12,34'."""
    return render(pgettext("a mean or a deviation", "{value:.2f}", value=float(value)), lang)


def summary(frame: Any, lang: str = "en") -> str:
    """Plain-text summary for the command line: win rate and mean score by seat and by bot, game lengths."""
    games = frame["game"].nunique()
    length = lengths(frame)["length"]
    rules = (frame["options"].iloc[0] if len(frame) else "") or _("as in the texts")
    head = [_("{games} games, rules: {rules}", games=games, rules=rules),
            _("game length (actions): mean {mean:.1f}, min {low}, max {high}", mean=float(length.mean()),
              low=int(length.min()), high=int(length.max()))]
    lines = [*(render(m, lang) for m in head), ""]
    columns = {"seat": _("by seat:"), "bot": _("by bot:")}
    titles = [render(m, lang) for m in (_("seat"), _("games"), _("win rate"), _("mean score"), _("sd"))]
    for column, title in columns.items():
        table = by(frame, column)
        lines.append(render(title, lang))
        heading = titles[1:]
        first = titles[0] if column == "seat" else render(_("bot"), lang)
        lines.append(f"  {first:<10} {heading[0]:>7} {heading[1]:>9} {heading[2]:>11} {heading[3]:>8}")
        for row in table.itertuples(index=False):
            who = getattr(row, column)
            cells = (number(row.games, lang), percent(row.win_rate, lang), _decimals(row.mean_score, lang),
                     _decimals(row.sd_score, lang))
            lines.append(f"  {who!s:<10} {cells[0]:>7} {cells[1]:>9} {cells[2]:>11} {cells[3]:>8}")
        lines.append("")
    return "\n".join(lines)
