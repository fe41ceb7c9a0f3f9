"""The adapters of the public engines (conformance/adapters/): colver and belote-cli behind the protocol.

The engines are an optional extra (`pip install '.[engines]'`); without them every test here skips with
that message. Each expected score is worked by hand from the engine's own rules (its dialect,
conformance/dialects/*.yaml, read from its documentation and sources), on deals whose card points the
corpus README's table of base deals already adds up: never copied from the engine's output.
"""

from __future__ import annotations

import copy
import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

from refscore.conformance.corpus import load_corpus
from refscore.conformance.dialect import dialect_tests, load_dialect, variant_resolver
from refscore.conformance.engines import PersistentEngine
from refscore.conformance.runner import FAIL, PASS, SKIP, run_tests

ROOT = Path(__file__).resolve().parents[2]
ADAPTERS = ROOT / "conformance" / "adapters"
DIALECTS = ROOT / "conformance" / "dialects"
sys.path.insert(0, str(ADAPTERS))
sys.path.insert(0, str(ROOT / "conformance" / "examples"))

needs_colver = pytest.mark.skipif(
    importlib.util.find_spec("colver") is None,
    reason="colver is not installed: pip install '.[engines]' (colver==0.11.1)",
)
needs_belote_cli = pytest.mark.skipif(
    importlib.util.find_spec("belote") is None,
    reason="belote-cli is not installed: pip install '.[engines]' (belote-cli==4.9.6)",
)

# Deal P of the corpus README (case score-coinched-made): hearts, N leads, everybody follows; NS take
# 93 card points (tricks 1 2 3 4 7), EW 59 and the last trick's 10, so 69; S holds KH QH (belote).
DEAL_P: dict[str, Any] = {
    "dealer": "W",
    "hands": {
        "N": ["AS", "10S", "JH", "7H", "AD", "7D", "8C", "7C"],
        "E": ["KS", "7S", "9H", "8H", "10D", "8D", "AC", "QC"],
        "S": ["QS", "8S", "KH", "QH", "KD", "9D", "10C", "9C"],
        "W": ["JS", "9S", "AH", "10H", "QD", "JD", "KC", "JC"],
    },
    "tricks": [
        ["AS", "7S", "8S", "9S"],
        ["JH", "8H", "QH", "10H"],
        ["10S", "KS", "QS", "JS"],
        ["AD", "8D", "9D", "JD"],
        ["7H", "9H", "KH", "AH"],
        ["AC", "9C", "JC", "7C"],
        ["QC", "10C", "KC", "8C"],
        ["KD", "QD", "7D", "10D"],
    ],
}


def deal_p(*calls: tuple[str, str, int | None]) -> dict[str, Any]:
    record = copy.deepcopy(DEAL_P)
    record["auction"] = [
        {"seat": seat, "call": call, **({"value": value, "trump": "H"} if value is not None else {})}
        for seat, call, value in calls
    ]
    return record


def colver_answer(record: dict[str, Any]) -> dict[str, Any]:
    from colver_adapter import ColverAdapter

    variant = load_dialect(str(DIALECTS / "colver.yaml")).variant
    return ColverAdapter(name="colver").judge(
        {"question": "check", "variant": variant.data, "record": record}
    )


@needs_colver
def test_colver_made_uncoinched_scores_points_made_plus_contract() -> None:
    # S 100 hearts: NS 93 + belote 20 = 113 >= 100, made; "points faits + points demandés":
    # NS 93 + 100 + 20 = 213, EW keep their 59 + 10 = 69
    record = deal_p(
        ("N", "pass", None),
        ("E", "pass", None),
        ("S", "bid", 100),
        *[("WNE"[i], "pass", None) for i in range(3)],
    )
    assert colver_answer(record) == {"status": "legal", "made": True, "scores": {"NS": 213, "EW": 69}}


@needs_colver
def test_colver_coinched_made_takes_162_plus_the_contract_doubled() -> None:
    # coinched by W and made: the takers take all 162, plus 100 x 2, plus the belote: 382; EW 0
    record = deal_p(
        ("N", "pass", None), ("E", "pass", None), ("S", "bid", 100), ("W", "coinche", None),
        ("N", "pass", None), ("E", "pass", None), ("S", "pass", None),
    )  # fmt: skip
    assert colver_answer(record)["scores"] == {"NS": 382, "EW": 0}


@needs_colver
def test_colver_surcoinche_multiplies_by_three_and_ends_the_auction() -> None:
    # surcoinched by N (x3, README "surcoinche (x3)"): 162 + 100 x 3 + 20 = 482
    record = deal_p(
        ("N", "pass", None),
        ("E", "pass", None),
        ("S", "bid", 100),
        ("W", "coinche", None),
        ("N", "surcoinche", None),
    )
    assert colver_answer(record)["scores"] == {"NS": 482, "EW": 0}


