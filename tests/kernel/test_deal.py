"""The kernel's deal values (`refscore.kernel.deal`): the last trick, the multiplier, the belote's
credit, the card points in play and the deal-level names, each worked by hand from the rules text,
and the proof that no other module reads the options they decide."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from refscore.formula.names import DEAL_NAMES
from refscore.kernel.deal import DealTable, Sweep, card_total, deal_values, sweep_of
from refscore.load.variant_loader import load_variant
from refscore.model.variant import TrumpKind, Variant

ROOT = Path(__file__).resolve().parents[2]


def test_sweep_is_decided_by_who_took_every_trick() -> None:
    # rule points.dix-de-der: a player alone taking every trick is a générale, a side a capot
    assert sweep_of(False, False) is Sweep.NONE
    assert sweep_of(True, False) is Sweep.UNIT
    assert sweep_of(True, True) is Sweep.SEAT


def test_contree_last_trick_multipliers_and_belote() -> None:
    # variants/contree.yaml (RULES.md `contree`): dix de der 10; a capot's last trick 100 (152 + 100
    # = 252); a générale's 350 (152 + 350 = 502); coinche x2, surcoinche x4; belote 20, declared
    table = DealTable.of(load_variant("contree"))
    assert table.last_trick_value(Sweep.NONE) == 10
    assert table.last_trick_value(Sweep.UNIT) == 100
    assert table.last_trick_value(Sweep.SEAT) == 350
    assert table.last_trick_top == 350 and not table.last_trick_flat
    assert table.multiplier(False, False) == 1
    assert table.multiplier(True, False) == 2
    assert table.multiplier(True, True) == 4
    assert table.belote_credit(True) == 20
    assert table.belote_credit(False) == 0  # declared: an unannounced belote does not count


def test_coinche_last_trick_is_flat_and_belote_automatic() -> None:
    # variants/coinche.yaml: the capot is a bid worth 250, the last trick stays 10 however the
    # tricks fell; the belote counts without being announced (RULES.md `coinche`, "automatiquement")
    table = DealTable.of(load_variant("coinche"))
    assert table.last_trick == (10, 10, 10)
    assert table.last_trick_flat and table.last_trick_top == 10
    assert table.belote_credit(False) == 20


def test_card_total_is_read_from_the_card_tables() -> None:
    # trump suit J 20, 9 14, A 11, 10 10, K 4, Q 3 = 62, three plain suits A 11 + 10 10 + K 4 + Q 3
    # + J 2 = 30 each, 62 + 90 = 152; sans atout A 19 + 10 + 4 + 3 + 2 = 38, x4 = 152; tout atout
    # 14 + 9 + 6 + 5 + 3 + 1 = 38, x4 = 152
    variant = load_variant("contree")
    for kind in (TrumpKind.SUIT, TrumpKind.NO_TRUMP, TrumpKind.ALL_TRUMP):
        assert card_total(variant.modes[kind]) == 152


def test_house_values_are_the_house_file_s(make_variant: Callable[[str], Variant]) -> None:
    # a house file changes the last trick, the multipliers, the belote and the sans-atout ace (11
    # instead of 19: 4 x (11 + 10 + 4 + 3 + 2) = 120 card points in sans atout)
    variant = make_variant(
        "extends: contree\n"
        "dix_de_der: {value: 20, capot: 90, generale: 200}\n"
        "belote: {value: 30, announce: automatic}\n"
        "auction:\n  coinche: {multiplier: 3}\n  surcoinche: {multiplier: 6}\n"
        "cards:\n  tables:\n    sans_atout:\n      order: [A, 10, K, Q, J, 9, 8, 7]\n"
        "      points: [11, 10, 4, 3, 2, 0, 0, 0]\n"
    )
    table = DealTable.of(variant)
    assert table.last_trick == (20, 90, 200)
    assert table.multipliers == (1, 3, 6)
    assert table.belote_credit(False) == 30
    assert card_total(variant.modes[TrumpKind.NO_TRUMP]) == 120
    assert card_total(variant.modes[TrumpKind.SUIT]) == 152
    # what the compiled core receives: coinched, surcoinched, the last trick by sweep, belote, called
    assert table.core_spec() == (3, 6, 20, 90, 200, 30, 0)


def test_deal_values_follow_the_formula_names() -> None:
    # a coinched 110 in tout atout whose takers' side took every trick, the taker not alone
    names = dict(
        zip(
            DEAL_NAMES,
            deal_values(110, 2, True, False, False, TrumpKind.ALL_TRUMP, True, False, False),
            strict=True,
        )
    )
    assert names == {
        "contract": 110,
        "mult": 2,
        "coinched": True,
        "surcoinched": False,
        "special_bid": False,
        "no_trump": False,
        "all_trump": True,
        "taker_side_all_tricks": True,
        "taker_all_tricks": False,
        "defence_all_tricks": False,
    }


#: What the kernel decides, as it is written where an option is read: the last trick's values, the
#: multipliers, the belote's value and announce, and the auction's turned-card kind.
_OPTIONS = re.compile(
    r"(\.|->)(der_value|der_capot|der_generale|coinche_multiplier|surcoinche_multiplier"
    r"|belote_value|belote_declared)\b"
)
_KIND = '"turned_card"'
#: a string literal on one line (a message key such as "ln.d.der_capot" is a word, not a reading)
_STRING = re.compile(r"\"[^\"\n]*\"|'[^'\n]*'")
#: The two places that name an option for what it is rather than decide with it: the rulebook's
#: prose of the options (it says in words what each option's value is) and the literal type of the
#: option itself.
_PENDING = {
    "refscore/render/rulebook.py",
    "refscore/base/kinds.py",
}


def test_only_the_model_and_the_kernel_read_the_deal_options() -> None:
    readers = set()
    for path in sorted((ROOT / "refscore").rglob("*")):
        relative = path.relative_to(ROOT).as_posix()
        if path.suffix not in (".py", ".c", ".h") or "_generated" in relative:
            continue
        if relative.startswith("refscore/kernel/") or relative == "refscore/model/variant.py":
            continue
        text = path.read_text(encoding="utf-8")
        if "(generated: do not edit)" in text[:400]:
            continue  # a variant's data written out, not code
        if _KIND in text or _OPTIONS.search(_STRING.sub("", text)):
            readers.add(relative)
    assert readers == _PENDING


@pytest.mark.parametrize("name", ["contree", "coinche", "belote"])
def test_facts_total_is_the_card_total(name: str) -> None:
    # a facts record of every trick to one side (capot) has that side's card points equal to the
    # deck's total read from the tables, never a number written in the checker
    from refscore.judge.facts_check import read_facts

    variant = load_variant(name)
    data = {"variant": name, "taker": "N", "trump": "H", "capot": "NS"}
    if not variant.auction.turned_card:
        data["contract"] = 80
    facts = read_facts(data, variant)
    assert facts.units["NS"].cards == card_total(variant.modes[TrumpKind.SUIT]) == 152
