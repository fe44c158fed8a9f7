"""Rulebook section ids that the Schwarzmarkt engine implements (schwarz.rulebook holds their texts)."""

from __future__ import annotations

TITLE = "sm.title"  # Title, players, translation
CONTENTS = "sm.contents"  # Contents: luxury cards, commodity cards, black-market cards, board, marker
IDEA = "sm.idea"  # Idea of the game
SETUP = "sm.setup"  # Preparations: marker on the arrow, deal 3 black-market and 9 commodity cards
BLACK_MARKET = "sm.round.black-market"  # Playing a black-market card (only the start player), draw a replacement
EXCHANGE = "sm.round.exchange"  # Exchanging goods at the marker's value (bank makes change)
PRICE = "sm.round.price"  # Raising the price: 1 space after exchanging, else 1..die spaces
ROUND_END = "sm.round.end"  # End of an exchange round: offer met or marker at 50
NEXT_ROUND = "sm.round.next"  # The next exchange round: start player to the left, marker back to the start
EVENTS = "sm.events"  # Black-market cards with text: at once, or on the next exchange round
FIRST_ROUND_END = "sm.game.first-round-end"  # A player exchanged his last commodity card: reshuffle, top up to 9
SECOND_ROUND = "sm.game.second-round"  # The second round: the next player starts
END = "sm.end"  # End of the game: the highest luxury value wins
TIPS = "sm.tips"
VARIANT = "sm.variant"  # Variant: remove 2 sugar and 4 coffee instead
SPIONAGE = "sm.events.spionage"
SCHNELLES_GESCHAEFT = "sm.events.schnelles-geschaeft"
ZWANGSTAUSCH = "sm.events.zwangstausch"
RAZZIA = "sm.events.razzia"
NEUE_WARE = "sm.events.neue-ware"
LIMIT = "sm.events.limit"
ALTE_RECHNUNG = "sm.events.alte-rechnung"
VERDORBENE_WARE = "sm.events.verdorbene-ware"
WAREN_KNAPP = "sm.events.waren-knapp"
