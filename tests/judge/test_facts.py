"""Scoring from the facts a table wrote down (`refscore.judge.facts_check`, RULES.md "Scoring from what the
table wrote down"): worked examples by hand, refused facts, the one-line form, and the property that a full
deal's facts score exactly as the deal."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from refscore.cli.main import cli

from refscore.judge.check import check_deal
from refscore.judge.facts_check import FactsError, facts_of_result, read_facts, score_facts
from refscore.judge.generate import random_deal
from refscore.load.facts_line import FactsLineError, parse_facts_line
from refscore.load.variant_loader import shipped_names, shipped_variant
from refscore.model.record import read_record


def scored(variant: str, data: dict[str, Any]) -> tuple[dict[str, int], str]:
    result = score_facts(read_facts(data, shipped_variant(variant)))
    assert result.score is not None
    return dict(result.scores or {}), result.score.case.rule


# --- worked by hand from RULES.md -------------------------------------------------------------------


def test_seed002_made() -> None:
    # RULES.md `coinche`: 110 hearts, taker makes 124 (card points with the dix de der).
    # Made (124 >= 110): takers 124 + 110 = 234; defence its own 162 - 124 = 38 (rule score.made).
    assert scored("coinche", {"taker": "S", "contract": 110, "trump": "H", "points": {"NS": 124}}) == (
        {"NS": 234, "EW": 38},
        "score.made",
    )


def test_seed002_failed() -> None:
    # Taker makes 96 < 110: failed; takers 0 (no belote), defence 162 + 110 = 272 (rule score.failed).
    assert scored("coinche", {"taker": "S", "contract": 110, "trump": "H", "points": {"NS": 96}}) == (
        {"NS": 0, "EW": 272},
        "score.failed",
    )


def test_contree_coinched_failed_with_belote() -> None:
    # contrée, 100 hearts by N coinched by E (x2); NS took 72 with the dix de der and hold the belote.
    # Takers' total 72 + 20 = 92 < 100: failed. RULES.md `contree`, coinched and failed: defence
    # 162 + 2 x 100 + its annonces (0) + its belote (0) = 362; the takers keep their belote, 20.
    assert scored(
        "contree",
        {"taker": "N", "contract": 100, "trump": "H", "coinche": "E", "points": {"NS": 72}, "belote": "N"},
    ) == ({"NS": 20, "EW": 362}, "score.coinched-failed")


def test_coinche_surcoinched_made() -> None:
    # coinche, 80 spades by S coinched by W, surcoinched by N (x4); NS 100 with the dix de der, EW the
    # belote. Made (100 >= 80). RULES.md: taker = (points without belote + contract) x 4 + belote
    # = (100 + 80) x 4 = 720; the defence scores only its belote, 20.
    assert scored(
        "coinche",
        {
            "taker": "S",
            "contract": 80,
            "trump": "S",
            "coinche": "W",
            "surcoinche": "N",
            "points": {"NS": 100},
            "belote": "E",
        },
    ) == ({"NS": 720, "EW": 20}, "score.coinched-made")


def test_capot_bid_made_in_contree() -> None:
    # contrée, capot (260) in hearts by N, NS take every trick, N holds the belote: RULES.md, capot
    # made -> bid value x mult + belote = 260 + 20 = 280; the defence only its belote, 0.
    assert scored(
        "contree", {"taker": "N", "contract": "capot", "trump": "H", "capot": "NS", "belote": "N"}
    ) == ({"NS": 280, "EW": 0}, "score.special-made")


def test_officiel_strict_majority_and_rounding() -> None:
    # officiel, 80 clubs by E, EW 81 with the dix de der: 81 >= 80 and 81 > 81? no -> failed
    # (RULES.md `officiel`: made iff >= contract AND strictly more than the defence).
    # Defence NS: 160 + 80 = 240, rounded to the nearest ten: 240. Takers 0.
    assert scored("officiel", {"taker": "E", "contract": 80, "trump": "C", "points": {"EW": 81}}) == (
        {"NS": 240, "EW": 0},
        "score.failed",
    )


def test_classic_belote_litige() -> None:
    # belote: N takes hearts; NS 81, EW 81 (dix de der included), no belote: litige (RULES.md `belote`)
    # -> the takers keep only their belote (0), the defence scores its own total, 81.
    assert scored("belote", {"taker": "N", "trump": "H", "points": {"NS": 81}}) == (
        {"NS": 0, "EW": 81},
        "score.litige",
    )


def test_annonces_count_in_contree() -> None:
    # contrée, 120 diamonds by S; NS 110 with the dix de der and a cinquante (50) as the best annonce.
    # 110 + 50 = 160 >= 120: made; NS 110 + 50 + 120 = 280, EW 162 - 110 = 52.
    assert scored(
        "contree",
        {"taker": "S", "contract": 120, "trump": "D", "points": {"NS": 110}, "annonces": {"NS": 50}},
    ) == ({"NS": 280, "EW": 52}, "score.made")


# --- facts no deal could have -------------------------------------------------------------------------

REFUSED = [
    ("coinche", {"taker": "S", "contract": 110, "trump": "H", "points": {"NS": 170}}, "$.points"),
    ("coinche", {"taker": "S", "contract": 110, "trump": "H", "cards": {"NS": 153, "EW": 0}}, "$.cards"),
    ("coinche", {"taker": "S", "contract": 110, "trump": "H", "cards": {"NS": 151}, "der": "NS"}, "$.cards"),
    (
        "coinche",
        {"taker": "S", "contract": 110, "trump": "H", "capot": "NS", "points": {"EW": 10}},
        "$.points.EW",
    ),
    (
        "contree",
        {"taker": "N", "contract": 100, "trump": "SA", "points": {"NS": 90}, "belote": "N"},
        "$.belote",
    ),
    (
        "coinche",
        {"taker": "S", "contract": 110, "trump": "H", "surcoinche": "N", "points": {"NS": 90}},
        "$.surcoinche",
    ),
    (
        "coinche",
        {"taker": "S", "contract": 110, "trump": "H", "coinche": "N", "points": {"NS": 90}},
        "$.coinche",
    ),
    (
        "coinche",
        {"taker": "S", "contract": 110, "trump": "H", "points": {"NS": 90}, "annonces": {"NS": 20}},
        "$.annonces",
    ),
    (
        "contree",
        {"taker": "S", "contract": 110, "trump": "H", "points": {"NS": 90}, "annonces": {"NS": 30}},
        "$.annonces.NS",
    ),
    (
        "contree",
        {"taker": "S", "contract": 110, "trump": "H", "points": {"NS": 90}, "annonces": {"NS": 20, "EW": 50}},
        "$.annonces",
    ),
    ("coinche", {"taker": "S", "contract": 115, "trump": "H", "points": {"NS": 90}}, "$.contract"),
    ("coinche", {"taker": "S", "contract": 110, "trump": "TA", "points": {"NS": 90}}, "$.trump"),
    ("belote", {"taker": "S", "contract": 110, "trump": "H", "points": {"NS": 90}}, "$.contract"),
    ("coinche", {"taker": "X", "contract": 110, "trump": "H", "points": {"NS": 90}}, "$.taker"),
    ("coinche", {"taker": "S", "contract": 110, "trump": "H", "points": {"XY": 90}}, "$.points.XY"),
    ("coinche", {"taker": "S", "contract": 110, "trump": "H", "points": {"NS": 90}, "hands": 1}, "$"),
    (
        "coinche",
        {"taker": "S", "contract": 110, "trump": "H", "points": {"NS": 90}, "tricks": {"NS": 8, "EW": 0}},
        "$.tricks",
    ),
    (
        "chien-3",
        {
            "taker": "A",
            "contract": 80,
            "trump": "H",
            "cards": {"A": 10, "B": 70, "C": 72},
            "der": "B",
            "tricks": {"A": 0, "B": 5, "C": 5},
        },
        "$.tricks",
    ),
]


@pytest.mark.parametrize(("variant", "data", "place"), REFUSED)
def test_impossible_facts_refused(variant: str, data: dict[str, Any], place: str) -> None:
    with pytest.raises(FactsError) as caught:
        read_facts(data, shipped_variant(variant))
    assert caught.value.exit_code == 2
    assert caught.value.place == place, str(caught.value)


def test_score_depending_on_the_last_trick_needs_der() -> None:
    # belote (classic): NS and EW each 76 card points without the dix de der. With the last trick NS
    # have 86 > 76 and make it; without it they have 76 < 86 and fail: the facts must say `der`.
    data = {"taker": "N", "trump": "H", "cards": {"NS": 76, "EW": 76}}
    with pytest.raises(FactsError, match="last trick"):
        read_facts(data, shipped_variant("belote"))
    made = scored("belote", {**data, "der": "NS"})
    # NS 76 + 10 = 86 > 76: made; each side scores its own points (score.made): NS 86, EW 76.
    assert made == ({"NS": 86, "EW": 76}, "score.made")


# --- the one-line form -------------------------------------------------------------------------------


def test_line_reads_the_issue_example() -> None:
    data = parse_facts_line("contree 100H by N coinche E points NS 72 belote N")
    assert data == {
        "variant": "contree",
        "taker": "N",
        "contract": 100,
        "trump": "H",
        "coinche": "E",
        "points": {"NS": 72},
        "belote": "N",
    }


def test_line_french_words_and_separators() -> None:
    data = parse_facts_line("capot ♠ par S; contre E; surcontre N; capot NS; écrit NS 1040 EW 0")
    # the trump is read into the record's spelling (♠ is S), so the line echoes it in one form
    assert data["contract"] == "capot" and data["trump"] == "S" and data["capot"] == "NS"
    assert data["coinche"] == "E" and data["surcoinche"] == "N" and data["claim"] == {"NS": 1040, "EW": 0}


@pytest.mark.parametrize(
    "line",
    ["110H S points NS 90", "by S", "110 by S", "110H by S points", "110H by S wat 3", "a b 110H by S"],
)
def test_bad_lines_refused(line: str) -> None:
    with pytest.raises(FactsLineError):
        parse_facts_line(line)


# --- the command ---------------------------------------------------------------------------------


def test_score_command_text_json_and_exit_codes(tmp_path: Path) -> None:
    runner = CliRunner()
    out = runner.invoke(cli, ["score", "--line", "contree 100H by N coinche E points NS 72 belote N"])
    assert out.exit_code == 0, out.output
    assert "NS 20, EW 362" in out.output and "score.coinched-failed" in out.output
    fr = runner.invoke(cli, ["score", "-l", "coinche 110H by S points NS 124", "--lang", "fr"])
    # French tables write the side Est-Ouest as EO
    assert fr.exit_code == 0 and "La marque" in fr.output and "NS 234, EO 38" in fr.output
    record = tmp_path / "f.json"
    record.write_text(
        json.dumps(
            {
                "variant": "coinche",
                "taker": "S",
                "contract": 110,
                "trump": "H",
                "points": {"NS": 96},
                "claim": {"NS": 0, "EW": 262},
            }
        )
    )
    result = runner.invoke(cli, ["score", str(record), "--format", "json"])
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["scores"] == {"NS": 0, "EW": 272} and data["status"] == "wrong_claim"
    assert any(line["rule"] == "score.failed" for line in data["breakdown"])
    options = runner.invoke(
        cli,
        ["score", "-v", "coinche", "--taker", "S", "--contract", "110", "--trump", "H", "--points", "NS=124"],
    )
    assert options.exit_code == 0 and "NS 234, EW 38" in options.output
    bad = runner.invoke(cli, ["score", "--line", "coinche 110H by S points NS 170"])
    assert bad.exit_code == 2 and "points" in bad.output


def test_score_json_validates_against_the_result_schema() -> None:
    import jsonschema

    from refscore.base.resources import read_text
    from refscore.render.report import result_to_json

    schema = json.loads(read_text("spec", "result.schema.json"))
    result = score_facts(read_facts(parse_facts_line("110H by S points NS 124"), shipped_variant("coinche")))
    jsonschema.validate(result_to_json(result, None), schema)


# --- the property: a deal's facts score as the deal ------------------------------------------------


@settings(max_examples=150, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(shipped_names()), seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_facts_of_a_deal_score_as_the_deal(name: str, seed: int) -> None:
    variant = shipped_variant(name)
    record = read_record(random_deal(variant, seed, coinche_rate=0.4), variant)
    checked = check_deal(record, variant)
    if checked.score is None:
        return  # a redeal: nothing to compare
    facts = facts_of_result(checked)
    again = score_facts(read_facts(json.loads(json.dumps(facts)), variant))
    assert again.scores == checked.scores
    assert again.score is not None
    assert again.score.made == checked.score.made
    assert again.score.case.rule == checked.score.case.rule
    assert [line for line in again.lines if line.name != "annonce"] == [
        line for line in checked.lines if line.name != "annonce"
    ]
    # As a table writes it: points with the dix de der, neither who took the last trick nor the
    # tricks. The score is the same, or the facts are refused because it depends on the last trick.
    written = {key: value for key, value in facts.items() if key not in ("cards", "der", "tricks")}
    written["points"] = {unit: f.cards + f.der for unit, f in checked.facts.items()}
    try:
        told = score_facts(read_facts(written, variant))
    except FactsError as error:
        assert "last trick" in str(error)
    else:
        assert told.scores == checked.scores


# --- untrusted input: a message and exit 2, never a traceback ---------------------------------------

_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)
_KEYS = st.sampled_from(
    [
        "taker",
        "contract",
        "trump",
        "coinche",
        "surcoinche",
        "points",
        "cards",
        "der",
        "capot",
        "generale",
        "belote",
        "annonces",
        "discard",
        "tricks",
        "claim",
    ]
)
_WORDS = st.sampled_from(
    [
        "110H",
        "by",
        "S",
        "N",
        "E",
        "points",
        "NS",
        "EW",
        "124",
        "capot",
        "belote",
        "coinche",
        "der",
        "0",
        "SA",
        "generale",
        "claim",
        "tricks",
        "8",
        "annonces",
        "50",
        "H",
        "contree",
        "999999",
        "cards",
        "x",
    ]
)


@settings(max_examples=150, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.sampled_from(shipped_names()),
    data=st.dictionaries(_KEYS, _JSON | st.sampled_from(["N", "S", "A", "NS", "H", "SA", 110, 80, "capot"])),
)
def test_any_facts_record_is_scored_or_refused(name: str, data: dict[str, Any]) -> None:
    try:
        score_facts(read_facts(data, shipped_variant(name)))
    except FactsError as error:
        assert error.exit_code == 2 and str(error)


@settings(max_examples=150, derandomize=True, deadline=None)
@given(words=st.lists(_WORDS, max_size=14))
def test_any_facts_line_is_read_or_refused(words: list[str]) -> None:
    line = " ".join(words)
    try:
        data = parse_facts_line(line)
    except FactsLineError as error:
        assert error.exit_code == 2 and str(error)
        return
    data.pop("variant", None)
    try:
        score_facts(read_facts(data, shipped_variant("contree")))
    except FactsError as error:
        assert error.exit_code == 2
