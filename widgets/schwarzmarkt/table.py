"""The Schwarzmarkt table drawn as HTML and SVG, and how a human plays on it (pure functions).

``render_table(view, lang)``: three columns at about 940x450 px natural size (one column on a phone): the price
track as a ring (``widgets.schwarzmarkt.track``: the marker, the price, what the offer still demands); the
exchange round (game and exchange round, text cards in force or waiting, the latest event) and the viewer's hand,
each commodity card drawn (``data-target="hand:<commodity>"``), and his black-market cards
(``data-target="bm:<card>"``); every player's holdings (``data-target="player:<seat>"``) and the bank. The
teacher sees every hand instead of his own. The whole log is the stepper's Log tab.

``picks(state, action)``: click a black-market card, then *Play*; click demanded cards in your hand, then
*Exchange n cards for luxury worth v* (priced by the engine, ``exchange.prices``); or click the space the
marker lands on; text cards: click the opponent, your cards, then the opponent, or choose an option.
``prompt`` and ``status`` give the status bar its words (sections sm.round.*, sm.events.*).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from schwarz.i18n import Listing, Msg, Text, _, listing, ngettext, number, pgettext, render
from schwarz.schwarzmarkt import (
    Exchange,
    Move,
    Pass,
    Phase,
    Play,
    QuickSale,
    Raid,
    Search,
    Spy,
    State,
    Steal,
    Swap,
    TextCard,
    View,
)
from schwarz.schwarzmarkt.black_market import card_message
from schwarz.schwarzmarkt.commodities import goods_message, sort_goods
from schwarz.schwarzmarkt.events import CardPlayed, SchwarzmarktEvent
from schwarz.schwarzmarkt.exchange import prices
from schwarz.schwarzmarkt.luxury import LuxuryItem
from schwarz.schwarzmarkt.text_cards import QUICK_SALE_VALUE, SEARCH_PRICE
from schwarz.schwarzmarkt.wording import action_message, black_market_cards, commodity_cards, event_message
from widgets.decision import Pick
from widgets.schwarzmarkt.cards import (
    CARD_HEIGHT,
    CARD_WIDTH,
    FAN_STEP,
    GOODS_STYLE,
    black_market_card,
    bm_key,
    card_label,
    goods_card,
    goods_chip,
    hand_fan,
    hand_key,
    text_chip,
    text_face,
)
from widgets.schwarzmarkt.track import APP_ASSUMED, render_track, space_assumed, track_key

ROUND_BUTTON = _("To end of exchange round")
"""The stepper's round here is an exchange round (sm.round.end)."""

__all__ = [
    "APP_ASSUMED",
    "GOODS_STYLE",
    "bm_key",
    "card_label",
    "goods_card",
    "hand_key",
    "picks",
    "player_key",
    "prompt",
    "render_table",
    "render_track",
    "round_log",
    "space_assumed",
    "status",
    "track_key",
]

