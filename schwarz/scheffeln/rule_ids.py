"""Rulebook section ids that the Scheffeln engine implements (schwarz.rulebook holds their texts)."""

from __future__ import annotations

IDEA = "sch.idea"  # Game idea
CONTENTS = "sch.contents"  # Contents: 8 businesses, 8 cars, 8 characters, 24 movement cards, money tokens
SETUP = "sch.setup"  # Basic game: setup (ring A-H, random cars, token stacks, deal 4, choose characters)
TURN = "sch.turn"  # Playing the game: one card per turn, clockwise; the last card face up
TURN_MOVE = "sch.turn.move"  # 1. Move: play the card face up, move the car of its colour
TURN_EXCHANGE = "sch.turn.exchange"  # 2. Exchange: discard face down, take a free, different character
MAX_TWO = "sch.moving.max-two"  # Maximum of 2 cars on each business
MOVING = "sch.moving"  # Moving rules: the active car moves one step clockwise
SINGLE_CAR = "sch.moving.single-car"  # Moving a single (or top) car
TWO_CARS = "sch.moving.two-cars"  # Moving two cars together (the bottom car carries the top one)
SCHEFFELN = "sch.scheffeln"  # Scheffeln phase: alone or on top takes the top token; beneath earns nothing
AFTER = "sch.after"  # After the Scheffeln phase: start player passes, reshuffle, deal, turn up tokens
END = "sch.end"  # Game end: a business without tokens; the richest wins; ties share the victory
EXPRESS_SETUP = "sch.express.setup"  # Express: any order, 32 tokens shuffled into 8 stacks, 7 cards in a row
EXPRESS_PLAY = "sch.express.play"  # Express: reveal right to left, claim characters, the last may get none
EXPRESS_MOVING = "sch.express.moving"  # Express: the cards take effect left to right
EXPRESS_SCHEFFELN = "sch.express.scheffeln"  # Express: money as in the base game
EXPRESS_AFTER = "sch.express.after"  # Express: characters return, start player passes, new row
EXPRESS_END = "sch.express.end"  # Express: game end as in the base game
RUN = "sch.run"  # RUN expansion: 6 more movement cards shuffled in
RUN_EVASION = "sch.run.evasion"  # Evasion: a top car to any business without a car
RUN_BACKWARD = "sch.run.backward"  # Backward: any car one step counter-clockwise, mirrored rules
RUN_NASTY = "sch.run.nasty-exchange"  # Nasty exchange: may take another player's character
RUN_JOKER = "sch.run.joker"  # Joker: any car one step forward; a RUN card may be the last card face up
MAFIA = "sch.mafia"  # Mafia-Style expansion
MAFIA_SETUP = "sch.mafia.setup"  # The black car starts beneath the car on Dinero Docks
MAFIA_MOVING = "sch.mafia.moving"  # The black car moves on every face-down exchange
MAFIA_SCHEFFELN = "sch.mafia.scheffeln"  # Its token goes to the earner on the least valuable business
CREDITS = "sch.credits"  # Thanks and credits
