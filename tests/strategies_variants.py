"""A hypothesis strategy for valid house variants, drawn from the schema's option space.

Why from the schema: the fast tiers must agree with the reference path under every house rule a
club may write, not only under the seven shipped files (which use 3 of the play options' hundreds
of combinations). Every enum option (the play obligations, the belote announce, the annonce tie,
the rounding...) is read from spec/variant.schema.json, so a value added to the schema is drawn at
once: a kernel not taught it fails the property (tests/fast/test_house_variants.py) instead of passing
unseen. Numbers (card orders and points, bid ladders, bonuses) and scoring formulas (from a small
grammar over the base names of spec/variants.md) are drawn within what the schema and the formula
language accept; each drawn variant is loaded by the ordinary loader, so it is schema-valid.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from hypothesis import strategies as st

from refscore.load.variant_loader import load_variant, shipped_names
from refscore.model.variant import Variant

ROOT = Path(__file__).resolve().parent.parent
SCHEMA: dict[str, Any] = json.loads((ROOT / "spec" / "variant.schema.json").read_text(encoding="utf-8"))
PROPERTIES: dict[str, Any] = SCHEMA["properties"]
RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"]
#: the shipped variants a house file extends (abstract `_base` aside)
BASES = tuple(shipped_names())


def enum_values(section: str, key: str) -> list[Any]:
    """The values the schema allows for `section.key` (an enum)."""
    return list(PROPERTIES[section]["properties"][key]["enum"])


def auction_enum_values(group: str, key: str) -> list[Any]:
    """The values the schema allows for `auction.<group>.<key>` (an enum: `coinche.by`...)."""
    return list(PROPERTIES["auction"]["properties"][group]["properties"][key]["enum"])


@st.composite
def coinche_options(draw: st.DrawFn) -> dict[str, Any]:
    """`auction.coinche` with every value the schema allows for who may coinche and for the
    coincher's partner (rules auction.coinche, auction.coinche-freezes)."""
    return {
        "enabled": draw(st.booleans()),
        "multiplier": draw(st.sampled_from([2, 3])),
        "freezes_bidding": draw(st.booleans()),
        "by": draw(st.sampled_from(auction_enum_values("coinche", "by"))),
        "partner_after_coinche": draw(
            st.sampled_from(auction_enum_values("coinche", "partner_after_coinche"))
        ),
    }


@st.composite
def special_bid_options(draw: st.DrawFn) -> dict[str, Any]:
    """Special bids (rule auction.special-bid): none, or a capot and a générale that may end the
    bidding and may not be coinched."""
    if draw(st.booleans()):
        return {}
    return {
        name: {
            "value": value,
            "made": made,
            "ends_bidding": draw(st.booleans()),
            "coinchable": draw(st.booleans()),
        }
        for name, value, made in (
            ("capot", 250, "taker_side_all_tricks"),
            ("generale", 500, "taker_all_tricks"),
        )
        if draw(st.booleans())
    }


#: every play option, with every value the schema allows
PLAY_OPTIONS: dict[str, list[Any]] = {
    key: enum_values("play", key) for key in PROPERTIES["play"]["properties"]
}

# --- scoring formulas: a small grammar of well-typed expressions over the base names ----------------

_INT_ATOMS = [
    "contract",
    "mult",
    *(f"{prefix}_{fact}" for prefix in ("own", "taker", "defence") for fact in ("cards", "der", "belote")),
    "own_annonces",
    "own_discard",
    "own_tricks_won",
]
_BOOL_ATOMS = ["coinched", "surcoinched", "special_bid", "no_trump", "all_trump", "taker_side_all_tricks"]


def int_formulas(depth: int = 2) -> st.SearchStrategy[str]:
    """Integer formulas: names, literals, + - *, a literal division or modulo, min/max, if, abs, minus."""
    leaf = st.one_of(st.sampled_from(_INT_ATOMS), st.integers(0, 300).map(str))
    if depth == 0:
        return leaf
    sub = int_formulas(depth - 1)
    return st.one_of(
        leaf,
        st.tuples(sub, st.sampled_from(["+", "-", "*"]), sub).map(lambda t: f"({t[0]} {t[1]} {t[2]})"),
        st.tuples(sub, st.sampled_from(["/", "%"]), st.integers(1, 20)).map(
            lambda t: f"({t[0]} {t[1]} {t[2]})"
        ),
        st.tuples(st.sampled_from(["min", "max"]), sub, sub).map(lambda t: f"{t[0]}({t[1]}, {t[2]})"),
        st.tuples(bool_formulas(depth - 1), sub, sub).map(lambda t: f"if({t[0]}, {t[1]}, {t[2]})"),
        sub.map(lambda a: f"abs({a} - 100)"),
        sub.map(lambda a: f"-({a})"),
    )


