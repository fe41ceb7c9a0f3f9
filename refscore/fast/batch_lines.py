"""Check JSON Lines of deal records, one line at a time: the fast path first, the reference path
whenever it declines, and every way a line can be broken turned into an "unusable" result.

Why separate from the CLI: this is the pure per-line logic (bytes in, one result out) that the
command runs in one process or in several; reading files, processes and signals are `cli/batch.py`'s.

Each line gives one result (format `refscore-batch/1`), a JSON object:

- ``line`` (1-based line number) and ``id`` (the record's `id`, or null), then
- the lean result of `refscore.fast.checker.lean_result`: ``status`` (legal, redeal, incomplete, illegal,
  wrong_claim, or unusable), ``exit_code``, ``variant``, ``contract``, ``made``, ``scores``, ``units``,
  ``claim``, ``violation``, ``penalty`` — each exactly as `refscore check --format json` gives it —
  and ``case``,
  the rule id of the scoring case that produced the scores;
- ``error``: null, or for an unusable line ``{"message", "file", "place", "expected", "rule",
  "text"}``, ``text`` being the whole located message (``deals.jsonl:7:12: not valid JSON: ...``).

With ``full=True`` each result is instead the complete `result_to_json` of the reference path (with
``line`` first), tricks and breakdown included: about a hundred times slower.
"""

from __future__ import annotations

import copy
import enum
import os
from collections.abc import Callable
from functools import partial
from typing import Any

from refscore.base.cards import Card, card_name
from refscore.base.errors import EXIT_ILLEGAL, EXIT_UNUSABLE, InputFormatError, RefscoreError, sentence
from refscore.base.precompiled import dataclass
from refscore.fast.auction_faults import CallFault
from refscore.fast.checker import FastChecker, IllegalPieces, LegalPieces, lean_result, violation_place
from refscore.fast.illegal_card import message_key
from refscore.fast.json_bytes import kept, stdlib_dumps
from refscore.fast.json_bytes import orjson as _accelerator
from refscore.formula.names import SIDE_FACTS
from refscore.model.record import decode_json, read_record
from refscore.model.rule_ids import RULES
from refscore.model.variant import Variant

#: the accelerator the fast tier's JSON is read and written with, None for the standard library's
#: (`refscore.fast.json_bytes`; a module global here, which a test sets to None)
_orjson: Any = _accelerator

BATCH_FORMAT = "refscore-batch/1"
MAX_LINE_BYTES = 100_000
"""Longest line read: a deal record takes about one kilobyte, and a bound keeps the reference
validation of a hostile line (a list of 10^6 items) short."""

#: The compiled count of `_no_key_twice` (None without the compiled core, or under
#: REFSCORE_CORE=python: then orjson writes the value back, as the pure tier always does)
_same_colons: Callable[[bytes, Any, int], int] | None = None
#: the compiled core's `fill` (`LegalLines`), None where `_same_colons` is
_fill: Callable[[tuple[bytes, ...], tuple[int | bytes, ...]], bytes] | None = None
#: the compiled core's writer of a legal deal's whole line (`LegalLines.write`), None where `_fill` is
_LineWriter: Any = None


def _split_lines(block: bytes) -> list[bytes]:
    return block.split(b"\n")


#: `block.split(b"\n")`: the batch's input cut into its lines (`cli/batch.py`), by the compiled
#: core's `cut_lines` where it is there (with memchr: bytes.split compares byte by byte)
cut_lines: Callable[[bytes], list[bytes]] = _split_lines
if os.environ.get("REFSCORE_CORE") != "python":  # the benchmark compares both tiers
    try:  # the optional compiled core (refscore/fast/_fastcore.c; setup.py)
        from refscore.fast._fastcore import LineWriter as _CompiledLineWriter
        from refscore.fast._fastcore import cut_lines as _compiled_cut
        from refscore.fast._fastcore import fill as _compiled_fill
        from refscore.fast._fastcore import same_colons as _compiled_colons
    except ImportError:  # pragma: no cover - exercised where no C compiler was available
        pass
    else:
        _same_colons = _compiled_colons
        _fill = _compiled_fill
        _LineWriter = _CompiledLineWriter
        cut_lines = _compiled_cut


def _members_counted(raw: bytes, data: Any) -> bool:
    """Whether the compiled count says that `data`, read by orjson from `raw`, lost no member
    (`_same_colons` 1; 0 or -1: `_decode` reads the line, as `_no_key_twice` decides)."""
    return _same_colons is not None and _same_colons(raw, data, _WRITE_DEPTH) == 1


class _Recount(Exception):
    """Raised by `LineChecker._judge` for a line orjson read with a member dropped (or one the
    count does not answer): `check_fast` reads it again with `_decode`, as the reference does."""


