"""Hostile and broken input, tried for real through the command line, and fuzzed loaders.

Why subprocesses: what a user meets is the installed command — exit status, message, no Python
traceback — so each file of `tests/hostile/` (and the big ones made here in a temporary folder
rather than committed) runs as `python -m refscore ...`. The timeout is a guard against a hang, not
a timing assertion. Then hypothesis feeds arbitrary text and JSON to every loader: only the
project's own errors may come out.
"""

from __future__ import annotations

import contextlib
import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from refscore.base.errors import RefscoreError
from refscore.fast.batch_lines import LineChecker, TooLong
from refscore.fast.checker import FastChecker
from refscore.judge.check import check_deal
from refscore.judge.notation import parse_notation, to_record
from refscore.load.variant_loader import load_variant, shipped_variant
from refscore.load.yamlsource import parse_yaml
from refscore.model.record import read_record

HOSTILE = Path(__file__).resolve().parents[1] / "hostile"
HANG_GUARD = 60  # seconds: a guard against a hang, not a timing assertion


def refscore(*args: str | Path, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    completed = subprocess.run(
        [sys.executable, "-m", "refscore", *map(str, args)],
        input=stdin.decode("utf-8", "replace") if stdin is not None else None,
        capture_output=True,
        text=True,
        timeout=HANG_GUARD,
        check=False,
    )
    assert "Traceback" not in completed.stderr + completed.stdout, completed.stderr[-2000:]
    return completed


def expect(completed: subprocess.CompletedProcess[str], status: int, *patterns: str) -> None:
    """Exit `status`, and each pattern (a regular expression) found in what was printed."""
    said = completed.stderr + completed.stdout
    assert completed.returncode == status, said[-2000:]
    for pattern in patterns:
        assert re.search(pattern, said), f"{pattern!r} not in {said[-2000:]!r}"


# --- deal records: exit 2 unusable, exit 1 well-formed but illegal --------------------------------

DEALS = [
    ("empty.json", [], 2, [r"empty\.json: the file is empty"]),
    ("blank.json", [], 2, [r"blank\.json: the file is empty"]),
    ("binary.json", [], 2, [r"binary\.json: at byte 128: not UTF-8"]),
    ("not-utf8.json", [], 2, [r"not-utf8\.json: at byte 40: not UTF-8 text \(byte 40 is 0xff\)"]),
    ("truncated.json", [], 2, [r"truncated\.json:\d+:\d+: not valid JSON"]),
    ("nan.json", [], 2, [r"at \$\.claim\.NS: nan is not of type 'integer'"]),
    ("wrong-types.json", ["--variant", "coinche"], 2, [r"wrong-types\.json: at \$(\.\w+)?: "]),
    ("wrong-types.json", [], 2, [r"at \$\.variant: no variant"]),
    ("unknown-card.json", [], 2, [r"at \$\.hands\.N\[2\]: '1S' is not a card", r"record\.card"]),
    ("duplicated-card.json", [], 2, [r"at \$\.hands\.E\[0\]: \w+ is dealt twice", r"deal\.deck"]),
    ("33-cards.json", [], 2, [r"at \$\.hands\.N: the hand of N has 9 cards", r"deal\.hand-size"]),
    ("huge-claim.json", [], 2, [r"at \$\.claim\.NS: 1000000000000000000000000000000 is greater"]),
    ("huge-bid.json", [], 2, [r"at \$\.auction\[1\]\.value: 10{30} is greater"]),
    ("card-played-twice.json", [], 1, [r"\(\$\.tricks\[1\]\[1\]\)", r"play\.card-held"]),
    ("cards-swapped.json", [], 1, [r"\(\$\.tricks\[2\]\[0\]\)", r"play\.card-held"]),
    ("out-of-turn.json", [], 1, [r"\$\.tricks\[4\]\.leader", r"play\.turn"]),
    ("trick-of-3.json", [], 1, [r"\(\$\.tricks\[3\]\)", r"play\.complete"]),
    ("call-out-of-turn.json", [], 1, [r"\(\$\.auction\[0\]\)", r"auction\.turn"]),
    ("legal.json", [], 0, [r"LEGAL"]),
    # a `C` trump a French reader cannot decide without the file's `notation` line (spec/deal-notation.md)
    (
        "notation-ambiguous-c.deal",
        ["--lang", "fr"],
        2,
        [r"notation-ambiguous-c\.deal:4:25 : « C » : trèfle \(♣\) ou cœur \(♥\) \?", r"notation fr"],
    ),
]


@pytest.mark.parametrize(("name", "args", "status", "patterns"), DEALS, ids=[f"{d[0]}{d[1]}" for d in DEALS])
def test_deal_files(name: str, args: list[str], status: int, patterns: list[str]) -> None:
    expect(refscore("check", HOSTILE / name, *args), status, *patterns)


def test_an_integer_of_5000_digits() -> None:
    expect(refscore("check", HOSTILE / "huge-int-5000-digits.json"), 2, r"huge-int-5000-digits\.json")


BIG_DEALS: dict[str, tuple[Callable[[], str], list[str], str]] = {
    "array.json": (
        lambda: "[" + ",".join(["1"] * 10**6) + "]",
        ["--variant", "coinche"],
        r"array\.json: at \$: ",
    ),
    "deep.json": (lambda: "[" * 100_000 + "]" * 100_000, ["--variant", "coinche"], r"nested too deeply"),
    "deep-object.json": (lambda: '{"a":' * 100_000 + "1" + "}" * 100_000, [], r"nested too deeply"),
}


@pytest.mark.parametrize("name", sorted(BIG_DEALS))
def test_big_deal_files(tmp_path: Path, name: str) -> None:
    make, args, pattern = BIG_DEALS[name]
    path = tmp_path / name
    path.write_text(make())
    expect(refscore("check", path, *args), 2, pattern)


def test_a_hand_of_a_million_cards(tmp_path: Path) -> None:
    record = json.loads((HOSTILE / "legal.json").read_text())
    record["hands"]["N"] = ["7S"] * 10**6
    path = tmp_path / "million.json"
    path.write_text(json.dumps(record))
    expect(refscore("check", path), 2, r"million\.json: at \$\.hands\.N: ")


# --- variant files ----------------------------------------------------------------------------------

VARIANT_FILES = [
    ("python-tag.yaml", r"python-tag\.yaml:4:5: not valid YAML: could not determine a constructor"),
    ("python-name.yaml", r"python-name\.yaml:3:8: not valid YAML"),
    ("billion-laughs.yaml", r"billion-laughs\.yaml:2:4: YAML anchors and aliases are not allowed"),
    ("unknown-name.yaml", r"unknown-name\.yaml:6:9: unknown name 'taker_totl'.*did you mean 'taker_total'"),
    ("formula-syntax.yaml", r"formula-syntax\.yaml:6:9: unexpected character '='"),
    ("huge-integer.yaml", r"huge-integer\.yaml:6:10: at auction\.floor: 10+ is greater"),
    ("not-utf8.yaml", r"not-utf8\.yaml: at byte 41: not UTF-8"),
]


@pytest.mark.parametrize(("name", "pattern"), VARIANT_FILES, ids=[v[0] for v in VARIANT_FILES])
def test_variant_files(name: str, pattern: str) -> None:
    expect(refscore("variants", "validate", HOSTILE / name), 2, pattern)
    expect(refscore("check", HOSTILE / "legal.json", "--variant", HOSTILE / name), 2, pattern)


def test_python_tags_run_nothing(tmp_path: Path) -> None:
    marker = Path("/tmp/refscore-pwned")
    refscore("variants", "validate", HOSTILE / "python-tag.yaml")
    assert not marker.exists()


def test_division_by_zero_at_run_time() -> None:
    """The formula compiles (the divisor is a name), so the variant validates; a deal where the
    divisor is 0 is then unusable under it: exit 2, naming the file and the formula."""
    expect(refscore("variants", "validate", HOSTILE / "division-by-zero.yaml"), 0, "valid variant")
    expect(
        refscore("check", HOSTILE / "legal.json", "--variant", HOSTILE / "division-by-zero.yaml"),
        2,
        r"division-by-zero\.yaml: variant 'division-by-zero': division by zero at column 13 of "
        r"'own_cards / own_belote'",
    )


BIG_VARIANTS: dict[str, tuple[Callable[[], str], str]] = {
    "deep.yaml": (
        lambda: "a: " + "[" * 100_000 + "]" * 100_000 + "\n",
        r"deep\.yaml:1:\d+: .*nested more than 64",
    ),
    "wide.yaml": (
        lambda: (
            "schema_version: 1\nextends: coinche\ntitle: x\ngame:\n  targets: ["
            + ",".join(["501"] * 10**6)
            + "]\n"
        ),
        r"wide\.yaml: file too large",
    ),
}


@pytest.mark.parametrize("name", sorted(BIG_VARIANTS))
def test_big_variant_files(tmp_path: Path, name: str) -> None:
    make, pattern = BIG_VARIANTS[name]
    path = tmp_path / name
    path.write_text(make())
    expect(refscore("variants", "validate", path), 2, pattern)


# --- JSON Lines: each broken line reported with its number, the others checked ----------------------


def test_a_json_lines_file_of_broken_lines(tmp_path: Path) -> None:
    legal = json.dumps(json.loads((HOSTILE / "legal.json").read_text()))
    illegal = json.dumps(json.loads((HOSTILE / "card-played-twice.json").read_text()))
    lines = [
        legal.encode(),  # 1
        b"",  # 2: blank, skipped
        illegal.encode(),  # 3
        (HOSTILE / "binary.json").read_bytes().replace(b"\n", b" "),  # 4
        legal[: len(legal) // 2].encode(),  # 5: truncated
        legal.replace('"id"', '"claim": {"NS": ' + "9" * 5000 + '}, "id"').encode(),  # 6: 5000 digits
        b"[" * 40_000 + b"]" * 40_000,  # 7: deep
        b"[" + b"1," * 10**6 + b"1]",  # 8: a million items, too long a line
        legal.replace('"7S"', '"1S"', 1).encode(),  # 9: unknown card
        b'{"variant": "nowhere", "dealer": "N"}',  # 10: unknown variant
        b"\xff\xfe" + legal.encode(),  # 11: not UTF-8
        legal.encode(),  # 12
    ]
    path = tmp_path / "broken.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")
    completed = refscore("check", path, "--format", "jsonl")
    expect(completed, 2, r"11 deals", r"2 legal", r"1 illegal", r"8 unusable", r"play\.card-held 1")
    results = [json.loads(line) for line in completed.stdout.splitlines()]
    assert [r["line"] for r in results] == [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    by_line = {r["line"]: r for r in results}
    assert by_line[3]["violation"]["place"] == "$.tricks[1][1]"
    texts = {n: by_line[n]["error"]["text"] for n in (4, 5, 6, 7, 8, 9, 10, 11)}
    assert re.match(r".*broken\.jsonl:4: not UTF-8 text \(byte \d+ of the line", texts[4])
    assert re.match(r".*broken\.jsonl:5:\d+: not valid JSON", texts[5])
    assert "broken.jsonl:6: not valid JSON: Exceeds the limit (4300 digits)" in texts[6]
    assert re.match(r".*broken\.jsonl:7: (JSON nested too deeply|at \$\.variant: no variant)", texts[7])
    assert "broken.jsonl:8: line too long" in texts[8]
    assert "broken.jsonl:9: at $.hands." in texts[9] and "'1S' is not a card" in texts[9]
    assert "broken.jsonl:10: at $.variant: unknown variant 'nowhere'" in texts[10]
    assert "broken.jsonl:11: not UTF-8 text (byte 1 of the line is 0xff)" in texts[11]
    # the same through two worker processes, and through standard input
    assert refscore("check", path, "--format", "jsonl", "--jobs", "2").stdout == completed.stdout
    text_run = refscore("check", path)
    assert "broken.jsonl:3: ILLEGAL at trick 2, card 2 ($.tricks[1][1])" in text_run.stdout


@pytest.mark.parametrize(("name", "size"), [("empty.jsonl", 0), ("blank.jsonl", 3)])
def test_empty_json_lines(tmp_path: Path, name: str, size: int) -> None:
    path = tmp_path / name
    path.write_text("\n" * size)
    expect(refscore("check", path, "--format", "jsonl"), 0, r"0 deals")


def test_a_json_lines_file_that_cannot_be_read(tmp_path: Path) -> None:
    expect(refscore("check", tmp_path / "absent.jsonl"), 2, r"absent\.jsonl: cannot read the file")
    expect(refscore("check", tmp_path, "--format", "jsonl"), 2)  # a folder


# --- fuzzing: arbitrary text and JSON give only the project's own errors -----------------------------

FUZZ = settings(max_examples=250, derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=8), inner, max_size=6),
    max_leaves=30,
)
KEYS = st.sampled_from(
    [
        "dealer",
        "hands",
        "auction",
        "tricks",
        "claim",
        "belote",
        "annonces",
        "chien",
        "discard",
        "turned",
        "id",
    ]
)
RECORDISH = st.dictionaries(KEYS, JSON, max_size=8)
_FAST = {name: FastChecker(shipped_variant(name)) for name in ("coinche", "contree", "belote", "chien-3")}
_LEGAL = json.loads((HOSTILE / "legal.json").read_text())


