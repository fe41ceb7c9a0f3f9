"""The penalty of an illegal card (rules `penalty.*`) on the fast path, through the real command.

Why through `refscore check FILE.jsonl --format jsonl`: the point of computing the penalty in
`FastChecker` is that an illegal deal no longer goes back to the reference path; the command's
summary says how many deals did ("N by the reference path"), on both tiers (the compiled core, and
`REFSCORE_CORE=python`). The records are the worked cases of conformance/cases/penalties.json; the
expected scores are worked by hand below from spec/rules.md section 6 and /work/shared/RULES.md
("Irregularities": the side at fault loses the deal).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from refscore.fast.checker import FastChecker
from refscore.judge.auction_judge import Contract
from refscore.judge.penalty import penalty_score
from refscore.judge.scoring import UnitFacts
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import parse_trump
from refscore.render.report import penalty_to_json

HANG_GUARD = 60  # seconds: a guard against a hang, not a timing assertion
CASES = Path(__file__).resolve().parents[2] / "conformance" / "cases" / "penalties.json"
TIERS = ["compiled", "python"]


def record(case_id: str, variant: str) -> dict[str, Any]:
    cases = json.loads(CASES.read_text(encoding="utf-8"))["cases"]
    deal = dict(next(case["record"] for case in cases if case["id"] == case_id))
    deal["variant"] = variant
    return deal


def finished(case_id: str, variant: str, *cards: str) -> dict[str, Any]:
    """`record` with its last trick finished by `cards` (played after the irregularity, they change
    nothing: RULES.md), as the fast path answers only whole tricks."""
    deal = record(case_id, variant)
    deal["tricks"] = [*deal["tricks"][:-1], [*deal["tricks"][-1], *cards]]
    return deal


def check_lines(tmp_path: Path, deals: list[dict[str, Any]], tier: str) -> tuple[list[Any], str]:
    source = tmp_path / "deals.jsonl"
    source.write_text("".join(json.dumps(deal) + "\n" for deal in deals), encoding="utf-8")
    out = tmp_path / "out.jsonl"
    env = dict(os.environ)
    env.pop("REFSCORE_CORE", None)
    if tier == "python":
        env["REFSCORE_CORE"] = "python"
    completed = subprocess.run(
        [sys.executable, "-m", "refscore", "check", str(source), "--format", "jsonl", "-o", str(out)],
        capture_output=True,
        timeout=HANG_GUARD,
        check=False,
        env=env,
    )
    summary = completed.stderr.decode()
    assert "Traceback" not in summary, summary
    assert completed.returncode == 1, summary  # illegal deals: exit status 1
    return [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()], summary


@pytest.mark.parametrize("tier", TIERS)
def test_a_revoke_in_trick_3_is_scored_on_the_fast_path(tmp_path: Path, tier: str) -> None:
    deals = [
        # coinche, S takes 110 H, W deals, N leads. Trick 1 JS QS 10S KS (S's 10S wins), trick 2
        # 7H 8H JH 9H (N's JH wins), trick 3: N leads 9S, E plays 7D holding no spade but 10H and KH:
        # he had to ruff (play.must-ruff). E is the defence: the takers NS score a made contract
        # with every card point in play (152) and the dix de der (10), no capot bonus; the belote is
        # split (KH with E, QH with S): nobody's. score.made: NS 152 + 10 + 110 = 272, EW 0.
        record("penalty-revoke-trick3-defence", "coinche"),
        # The same deal, trick 3 now 9S KH QD 7S: E ruffs (he has no spade left), S, the taker,
        # plays QD holding 8S (play.follow-suit). The takers at fault: a failed contract;
        # score.failed: the defence EW 152 + 10 + 110 = 272, NS 0 (no belote, no annonces).
        record("penalty-revoke-trick3-takers", "coinche"),
        record("penalty-revoke-chien-3-taker", "chien-3"),
    ]
    results, summary = check_lines(tmp_path, deals, tier)
    assert "3 illegal" in summary and "(0 by the reference path)" in summary, summary
    assert [result["violation"]["rule"] for result in results] == [
        "play.must-ruff",
        "play.follow-suit",
        "play.follow-suit",
    ]
    assert [result["penalty"]["scores"] for result in results] == [
        {"NS": 272, "EW": 0},
        {"NS": 0, "EW": 272},
        {"A": 86, "B": 90, "C": 0},
    ]
    assert [result["penalty"]["rule"] for result in results] == ["penalty.play"] * 3
    assert [result["penalty"]["taker_at_fault"] for result in results] == [False, True, True]
    assert all(result["scores"] is None and result["status"] == "illegal" for result in results)


@pytest.mark.parametrize("tier", TIERS)
def test_the_side_at_fault_s_annonces_do_not_compete_and_a_takers_fault_is_no_litige(
    tmp_path: Path, tier: str
) -> None:
    deals = [
        # contrée, W deals, E takes 90 tout atout; W declares a carré of tens (100), S a tierce
        # (9C 8C 7C, 20). N leads AS, E plays AH holding 9S 8S (play.follow-suit): the takers at
        # fault, failed. EW's annonces do not compete: S's tierce is settled as if W's carré had
        # not been declared. score.failed: NS chute 162 + 90 + 20 = 272 (no belote in tout atout),
        # EW 0. (Before the ruling, W's carré beat the tierce and NS scored 252.)
        finished("penalty-revoke-takers-annonces-do-not-compete", "contree", "7S", "10S"),
        # classic belote, W takes hearts; N leads 8S, E 10S, S 9S, W ruffs KH holding AS
        # (play.follow-suit): no trick completed, no belote (KH W, QH N), no annonce, both totals
        # 0. Failed by the takers' fault, never a litige: NS chute 162, EW 0 (before: 0 and 0).
        record("penalty-takers-fault-never-litige", "belote"),
        # coinche-5, S takes 100 H; every player declares a carré; S revokes in trick 1: NS's
        # carrés (jacks 200, aces 100) do not compete, so EW's are settled alone: E's nines 150 +
        # W's kings 100; score.failed EW 162 + 100 + 250 + belote 20 (KH QH W) = 532, NS 0.
        finished("penalty-revoke-takers-annonces-lost", "coinche-5", "10S"),
    ]
    results, summary = check_lines(tmp_path, deals, tier)
    assert "3 illegal" in summary and "(0 by the reference path)" in summary, summary
    assert [result["penalty"]["scores"] for result in results] == [
        {"NS": 272, "EW": 0},
        {"NS": 162, "EW": 0},
        {"NS": 0, "EW": 532},
    ]
    assert [result["penalty"]["taker_at_fault"] for result in results] == [True, True, True]


def test_the_same_illegal_deal_twice_is_answered_from_the_plans_memos() -> None:
    """The same illegal deal twice: the second penalty equals the first, and every formula's value
    and working came from the plan's memos (none of them grew)."""
    deal = record("penalty-revoke-trick3-defence", "coinche")
    checker = FastChecker(shipped_variant("coinche"), compiled=False)
    first = checker.check(json.loads(json.dumps(deal)))
    plan = checker.penalties.penalty_plan
    assert plan is not None
    steps = [step for _, step in plan.quantities] + [s for case in plan.cases for s in case[:3] if s]
    sizes = [len(step.memo) for step in steps]
    assert sum(sizes) > 0
    second = checker.check(json.loads(json.dumps(deal)))
    assert first is not None and second is not None
    assert second["penalty"] == first["penalty"] and first["penalty"]["made"] is True
    assert [len(step.memo) for step in steps] == sizes


