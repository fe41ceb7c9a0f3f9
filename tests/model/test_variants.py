"""Loading variants: the shipped ones, `extends:` inheritance, the example house rules, and every
way a variant file can be wrong.

Why so many error tests: a variant file is written by a club secretary, not a programmer. Each
mistake must be refused when the file loads, with the error class the CLI maps to exit status 2,
the file and line:column of the value at fault, and what was expected there.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from refscore.base.errors import InputFormatError, RefscoreError, UnknownVariantError, VariantError
from refscore.base.resources import folder
from refscore.judge.scoring import UnitFacts
from refscore.judge.scoring_plan import plan_of
from refscore.load.variant_loader import load_variant, shipped_names, shipped_variant
from refscore.model.variant import Variant

ROOT = Path(__file__).resolve().parents[2]
MYCLUB = ROOT / "spec" / "examples" / "myclub.yaml"
SEED002_FAILED = ROOT / "conformance" / "deals" / "seed002-failed.json"
#: Keys that describe a variant rather than its rules.
METADATA = ("id", "title", "description", "provenance", "title_fr", "description_fr")


def write(folder_path: Path, name: str, text: str) -> Path:
    path = folder_path / name
    path.write_text(text, encoding="utf-8")
    return path


def load_error(reference: str | Path, error_class: type[RefscoreError]) -> RefscoreError:
    """The error `load_variant` raises, which must be exactly of `error_class`."""
    with pytest.raises(error_class) as info:
        load_variant(str(reference))
    assert type(info.value) is error_class
    return info.value


def assert_located(error: RefscoreError, file: str | Path, place: str) -> None:
    """The message starts with ``file:line:column:`` and ends by saying what was expected."""
    assert (error.file, error.place) == (str(file), place)
    assert str(error).startswith(f"{file}:{place}: ")
    assert error.expected and f"; expected {error.expected}" in str(error)


def rules_of(variant: Variant) -> dict[tuple[str, ...], Any]:
    """The resolved data as {path: leaf} (lists are leaves), without the descriptive keys."""
    flat: dict[tuple[str, ...], Any] = {}

    def walk(value: Any, path: tuple[str, ...]) -> None:
        if isinstance(value, Mapping):
            for key, item in value.items():
                walk(item, (*path, str(key)))
        else:
            flat[path] = value

    walk({key: value for key, value in variant.data.items() if key not in METADATA}, ())
    return flat


def differences(a: Variant, b: Variant) -> dict[tuple[str, ...], tuple[Any, Any]]:
    left, right = rules_of(a), rules_of(b)
    return {path: (left.get(path), right.get(path)) for path in left.keys() | right.keys()
            if left.get(path) != right.get(path)}  # fmt: skip


# --------------------------------------------------------------------------------------------------
# The shipped variants
# --------------------------------------------------------------------------------------------------

REQUIRED = ["coinche", "coinche-5", "contree", "officiel"]


def test_shipped_names_are_the_variant_files_sorted_by_name() -> None:
    names = shipped_names()
    stems = sorted(
        entry.name[: -len(".yaml")] for entry in folder("variants").iterdir() if entry.name.endswith(".yaml")
    )
    assert names == [stem for stem in stems if not stem.startswith("_")]
    assert names == sorted(names)
    assert [name for name in names if name in REQUIRED] == REQUIRED  # coinche before coinche-5
    assert "_base" not in names and "_base" in shipped_names(include_abstract=True)


@pytest.mark.parametrize("name", shipped_names())
def test_every_shipped_variant_loads(name: str) -> None:
    variant = load_variant(name)
    assert variant.id == name
    assert variant.origin == name
    assert "abstract" not in variant.data and "extends" not in variant.data
    assert variant.data["provenance"]["sources"], "every variant cites its source"


def test_coinche_5_is_contree_with_steps_of_5() -> None:
    """seed 001: the two games differ by the bid step only."""
    assert differences(shipped_variant("contree"), shipped_variant("coinche-5")) == {
        ("auction", "step"): (10, 5)
    }


# --------------------------------------------------------------------------------------------------
# `extends:` — mappings merge key by key, some keys are replaced whole, `key: null` removes
# --------------------------------------------------------------------------------------------------


def test_mappings_merge_key_by_key(tmp_path: Path) -> None:
    child = load_variant(str(write(tmp_path, "fives.yaml", "extends: contree\nauction:\n  step: 5\n")))
    contree = shipped_variant("contree")
    assert child.auction.step == 5
    # the rest of `auction` is inherited
    assert (child.auction.floor, child.auction.ceiling) == (80, 160)
    assert child.auction.special_bids == contree.auction.special_bids
    assert child.auction.trump_modes == contree.auction.trump_modes
    assert differences(contree, child) == {("auction", "step"): (10, 5)}


def test_provenance_is_replaced_whole(tmp_path: Path) -> None:
    text = "extends: contree\nprovenance:\n  sources:\n    - {file: minutes.txt}\n"
    child = load_variant(str(write(tmp_path, "club.yaml", text)))
    assert child.data["provenance"] == {"sources": [{"file": "minutes.txt"}]}  # no inherited interpretations


def test_scoring_cases_are_replaced_whole(tmp_path: Path) -> None:
    text = """\