def bool_formulas(depth: int = 1) -> st.SearchStrategy[str]:
    """Boolean formulas: flags, true/false, comparisons of integer formulas, not/and/or."""
    compare = st.tuples(
        int_formulas(0), st.sampled_from([">=", ">", "<=", "<", "==", "!="]), int_formulas(0)
    ).map(lambda t: f"{t[0]} {t[1]} {t[2]}")
    leaf = st.one_of(st.sampled_from([*_BOOL_ATOMS, "true", "false"]), compare)
    if depth == 0:
        return leaf
    sub = bool_formulas(depth - 1)
    return st.one_of(
        leaf,
        sub.map(lambda b: f"not ({b})"),
        st.tuples(sub, st.sampled_from(["and", "or"]), sub).map(lambda t: f"({t[0]}) {t[1]} ({t[2]})"),
    )


def any_int_formulas(ints: list[str], bools: list[str], depth: int = 3) -> st.SearchStrategy[str]:
    """Integer formulas with every construct of the grammar (spec/formula.lark) over the names
    `ints` and `bools`: literals up to 9 digits, unary minus, + - * / % (by names too, so by zero at
    run time), min/max of 2-4 arguments, abs, if, parentheses. Products of large values pass
    MAX_VALUE: the property of tests/formula/test_scoreprogram.py compares failures too."""
    leaf = st.one_of(
        st.sampled_from(ints),
        st.integers(0, 20).map(str),
        st.integers(0, 999_999_999).map(str),
    )
    if depth == 0:
        return leaf
    sub = any_int_formulas(ints, bools, depth - 1)
    arith = st.sampled_from(["+", "-", "*", "/", "%"])
    return st.one_of(
        leaf,
        st.tuples(sub, arith, sub).map(lambda t: f"{t[0]} {t[1]} {t[2]}"),
        st.tuples(sub, arith, sub, arith, sub).map(lambda t: f"({t[0]} {t[1]} {t[2]} {t[3]} {t[4]})"),
        sub.map(lambda a: f"-{a}"),
        sub.map(lambda a: f"abs({a})"),
        st.tuples(st.sampled_from(["min", "max"]), st.lists(sub, min_size=2, max_size=4)).map(
            lambda t: f"{t[0]}({', '.join(t[1])})"
        ),
        st.tuples(any_bool_formulas(ints, bools, depth - 1), sub, sub).map(
            lambda t: f"if({t[0]}, {t[1]}, {t[2]})"
        ),
    )


def any_bool_formulas(ints: list[str], bools: list[str], depth: int = 2) -> st.SearchStrategy[str]:
    """Boolean formulas with every construct of the grammar: true, false, names, the six
    comparisons (of ints, and == != of bools), not, chains of and/or, if() of bools."""
    compare = st.tuples(
        any_int_formulas(ints, bools, 0),
        st.sampled_from(["==", "!=", "<", "<=", ">", ">="]),
        any_int_formulas(ints, bools, 0),
    ).map(lambda t: f"{t[0]} {t[1]} {t[2]}")
    leaf = st.one_of(st.sampled_from([*bools, "true", "false"]), compare)
    if depth == 0:
        return leaf
    sub = any_bool_formulas(ints, bools, depth - 1)
    return st.one_of(
        leaf,
        st.tuples(
            any_int_formulas(ints, bools, depth - 1),
            st.sampled_from(["<", ">=", "=="]),
            any_int_formulas(ints, bools, depth - 1),
        ).map(lambda t: f"({t[0]}) {t[1]} ({t[2]})"),
        st.tuples(sub, st.sampled_from(["==", "!="]), sub).map(lambda t: f"({t[0]}) {t[1]} ({t[2]})"),
        sub.map(lambda b: f"not ({b})"),
        st.tuples(st.sampled_from(["and", "or"]), st.lists(sub, min_size=2, max_size=4)).map(
            lambda t: f" {t[0]} ".join(f"({b})" for b in t[1])
        ),
        st.tuples(sub, sub, sub).map(lambda t: f"if({t[0]}, {t[1]}, {t[2]})"),
    )


def made_formulas() -> st.SearchStrategy[str]:
    """A made test: usually the taker's points against the contract, sometimes anything boolean."""
    usual = st.tuples(
        st.sampled_from(["taker_cards + taker_der + taker_belote", "taker_cards + taker_der", "taker_cards"]),
        st.sampled_from([">=", ">"]),
        st.sampled_from(["contract", "defence_cards + defence_der", "81"]),
    ).map(lambda t: f"{t[0]} {t[1]} {t[2]}")
    return st.one_of(usual, usual, bool_formulas())


# --- the variant -------------------------------------------------------------------------------------


@st.composite
def _table(draw: st.DrawFn) -> dict[str, Any]:
    order = draw(st.permutations(RANKS))
    points = draw(st.lists(st.sampled_from([0, 0, 2, 3, 4, 10, 11, 14, 20, 25]), min_size=8, max_size=8))
    return {"order": list(order), "points": points}