def _read_text_as_record(text: str) -> None:
    from refscore.cli.inputs import parse_json  # type: ignore[import-not-found, unused-ignore]

    try:
        data = parse_json(text, "fuzz.json")
        variant = shipped_variant("coinche")
        check_deal(read_record(data, variant), variant)
    except RefscoreError:
        pass


@FUZZ
@given(text=st.text(max_size=200))
def test_fuzz_reading_text_as_a_record(text: str) -> None:
    _read_text_as_record(text)


@pytest.mark.slow
@FUZZ
@given(data=st.one_of(JSON, RECORDISH))
def test_fuzz_reading_json_as_a_record(data: Any) -> None:
    _read_text_as_record(json.dumps(data))
    assert _FAST["coinche"].check(data) is None or isinstance(data, dict)


@pytest.mark.slow
@FUZZ
@given(data=RECORDISH, name=st.sampled_from(sorted(_FAST)))
def test_fuzz_the_fast_path_never_raises(data: dict[str, Any], name: str) -> None:
    for record in (data, {**_LEGAL, **data}):
        result = _FAST[name].check(record)
        assert result is None or result["status"] in ("legal", "redeal", "illegal")


@pytest.mark.slow
@FUZZ
@given(raw=st.binary(max_size=300) | JSON.map(lambda value: json.dumps(value).encode()))
def test_fuzz_a_json_lines_line(raw: bytes) -> None:
    checker = LineChecker(lambda data: shipped_variant("coinche"), "fuzz.jsonl")
    outcome = checker.check(1, raw)
    assert outcome is None or outcome.status in (
        "legal",
        "redeal",
        "incomplete",
        "illegal",
        "wrong_claim",
        "unusable",
    )
    if outcome is not None and outcome.status == "unusable":
        assert outcome.message is not None and outcome.message.startswith("fuzz.jsonl:1")
        assert not outcome.message.startswith("fuzz.jsonl:1: internal error"), outcome.message
    assert checker.check(2, TooLong(10**6)) is not None


