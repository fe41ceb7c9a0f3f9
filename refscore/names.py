"""The closed set of names a scoring formula may use, with their types.

Why a fixed list: a variant file is checked when it loads, so a typo such as ``taker_totl`` is
reported with its line and column before any deal is scored. `spec/variants.md` documents each.
"""

from __future__ import annotations

from .formula import ValueType

INT, BOOL = ValueType.INT, ValueType.BOOL

#: Facts of the deal that are the same for every scoring unit.
DEAL_NAMES: dict[str, ValueType] = {
    "contract": INT,  # value of the contract (a special bid's value for capot, générale...)
    "mult": INT,  # 1, or the coinche / surcoinche multiplier
    "coinched": BOOL,  # coinched or surcoinched
    "surcoinched": BOOL,
    "special_bid": BOOL,  # the contract is a special bid (capot, générale...)
    "no_trump": BOOL,  # the contract is sans atout
    "all_trump": BOOL,  # the contract is tout atout
    "taker_side_all_tricks": BOOL,  # the taker's side took every trick
    "taker_all_tricks": BOOL,  # the taker himself took every trick
    "defence_all_tricks": BOOL,  # the defence (all defenders together) took every trick
}

#: Per-side facts: `taker_` is the taker's side, `defence_` all defenders together, and `own_`
#: the scoring unit whose score is being computed (the taker's side, or one defending unit).
SIDE_FACTS: dict[str, ValueType] = {
    "cards": INT,  # card points in the tricks won
    "der": INT,  # the last-trick bonus (dix de der, or its capot/générale value) if won
    "belote": INT,  # belote-rebelote scored
    "annonces": INT,  # annonces scored (after only the strongest side keeps its own)
    "discard": INT,  # card points of the taker's discard (chien games)
    "tricks_won": INT,  # number of tricks won
}
SIDE_PREFIXES = ("taker", "defence", "own")

#: Only the scoring cases may ask whether the contract was made.
OUTCOME_NAMES: dict[str, ValueType] = {"made": BOOL, "is_taker": BOOL}


def base_names(special_bids: list[str]) -> dict[str, ValueType]:
    """Every base name available to the `made` formula and the quantities of a variant."""
    names = dict(DEAL_NAMES)
    for prefix in SIDE_PREFIXES:
        for fact, value_type in SIDE_FACTS.items():
            names[f"{prefix}_{fact}"] = value_type
    for bid in special_bids:
        names[f"{bid}_bid"] = BOOL
    return names