@st.composite
def house_overrides(draw: st.DrawFn) -> dict[str, Any]:
    """The YAML mapping of a house file: `extends:` a shipped variant and changes drawn from the schema."""
    base = draw(st.sampled_from(BASES))
    data = _resolved(base)
    out: dict[str, Any] = {"extends": base, "id": "house"}
    out["play"] = {key: draw(st.sampled_from(values)) for key, values in PLAY_OPTIONS.items()}

    if draw(st.booleans()):
        out["cards"] = {"tables": {name: draw(_table()) for name in ("trump", "plain")}}
    if draw(st.booleans()):
        out["belote"] = {
            "value": draw(st.sampled_from([0, 20, 30])),
            "announce": draw(st.sampled_from(enum_values("belote", "announce"))),
        }
    if draw(st.booleans()):
        out["dix_de_der"] = {
            "value": draw(st.sampled_from([0, 10, 20])),
            "capot": draw(st.sampled_from([10, 90, 100])),
            "generale": draw(st.sampled_from([10, 100, 500])),
        }
    annonces = data["annonces"]
    if draw(st.booleans()):
        out["annonces"] = {
            "enabled": draw(st.booleans()),
            "tie": draw(st.sampled_from(enum_values("annonces", "tie"))),
            "trump_sequence_wins_tie": draw(st.booleans()),
            "sequences": annonces["sequences"],
        }
    if draw(st.booleans()):
        out["rounding"] = {
            "mode": draw(st.sampled_from(enum_values("rounding", "mode"))),
            "to": draw(st.sampled_from([1, 5, 10])),
            "half": draw(st.sampled_from(enum_values("rounding", "half"))),
        }

    auction = data["auction"]
    if auction["kind"] == "bidding":
        floor = draw(st.sampled_from([80, 82, 90]))
        step = draw(st.sampled_from([1, 2, 5, 10]))
        changes: dict[str, Any] = {
            "floor": floor,
            "step": step,
            "ceiling": floor + step * draw(st.integers(0, 12)),
            "bid_after_pass": draw(st.booleans()),
            "trump_modes": draw(
                st.lists(
                    st.sampled_from(["suit", "no_trump", "all_trump"]), min_size=1, max_size=3, unique=True
                )
            ),
            "coinche": draw(coinche_options()),
            "surcoinche": {
                "enabled": draw(st.booleans()),
                "multiplier": draw(st.sampled_from([3, 4])),
                "ends_auction": draw(st.booleans()),
            },
            "special_bids": draw(special_bid_options()),
        }
        out["auction"] = changes
    else:  # the turned card: with or without a coinche after the take, sans atout and tout atout or not
        out["auction"] = {
            "trump_modes": ["suit", *draw(st.lists(st.sampled_from(["no_trump", "all_trump"]), unique=True))],
            "coinche": draw(coinche_options()),
            "surcoinche": {
                "enabled": draw(st.booleans()),
                "multiplier": draw(st.sampled_from([3, 4])),
                "ends_auction": draw(st.booleans()),
            },
        }

    scoring = data["scoring"]
    if draw(st.booleans()):
        cases = [dict(case) for case in scoring["cases"]]
        for case in cases:
            if draw(st.booleans()):
                case["taker"] = draw(int_formulas())
            if draw(st.booleans()):
                case["defence"] = draw(int_formulas())
        out["scoring"] = {"made": draw(made_formulas()), "cases": cases}
    return out


@cache
def _resolved(base: str) -> dict[str, Any]:
    from refscore.load.variant_loader import shipped_variant

    return json.loads(json.dumps(shipped_variant(base).data))


_BUILT: dict[str, Variant] = {}


def build(overrides: dict[str, Any]) -> Variant:
    """Load a house file from its mapping with the ordinary loader (schema, formulas, names)."""
    text = yaml.safe_dump(overrides, sort_keys=False, allow_unicode=True)
    if text not in _BUILT:
        if len(_BUILT) > 500:
            _BUILT.clear()
        _BUILT[text] = load_variant("house.yaml", read_file=lambda _path: text)
    return _BUILT[text]


def house_variants() -> st.SearchStrategy[Variant]:
    """Valid house variants (each loads without error)."""
    return house_overrides().map(build)


#: The `penalties` modes a house variant draws, "side at fault loses" (the sources' reading) twice as often.
PENALTY_MODES = ["side_at_fault_loses", "side_at_fault_loses", "void", "report_only"]


@st.composite
def house_with_penalties(draw: st.DrawFn) -> Variant:
    """A house variant with a `penalties` section: each irregularity scored by a drawn mode."""
    overrides = draw(house_overrides())
    overrides["penalties"] = {
        "play": draw(st.sampled_from(PENALTY_MODES)),
        "false_annonce": draw(st.sampled_from(PENALTY_MODES)),
    }
    return build(overrides)
