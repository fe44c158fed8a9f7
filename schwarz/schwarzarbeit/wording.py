"""The words of Schwarzarbeit: the log line of every event and the label of every action, from the catalog.

``event_message(event, players)`` and ``action_message(state, action)`` return catalog messages; a page
renders them in its language (``schwarz.i18n.render``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from schwarz.core.events import Event
from schwarz.i18n import Msg, _, listing, ngettext
from schwarz.schwarzarbeit.actions import Announce, Denounce, Detective, Hire, Lawyer, NoHire, NoLawyer
from schwarz.schwarzarbeit.events import (
    Announced,
    Argument,
    Dealt,
    Defended,
    Denounced,
    DetectiveDenounced,
    DetectivePlaced,
    Discarded,
    GameEnded,
    Hired,
    IchAgShuffledIn,
    IchAgStruck,
    IllegalWorkersDealt,
    IllegalWorkersRevealed,
    MarketOpened,
    NobodyTaken,
    NoLawyerSent,
    Reshuffled,
    Revealed,
    TurnStarted,
)


def event_message(event: Event, players: Sequence[str]) -> Msg:
    """The log line of ``event``."""
    match event:
        case Dealt(player=p, weekend=k):
            return _("{name} gets a company card, 2 lawyers, 1 detective and {count} face-down weekend cards",
                     name=players[p], count=k)
        case IllegalWorkersDealt(player=p, cards=cards):
            return _("{name}'s illegal workers: {employees}", name=players[p],
                     employees=listing(c.employee for c in cards))
        case MarketOpened(cards=cards):
            return ngettext("The labour market opens with {n} employee: {cards}",
                            "The labour market opens with {n} employees: {cards}", len(cards), cards=listing(cards))
        case IchAgShuffledIn():
            return _("The Ich-AG card is shuffled into the draw pile")
        case TurnStarted(player=p, turn=turn):
            if turn == 1:
                return _("Turn {turn}: {name} starts", turn=turn, name=players[p])
            return _("Turn {turn}: {name}", turn=turn, name=players[p])
        case Revealed(card=card, from_special=special):
            if special:
                return _("{card} joins the labour market from the special pile", card=card)
            return _("{card} joins the labour market", card=card)
        case Discarded(card=card):
            return _("{card} is already on the market: discarded face up", card=card)
        case IchAgStruck(cards=cards):
            return ngettext(
                "Ich-AG! The {n} employee leaves the labour market for self-employment (discarded face up); "
                "the Ich-AG card leaves the game",
                "Ich-AG! All {n} employees leave the labour market for self-employment (discarded face up); "
                "the Ich-AG card leaves the game",
                len(cards),
            )
        case Reshuffled(special=special, draw=draw, detectives=left):
            return _(
                "The draw pile is depleted: the discard pile ({total} cards) is shuffled; {set_aside}; from now on "
                "an employee may be on the market more than once",
                total=special + draw,
                set_aside=ngettext("{n} card goes to the special pile for {detectives}",
                                   "{n} cards go to the special pile for {detectives}", special,
                                   detectives=ngettext("the {n} detective left", "the {n} detectives left", left)),
            )
        case Announced(player=p, count=count, market=market):
            return _("{name} announces {count} of {size}", name=players[p], count=count, size=len(market))
        case Hired(player=p, card=card):
            return _("{name} hires {card}", name=players[p], card=card)
        case Denounced(player=p, card=card):
            return _("{name} denounces {card}", name=players[p], card=card)
        case NobodyTaken(player=p):
            return _("{name} may take nobody on the market and hires no one", name=players[p])
        case Defended(player=p, card=card, denouncer=q):
            return _("{name} sends a lawyer to {card}, denounced by {denouncer}", name=players[p], card=card,
                     denouncer=players[q])
        case NoLawyerSent(player=p):
            return _("{name} places no lawyer", name=players[p])
        case DetectivePlaced(player=p, card=card):
            return _("{name} places a detective on {card}", name=players[p], card=card)
        case DetectiveDenounced(player=p, card=card):
            return _("{name}'s detective denounces {card}; the detective goes back into the box", name=players[p],
                     card=card)
        case Argument(card=card, players=who, set_aside=gone):
            names = listing((players[p] for p in who), "and")
            if gone:
                return ngettext(
                    "Argument! {names} claim {card} at once: nobody gets the card, their detectives are used up "
                    "(back into the box), and no detective may be placed on it this turn; {n} card of the special "
                    "pile leaves the game with them",
                    "Argument! {names} claim {card} at once: nobody gets the card, their detectives are used up "
                    "(back into the box), and no detective may be placed on it this turn; {n} cards of the special "
                    "pile leave the game with them",
                    gone, names=names, card=card)
            return _("Argument! {names} claim {card} at once: nobody gets the card, their detectives are used up "
                     "(back into the box), and no detective may be placed on it this turn", names=names, card=card)
        case GameEnded(cards=cards):
            return ngettext(
                "The game ends: the {n} card left on the market and the special pile leaves the game",
                "The game ends: the {n} cards left on the market and the special pile leave the game",
                len(cards),
            )
        case IllegalWorkersRevealed(player=p, employees=employees):
            return _("{name} reveals the illegal workers: {employees}", name=players[p],
                     employees=listing(employees))
    raise TypeError(f"not a Schwarzarbeit event: {event!r}")  # dev-text: a programming error


def action_message(state: Any, action: object) -> Msg:
    """A button's label: 'Hire Sid Schmiel (weekend)', 'Andrea announces', ..."""
    match action:
        case Announce():
            return _("{name} announces", name=state.players[state.announcer])
        case Hire(card=card):
            return _("Hire {card}", card=card)
        case Denounce(card=card):
            return _("Denounce {card}", card=card)
        case NoHire():
            return _("Nobody can be taken")
        case Lawyer(card=card):
            return _("Lawyer on {card}", card=card)
        case NoLawyer():
            return _("No lawyer; end the turn")
        case Detective(player=p, card=card):
            return _("{name}: detective on {card}", name=state.players[p], card=card)
    raise TypeError(f"not a Schwarzarbeit action: {action!r}")  # dev-text: a programming error
