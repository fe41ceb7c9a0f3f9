"""A key written twice in a JSON Lines record is refused at its place, as in a single file.

Why a test of its own: the batch reads lines with orjson when it is installed, and orjson keeps the
last of a duplicated key where the reference reader (`record.decode_json`) refuses the record: the
two readers must not give two verdicts on the same text (issue 13, "strict and lossless JSON").
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from refscore.batch import _KEY_END, _keys

ROOT = Path(__file__).resolve().parent.parent
LEGAL_LINE = (ROOT / "conformance" / "deals" / "deals.jsonl").read_bytes().splitlines()[0]


@pytest.mark.parametrize(
    ("text", "written"),
    [
        (b'{"a": 1, "b": {"c": "x\\":y"}}', 3),  # a quote and a colon inside a string are not a key
        (b'{"a" : 1, "a":2}', 2),  # blanks before the colon
        (b'{"a":[{"b":1},{"b":2}],"c":[]}', 4),
    ],
)
def test_the_keys_written_are_counted_from_the_text(text: bytes, written: int) -> None:
    assert len(_KEY_END.findall(text)) == written


def test_a_duplicate_is_one_key_fewer_once_decoded() -> None:
    text = b'{"a": 1, "a": 2, "b": [{"c": 1, "c": 2}]}'
    assert (_keys(json.loads(text)), len(_KEY_END.findall(text))) == (3, 5)  # a, b, c; five written
    assert _keys(json.loads(LEGAL_LINE)) == len(_KEY_END.findall(LEGAL_LINE))


@pytest.mark.parametrize("output_format", ["jsonl", "json"])
def test_a_line_with_a_key_written_twice_is_unusable(tmp_path: Path, output_format: str) -> None:
    record = LEGAL_LINE.decode("utf-8")
    assert record.count('"dealer":') == 1
    # the last `dealer` is the record's own: a reader keeping the last would call the deal legal
    twice = record.replace('"dealer":', '"dealer": "E", "dealer":', 1)
    lines = tmp_path / "deals.jsonl"
    lines.write_text(record + "\n" + twice + "\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "refscore", "check", str(lines), "--format", output_format],
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 2, done.stderr.decode()
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert [result["status"] for result in results] == ["legal", "unusable"]
    error = results[1]["error"]
    assert error["place"] == "$.dealer" and "duplicate key 'dealer'" in error["message"]