_WRITE_DEPTH = 254
"""The deepest nesting of objects and lists orjson writes (3.x: "Recursion limit reached" beyond);
deeper, `_same_colons` declines and the written-back count decides, as it always did."""

_NAMES_KEPT = 64  # `variant` fields remembered by `check_fast`: hostile input cannot grow it further

Resolve = Callable[[Any], Variant]
"""The variant to judge a decoded record with (`--variant`, else its own `variant` field)."""


class Fallback(enum.Enum):
    """Why `LineChecker.check_fast` left a line to `LineChecker.check`: the only reasons there are.

    Why named: a fast path that falls back on anything hides its own faults as slowness. Every
    decline has a reason here; an exception that is none of them is a fault of the fast path, which
    `check` reports as an internal error of that line (`FAULT`), never answered by the reference
    path as though nothing had happened."""

    OFF = "off"  # the fast path is off: --full, or a JSON result per deal
    TOO_LONG = "too_long"  # a line over MAX_LINE_BYTES: `check` words it
    UNREADABLE = "unreadable"  # not UTF-8, or not JSON: `check` says where
    NOT_A_RECORD = "not_a_record"  # JSON, but not an object
    NO_VARIANT = "no_variant"  # the record's variant cannot be had (`check` words why)
    UNWRITABLE = "unwritable"  # an id orjson does not write (a lone surrogate): `check` escapes it
    DECLINED = "declined"  # the fast checker declines: an unusual record, or a fault the reference words
    FAULT = "fault"  # the fast path raised: a bug, which `check` reports as an internal error


@dataclass(frozen=True)
class LineOutcome:
    """What one line gave: its result for the output, and what the summary counts."""

    line: int
    status: str  # legal | redeal | incomplete | illegal | wrong_claim | unusable
    rule: str | None  # the violation's rule (illegal, wrong_claim)
    result: dict[str, Any]
    message: str | None = None  # the located message of an unusable line
    fast: bool = False  # judged by the fast path

    @property
    def exit_code(self) -> int:
        code: int = self.result["exit_code"]
        return code


class TooLong:
    """Marks a line longer than `MAX_LINE_BYTES`, whose bytes were skipped rather than kept."""

    def __init__(self, size: int) -> None:
        self.size = size


def _unusable_result(number: int, record_id: Any, error: RefscoreError, text: str) -> dict[str, Any]:
    return {
        "line": number,
        "id": record_id if isinstance(record_id, str) else None,
        "status": "unusable",
        "exit_code": EXIT_UNUSABLE,
        "variant": None,
        "contract": None,
        "made": None,
        "scores": None,
        "units": {},
        "claim": None,
        "violation": None,
        "penalty": None,
        "case": None,
        "error": {
            "message": error.message,
            "file": error.file,
            "place": error.place,
            "expected": error.expected,
            "rule": error.rule,
            "text": text,
        },
    }


