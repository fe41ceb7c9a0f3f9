"""The JSON of a penalty from plain numbers, for the fast batch path's illegal deals.

Why a module of its own: the reference scores an irregularity through `PenaltyScorer` (a `Penalty`
of `ScoreLine`s, `ScoringPlan.breakdown`, then `report.penalty_to_json`), which costs some 100 µs
a deal; an illegal deal of a batch should cost about as much as a legal one.
Almost all of a penalty's words are fixed per variant: the rule, the case's line, the formulas'
texts; only the numbers vary from deal to deal. So this plan, built once per variant, keeps each
formula of the scoring as its closure on a flat list of values (`Formula.positional`, what the
fast path's `ScoringPlan` evaluates) with its working as a format string (`Formula.renderer`), and a
deal only fills in numbers. The penalty is written as JSON bytes, joined from pieces kept by what
each reads (each line by its formula's memo entry and unit, a unit's fact lines by its facts, the
head by the irregularity and seat, the scores by their values): the batch writes those bytes into
its line, and the JSON object is built only for a caller that asks for it (`json_of`), from the
same pieces' objects.

Two executors of the formulas' part, one writing of its lines (`_LineParts`): on the pure tier
`_lines` joins them from the memos above; given the fast path's `ScoringPlan` with its compiled
scorer, `_scorecore.PenaltyLines` runs the scorer's programs of the same formulas and writes the
same lines from the parts each step hands it (`_Step.compiled`), with no memo (a penalty's numbers
rarely repeat), and falls back to `_lines` where a program fails.

Nothing is decided here: each unit's facts come from `penalty.penalty_facts`, the words of the
lines from `penalty` (`made_detail`, `_fact_lines`) and `scoring` (`case_line`, `rounded_line`),
the JSON's fields from `report.penalty_json`, and the order of evaluation and of the lines is
`ScoringPlan.breakdown`'s. A mode other than `side_at_fault_loses` reads only the seat, so its
JSON is the reference's own, kept by seat. tests/fast/test_penalty_plan.py: equal to the
reference's JSON on the shipped variants and on random house variants, every mode, memos hit or
missed, on both executors.

Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from operator import add, itemgetter
from typing import TYPE_CHECKING, Any, get_args

from refscore.base.kinds import Irregularity
from refscore.fast.json_bytes import dumps as _dumps
from refscore.fast.json_bytes import kept as _kept
from refscore.fast.json_bytes import loads as _loads
from refscore.formula.compiler import Formula, Value, ValueType
from refscore.formula.names import DEAL_NAMES, SIDE_FACTS, slot_layout
from refscore.judge.auction_judge import Contract
from refscore.judge.penalty import (
    _RULES,
    PenaltyScorer,
    _fact_lines,
    made_detail,
    penalty_cases,
    penalty_deal_names,
    penalty_facts,
)
from refscore.judge.scoring import ScoreLine, UnitFacts, case_line, rounded_line
from refscore.judge.scoring_plan import ScoringPlan
from refscore.kernel.deal import DealTable
from refscore.model.variant import Variant

if TYPE_CHECKING:
    from refscore.judge import _scorecore

try:  # the optional compiled scorer (refscore/judge/_scorecore.c), which also writes the lines
    from refscore.judge._scorecore import PenaltyLines as _PenaltyLines
except ImportError:  # pragma: no cover - exercised where the extension is not built
    _PenaltyLines = None  # type: ignore[assignment, misc]

__all__ = ["PenaltyPlan"]


_MAX_MEMO = 100_000  # entries per memo: bounds each over a long batch
#: the keys of a breakdown line's JSON in their order (`report.breakdown_json`), which `_LineParts`
#: writes around the line's values; checked against the reference's writing when a plan is made
_LINE_KEYS = ["unit", "name", "value", "rule", "detail"]
#: whole penalties kept (each a breakdown of some fifteen shared lines): fewer, as each is larger
_MAX_WHOLE = 20_000
_Facts = tuple[int, int, int, int, int, int]


def _piece(lines: list[dict[str, Any]]) -> bytes:
    """Lines of a penalty's breakdown as JSON bytes, joined by commas (a piece of the breakdown).
    Bytes alone, no object kept beside them: the memos hold thousands of pieces, and objects that
    hold no other object cost the garbage collector nothing (`PenaltyPlan.json_of` reads a piece
    back when an object is asked for)."""
    return _kept(b",".join(map(_dumps, lines)))


class _LineParts:
    """The bytes of a formula's breakdown line around its values: `open` + the unit + `name` + the
    value + `rule` + the detail + `close` (`_LINE_KEYS`' order), as JSON writes it. One writing
    of a line for both executors of the plan, `_Step.line` here and the compiled `PenaltyLines`,
    and for the "contract made" line (`_outcome_json`)."""

    open = b'{"unit":'
    close = b'"}'

    def __init__(self, name: str, rule: str) -> None:
        self.name = b',"name":' + _dumps(name) + b',"value":'
        self.rule = b',"rule":' + _dumps(rule) + b',"detail":"'

    def line(self, unit: str | None, value: Value, detail: str) -> bytes:
        return b"".join(
            (self.open, _dumps(unit), self.name, _dumps(value), self.rule, _dumps(detail)[1:-1], self.close)
        )


class _Step:
    """One formula of the scoring on a unit's list of values: its value and the JSON of its line,
    memoised on the values of the names it reads (a formula is pure: spec/formula.md, so a hit is
    exact). `name`, `rule`: its line's (a quantity's name, or "deal
    score" and the case's rule); `whole`: the value taken as a deal score (`int`, as the
    reference's `ScoringPlan.breakdown`)."""

    __slots__ = (
        "evaluate",
        "formula",
        "key",
        "memo",
        "name",
        "parts",
        "read",
        "render",
        "rule",
        "text",
        "whole",
    )

    def __init__(
        self, formula: Formula, slots: dict[str, int], name: str, rule: str, *, whole: bool = False
    ) -> None:
        self.formula = formula
        self.parts = _LineParts(name, rule)
        self.evaluate = formula.positional(slots)
        self.render = formula.renderer(slots)
        self.text = formula.text.strip()
        #: the slots of the names it reads
        self.read = tuple(sorted(slots[name] for name in formula.names))
        self.key = _reader(self.read)
        #: by the values read: (value, the line's piece by unit (None: the deal's line))
        self.memo: dict[object, tuple[Any, dict[str | None, bytes]]] = {}
        self.name = name
        self.rule = rule
        self.whole = whole

    def entry(self, values: Sequence[Value]) -> tuple[Any, dict[str | None, bytes]]:
        """(value, lines): this formula's memo entry for `values`; FormulaError when it fails."""
        key = self.key(values)
        return self.memo.get(key) or self.fill(values, key)

    def fill(self, values: Sequence[Value], key: object) -> tuple[Any, dict[str | None, bytes]]:
        """`entry` on a miss of the memo (`key`: the values read): the formula evaluated."""
        value = self.evaluate(values)
        known: tuple[Any, dict[str | None, bytes]] = (int(value) if self.whole else value, {})
        if len(self.memo) >= _MAX_MEMO:
            self.memo.clear()
        self.memo[key] = known
        return known

    def line(
        self, values: Sequence[Value], known: tuple[Any, dict[str | None, bytes]], unit: str | None
    ) -> bytes:
        """This formula's line for `unit` (`known`: its entry for `values`), its working as
        `scoring._shown` writes it; one piece per entry and unit, shared by every penalty that
        shows it."""
        lines = known[1]
        line = lines.get(unit)
        if line is None:
            value = known[0]
            rendered = self.render(values)
            text = self.text if rendered.replace(" ", "") == str(value) else f"{self.text} = {rendered}"
            line = lines[unit] = self.parts.line(unit, value, text)
        return line

    def compiled(self, slots: dict[str, int]) -> tuple[Any, ...] | None:
        """This step's line as `PenaltyLines` writes it (see there), its values read in `slots` (the
        compiled scorer's layout); None when a word of its working is not written by JSON as it
        is (the compiled lines compare the working with the value as written)."""
        words, shows = self.formula.working(slots)
        written = tuple(word.encode() for word in words)
        if any(_dumps(word)[1:-1] != raw for word, raw in zip(words, written, strict=True)):
            return None
        return (
            self.parts.name,
            self.parts.rule,
            _dumps(self.text)[1:-1],
            written,
            tuple(slot * 2 + is_bool for slot, is_bool in shows),
            self.formula.result_type is ValueType.BOOL,
        )


def _no_values(values: Sequence[Value]) -> object:
    """The key of a formula that reads no name."""
    return ()


def _reader(slots: Iterable[int]) -> Callable[[Sequence[Value]], object]:
    """The key of a list of values by what is in `slots` (each once, in order)."""
    read = sorted(set(slots))
    return itemgetter(*read) if read else _no_values


class PenaltyPlan:
    """`report.penalty_to_json(PenaltyScorer(variant).score(...))` for one variant, from unit
    indexes and numbers (see the module's docstring); the same JSON, byte for byte."""

    def __init__(self, variant: Variant, fast_scoring: ScoringPlan | None = None) -> None:
        """`fast_scoring`: the variant's fast scoring, whose compiled scorer (if any) then writes the
        lines of the formulas (`lines`); without it they are joined here from memos."""
        from refscore.render.result_json import breakdown_json, penalty_json

        self.variant = variant
        self.penalty_json = penalty_json
        self.breakdown = breakdown_json  # each line's JSON, as the report writes it
        self.scorer = PenaltyScorer(variant)  # the modes that only report or void: its answer
        self.units = tuple(name for name, _ in variant.teams)
        #: each seat's unit, by index in `units`
        self.unit_of = {seat: self.units.index(variant.team_of(seat)) for seat in variant.seats}
        scoring = variant.scoring
        specials = [bid.name for bid in variant.auction.special_bids]
        #: the deal-level names in the order of a unit's values (`contract_values`)
        self.deal_order = (*DEAL_NAMES, *(f"{bid}_bid" for bid in specials))
        self.constants = tuple(value for _, value in scoring.constants)
        slots, self.made_slot = slot_layout(
            tuple(DEAL_NAMES),
            specials,
            SIDE_FACTS,
            (name for name, _ in scoring.constants),
            (name for name, _ in scoring.quantities),
        )
        #: what follows a unit's facts in its list of values: not made yet, the constants, and
        #: room for the quantities
        self.tail = (False, *self.constants, *(None,) * len(scoring.quantities))
        #: each quantity in its declared order: its slot and step
        self.quantities = tuple(
            (slots[name], _Step(formula, slots, name, "score.contract-made"))
            for name, formula in scoring.quantities
        )
        #: the same, as `_score` runs them: slot, key, memo and its filling
        self.runs = tuple((slot, step.key, step.memo, step.fill) for slot, step in self.quantities)
        #: the quantities shown once with the takers' values, and those shown for each unit: their
        #: index and step
        self.deal_lines = tuple(
            (i, step)
            for i, ((name, _), (_, step)) in enumerate(zip(scoring.quantities, self.quantities, strict=True))
            if not name.startswith("own_")
        )
        self.unit_lines = tuple(
            (i, step)
            for i, ((name, _), (_, step)) in enumerate(zip(scoring.quantities, self.quantities, strict=True))
            if name.startswith("own_")
        )
        #: each scoring case: its `when` (None: otherwise), the takers' and the defence's formula,
        #: its line and its index
        self.cases = tuple(
            (
                None if case.when is None else _Step(case.when, slots, "when", case.rule),
                _Step(case.taker, slots, "deal score", case.rule, whole=True),
                _Step(case.defence, slots, "deal score", case.rule, whole=True),
                _piece(breakdown_json([case_line(case)])),
                index,
            )
            for index, case in enumerate(scoring.cases)
        )
        #: the case chosen (`_choose`), by made and the values the cases' `when` read: one
        #: look-up instead of a `when` after another
        self.case_key = _reader(slot for case in self.cases if case[0] is not None for slot in case[0].read)
        self.chosen: dict[tuple[bool, object], tuple[Any, ...]] = {}
        #: the cases a contract failed by the takers' fault chooses from (`penalty.penalty_cases`)
        failed = penalty_cases(scoring.cases, made=False)
        self.failed_cases = tuple(
            step for step, case in zip(self.cases, scoring.cases, strict=True) if case in failed
        )
        probe = breakdown_json([ScoreLine(None, "", 0, "", "")])
        assert list(probe[0]) == _LINE_KEYS, "a breakdown line's keys, as _LineParts writes them"
        #: the compiled writer of the formulas' lines (refscore/judge/_scorecore.c), or None: then
        #: `_lines` joins them from the memos
        self.lines = None if fast_scoring is None else self._compiled_lines(fast_scoring)
        self.rounding = variant.rounding if variant.rounding.mode == "deal" else None
        self.deal = DealTable.of(variant)  # (what `penalty_facts` reads of the variant's deal)
        penalties = variant.penalties
        #: the `penalties` mode of each irregularity (`PenaltyRules.mode_of`)
        self.modes: dict[str, str] = (
            {} if penalties is None else {kind: penalties.mode_of(kind) for kind in get_args(Irregularity)}
        )
        #: a unit's fact lines, by (unit, facts, at fault, rule)
        self.fact_json: dict[tuple[Any, ...], bytes] = {}
        #: the "contract made" line and the case's, by (seat, made, rule, case index)
        self.outcome_json: dict[tuple[str, bool, str, int], bytes] = {}
        #: the JSON's bytes up to its scores' first, by (irregularity, seat, the takers at fault)
        self.heads: dict[tuple[str, str, bool], bytes] = {}
        #: the scores' bytes (`"NS":162,"EW":0`), by the scores in the order of the units
        self.scores_json: dict[tuple[int, ...], bytes] = {}
        #: the entry (see `entry`) of a penalty, by every number and name it shows (on the pure
        #: tier: with the compiled `lines`, writing a penalty costs less than this memo's key)
        self.whole: dict[tuple[Any, ...], list[Any]] = {}
        #: the JSON objects of each piece of a breakdown, read back from its bytes (`json_of`):
        #: shared by the penalties that show them, read-only (the pure tier's: the compiled lines'
        #: pieces are each deal's own, and would only fill it)
        self.pieces_read: dict[bytes, list[dict[str, Any]]] = {}
        #: a unit's "rounded" line and its value, by (unit, deal score)
        self.rounded_json: dict[tuple[str, int], tuple[bytes, int]] = {}
        #: the entry of a mode other than side_at_fault_loses, by (irregularity, seat, the takers' unit)
        self.fixed: dict[tuple[str, str, str], list[Any]] = {}

    def contract_values(self, contract: Contract) -> tuple[Value, ...]:
        """The deal-level names of a contract lost by penalty, as `PenaltyScorer` gives them to the
        formulas (`scoring.deal_names`, no side took every trick), in this plan's order: a caller
        computes them once per contract. They read of the contract its value, multiplier, special
        bid, trump kind and whether it was coinched or surcoinched, never who took, who coinched
        or the suit (tests/fast/test_penalty_plan.py), so contracts that differ only there share them."""
        names = penalty_deal_names(self.variant, contract)
        return tuple(names[name] for name in self.deal_order)

    def json(
        self,
        contract: Contract,
        values: tuple[Value, ...],
        taker: str,
        irregularity: Irregularity,
        seat: str,
        *,
        play_points: int,
        discard: int,
        belote_unit: int,
        annonces: Sequence[int],
        won: Sequence[tuple[int, int, int]],
    ) -> dict[str, Any] | None:
        """The penalty's JSON (`penalty_to_json` of `PenaltyScorer.score`): `json_of` the entry
        (same arguments), or None when the variant has no `penalties`."""
        if self.variant.penalties is None:
            return None
        return self.json_of(
            self.entry(
                contract,
                values,
                taker,
                irregularity,
                seat,
                play_points=play_points,
                discard=discard,
                belote_unit=belote_unit,
                annonces=annonces,
                won=won,
            )
        )

    def entry(
        self,
        contract: Contract,
        values: tuple[Value, ...],
        taker: str,
        irregularity: Irregularity,
        seat: str,
        play_points: int,
        discard: int,
        belote_unit: int,
        annonces: Sequence[int],
        won: Sequence[tuple[int, int, int]],
    ) -> list[Any]:
        """[the penalty's JSON or None, its JSON bytes as orjson writes them, what `json_of` builds
        the JSON from]: this plan's memo entry for the penalty (`penalty_to_json` of
        `PenaltyScorer.score`) of the contract `contract` taken by `taker` (`contract.taker` is not
        read: a caller may share one contract, and its `contract_values`, `values`, between takers,
        see `contract_values`); units by index in `variant.teams` (`belote_unit` -1: none;
        `annonces`, `won`: each unit's, as `penalty_facts` reads them). The variant has `penalties`
        (see `json`). FormulaError when a formula fails at run time, as the reference's does.

        Why bytes first: the batch writes the penalty into its line as bytes
        (`refscore.fast.batch_lines.IllegalLines`), and most illegal deals of a file show numbers
        no deal before showed, so the penalty is joined from pieces kept by what each shows
        rather than built as an object and written whole; the object, when a caller asks for it
        (`json_of`), is built once per entry from the same pieces."""
        if self.modes[irregularity] != "side_at_fault_loses":
            return self._fixed(contract, taker, irregularity, seat)
        unit_of = self.unit_of
        taker_unit = unit_of[taker]
        unit = unit_of[seat]
        facts = penalty_facts(
            self.variant, taker_unit, unit, play_points, discard, belote_unit, annonces, won, self.deal
        )
        if self.lines is not None:  # (no memo: see `whole`)
            return self._score(values, taker_unit, unit, seat, irregularity, facts)
        # everything the JSON shows: when the defence is at fault, the facts take few values
        key = (values, taker_unit, seat, irregularity, *facts)
        known = self.whole.get(key)
        if known is None:
            known = self._score(values, taker_unit, unit, seat, irregularity, facts)
            if len(self.whole) >= _MAX_WHOLE:
                self.whole.clear()
            self.whole[key] = known
        return known

    def json_of(self, entry: list[Any]) -> dict[str, Any]:
        """The penalty's JSON object of an entry (`entry`), built from its pieces on the first
        call and kept in it."""
        written: dict[str, Any] | None = entry[0]
        if written is None:
            rule, irregularity, seat, unit, taker_at_fault, scores, pieces = entry[2]
            breakdown: list[dict[str, Any]] = []
            if self.lines is not None:  # (pieces written for this deal alone: read once, not kept)
                breakdown = _loads(b"[" + b",".join(pieces) + b"]")
            else:
                read = self.pieces_read
                for piece in pieces:
                    lines = read.get(piece)
                    if lines is None:
                        lines = _loads(b"[" + piece + b"]")
                        if len(read) >= _MAX_MEMO:
                            read.clear()
                        read[piece] = lines
                    breakdown += lines
            written = entry[0] = self.penalty_json(
                rule,
                "side_at_fault_loses",
                irregularity,
                seat,
                self.units[unit],
                taker_at_fault,
                not taker_at_fault,
                dict(zip(self.units, scores, strict=True)),
                breakdown,
            )
        return written

    def _score(
        self,
        values: tuple[Value, ...],
        taker_unit: int,
        unit: int,
        seat: str,
        irregularity: Irregularity,
        facts: list[_Facts],
    ) -> list[Any]:
        """`entry`'s penalty written: the pieces of the facts' lines, then the formulas' (by the
        compiled `lines`, else `_lines`), the made and case lines and the rounding, joined.
        (Each memo's look-up is written inline: this runs for most illegal deals of a batch, and a
        call costs as much as the look-up.)"""
        units = self.units
        taker_at_fault = unit == taker_unit
        rule = _RULES[irregularity]
        pieces: list[bytes] = []
        fact_json = self.fact_json
        for index, fact in enumerate(facts):
            at_fault = index == unit
            piece = fact_json.get((index, fact, at_fault, rule))
            if piece is None:
                piece = self._facts_json(index, fact, at_fault, rule)
            if piece:  # (a unit may show no fact line)
                pieces.append(piece)

        # the breakdown: the takers' values (every quantity shown once), the outcome decided by the
        # penalty, the first case whose `when` holds, then each unit's own lines and score
        made = not taker_at_fault
        compiled = None if self.lines is None else self.lines.write(values, facts, taker_unit, made)
        unit_parts: Sequence[Sequence[bytes]]
        if compiled is None:  # (no compiled scorer, or a formula failed there: its error is raised here)
            deal, case_index, unit_parts, raw_scores = self._lines(values, taker_unit, facts, made)
            pieces += deal
        else:  # (each part in one piece)
            deal_part, case_index, unit_bytes, raw_scores = compiled
            if deal_part:
                pieces.append(deal_part)
            unit_parts = [(part,) for part in unit_bytes]
        key = (seat, made, rule, case_index)
        pieces.append(self.outcome_json.get(key) or self._outcome_json(key))
        rounding = self.rounding
        if rounding is None:
            for part in unit_parts:
                pieces += part
            scores: Sequence[int] = raw_scores
        else:
            scores = []
            for index, name in enumerate(units):
                pieces += unit_parts[index]
                score: int = raw_scores[index]
                rounded = self.rounded_json.get((name, score))
                if rounded is None:
                    lines = self.breakdown([rounded_line(name, score, rounding)])
                    rounded = (_piece(lines), lines[0]["value"])
                    if len(self.rounded_json) >= _MAX_MEMO:
                        self.rounded_json.clear()
                    self.rounded_json[name, score] = rounded
                pieces.append(rounded[0])
                scores.append(rounded[1])
        shown = tuple(scores)
        head = self.heads.get((irregularity, seat, taker_at_fault)) or self._head(
            rule, irregularity, seat, taker_at_fault
        )
        written = self.scores_json.get(shown)
        if written is None:
            written = b",".join(
                _dumps(name) + b":" + _dumps(score) for name, score in zip(units, shown, strict=True)
            )
            if len(self.scores_json) >= _MAX_MEMO:
                self.scores_json.clear()
            self.scores_json[shown] = written
        return [
            None,
            b"".join((head, written, b'},"breakdown":[', b",".join(pieces), b"]}")),
            (rule, irregularity, seat, unit, taker_at_fault, shown, tuple(pieces)),
        ]

    def _lines(
        self, values: tuple[Value, ...], taker_unit: int, facts: list[_Facts], made: bool
    ) -> tuple[list[bytes], int, list[list[bytes]], Sequence[int]]:
        """The formulas' part of the breakdown, joined from the memos: (the pieces of the lines
        shown once with the takers' values, the case's index, each unit's pieces, each unit's deal
        score before rounding), what the compiled `lines` gives in bytes. FormulaError when a
        formula fails. (Each memo's look-up is written inline: this runs for each illegal deal of a
        batch on the pure tier, and a call costs as much as the look-up.)"""
        taker = facts[taker_unit]
        if len(facts) == 2:
            defence: Sequence[int] = facts[1 - taker_unit]
        else:  # (the sum of the defenders' facts, as `ScoringPlan.breakdown` adds them)
            defence = (0,) * 6
            for index, fact in enumerate(facts):
                if index != taker_unit:
                    defence = tuple(map(add, defence, fact))
        common = (*values, *taker, *defence)
        tail = self.tail
        runs = self.runs
        made_slot = self.made_slot
        envs: list[list[Any]] = []
        #: each unit's quantities' memo entries, one unit after another
        entries: list[tuple[Any, dict[str | None, bytes]]] = []
        for index, fact in enumerate(facts):
            env: list[Any] = [*common, *fact, index == taker_unit, *tail]
            for slot, key_of, memo, fill in runs:
                key = key_of(env)
                entry = memo.get(key) or fill(env, key)
                env[slot] = entry[0]
                entries.append(entry)
            env[made_slot] = made
            envs.append(env)
        count = len(runs)
        taker_env = envs[taker_unit]
        first = taker_unit * count
        deal: list[bytes] = []
        for number, step in self.deal_lines:
            entry = entries[first + number]
            deal.append(entry[1].get(None) or step.line(taker_env, entry, None))
        case_key = (made, self.case_key(taker_env))
        _, taker_step, defence_step, _, case_index = self.chosen.get(case_key) or self._choose(
            taker_env, case_key
        )
        unit_parts: list[list[bytes]] = []
        scores: list[int] = []
        unit_lines = self.unit_lines
        first = 0
        for index, name in enumerate(self.units):
            env = envs[index]
            part: list[bytes] = []
            for number, step in unit_lines:
                entry = entries[first + number]
                part.append(entry[1].get(name) or step.line(env, entry, name))
            first += count
            step = taker_step if index == taker_unit else defence_step
            key = step.key(env)
            entry = step.memo.get(key) or step.fill(env, key)
            part.append(entry[1].get(name) or step.line(env, entry, name))
            unit_parts.append(part)
            scores.append(entry[0])
        return deal, case_index, unit_parts, scores

    def _compiled_lines(self, scoring: ScoringPlan) -> _scorecore.PenaltyLines | None:
        """The compiled writer of the formulas' lines (`_scorecore.PenaltyLines`) on `scoring`'s
        compiled scorer, its layout of values and its programs of the same formulas; None without
        them, or for a formula whose working JSON would escape (see `_Step.compiled`)."""
        if _PenaltyLines is None or scoring.core is None:
            return None
        slots = scoring.slots
        quantities: list[tuple[Any, ...]] = []
        for _, step in self.quantities:
            spec = step.compiled(slots)
            if spec is None:
                return None
            quantities.append(spec)
        cases: list[tuple[tuple[Any, ...], tuple[Any, ...]]] = []
        for _, taker, defence, _, _ in self.cases:
            taker_spec, defence_spec = taker.compiled(slots), defence.compiled(slots)
            if taker_spec is None or defence_spec is None:
                return None
            cases.append((taker_spec, defence_spec))
        shown_by_unit = {number for number, _ in self.unit_lines}
        return _PenaltyLines(
            scoring.core,
            scoring.facts,
            tuple(quantities),
            tuple(number in shown_by_unit for number in range(len(quantities))),
            tuple(cases),
            tuple(case[4] for case in self.failed_cases),
            (*(_dumps(unit) for unit in self.units), b"null"),
            (_LineParts.open, _LineParts.close),
        )

    def _choose(self, env: list[Any], key: tuple[bool, object]) -> tuple[Any, ...]:
        """The scoring case of the takers' values `env` on a miss of `chosen` (`key`: made and
        the values the cases' `when` read, `case_key`): the first whose `when` holds, else the
        last, among the cases `made` chooses from (`penalty.penalty_cases`)."""
        cases = self.cases if key[0] else self.failed_cases
        chosen = cases[-1]
        for case in cases:
            when = case[0]
            if when is None:
                chosen = case
                break
            when_key = when.key(env)
            if (when.memo.get(when_key) or when.fill(env, when_key))[0]:
                chosen = case
                break
        if len(self.chosen) >= _MAX_MEMO:
            self.chosen.clear()
        self.chosen[key] = chosen
        return chosen

    def _outcome_json(self, key: tuple[str, bool, str, int]) -> bytes:
        """The "contract made" line and the case's (`key`: the seat at fault, made, the rule, the
        case's index), one piece kept by those (a few dozen)."""
        seat, made, rule, case_index = key
        made_line = _LineParts("contract made", rule).line(None, made, made_detail(seat, made))
        known = self.outcome_json[key] = b",".join((made_line, self.cases[case_index][3]))
        return known

    def _head(self, rule: str, irregularity: Irregularity, seat: str, taker_at_fault: bool) -> bytes:
        """The JSON's bytes up to its scores' first (`penalty_json`'s fields in its order), by the
        irregularity, the seat at fault and whether the takers are at fault (a few dozen)."""
        head = _dumps(
            self.penalty_json(
                rule,
                "side_at_fault_loses",
                irregularity,
                seat,
                self.units[self.unit_of[seat]],
                taker_at_fault,
                not taker_at_fault,
                {},
                [],
            )
        )
        start = b',"scores":{'
        assert head.endswith(b',"scores":{},"breakdown":[]}'), "penalty_json's fields end with these two"
        self.heads[irregularity, seat, taker_at_fault] = head = head[: head.rindex(start) + len(start)]
        return head

    def _facts_json(self, index: int, fact: _Facts, at_fault: bool, rule: str) -> bytes:
        """Unit `index`'s fact lines (`penalty._fact_lines`), by its facts."""
        key = (index, fact, at_fault, rule)
        known = self.fact_json.get(key)
        if known is None:
            lines = _fact_lines(self.variant, self.units[index], UnitFacts(*fact), at_fault, rule)
            known = _piece(self.breakdown(lines))
            if len(self.fact_json) >= _MAX_MEMO:
                self.fact_json.clear()
            self.fact_json[key] = known
        return known

    def _fixed(self, contract: Contract, taker: str, irregularity: Irregularity, seat: str) -> list[Any]:
        """The entry (see `entry`) of a penalty that only reports or voids the deal: it reads only
        the irregularity, the seat and whether the takers are at fault, so it is kept by those
        (the reference's own answer, computed once each)."""
        key = (irregularity, seat, self.variant.team_of(taker))
        known = self.fixed.get(key)
        if known is not None:
            return known
        from refscore.render.report import penalty_to_json

        penalty = self.scorer.score(
            replace(contract, taker=taker),
            irregularity,
            seat,
            play_points=0,
            discard=0,
            belote_unit=None,
            annonces={},
            won={},
        )
        written = penalty_to_json(penalty)
        known = self.fixed[key] = [written, _kept(_dumps(written)), None]
        return known
