"""A variant's scoring plan, executed from a key of facts: the one scoring every tier runs.

Why one plan: the reference (`score_from_facts` below, so also the facts record), penalties, the
batch's fast tier, its compiled core and the analysis's bid ladder all score a deal from a key of
its facts (the contract, the multiplier, each unit's card points, last trick, belote...) with this
plan, built once per variant from its formulas and evaluated in one order. The reference asks for
the breakdown too (`ScoringPlan.breakdown`): the same steps, each written as a line with the rule
and the formula it came from. The compiled scorer (`refscore/judge/_scorecore.c`) runs the same
formulas as programs; without it the plan runs the closures.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Mapping, Sequence
from functools import cached_property
from operator import attrgetter
from typing import TYPE_CHECKING, Any, NamedTuple

from refscore.base.errors import VariantError, sentence
from refscore.formula.compiler import (
    MAX_VALUE,
    Formula,
    FormulaError,
    FormulaEvaluationError,
    Op,
    Value,
    ValueType,
)
from refscore.formula.names import DEAL_NAMES, SIDE_FACTS, SIDE_PREFIXES, base_names, slot_layout
from refscore.judge.scoring import DealScore, ScoreLine, UnitFacts, case_line, deal_names, rounded_line
from refscore.kernel.deal import DealTable, Sweep, deal_values
from refscore.model.variant import ScoringCase, TrumpKind, Variant

try:  # the optional compiled scorer (refscore/judge/_scorecore.c): the formulas as programs
    from refscore.judge import _scorecore
except ImportError:  # pragma: no cover - exercised where no C compiler was available
    _scorecore = None  # type: ignore[assignment]
if TYPE_CHECKING:
    from refscore.judge.auction_judge import Contract

if os.environ.get("REFSCORE_CORE") == "python":  # the benchmark compares both tiers
    _scorecore = None  # type: ignore[assignment]

__all__ = ["Scored", "ScoringPlan", "plan_of", "score_from_facts"]

#: (made, the rule id of the scoring case, each unit's score)
Scored = tuple[bool, str, dict[str, int]]
_MAX_MEMO = 100_000
#: A bound of every deal-level and side fact a formula reads (`Formula.bound`): the schema caps
#: each integer of a variant at 100,000 (a card's points at 1,000, an annonce's at 10,000), the
#: batch refuses a bid above 100,000, and a side's facts add at most 32 cards, 40 annonces, a
#: belote and a last trick: all far below it.
_FACT_BOUND = 10_000_000
#: The deal-level names, in the order `kernel.deal.deal_values` gives their values.
_DEAL_ORDER = tuple(DEAL_NAMES)
_KIND_OF_FORMULA = (TrumpKind.SUIT, TrumpKind.NO_TRUMP, TrumpKind.ALL_TRUMP)
#: the rule a quantity's line and the made test's line cite
_QUANTITY_RULE = "score.contract-made"
_PLANS: dict[int, tuple[Variant, ScoringPlan]] = {}


def plan_of(variant: Variant) -> ScoringPlan:
    """The variant's scoring plan, built once per variant object (under a millisecond)."""
    known = _PLANS.get(id(variant))
    if known is not None and known[0] is variant:
        return known[1]
    if len(_PLANS) >= 64:
        _PLANS.clear()
    plan = ScoringPlan(variant)
    _PLANS[id(variant)] = (variant, plan)
    return plan