class LineChecker:
    """Checks the lines of one input; holds a fast checker per variant (and its caches)."""

    def __init__(self, resolve: Resolve, file: str, *, fast: bool = True, full: bool = False) -> None:
        self.resolve = resolve
        self.file = file
        self.fast = fast and not full
        self.full = full
        self.checkers: dict[int, tuple[Variant, FastChecker]] = {}
        #: the fast checker for each `variant` field seen (the resolver gives the same variant for
        #: the same field: `--variant`, else the field itself), with the writer of its legal lines
        self.by_name: dict[Any, tuple[FastChecker, LegalLines | None]] = {}
        #: the writer of the legal lines of each fast checker (by its id: `checkers` keeps it alive)
        self.legal_lines: dict[int, LegalLines | None] = {}
        #: the writer of the illegal lines of each fast checker that has a `LegalLines` (by its id)
        self.illegal_lines: dict[int, IllegalLines] = {}
        #: the writer of the lines of illegal calls of each fast checker that has a `LegalLines`
        self.call_fault_lines: dict[int, CallFaultLines] = {}
        #: why `check_fast` last left a line to `check` (None before it left any)
        self.fallback: Fallback | None = None
        #: the line whose fast check raised, and what (`check` reports it as an internal error)
        self._fault: tuple[int, Exception] | None = None

    def _fast_checker(self, variant: Variant) -> FastChecker:
        known = self.checkers.get(id(variant))
        if known is None or known[0] is not variant:
            known = self.checkers[id(variant)] = (variant, FastChecker(variant))
        return known[1]

    def check(self, number: int, raw: bytes | TooLong) -> LineOutcome | None:
        """The outcome of line `number` (1-based), or None for a blank line, which is skipped."""
        data: Any = None
        variant: Variant | None = None
        fault, self._fault = self._fault, None
        try:
            if isinstance(raw, TooLong):
                raise InputFormatError(
                    sentence("batch.line_too_long_bytes", raw_size=raw.size),
                    file=self.file,
                    place=str(number),
                    expected=sentence("batch.one_deal_record_per", max_line_bytes=MAX_LINE_BYTES),
                    rule="record.format",
                )
            if not raw.strip():
                return None
            data, by_reference = self._decode(number, raw)
            variant = self.resolve(data)
            if fault is not None and fault[0] == number:
                raise fault[1]  # the fast path's fault on this very line: reported, not hidden
            if self.fast:
                lean = self._fast_checker(variant).check(data)  # (a fault: an internal error below)
                if lean is not None:
                    result = {"line": number, "id": data.get("id"), **lean, "error": None}
                    violation = lean["violation"]
                    rule = violation["rule"] if violation is not None else None
                    return LineOutcome(number, lean["status"], rule, result, fast=True)
            if not by_reference:
                data, _ = self._decode(number, raw, reference=True)
            try:
                record = read_record(data, variant)
            except RefscoreError as error:
                raise error.located(f"{self.file}:{number}") from None
            from refscore.judge.check import check_deal

            checked = check_deal(record, variant)
        except RefscoreError as error:
            return self._unusable(number, data, error, variant)
        except Exception as error:  # a bug must not cost the other lines their results
            internal = RefscoreError(
                sentence("batch.internal_error_while_checking", name=type(error).__name__, error=error),
                expected=sentence("batch.report_this_line_refscore"),
            )
            return self._unusable(number, data, internal, variant)
        violation = checked.violation
        rule = violation.rule if violation is not None else None
        record_id = data.get("id") if isinstance(data, dict) else None
        record_id = record_id if isinstance(record_id, str) else None
        if self.full:
            from refscore.render.report import result_to_json

            result = {"line": number, **result_to_json(checked, f"{self.file}:{number}")}
        else:
            result = {"line": number, "id": record_id, **lean_result(checked), "error": None}
        return LineOutcome(number, checked.status, rule, result)

    def check_fast(self, number: int, raw: bytes | TooLong) -> tuple[bytes, str, str | None] | None:
        """The JSON Lines result (`dumps_line`), status and violated rule (None for a legal deal) of a
        line the fast path answers (a legal deal, a redeal, an illegal card of the play, a wrong
        claim); None for anything else, which `check` then judges and words, the reason being
        `fallback` (a `Fallback`: the only reasons there are).

        Why a second entry: at tens of thousands of lines a second, the objects `check` builds for
        each line (its outcome, the summary's fields) cost as much as judging the deal.
        """
        if not self.fast:
            return self._leave(Fallback.OFF)
        if type(raw) is not bytes:
            return self._leave(Fallback.TOO_LONG)
        try:
            if _same_colons is not None and _orjson is not None:  # `_decode`'s usual way, inline
                try:
                    data: Any = _orjson.loads(raw)
                except ValueError:
                    data = None
                if type(data) is dict:
                    try:
                        return self._judge(number, raw, data, counted=False)
                    except _Recount:
                        pass
                # anything else (and a line whose members did not all reach `data`): `_decode`
                # reads it as it always does
            try:
                data, _ = self._decode(number, raw)
            except RefscoreError:
                return self._leave(Fallback.UNREADABLE)
            return self._judge(number, raw, data, counted=True)
        except Exception as error:  # a fault of the fast path: `check` reports it, never hides it
            self._fault = (number, error)
            return self._leave(Fallback.FAULT)

    def _judge(
        self, number: int, raw: bytes, data: Any, *, counted: bool
    ) -> tuple[bytes, str, str | None] | None:
        """`check_fast` of a line read as `data`. `counted`: `_decode` read it (a member written
        twice refused); else orjson did, which keeps the last of two members of one name: the
        compiled writer counts the members as it writes an ordinary line (`LegalLines.write`),
        `_same_colons` counts them for any other, before anything is answered from `data`, and
        a line that fails it raises `_Recount`.

        Why the count moved into the writer: the walk of the whole record that `_same_colons`
        makes cost about a twentieth of a legal line's instructions (bench/README.md)."""
        if type(data) is not dict:
            return self._leave(Fallback.NOT_A_RECORD)
        name = data.get("variant")
        if type(name) is not str:
            name = None if name is None else _UNSEEN  # (a list is no key: resolved every time)
        known = self.by_name.get(name)
        if known is None:
            if not counted and not _members_counted(raw, data):
                raise _Recount  # (a variant is resolved from a line read as the reference reads it)
            counted = True
            try:
                variant = self.resolve(data)
            except RefscoreError:
                return self._leave(Fallback.NO_VARIANT)
            checker = self._fast_checker(variant)
            lines = self.legal_lines.get(id(checker), _UNSEEN)
            if lines is _UNSEEN:
                lines = self.legal_lines[id(checker)] = LegalLines.of(checker)
            known = checker, lines
            if len(self.by_name) < _NAMES_KEPT and name is not _UNSEEN:
                self.by_name[name] = known
        checker, lines = known
        written = None if lines is None else lines.write(data, number, raw)
        if type(written) is bytes:  # an ordinary legal deal: its whole line, by the core
            return written, "legal", None
        if not counted and not _members_counted(raw, data):
            raise _Recount  # (the core writes no line whose members it has not all counted)
        if lines is None:
            lean = checker.check(data)
        else:
            scored = checker.check_scored(data, written)  # (not walked again)
            record_id = data.get("id")
            try:
                if isinstance(scored, tuple):  # a legal deal: its line from the ints
                    return lines.line(number, record_id, data.get("claim"), scored), "legal", None
                if isinstance(scored, IllegalPieces):  # an illegal card: its line from the pieces
                    return self._illegal_line(checker, number, record_id, scored), "illegal", scored.rule
                if isinstance(scored, CallFault):  # an illegal call: its line from the violation
                    writer = self.call_fault_lines.get(id(checker)) or self.call_fault_lines.setdefault(
                        id(checker), CallFaultLines(checker, lines.fill)
                    )
                    return writer.line(number, record_id, scored), "illegal", scored.rule
            except TypeError:
                if _orjson_writes(record_id):
                    raise  # not the id: a fault of the fast path
                return self._leave(Fallback.UNWRITABLE)
            lean = scored
        if lean is None:
            return self._leave(Fallback.DECLINED)
        violation = lean["violation"]
        return (
            lean_line(number, data.get("id"), lean),
            lean["status"],
            violation["rule"] if violation is not None else None,
        )

    def _leave(self, reason: Fallback) -> tuple[bytes, str, str | None] | None:
        """`check_fast`'s answer leaving the line to `check`, for `reason`: None."""
        self.fallback = reason
        return None

    def _illegal_line(
        self, checker: FastChecker, number: int, record_id: Any, pieces: IllegalPieces
    ) -> bytes:
        """`IllegalLines.line` by `checker`'s writer, made on its first illegal deal (most files
        have none); `check_scored` gives pieces only where `LegalLines` writes too."""
        lines = self.illegal_lines.get(id(checker))
        if lines is None:
            assert _fill is not None, "IllegalPieces come with the compiled core, as LegalLines"
            lines = self.illegal_lines[id(checker)] = IllegalLines(checker, _fill)
        return lines.line(number, record_id, pieces)

    def _decode(self, number: int, raw: bytes, *, reference: bool = False) -> tuple[Any, bool]:
        """The JSON value of a line, and whether the `json` module read it, as the reference reader
        does (the accelerated reader differs on what it refuses, never on what it accepts: the
        reference path always gets the `json` module's value)."""
        if _orjson is not None and self.fast and not reference:
            try:
                value = _orjson.loads(raw)
            except ValueError:
                pass  # the `json` module words the error, or accepts what orjson refuses (NaN)
            else:
                if _no_key_twice(raw, value):
                    return value, False
                # a key written twice (orjson keeps the last): the reference reader refuses it
        try:
            text = raw.decode("utf-8-sig" if number == 1 else "utf-8")
        except UnicodeDecodeError as error:
            raise InputFormatError(
                sentence("batch.not_utf_text_byte", number=error.start + 1, byte=raw[error.start]),
                file=self.file,
                place=str(number),
                expected=sentence("batch.utf_text"),
                rule="record.format",
            ) from None
        return decode_json(
            text, self.file, expected=sentence("batch.one_json_object_deal"), line=number
        ), True

    def _unusable(
        self, number: int, data: Any, error: RefscoreError, variant: Variant | None = None
    ) -> LineOutcome:
        located = copy.copy(error)
        place = located.place or ""
        if located.file is None or (located.file == self.file and not place[:1].isdigit()):
            located.file = f"{self.file}:{number}"  # `deals.jsonl:7: at $.hands.N[3]: ...`
            text = located.render()
            located.file = self.file
        elif located.file == self.file:  # `deals.jsonl:7:12: not valid JSON: ...`
            text = located.render()
        else:  # the fault is in another file (a variant file): say which line needed it
            text = f"{self.file}:{number}: {located.render()}"
        record_id = data.get("id") if isinstance(data, dict) else None
        result = _unusable_result(number, record_id, located, text)
        if variant is not None:
            result["variant"] = variant.id
        if self.full:
            from refscore.render.report import RESULT_FORMAT

            result = {"line": number, "format": RESULT_FORMAT, "file": f"{self.file}:{number}", **result}
        return LineOutcome(number, "unusable", None, result, text)


