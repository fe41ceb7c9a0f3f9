"""The compiled core's writer of a legal deal's whole line (`_fastcore.LineWriter`, behind
`batch.LegalLines.write`) writes the bytes `LegalLines.line` writes from `FastChecker.check_scored`'s
pieces, and hands back what `Core.judge_flat` gives wherever the line is not an ordinary one (the
Python path then writes it, or words a refuted claim).

Why apart from tests/fast/test_legal_line.py: there the batch's line is compared with the reference's,
which a fallback to the Python path would pass too; here each decline and each written line of the
writer itself is asserted.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import refscore.fast.batch_lines as batch
from refscore.fast.batch_lines import LegalLines
from refscore.fast.checker import FastChecker
from refscore.judge.generate import declare_held_annonces, random_deal
from refscore.load.variant_loader import shipped_variant

SHIPPED = ["coinche", "contree", "officiel", "coinche-5", "belote", "chien-3", "chien-2"]
# printable ASCII without the two characters JSON escapes in a string: written as they are
PLAIN_IDS = st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E, blacklist_characters='"\\'))

pytestmark = pytest.mark.skipif(
    batch._LineWriter is None or batch._orjson is None,
    reason="the compiled core refscore.fast._fastcore (or orjson) is not there: LegalLines is not used",
)


def writer_of(name: str) -> tuple[FastChecker, LegalLines]:
    checker = FastChecker(shipped_variant(name))
    lines = LegalLines.of(checker)
    assert lines is not None
    return checker, lines


def raw_of(deal: Any) -> bytes:
    """The JSON line a record is read from (non-ASCII written as it is, as logs write it)."""
    return json.dumps(deal, ensure_ascii=False).encode()


def python_line(checker: FastChecker, lines: LegalLines, number: int, deal: dict[str, Any]) -> bytes:
    """The line the Python path writes (and, on the way, the contract's JSON remembered)."""
    pieces = checker.check_scored(deal)
    assert isinstance(pieces, tuple)
    return lines.line(number, deal.get("id"), deal.get("claim"), pieces)


@pytest.mark.parametrize("name", SHIPPED)
@settings(max_examples=20, derandomize=True, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    number=st.integers(0, 2**40),
    record_id=st.none() | PLAIN_IDS,
    realistic=st.booleans(),
    claim=st.sampled_from(["none", "all", "first", "last"]),
)
def test_the_core_writes_the_line_python_writes(
    name: str, seed: int, number: int, record_id: str | None, realistic: bool, claim: str
) -> None:
    checker, lines = writer_of(name)
    deal = json.loads(json.dumps(random_deal(checker.variant, seed)))
    if realistic:
        declare_held_annonces(deal, checker.variant)
    if record_id is not None:
        deal["id"] = record_id
    lean = checker.check(deal)
    assert lean is not None and lean["status"] == "legal"
    scores: dict[str, int] = lean["scores"]
    units = list(scores)
    if claim != "none":  # a claim that holds: every unit, or one (the first or the last)
        named = {"all": units, "first": units[:1], "last": units[-1:]}[claim]
        deal["claim"] = {unit: scores[unit] for unit in reversed(named)}
    expected = python_line(checker, lines, number, deal)
    written = lines.write(deal, number, raw_of(deal))
    assert type(written) is bytes, "an ordinary legal deal whose contract is known: the core writes it"
    assert written == expected
    lines.contracts.clear()  # a contract not seen yet: the core asks LegalLines for its JSON, then writes
    assert lines.write(deal, number, raw_of(deal)) == expected
    assert len(lines.contracts) == 1


def test_a_line_longer_than_the_stack_buffer_is_written_whole() -> None:
    """A line over the 4 KiB the writer keeps on the stack (here by its id) is written on the heap,
    the same bytes."""
    checker, lines = writer_of("coinche-5")
    deal = json.loads(json.dumps(random_deal(checker.variant, 5)))
    for size in (0, 1, 3000, 4096, 5000, 100_000):
        deal["id"] = "x" * size
        expected = python_line(checker, lines, 2**40, deal)
        assert lines.write(deal, 2**40, raw_of(deal)) == expected


@pytest.mark.parametrize("name", ["contree", "chien-3", "belote"])
def test_the_core_hands_back_the_walk_where_the_line_is_not_ordinary(name: str) -> None:
    """A refuted claim, an id JSON escapes or that is not ASCII, a `fingerprint` field, a contract
    whose JSON `contract_json` does not give as bytes: `judge_flat`'s answer, for the Python path
    to go on with."""
    checker, lines = writer_of(name)
    assert checker.core is not None and checker.scorer.core is not None
    deal = json.loads(json.dumps(random_deal(checker.variant, 11)))
    judged = checker.core.judge_flat(deal)
    assert isinstance(judged, tuple) and len(judged) == 3
    declining = batch._LineWriter(
        checker.core,
        lines.parts,
        lines.cases,
        _names(checker),
        {},
        lambda key: None,
        checker.scorer.core,
    )
    assert declining.line(deal, 1, raw_of(deal)) == judged
    assert type(lines.write(deal, 1, raw_of(deal))) is bytes
    lean = checker.check(deal)
    assert lean is not None
    unit, score = next(iter(lean["scores"].items()))
    unusual: list[dict[str, Any]] = [
        {**deal, "claim": {unit: score + 1}},
        {**deal, "id": 'a"b'},
        {**deal, "id": "a\\b"},
        {**deal, "id": "a\nb"},
        {**deal, "id": "a\x7fb"},
        {**deal, "id": "é"},
        {**deal, "fingerprint": checker.fingerprint},
    ]
    for record in unusual:
        answer = lines.write(record, 2, raw_of(record))
        assert answer == checker.core.judge_flat(record), record


def test_an_error_writing_a_contract_is_raised_not_hidden() -> None:
    checker, lines = writer_of("contree")
    assert checker.core is not None and checker.scorer.core is not None

    def broken(key: Any) -> bytes:
        raise RuntimeError("contract")

    writer = batch._LineWriter(
        checker.core, lines.parts, lines.cases, _names(checker), {}, broken, checker.scorer.core
    )
    with pytest.raises(RuntimeError, match="contract"):
        deal = json.loads(json.dumps(random_deal(checker.variant, 3)))
        writer.line(deal, 1, raw_of(deal))


def _names(checker: FastChecker) -> tuple[bytes, ...]:
    return tuple(json.dumps(unit).encode() for unit in checker.units)


def test_the_writer_refuses_a_bad_configuration() -> None:
    checker, lines = writer_of("contree")
    assert checker.core is not None and checker.scorer.core is not None
    good = (
        checker.core,
        lines.parts,
        lines.cases,
        (b'"NS"', b'"EW"'),
        {},
        len,
        checker.scorer.core,
    )
    assert batch._LineWriter(*good).line is not None
    refused = (
        (1, lines.parts[:-1]),
        (2, ()),
        (3, (b'"NS"',)),
        (4, []),
        (5, b"not callable"),
        (6, checker.scorer.core.score),
    )
    for index, bad in refused:
        with pytest.raises(TypeError):
            batch._LineWriter(*good[:index], bad, *good[index + 1 :])
    writer = batch._LineWriter(*good)
    with pytest.raises(TypeError):
        writer.line({}, -1, b"{}")
    deal = json.loads(json.dumps(random_deal(checker.variant, 3)))
    with pytest.raises(TypeError):
        writer.line(deal, 1)  # (no line: the members could not be counted)
    with pytest.raises(TypeError):
        writer.line(deal, 1, raw_of(deal).decode())


def test_a_legal_lines_writer_is_freed_with_its_checker() -> None:
    """The compiled writer asks for a contract's JSON through a callable that holds the checker, not
    the `LegalLines` holding the writer: the writer takes no part in a cycle (it is not tracked by
    the garbage collector), so a batch's writers go with it (one per request in the HTTP API)."""
    import gc
    import weakref

    checker, lines = writer_of("contree")
    gone = weakref.ref(lines)
    del lines
    gc.collect()
    assert gone() is None
    assert checker.core is not None


def twice(value: Any, target: int) -> str:
    """`value` as JSON text, the first member of the object whose `id` is `target` written twice
    (as a log line may hold it: orjson keeps the last, the reference reader refuses the line)."""
    if isinstance(value, dict):
        members = [json.dumps(key) + ":" + twice(item, target) for key, item in value.items()]
        if id(value) == target and members:
            members.insert(0, members[0])
        return "{" + ",".join(members) + "}"
    if isinstance(value, list):
        return "[" + ",".join(twice(item, target) for item in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def objects_of(value: Any) -> list[Any]:
    """Every object (dict) in `value`, itself first."""
    if isinstance(value, dict):
        return [value, *(found for item in value.values() for found in objects_of(item))]
    if isinstance(value, list):
        return [found for item in value for found in objects_of(item)]
    return []


@pytest.mark.parametrize("name", SHIPPED)
@settings(max_examples=15, derandomize=True, deadline=None)
@given(seed=st.integers(0, 10**6), pick=st.integers(0, 10**6), labels=st.booleans())
def test_the_core_writes_no_line_with_a_member_written_twice(
    name: str, seed: int, pick: int, labels: bool
) -> None:
    """Whatever object of the record holds a member twice (the record, the hands, a call, the
    claim, the players, an annonce), the core hands the walk back (`same_colons` then sends the
    line to the reference reader); the same record written once each is written, colons in its
    strings and all."""
    checker, lines = writer_of(name)
    deal = json.loads(json.dumps(random_deal(checker.variant, seed)))
    declare_held_annonces(deal, checker.variant)
    lean = checker.check(deal)
    assert lean is not None and lean["status"] == "legal"
    deal["claim"] = dict(lean["scores"])
    if labels:  # colons in the strings of the record: counted in the record as in the line
        deal.update(id="a:b", date="2026-12-07T20:30:00", comment="é: ::", event="Club: final")
        deal["players"] = {seat: f"{seat}: joueur é:" for seat in deal["hands"]}
    raw = raw_of(deal)
    assert lines.write(deal, 7, raw) == python_line(checker, lines, 7, deal)
    objects = objects_of(deal)
    text = twice(deal, id(objects[pick % len(objects)]))
    read = batch._orjson.loads(text)  # (as the batch reads it: the last of the two kept)
    answer = lines.write(read, 7, text.encode())
    assert type(answer) is not bytes, text
    assert answer == checker.core.judge_flat(read)  # type: ignore[union-attr]


def test_the_count_leaves_no_colon_out_of_the_line() -> None:
    """A colon of the line the record does not hold (one more anywhere, in a string of cards or a
    member dropped) keeps the core from writing it; an escape \\u00XX too (its colon, if it
    writes one, is the record's and not the line's)."""
    checker, lines = writer_of("contree")
    deal = json.loads(json.dumps(random_deal(checker.variant, 21)))
    raw = raw_of(deal)
    assert type(lines.write(deal, 1, raw)) is bytes
    assert type(lines.write(deal, 1, raw + b" ")) is bytes  # (whitespace after the object: read alike)
    for other in (raw[:-1] + b',"x":1}', raw.replace(b'"dealer"', b'"dealer":"N","dealer"', 1)):
        assert type(lines.write(deal, 1, other)) is not bytes
    escaped = json.dumps({**deal, "comment": "é"}).encode()  # (ensure_ascii: \u00e9)
    assert b"\\u00e9" in escaped
    assert type(lines.write(json.loads(escaped), 1, escaped)) is not bytes
