"""The words of Schwarzmarkt: the log line of every event and the label of every action, from the catalog.

``event_message(event, players)`` and ``action_message(state, action)`` return catalog messages; a page
renders them in its language (``schwarz.i18n.render``). Commodities, offer cards and luxury items name
themselves (``message()``); the text cards keep their German titles as printed ('Razzia!'), given to the
messages as ``{card}``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from schwarz.core.events import Event
from schwarz.i18n import Msg, _, listing, ngettext
from schwarz.schwarzmarkt.actions import Exchange, Move, Pass, Play, QuickSale, Raid, Search, Spy, Steal, Swap
from schwarz.schwarzmarkt.black_market import Offer, TextCard, card_message
from schwarz.schwarzmarkt.commodities import goods_message
from schwarz.schwarzmarkt.events import (
    CardDrawn,
    CardPlayed,
    CommoditiesDrawn,
    Dealt,
    EndSpaceReached,
    Exchanged,
    ExchangeRoundEnded,
    ExchangeRoundStarted,
    GameEnded,
    GameRoundEnded,
    GameRoundStarted,
    HandDealt,
    MarkerMoved,
    NextStartPlayer,
    NoEffect,
    NothingExchanged,
    PassedOver,
    QuickSold,
    Raided,
    Reshuffled,
    RoundEndReason,
    Searched,
    SearchFound,
    SetUp,
    Spied,
    SpySaw,
    Stole,
    StolenCard,
    SwapCards,
    Swapped,
    TextCardWaits,
    ToppedUp,
)
from schwarz.schwarzmarkt.text_cards import QUICK_SALE_VALUE, SEARCH_PRICE


def black_market_cards(count: int) -> Msg:
    """'3 black-market cards'."""
    return ngettext("{n} black-market card", "{n} black-market cards", count)


def commodity_cards(count: int) -> Msg:
    """'9 commodity cards'."""
    return ngettext("{n} commodity card", "{n} commodity cards", count)


def event_message(event: Event, players: Sequence[str]) -> Msg:
    """The log line of ``event``."""
    match event:
        case SetUp(value=value, removed=removed):
            return _("The price marker stands on the start space ({value}). Removed from the commodity cards: "
                     "{goods}", value=value, goods=goods_message(removed))
        case Dealt(player=p, black_market=k, commodities=h):
            return _("{name} gets {black_market} and {commodities}", name=players[p],
                     black_market=black_market_cards(k), commodities=commodity_cards(h))
        case HandDealt(player=p, cards=cards, goods=goods):
            return _("{name}'s black-market cards: {cards}; commodities: {goods}", name=players[p],
                     cards=listing(card_message(c) for c in cards), goods=goods_message(goods))
        case GameRoundStarted(round=number, player=p, dealer=dealer):
            if dealer is not None:
                return _("Game round {round}: {dealer} dealt, {name} is the first start player", round=number,
                         dealer=players[dealer], name=players[p])
            return _("Game round {round}: {name} is the first start player", round=number, name=players[p])
        case NextStartPlayer(player=p, marker=marker):
            if marker is not None:
                return _("{name} is the next start player; the marker returns to {value}", name=players[p],
                         value=marker)
            return _("{name} is the next start player", name=players[p])
        case PassedOver(player=p):
            return _("{name} has no black-market card he may play and is passed over", name=players[p])
        case CardPlayed(player=p, card=Offer() as offer):
            return _("{name} plays the offer card '{offer}' and draws a replacement", name=players[p], offer=offer)
        case CardPlayed(player=p, card=TextCard() as card):
            return _("{name} plays '{card}' and draws a replacement", name=players[p], card=card.title)
        case CardDrawn(player=p, card=Offer() as offer):
            return _("{name} draws offer card '{offer}'", name=players[p], offer=offer)
        case CardDrawn(player=p, card=TextCard() as card):
            return _("{name} draws '{card}'", name=players[p], card=card.title)
        case TextCardWaits(card=card):
            return _("{card} stays face up and acts on the next exchange round", card=card.title)
        case NoEffect(card=card):
            return _("{card} cannot be carried out: it has no effect", card=card.title)
        case ExchangeRoundStarted():
            return _exchange_round(event)
        case Exchanged():
            return _exchanged(event, players)
        case MarkerMoved(player=p, spaces=spaces, value=value, forced=forced):
            if forced:
                return _("{name} moves the price marker 1 space to {value} (after an exchange, one space)",
                         name=players[p], value=value)
            return ngettext("{name} moves the price marker {n} space to {value}",
                            "{name} moves the price marker {n} spaces to {value}", spaces, name=players[p],
                            value=value)
        case EndSpaceReached(player=p, value=value):
            return _("The marker reached {value}: only {name} may still exchange, at {value}", value=value,
                     name=players[p])
        case NothingExchanged(player=p, value=value):
            return _("{name} exchanges nothing at {value}", name=players[p], value=value)
        case ExchangeRoundEnded(met=True):
            return _("The exchange round ends: the offer is met")
        case ExchangeRoundEnded(value=value, left=left):
            if left:
                return _("The exchange round ends: the marker stands on {value}; still demanded: {goods}",
                         value=value, goods=goods_message(left))
            return _("The exchange round ends: the marker stands on {value}", value=value)
        case GameRoundEnded():
            return _game_round_ended(event, players)
        case Reshuffled():
            return _("The commodity deck and the black-market pile are reshuffled; black-market hands are kept")
        case ToppedUp(player=p, count=count, total=total):
            return ngettext("{name} draws {n} commodity card (now {total})",
                            "{name} draws {n} commodity cards (now {total})", count, name=players[p], total=total)
        case CommoditiesDrawn(player=p, goods=goods):
            return _("{name} draws {goods}", name=players[p], goods=goods_message(goods))
        case GameEnded(rounds=rounds, values=values):
            each = [_("{name} {value}", name=name, value=v) for name, v in zip(players, values, strict=False)]
            return ngettext("The game ends after {n} round. Luxury values: {values}",
                            "The game ends after {n} rounds. Luxury values: {values}", rounds, values=listing(each))
        case _:
            return _text_card_message(event, players)


def _exchange_round(event: ExchangeRoundStarted) -> Msg:
    number, offer, effects = event.round, event.offer, event.effects
    if not effects:
        return _("Exchange round {round}: the black market demands {offer}", round=number, offer=offer)
    cards = listing(c.title for c in effects)
    if TextCard.LIMIT in effects:
        return _("Exchange round {round}: the black market demands {offer}; in force: {cards} (the round ends "
                 "at {end})", round=number, offer=offer, cards=cards, end=event.end)
    return _("Exchange round {round}: the black market demands {offer}; in force: {cards}", round=number,
             offer=offer, cards=cards)


def _exchanged(event: Exchanged, players: Sequence[str]) -> Msg:
    name, goods, each = players[event.player], goods_message(event.goods), event.each
    if len(set(each)) == 1:
        line = _("{name} exchanges {goods} at {price}: takes luxury items worth {count} x {each} = {total}",
                 name=name, goods=goods, price=event.price, count=len(each), each=each[0], total=event.value)
    else:
        line = _("{name} exchanges {goods} at {price}: takes luxury items worth {prices} = {total} ({card}: the "
                 "first card at half price)", name=name, goods=goods, price=event.price,
                 prices=" + ".join(str(v) for v in each), total=event.value, card=TextCard.VERDORBENE_WARE.title)
    if event.owed:
        return _("{exchange} (the bank runs short and owes {owed} more)", exchange=line, owed=event.owed)
    return line


def _game_round_ended(event: GameRoundEnded, players: Sequence[str]) -> Msg:
    match event.reason:
        case RoundEndReason.LAST_CARD:
            who = players[event.player] if event.player is not None else "?"
            reason = _("{name} has exchanged his last commodity card", name=who)
        case RoundEndReason.NO_PLAYABLE_CARD:
            reason = _("nobody can play a black-market card")
        case RoundEndReason.NO_COMMODITIES:
            reason = _("no player holds a commodity card any more")
    if not event.waiting:
        return _("Game round {round} ends: {reason}; all other actions are ignored", round=event.round,
                 reason=reason)
    return ngettext("Game round {round} ends: {reason}; all other actions are ignored; {cards} stays face up for "
                    "the next exchange round",
                    "Game round {round} ends: {reason}; all other actions are ignored; {cards} stay face up for "
                    "the next exchange round",
                    len(event.waiting), round=event.round, reason=reason,
                    cards=listing([c.title for c in event.waiting], "and"))


def _text_card_message(event: Event, players: Sequence[str]) -> Msg:
    """The log lines of the text cards carried out at once (sm.events.*)."""
    match event:
        case Spied(player=p, target=q, count=count):
            return ngettext("{name} draws {n} of {target}'s commodity cards, looks at it and hands it back",
                            "{name} draws {n} of {target}'s commodity cards, looks at them and hands them back",
                            count, name=players[p], target=players[q])
        case SpySaw(player=p, target=q, goods=goods):
            return _("{name} sees {target}'s {goods}", name=players[p], target=players[q], goods=goods_message(goods))
        case Stole(player=p, target=q):
            return _("{name} steals a commodity card from {target} without looking", name=players[p],
                     target=players[q])
        case StolenCard(card=card):
            return _("The stolen card is {card}", card=card.amount(1))
        case QuickSold(player=p, commodity=commodity, value=value):
            return _("{name} exchanges {goods} for luxury items worth {value}", name=players[p],
                     goods=commodity.amount(1), value=value)
        case Swapped(player=p, target=q, count=count):
            return ngettext("{name} gives {target} {n} commodity card, then draws as many from his hand (the gift "
                            "included)",
                            "{name} gives {target} {n} commodity cards, then draws as many from his hand (the gift "
                            "included)", count, name=players[p], target=players[q])
        case SwapCards(player=p, given=given, drawn=drawn):
            return _("{name} gives {given} and draws {drawn}", name=players[p], given=goods_message(given),
                     drawn=goods_message(drawn))
        case Raided(player=p, target=q, commodity=commodity, count=count):
            razzia = TextCard.RAZZIA.title
            if count:
                return _("{card} {name} names {target} and {commodity}: {target} puts {goods} at the bottom of the "
                         "deck", card=razzia, name=players[p], target=players[q], commodity=commodity,
                         goods=commodity.amount(count))
            return _("{card} {name} names {target} and {commodity}: {target} has none and loses nothing",
                     card=razzia, name=players[p], target=players[q], commodity=commodity)
        case Searched(player=p, price=price):
            return _("{name} searches the commodity deck, takes one card and pays luxury items worth {price}",
                     name=players[p], price=price)
        case SearchFound(player=p, card=card):
            return _("{name} takes {goods}", name=players[p], goods=card.amount(1))
    raise TypeError(f"not a Schwarzmarkt event: {event!r}")  # dev-text: a programming error


def action_message(state: Any, action: object) -> Msg:
    """A button's label: 'Exchange 1 sack of potatoes and 1 pound of butter', 'Razzia!: Tommy's butter', ..."""
    match action:
        case Play(card=Offer() as offer):
            return _("Play offer card '{offer}'", offer=offer)
        case Play(card=TextCard() as card):
            return _("Play '{card}'", card=card.title)
        case Exchange(goods=goods):
            return _("Exchange {goods}", goods=goods_message(goods))
        case Move(spaces=spaces):
            return ngettext("Exchange nothing; move the marker {n} space", "Exchange nothing; move the marker {n} "
                            "spaces", spaces)
        case Pass():
            return _("Exchange nothing (the exchange round ends)")
        case Spy(target=q):
            return _("{card}: look at 2 of {name}'s cards", card=TextCard.SPIONAGE.title, name=state.players[q])
        case QuickSale(commodity=commodity):
            return _("{card}: sell {goods} for {value}", card=TextCard.SCHNELLES_GESCHAEFT.title,
                     goods=commodity.amount(1), value=QUICK_SALE_VALUE)
        case Swap(target=q, give=give):
            return _("{card}: give {name} {goods}", card=TextCard.ZWANGSTAUSCH.title, name=state.players[q],
                     goods=goods_message(give))
        case Raid(target=q, commodity=commodity):
            return _("{card}: {name}'s {commodity}", card=TextCard.RAZZIA.title, name=state.players[q],
                     commodity=commodity)
        case Search(commodity=commodity):
            return _("{card}: take {goods} for {price}", card=TextCard.NEUE_WARE.title, goods=commodity.amount(1),
                     price=SEARCH_PRICE)
        case Steal(target=q):
            return _("{card}: steal a card from {name}", card=TextCard.ALTE_RECHNUNG.title, name=state.players[q])
    raise TypeError(f"not a Schwarzmarkt action: {action!r}")  # dev-text: a programming error