def _orjson_writes(value: Any) -> bool:
    """Whether orjson writes `value` (it refuses a lone surrogate, which JSON allows in a string)."""
    try:
        _orjson.dumps(value)
    except TypeError:
        return False
    return True


def dumps_line(result: dict[str, Any]) -> bytes:
    """One result as one line of compact JSON, newline included, in UTF-8: the same bytes with or
    without the accelerator. A lone surrogate (JSON allows "\\ud800") is written as that escape."""
    if _orjson is not None:
        try:
            line: bytes = _orjson.dumps(result, option=_orjson.OPT_APPEND_NEWLINE)
            return line
        except TypeError:
            pass  # a string orjson refuses (a lone surrogate): the json module writes it escaped
    return stdlib_dumps(result) + b"\n"


def lean_line(number: int, record_id: Any, lean: dict[str, Any]) -> bytes:
    """`dumps_line({"line": number, "id": record_id, **lean, "error": None})`, the same bytes
    (tests/fast/test_batch_lean_line.py), without building that dict: orjson writes `lean` alone, and the
    line is joined around it.

    Why: at tens of thousands of lines a second, copying a result of sixteen keys into another dict
    costs about a third of writing it. Anything unusual (no orjson, an `id` that is not a string,
    a key of `lean` the line writes itself, a string orjson refuses) takes `dumps_line`'s way.
    """
    if (
        _orjson is not None
        and (record_id is None or type(record_id) is str)
        and lean
        and "line" not in lean
        and "id" not in lean
        and "error" not in lean
    ):
        try:
            return b"".join(
                (
                    b'{"line":',
                    str(number).encode(),
                    b',"id":',
                    _orjson.dumps(record_id),
                    b",",
                    _orjson.dumps(lean)[1:-1],
                    b',"error":null}\n',
                )
            )
        except TypeError:
            pass  # a lone surrogate, an integer beyond 64 bits: dumps_line's way
    return dumps_line({"line": number, "id": record_id, **lean, "error": None})


