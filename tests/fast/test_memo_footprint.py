"""What the fast tier's memos of JSON bytes keep costs the size of the text, not orjson's buffer.

Why: orjson hands back its bytes in the 4 KiB buffer it wrote them in, whatever their length, and
`sys.getsizeof` shows only the length. A memo of those (the contracts a batch writes, the pieces of
penalties) held 4 KiB an entry: 13 MB for a file of 20,000 deals, some hundreds of MB at the
memos' bounds. `refscore.fast.json_bytes.kept` copies what is kept; these tests measure, with
tracemalloc, what one new entry of each memo holds.
"""

from __future__ import annotations

import tracemalloc
from collections.abc import Callable
from typing import Any

import pytest

import refscore.fast.batch_lines as batch
from refscore.fast.batch_lines import LegalLines, _contract_json
from refscore.fast.checker import FastChecker
from refscore.fast.json_bytes import dumps, kept
from refscore.fast.penalty_plan import _piece
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant

#: what one kept entry may hold: its bytes (a contract's JSON is some 150) and its share of the
#: memo's table; orjson's buffer alone is 4096
ENTRY_BOUND = 1024


def held(make: Callable[[], Any]) -> tuple[Any, int]:
    """`make()`'s result and the bytes still allocated after it returned (what it keeps)."""
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        made = make()
        return made, tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()


def test_kept_bytes_hold_their_own_size() -> None:
    written = dumps({"taker": "N", "side": "NS", "value": 160, "trump": "D", "mult": 1})
    copy, size = held(lambda: kept(written))
    assert copy == written
    assert 0 < size < ENTRY_BOUND


@pytest.mark.skipif(
    batch._orjson is None or batch._LineWriter is None,
    reason="the contracts' memo is the compiled line writers' (with orjson)",
)
def test_a_contract_kept_by_the_line_writers_holds_its_text() -> None:
    variant = shipped_variant("coinche")
    checker = FastChecker(variant)
    lines = LegalLines.of(checker)
    assert lines is not None
    keys = []
    for seed in range(60):  # the contracts of played deals, each key as the writers ask for it
        pieces = checker.check_scored(random_deal(variant, seed))
        if isinstance(pieces, tuple):
            keys.append(pieces[0])
    assert len(set(keys)) > 10
    total = 0
    for key in dict.fromkeys(keys):
        checker.contracts.get(key) or checker._contract(key)  # (the lean contract's own memo, apart)
        written, size = held(lambda key=key: _contract_json(checker, lines.contracts, key))
        assert lines.contracts[key] is written
        total += size  # (an entry that grows the memo's table pays for the table: summed)
    assert total < ENTRY_BOUND * len(set(keys)), f"{len(set(keys))} contracts' JSON keep {total} bytes"


def test_a_penalty_piece_holds_its_text() -> None:
    line = {"unit": "NS", "name": "cards", "value": 81, "rule": "score.cards", "detail": "81"}
    piece, size = held(lambda: _piece([line]))
    assert piece == dumps(line)
    assert size < ENTRY_BOUND, f"a piece of {len(piece)} bytes keeps {size}"
