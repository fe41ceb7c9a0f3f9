"""Scoring tables per shipped variant: the facts of a deal in, the two scores out.

Why tables: each row is one situation of /work/shared/RULES.md (made, failed, coinched, surcoinched,
belote on either side, special bids, strict majority, rounding), and its expected scores were
worked by hand from that text; the comment above each row shows the arithmetic. The variant's
scoring plan is called the way `refscore.judge.check` calls it, with the deal-level names built by
`deal_names_for` below.

Notation of the rows: `side(cards, der, belote=, annonces=)` is what one side earned; the
taker's side is the first team of the variant (NS), the defence the other one. Card points of the
two sides always add up to 152, and only one side has the last trick (checked by `score`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

import pytest

from refscore.formula.compiler import Value
from refscore.judge.scoring import DealScore, UnitFacts
from refscore.judge.scoring_plan import plan_of
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import Rounding, TrumpKind, Variant

TRICKS_PER_DEAL = 8


def side(
    cards: int, der: int = 0, *, belote: int = 0, annonces: int = 0, tricks: int | None = None
) -> UnitFacts:
    """What one side earned. Without `tricks`, 152 card points mean every trick, else a share of them."""
    if tricks is None:
        tricks = TRICKS_PER_DEAL if cards == 152 else 4
    return UnitFacts(cards=cards, der=der, belote=belote, annonces=annonces, tricks_won=tricks)


def deal_names_for(
    variant: Variant,
    *,
    contract: int,
    call: str,
    special: str | None,
    taker: UnitFacts,
    taker_all_tricks: bool,
    trump: TrumpKind = TrumpKind.SUIT,
) -> dict[str, Value]:
    """The deal-level names, built as `refscore.judge.check.check_deal` builds them from a played deal."""
    mult = {
        "": 1,
        "coinche": variant.auction.coinche_multiplier,
        "surcoinche": variant.auction.surcoinche_multiplier,
    }[call]
    names: dict[str, Value] = {
        "contract": contract,
        "mult": mult,
        "coinched": call != "",
        "surcoinched": call == "surcoinche",
        "special_bid": special is not None,
        "no_trump": trump is TrumpKind.NO_TRUMP,
        "all_trump": trump is TrumpKind.ALL_TRUMP,
        "taker_side_all_tricks": taker.tricks_won == TRICKS_PER_DEAL,
        "taker_all_tricks": taker_all_tricks,
        "defence_all_tricks": taker.tricks_won == 0,
    }
    for bid in variant.auction.special_bids:
        names[f"{bid.name}_bid"] = special == bid.name
    return names


def score(
    variant: Variant,
    contract: int | str,
    taker: UnitFacts,
    defence: UnitFacts,
    call: str = "",
    *,
    taker_all_tricks: bool = False,
) -> DealScore:
    """Score one deal; `contract` is a number or the name of a special bid (`capot`, `generale`)."""
    assert taker.cards + defence.cards == 152, "a row of the table does not add up to 152 card points"
    assert (taker.der > 0) != (defence.der > 0), "exactly one side wins the last trick"
    assert taker.tricks_won + defence.tricks_won == TRICKS_PER_DEAL
    special = variant.auction.special(contract) if isinstance(contract, str) else None
    value = special.value if special is not None else int(contract)
    taker_unit, defence_unit = (name for name, _ in variant.teams)
    names = deal_names_for(
        variant,
        contract=value,
        call=call,
        special=special.name if special is not None else None,
        taker=taker,
        taker_all_tricks=taker_all_tricks,
    )
    plan = plan_of(variant)
    return plan.breakdown(plan.key(taker_unit, names, {taker_unit: taker, defence_unit: defence}))


# The scoring cases of spec/rules.md §5, as the rows name them.
MADE, FAILED = "score.made", "score.failed"
X_MADE, X_FAILED = "score.coinched-made", "score.coinched-failed"  # coinched or surcoinched
SP_MADE, SP_FAILED = "score.special-made", "score.special-failed"  # capot or générale bid


class Row(NamedTuple):
    contract: int | str
    taker: UnitFacts
    defence: UnitFacts
    call: str  # "", "coinche" or "surcoinche"
    made: bool
    rule: str  # the scoring case of spec/rules.md that applies
    scores: tuple[int, int]  # (taker's side, defence)


def run(variant_name: str, row: Row, *, taker_all_tricks: bool = False) -> None:
    variant = shipped_variant(variant_name)
    result = score(variant, row.contract, row.taker, row.defence, row.call, taker_all_tricks=taker_all_tricks)
    assert (result.made, result.case.rule) == (row.made, row.rule)
    assert pair(variant, result) == row.scores


# --------------------------------------------------------------------------------------------------
# coinche (seed 002): chute 162, capot 250; coinche doubles tricks and contract, only the winner scores
# --------------------------------------------------------------------------------------------------

COINCHE = {
    # the seed's worked example: 114 + 10 = 124 >= 110, taker 124 + 110 = 234, defence 38
    "seed002-made": Row(110, side(114, 10), side(38), "", True, MADE, (234, 38)),
    # the seed's worked example: 86 + 10 = 96 < 110, taker 0, defence 162 + 110 = 272
    "seed002-failed": Row(110, side(86, 10), side(66), "", False, FAILED, (0, 272)),
    # exactly the contract is enough: 90 + 10 = 100 >= 100, taker 100 + 100 = 200, defence 62
    "made-exactly": Row(100, side(90, 10), side(62), "", True, MADE, (200, 62)),
    # the defence took every trick: still 162 + 80 = 242, not its 162 card points + der
    "failed-defence-capot": Row(80, side(0, tricks=0), side(152, 10), "", False, FAILED, (0, 242)),
    # coinched made: (124 + 110) x 2 + 0 = 468, defence only its belote 0
    "coinched-made": Row(110, side(114, 10), side(38), "coinche", True, X_MADE, (468, 0)),
    # surcoinched made: (124 + 110) x 4 + 0 = 936
    "surcoinched-made": Row(110, side(114, 10), side(38), "surcoinche", True, X_MADE, (936, 0)),
    # failed coinched: (162 + 110) x 2 + 0 = 544
    "coinched-failed": Row(110, side(86, 10), side(66), "coinche", False, X_FAILED, (0, 544)),
    # failed surcoinched: (162 + 110) x 4 + 0 = 1088
    "surcoinched-failed": Row(110, side(86, 10), side(66), "surcoinche", False, X_FAILED, (0, 1088)),
    # the taker's belote counts toward the contract: 80 + 10 + 20 = 110 >= 110; taker 110 + 110 = 220
    "belote-taker-made": Row(110, side(80, 10, belote=20), side(72), "", True, MADE, (220, 72)),
    # failed, the taker keeps his belote: 80 + 10 + 20 = 110 < 120; taker 20, defence 162 + 120 = 282
    "belote-taker-failed": Row(120, side(80, 10, belote=20), side(72), "", False, FAILED, (20, 282)),
    # the defence's belote does not help the taker: 100 + 10 = 110 >= 100; taker 210, defence 52 + 20 = 72
    "belote-defence-made": Row(100, side(100, 10), side(52, belote=20), "", True, MADE, (210, 72)),
    # failed, the defence adds its belote: 80 + 10 = 90 < 100; defence 162 + 100 + 20 = 282
    "belote-defence-failed": Row(100, side(80, 10), side(72, belote=20), "", False, FAILED, (0, 282)),
    # coinched made, belote never multiplied: 90 + 10 + 20 = 120 >= 100; (100 + 100) x 2 + 20 = 420
    "coinched-made-belote-taker": Row(
        100, side(90, 10, belote=20), side(62), "coinche", True, X_MADE, (420, 0)
    ),
    # coinched made, the defence keeps only its belote: (110 + 100) x 2 = 420, defence 20
    "coinched-made-belote-defence": Row(
        100, side(100, 10), side(52, belote=20), "coinche", True, X_MADE, (420, 20)
    ),
    # surcoinched failed, the taker's belote never lost: 110 < 120; taker 20, defence (162 + 120) x 4 = 1128
    "surcoinched-failed-belote-taker": Row(
        120, side(80, 10, belote=20), side(72), "surcoinche", False, X_FAILED, (20, 1128)
    ),
    # coinched failed with the defence's belote: (162 + 100) x 2 + 20 = 544
    "coinched-failed-belote-defence": Row(
        100, side(80, 10), side(72, belote=20), "coinche", False, X_FAILED, (0, 544)
    ),
    # a capot made on a numbered contract simply scores its 162: 162 + 160 = 322
    "unbid-capot": Row(160, side(152, 10), side(0, tricks=0), "", True, MADE, (322, 0)),
    # capot bid made: (162 + 250) x 1 + 0 = 412
    "capot-made": Row("capot", side(152, 10), side(0, tricks=0), "", True, MADE, (412, 0)),
    # capot bid made with the belote: (162 + 250) x 1 + 20 = 432
    "capot-made-belote": Row("capot", side(152, 10, belote=20), side(0, tricks=0), "", True, MADE, (432, 0)),
    # capot bid made, coinched: (162 + 250) x 2 + 0 = 824
    "capot-made-coinched": Row("capot", side(152, 10), side(0, tricks=0), "coinche", True, X_MADE, (824, 0)),
    # capot bid failed (7 tricks of 8): defence 162 + 250 = 412, although the takers made 140 points
    "capot-failed": Row("capot", side(130, 10, tricks=7), side(22, tricks=1), "", False, FAILED, (0, 412)),
    # capot bid failed, coinched, defence belote: (162 + 250) x 2 + 20 = 844
    "capot-failed-coinched": Row(
        "capot",
        side(130, 10, tricks=7),
        side(22, belote=20, tricks=1),
        "coinche",
        False,
        X_FAILED,
        (0, 844),
    ),
}


@pytest.mark.parametrize("row", COINCHE.values(), ids=COINCHE.keys())
def test_coinche(row: Row) -> None:
    run("coinche", row)


# --------------------------------------------------------------------------------------------------
# contree (seed 001): chute 162, annonces; a coinche multiplies the contract only; capot 260 and
# générale 500 score the bid value without card points ("aucune rétribution")
# --------------------------------------------------------------------------------------------------

CONTREE = {
    # the seed-002 deal scores the same here: 124 + 110 = 234, defence 38
    "seed002-made": Row(110, side(114, 10), side(38), "", True, MADE, (234, 38)),
    # 96 < 110: defence 162 + 110 x 1 + 0 + 0 = 272
    "seed002-failed": Row(110, side(86, 10), side(66), "", False, FAILED, (0, 272)),
    # annonces count for the contract: 90 + 10 + 20 = 120 >= 110; taker 120 + 110 = 230, defence 62
    "made-annonces-taker": Row(110, side(90, 10, annonces=20), side(62), "", True, MADE, (230, 62)),
    # the defence holds the strongest annonce: taker 110 + 100 = 210, defence 52 + 50 = 102
    "made-annonces-defence": Row(100, side(100, 10), side(52, annonces=50), "", True, MADE, (210, 102)),
    # the takers' annonces are lost with the contract: 100 + 10 + 20 = 130 < 140; defence 162 + 140 = 302
    "failed-annonces-taker": Row(140, side(100, 10, annonces=20), side(52), "", False, FAILED, (0, 302)),
    # failed, the defence adds its annonces: 80 + 10 = 90 < 100; 162 + 100 x 1 + 50 = 312
    "failed-annonces-defence": Row(100, side(80, 10), side(72, annonces=50), "", False, FAILED, (0, 312)),
    # failed, defence annonces and belote: 162 + 100 + 20 + 20 = 302
    "failed-annonces-belote-defence": Row(
        100, side(80, 10), side(72, belote=20, annonces=20), "", False, FAILED, (0, 302)
    ),
    # failed, the taker keeps his belote: 90 + 10 + 20 = 120 < 130; taker 20, defence 162 + 130 = 292
    "failed-belote-taker": Row(130, side(90, 10, belote=20), side(62), "", False, FAILED, (20, 292)),
    # made, the defence keeps its belote: taker 110 + 100 = 210, defence 52 + 20 = 72
    "made-belote-defence": Row(100, side(100, 10), side(52, belote=20), "", True, MADE, (210, 72)),
    # coinched made, only the contract doubled: 110 + 20 + 100 x 2 + 0 = 330
    "coinched-made": Row(100, side(100, 10, annonces=20), side(52), "coinche", True, X_MADE, (330, 0)),
    # coinched made with the belote: 100 + 0 + 100 x 2 + 20 = 320
    "coinched-made-belote-taker": Row(
        100, side(90, 10, belote=20), side(62), "coinche", True, X_MADE, (320, 0)
    ),
    # surcoinched made, the defence only its belote: 110 + 0 + 100 x 4 + 0 = 510, defence 20
    "surcoinched-made-belote-defence": Row(
        100, side(100, 10), side(52, belote=20), "surcoinche", True, X_MADE, (510, 20)
    ),
    # coinched failed: 162 + 110 x 2 + 0 + 0 = 382
    "coinched-failed": Row(110, side(86, 10), side(66), "coinche", False, X_FAILED, (0, 382)),
    # surcoinched failed, defence annonces and belote: 162 + 110 x 4 + 50 + 20 = 672
    "surcoinched-failed": Row(
        110, side(86, 10), side(66, belote=20, annonces=50), "surcoinche", False, X_FAILED, (0, 672)
    ),
    # coinched failed, the taker keeps his belote: 120 < 130; taker 20, defence 162 + 130 x 2 = 422
    "coinched-failed-belote-taker": Row(
        130, side(90, 10, belote=20), side(62), "coinche", False, X_FAILED, (20, 422)
    ),
    # capot made without a capot bid: last trick 100, 152 + 100 = 252; taker 252 + 160 = 412
    "unbid-capot": Row(160, side(152, 100), side(0, tricks=0), "", True, MADE, (412, 0)),
    # capot bid made: 260 x 1 + 0, no card points and no annonces
    "capot-made": Row("capot", side(152, 100, annonces=50), side(0, tricks=0), "", True, SP_MADE, (260, 0)),
    # capot bid made with the belote: 260 x 1 + 20 = 280
    "capot-made-belote": Row(
        "capot", side(152, 100, belote=20), side(0, tricks=0), "", True, SP_MADE, (280, 0)
    ),
    # capot bid made, coinched, belote: 260 x 2 + 20 = 540
    "capot-made-coinched": Row(
        "capot", side(152, 100, belote=20), side(0, tricks=0), "coinche", True, SP_MADE, (540, 0)
    ),
    # capot bid made, surcoinched: 260 x 4 = 1040
    "capot-made-surcoinched": Row(
        "capot", side(152, 100), side(0, tricks=0), "surcoinche", True, SP_MADE, (1040, 0)
    ),
    # capot bid failed (7 tricks): defence 162 + 260 x 1 + 0 + 0 = 422
    "capot-failed": Row("capot", side(130, 10, tricks=7), side(22, tricks=1), "", False, SP_FAILED, (0, 422)),
    # capot bid failed, coinched, defence annonces and belote: 162 + 260 x 2 + 20 + 20 = 722
    "capot-failed-coinched": Row(
        "capot",
        side(130, 10, tricks=7),
        side(22, belote=20, annonces=20, tricks=1),
        "coinche",
        False,
        SP_FAILED,
        (0, 722),
    ),
}


@pytest.mark.parametrize("row", CONTREE.values(), ids=CONTREE.keys())
def test_contree(row: Row) -> None:
    run("contree", row)


GENERALE = {
    # générale made (the taker himself took all 8, last trick 350): 500 x 1 + 0 = 500
    "made": (Row("generale", side(152, 350), side(0, tricks=0), "", True, SP_MADE, (500, 0)), True),
    # générale made, coinched, belote: 500 x 2 + 20 = 1020
    "made-coinched": (
        Row("generale", side(152, 350, belote=20), side(0, tricks=0), "coinche", True, SP_MADE, (1020, 0)),
        True,
    ),
    # the side took every trick but the partner won one: générale failed, defence 162 + 500 = 662
    "failed-partner-trick": (
        Row("generale", side(152, 100), side(0, tricks=0), "", False, SP_FAILED, (0, 662)),
        False,
    ),
    # générale failed, surcoinched, defence belote: 162 + 500 x 4 + 20 = 2182
    "failed-surcoinched": (
        Row(
            "generale",
            side(130, 10, tricks=7),
            side(22, belote=20, tricks=1),
            "surcoinche",
            False,
            SP_FAILED,
            (0, 2182),
        ),
        False,
    ),
}


@pytest.mark.parametrize(("row", "taker_all_tricks"), GENERALE.values(), ids=GENERALE.keys())
def test_contree_generale(row: Row, taker_all_tricks: bool) -> None:
    run("contree", row, taker_all_tricks=taker_all_tricks)


# --------------------------------------------------------------------------------------------------
# coinche-5 (seed 001): contrée with bids in steps of 5
# --------------------------------------------------------------------------------------------------

COINCHE_5 = {
    # 80 + 10 = 90 >= 85: taker 90 + 85 = 175, defence 72
    "made-85": Row(85, side(80, 10), side(72), "", True, MADE, (175, 72)),
    # 90 < 95: defence 162 + 95 x 1 = 257
    "failed-95": Row(95, side(80, 10), side(72), "", False, FAILED, (0, 257)),
    # made with the defence's belote: taker 175, defence 72 + 20 = 92
    "made-belote-defence": Row(85, side(80, 10), side(72, belote=20), "", True, MADE, (175, 92)),
    # coinched made: 120 + 0 + 115 x 2 = 350
    "coinched-made-115": Row(115, side(110, 10), side(42), "coinche", True, X_MADE, (350, 0)),
    # coinched failed, defence annonces: 162 + 125 x 2 + 20 = 432
    "coinched-failed-125": Row(
        125, side(100, 10), side(52, annonces=20), "coinche", False, X_FAILED, (0, 432)
    ),
    # surcoinched failed: 162 + 105 x 4 = 582
    "surcoinched-failed-105": Row(105, side(86, 10), side(66), "surcoinche", False, X_FAILED, (0, 582)),
    # capot bid made: 260 x 1 = 260
    "capot-made": Row("capot", side(152, 100), side(0, tricks=0), "", True, SP_MADE, (260, 0)),
    # capot bid failed: 162 + 260 = 422
    "capot-failed": Row("capot", side(130, 10, tricks=7), side(22, tricks=1), "", False, SP_FAILED, (0, 422)),
}


@pytest.mark.parametrize("row", COINCHE_5.values(), ids=COINCHE_5.keys())
def test_coinche_5(row: Row) -> None:
    run("coinche-5", row)


def test_coinche_5_generale_made() -> None:
    # the taker himself took every trick: 500 x 1 = 500
    run(
        "coinche-5",
        Row("generale", side(152, 350), side(0, tricks=0), "", True, SP_MADE, (500, 0)),
        taker_all_tricks=True,
    )


# --------------------------------------------------------------------------------------------------
# officiel (seed 003): chute 160, strict majority, capot 250, each deal's score rounded to 10, 5 up
# --------------------------------------------------------------------------------------------------

OFFICIEL = {
    # strict majority: 71 + 10 = 81 >= 80 but not > 81; failed, (160 + 80) x 1 = 240
    "tie-81-81": Row(80, side(71, 10), side(81), "", False, FAILED, (0, 240)),
    # 72 + 10 = 82 > 80: made, 82 + 80 = 162 -> 160; defence 80
    "made-82-80": Row(80, side(72, 10), side(80), "", True, MADE, (160, 80)),
    # the defence's belote counts against the majority: 86 >= 80 but 86 < 76 + 20 = 96; (160 + 80) + 20 = 260
    "majority-belote-defence": Row(80, side(76, 10), side(76, belote=20), "", False, FAILED, (0, 260)),
    # and its annonces: 90 + 10 = 100 < 62 + 50 = 112; (160 + 80) x 1 + 50 = 290
    "majority-annonces-defence": Row(80, side(90, 10), side(62, annonces=50), "", False, FAILED, (0, 290)),
    # rounding, 5 up: 95 + 10 + 80 = 185 -> 190; defence 57 -> 60
    "round-185": Row(80, side(95, 10), side(57), "", True, MADE, (190, 60)),
    # rounding down: 84 + 10 + 90 = 184 -> 180; defence 68 -> 70
    "round-184": Row(90, side(84, 10), side(68), "", True, MADE, (180, 70)),
    # rounding up: 86 + 10 + 90 = 186 -> 190; defence 66 -> 70
    "round-186": Row(90, side(86, 10), side(66), "", True, MADE, (190, 70)),
    # the defence's 55 rounds up to 60; taker 97 + 10 + 100 = 207 -> 210
    "round-defence-55": Row(100, side(97, 10), side(55), "", True, MADE, (210, 60)),
    # made, defence annonces: 110 > 52 + 50 = 102; taker 110 + 80 = 190, defence 102 -> 100
    "made-annonces-defence": Row(80, side(100, 10), side(52, annonces=50), "", True, MADE, (190, 100)),
    # failed: 96 < 100; (160 + 100) x 1 = 260
    "failed": Row(100, side(86, 10), side(66), "", False, FAILED, (0, 260)),
    # failed, defence annonces and belote: (160 + 100) x 1 + 50 + 20 = 330
    "failed-annonces-belote-defence": Row(
        100, side(86, 10), side(66, belote=20, annonces=50), "", False, FAILED, (0, 330)
    ),
    # failed, the taker keeps his belote: 76 + 10 + 20 = 106 < 110; taker 20, defence 160 + 110 = 270
    "failed-belote-taker": Row(110, side(76, 10, belote=20), side(76), "", False, FAILED, (20, 270)),
    # coinched made: (107 + 0 + 100) x 2 + 0 = 414 -> 410
    "coinched-made": Row(100, side(97, 10), side(55), "coinche", True, X_MADE, (410, 0)),
    # coinched made, annonces and belote: (100 + 20 + 100) x 2 + 20 = 460
    "coinched-made-belote-annonces": Row(
        100, side(90, 10, belote=20, annonces=20), side(62), "coinche", True, X_MADE, (460, 0)
    ),
    # surcoinched made, the defence only its belote: (110 + 0 + 90) x 4 + 0 = 800, defence 20
    "surcoinched-made-belote-defence": Row(
        90, side(100, 10), side(52, belote=20), "surcoinche", True, X_MADE, (800, 20)
    ),
    # coinched failed: (160 + 110) x 2 = 540
    "coinched-failed": Row(110, side(86, 10), side(66), "coinche", False, X_FAILED, (0, 540)),
    # surcoinched failed, defence annonces and belote: (160 + 90) x 4 + 20 + 20 = 1040
    "surcoinched-failed": Row(
        90, side(76, 10), side(76, belote=20, annonces=20), "surcoinche", False, X_FAILED, (0, 1040)
    ),
    # capot made without a bid: 152 + 100 = 252, + 80 = 332 -> 330
    "unbid-capot": Row(80, side(152, 100), side(0, tricks=0), "", True, MADE, (330, 0)),
    # capot bid made: 252 + 250 = 502 -> 500
    "capot-made": Row("capot", side(152, 100), side(0, tricks=0), "", True, MADE, (500, 0)),
    # capot bid made with the belote: 252 + 20 + 250 = 522 -> 520
    "capot-made-belote": Row("capot", side(152, 100, belote=20), side(0, tricks=0), "", True, MADE, (520, 0)),
    # capot bid made, coinched: (252 + 0 + 250) x 2 + 0 = 1004 -> 1000
    "capot-made-coinched": Row(
        "capot", side(152, 100), side(0, tricks=0), "coinche", True, X_MADE, (1000, 0)
    ),
    # capot bid failed (7 tricks): (160 + 250) x 1 = 410
    "capot-failed": Row("capot", side(130, 10, tricks=7), side(22, tricks=1), "", False, FAILED, (0, 410)),
    # capot bid failed, coinched: (160 + 250) x 2 = 820
    "capot-failed-coinched": Row(
        "capot", side(130, 10, tricks=7), side(22, tricks=1), "coinche", False, X_FAILED, (0, 820)
    ),
}


@pytest.mark.parametrize("row", OFFICIEL.values(), ids=OFFICIEL.keys())
def test_officiel(row: Row) -> None:
    run("officiel", row)


def pair(variant: Variant, result: DealScore) -> tuple[int, int]:
    """(taker's side, defence) whatever the variant calls its teams."""
    taker_unit, defence_unit = (name for name, _ in variant.teams)
    return result.scores[taker_unit], result.scores[defence_unit]


def test_officiel_half_down_option() -> None:
    """`rounding.half: down` ("6 up"): only an exact half goes the other way."""
    variant = replace(shipped_variant("officiel"), rounding=Rounding("deal", 10, half_up=False))
    # 95 + 10 + 80 = 185 -> 180; 57 -> 60
    assert pair(variant, score(variant, 80, side(95, 10), side(57))) == (180, 60)
    # 86 + 10 + 90 = 186 -> 190; 66 -> 70
    assert pair(variant, score(variant, 90, side(86, 10), side(66))) == (190, 70)
    # 84 + 10 + 90 = 184 -> 180; 68 -> 70
    assert pair(variant, score(variant, 90, side(84, 10), side(68))) == (180, 70)
    # the defence's 55 is half-way: 55 -> 50; 97 + 10 + 100 = 207 -> 210
    assert pair(variant, score(variant, 100, side(97, 10), side(55))) == (210, 50)


def test_officiel_round_final_total_only_option() -> None:
    """`rounding.mode: final`: the deal's score is left as it is (95 + 10 + 80 = 185, and 57)."""
    variant = replace(shipped_variant("officiel"), rounding=Rounding("final", 10, half_up=True))
    assert pair(variant, score(variant, 80, side(95, 10), side(57))) == (185, 57)


def test_officiel_rounding_shows_in_breakdown() -> None:
    """The breakdown cites rule score.rounding with the value before rounding (185 -> 190, 57 -> 60)."""
    variant = shipped_variant("officiel")
    result = score(variant, 80, side(95, 10), side(57))
    rounded = [line for line in result.lines if line.name == "rounded"]
    assert [(line.unit, line.value, line.rule) for line in rounded] == [
        (unit, value, "score.rounding") for (unit, _), value in zip(variant.teams, (190, 60), strict=True)
    ]
    assert rounded[0].detail.startswith("185 ")
    assert rounded[1].detail.startswith("57 ")


def test_unrounded_variants_keep_odd_scores() -> None:
    """coinche does not round: 95 + 10 + 80 = 185 and 57 stay as they are."""
    variant = shipped_variant("coinche")
    assert pair(variant, score(variant, 80, side(95, 10), side(57))) == (185, 57)


# --------------------------------------------------------------------------------------------------
# Rounding.apply: nearest multiple, an exact half up ("5 up") or down ("6 up")
# --------------------------------------------------------------------------------------------------

ROUNDING = [
    # value, to, half up, half down
    (0, 10, 0, 0),
    (4, 10, 0, 0),
    (5, 10, 10, 0),  # the half
    (6, 10, 10, 10),
    (14, 10, 10, 10),
    (15, 10, 20, 10),  # the half
    (16, 10, 20, 20),
    (184, 10, 180, 180),
    (185, 10, 190, 180),  # the half
    (186, 10, 190, 190),
    (250, 10, 250, 250),
    (1004, 10, 1000, 1000),
    (1005, 10, 1010, 1000),  # the half
    (-14, 10, -10, -10),
    (-15, 10, -10, -20),  # the half: "up" is towards -10
    (-16, 10, -20, -20),
    (12, 25, 0, 0),  # an odd step has no exact half: 12 < 12.5
    (13, 25, 25, 25),
    (50, 100, 100, 0),  # the half
    (149, 100, 100, 100),
]


@pytest.mark.parametrize(("value", "to", "half_up", "half_down"), ROUNDING)
def test_rounding_apply(value: int, to: int, half_up: int, half_down: int) -> None:
    assert Rounding("deal", to, half_up=True).apply(value) == half_up
    assert Rounding("deal", to, half_up=False).apply(value) == half_down


# --------------------------------------------------------------------------------------------------
# The same deal under every variant: where the rules differ, the scores differ as the text says
# --------------------------------------------------------------------------------------------------

# contract 110, takers 86 + 10 = 96 < 110, coinched:
CROSS_VARIANT_COINCHED_FAILED = {
    "coinche": 544,  # (162 + 110) x 2
    "contree": 382,  # 162 + 110 x 2
    "coinche-5": 382,  # as contree
    "officiel": 540,  # (160 + 110) x 2
}


@pytest.mark.parametrize(("name", "defence"), CROSS_VARIANT_COINCHED_FAILED.items())
def test_same_coinched_failed_deal_per_variant(name: str, defence: int) -> None:
    variant = shipped_variant(name)
    result = score(variant, 110, side(86, 10), side(66), "coinche")
    assert not result.made
    assert pair(variant, result) == (0, defence)
