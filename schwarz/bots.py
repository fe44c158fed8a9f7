"""The bots of every game, read from the games' own specs: ``bot_names(game)``, ``make_bot(game, name)``.

Every bot follows ``schwarz.core.bots.Bot`` and sees only its seat's view. "random" plays any legal action
(all games); each game names its other bots in ``GameSpec.bots`` (Schwarzarbeit's ``DeductionBot``, Scheffeln's
``HeuristicBot``, Schwarzmarkt's price-threshold ``ThresholdBot``) and its thoughtful one in
``GameSpec.smart_bot``. A bot's module is imported only when a bot is built.
"""

from __future__ import annotations

from collections.abc import Sequence

from schwarz.core.bots import Bot, RandomBot
from schwarz.core.codec import excerpt
from schwarz.core.contract import GameSpec
from schwarz.core.errors import InvalidArgument, SchwarzError
from schwarz.core.registry import find_game, named
from schwarz.i18n import Msg, _, listing

RANDOM_LABEL = _("random bot")
"""What a page calls the random bot, which every game has."""


def _spec(game: str | GameSpec) -> GameSpec:
    return game if isinstance(game, GameSpec) else find_game(game)


def bot_label(game: str | GameSpec, name: str) -> Msg | str:
    """What a page calls the bot ``name`` of ``game`` ('deduction bot'); its name when the game gives none."""
    if name == "random" or not game:
        return RANDOM_LABEL if name == "random" else name
    return _spec(game).bot_labels.get(name, name)


def _name(name: object) -> str:
    if not isinstance(name, str):
        raise InvalidArgument(_("a bot is named by a word, not {value}", value=excerpt(name)))
    return name.strip().lower()


def bot_names(game: str | GameSpec) -> tuple[str, ...]:
    """The bot names ``game`` knows, e.g. ``("random", "deduction")`` for Schwarzarbeit."""
    return tuple(_spec(game).bots)


def smart_bot(game: str | GameSpec) -> str:
    """The game's thoughtful bot (the one the app seats by default)."""
    return _spec(game).smart_bot


def make_bot(game: str | GameSpec, name: str) -> Bot:
    """A fresh bot called ``name`` for ``game`` (a bot may keep memory during one game: never share it)."""
    spec = _spec(game)
    bot = _name(name)
    if bot not in spec.bots:
        raise SchwarzError(_("unknown bot {name} for {game}; choose one of: {bots}", name=excerpt(name),
                             game=spec.name, bots=listing(spec.bots, "or")))
    path = spec.bots[bot]
    if not path:
        return RandomBot()
    made: Bot = named(path)()
    return made


def parse_bots(game: str | GameSpec, spec: str | Sequence[str] | None, players: int) -> tuple[str, ...]:
    """Bot names per seat from ``"deduction,random"`` or a list; a shorter list repeats its last name
    (one name: every seat). Unknown names raise ``SchwarzError``."""
    known = _spec(game)
    if spec is None:
        names: list[str] = ["random"]
    elif isinstance(spec, str):
        names = [s.strip().lower() for s in spec.split(",") if s.strip()]
    else:
        names = [_name(s) for s in spec]
    if not names:
        raise SchwarzError(_("no bot named: give one name per seat, e.g. 'deduction,random,random'"))
    if len(names) > players:
        raise SchwarzError(_("{count} bots named for {players} players", count=len(names), players=players))
    for name in names:
        if name not in known.bots:
            raise SchwarzError(_("unknown bot {name} for {game}; choose one of: {bots}", name=excerpt(name),
                                 game=known.name, bots=listing(known.bots, "or")))
    return tuple(names + [names[-1]] * (players - len(names)))
