"""Where the English and the French Schwarzarbeit texts differ in meaning (a reading of every section).

Each entry quotes both texts exactly (tests check the quotes occur in the cleaned texts), says what differs,
whether it can change what a player may do or the result (``affects_play``), what the engine does, and
whether an engine option covers it (``covered_by_option``: 'edition' for ``Options.edition``).
Differences of form between the two French renderings are in ``schwarz.rulebook.french``, not here.
"""

from __future__ import annotations

from dataclasses import dataclass

from schwarz.i18n import Msg, _
from schwarz.rulebook.catalog import CATALOG, game_of


@dataclass(frozen=True)
class Difference:
    """One difference in meaning between the English text and the French translation.

    ``en`` / ``fr`` / ``fr_print``: quotes from the sections ``sections`` (by default just ``id``) of each
    text; None where that text has no counterpart.
    """

    id: str
    en: str | None
    fr: str | None
    fr_print: str | None
    meaning: Msg
    covered_by_option: str | None
    affects_play: bool
    engine: Msg
    sections: tuple[str, ...] = ()

    @property
    def where(self) -> tuple[str, ...]:
        """The section ids whose texts hold the quotes."""
        return self.sections or (self.id,)


# dev-text: a quote of the printed French table
_TABLE_HEAD = "| TABLE DES POINTS | TRAVAILLEURS REGULIERS | TRAVAILLEURS AU NOIR (des autres joueurs) |"  # dev-text

