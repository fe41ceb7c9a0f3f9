"""Bounded arithmetic, memory and engine output, tried through the command line.

Why through the command line, under `RLIMIT_AS` (tests/hostile_cli.py): what must not happen is a
traceback, a hang, or memory taken without bound by a file that looks valid. Large inputs are made
here, in a temporary folder, never committed.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from hostile_cli import expect, no_temporary_files, refscore, snapshot

HOSTILE = Path(__file__).resolve().parents[1] / "hostile"
ROOT = Path(__file__).resolve().parents[2]


# --- formulas: every value within 10**15 (spec/formula.md, "Bounds") --------------------------------


@pytest.mark.parametrize(
    ("name", "pattern"),
    [
        # 999,999,999 squared is 999,999,998,000,000,001 > 10**15: refused as it is computed
        (
            "formula-product.yaml",
            r"formula-product\.yaml:5:\d+: result out of range: 999999999 \* 999999999 = 999999998000000001"
            r" at column 13 of '999999999 \* 999999999 \* 999999999'",
        ),
        # squared = 99999**2 = 9999800001, then squared**2 = 99996000059999600001 > 10**15
        (
            "formula-constants-product.yaml",
            r"formula-constants-product\.yaml:8:\d+: result out of range: 9999800001 \* 9999800001 = "
            r"99996000059999600001 .* for every deal",
        ),
    ],
)
def test_variants_validate_refuses_a_product_of_constants(name: str, pattern: str) -> None:
    expect(refscore("variants", "validate", HOSTILE / name), 2, pattern)


def test_powers_of_a_fact_stop_at_the_first_product_out_of_range() -> None:
    """q1 = taker_total + 999999 is at least 999,999; q2 = q1 ** 100 passes 10**15 at its third factor
    (999,999**3 > 10**15 > 999,999**2): refused when the deal is scored, naming formula and values."""
    expect(refscore("variants", "validate", HOSTILE / "formula-powers.yaml"), 0, r"valid variant")
    expect(
        refscore("check", HOSTILE / "legal.json", "--variant", HOSTILE / "formula-powers.yaml"),
        2,
        r"formula-powers\.yaml: variant 'formula-powers': result out of range: \d+ \* \d+ = \d+ "
        r"at column 11 of 'q1 \* q1 \* q1 \* .*'\.\.\.;",
    )


@pytest.mark.parametrize(
    ("terms", "pattern"),
    [
        (120, r"unknown name 'nope' at column 1681 of \.\.\.'"),  # 120 x 11 + 120 x 3 = 1,680 before
        (150, r"at scoring\.made: 'taker_total \+ .* \.\.\. .* is too long"),  # over the schema's 2,000
    ],
)
def test_a_long_formula_is_cut_in_the_message(tmp_path: Path, terms: int, pattern: str) -> None:
    formula = " + ".join(["taker_total"] * terms) + " + nope > 0"
    text = f"extends: coinche\nscoring:\n  made: {formula}\n"
    (tmp_path / "long.yaml").write_text(text, encoding="utf-8")
    said = expect(refscore("variants", "validate", tmp_path / "long.yaml"), 2, pattern)
    assert formula not in said and len(said) < 800


def test_a_run_time_product_in_a_batch_is_unusable_for_that_line(tmp_path: Path) -> None:
    deal = json.loads((HOSTILE / "legal.json").read_text(encoding="utf-8"))
    (tmp_path / "deals.jsonl").write_text(json.dumps(deal) + "\n", encoding="utf-8")
    done = refscore("check", tmp_path / "deals.jsonl", "--variant", HOSTILE / "formula-powers.yaml")
    expect(done, 2, r"result out of range")


# --- strict JSON ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "pattern"),
    [
        ("duplicate-key.json", r"duplicate-key\.json: at \$\.dealer: duplicate key 'dealer'"),
        ("duplicate-key-nested.json", r"at \$\.hands\.N: duplicate key 'N'"),
        ("float-integer.json", r"float-integer\.json: at \$\.claim\.NS: 110\.0 is not an integer"),
    ],
)
@pytest.mark.parametrize("command", ["check", "convert", "render", "explain"])
def test_strict_json(name: str, pattern: str, command: str, tmp_path: Path) -> None:
    expect(refscore(command, HOSTILE / name, *(["-o", tmp_path / "out"] if command != "check" else [])), 2)
    expect(refscore("check", HOSTILE / name), 2, pattern, r"record\.format")
    assert not list(tmp_path.iterdir())


# --- memory: every reader bounded -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("megabytes", "pattern"),
    [
        (9.9, r"big\.json: at \$\.comment: 1,?980,?000 entries"),  # read (~200 MB), refused by shape
        (45, r"big\.json: file too large; expected at most 10000000 bytes"),  # refused unread
    ],
)
def test_a_json_record_of_many_megabytes(tmp_path: Path, megabytes: float, pattern: str) -> None:
    count = int(megabytes * 1_000_000) // 5  # `"ab",` is 5 bytes: two-letter strings, each an object
    (tmp_path / "big.json").write_text('{"comment": [' + ",".join(['"ab"'] * count) + "]}")
    expect(refscore("check", tmp_path / "big.json", "--variant", "coinche"), 2, pattern)


def test_a_40_mb_deal_notation_file_is_refused_unread(tmp_path: Path) -> None:
    big = tmp_path / "big.deal"
    seed = (ROOT / "conformance" / "notation" / "seed002-made.deal").read_text(encoding="utf-8")
    with big.open("w", encoding="utf-8") as out:
        out.write(seed)
        out.write(("N: " + "9S " * 10_000 + "\n") * 1_300)  # 39 MB of cards
    expect(refscore("check", big), 2, r"big\.deal: file too large; expected at most 256000 bytes")


@pytest.mark.parametrize(
    ("padding", "pattern"),
    [
        ("9S " * 5_000, r"too many words \(5,\d\d\d\)"),
        ("; " * 1_200, r"too many lines or statements"),
        ("# " + "x" * 70_000, r"too long \(7\d,\d\d\d characters\)"),
    ],
)
def test_deal_notation_over_its_bounds_is_refused_before_parsing(
    tmp_path: Path, padding: str, pattern: str
) -> None:
    seed = (ROOT / "conformance" / "notation" / "seed002-made.deal").read_text(encoding="utf-8")
    (tmp_path / "deal.deal").write_text(seed + padding + "\n", encoding="utf-8")
    expect(refscore("check", tmp_path / "deal.deal"), 2, pattern)


def test_deal_notation_at_its_bounds_is_read_within_the_memory_bound(tmp_path: Path) -> None:
    seed = (ROOT / "conformance" / "notation" / "seed002-made.deal").read_text(encoding="utf-8")
    words = len(seed.split())
    text = seed.replace("N: ", "N: " + "9S " * (4_990 - words), 1)  # a hand of ~4,900 cards
    (tmp_path / "deal.deal").write_text(text, encoding="utf-8")
    expect(refscore("check", tmp_path / "deal.deal"), 2, r"deal\.deal:2:\d+: 9S is dealt twice")


def test_a_skip_list_that_never_ends(tmp_path: Path) -> None:
    expect(
        refscore("conformance", "run", "--case", "score-made", "--skip-list", "/dev/zero"),
        2,
        r"/dev/zero: the skip list is too large",
    )


# --- engines under test: bounded output, exit status and stderr ---------------------------------------

ENDLESS = "import sys\nsys.stdin.readline()\nwhile True:\n    sys.stdout.write('x' * 65536)\n"
DIES = "import sys\nsys.stderr.write('cannot load my rules\\n')\nsys.exit(3)\n"


@pytest.mark.parametrize(
    ("script", "pattern"),
    [
        (ENDLESS, r"bad start answer: the engine wrote a line longer than 1,000,000 bytes"),
        (DIES, r"no start answer: the engine exited with status 3; its stderr ends: cannot load my rules"),
    ],
)
def test_a_misbehaving_engine_through_the_command_line(tmp_path: Path, script: str, pattern: str) -> None:
    (tmp_path / "engine.py").write_text(script, encoding="utf-8")
    before = snapshot(tmp_path)
    done = refscore(
        "conformance",
        "run",
        "--engine",
        f"{sys.executable} {tmp_path / 'engine.py'}",
        "--case",
        "score-made",
        "--variant",
        "coinche",
        "--timeout",
        "60",
        "--junit",
        tmp_path / "report.xml",
    )
    expect(done, 1, pattern)
    assert snapshot(tmp_path).keys() == {*before, "report.xml"}
    no_temporary_files(tmp_path)
