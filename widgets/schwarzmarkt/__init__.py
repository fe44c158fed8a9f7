"""Schwarzmarkt panels: the price track, the offer, hands and luxury holdings (table)."""