class ScoringPlan:
    """The variant's scoring: `score` by the compiled scorer's programs, else by the closures behind
    a memo; `breakdown` by the closures, every step written as a line.

    Why a memo: a deal's scores depend on a handful of numbers (the contract, the multiplier, each
    unit's card points, last trick and belote...), so deals of a corpus may repeat an earlier
    combination. The key (built by `FastChecker._finish`, or by the compiled core) holds every
    deal-level fact and each unit's facts that some formula reads, so a hit is exact, and
    everything a formula may read can be computed from the key alone.

    Why positional formulas on a miss: realistic deals miss that memo often (the card points alone
    take 163 values; with three units nearly every deal is new), and per-formula memos missed too.
    So a miss evaluates the variant's own formulas (`Formula.positional`: the same closures and
    errors as `Formula.evaluate`) on one flat list of values per unit, in the order `breakdown`
    evaluates them (the quantities, the made test, the cases' `when` in order, each unit's
    formula), with no dictionary of names built per unit, and only the quantities that a formula
    of the deal reads or that may raise (`Formula.bound`): the others cannot change the answer.

    Why programs too: even so a miss cost 10-25 microseconds of closures. With the compiled tier,
    this whole scorer is handed to `_scorecore.Scorer` as data (`_core_scorer`: the layout of the
    values, each formula as the program the same compiler walk emits, `Formula.program`, the
    quantities to compute before and after the made test, the rounding as a formula), which gives
    (made, case, scores) from the key in about a microsecond. Where a program fails (a division by
    zero, a value beyond MAX_VALUE) the closures run, and raise the error the reference words.
    """

    def __init__(self, variant: Variant, *, compiled: bool = True) -> None:
        scoring = variant.scoring
        self.variant = variant
        specials = variant.auction.special_bids
        formulas: list[Formula] = [formula for _, formula in scoring.quantities]
        formulas.append(scoring.made)
        formulas += [bid.made for bid in specials]
        for case in scoring.cases:
            formulas += [case.taker, case.defence] + ([case.when] if case.when is not None else [])
        used: set[str] = set()
        for formula in formulas:
            used |= formula.names
        #: indexes (in SIDE_FACTS) of the facts some formula reads, under any prefix: a unit's part
        #: of the key
        self.facts = tuple(
            index
            for index, fact in enumerate(SIDE_FACTS)
            if any(f"{prefix}_{fact}" in used for prefix in SIDE_PREFIXES)
        )
        #: the values of the `<bid>_bid` names for each special bid index (-1: none)
        self.special_flags = {
            index: tuple(index == other for other in range(len(specials)))
            for index in range(-1, len(specials))
        }
        self.units = len(variant.teams)
        self.unit_names = tuple(name for name, _ in variant.teams)
        self.rounding = variant.rounding if variant.rounding.mode == "deal" else None
        self.memo: dict[tuple[Any, ...], Scored] = {}
        self.rules = tuple(case.rule for case in scoring.cases)

        # The values a formula may read, for one unit, as one list in this order of names: the deal's
        # (as `_evaluate` computes them), the takers' and the defence's facts, the unit's own,
        # is_taker, made, the constants, then each quantity as it is computed.
        self.constants = tuple(value for _, value in scoring.constants)
        slots, self.made_slot = slot_layout(
            _DEAL_ORDER,
            (bid.name for bid in specials),
            (tuple(SIDE_FACTS)[index] for index in self.facts),
            (name for name, _ in scoring.constants),
            (name for name, _ in scoring.quantities),
        )

        self.slots = slots

        def positional(formula: Formula) -> Callable[[list[Value]], Value]:
            return formula.positional(slots)

        #: every quantity, in its declared order, with its slot
        self.quantities = tuple((slots[name], positional(quantity)) for name, quantity in scoring.quantities)
        self.blank: tuple[Any, ...] = (None,) * len(scoring.quantities)  # (computed when needed)
        # `breakdown` computes every quantity for every unit; a quantity that cannot raise (no
        # division or modulo, no product, a bounded sum: `Formula.bound`) changes nothing unless a
        # formula of the deal reads it, so only those that may raise are computed always.
        bounds = {
            name: 1 if kind is ValueType.BOOL else _FACT_BOUND
            for name, kind in base_names([bid.name for bid in specials]).items()
        }
        bounds.update({name: abs(value) for name, value in scoring.constants})
        always: set[str] = set()
        for name, quantity in scoring.quantities:
            bound = quantity.bound(bounds)
            bounds[name] = bound if bound is not None else MAX_VALUE + 1
            if quantity.can_fail or bound is None or bound > MAX_VALUE:
                always.add(name)
        by_name = dict(scoring.quantities)

        def needed(*formulas: Formula) -> tuple[int, ...]:
            """The quantities (by position) to compute before `formulas`: those they read, directly
            or through others, and those that may raise, with those they read."""
            wanted: set[str] = set()
            pending = [*always, *(name for formula in formulas for name in formula.names)]
            while pending:
                name = pending.pop()
                if name in by_name and name not in wanted:
                    wanted.add(name)
                    pending += by_name[name].names
            return tuple(index for index, (name, _) in enumerate(scoring.quantities) if name in wanted)

        #: the quantities of the takers' unit before the made test and the cases' `when`
        self.before = needed(
            scoring.made,
            *(bid.made for bid in specials),
            *(c.when for c in scoring.cases if c.when is not None),
        )
        #: by case: the takers' other quantities, and each defender's
        self.after = tuple(
            (
                tuple(index for index in needed(case.taker) if index not in self.before),
                needed(case.defence),
            )
            for case in scoring.cases
        )
        #: the made test of each contract: a special bid's own (by index), else the variant's (-1)
        self.made = {-1: positional(scoring.made)}
        self.made.update({index: positional(bid.made) for index, bid in enumerate(specials)})
        #: (when, taker, defence) of each scoring case, in order
        self.cases = tuple(
            (
                None if case.when is None else positional(case.when),
                positional(case.taker),
                positional(case.defence),
            )
            for case in scoring.cases
        )
        #: the compiled scorer (`_scorecore.Scorer`), None on the pure-Python tier
        self.core: _scorecore.Scorer | None = None
        if compiled and _scorecore is not None:
            # ValueError: beyond the compiled scorer's sizes (over 4,096 constants and quantities...):
            # the closures score every deal, with the same answers
            with contextlib.suppress(ValueError):
                self.core = self._core_scorer()

    def _core_scorer(self) -> _scorecore.Scorer:
        """This scorer as the data `_scorecore.Scorer` interprets (see the class's docstring)."""
        variant = self.variant
        scoring = variant.scoring
        slots = self.slots

        def program(formula: Formula) -> tuple[int, ...]:
            return formula.program(slots)

        return _scorecore.Scorer(
            units=self.units,
            facts=len(self.facts),
            specials=len(variant.auction.special_bids),
            constants=self.constants,
            quantity_slots=tuple(slot for slot, _ in self.quantities),
            quantities=tuple(program(quantity) for _, quantity in scoring.quantities),
            before=self.before,
            made=(
                program(scoring.made),
                *(program(bid.made) for bid in variant.auction.special_bids),
            ),
            cases=tuple(
                (
                    None if case.when is None else program(case.when),
                    program(case.taker),
                    program(case.defence),
                    taker_after,
                    defence_needs,
                )
                for case, (taker_after, defence_needs) in zip(scoring.cases, self.after, strict=True)
            ),
            rounding=None if self.rounding is None else self.rounding.formula().program({"score": 0}),
            made_slot=self.made_slot,
            opcodes={op.name: op.value for op in Op},
            max_value=MAX_VALUE,
        )

    def score(self, key: tuple[Any, ...]) -> Scored | None:
        """The scores for `key`; None when a formula fails at run time (a division by zero): the
        reference path reports it.

        The compiled scorer answers without the memo: a program costs less than hashing and
        storing the key (measured: bench/scoring_programs.py), and most keys
        are new anyway. The memo serves the closures: the pure tier, and a program that fails."""
        core = self.core
        if core is not None:
            found = core.score(key)
            if found is not None:
                made, case_index, scores = found
                return made, self.rules[case_index], dict(zip(self.unit_names, scores, strict=True))
        known = self.memo.get(key)
        if known is not None:
            return known
        try:
            computed = self._evaluate(key)
        except FormulaError:
            return None
        if len(self.memo) >= _MAX_MEMO:
            self.memo.clear()
        self.memo[key] = computed
        return computed

    def key(
        self, taker_unit: str, names: Mapping[str, Value], facts: Mapping[str, UnitFacts]
    ) -> tuple[Any, ...]:
        """The key `score` and `breakdown` read, from the deal-level names (`scoring.deal_names`)
        and each unit's facts: the takers' unit, the contract's value, its special bid (-1: none),
        multiplier, coinche and surcoinche, the trump kind as the formulas see it, who took every
        trick, then each unit's facts that some formula reads."""
        bids = self.variant.auction.special_bids
        special = next((index for index, bid in enumerate(bids) if names[f"{bid.name}_bid"]), -1)
        kind = 1 if names["no_trump"] else 2 if names["all_trump"] else 0
        read = self.facts
        return (
            self.unit_names.index(taker_unit),
            names["contract"],
            special,
            names["mult"],
            names["coinched"],
            names["surcoinched"],
            kind,
            names["taker_side_all_tricks"],
            names["taker_all_tricks"],
            names["defence_all_tricks"],
            *(_fact_values(facts[unit])[index] for unit in self.unit_names for index in read),
        )

    def breakdown(
        self,
        key: tuple[Any, ...],
        *,
        forced: tuple[bool, ScoreLine] | None = None,
        cases: tuple[ScoringCase, ...] | None = None,
    ) -> DealScore:
        """The deal's score and its lines, the plan's steps in order: the takers' quantities, the
        made test, the scoring case, then each unit's own quantities, its deal score and its
        rounding; each line names the rule and shows the formula with its numbers.

        `forced`: the outcome and its line when a penalty decides it (the made test is not
        evaluated); `cases`: the scoring cases to choose from, the variant's by default (a penalty
        leaves some out: `penalty.penalty_cases`). A formula that fails (a division by zero) makes
        the variant unusable for this deal: VariantError, naming it."""
        taker_unit, special = key[0], key[2]
        units, common = self._common(key)
        variant = self.variant
        scoring = variant.scoring
        shows = self._shows
        run = self._run
        quantities = self.quantities
        prefix = (*self.constants, *self.blank)

        def unit_env(number: int) -> list[Value]:
            env: list[Value] = [*common, *units[number], number == taker_unit, False, *prefix]
            for slot, quantity in quantities:
                env[slot] = run(quantity, env)
            return env

        def line(
            unit: str | None, name: str, value: Value, rule: str, show: _Show, env: list[Value]
        ) -> ScoreLine:
            text, render = show
            rendered = render(env)
            detail = text if rendered.replace(" ", "") == str(value) else f"{text} = {rendered}"
            return ScoreLine(unit, name, value, rule, detail)

        lines: list[ScoreLine] = []
        taker_env = unit_env(taker_unit)
        owned: list[tuple[str, int, _Show]] = []
        for (name, _), (slot, _), show in zip(scoring.quantities, quantities, shows.quantities, strict=True):
            if name.startswith("own_"):
                owned.append((name, slot, show))
            else:
                lines.append(line(None, name, taker_env[slot], _QUANTITY_RULE, show, taker_env))
        if forced is not None:
            made, made_line = forced
            lines.append(made_line)
        else:
            made = bool(run(self.made[special], taker_env))
            lines.append(line(None, "contract made", made, _QUANTITY_RULE, shows.made[special], taker_env))
        taker_env[self.made_slot] = made
        chosen = range(len(scoring.cases)) if cases is None else _indexes(scoring.cases, cases)
        case_index = chosen[-1]
        for index in chosen:
            when = self.cases[index][0]
            if when is None or run(when, taker_env):
                case_index = index
                break
        case = scoring.cases[case_index]
        lines.append(case_line(case))

        scores: dict[str, int] = {}
        for number, unit in enumerate(self.unit_names):
            is_taker = number == taker_unit
            env = taker_env if is_taker else unit_env(number)
            env[self.made_slot] = made
            for name, slot, show in owned:
                lines.append(line(unit, name, env[slot], _QUANTITY_RULE, show, env))
            _, taker_formula, defence_formula = self.cases[case_index]
            value = int(run(taker_formula if is_taker else defence_formula, env))
            lines.append(
                line(unit, "deal score", value, case.rule, shows.cases[case_index][0 if is_taker else 1], env)
            )
            if self.rounding is not None:
                lines.append(rounded_line(unit, value, self.rounding))
                value = self.rounding.apply(value)
            scores[unit] = value
        return DealScore(made, case, scores, lines)

    def _run(self, formula: Callable[[list[Value]], Value], env: list[Value]) -> Value:
        """A formula of the breakdown on `env`; a failure at run time in the variant's words."""
        try:
            return formula(env)
        except FormulaEvaluationError as error:
            variant = self.variant
            raise VariantError(
                sentence("scoring.variant", variant_id=variant.id, error=error),
                file=variant.origin,
                expected=sentence("scoring.formulas_that_never_divide"),
            ) from None

    @cached_property
    def _shows(self) -> _Shows:
        """Each formula's text and renderer (`Formula.renderer`), built on the first breakdown: the
        fast tiers never write one."""
        scoring = self.variant.scoring
        slots = self.slots

        def show(formula: Formula) -> _Show:
            return formula.text.strip(), formula.renderer(slots)

        made = {-1: show(scoring.made)}
        made.update({index: show(bid.made) for index, bid in enumerate(self.variant.auction.special_bids)})
        return _Shows(
            tuple(show(quantity) for _, quantity in scoring.quantities),
            made,
            tuple((show(case.taker), show(case.defence)) for case in scoring.cases),
        )

    def _common(self, key: tuple[Any, ...]) -> tuple[list[tuple[Any, ...]], tuple[Value, ...]]:
        """Each unit's facts in `key`, and the values every unit's list begins with: the deal-level
        names, the special bids' flags, the takers' facts and the defence's (their sum)."""
        taker_unit, value, special, mult, coinched, surcoinched, kind = key[:7]
        size = len(self.facts)
        units = [key[10 + unit * size : 10 + (unit + 1) * size] for unit in range(self.units)]
        taker = units[taker_unit]
        if self.units == 2:
            defence = units[1 - taker_unit]
        else:
            defenders = [unit for number, unit in enumerate(units) if number != taker_unit]
            defence = tuple(map(sum, zip(*defenders, strict=True)))
        return units, (
            *deal_values(
                value,
                mult,
                bool(coinched),
                bool(surcoinched),
                special >= 0,
                _KIND_OF_FORMULA[kind],  # the formulas see sans atout / tout atout, never the suit
                bool(key[7]),  # the taker's side took every trick
                bool(key[8]),  # the taker himself did
                bool(key[9]),  # the defence did
            ),
            *self.special_flags[special],
            *taker,
            *defence,
        )

    def _evaluate(self, key: tuple[Any, ...]) -> Scored:
        taker_unit, special = key[0], key[2]
        units, common = self._common(key)
        constants = self.constants
        blank = self.blank
        quantities = self.quantities
        taker_env: list[Value] = [*common, *units[taker_unit], True, False, *constants, *blank]
        for index in self.before:
            slot, quantity = quantities[index]
            taker_env[slot] = quantity(taker_env)
        made = bool(self.made[special](taker_env))
        taker_env[self.made_slot] = made
        case_index = len(self.cases) - 1
        for index, (when, _, _) in enumerate(self.cases):
            if when is None or when(taker_env):
                case_index = index
                break
        _, taker_formula, defence_formula = self.cases[case_index]
        taker_after, defence_needs = self.after[case_index]
        scores: list[int] = []
        rounding = self.rounding
        for number, unit in enumerate(units):
            if number == taker_unit:
                env = taker_env
                for index in taker_after:
                    slot, quantity = quantities[index]
                    env[slot] = quantity(env)
                score = int(taker_formula(env))
            else:
                env = [*common, *unit, False, made, *constants, *blank]
                for index in defence_needs:
                    slot, quantity = quantities[index]
                    env[slot] = quantity(env)
                score = int(defence_formula(env))
            if rounding is not None:
                score = rounding.apply(score)
            scores.append(score)
        return made, self.rules[case_index], dict(zip(self.unit_names, scores, strict=True))


