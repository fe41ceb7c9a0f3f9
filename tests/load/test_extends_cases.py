"""A club changes one scoring case by its rule id in an `extends:` file, without copying the list.

The expected scores are worked by hand from /work/shared/RULES.md (`coinche`, seed 002) in each test.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from refscore.base.errors import VariantError
from refscore.judge.facts_check import read_facts, score_facts
from refscore.load.facts_line import parse_facts_line
from refscore.load.variant_loader import load_variant, shipped_variant

# the club: on a fall the takers lose their belote, which goes to the defence (spec/variants.md's table
# of house rules: "on a fall the belote goes to the defence"), written as one case by its rule id
CLUB = """\
schema_version: 1
extends: coinche
title: Coinche, club (the belote of a fall goes to the defence)
provenance:
  sources:
    - {file: club sheet}
scoring:
  cases:
    score.failed:
      description: failed; the defence scores the chute, the contract and both belotes
      taker: "0"
      defence: chute + contract + own_belote + taker_belote
"""


def _club(tmp_path: Path, text: str = CLUB) -> object:
    path = tmp_path / "club.yaml"
    path.write_text(text, encoding="utf-8")
    return load_variant(str(path))


def _scores(variant: object, line: str) -> dict[str, int]:
    result = score_facts(read_facts(parse_facts_line(line), variant))  # type: ignore[arg-type]
    return dict(result.scores or {})


def test_one_case_changed_by_its_rule_id(tmp_path: Path) -> None:
    club = _club(tmp_path)
    parent = shipped_variant("coinche")
    # the other cases, and their order, are the parent's
    assert [case.rule for case in club.scoring.cases] == [case.rule for case in parent.scoring.cases]  # type: ignore[attr-defined]
    # 110 ♥ by S, NS 76 points with the dix de der + their belote 20 = 96 < 110: failed (RULES.md coinche).
    # coinche: NS keep their belote (20), EW 162 + 110 = 272.
    line = "110H by S points NS 76 belote S"
    assert _scores(parent, line) == {"NS": 20, "EW": 272}
    # the club: NS 0, EW 162 + 110 + 0 (own belote) + 20 (the takers' belote) = 292
    assert _scores(club, line) == {"NS": 0, "EW": 292}
    # made and coinched: the parent's case, unchanged. 110 ♥ by S coinched by W, NS 124 with the der:
    # (124 + 110) x 2 + 0 = 468 (RULES.md coinche: "tricks and contract count double"), EW 0
    made = "110H by S coinche W points NS 124"
    assert _scores(club, made) == _scores(parent, made) == {"NS": 468, "EW": 0}


def test_an_unknown_rule_id_is_refused(tmp_path: Path) -> None:
    with pytest.raises(VariantError) as caught:
        _club(tmp_path, CLUB.replace("score.failed:", "score.fialed:"))
    error = caught.value
    assert "score.fialed" in error.message and error.file is not None and error.file.endswith("club.yaml")
    assert error.expected is not None and "score.failed" in error.expected


def test_a_list_still_replaces_the_whole_list(tmp_path: Path) -> None:
    text = CLUB.replace(
        """    score.failed:
      description""",
        """    - rule: score.failed
      description""",
    )
    club = _club(tmp_path, text)
    assert [case.rule for case in club.scoring.cases] == ["score.failed"]  # type: ignore[attr-defined]
