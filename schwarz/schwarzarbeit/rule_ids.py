"""Rulebook section ids that the Schwarzarbeit engine implements (schwarz.rulebook holds their texts)."""

from __future__ import annotations

SETUP = "sa.setup"  # Setup: companies, illegal workers, the market of n+2, the Ich-AG shuffled in
COMPONENTS = "sa.components"  # Components: 60 employee cards, companies, Ich-AG, lawyers, detectives
OBJECT = "sa.object"  # Object: never hire or denounce your own illegal workers
TURN = "sa.turn"  # Gameplay: four phases, then the player to the left
INFORMATION = "sa.turn.information"  # 1. Obtain information: the right neighbour announces
HIRING = "sa.turn.hiring"  # 2. Hiring an employee: hire or denounce, mandatory
LAWYERS = "sa.turn.lawyers"  # 3. Using the lawyers: one lawyer on a card another player denounced
REFILL = "sa.turn.refill"  # 4. Supply for the labour market: duplicates, Ich-AG, reshuffle, special pile
DETECTIVE = "sa.detective"  # At any time: the detective
END = "sa.end"  # Ending the game
SCORING = "sa.scoring"  # Scoring: every row of the list and the tie-break
SCORING_LAWYERS = "sa.scoring.lawyers"  # Scoring: lawyers on denounced employees (-2 EN / -99 FR table)
SCORING_DETECTIVE = "sa.scoring.detective"  # Scoring: a detective left on your company card
SCORING_OVERVIEW = "sa.scoring.overview"  # Scoring points: the overview list after the Object
SCORING_WINNER = "sa.scoring.winner"  # Most points wins; a tie goes to more illegal workers denounced
SCORING_TABLE = "sa.scoring.table"  # The French score table (edition 'fr': lawyer on own illegal -99)