YAML_TEXT = st.text(
    alphabet=st.sampled_from(list("ab:-[]{}&*!|>'\"# \n\t01.,?%@`~")), max_size=120
) | st.text(max_size=120)


@FUZZ
@given(text=YAML_TEXT)
def test_fuzz_parse_yaml(text: str) -> None:
    with contextlib.suppress(RefscoreError):
        parse_yaml(text, "fuzz.yaml")


@FUZZ
@given(
    text=YAML_TEXT
    | st.builds(lambda body: "schema_version: 1\nextends: coinche\ntitle: t\n" + body, YAML_TEXT)
)
def test_fuzz_load_variant(text: str) -> None:
    def read(path: str) -> str:
        if path == "fuzz.yaml":
            return text
        raise OSError(2, "No such file or directory")

    with contextlib.suppress(RefscoreError):
        load_variant("fuzz.yaml", read)


NOTATION_TEXT = st.text(
    alphabet=st.sampled_from(list("abcdefghijklmnopqrstuvwxyz NESWHDCSJQKA0123456789:;,.-()[]{}\"'#\n")),
    max_size=200,
) | st.text(max_size=200)


@FUZZ
@given(text=NOTATION_TEXT)
def test_fuzz_the_deal_notation(text: str) -> None:
    try:
        parsed = parse_notation(text)
        to_record(parsed, shipped_variant("coinche"))
    except RefscoreError:
        pass
