"""Schwarzarbeit panels: the table, the possibilities (deduction), the rules side by side, the score sheet."""