class LegalLines:
    """The JSON line of a legal deal of one variant, written from `FastChecker.check_scored`'s ints
    between the constant parts of a template by the compiled core's `fill`: the same bytes as
    `lean_line` of the lean result that `check` gives (tests/fast/test_legal_line.py).

    Why: a legal line differs from the next only by ints (the scores, the units' facts), the
    contract (a few hundred in a file: written once each), the record's id and claim, and the
    scoring case (a handful); building the lean result's nested dicts for orjson to write back cost
    about a third of a legal deal (bench/legal_stages.py).
    """

    def __init__(
        self, checker: FastChecker, fill: Callable[[tuple[bytes, ...], tuple[int | bytes, ...]], bytes]
    ) -> None:
        self.checker = checker
        self.fill = fill
        dumps = _orjson.dumps
        slot = b"\0"  # where a value goes: orjson writes a NUL character escaped, never as this byte
        scores = b",".join(dumps(unit) + b":" + slot for unit in checker.units)
        facts = b",".join(dumps(name) + b":" + slot for name in SIDE_FACTS)
        units = b",".join(dumps(unit) + b":{" + facts + b"}" for unit in checker.units)
        template = b"".join(
            (
                b'{"line":\0,"id":\0,"status":"legal","exit_code":0,"variant":',
                dumps(checker.variant_id),
                b',"fingerprint":',
                dumps(checker.fingerprint),
                b',"fingerprint_warning":null,"contract":\0,"made":\0,"scores":{',
                scores,
                b'},"units":{',
                units,
                b'},"claim":\0,"violation":null,"penalty":null,"case":\0,"error":null}\n',
            )
        )
        #: the constants between the values: the line number, the id, the contract, made, the
        #: scores, the units' facts, the claim, the case
        self.parts = tuple(template.split(slot))
        #: the JSON of each scoring case (`ScoringPlan.rules`), by index
        self.cases = tuple(dumps(rule) for rule in checker.scorer.rules)
        #: the JSON of each contract, by its key (`FastChecker._contract`)
        self.contracts: dict[tuple[int, ...], bytes] = {}
        #: `write(data, number, raw)`: the compiled walk of the deal and, for an ordinary legal deal
        #: (no formula failed, its claim holds, an id of printable ASCII) read from the JSON `raw`
        #: with no member dropped (`_fastcore.c` `members_all_read`), its whole line, the bytes
        #: `line` writes (a contract not in `contracts` yet: `_contract_json`'s); else what
        #: `Core.judge_flat(data)` gives, for `FastChecker.check_scored` to go on with
        #: (`_fastcore.LineWriter`). Why: the Python between the walk and the line cost about as
        #: much as the walk (bench/legal_icount.py).
        scorer = checker.scorer.core
        if scorer is None or checker.core is None or _LineWriter is None:
            raise ValueError("LegalLines needs the compiled cores: LegalLines.of says None without them")
        self.write: Callable[[Any, int, bytes], Any] = _LineWriter(
            checker.core,
            self.parts,
            self.cases,
            tuple(dumps(unit) for unit in checker.units),
            self.contracts,
            partial(_contract_json, checker, self.contracts),  # (not this object: no cycle through C)
            scorer,
        ).line

    @classmethod
    def of(cls, checker: FastChecker) -> LegalLines | None:
        """The writer of `checker`'s legal lines; None without orjson or the compiled cores (then
        `lean_line` of `FastChecker.check`, as always)."""
        if (
            _orjson is None
            or _fill is None
            or _LineWriter is None
            or checker.core is None
            or checker.scorer.core is None
        ):
            return None
        return cls(checker, _fill)

    def line(self, number: int, record_id: Any, claim: Any, pieces: LegalPieces) -> bytes:
        """The line of a legal deal (`lean_line` of its lean result); TypeError where orjson
        refuses a string (a lone surrogate in the id): then `check` writes it."""
        contract_key, made, case_index, scores, facts = pieces
        contracts = self.contracts
        contract = contracts.get(contract_key) or _contract_json(self.checker, contracts, contract_key)
        return self.fill(
            self.parts,
            (
                number,
                _orjson.dumps(record_id),
                contract,
                b"true" if made else b"false",
                *scores,
                *facts,
                b"null" if claim is None else b'{"claimed":' + _orjson.dumps(claim) + b',"confirmed":true}',
                self.cases[case_index],
            ),
        )


