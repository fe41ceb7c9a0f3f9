"""The batch's fast path leaves a line to the reference path only for a reason it names
(`batch_lines.Fallback`); a fault of the fast path is reported as one, never answered as though
nothing had happened."""

from __future__ import annotations

import json
from typing import Any

from refscore.base.errors import EXIT_UNUSABLE
from refscore.fast.batch_lines import MAX_LINE_BYTES, Fallback, LineChecker, TooLong
from refscore.fast.checker import FastChecker
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import Variant

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
    """A fast checker with a bug: it raises on every deal."""

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