STYLE = f"""<style>
.sm-table {{ padding: 8px; font-family: 'Source Sans 3', 'Segoe UI', Helvetica, Arial, sans-serif; color: #1f2a44;
  font-size: 14px; line-height: 1.3; }}
.sm-main {{ display: flex; flex-wrap: nowrap; gap: 12px; align-items: flex-start; }}
.sm-left {{ flex: 0 0 340px; max-width: 100%; }}
.sm-mid {{ flex: 0 0 392px; min-width: 0; }}
.sm-right {{ flex: 0 0 188px; display: flex; flex-direction: column; gap: 5px; }}
.sm-title {{ font-weight: 700; font-size: 14px; margin: 6px 0 0; }}
.sm-small {{ font-size: 12px; color: #3d4658; }}
.sm-head {{ font-size: 13px; color: #3d4658; }}
.sm-head b {{ color: #1f2a44; font-size: 14px; }}
.sm-track {{ position: relative; width: 340px; max-width: 100%; aspect-ratio: 1 / 1; }}
.sm-track .sm-ring {{ position: absolute; inset: 0; }}
.sm-space {{ position: absolute; border-radius: 8px; line-height: 0; }}
.sm-centre {{ position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); width: 150px;
  text-align: center; }}
.sm-centre .label {{ font-size: 13px; color: #3d4658; }}
.sm-centre .price {{ font-size: 34px; font-weight: 700; color: #b3202a; line-height: 1.1; }}
.sm-still {{ font-size: 13px; margin: 2px 0; white-space: nowrap; }}
.sm-chip {{ display: inline-block; min-width: 15px; padding: 0 3px; border: 1px solid #1f2a44; border-radius: 3px;
  font-size: 13px; font-weight: 700; text-align: center; line-height: 18px; margin-right: 2px; }}
.sm-demand {{ white-space: nowrap; margin-right: 6px; font-size: 13px; }}
.sm-hand {{ display: flex; flex-wrap: wrap; gap: 6px 7px; padding-top: 12px; }}
.sm-fan {{ display: flex; }}
.sm-hc {{ line-height: 0; border-radius: 6px; position: relative; width: {FAN_STEP}px; height: {CARD_HEIGHT}px; }}
.sm-hc:last-child {{ width: {CARD_WIDTH}px; }}
.sm-bms {{ display: flex; flex-wrap: wrap; gap: 8px; padding-top: 12px; }}
.sm-bm {{ width: 192px; box-sizing: border-box; border: 2px solid #1f2a44; border-radius: 8px; padding: 4px 7px;
  font-size: 12px; background: #fffdf8; }}
.sm-bm.text {{ border-style: dashed; border-color: #b3202a; background: #fdf2f2; }}
.sm-bm b {{ font-size: 13px; }}
.sm-bm .kind {{ font-weight: 700; font-size: 12px; }}
.sm-chips {{ margin: 2px 0; }}
.sm-texts {{ margin: 4px 0; font-size: 13px; }}
.sm-text-chip {{ display: inline-block; border: 1px dashed #b3202a; background: #fdf2f2; border-radius: 5px;
  padding: 0 5px; margin: 1px 3px 1px 0; font-weight: 600; font-size: 13px; }}
.sm-offer-chip {{ display: inline-block; border: 1px solid #1f2a44; border-radius: 5px; padding: 0 5px;
  margin: 1px 3px 1px 0; font-size: 13px; }}
.sm-resolving {{ border: 2px dashed #b3202a; background: #fdf2f2; border-radius: 8px; padding: 4px 8px;
  font-size: 13px; margin: 4px 0; }}
.sm-latest {{ font-size: 13px; margin: 4px 0; padding-left: 6px; border-left: 3px solid #8c7f68; }}
.sm-player {{ border: 1px solid #8c7f68; border-radius: 8px; padding: 3px 7px; background: #fffdf8;
  font-size: 12px; }}
.sm-player.acting {{ border: 3px solid #b3202a; padding: 1px 5px; }}
.sm-player .who {{ font-size: 14px; font-weight: 700; }}
.sm-player .role {{ font-size: 12px; font-weight: 600; color: #8a1520; }}
.sm-player .lux b {{ font-size: 14px; }}
.sm-all {{ display: flex; flex-direction: column; gap: 4px; }}
.sm-all .row {{ font-size: 13px; }}
@media (max-width: 800px) {{
  .sm-main {{ flex-wrap: wrap; }}
  .sm-left, .sm-mid {{ flex: 1 1 100%; }}
  .sm-right {{ flex: 1 1 100%; flex-direction: row; flex-wrap: wrap; }}
  .sm-right .sm-player {{ flex: 1 1 160px; }}
  .sm-bm {{ width: calc(50% - 4px); }}
}}
</style>"""


def player_key(seat: int) -> str:
    """The board key of a player's box."""
    return f"player:{seat}"


def _text(msg: Msg | Listing, lang: str) -> str:
    return escape(render(msg, lang))


# --- the middle column: the exchange round and the viewer's hand ---------------------------------------------
def render_head(view: View, lang: str) -> str:
    """Game round and exchange round; the cards left in the deck and in the black-market pile."""
    head = _("Game round {game_round}, exchange round {exchange_round}", game_round=view.game_round,
             exchange_round=view.exchange_round)
    piles = _("{commodity_cards} in the deck, {black_market_cards} in the pile",
              commodity_cards=commodity_cards(view.deck_count),
              black_market_cards=black_market_cards(view.black_market_deck_count))
    return f'<div class="sm-head"><b>{_text(head, lang)}</b><br>{_text(piles, lang)}</div>'


def render_text_cards(view: View, lang: str) -> str:
    """The text card being carried out (with what it says), those in force and those waiting."""
    parts = []
    if view.resolving is not None:
        title = _text(_("Being carried out"), lang)
        parts.append(f'<div class="sm-resolving" data-text-card="{view.resolving.value}" '
                     f'data-rule="{escape(view.resolving.rule)}"><span class="sm-small">{title}</span> '
                     f"{text_face(view.resolving, lang)}</div>")
    for key, label, cards in (("in_force", _("In force:"), view.effects),
                              ("pending", _("For the next exchange round:"), view.pending)):
        if cards:
            chips = "".join(text_chip(c, lang) for c in cards)
            parts.append(f'<div class="sm-texts sm-{key}">{_text(label, lang)} {chips}</div>')
    return "".join(parts)


def round_log(log: Sequence[SchwarzmarktEvent]) -> tuple[SchwarzmarktEvent, ...]:
    """The events since the latest black-market card was played (the current or last exchange round)."""
    for k in range(len(log) - 1, -1, -1):
        if isinstance(log[k], CardPlayed):
            return tuple(log[k:])
    return ()


