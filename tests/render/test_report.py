"""The machine-readable result (refscore.render.report, spec/result.schema.json) and the shipped deal records
(spec/deal.schema.json).

Every result built here is validated against the published schema, so a change to `result_to_json`
that the schema does not describe fails here. The illegal deals are made from the seed 002 example
by hand, and the expected rule, seat and legal cards are worked out in the comments.
"""

from __future__ import annotations

import copy
import importlib
import json
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from click.testing import CliRunner

from refscore.judge.check import check_deal
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_names, shipped_variant
from refscore.model.record import read_record
from refscore.render.report import RESULT_FORMAT, exit_code, result_to_json

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "spec"
DEALS = sorted((ROOT / "conformance" / "deals").glob("*.json"))
MADE = ROOT / "conformance" / "deals" / "seed002-made.json"
FAILED = ROOT / "conformance" / "deals" / "seed002-failed.json"
BELOTE = ROOT / "conformance" / "deals" / "belote-litige.json"


@cache
def validator(schema_file: str) -> jsonschema.protocols.Validator:
    schema = json.loads((SPEC / schema_file).read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def assert_valid(instance: Any, schema_file: str) -> None:
    errors = sorted(
        validator(schema_file).iter_errors(instance), key=lambda e: list(map(str, e.absolute_path))
    )
    assert not errors, "\n".join(f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in errors)


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def judge(
    record: dict[str, Any], variant: str | None = None, file: str | None = "deal.json"
) -> dict[str, Any]:
    """Check a record as `refscore check --format json` does, and validate the result against the schema."""
    loaded = shipped_variant(variant or record["variant"])
    result = check_deal(read_record(record, loaded), loaded)
    out = result_to_json(result, file)
    assert_valid(out, "result.schema.json")
    assert out["exit_code"] == exit_code(result)
    assert json.loads(json.dumps(out)) == out, "the result must survive a JSON round trip"
    return out


# -- the schemas themselves ------------------------------------------------------------------------


@pytest.mark.parametrize("schema_file", ["result.schema.json", "deal.schema.json", "variant.schema.json"])
def test_schemas_are_valid_draft_2020_12(schema_file: str) -> None:
    schema = json.loads((SPEC / schema_file).read_text(encoding="utf-8"))
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    validator(schema_file)


def test_result_schema_names_the_format_of_report_py() -> None:
    schema = json.loads((SPEC / "result.schema.json").read_text(encoding="utf-8"))
    assert schema["properties"]["format"]["const"] == RESULT_FORMAT


# -- the shipped deals -----------------------------------------------------------------------------


def test_there_are_shipped_deals() -> None:
    assert len(DEALS) >= 2


@pytest.mark.parametrize("path", DEALS, ids=lambda p: p.stem)
def test_shipped_deal_is_valid_against_the_deal_schema(path: Path) -> None:
    assert_valid(load(path), "deal.schema.json")


@pytest.mark.parametrize("path", DEALS, ids=lambda p: p.stem)
def test_shipped_deal_result_is_valid_and_confirms_its_claim(path: Path) -> None:
    record = load(path)
    out = judge(record, file=str(path))
    assert out["format"] == "refscore-result/1"
    assert out["file"] == str(path)
    assert out["variant"] == record["variant"]
    assert out["status"] == "legal"
    assert out["exit_code"] == 0
    assert out["violation"] is None
    assert len(out["tricks"]) == shipped_variant(record["variant"]).hand_size
    assert out["claim"] == {"claimed": record["claim"], "confirmed": True}
    assert out["scores"] == record["claim"]


def test_seed002_made_result_fields() -> None:
    """Contract 110 hearts by S; the takers make 124 (114 in cards + 10 de der): 234 to 38."""
    out = judge(load(MADE))
    assert out["contract"] == {
        "taker": "S",
        "side": "NS",
        "value": 110,
        "special": None,
        "trump": "H",
        "mult": 1,
        "coinched_by": None,
        "surcoinched_by": None,
    }
    assert out["made"] is True
    assert out["units"]["NS"] == {
        "cards": 114,
        "der": 10,
        "belote": 0,
        "annonces": 0,
        "discard": 0,
        "tricks_won": 6,
    }
    assert out["units"]["EW"] == {
        "cards": 38,
        "der": 0,
        "belote": 0,
        "annonces": 0,
        "discard": 0,
        "tricks_won": 2,
    }
    assert out["tricks"][1] == {
        "number": 2,
        "leader": "S",
        "cards": [
            {"seat": "S", "card": "7H"},
            {"seat": "W", "card": "8H"},
            {"seat": "N", "card": "JH"},
            {"seat": "E", "card": "9H"},
        ],
        "winner": "N",
        "points": 34,
    }
    lines = {(line["unit"], line["name"]): line for line in out["breakdown"]}
    assert lines[("NS", "deal score")]["value"] == 234
    assert lines[("NS", "deal score")]["rule"] == "score.made"
    assert lines[(None, "contract made")]["value"] is True
    assert lines[(None, "contract")]["rule"] == "score.multiplier"


def test_seed002_failed_result_fields() -> None:
    """The takers make 96 of 110: dedans, 0 for them, 162 + 110 = 272 for the defence."""
    out = judge(load(FAILED))
    assert out["made"] is False
    assert out["scores"] == {"NS": 0, "EW": 272}
    case = next(line for line in out["breakdown"] if line["name"] == "case")
    assert case["rule"] == "score.failed"


# -- an illegal card -------------------------------------------------------------------------------


def test_failing_to_follow_suit_is_illegal() -> None:
    """Swap two cards North plays: 10D in trick 5 with 8C in trick 7.

    Trick 5 is led by S with JD (W plays AC, N 10D, E AD); trick 7 by S with KC (W QC, N 8C, E 7D).
    North is third to play in both, index 2. After the swap North plays 8C on a diamond lead while
    still holding 8D and 10D (his hand is then AS 8D 10D 8C): rule play.follow-suit, trick 5, card 3.
    Tricks 1 to 4 were legal and stay in the result.
    """
    record = load(MADE)
    fifth, seventh = record["tricks"][4], record["tricks"][6]
    assert (fifth[2], seventh[2]) == ("10D", "8C")
    fifth[2], seventh[2] = seventh[2], fifth[2]

    out = judge(record)
    assert out["status"] == "illegal"
    assert out["exit_code"] == 1
    assert out["violation"] == {
        "rule": "play.follow-suit",
        "rule_title": "Follow suit",
        "phase": "play",
        "place": "$.tricks[4][2]",
        "where": "trick 5, card 3",
        "seat": "N",
        "action": "8C",
        "message": out["violation"]["message"],
        "legal": ["8D", "10D"],
    }
    assert "N played 8C" in out["violation"]["message"]
    assert [trick["number"] for trick in out["tricks"]] == [1, 2, 3, 4]
    assert out["made"] is None and out["scores"] is None
    assert out["units"] == {} and out["breakdown"] == []
    assert out["claim"] == {"claimed": {"NS": 234, "EW": 38}, "confirmed": None}


def test_swapping_two_cards_inside_a_trick_plays_a_card_not_held() -> None:
    """Inside one trick a swap gives each player the other's card: trick 1 becomes JS 10S QS KS.

    East, second to play, now plays 10S, which South holds: rule play.card-held. East's only legal
    card on the spade lead was his only spade, QS.
    """
    record = load(MADE)
    first = record["tricks"][0]
    first[1], first[2] = first[2], first[1]

    out = judge(record)
    assert out["status"] == "illegal"
    assert out["exit_code"] == 1
    violation = out["violation"]
    assert (violation["rule"], violation["seat"], violation["action"]) == ("play.card-held", "E", "10S")
    assert (violation["place"], violation["where"]) == ("$.tricks[0][1]", "trick 1, card 2")
    assert violation["legal"] == ["QS"]
    assert out["tricks"] == []


def test_illegal_object_form_trick_points_into_cards() -> None:
    """The object form {"leader", "cards"} puts the card under `.cards` in the path."""
    record = load(MADE)
    fifth, seventh = record["tricks"][4], record["tricks"][6]
    fifth[2], seventh[2] = seventh[2], fifth[2]
    record["tricks"][4] = {"leader": "S", "cards": fifth}
    out = judge(record)
    assert out["violation"]["place"] == "$.tricks[4].cards[2]"
    assert out["violation"]["rule"] == "play.follow-suit"


def test_an_illegal_call_is_reported_in_the_auction_phase() -> None:
    """W deals, so N speaks first; a record that starts with E calls out of turn."""
    record = load(MADE)
    record["auction"][0]["seat"] = "E"
    out = judge(record)
    assert out["status"] == "illegal"
    assert out["contract"] is None
    violation = out["violation"]
    assert (violation["rule"], violation["phase"], violation["place"]) == (
        "auction.turn",
        "auction",
        "$.auction[0]",
    )
    assert (violation["where"], violation["seat"], violation["action"]) == ("call 1", "E", "pass")
    assert out["tricks"] == []


def test_turned_card_not_in_the_takers_hand_is_a_deal_violation() -> None:
    """Classic belote: W takes hearts in the second round, so W must hold the turned card.

    With 7S (North's) written as the turned card, the deal itself is wrong: rule deal.turned, phase
    deal, reported against the taker.
    """
    record = load(BELOTE)
    record["turned"] = "7S"
    out = judge(record)
    assert out["status"] == "illegal"
    assert out["exit_code"] == 1
    violation = out["violation"]
    assert (violation["rule"], violation["phase"], violation["place"]) == ("deal.turned", "deal", "$.turned")
    assert (violation["seat"], violation["action"]) == ("W", "7S")
    assert out["contract"] is not None and out["contract"]["value"] == 0


def test_classic_belote_take_fields() -> None:
    """Eight passes would be a redeal; here W takes in the second round, naming hearts."""
    out = judge(load(BELOTE))
    assert out["contract"] is not None
    assert (out["contract"]["taker"], out["contract"]["trump"], out["contract"]["mult"]) == ("W", "H", 1)
    assert out["contract"]["special"] is None


# -- a wrong claim ---------------------------------------------------------------------------------


def test_wrong_claim_is_refuted_with_the_correct_scores() -> None:
    record = load(MADE)
    record["claim"] = {"NS": 224, "EW": 38}
    out = judge(record)
    assert out["status"] == "wrong_claim"
    assert out["exit_code"] == 1
    assert out["violation"] == {
        "rule": "claim.match",
        "rule_title": "The score the table wrote down",
        "phase": "claim",
        "place": "$.claim",
        "where": "claimed score",
        "seat": None,
        "action": None,
        "message": "NS claimed 224, the rules give 234 (by rule score.made)",
        "legal": ["NS 234", "EW 38"],
    }
    assert out["scores"] == {"NS": 234, "EW": 38}
    assert out["made"] is True
    assert out["claim"] == {"claimed": {"NS": 224, "EW": 38}, "confirmed": False}


def test_wrong_claim_on_a_failed_contract_names_the_failed_case() -> None:
    """Forgetting the contract in the chute: 162 instead of 162 + 110."""
    record = load(FAILED)
    record["claim"] = {"NS": 0, "EW": 162}
    out = judge(record)
    assert out["status"] == "wrong_claim"
    assert out["violation"]["message"] == "EW claimed 162, the rules give 272 (by rule score.failed)"
    assert out["violation"]["legal"] == ["NS 0", "EW 272"]


def test_a_partial_claim_checks_only_the_units_it_names() -> None:
    record = load(MADE)
    record["claim"] = {"EW": 38}
    out = judge(record)
    assert out["status"] == "legal"
    assert out["claim"] == {"claimed": {"EW": 38}, "confirmed": True}


# -- the other statuses ----------------------------------------------------------------------------


def test_redeal_result() -> None:
    record = load(MADE)
    record["auction"] = [{"seat": seat, "call": "pass"} for seat in "NESW"]
    del record["tricks"]
    record["claim"] = {"NS": 0, "EW": 0}
    out = judge(record)
    assert out["status"] == "redeal"
    assert out["exit_code"] == 0
    assert out["contract"] is None and out["made"] is None
    assert out["scores"] == {"NS": 0, "EW": 0}
    assert out["claim"] == {"claimed": {"NS": 0, "EW": 0}, "confirmed": True}
    assert out["notes"]


def test_wrong_claim_on_a_redeal() -> None:
    """Everybody passed, so every unit scores 0 (rule score.redeal); a claim of 10 is refuted, and
    the result shows the zeros it was compared with (spec/README.md, section Results)."""
    record = load(MADE)
    record["auction"] = [{"seat": seat, "call": "pass"} for seat in "NESW"]
    del record["tricks"]
    record["claim"] = {"NS": 10, "EW": 0}
    out = judge(record)
    assert out["status"] == "wrong_claim"
    assert out["violation"]["message"] == "NS claimed 10, the rules give 0 (by rule score.redeal)"
    assert out["scores"] == {"NS": 0, "EW": 0} and out["contract"] is None


def test_incomplete_play_result() -> None:
    record = load(MADE)
    record["tricks"][-1] = record["tricks"][-1][:2]
    out = judge(record)
    assert out["status"] == "incomplete"
    assert out["exit_code"] == 0
    assert out["tricks"][-1]["winner"] is None
    assert out["scores"] is None and out["made"] is None
    assert out["claim"] == {"claimed": {"NS": 234, "EW": 38}, "confirmed": None}


def test_incomplete_auction_result() -> None:
    record = load(MADE)
    record["auction"] = record["auction"][:4]
    del record["tricks"]
    out = judge(record)
    assert out["status"] == "incomplete"
    assert out["contract"] is None
    assert out["tricks"] == []


def test_coinched_contract_fields() -> None:
    """S bids 110 hearts, W coinches, then N, E and S pass: coinched, multiplier 2."""
    record = load(MADE)
    record["auction"] = [
        *record["auction"][:3],
        {"seat": "W", "call": "coinche"},
        {"seat": "N", "call": "pass"},
        {"seat": "E", "call": "pass"},
        {"seat": "S", "call": "pass"},
    ]
    del record["claim"]
    out = judge(record)
    assert out["status"] == "legal"
    assert out["claim"] is None
    assert (out["contract"]["coinched_by"], out["contract"]["surcoinched_by"], out["contract"]["mult"]) == (
        "W",
        None,
        2,
    )
    # coinche: (points without belote + contract) x 2 + belote; the defence only its belote
    assert out["scores"] == {"NS": (124 + 110) * 2, "EW": 0}


def test_file_may_be_null() -> None:
    out = judge(load(MADE), file=None)
    assert out["file"] is None


@pytest.mark.parametrize("name", shipped_names())
def test_random_deals_of_every_shipped_variant_give_valid_results(name: str) -> None:
    variant = shipped_variant(name)
    for seed in range(4):
        record = random_deal(variant, seed)
        assert_valid(record, "deal.schema.json")
        out = judge(record, name)
        assert out["status"] == "legal", out["violation"]
        assert set(out["scores"]) == {unit for unit, _ in variant.teams}


def test_cli_json_output_is_the_result(tmp_path: Path) -> None:
    cli = importlib.import_module("refscore.cli.main").cli
    record = load(MADE)
    record["claim"] = {"NS": 224, "EW": 38}
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    done = CliRunner().invoke(cli, ["check", str(path), "--format", "json"])
    assert done.exit_code == 1
    out = json.loads(done.output)
    assert_valid(out, "result.schema.json")
    # the single-deal output opens with what to write: seed 002's NS 234, EW 38 (the claim of 224 is wrong)
    assert next(iter(out)) == "to_write"
    assert out.pop("to_write")["scores"] == {"NS": 234, "EW": 38}
    assert out == judge(copy.deepcopy(record), file=str(path))
