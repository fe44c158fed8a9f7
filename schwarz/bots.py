"""The bot registry: ``BOTS`` lists the bot names of each game, ``make_bot(game, name)`` builds a fresh bot.

Every bot follows ``schwarz.core.bots.Bot`` and sees only its seat's view. "random" plays any legal action
(all games); "deduction" is Schwarzarbeit's ``DeductionBot``; "heuristic" is Scheffeln's ``HeuristicBot`` and
Schwarzmarkt's price-threshold ``ThresholdBot``. Game packages are imported only when a bot is built.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence

from schwarz.core.bots import Bot, RandomBot
from schwarz.core.codec import excerpt
from schwarz.core.contract import GameSpec
from schwarz.core.errors import SchwarzError
from schwarz.i18n import Msg, _, listing

_CLASSES: Mapping[str, Mapping[str, str]] = {
    "schwarzarbeit": {"random": "", "deduction": "schwarz.schwarzarbeit.bots:DeductionBot"},
    "scheffeln": {"random": "", "heuristic": "schwarz.scheffeln.bots:HeuristicBot"},
    "schwarzmarkt": {"random": "", "heuristic": "schwarz.schwarzmarkt.bots:ThresholdBot"},
}

BOTS: Mapping[str, tuple[str, ...]] = {game: tuple(names) for game, names in _CLASSES.items()}
"""The bot names each game knows, e.g. ``BOTS["schwarzarbeit"] == ("random", "deduction")``."""

BOT_NAMES: Mapping[str, Msg] = {
    "random": _("random bot"),
    "deduction": _("deduction bot"),
    "heuristic": _("heuristic bot"),
}
"""What a page calls each bot."""

SMART: Mapping[str, str] = {"schwarzarbeit": "deduction", "scheffeln": "heuristic", "schwarzmarkt": "heuristic"}
"""Each game's thoughtful bot (the one a design-lab run pits against random bots)."""


def _game_name(game: str | GameSpec) -> str:
    name = game.name if isinstance(game, GameSpec) else str(game).strip().lower()
    if name not in _CLASSES:
        raise SchwarzError(_("unknown game {name!r}; known games: {games}", name=str(game), games=listing(_CLASSES)))
    return name


def make_bot(game: str | GameSpec, name: str) -> Bot:
    """A fresh bot called ``name`` for ``game`` (a bot may keep memory during one game: never share it)."""
    key = _game_name(game)
    bot = name.strip().lower()
    if bot not in _CLASSES[key]:
        raise SchwarzError(_("unknown bot {name} for {game}; choose one of: {bots}", name=excerpt(name), game=key,
                             bots=listing(_CLASSES[key], "or")))
    path = _CLASSES[key][bot]
    if not path:
        return RandomBot()
    module, _colon, cls = path.partition(":")
    made: Bot = getattr(importlib.import_module(module), cls)()
    return made


def parse_bots(game: str | GameSpec, spec: str | Sequence[str] | None, players: int) -> tuple[str, ...]:
    """Bot names per seat from ``"deduction,random"`` or a list; a shorter list repeats its last name
    (one name: every seat). Unknown names raise ``SchwarzError``."""
    key = _game_name(game)
    if spec is None:
        names: list[str] = ["random"]
    elif isinstance(spec, str):
        names = [s.strip().lower() for s in spec.split(",") if s.strip()]
    else:
        names = [str(s).strip().lower() for s in spec]
    if not names:
        raise SchwarzError(_("no bot named: give one name per seat, e.g. 'deduction,random,random'"))
    if len(names) > players:
        raise SchwarzError(_("{count} bots named for {players} players", count=len(names), players=players))
    for name in names:
        if name not in _CLASSES[key]:
            raise SchwarzError(_("unknown bot {name} for {game}; choose one of: {bots}", name=excerpt(name), game=key,
                                 bots=listing(_CLASSES[key], "or")))
    return tuple(names + [names[-1]] * (players - len(names)))