@needs_colver
def test_colver_chute_gives_the_defence_the_takers_belote() -> None:
    # S 120 hearts: 93 + 20 = 113 < 120, failed; EW take 162 + 120 and the takers' belote: 302
    record = deal_p(
        ("N", "pass", None),
        ("E", "pass", None),
        ("S", "bid", 120),
        *[("WNE"[i], "pass", None) for i in range(3)],
    )
    assert colver_answer(record) == {"status": "legal", "made": False, "scores": {"NS": 0, "EW": 302}}


@needs_colver
def test_colver_refused_card_names_the_rule() -> None:
    # trick 1: E holds KS 7S and must follow the AS lead; 8H instead breaks play.follow-suit
    record = deal_p(
        ("N", "pass", None),
        ("E", "pass", None),
        ("S", "bid", 100),
        *[("WNE"[i], "pass", None) for i in range(3)],
    )
    record["tricks"][0] = ["AS", "8H", "8S", "9S"]
    answer = colver_answer(record)
    assert answer["status"] == "illegal"
    assert answer["violation"] == {"rule": "play.follow-suit", "phase": "play", "place": "$.tricks[0][1]"}


@needs_colver
def test_colver_bid_off_the_ladder_names_the_rule() -> None:
    # colver bids go by 10: a bid of 105 is off the ladder (auction.bid-step)
    record = deal_p(("N", "pass", None), ("E", "bid", 105))
    assert colver_answer(record)["violation"]["rule"] == "auction.bid-step"


BELOTE_LITIGE = ROOT / "conformance" / "deals" / "belote-litige.json"


def belote_cli_answer(record: dict[str, Any]) -> dict[str, Any]:
    from belote_cli_adapter import BeloteCliAdapter

    variant = load_dialect(str(DIALECTS / "belote-cli.yaml")).variant
    return BeloteCliAdapter(name="belote-cli").judge(
        {"question": "check", "variant": variant.data, "record": record}
    )


@needs_belote_cli
def test_belote_cli_litige() -> None:
    # the deal's comment: EW (W named hearts) 71 + 10 = 81, NS 81, nobody holds an annonce or the
    # belote: equal totals, a litige: the takers score nothing, the defence its 81 (the claim agrees)
    import json

    record = json.loads(BELOTE_LITIGE.read_text(encoding="utf-8"))
    assert belote_cli_answer(record) == {"status": "legal", "made": False, "scores": {"NS": 81, "EW": 0}}


@needs_belote_cli
def test_belote_cli_refused_card_names_the_rule() -> None:
    # trick 1 of the litige deal: N leads 8S, E holds 10S KS and must follow; 7D breaks play.follow-suit
    import json

    record = json.loads(BELOTE_LITIGE.read_text(encoding="utf-8"))
    record["tricks"][0] = ["8S", "7D", "9S", "AS"]
    answer = belote_cli_answer(record)
    assert answer["violation"] == {"rule": "play.follow-suit", "phase": "play", "place": "$.tricks[0][1]"}


@needs_belote_cli
def test_belote_cli_skips_a_record_whose_annonces_it_cannot_be_told() -> None:
    # W holds no sequence: a declared tierce is not what belote-cli finds by itself, so the adapter skips
    import json

    record = json.loads(BELOTE_LITIGE.read_text(encoding="utf-8"))
    record["annonces"] = [{"seat": "N", "cards": ["7S", "8S", "9S"]}]
    assert belote_cli_answer(record)["status"] == "skipped"


def _protocol_run(adapter: str, dialect: str, count: int) -> Any:
    chosen = load_dialect(str(DIALECTS / dialect))
    tests = dialect_tests(load_corpus(ROOT / "conformance"), chosen, seeds=count)[-count:]
    engine = PersistentEngine([sys.executable, str(ADAPTERS / adapter)], resolve=variant_resolver([chosen]))
    return run_tests(tests, engine, engine_label=adapter)


@needs_colver
def test_colver_through_the_protocol_agrees_with_its_dialect() -> None:
    # seeded deals of the dialect, one process: colver must score every one as the dialect does
    report = _protocol_run("colver_adapter.py", "colver.yaml", 60)
    assert report.processes == 1
    assert [r.test.key for r in report.results if r.outcome == FAIL] == []
    assert report.count(PASS) == 60


@needs_belote_cli
def test_belote_cli_through_the_protocol_skips_what_it_lacks() -> None:
    # belote-cli has no coinche: the start answer says so, and a coinche case is skipped, not failed
    chosen = load_dialect(str(DIALECTS / "belote-cli.yaml"))
    tests = [
        t
        for t in dialect_tests(load_corpus(ROOT / "conformance"), chosen, seeds=0)
        if "coinche" in t.case.features
    ]
    assert tests, "the corpus has a belote case with a coinche"
    engine = PersistentEngine(
        [sys.executable, str(ADAPTERS / "belote_cli_adapter.py")], resolve=variant_resolver([chosen])
    )
    report = run_tests(tests, engine, engine_label="belote-cli")
    assert {r.outcome for r in report.results} == {SKIP}
    assert "coinche" in report.results[0].message