extends: coinche
scoring:
  cases:
    - rule: score.made
      when: made
      taker: own_total + contract
      defence: own_total
    - rule: score.failed
      taker: own_belote
      defence: chute + contract + own_belote
"""
    child = load_variant(str(write(tmp_path, "plain.yaml", text)))
    assert [case.rule for case in child.scoring.cases] == ["score.made", "score.failed"]
    # the other scoring keys are still merged from coinche
    assert dict(child.scoring.constants) == {"chute": 162}
    assert [name for name, _ in child.scoring.quantities] == ["own_tricks", "own_total", "taker_total"]


def test_teams_are_replaced_whole(tmp_path: Path) -> None:
    # merged key by key, NS and EW would stay and the seats would be in two teams each
    text = "extends: coinche\nplayers:\n  teams: {A: [N, E], B: [S, W]}\n"
    child = load_variant(str(write(tmp_path, "neighbours.yaml", text)))
    assert child.teams == (("A", ("N", "E")), ("B", ("S", "W")))


def test_null_removes_an_inherited_entry(tmp_path: Path) -> None:
    text = "extends: contree\nauction:\n  special_bids:\n    generale: null\n"
    child = load_variant(str(write(tmp_path, "no-generale.yaml", text)))
    assert [bid.name for bid in child.auction.special_bids] == ["capot"]
    assert list(child.data["auction"]["special_bids"]) == ["capot"]
    assert differences(shipped_variant("contree"), child) == {
        ("auction", "special_bids", "generale", "value"): (500, None),
        ("auction", "special_bids", "generale", "made"): ("taker_all_tricks", None),
    }


def test_null_for_an_entry_the_parent_lacks_is_harmless(tmp_path: Path) -> None:
    text = "extends: coinche\nauction:\n  special_bids:\n    generale: null\n"
    child = load_variant(str(write(tmp_path, "still-coinche.yaml", text)))
    assert differences(shipped_variant("coinche"), child) == {}


def test_a_removed_special_bid_is_no_longer_a_name(tmp_path: Path) -> None:
    """Without générale, `generale_bid` is an unknown name in a formula of the same file."""
    text = "extends: contree\nauction:\n  special_bids:\n    generale: null\nscoring:\n  made: generale_bid\n"
    path = write(tmp_path, "no-generale-name.yaml", text)
    error = load_error(path, VariantError)
    assert_located(error, path, "6:9")
    assert "unknown name 'generale_bid'" in error.message


def test_a_child_without_id_is_named_after_its_file(tmp_path: Path) -> None:
    child = load_variant(str(write(tmp_path, "tuesday-club.yaml", "extends: coinche\n")))
    assert child.id == "tuesday-club"
    assert differences(shipped_variant("coinche"), child) == {}


def test_extends_path_is_relative_to_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    clubs = tmp_path / "clubs"
    clubs.mkdir()
    write(clubs, "parent.yaml", "extends: contree\nauction:\n  step: 5\n")
    child = write(clubs, "child.yaml", "extends: parent.yaml\nauction:\n  ceiling: 180\n")
    monkeypatch.chdir(tmp_path)  # not the folder of the files
    variant = load_variant("clubs/child.yaml")
    assert (variant.auction.step, variant.auction.ceiling) == (5, 180)
    assert variant.id == "child" and load_variant(str(child)).auction.step == 5


# --------------------------------------------------------------------------------------------------
# The example house rules: spec/examples/myclub.yaml
# --------------------------------------------------------------------------------------------------


def test_myclub_loads() -> None:
    myclub = load_variant(str(MYCLUB))
    assert myclub.id == "myclub"
    assert dict(myclub.scoring.constants) == {"chute": 160}
    capot = myclub.auction.special("capot")
    assert capot is not None and capot.value == 250
    assert myclub.data["provenance"]["sources"]


def test_myclub_differs_from_contree_in_chute_and_capot_only() -> None:
    assert differences(shipped_variant("contree"), load_variant(str(MYCLUB))) == {
        ("scoring", "constants", "chute"): (162, 160),
        ("auction", "special_bids", "capot", "value"): (260, 250),
    }


def _failed_deal(variant: Variant, special: str | None, coinched: bool) -> dict[str, int]:
    """Contract 110 (or a special bid) failed: the takers took 86 card points and the last trick."""
    bid = variant.auction.special(special) if special else None
    facts = {"NS": UnitFacts(cards=86, der=10, tricks_won=5), "EW": UnitFacts(cards=66, tricks_won=3)}
    names: dict[str, int | bool] = {
        "contract": bid.value if bid else 110,
        "mult": variant.auction.coinche_multiplier if coinched else 1,
        "coinched": coinched,
        "surcoinched": False,
        "special_bid": bid is not None,
        "no_trump": False,
        "all_trump": False,
        "taker_side_all_tricks": False,
        "taker_all_tricks": False,
        "defence_all_tricks": False,
    }
    for other in variant.auction.special_bids:
        names[f"{other.name}_bid"] = other is bid
    plan = plan_of(variant)
    result = plan.breakdown(plan.key("NS", names, facts))
    assert not result.made
    return result.scores


@pytest.mark.parametrize(
    ("special", "coinched", "contree_scores", "myclub_scores"),
    [
        # 96 < 110: contree 162 + 110 x 1 = 272; myclub 160 + 110 x 1 = 270
        (None, False, {"NS": 0, "EW": 272}, {"NS": 0, "EW": 270}),
        # coinched: contree 162 + 110 x 2 = 382; myclub 160 + 110 x 2 = 380
        (None, True, {"NS": 0, "EW": 382}, {"NS": 0, "EW": 380}),
        # capot bid failed: contree 162 + 260 x 1 = 422; myclub 160 + 250 x 1 = 410
        ("capot", False, {"NS": 0, "EW": 422}, {"NS": 0, "EW": 410}),
        # capot bid failed, coinched: contree 162 + 260 x 2 = 682; myclub 160 + 250 x 2 = 660
        ("capot", True, {"NS": 0, "EW": 682}, {"NS": 0, "EW": 660}),
        # générale is untouched but for the chute: 162 + 500 = 662; 160 + 500 = 660
        ("generale", False, {"NS": 0, "EW": 662}, {"NS": 0, "EW": 660}),
    ],
)
def test_myclub_scores_a_failed_deal(
    special: str | None, coinched: bool, contree_scores: dict[str, int], myclub_scores: dict[str, int]
) -> None:
    assert _failed_deal(shipped_variant("contree"), special, coinched) == contree_scores
    assert _failed_deal(load_variant(str(MYCLUB)), special, coinched) == myclub_scores


def test_myclub_capot_made_scores_250() -> None:
    """Capot bid made: the bid value without card points, 250 x 1 + 0 (contree: 260)."""
    myclub = load_variant(str(MYCLUB))
    facts = {"NS": UnitFacts(cards=152, der=100, tricks_won=8), "EW": UnitFacts()}
    names: dict[str, int | bool] = {
        "contract": 250, "mult": 1, "coinched": False, "surcoinched": False, "special_bid": True,
        "no_trump": False, "all_trump": False, "taker_side_all_tricks": True, "taker_all_tricks": False,
        "defence_all_tricks": False, "capot_bid": True, "generale_bid": False,
    }  # fmt: skip
    plan = plan_of(myclub)
    result = plan.breakdown(plan.key("NS", names, facts))
    assert result.made and result.scores == {"NS": 250, "EW": 0}


def refscore(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the command as a user does, from the root of the repository."""
    command = [sys.executable, "-m", "refscore", *args]
    return subprocess.run(command, capture_output=True, text=True, cwd=ROOT, timeout=120, check=False)


