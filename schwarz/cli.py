"""Command line: ``python -m schwarz play|sim|app ...``."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Mapping, Sequence

from schwarz.core.contract import GameSpec, ScoreSheet, ranking
from schwarz.core.errors import SchwarzError
from schwarz.core.registry import GAMES, find_game
from schwarz.i18n import LANGS, _, listing, ngettext, number, render, signed


def transcript(game: GameSpec, players: int, seed: int, options: object = None, lang: str = "en") -> str:
    """The readable transcript of a seeded game played by random legal bots, with the score sheets."""
    from schwarz.play import play

    state = play(game, players, seed, options)
    head = _("{game}: {players} players, seed {seed}", game=game.title, players=players, seed=str(seed))
    lines = [render(head, lang), ""]
    lines += [game.event_line(e, state.players, lang) for e in state.log]
    lines += ["", *format_scores(game.scores(state), lang)]
    return "\n".join(lines) + "\n"


def format_scores(sheets: Mapping[int, ScoreSheet], lang: str = "en") -> list[str]:
    """The score sheets as text, one row per scoring rule, then the ranking."""
    out: list[str] = []
    for sheet in sheets.values():
        total = ngettext("{name}: {total:d} point", "{name}: {total:d} points", abs(sheet.total), name=sheet.name,
                         total=sheet.total)
        out.append(render(total, lang))
        for line in sheet.lines:
            each = f" x {signed(line.each, lang)}" if line.each is not None else ""
            count = number(line.count, lang)
            out.append(f"  {render(line.label, lang):<72} {count:>3}{each:>7} = {signed(line.points, lang)}")
    ranks = ranking(sheets)
    order = sorted(sheets, key=lambda p: ranks[p])
    places = listing(_("{rank}. {name} ({total:d})", rank=ranks[p], name=sheets[p].name, total=sheets[p].total)
                     for p in order)
    out.append(render(_("Ranking: {places}", places=places), lang))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m schwarz", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p_play = sub.add_parser("play", help="print the transcript of a seeded game of random legal bots")
    p_play.add_argument("game", choices=list(GAMES))
    p_play.add_argument("--players", type=int, default=4)
    p_play.add_argument("--seed", type=int, default=1)
    p_play.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option, e.g. edition=fr or express=true")
    p_play.add_argument("--lang", choices=LANGS, default="en", help="the transcript's language")
    p_sim = sub.add_parser("sim", help="simulate many seeded games with bots; print win rates and mean scores")
    p_sim.add_argument("game", choices=list(GAMES))
    p_sim.add_argument("--games", type=int, default=1000)
    p_sim.add_argument("--players", type=int, default=4)
    p_sim.add_argument("--bots", default="random", help="bot names by seat, e.g. deduction,random,random,random")
    p_sim.add_argument("--seed", type=int, default=0)
    p_sim.add_argument("--workers", type=int, default=None, help="processes (default: every core)")
    p_sim.add_argument("--rotate", action="store_true", help="seat the bots one place further each game")
    p_sim.add_argument("--knob", action="append", default=[], metavar="KEY=VALUE",
                       help="a rule knob, e.g. scores.denounced_regular=-1 or edition=fr")
    p_sim.add_argument("--out", default=None, help="save every row as .csv or .parquet")
    p_sim.add_argument("--quiet", action="store_true", help="no progress bar")
    p_app = sub.add_parser("app", help="start the Voila app on localhost")
    p_app.add_argument("--port", type=int, default=8866)
    p_app.add_argument("--no-browser", action="store_true")
    p_app.add_argument("--mode", choices=("teaching", "student"), default="teaching",
                       help="student: seats locked, no teacher view, hidden random deals")
    p_app.add_argument("--pool", type=int, default=0,
                       help="pre-heated kernels per page, e.g. 20 for a class opening the link together")
    p_app.add_argument("--pool-pages", default="",
                       help="the pages to pre-heat, comma-separated (default: every page)")
    args = parser.parse_args(argv)
    try:
        if args.command == "play":
            game = find_game(args.game)
            options = parse_options(game, args.option)
            sys.stdout.write(transcript(game, args.players, args.seed, options, args.lang))
            return 0
        if args.command == "sim":
            from schwarz import sim

            knobs = dict(pair.partition("=")[::2] for pair in args.knob)
            frame = sim.run(args.game, games=args.games, players=args.players, bots=args.bots,
                            options=knobs or None, seed=args.seed, workers=args.workers, rotate=args.rotate,
                            progress=False if args.quiet else None)
            sys.stdout.write(sim.summary(frame) + "\n")
            if args.out:
                print(render(_("saved {count} rows to {path}", count=len(frame), path=str(sim.save(frame, args.out)))))
            return 0
        if args.command == "app":
            start: Callable[..., int] = importlib.import_module("schwarz.app").main
            pool_pages = tuple(page.strip() for page in args.pool_pages.split(",") if page.strip())
            return start(port=args.port, open_browser=not args.no_browser, mode=args.mode, pool=args.pool,
                         pool_pages=pool_pages)
    except SchwarzError as exc:
        print(render(_("error: {error}", error=exc.message)), file=sys.stderr)
        return 2
    return 1


def parse_options(game: GameSpec, pairs: Sequence[str]) -> object:
    """Build the game's Options from KEY=VALUE strings (ints, booleans and strings)."""
    if not pairs:
        return None
    kwargs: dict[str, object] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep:
            raise SchwarzError(_("option {option!r} is not KEY=VALUE", option=pair))
        value: object = raw
        if raw.lower() in ("true", "false"):
            value = raw.lower() == "true"
        elif raw.lstrip("-").isdigit():
            value = int(raw)
        kwargs[key.strip()] = value
    try:
        return game.options_type(**kwargs)
    except TypeError as exc:
        raise SchwarzError(_("bad option for {game}: {error}", game=game.name, error=str(exc))) from None