def _contract_json(
    checker: FastChecker, contracts: dict[tuple[int, ...], bytes], contract_key: tuple[int, ...]
) -> bytes:
    """The JSON of the contract of `contract_key` (`FastChecker._contract`), kept in `contracts` (a
    writer's memo: `LegalLines.contracts`, `IllegalLines.contracts`): a few hundred in a file, each
    written once, by `LegalLines.line`, `IllegalLines.line` or the compiled writer."""
    contract = kept(_orjson.dumps(checker.contracts.get(contract_key) or checker._contract(contract_key)))
    if len(contracts) < _NAMES_KEPT * 1000:
        contracts[contract_key] = contract
    return contract


def illegal_line_parts(checker: FastChecker, *, contract: bytes, penalty: bytes) -> tuple[bytes, ...]:
    """The constant parts of an illegal deal's JSON line (`lean_line`'s keys in its order), cut where
    the values go: the line number, the id, the contract (`contract` is `\\0` for a value, or its
    JSON), the claim, the violation and the penalty (the same). One template for an illegal card's
    line and an illegal call's, which differ only in having a contract and a penalty."""
    dumps = _orjson.dumps
    template = b"".join(
        (
            b'{"line":\0,"id":\0,"status":"illegal","exit_code":',
            dumps(EXIT_ILLEGAL),
            b',"variant":',
            dumps(checker.variant_id),
            b',"fingerprint":',
            dumps(checker.fingerprint),
            b',"fingerprint_warning":null,"contract":',
            contract,
            b',"made":null,"scores":null,"units":{},"claim":\0,"violation":\0,"penalty":',
            penalty,
            b',"case":null,"error":null}\n',
        )
    )
    return tuple(template.split(b"\0"))


