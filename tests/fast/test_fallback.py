"""The batch's fast path leaves a line to the reference path only for a reason it names
(`batch_lines.Fallback`); a fault of the fast path is reported as one, never answered as though
nothing had happened."""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from refscore.base.errors import EXIT_UNUSABLE
from refscore.fast.batch_lines import MAX_LINE_BYTES, Fallback, LineChecker, TooLong, dumps_line
from refscore.fast.checker import FastChecker
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import Variant

SHIPPED = ["coinche", "contree", "officiel", "coinche-5", "belote", "chien-3", "chien-2"]
#: A legal, complete deal of coinche (the generator's: tests/fast/test_legal_line.py draws the same).
DEAL: dict[str, Any] = random_deal(shipped_variant("coinche"), 7)
#: The same deal stopped after its first trick: unfinished, which the reference path words.
UNFINISHED: dict[str, Any] = {**DEAL, "tricks": DEAL["tricks"][:1]}


def _resolve(data: Any) -> Variant:
    return shipped_variant(data["variant"])


def _checker() -> LineChecker:
    return LineChecker(_resolve, "deals.jsonl")


def test_each_reason_is_named() -> None:
    checker = _checker()
    assert checker.check_fast(1, TooLong(MAX_LINE_BYTES + 1)) is None
    assert checker.fallback is Fallback.TOO_LONG
    assert checker.check_fast(2, b"{not json") is None
    assert checker.fallback is Fallback.UNREADABLE
    assert checker.check_fast(3, b"[1, 2]") is None
    assert checker.fallback is Fallback.NOT_A_RECORD
    assert checker.check_fast(4, json.dumps({**DEAL, "variant": "nowhere"}).encode()) is None
    assert checker.fallback is Fallback.NO_VARIANT
    assert checker.check_fast(5, json.dumps(UNFINISHED).encode()) is None
    assert checker.fallback is Fallback.DECLINED
    off = LineChecker(_resolve, "deals.jsonl", full=True)
    assert off.check_fast(6, json.dumps(DEAL).encode()) is None
    assert off.fallback is Fallback.OFF


def test_each_reason_is_then_answered_by_the_reference() -> None:
    # what `check` makes of the lines left to it: unusable lines worded, the unfinished deal judged
    checker = _checker()
    for number, raw in enumerate((b"{not json", b"[1, 2]"), 1):
        assert checker.check_fast(number, raw) is None
        outcome = checker.check(number, raw)
        assert outcome is not None and outcome.status == "unusable"
    unfinished = json.dumps(UNFINISHED).encode()
    assert checker.check_fast(3, unfinished) is None
    outcome = checker.check(3, unfinished)
    assert outcome is not None and outcome.status == "incomplete" and not outcome.fast


class _Broken(FastChecker):
    """A fast checker with a bug: it raises on every deal (on the compiled tier, where the core
    writes the line, when the line's contract is written)."""

    def __init__(self, variant: Any) -> None:
        super().__init__(variant)
        self.contracts.clear()
        self._contract = self._fail

    def _fail(self, key: Any) -> Any:
        raise ZeroDivisionError("a bug of the fast path")

    def check(self, data: Any) -> dict[str, Any] | None:
        raise ZeroDivisionError("a bug of the fast path")

    def check_scored(self, data: Any, judged: Any = None) -> Any:
        raise ZeroDivisionError("a bug of the fast path")


def test_a_fault_of_the_fast_path_is_reported_not_hidden() -> None:
    # The same deal through a fast checker that raises: before, the reference path answered it
    # "legal" and the bug cost only time; now the line is an internal error naming the fault.
    variant = shipped_variant("coinche")
    checker = _checker()
    checker.checkers[id(variant)] = (variant, _Broken(variant))
    raw = json.dumps(DEAL).encode()
    assert checker.check_fast(7, raw) is None
    assert checker.fallback is Fallback.FAULT
    outcome = checker.check(7, raw)
    assert outcome is not None
    assert outcome.status == "unusable" and outcome.result["exit_code"] == EXIT_UNUSABLE
    assert "internal error" in outcome.result["error"]["message"]
    assert "ZeroDivisionError" in outcome.result["error"]["message"]


