"""The hand-worked analysis cases of conformance/double-dummy/analysis.json, checked against refscore.

Why a file: other engines reading coinche logs can check their analysis against the same deals, whose
expected values are justified in words there (the decisive card, a deal stopped mid-play, a guess).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from refscore.base.cards import card_name
from refscore.load.variant_loader import load_variant
from refscore.model.record import read_record
from refscore.solver.analyse import analyse_deal, analysis_to_json
from refscore.solver.single_dummy import single_dummy

CASES = json.loads(
    (Path(__file__).parent.parent.parent / "conformance" / "double-dummy" / "analysis.json").read_text(
        encoding="utf-8"
    )
)


@pytest.mark.parametrize("case", CASES["cases"], ids=lambda case: case["id"])
def test_case(case: dict[str, Any], tmp_path: Path) -> None:
    path = tmp_path / "variant.yaml"
    path.write_text(
        yaml.safe_dump({"schema_version": 1, "id": "case-variant", **case["variant"]}), encoding="utf-8"
    )
    variant = load_variant(str(path))
    record = read_record(case["deal"], variant)
    document = analysis_to_json(analyse_deal(record, variant, table=False))
    expect = case["expect"]
    for key in ("played", "best"):
        if key in expect:
            assert {name: document[key][name] for name in expect[key]} == expect[key], key
    if "decisive" in expect:
        found = document["decisive"]
        wanted = expect["decisive"]
        assert (None if found is None else {name: found[name] for name in wanted}) == wanted
    if "position" in expect:
        view = document["position"]
        wanted = expect["position"]
        assert (view["trick"], view["position"], view["seat"]) == (
            wanted["trick"],
            wanted["position"],
            wanted["seat"],
        )
        assert [
            {name: choice[name] for name in wanted["choices"][0]} for choice in view["choices"]
        ] == wanted["choices"]
    if "single_dummy" in expect:
        wanted = expect["single_dummy"]
        answer = single_dummy(record, variant, wanted["trick"], wanted["position"], samples=200, seed=1)
        for estimate in answer.estimates:
            assert abs(estimate.mean - wanted["means"][card_name(estimate.card)]) <= estimate.bound
        assert answer.mistake is wanted["mistake"]