class IllegalLines:
    """The JSON line of an illegal card of one variant, written from `FastChecker.illegal_pieces`
    between the constant parts of a template by the compiled core's `fill`, as `LegalLines` writes
    a legal one: the same bytes as `lean_line` of the lean result that `check` gives
    (tests/fast/test_illegal_line.py).

    Why: the line of an illegal deal is some 2.5 kB, most of it its penalty, and orjson wrote it
    from the lean result's dicts for every deal. Here each piece is written once and kept by what
    it reads: the contract by its key, the violation's parts by its rule and place, by its sentence's
    key (which names the seat and the card) and by its legal set (a set not seen yet joined from the
    names of each byte of its mask; each part as `ViolationWords.violation` builds it, from the same
    functions), and the penalty's JSON bytes from the variant's penalty plan (`PenaltyPlan.entry`).
    Measured by bench/illegal_marginal.py.
    """

    def __init__(
        self, checker: FastChecker, fill: Callable[[tuple[bytes, ...], tuple[int | bytes, ...]], bytes]
    ) -> None:
        self.checker = checker
        self.fill = fill
        #: the constants between the values: the line number, the id, the contract, the claim, the
        #: violation, the penalty
        self.parts = illegal_line_parts(checker, contract=b"\0", penalty=b"\0")
        #: the JSON of each contract, by its key (`FastChecker._contract`)
        self.contracts: dict[tuple[int, ...], bytes] = {}
        #: the violation's JSON up to its seat, by (rule, trick, position)
        self.heads: dict[tuple[str, int, int], bytes] = {}
        #: its seat, card and sentence, by what the sentence reads (`illegal_card.message_key`)
        self.messages: dict[tuple[str, int, int, int, int], bytes] = {}
        #: its legal set to the end, by mask
        self.legal: dict[int, bytes] = {}
        #: the names of the cards of each byte of a mask (by the byte's place), as JSON strings
        #: joined by commas, in the deck's order: a legal set's JSON is its four bytes' joined
        self.legal_bytes = tuple(_names_by_byte(part) for part in range(4))

    def line(self, number: int, record_id: Any, pieces: IllegalPieces) -> bytes:
        """The line of an illegal card (`lean_line` of its lean result); TypeError where orjson
        refuses a string (a lone surrogate in the id): then `check` writes it."""
        dumps = _orjson.dumps
        checker = self.checker
        key = pieces.contract
        contract = self.contracts.get(key) or _contract_json(checker, self.contracts, key)
        claim = pieces.claim
        entry = pieces.penalty
        penalty = b"null" if entry is None else entry[1]
        return self.fill(
            self.parts,
            (
                number,
                dumps(record_id),
                contract,
                b"null" if claim is None else b'{"claimed":' + dumps(dict(claim)) + b',"confirmed":null}',
                self.violation(pieces),
                penalty,
            ),
        )

    def violation(self, pieces: IllegalPieces) -> bytes:
        """The violation's JSON (`illegal_card.ViolationWords.violation`'s object), from its parts."""
        rule = pieces.rule
        where = (rule, pieces.number, pieces.position)
        head = self.heads.get(where)
        if head is None:
            head = self._head(*where)
        told = message_key(rule, pieces.seat, pieces.card, pieces.led, pieces.subset)
        message = self.messages.get(told)
        if message is None:
            message = self._message(told, pieces.led)
        allowed = pieces.allowed
        legal = self.legal.get(allowed)
        if legal is None:
            parts = self.legal_bytes
            legal = (
                b"["
                + b",".join(
                    part
                    for part in (
                        parts[0][allowed & 255],
                        parts[1][allowed >> 8 & 255],
                        parts[2][allowed >> 16 & 255],
                        parts[3][allowed >> 24],
                    )
                    if part
                )
                + b"]}"
            )
            if len(self.legal) < _MAX_PARTS:
                self.legal[allowed] = legal
        return b"".join((head, message, legal))

    def _head(self, rule: str, number: int, position: int) -> bytes:
        """The violation's JSON up to its seat: its rule, and its place (`violation_place`)."""
        dumps = _orjson.dumps
        at, said = violation_place(number, position)
        head: bytes = (
            b'{"rule":'
            + dumps(rule)
            + b',"rule_title":'
            + dumps(RULES[rule].title)
            + b',"phase":"play","place":'
            + dumps(at)
            + b',"where":'
            + dumps(said)
        )
        if len(self.heads) < _MAX_PARTS:  # (a rule of play, a trick and a place: a few thousand)
            self.heads[rule, number, position] = head
        return head

    def _message(self, told: tuple[str, int, int, int, int], led: int) -> bytes:
        """The violation's seat, card and sentence, by the sentence's key (`message_key`: it names
        the seat and the card; `led`, the card led)."""
        dumps = _orjson.dumps
        checker = self.checker
        rule, seat, card, _, subset = told
        message: bytes = (
            b',"seat":'
            + dumps(checker.seats[seat])
            + b',"action":'
            + dumps(card_name(Card(card)))
            + b',"message":'
            + dumps(checker.violation_message(rule, seat, card, led, subset))
            + b',"legal":'
        )
        if len(self.messages) < _MAX_PARTS:
            self.messages[told] = message
        return message


def _names_by_byte(part: int) -> tuple[bytes, ...]:
    """The names of the cards of each byte of a mask at `part` (its cards 8 * part to 8 * part + 7)
    as JSON strings joined by commas, lowest card first (the deck's order), by the byte."""
    names = [kept(_orjson.dumps(card_name(Card(8 * part + bit)))) for bit in range(8)]
    table = [b""] * 256
    for byte in range(1, 256):  # a byte's names: its lowest card's, then the rest's
        low = byte & -byte
        rest = table[byte ^ low]
        table[byte] = names[low.bit_length() - 1] + b"," + rest if rest else names[low.bit_length() - 1]
    return tuple(table)


_MAX_PARTS = 100_000  # pieces kept per kind: hostile input cannot grow them further