def penalty_reads_won(variant: Any, contract: Contract, irregularity: str, seat: str) -> bool:
    """Whether a penalty depends on what each side won before the irregularity, worked from the
    rule (RULES.md, penalty.play): only when the side at fault loses the deal and is the takers'
    (each defender then keeps the points he won); when the defence is at fault the takers are
    given every card point, and under void or report_only nothing is scored on the tricks."""
    if variant.penalties is None:
        return False
    mode = variant.penalties.play if irregularity == "play" else variant.penalties.false_annonce
    return mode == "side_at_fault_loses" and variant.team_of(seat) == variant.team_of(contract.taker)


@pytest.mark.parametrize(
    "text",
    [
        "extends: coinche\n",  # the shipped default: side_at_fault_loses
        "extends: chien-3\n",
        "extends: coinche\npenalties: {play: void}\n",
        "extends: coinche\npenalties: {play: report_only}\n",
    ],
)
def test_won_is_read_exactly_where_penalty_reads_won_says(make_variant: Any, text: str) -> None:
    """Where the rule does not read the tricks won (`penalty_reads_won`), other tricks won must
    not change the penalty; where it reads them, they do
    (the takers at fault under side_at_fault_loses: each defender's 0 or 30 card points show in the
    breakdown, and in his score where the variant scores a failed contract on the points)."""
    variant = make_variant(text)
    units = [unit for unit, _ in variant.teams]
    contract = Contract(variant.seats[0], 80, None, parse_trump("H", "$"), 1, None, None)
    for seat in variant.seats:
        answers = []
        for cards in (0, 30):
            won = {unit: UnitFacts(cards=cards, tricks_won=cards // 10) for unit in units}
            penalty = penalty_score(
                variant,
                contract,
                "play",
                seat,
                play_points=152,
                discard=0,
                belote_unit=None,
                annonces={},
                won=won,
            )
            assert penalty is not None
            answers.append(penalty_to_json(penalty))  # the scores and the breakdown of the facts
        assert (answers[0] != answers[1]) == penalty_reads_won(variant, contract, "play", seat), seat


@pytest.mark.parametrize("text", ["extends: coinche\n", "extends: contree\n", "extends: chien-3\n"])
def test_what_the_penalty_does_not_read_of_the_contract_does_not_change_it(
    make_variant: Any, text: str
) -> None:
    """The penalty reads of the contract only the takers' unit, value, multiplier, special bid,
    trump kind and whether it was (sur)coinched (spec/rules.md, penalty.play: the side at fault
    loses, scored by the variant's formulas, which name no seat nor suit): another taker of the
    same unit, another suit, or another defender coinching must give the same penalty."""
    variant = make_variant(text)
    seats = variant.seats
    units = [unit for unit, _ in variant.teams]
    same_unit = [s for s in seats if variant.team_of(s) == variant.team_of(seats[0])]
    others = [s for s in seats if variant.team_of(s) != variant.team_of(seats[0])]
    won = {unit: UnitFacts(cards=10 * number, tricks_won=number) for number, unit in enumerate(units)}
    for at_fault in seats:
        answers = {}
        for taker in same_unit:
            for trump in ("H", "S"):
                for coincher in others:
                    contract = Contract(taker, 100, None, parse_trump(trump, "$"), 2, coincher, None)
                    args: dict[str, Any] = {
                        "play_points": 152,
                        "discard": 0,
                        "belote_unit": units[-1],
                        "annonces": {units[0]: 20},
                        "won": won,
                    }
                    penalty = penalty_score(variant, contract, "play", at_fault, **args)
                    assert penalty is not None
                    answers[taker, trump, coincher] = penalty_to_json(penalty)
        assert len(answers) == len(same_unit) * 2 * len(others)
        first = next(iter(answers.values()))
        assert all(answer == first for answer in answers.values()), at_fault


@settings(max_examples=60, derandomize=True, deadline=None)
@given(
    name=st.sampled_from(["coinche", "contree", "chien-3", "chien-2", "coinche-5", "officiel"]),
    value=st.sampled_from([80, 90, 110, 160]),
    mult=st.sampled_from([1, 2, 4]),
    seat_number=st.integers(0, 4),
    play_points=st.sampled_from([130, 152, 162]),
    discard=st.sampled_from([0, 4, 21]),
    annonces=st.lists(st.sampled_from([0, 20, 50, 100]), min_size=5, max_size=5),
    won=st.lists(st.tuples(st.integers(0, 152), st.integers(0, 8)), min_size=5, max_size=5),
    other=st.lists(
        st.tuples(st.integers(0, 152), st.integers(0, 8), st.sampled_from([0, 20])), min_size=5, max_size=5
    ),
    belote=st.integers(-1, 4),
)
def test_deals_differing_only_in_what_the_penalty_does_not_read_share_one_penalty(
    name: str,
    value: int,
    mult: int,
    seat_number: int,
    play_points: int,
    discard: int,
    annonces: list[int],
    won: list[tuple[int, int]],
    other: list[tuple[int, int, int]],
    belote: int,
) -> None:
    """Two deals that differ only in what the penalty does not read (the annonces of the unit at
    fault, which scores none: RULES.md; the takers' own tricks won; every unit's tricks won where
    `penalty_reads_won` says they are not read) have equal penalties."""
    variant = shipped_variant(name)
    seats, units = variant.seats, [unit for unit, _ in variant.teams]
    seat = seats[seat_number % len(seats)]
    at_fault, taker_unit = variant.team_of(seat), variant.team_of(seats[0])
    contract = Contract(seats[0], value, None, parse_trump("H", "$"), mult, None, None)
    args: dict[str, Any] = {
        "play_points": play_points,
        "discard": discard,
        "belote_unit": units[belote] if 0 <= belote < len(units) else None,
        "annonces": {unit: points for unit, points in zip(units, annonces, strict=False) if points},
        "won": {unit: UnitFacts(cards=c, tricks_won=t) for unit, (c, t) in zip(units, won, strict=False)},
    }
    reads_won = penalty_reads_won(variant, contract, "play", seat)
    changed = dict(args)
    changed["annonces"] = {**args["annonces"], at_fault: 100 - args["annonces"].get(at_fault, 0)}
    changed["won"] = {
        unit: UnitFacts(cards=c, der=d, tricks_won=t)
        if unit == taker_unit or not reads_won
        else args["won"][unit]
        for unit, (c, t, d) in zip(units, other, strict=False)
    }
    first = penalty_score(variant, contract, "play", seat, **args)
    second = penalty_score(variant, contract, "play", seat, **changed)
    assert first is not None and second is not None
    assert penalty_to_json(first) == penalty_to_json(second)
