"""The fast path's memo keys and positional formulas: what they drop never changes an answer.

Why: `refscore.fast.checker` remembers each annonce declaration as written, settles annonces on a key of
seats and strengths only (`annonces.strongest`; the cards are dropped), and scores deals through
`Formula.positional`. One checker is shared by every example of a property, so an example meets the
memo entries of the earlier ones: a key that dropped something the answer depends on would give
an earlier deal's answer, and the comparison with the reference would fail.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from annonce_draws import declared_deal, random_declarations
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies_variants import build

from refscore.base.cards import Card
from refscore.base.errors import RefscoreError
from refscore.fast.checker import _CODE_KINDS, _CODE_SUITS, FastChecker, _Reject, lean_result
from refscore.formula.compiler import FormulaError, ValueType, compile_formula
from refscore.judge.auction_judge import Contract
from refscore.judge.check import check_deal
from refscore.judge.declarations import SettledAnnonces, classify, settle_annonces
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import Trump, read_record
from refscore.model.variant import Variant

#: shipped variants with annonces, and house variants with each way of settling them (a tie broken
#: from the leader or from the taker reads them: the settlement's key must hold them there)
ANNONCE_VARIANTS = (
    "belote",
    "chien-3",
    "coinche-5",
    "contree",
    "officiel",
    "contree+first_in_play_order",
    "chien-3+first_from_taker",
    "officiel+first_in_play_order+beating_opponents",
)
_CHECKERS: dict[str, FastChecker] = {}


def variant_of(name: str) -> Variant:
    """A shipped variant, or `BASE+TIE[+SCORED]`: a house file extending it with those annonce rules."""
    base, *options = name.split("+")
    if not options:
        return shipped_variant(base)
    annonces = {"tie": options[0]} | ({"scored": options[1]} if len(options) > 1 else {})
    return build({"extends": base, "id": "house", "annonces": annonces})


def checker(name: str) -> FastChecker:
    if name not in _CHECKERS:
        _CHECKERS[name] = FastChecker(variant_of(name), compiled=False)
    return _CHECKERS[name]


def groups(name: str, code: int) -> list[tuple[Card, ...]]:
    """Every set of cards the variant classifies as an annonce under trump `code`: carrés and runs
    of 3 to 5 cards of one suit (in the variant's sequence order)."""
    rules = variant_of(name).annonces
    found: list[tuple[Card, ...]] = []
    for rank in range(8):
        found.append(tuple(Card(suit * 8 + rank) for suit in range(4)))
    for suit in range(4):
        order = [Card(suit * 8 + rank) for rank in rules.sequence_order]
        for length in (3, 4, 5):
            found += [tuple(order[i : i + length]) for i in range(len(order) - length + 1)]
    return [cards for cards in found if not isinstance(classify(cards, rules, _CODE_SUITS[code]), str)]


@pytest.mark.slow
@pytest.mark.parametrize("name", ANNONCE_VARIANTS)
@settings(max_examples=150, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_annonce_settlement_equals_the_reference(name: str, seed: int) -> None:
    """Random declarations (1 to 4, held, no card serving twice) under a random trump, with every
    leader and taker: the fast path's points by unit are `settle_annonces`'s."""
    variant = variant_of(name)
    fast = checker(name)
    rng = random.Random(seed)
    code = rng.choice(sorted(fast.allowed_codes))
    candidates = groups(name, code)
    seats = variant.seats
    declared, held = random_declarations(rng, candidates, seats, 4)
    written, masks, hands, record = declared_deal(seats, declared, held)
    for leader in seats:  # every leader and taker: a tie is broken from one of them
        for taker in seats:
            contract = Contract(taker, 0, None, Trump(_CODE_KINDS[code], _CODE_SUITS[code]), 1, None, None)
            expected = settle_annonces(variant, record, hands, contract, leader)
            assert isinstance(expected, SettledAnnonces)
            got = fast.annonces.points(written, code, masks, seats.index(leader), seats.index(taker))
            assert {fast.units[unit]: points for unit, points in got.items()} == expected.points


FORMULAS = [
    "a + b * c",
    "a / b + a % c",
    "if(t, a / (b - c), max(a, b, c))",
    "a * b * c * a * b * c * a * b * c",  # beyond MAX_VALUE for large enough values
    "-a >= b and not f or t",
    "min(a, 7) - abs(b)",
]
NAMES = {"a": ValueType.INT, "b": ValueType.INT, "c": ValueType.INT, "t": ValueType.BOOL, "f": ValueType.BOOL}
INTS = st.integers(min_value=-(10**6), max_value=10**6)


@pytest.mark.parametrize("text", FORMULAS)
@settings(max_examples=60, derandomize=True, deadline=None)
@given(a=INTS, b=INTS, c=st.sampled_from([0, 1, -3, 10**5]), t=st.booleans(), f=st.booleans())
def test_positional_formulas_equal_evaluate(text: str, a: int, b: int, c: int, t: bool, f: bool) -> None:
    """`Formula.positional` gives `evaluate`'s value, or the same error, with the names anywhere in
    the sequence (here reversed, after a filler)."""
    formula = compile_formula(text, NAMES)
    env = {"a": a, "b": b, "c": c, "t": t, "f": f}
    order = ["filler", *reversed(env)]
    positional = formula.positional({name: index for index, name in enumerate(order)})

    def outcome(run: Any) -> Any:
        try:
            return run()
        except FormulaError as error:
            return type(error).__name__, str(error)

    values = [0, *(env[name] for name in order[1:])]
    assert outcome(lambda: positional(values)) == outcome(lambda: formula.evaluate(env))


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        ("a + b - 3", 110),  # 100 + 7 + 3
        ("if(t, a, b + 1000)", 1007),  # the larger branch: 7 + 1000
        ("max(a, b, 5) + abs(-a)", 200),  # 100 + 100
        ("-(a + b)", 107),
        ("a > b and t", 1),  # a bool
        ("a * 2", None),  # a product may pass MAX_VALUE
        ("a / 2", None),
        ("a % 3 + 1", None),
        ("if(a / b > 1, 1, 2)", None),  # a quotient inside, which may raise
    ],
)
def test_formula_bound(text: str, bound: int | None) -> None:
    """With |a| <= 100, |b| <= 7 and t a bool: the bound of a sum adds its terms' bounds, if() and
    max() take their largest, a bool counts 1; a product, a quotient or a modulo has none."""
    formula = compile_formula(text, NAMES)
    assert formula.bound({"a": 100, "b": 7, "t": 1}) == bound