class CallFaultLines:
    """The JSON line of an illegal call of one variant, written from `FastChecker.check_scored`'s
    `CallFault` between the constant parts of a template by the compiled core's `fill`, as
    `IllegalLines` writes an illegal card's: the same bytes as `lean_line` of the lean result that
    `check` gives (tests/fast/test_illegal_auction_line.py). Why: the lean result's dict (thirteen
    keys, all but the claim and the violation the same on every such line of a variant) was built
    and written back for every illegal call."""

    def __init__(
        self, checker: FastChecker, fill: Callable[[tuple[bytes, ...], tuple[int | bytes, ...]], bytes]
    ) -> None:
        self.fill = fill
        #: the constants between the values: the line number, the id, the claim, the violation
        self.parts = illegal_line_parts(checker, contract=b"null", penalty=b"null")

    def line(self, number: int, record_id: Any, fault: CallFault) -> bytes:
        """The line of an illegal call (`lean_line` of its lean result); TypeError where orjson
        refuses a string (a lone surrogate in the id): then `check` writes it."""
        dumps = _orjson.dumps
        claim = fault.claim
        return self.fill(
            self.parts,
            (
                number,
                dumps(record_id),
                b"null" if claim is None else b'{"claimed":' + dumps(dict(claim)) + b',"confirmed":null}',
                dumps(fault.violation),
            ),
        )


_UNSEEN: Any = object()  # (a checker whose `LegalLines` is not made yet)


def describe(outcome: LineOutcome, file: str, lang: str = "en") -> str:
    """One line for people (`--format text`); in French through `refscore.text.batch_words`,
    imported only then (the fast path loads no text catalogue)."""
    result = outcome.result
    where = f"{file}:{outcome.line}"
    status = outcome.status
    if lang == "fr":
        from refscore.text.batch_words import describe_fr

        return describe_fr(result, status, where, outcome.message)
    if status == "unusable":
        return f"{outcome.message} [unusable]"
    if status in ("illegal", "wrong_claim"):
        violation = result["violation"]
        label = "ILLEGAL" if status == "illegal" else "WRONG CLAIM"
        text = f"{where}: {label} at {violation['where']} ({violation['place']}): {violation['message']}"
        text += f". Rule {violation['rule']} — {violation['rule_title']}."
        if violation["legal"]:
            text += f" Legal: {', '.join(violation['legal'])}."
        penalty = result.get("penalty")
        if penalty is not None:
            written = ", ".join(f"{unit} {score}" for unit, score in (penalty["scores"] or {}).items())
            text += f" Penalty ({penalty['rule']}): {written or 'no score'}."
        return text
    if status == "redeal":
        return f"{where}: redeal: everybody passed, nobody scores"
    if status == "incomplete":
        return f"{where}: incomplete: legal so far, nothing to score yet"
    contract = result["contract"]
    scores = ", ".join(f"{unit} {score}" for unit, score in result["scores"].items())
    label = contract["special"] or contract["value"] or ""
    coinche = ""
    if contract.get("surcoinched_by"):
        coinche = f", coinched by {contract['coinched_by']} and surcoinched by {contract['surcoinched_by']}"
    elif contract.get("coinched_by"):
        coinche = f", coinched by {contract['coinched_by']}"
    text = f"{where}: legal: {label} {contract['trump']} by {contract['taker']}{coinche}".replace("  ", " ")
    text += f", {'made' if result['made'] else 'failed'} ({result['case']}); {scores}"
    if result["claim"] is not None:
        text += "; claim confirmed"
    return text


def _no_key_twice(raw: bytes, value: Any) -> bool:
    """Whether the accelerated reader's `value` holds every key the line `raw` writes.

    Why: orjson keeps the last of a key written twice, where the reference reader refuses the record
    (`record.decode_json`); the batch must not give another verdict than a single check. In JSON
    text a colon is either the end of a key or a character of a string; `value` written back holds
    each string it kept as it was read (a colon escaped as `\\u003a` aside: such a line is left to
    the reference reader). So the line has as many colons as `value` written back exactly when no
    key was dropped, and never fewer. Cost: one `orjson.dumps` and two byte counts (bench/line_glue.py);
    the compiled core's `same_colons` gives the same verdict without writing the value (one pass over
    the line, one walk of the value: tests/cli/test_batch_colons.py), or declines (-1).
    """
    if _same_colons is not None:
        same = _same_colons(raw, value, _WRITE_DEPTH)
        if same >= 0:
            return same == 1
    if b"\\u00" in raw:
        return False
    try:
        written: bytes = _orjson.dumps(value)
    except TypeError:  # a value orjson read but cannot write back (nested deeper than it writes)
        return False
    return raw.count(b":") == written.count(b":")
