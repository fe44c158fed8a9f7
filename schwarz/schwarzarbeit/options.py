"""Options of a Schwarzarbeit game: the edition, blunders, and the rule knobs of the design lab."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from schwarz.core.codec import excerpt
from schwarz.core.errors import InvalidArgument
from schwarz.core.fields import check_fields, typed
from schwarz.i18n import Msg, _, pgettext
from schwarz.schwarzarbeit.cards import EMPLOYEES


@typed
@dataclass(frozen=True)
class ScoreValues:
    """Points per row of the score table (section 'Scoring'); the defaults are the texts' values."""

    hired_regular: int = 1
    hired_foreign_illegal: int = 0
    hired_own_illegal: int = -99
    denounced_foreign_illegal: int = 3
    denounced_regular: int = -2
    denounced_own_illegal: int = -99
    lawyer_on_regular: int = 2
    lawyer_on_illegal: int = -2
    lawyer_on_own_illegal_fr: int = -99
    detective_kept: int = 1

    def __post_init__(self) -> None:
        check_fields(self)


class Edition(enum.StrEnum):
    """Which score table counts (sa.scoring.lawyers, sa.scoring.table): the English list (a lawyer on any denounced
    illegal worker -2) or the printed French table (-99 when the worker is the lawyer's own).

    A ``StrEnum``: its value is the text a command line, a design-lab knob or a save writes ('en', 'fr')."""

    EN = "en"
    FR = "fr"

    def __repr__(self) -> str:
        return f"Edition.{self.name}"

    def message(self) -> Msg:
        """The edition's name: 'English' ('anglaise': it agrees with 'édition')."""
        return _EDITION_NAMES[self]


_EDITION_NAMES = {Edition.EN: pgettext("edition", "English"), Edition.FR: pgettext("edition", "French")}


@typed
@dataclass(frozen=True)
class Options:
    """``edition``: 'en' (English list: any lawyer on a denounced illegal worker -2) or 'fr' (the printed
    French table: -99 when it is your own); in 'en' defending your own denounced illegal worker with a lawyer is
    legal (a costly bluff), in 'fr' it is refused unless blunders are allowed. ``blunders``: allow hiring,
    denouncing or claiming your own illegal worker (and, in 'fr', defending him), scored -99; refused by default.
    ``illegal_per_player``: None follows the text (3 with 3
    players, else 2). ``market_extra``: the market holds players + this many cards (the text: 2).
    ``detective_arguments``: off (the text: 'whoever chooses first gets the card'), a second detective on a
    claimed card is refused; on, claims at the same decision point count as simultaneous grabs and two on one card
    are an argument: nobody gets the card and the arguing detectives are used up."""

    edition: Edition = Edition.EN
    blunders: bool = False
    detective_arguments: bool = False
    scores: ScoreValues = field(default_factory=ScoreValues)
    illegal_per_player: int | None = None
    market_extra: int = 2

    def __post_init__(self) -> None:
        if not isinstance(self.edition, Edition):
            if self.edition not in tuple(Edition):
                raise InvalidArgument(_("the edition must be the English one ('en') or the French one ('fr'), not "
                                     "{value}", value=excerpt(self.edition)))
            object.__setattr__(self, "edition", Edition(self.edition))
        check_fields(self)
        if self.illegal_per_player is not None and not 1 <= self.illegal_per_player <= 3:
            raise InvalidArgument(_("illegal_per_player must be 1, 2 or 3, not {value}", value=self.illegal_per_player))
        if not 0 <= self.market_extra <= 6:
            raise InvalidArgument(_("market_extra must be between 0 and 6, not {value}", value=self.market_extra))

    @property
    def own_lawyer_allowed(self) -> bool:
        """May a player defend his own denounced illegal worker? The texts forbid hiring and denouncing him, not
        defending him: legal in the English edition (its list: -2, a costly bluff); the printed French table
        makes it -99 like the other prison offences, so edition 'fr' refuses it unless blunders are allowed."""
        return self.edition is Edition.EN or self.blunders

    def illegal_count(self, players: int) -> int:
        """Illegal workers per player (section 'Setup': 3 with 3 players, 2 with 4 or 5)."""
        if self.illegal_per_player is not None:
            return self.illegal_per_player
        return 3 if players == 3 else 2

    def market_size(self, players: int) -> int:
        """Cards on the labour market in the first pass (section 'Setup': two plus the number of players)."""
        return players + self.market_extra

    def check_players(self, players: int) -> None:
        """Refuse more illegal workers than the employees left once the market is dealt."""
        if players * self.illegal_count(players) > len(EMPLOYEES) - self.market_size(players):
            raise InvalidArgument(_("too many illegal workers for 20 employees"))