@pytest.mark.parametrize(
    ("quantity", "fails"),
    [
        ("own_cards / own_belote", True),  # a unit without belote divides by 0
        ("own_cards * 999999999 * 999999999", True),  # beyond MAX_VALUE as soon as own_cards > 1
        ("own_cards + 999999999", False),  # bounded: left out, as it changes nothing
    ],
)
@settings(max_examples=15, derandomize=True, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_a_quantity_no_formula_reads_still_fails_the_deal(quantity: str, fails: bool, seed: int) -> None:
    """The reference's breakdown computes every quantity: one that raises makes the deal the
    reference path's, even when no formula reads it; the fast path computes the quantities that may raise, and
    leaves out only those that cannot (`Formula.bound`), with the reference's answer."""
    variant = build({"extends": "coinche", "id": "house", "scoring": {"quantities": {"unread": quantity}}})
    deal = random_deal(variant, seed)
    for compiled in (True, False):
        answer = FastChecker(variant, compiled=compiled).check(deal)
        if fails:
            assert answer is None
            with pytest.raises(RefscoreError):
                check_deal(read_record(deal, variant), variant)
        else:
            assert answer == lean_result(check_deal(read_record(deal, variant), variant))


def test_a_false_declaration_is_not_remembered() -> None:
    """Hostile input cannot fill the declarations' memo: a declaration the reference would refuse
    (here a 5,000-character kind that its tierce does not start with) is not kept, a true one is."""
    fast = FastChecker(shipped_variant("contree"), compiled=False)
    every_card = [(1 << 32) - 1] * 4
    false = [{"seat": "N", "cards": ["AS", "KS", "QS"], "kind": "x" * 5000}]
    with pytest.raises(_Reject):
        fast.annonces.points(false, 1, every_card, 0, 0)
    assert fast.annonces.declarations == {}
    fast.annonces.points([{"seat": "N", "cards": ["AS", "KS", "QS"], "kind": "tierce"}], 1, every_card, 0, 0)
    assert len(fast.annonces.declarations) == 1
