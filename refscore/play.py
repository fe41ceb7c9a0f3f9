"""The play of the cards, as the reference path reads it: card tables, legal cards, trick winners.

Why a thin module: the rule decisions live in the kernel (`refscore.kernel.play`); these names are
the ones the reference check, the coach, the generator and the tests have always imported.
"""

from __future__ import annotations

from .kernel.play import ContractCards, Legality, PlayKernel, legal_cards

__all__ = ["ContractCards", "Legality", "PlayKernel", "legal_cards"]