def render_latest(view: View, lang: str) -> str:
    """The latest event the viewer saw (the Log tab beside the board has them all)."""
    if not view.log:
        return ""
    event = view.log[-1]
    line = _("Latest: {event}", event=event_message(event, view.players))
    return f'<div class="sm-latest" data-event="{type(event).__name__}">{_text(line, lang)}</div>'


def render_hand(view: View, lang: str) -> str:
    """The viewer's commodity cards, fanned by commodity, and his black-market cards."""
    if view.viewer is None:
        return render_all_hands(view, lang)
    nothing = pgettext("no card", "none")
    none = f'<span class="sm-small">{_text(nothing, lang)}</span>'
    mine = _("Your commodity cards ({name}, {count})", name=view.players[view.viewer], count=len(view.hand))
    black_market = _("Your black-market cards")
    bms = view.black_market_hands[view.viewer] or ()
    cards = "".join(black_market_card(c, lang, target=True) for c in bms) or none
    return (f'<div class="sm-title">{_text(mine, lang)}</div>'
            f'<div class="sm-hand" data-hand-of="{view.viewer}">{hand_fan(view.hand, lang) or none}</div>'
            f'<div class="sm-title">{_text(black_market, lang)}</div>'
            f'<div class="sm-bms" data-bm-hand-of="{view.viewer}">{cards}</div>')


def render_all_hands(view: View, lang: str) -> str:
    """Every hand the viewer may see (the teacher's view): commodity chips and black-market cards by title."""
    rows = []
    for p, name in enumerate(view.players):
        goods, bms = view.hands[p], view.black_market_hands[p]
        if goods is None or bms is None:
            continue
        chips = "".join(goods_chip(c, lang) for c in goods)
        cards = " ".join(f'<span class="sm-offer-chip" data-bm="{escape(str(c))}">{escape(render(c.message(), lang))}'
                         f"</span>" if not isinstance(c, TextCard) else text_chip(c, lang) for c in bms)
        rows.append(f'<div class="row" data-hand-of="{p}"><b>{escape(name)}</b> {chips}<br>{cards}</div>')
    if not rows:
        return ""
    title = _("Every hand")
    return f'<div class="sm-title">{_text(title, lang)}</div><div class="sm-all">{"".join(rows)}</div>'


# --- the right column: every player's holdings ---------------------------------------------------------------
def render_player(view: View, p: int, lang: str) -> str:
    """One player's box: name, roles, cards in hand, luxury cards by denomination and their value."""
    acting = p == view.to_act and not view.is_over
    roles: list[Msg] = []
    if p == view.start and not view.is_over:
        roles.append(_("start player"))
    if acting:
        roles.append(_("to act"))
    role = f' <span class="role">{_text(listing(roles), lang)}</span>' if roles else ""
    me = _text(_("you"), lang)
    you = f' <span title="{me}" aria-label="{me}">★</span>' if p == view.viewer else ""
    lux = view.luxury[p]
    kinds = ", ".join(f"{render(item.message(), lang)} ({item.value})" for item in LuxuryItem)
    cells = " ".join(f'<span data-denomination="{item.value}">{item.value}×{k}</span>'
                     for item, k in zip(LuxuryItem, lux.counts, strict=True))
    value = number(lux.value + view.credit[p], lang)
    iou = ""
    if view.credit[p]:
        owed = _("bank IOU: {value}", value=view.credit[p])
        iou = f'<div>{_text(owed, lang)}</div>'
    seen = ""
    for target, goods in view.seen:
        if target == p:
            words = _("seen with {card}: {goods}", card=TextCard.SPIONAGE.title, goods=goods_message(goods))
            seen += f'<div class="seen">{_text(words, lang)}</div>'
    classes = "sm-player acting" if acting else "sm-player"  # dev-text: CSS classes
    return (
        f'<div class="{classes}" data-player="{p}" data-target="{player_key(p)}">'
        f'<div class="who">{escape(view.players[p])}{you}{role}</div>'
        f"<div>{_text(commodity_cards(view.hand_counts[p]), lang)}</div>"
        f"<div>{_text(black_market_cards(view.black_market_counts[p]), lang)}</div>"
        f'<div class="lux" title="{escape(kinds)}">{cells} <b>= {value}</b></div>{iou}{seen}</div>'
    )


def render_players(view: View, lang: str) -> str:
    """Every player's box, then the bank's luxury cards."""
    boxes = "".join(render_player(view, p, lang) for p in range(len(view.players)))
    bank = view.bank
    cells = " ".join(f"{item.value}×{k}" for item, k in zip(LuxuryItem, bank.counts, strict=True))
    the_bank = _text(_("Bank"), lang)
    return (f'{boxes}<div class="sm-small sm-bank" data-value="{bank.value}"><b>{the_bank}</b> {cells} '
            f"= {number(bank.value, lang)}</div>")