def test_a_fault_on_the_slow_entry_is_reported_too() -> None:
    # `check` alone (text output) also runs the fast checker first: its fault is not hidden either
    variant = shipped_variant("coinche")
    checker = _checker()
    checker.checkers[id(variant)] = (variant, _Broken(variant))
    outcome = checker.check(8, json.dumps(DEAL).encode())
    assert outcome is not None and outcome.status == "unusable"
    assert "ZeroDivisionError" in outcome.result["error"]["message"]


def test_an_ordinary_deal_is_answered_by_the_fast_path() -> None:
    checker = _checker()
    answer = checker.check_fast(9, json.dumps(DEAL).encode())
    assert answer is not None and answer[1] == "legal"


def test_an_auction_fault_is_answered_by_the_fast_path() -> None:
    # DEAL's dealer is N and coinche's first speaker is E: S's pass as the first call is out of turn
    faulty = {**DEAL, "auction": [{"seat": "S", "call": "pass"}, *DEAL["auction"]]}
    checker = _checker()
    answer = checker.check_fast(1, json.dumps(faulty).encode())
    assert answer is not None and answer[1:] == ("illegal", "auction.turn")
    assert checker.fallback is None


def test_an_id_orjson_does_not_write_is_left_to_check() -> None:
    # JSON allows a lone surrogate in a string; orjson refuses to write one, the line-by-line path
    # writes it escaped ("\ud800"), as `dumps_line` says
    checker = _checker()
    raw = json.dumps({**DEAL, "id": "\ud800"}).encode()
    assert checker.check_fast(10, raw) is None
    assert checker.fallback is Fallback.UNWRITABLE
    outcome = checker.check(10, raw)
    assert outcome is not None and outcome.status == "legal"
    assert b'"id":"\\ud800"' in dumps_line(outcome.result)


#: Values a broken log puts where a record has another (types, bounds, spellings, a lone surrogate)
ODD: list[Any] = [None, True, 0, -1, 10**12, 1.5, "", "x", "AS", "N", "ZZ", [], {}, [1], {"a": 1}, ["AS"]]
ODD += ["\ud800", "80", "pass", "capot", 200]


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += _paths(item, (*prefix, index))
    return out


@settings(max_examples=150, derandomize=True, deadline=None)
@given(
    name=st.sampled_from(SHIPPED),
    seed=st.integers(0, 10**6),
    edits=st.lists(
        st.tuples(st.integers(0, 10**6), st.sampled_from(ODD), st.booleans()), min_size=1, max_size=3
    ),
    compiled=st.booleans(),
)
def test_a_broken_record_is_declined_for_a_reason_never_by_a_fault(
    name: str, seed: int, edits: list[tuple[int, Any, bool]], compiled: bool
) -> None:
    # Any value anywhere in a real deal replaced or removed: the fast path answers or leaves the line
    # to the reference for a named reason; none of them may be a fault of its own (before, an
    # exception here was swallowed and the line re-judged, a bug showing only as slowness).
    variant = shipped_variant(name)
    deal = random_deal(variant, seed)
    for where, value, remove in edits:
        paths = _paths(deal)[1:]
        path = paths[where % len(paths)]
        parent = deal
        for key in path[:-1]:
            parent = parent[key]
        if remove and isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent[path[-1]] = copy.deepcopy(value)  # (ODD's lists and dicts stay as they are)
    checker = LineChecker(lambda _: variant, "deals.jsonl")
    checker.checkers[id(variant)] = (variant, FastChecker(variant, compiled=compiled))
    checker.check_fast(1, json.dumps(deal).encode("utf-8", "surrogatepass"))
    assert checker.fallback is not Fallback.FAULT, repr(checker._fault)
