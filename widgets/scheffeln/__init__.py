"""Scheffeln panels: the ring of businesses (table) and the Express exercise."""