def render_table(view: View, lang: str = "en") -> str:
    """The whole table as the viewer may see it."""
    return (
        f'{STYLE}<div class="sm-table"><div class="sm-main">'
        f'<div class="sm-left">{render_track(view, lang)}</div>'
        f'<div class="sm-mid">{render_head(view, lang)}{render_text_cards(view, lang)}{render_latest(view, lang)}'
        f"{render_hand(view, lang)}</div>"
        f'<div class="sm-right">{render_players(view, lang)}</div></div></div>'
    )


# --- playing on the board ----------------------------------------------------------------------------------
def picks(state: State, action: object) -> tuple[Pick, ...]:
    """The clicks that choose ``action`` (``widgets.decision``)."""
    match action:
        case Play(card=card):
            return Pick(bm_key(card), card_message(card)), Pick.option("play", _("Play this card"))
        case Exchange(goods=goods):
            worth = sum(prices(state, len(goods)))
            exchange = ngettext("Exchange {n} card for luxury worth {value}",
                                "Exchange {n} cards for luxury worth {value}", len(goods), value=worth)
            return (*(Pick(hand_key(c), c.message(), multi=True) for c in goods), Pick.option("exchange", exchange))
        case Move(spaces=spaces):
            return (Pick(track_key(state.marker + spaces), action_message(state, action)),)
        case Pass():
            return (Pick.option("pass", action_message(state, action)),)
        case Spy(target=q) | Steal(target=q):
            return (Pick(player_key(q), action_message(state, action)),)
        case QuickSale(commodity=c):
            return (Pick(hand_key(c), action_message(state, action)),)
        case Swap(target=q, give=give):
            return (*(Pick(hand_key(c), c.message(), multi=True) for c in sort_goods(give)),
                    Pick(player_key(q), action_message(state, action)))
        case Raid(target=q, commodity=c):
            return (Pick(player_key(q), state.players[q]),
                    Pick.option(f"raid-{c.value}", _("all his {commodity}", commodity=c)))
        case Search(commodity=c):
            return (Pick.option(f"search-{c.value}", action_message(state, action)),)
    return ()


def prompt(view: View, actions: list[object]) -> Text:
    """What the human decides now (it follows "Your move: ")."""
    kinds = {type(a) for a in actions}
    if Play in kinds:
        return _("play one of your black-market cards (click it)")
    if Pass in kinds:
        if Exchange in kinds:
            return _("last exchange at {price}: click demanded cards in your hand and exchange them, or exchange "
                     "nothing", price=view.price)
        return _("you hold no demanded card: exchange nothing")
    if Exchange in kinds:
        return _("click demanded cards in your hand to exchange them at {price}, or a highlighted space to move the "
                 "marker without exchanging", price=view.price)
    if Move in kinds:
        return _("you hold no demanded card: click a highlighted space to move the marker")
    if Spy in kinds:
        return _("click the opponent whose cards you look at ({card})", card=TextCard.SPIONAGE.title)
    if Steal in kinds:
        return _("click the opponent you steal a card from ({card})", card=TextCard.ALTE_RECHNUNG.title)
    if QuickSale in kinds:
        return _("click the card you sell for luxury worth {value} ({card})", value=QUICK_SALE_VALUE,
                 card=TextCard.SCHNELLES_GESCHAEFT.title)
    if Swap in kinds:
        return _("click 1 or 2 of your cards, then the opponent who gets them ({card})",
                 card=TextCard.ZWANGSTAUSCH.title)
    if Raid in kinds:
        return _("click an opponent, then name the commodity he loses ({card})", card=TextCard.RAZZIA.title)
    if Search in kinds:
        return _("choose the commodity you take from the deck for luxury worth {price} ({card})",
                 price=SEARCH_PRICE, card=TextCard.NEUE_WARE.title)
    return _("choose one of the highlighted moves")


def status(view: View) -> Text | None:
    """One short line to keep in sight: the text card being carried out, what the offer still demands, or the
    text cards waiting for the next exchange round."""
    if view.is_over:
        return None
    if view.resolving is not None:
        return _("{card} is being carried out", card=view.resolving.title)
    if view.offer is not None and view.phase in (Phase.EXCHANGE, Phase.LAST_EXCHANGE):
        left = sort_goods(c for c, k in view.demand_left for _copy in range(k))
        return _("still demanded: {goods} (price {price})", goods=goods_message(left), price=view.price)
    if view.pending:
        return _("for the next exchange round: {cards}", cards=listing(c.title for c in view.pending))
    return None