SCHWARZARBEIT: tuple[Difference, ...] = (
    Difference(
        id="sa.scoring.lawyers",
        en="YOUR LAWYERS on denounced ILLEGAL workers: **-2 points**",
        fr="| AVOCATS (placés sur des employés dénoncés) | **+2** | **-2** | **-99** |",
        fr_print="| AVOCATS (placés sur des employés dénoncés) | +2 | -2 | -99 |",
        meaning=_("A lawyer on a denounced illegal worker who is your own: the English list gives -2 (like any "
        "lawyer on an illegal worker); the French score table gives -99 (column 'appartenant au joueur'). "
        "The French list above the table says -2 too, so the French text contradicts itself."),
        covered_by_option="edition",
        affects_play=True,
        engine=_("The English edition (the engine's default) scores -2 and lets you defend your own denounced illegal "
        "worker (the texts forbid hiring and denouncing him, not defending him: a costly bluff); the French edition "
        "scores -99 and refuses it unless blunders are allowed."),
        sections=("sa.scoring.lawyers", "sa.scoring.table"),
    ),
    Difference(
        id="sa.scoring.table",
        en=None,
        fr=_TABLE_HEAD,
        fr_print=_TABLE_HEAD,
        meaning=_("Only the French texts end with a score table. It states two values no list states: +0 for "
        "legally hiring another player's illegal worker (the lists say so only in the overview: '0 points') "
        "and -99 for a lawyer on your own illegal worker."),
        covered_by_option="edition",
        affects_play=True,
        engine=_("The table's values are the engine's score values (each one a knob of the design lab); the -99 "
        "lawyer row applies in the French edition, where that lawyer is refused unless blunders are allowed."),
    ),
    Difference(
        id="sa.scoring.overview",
        en="(see overview)",
        fr="(voir tableau à la fin de cette règle)",
        fr_print="(voir tableau à la fin de cette règle)",
        meaning=_("The English points to an overview it does not contain (a picture of the printed rules); the "
        "French points to the score table at its end."),
        covered_by_option=None,
        affects_play=False,
        engine=_("-"),
    ),
    Difference(
        id="sa.turn.information",
        en="now it is Friedemann's third turn",
        fr="c'est maintenant au tour de Friedemann",
        fr_print="c'est maintenant au tour de Friedemann",
        meaning=_("The English sets the example in Friedemann's third turn (the game is under way); the French "
        "only says it is his turn, which could be his first. The announcement ('5') is the same."),
        covered_by_option=None,
        affects_play=False,
        engine=_("tests/schwarzarbeit replays the example; the turn number does not change the announcement."),
    ),
    Difference(
        id="sa.turn.hiring",
        en="Once an employee is denounced you are not allowed to look at him for the rest of the game!",
        fr="Une fois l'employé dénoncé, il n'est plus permis de consulter sa pile d'employé dénoncés jusqu'à la "
        "fin du jeu !",
        fr_print="Une fois l'employé dénoncé, il n'est plus permis de consulter sa pile d'employé dénoncés "
        "jusqu'à la fin du jeu !",
        meaning=_("What may not be looked at after denouncing: the English forbids looking at that employee; the "
        "French forbids consulting one's whole pile of denounced employees. Either way denounced cards stay "
        "face down until scoring; the French makes players rely on memory for their earlier denunciations too."),
        covered_by_option=None,
        affects_play=True,
        engine=_("Perfect memory by default: who denounced which card is public (everyone saw it leave the "
        "market), so views show it."),
    ),
    Difference(
        id="sa.turn.hiring",
        en="Denounced employees are placed face down in a staggered pile",
        fr="Les employés dénoncés sont placés face cachée dans une pile près du joueur",
        fr_print="Les employés dénoncés sont placés face cachée dans une pile près du joueur",
        meaning=_("The English pile is staggered, so each face-down card keeps a visible position: players can "
        "remember which card is which and aim a lawyer at it (the lawyer example relies on it). The French "
        "pile is a plain pile near the player."),
        covered_by_option=None,
        affects_play=True,
        engine=_("A lawyer names the denounced card itself, and who denounced which card is remembered (perfect "
        "memory), as the staggered pile allows."),
    ),
    Difference(
        id="sa.turn.hiring",
        en="The active player must hire or denounce one of the employees from the labour market he is allowed "
        "to take himself.",
        fr="(rappel : il ne peut employer ou dénoncer un de ses propres employés illégaux.",
        fr_print="(rappel : il ne peut employer ou dénoncer un de ses propres employés illégaux.",
        meaning=_("The French hiring phase repeats the reminder that one may never hire or denounce one's own "
        "illegal workers (its parenthesis is never closed); the English says 'he is allowed to take himself'. "
        "The same rule, stated more plainly in French."),
        covered_by_option=None,
        affects_play=False,
        engine=_("Own illegal workers are not legal targets (unless blunders are allowed)."),
    ),
    Difference(
        id="sa.turn.hiring",
        en="regularly hired employees are placed face up next to each other",
        fr="les personnes embauchés légalement sont placés face visible devant le joueur",
        fr_print="les personnes embauchés légalement sont placés face visible devant le joueur",
        meaning=_("Where hired employees lie: 'next to each other' (English) or 'in front of the player' "
        "(French). Both are face up for everyone to see."),
        covered_by_option=None,
        affects_play=False,
        engine=_("Hired cards are public in every view."),
    ),
    Difference(
        id="sa.turn.refill",
        en="Should anybody use his detective in the remaining game, refill the space on the market from this "
        "special pile.",
        fr="Chaque joueur peut ainsi utiliser son détective et compléter les espaces laissés libre sur le marché "
        "du travail avec les cartes de cette pile spéciale.",
        fr_print="Chaque joueur peut ainsi utiliser son détective et compléter les espaces laissés libre sur le "
        "marché du travail avec les cartes de cette pile spéciale.",
        meaning=_("The English ties the special pile to the space a detective empties; the French ('fill the "
        "spaces left free') can be read as the special pile filling any free space."),
        covered_by_option=None,
        affects_play=True,
        engine=_("Follows the English: only the space of a detective used after the reshuffle is refilled from the "
        "special pile, which holds one card per detective still in hand."),
    ),
    Difference(
        id="sa.detective",
        en='the spaces on the market are refilled as described under "supply for the labour market"',
        fr="les espaces sur le marché de l'emploi sont complétés grâce à la pile spéciale prévue à cet effet "
        'comme expliqué dans la phase "Compléter le marché de l\'emploi"',
        fr_print="les espaces sur le marché de l'emploi sont complétés grâce à la pile spéciale prévue à cet "
        'effet comme expliqué dans la phase "Compléter le marché de l\'emploi"',
        meaning=_("The English refills a detective's space as in phase 4 (the draw pile in the first pass, the "
        "special pile after the reshuffle). The French names only the special pile, which exists only after "
        "the reshuffle: read literally, a detective in the first pass leaves a gap."),
        covered_by_option=None,
        affects_play=True,
        engine=_("Follows the English: the draw pile for a detective used before the reshuffle (the new draw pile if "
        "its refill causes the reshuffle), the special pile for one used after it."),
    ),
    Difference(
        id="sa.object",
        en="Employees denounced are not necessarily illegal and are not considered when giving information!",
        fr="Les employés dénoncés ne sont pas nécessairement dans l'illégalité et ne sont pas considéré comme "
        "tel lors des transmissions d'informations !",
        fr_print="Les employés dénoncés ne sont pas nécessairement dans l'illégalité et ne sont pas considéré "
        "comme tel lors des transmissions d'informations !",
        meaning=_("The English can be read as 'denounced employees do not count in announcements'; the French says "
        "they are not considered as illegal ('comme tel') when informing. An announcement counts market cards "
        "only, so both readings give the same count."),
        covered_by_option=None,
        affects_play=False,
        engine=_("Only the weekend cards dealt at setup make a worker illegal; announcements count market cards."),
    ),
    Difference(
        id="sa.setup",
        en="you should keep them secret",
        fr="vous devez les conserver secret",
        fr_print="vous devez les conserver secret",
        meaning=_("'should' (English) against 'must' (French) keep your illegal workers secret."),
        covered_by_option=None,
        affects_play=False,
        engine=_("Illegal workers are hidden in every other seat's view."),
    ),
    Difference(
        id="sa.scoring.overview",
        en="legally hired regular employees are worth one point",
        fr="Les travailleurs employés légalement rapportent un point",
        fr_print="Les travailleurs employés légalement rapportent un point",
        meaning=_("The French drops 'regular' ('workers hired legally bring one point'); its next line gives 0 "
        "for illegal workers hired legally, as the English does."),
        covered_by_option=None,
        affects_play=False,
        engine=_("+1 per regular employee hired; another player's illegal worker hired scores 0."),
    ),
    Difference(
        id="sa.scoring",
        en="put them face up above their company card",
        fr='les placent face visible sur leur carte "compagnie"',
        fr_print='les placent face visible sur leur carte "compagnie"',
        meaning=_("Revealed illegal workers go above (English) or on (French) the company card."),
        covered_by_option=None,
        affects_play=False,
        engine=_("-"),
    ),
    Difference(
        id="sa.components",
        en='1 card "Ich-AG" ("Me Ltd.", a new concept of the German Federal Government)',
        fr='une carte "Ich-AG"',
        fr_print='une carte "Ich-AG"',
        meaning=_("The English explains the Ich-AG ('Me Ltd.'); the French does not."),
        covered_by_option=None,
        affects_play=False,
        engine=_("-"),
    ),
    Difference(
        id="sa.idea",
        en="This plan is not very successful.",
        fr="Cela est risqué",
        fr_print="Cela est risqué",
        meaning=_("Story only: 'not very successful' (English) against 'risky' (French); the French also drops "
        "the joke 'Everybody? O.k.'."),
        covered_by_option=None,
        affects_play=False,
        engine=_("-"),
    ),
    Difference(
        id="sa.intro",
        en="have fun winning the game :)",
        fr=None,
        fr_print=None,
        meaning=_("The French note on the masculine form ends without the English wish to have fun winning."),
        covered_by_option=None,
        affects_play=False,
        engine=_("-"),
    ),
)


DIFFERENCES: tuple[Difference, ...] = SCHWARZARBEIT
"""Every difference in meaning found so far; each belongs to the game of its section id (only Schwarzarbeit has a
published French text, the other French texts are the project's own translations)."""


def differences(game: str) -> tuple[Difference, ...]:
    """The differences in meaning between the English and French texts of ``game``, in reading order (``()`` for a
    game without any)."""
    if game not in CATALOG:
        raise KeyError(game)
    order = {e.id: i for i, e in enumerate(CATALOG[game])}
    return tuple(sorted((d for d in DIFFERENCES if game_of(d.id) == game), key=lambda d: order[d.id]))