def test_myclub_through_the_cli() -> None:
    """seed002-failed under myclub: 110 hearts, the takers make 86 + 10 = 96 < 110, no belote (the king
    and queen of hearts are in two hands), no annonces: defence 160 + 110 = 270. The record claims
    coinche's 272, so the claim is refuted (exit status 1)."""
    deal, variant = "conformance/deals/seed002-failed.json", "./spec/examples/myclub.yaml"
    done = refscore("check", deal, "--variant", variant, "--format", "json")
    assert done.returncode == 1, done.stderr
    result = json.loads(done.stdout)
    assert result["variant"] == "myclub"
    assert result["made"] is False
    assert result["units"]["NS"]["belote"] == 0 and result["units"]["EW"]["belote"] == 0
    assert result["units"]["NS"]["annonces"] == 0 and result["units"]["EW"]["annonces"] == 0
    assert result["scores"] == {"NS": 0, "EW": 270}
    assert result["status"] == "wrong_claim" and result["violation"]["rule"] == "claim.match"


def test_contree_through_the_cli_gives_272_for_the_same_deal() -> None:
    """The same deal under contree: 162 + 110 = 272, the claim is confirmed."""
    done = refscore("check", str(SEED002_FAILED), "--variant", "contree", "--format", "json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["scores"] == {"NS": 0, "EW": 272}


def test_a_bad_variant_file_through_the_cli(tmp_path: Path) -> None:
    """Exit status 2 and the located message, no traceback."""
    path = write(tmp_path, "step.yaml", 'extends: contree\nauction:\n  step: "ten"\n')
    done = refscore("check", str(SEED002_FAILED), "--variant", str(path))
    assert done.returncode == 2
    assert f"{path}:3:9:" in done.stderr and "Traceback" not in done.stderr


# --------------------------------------------------------------------------------------------------
# Errors: the class, the file, the line:column of the value at fault, and what was expected
# --------------------------------------------------------------------------------------------------


def test_unknown_variant_name_lists_the_shipped_ones() -> None:
    error = load_error("contre", UnknownVariantError)
    assert "unknown variant 'contre'" in str(error)
    assert error.expected is not None and f"; expected {error.expected}" in str(error)
    assert all(name in error.expected for name in shipped_names())
    assert "_base" not in str(error)


def test_unknown_parent_name(tmp_path: Path) -> None:
    path = write(tmp_path, "typo.yaml", "extends: contre\n")
    error = load_error(path, UnknownVariantError)
    assert_located(error, path, "1:10")
    assert "'contre'" in error.message
    assert all(name in str(error) for name in shipped_names())


def test_missing_parent_file(tmp_path: Path) -> None:
    path = write(tmp_path, "orphan.yaml", "# a club file\nextends: ./nowhere.yaml\n")
    error = load_error(path, UnknownVariantError)
    assert_located(error, path, "2:10")
    assert "nowhere.yaml" in error.message


def test_unreadable_variant_file(tmp_path: Path) -> None:
    error = load_error(tmp_path / "absent.yaml", UnknownVariantError)
    assert error.file == str(tmp_path / "absent.yaml") and "cannot read" in error.message


def test_extends_cycle(tmp_path: Path) -> None:
    first = write(tmp_path, "first.yaml", "extends: second.yaml\n")
    second = write(tmp_path, "second.yaml", "title: B\nextends: first.yaml\n")
    error = load_error(first, VariantError)
    # the `extends:` that closes the cycle is the one at fault
    assert_located(error, second, "2:10")
    assert "cycle" in error.message and "first.yaml" in error.message and "second.yaml" in error.message


def test_extends_itself(tmp_path: Path) -> None:
    path = write(tmp_path, "self.yaml", "extends: ./self.yaml\n")
    error = load_error(path, VariantError)
    assert_located(error, path, "1:10")
    assert "cycle" in error.message


def test_schema_violation_points_at_the_value_in_the_child(tmp_path: Path) -> None:
    path = write(tmp_path, "step.yaml", 'extends: contree\nauction:\n  step: "ten"\n')
    error = load_error(path, VariantError)
    assert_located(error, path, "3:9")
    assert "auction.step" in error.message and "'ten' is not of type 'integer'" in error.message


def test_unexpected_key_points_at_the_key_in_the_child(tmp_path: Path) -> None:
    """The `auction` mapping comes from the parents; the typo `stepp` is in the child."""
    path = write(tmp_path, "stepp.yaml", "extends: contree\nauction:\n  floor: 90\n  stepp: 5\n")
    error = load_error(path, VariantError)
    assert_located(error, path, "4:10")
    assert "'stepp' was unexpected" in error.message


def test_unknown_formula_name(tmp_path: Path) -> None:
    path = write(tmp_path, "totl.yaml", "extends: contree\nscoring:\n  made: taker_totl >= contract\n")
    error = load_error(path, VariantError)
    assert_located(error, path, "3:9")
    assert "unknown name 'taker_totl' at column 1" in error.message
    assert "did you mean 'taker_total'" in error.message


def test_formula_of_the_wrong_type(tmp_path: Path) -> None:
    path = write(tmp_path, "int-made.yaml", "extends: contree\nscoring:\n  made: taker_total + contract\n")
    error = load_error(path, VariantError)
    assert_located(error, path, "3:9")
    assert "int" in error.message and "bool" in error.message


def test_formula_syntax_error(tmp_path: Path) -> None:
    text = "extends: officiel\nscoring:\n  made: 80 <= taker_total <= 160\n"
    path = write(tmp_path, "chained.yaml", text)
    error = load_error(path, VariantError)
    assert_located(error, path, "3:9")
    assert "column 19" in error.message and "comparisons do not chain" in error.message


def test_division_by_a_literal_zero(tmp_path: Path) -> None:
    text = "extends: coinche\nscoring:\n  quantities:\n    own_half: own_tricks / (2 - 2)\n"
    path = write(tmp_path, "zero.yaml", text)
    error = load_error(path, VariantError)
    assert_located(error, path, "4:15")
    assert "division by zero" in error.message


CASES_HEAD = """\
extends: coinche
scoring:
  cases:
    - rule: score.made
      when: made
      taker: own_total + contract
      defence: own_total
"""


def test_unknown_rule_id_in_a_scoring_case(tmp_path: Path) -> None:
    text = CASES_HEAD + "    - rule: score.dedans\n      taker: own_belote\n      defence: chute + contract\n"
    path = write(tmp_path, "rule.yaml", text)
    error = load_error(path, VariantError)
    assert_located(error, path, "8:13")
    assert "'score.dedans'" in error.message and "spec/rules.md" in str(error)


def test_last_case_with_when(tmp_path: Path) -> None:
    text = (
        CASES_HEAD
        + "    - rule: score.failed\n      when: not made\n      taker: own_belote\n      defence: chute\n"
    )
    path = write(tmp_path, "last-when.yaml", text)
    error = load_error(path, VariantError)
    assert_located(error, path, "9:13")
    assert "last scoring case" in error.message


def test_teams_that_do_not_partition_the_seats(tmp_path: Path) -> None:
    path = write(tmp_path, "teams.yaml", "extends: coinche\nplayers:\n  teams: {NS: [N, S], EW: [E, N]}\n")
    error = load_error(path, VariantError)
    assert_located(error, path, "3:10")
    assert "partition of the seats N, E, S, W" in str(error)


def test_a_deck_that_does_not_add_up_to_32(tmp_path: Path) -> None:
    path = write(tmp_path, "deck.yaml", "extends: coinche\ndeal:\n  hand_size: 7\n")
    error = load_error(path, VariantError)
    assert_located(error, path, "3:3")  # the `deal` mapping of the child, not of _base
    assert "28 cards" in error.message and "32" in str(error.expected)


def test_abstract_base_requested_directly() -> None:
    error = load_error("_base", VariantError)
    lines = (folder("variants") / "_base.yaml").read_text(encoding="utf-8").splitlines()
    line = next(number for number, text in enumerate(lines, start=1) if text.startswith("abstract:"))
    assert_located(error, "variants/_base.yaml", f"{line}:{len('abstract: ') + 1}")
    assert "abstract" in error.message


def test_abstract_flag_is_not_inherited() -> None:
    assert not shipped_variant("coinche").data.get("abstract")


def test_variant_file_that_is_not_a_mapping(tmp_path: Path) -> None:
    path = write(tmp_path, "list.yaml", "- extends: coinche\n")
    error = load_error(path, InputFormatError)
    assert_located(error, path, "1:1")


def test_empty_variant_file(tmp_path: Path) -> None:
    path = write(tmp_path, "empty.yaml", "")
    error = load_error(path, InputFormatError)
    assert_located(error, path, "1:1")
    assert "mapping" in error.message


def test_yaml_error_in_a_variant_file(tmp_path: Path) -> None:
    path = write(tmp_path, "broken.yaml", "extends: coinche\nauction:\n  step: 5\n floor: 90\n")
    error = load_error(path, InputFormatError)
    assert error.file == str(path) and error.place is not None and error.place.startswith("4:")


def test_yaml_error_in_a_parent_names_the_parent(tmp_path: Path) -> None:
    parent = write(tmp_path, "parent.yaml", "extends: coinche\nauction: {step: 5\n")
    write(tmp_path, "child.yaml", "extends: parent.yaml\n")
    error = load_error(tmp_path / "child.yaml", InputFormatError)
    assert error.file == str(parent) and error.place is not None


HIDING = {
    # `made` is the engine's answer in the scoring cases: a quantity of that name would be overwritten
    "quantity-made": ("scoring:\n  quantities:\n    made: taker_total >= 100\n", "4:11", "quantity 'made'"),
    "constant-is-taker": ("scoring:\n  constants:\n    is_taker: 1\n", "4:15", "constant 'is_taker'"),
    "constant-contract": ("scoring:\n  constants:\n    contract: 1\n", "4:15", "constant 'contract'"),
}


@pytest.mark.parametrize(("text", "place", "words"), HIDING.values(), ids=HIDING.keys())
def test_names_that_hide_another(tmp_path: Path, text: str, place: str, words: str) -> None:
    path = write(tmp_path, "hiding.yaml", "extends: coinche\n" + text)
    error = load_error(path, VariantError)
    assert_located(error, path, place)
    assert words in error.message


def test_a_child_quantity_replaces_the_parent_formula(tmp_path: Path) -> None:
    """Quantities merge key by key: the same name in the child is an override, in the parent's order."""
    text = "extends: coinche\nscoring:\n  quantities:\n    own_total: own_tricks\n"
    child = load_variant(str(write(tmp_path, "no-belote-points.yaml", text)))
    assert [(name, formula.text) for name, formula in child.scoring.quantities] == [
        ("own_tricks", "own_cards + own_der"),
        ("own_total", "own_tricks"),
        ("taker_total", "taker_cards + taker_der + taker_belote"),
    ]


def test_extends_chain_too_long(tmp_path: Path) -> None:
    """level-k extends level-(k-1) ... level-0 extends coinche extends _base: k + 3 files."""
    write(tmp_path, "level-0.yaml", "extends: coinche\n")
    for level in range(1, 16):
        write(tmp_path, f"level-{level}.yaml", f"extends: level-{level - 1}.yaml\n")
    assert load_variant(str(tmp_path / "level-14.yaml")).id == "level-14"  # 17 files: 16 `extends`
    error = load_error(tmp_path / "level-15.yaml", VariantError)
    assert "chain too long" in error.message and error.expected == "at most 16 levels"
    assert error.place is not None and error.place[:1].isdigit()


@pytest.mark.parametrize("name", shipped_names())
def test_every_shipped_variant_matches_the_variant_schema(name: str) -> None:
    """`shipped_variant` skips the schema at run time (start-up); this is where it is enforced."""
    validated = load_variant(name)  # raises VariantError on any schema violation
    assert validated.id == shipped_variant(name).id == name