#: a formula's text as written and its renderer (`Formula.renderer`)
_Show = tuple[str, Callable[[Sequence[Value]], str]]


class _Shows(NamedTuple):
    """The breakdown's formulas: each quantity's, each made test's (by special bid, -1: none) and
    each scoring case's (the takers', the defence's)."""

    quantities: tuple[_Show, ...]
    made: dict[int, _Show]
    cases: tuple[tuple[_Show, _Show], ...]


#: each fact of a `UnitFacts`, in the order of SIDE_FACTS
_fact_values: Callable[[UnitFacts], tuple[int, ...]] = attrgetter(*SIDE_FACTS)


def _indexes(cases: tuple[ScoringCase, ...], chosen: tuple[ScoringCase, ...]) -> tuple[int, ...]:
    """The positions in `cases` of the cases `chosen` (the same objects), in order."""
    return tuple(index for index, case in enumerate(cases) if any(case is other for other in chosen))


def score_from_facts(
    variant: Variant,
    contract: Contract,
    facts: dict[str, UnitFacts],
    *,
    taker_side_all_tricks: bool,
    taker_all_tricks: bool,
    defence_all_tricks: bool,
    annonce_lines: list[ScoreLine],
) -> DealScore:
    """Score a deal from its per-unit facts: the deal-level names, the formulas, the breakdown.

    Why one function: `check_deal` and the facts record (`refscore.judge.facts_check`) both score by
    it, so a deal and the facts a table wrote of it get the same formulas, the same lines and the
    same rule ids.
    The three `*_all_tricks` say who took every trick (the taker's side, the taker himself, the
    defence); a facts record knows them without the tricks.
    """
    names = deal_names(
        variant,
        contract,
        taker_side_all_tricks=taker_side_all_tricks,
        taker_all_tricks=taker_all_tricks,
        defence_all_tricks=defence_all_tricks,
    )
    plan = plan_of(variant)
    score = plan.breakdown(plan.key(variant.team_of(contract.taker), names, facts))
    score.lines[:0] = _fact_lines(variant, facts, contract, annonce_lines)
    return score


def _fact_lines(
    variant: Variant, facts: dict[str, UnitFacts], contract: Contract, annonce_lines: list[ScoreLine]
) -> list[ScoreLine]:
    lines = [
        ScoreLine(
            None,
            "contract",
            contract.value,
            "score.multiplier",
            f"{contract} taken by {contract.taker}, multiplier {contract.mult}",
        )
    ]
    for unit, fact in facts.items():
        lines.append(
            ScoreLine(unit, "card points", fact.cards, "points.card-values", f"{fact.tricks_won} tricks")
        )
        if fact.der:
            plain = fact.der == DealTable.of(variant).last_trick_value(Sweep.NONE)
            rule_detail = "last trick" if plain else "last trick, every trick taken"
            lines.append(ScoreLine(unit, "dix de der", fact.der, "points.dix-de-der", rule_detail))
        if fact.belote:
            lines.append(ScoreLine(unit, "belote", fact.belote, "points.belote", "king and queen of trump"))
        if fact.discard:
            lines.append(
                ScoreLine(unit, "discard", fact.discard, "points.discard", "card points of the discard")
            )
    return lines + annonce_lines
