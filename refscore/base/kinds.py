"""The closed sets of words the engine and its published formats share, as `Literal` types.

Why here, and why `Literal`: a status, a phase or a call kind is a word of a published format
(`spec/result.schema.json`, `spec/deal.schema.json`, `spec/variant.schema.json`), compared as a
string all over the engine and the renderers. Typed as `Literal`, a misspelt `"ilegal"` or a
forgotten value is a mypy error, and `tests/base/test_kinds.py` checks that each set equals the
schema's `enum`, so the code and the format cannot drift apart.
"""

from __future__ import annotations

from typing import Literal

__all__ = ["AuctionKindWord", "CallWord", "Irregularity", "Phase", "Status"]

#: What `check` concludes of a deal (result.schema.json `status`).
Status = Literal["legal", "illegal", "wrong_claim", "redeal", "incomplete"]
#: The phase of the deal a violation belongs to (result.schema.json `violation.phase`).
Phase = Literal["auction", "deal", "discard", "belote", "annonce", "play", "claim"]
#: A call of the auction (deal.schema.json `auction[].call`).
CallWord = Literal["pass", "bid", "coinche", "surcoinche", "take"]
#: How the auction is held (variant.schema.json `auction.kind`): bids, or the turned card.
AuctionKindWord = Literal["bidding", "turned_card"]
#: The irregularities a penalty scores (result.schema.json `penalty.irregularity`).
Irregularity = Literal["play", "false_annonce"]
#: What an irregularity scores (variant.schema.json `penalties.play` and `penalties.false_annonce`,
#: result.schema.json `penalty.mode`): the side at fault loses the deal, the deal is void, or the
#: irregularity is only reported.
PenaltyMode = Literal["side_at_fault_loses", "void", "report_only"]
