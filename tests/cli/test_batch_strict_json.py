"""A key written twice in a JSON Lines record is refused at its place, as in a single file.

Why a test of its own: the batch reads lines with orjson when it is installed, and orjson keeps the
last of a duplicated key where the reference reader (`record.decode_json`) refuses the record: the
two readers must not give two verdicts on the same text (strict and lossless JSON).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from refscore.fast.batch_lines import _no_key_twice

ROOT = Path(__file__).resolve().parents[2]
LEGAL_LINE = (ROOT / "conformance" / "deals" / "deals.jsonl").read_bytes().splitlines()[0]


@pytest.mark.parametrize(
    ("text", "once"),
    [
        (b'{"a": 1, "b": {"c": "x\\":y"}}', True),  # a quote and a colon inside a string
        (b'{"a" : 1, "b":{"c": "1:2"}}', True),  # blanks before a colon; a colon in a value
        (b'{"a" : 1, "a":2}', False),
        (b'{"a":"x:y","a":"z"}', False),
        (b'{"b":[{"c":1},{"c":1,"c":2}]}', False),  # at any depth
        (b'{"a":"x\\u003ay"}', False),  # an escaped colon: left to the reference reader
    ],
)
def test_a_key_written_twice_is_seen_by_counting_colons(text: bytes, once: bool) -> None:
    orjson = pytest.importorskip("orjson", reason="the accelerated reader is orjson (pip install .[fast])")
    assert _no_key_twice(text, orjson.loads(text)) is once
    assert _no_key_twice(LEGAL_LINE, orjson.loads(LEGAL_LINE))


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
