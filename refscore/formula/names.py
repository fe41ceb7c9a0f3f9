"""The closed set of names a scoring formula may use, with their types.

Why a fixed list: a variant file is checked when it loads, so a typo such as ``taker_totl`` is
reported with its line and column before any deal is scored. `spec/variants.md` documents each.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from refscore.formula.compiler import ValueType

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


def slot_layout(
    deal_order: Sequence[str],
    special_bids: Iterable[str],
    side_facts: Iterable[str],
    constants: Iterable[str],
    quantities: Iterable[str],
) -> tuple[dict[str, int], int]:
    """The slot of every name a compiled formula reads, and the slot of `made`.

    Why one function: the fast scorer (`scoring_plan.ScoringPlan`) and the penalty's plan
    (`penalty_plan.PenaltyPlan`) each lay out one list of values per unit in this order: the
    deal-level names (in the caller's `deal_order`), the special bids, each side prefix's facts,
    is_taker, made, the constants, then the quantities as they are computed. (The variant refuses a
    constant or quantity named as another name: one slot per name.)"""
    facts = tuple(side_facts)
    names = [*deal_order, *(f"{bid}_bid" for bid in special_bids)]
    for prefix in SIDE_PREFIXES:
        names += [f"{prefix}_{fact}" for fact in facts]
    names += ["is_taker", "made"]
    made_slot = len(names) - 1
    names += [*constants, *quantities]
    return {name: index for index, name in enumerate(names)}, made_slot
