"""Score a played deal: the per-side facts, the variant's quantities and formulas, rounding.

Why formulas: every house rule about what counts and what is multiplied lives in the variant file;
this module only gathers the facts (card points, last trick, belote, annonces, discard), fills the
names of spec/variants.md, picks the first scoring case whose `when` holds and evaluates it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import field
from operator import add, attrgetter
from typing import TYPE_CHECKING

from refscore.base.errors import VariantError, sentence
from refscore.base.precompiled import dataclass
from refscore.formula.compiler import Formula, FormulaEvaluationError, Value
from refscore.formula.names import DEAL_NAMES, SIDE_FACTS
from refscore.kernel.deal import deal_values
from refscore.model.variant import Rounding, ScoringCase, SpecialBid, Variant

if TYPE_CHECKING:
    from refscore.judge.auction_judge import Contract


@dataclass(frozen=True, init=False)
class ScoreLine:
    """One line of a breakdown: a named quantity, its value, the rule it comes from, and how."""

    unit: str | None
    name: str
    value: Value | str  # a number or a truth value, or a text such as the contract or the case
    rule: str
    detail: str = ""

    def __init__(self, unit: str | None, name: str, value: Value | str, rule: str, detail: str = "") -> None:
        # Why not the generated `__init__`: a frozen dataclass sets each field through
        # `object.__setattr__`, 2.5 times the cost of filling the instance's dictionary, and a
        # deal's penalty writes some fifteen lines (the fast batch path: bench/penalty.py).
        fields = self.__dict__
        fields["unit"] = unit
        fields["name"] = name
        fields["value"] = value
        fields["rule"] = rule
        fields["detail"] = detail


@dataclass
class UnitFacts:
    """What one scoring unit earned in the deal (before any formula)."""

    cards: int = 0
    der: int = 0
    belote: int = 0
    annonces: int = 0
    discard: int = 0
    tricks_won: int = 0

    def as_names(self, prefix: str) -> dict[str, Value]:
        names = _PREFIXED.get(prefix)
        if names is None:
            names = _PREFIXED[prefix] = tuple(f"{prefix}_{fact}" for fact in SIDE_FACTS)
        return dict(zip(names, _fact_values(self), strict=True))

    def plus(self, other: UnitFacts) -> UnitFacts:
        return UnitFacts(*map(add, _fact_values(self), _fact_values(other)))


#: each fact of a `UnitFacts`, in the order of SIDE_FACTS (also its fields' order)
_fact_values: Callable[[UnitFacts], tuple[int, ...]] = attrgetter(*SIDE_FACTS)
#: by prefix (taker, defence, own): the names of the facts under it, as `as_names` gives them
_PREFIXED: dict[str, tuple[str, ...]] = {}


@dataclass
class DealScore:
    """What a deal scores: whether the contract is made, the scoring case that applied, the
    score of each unit and the lines that add up to it."""

    made: bool
    case: ScoringCase
    scores: dict[str, int]
    lines: list[ScoreLine] = field(default_factory=list)


def _evaluate(formula: Formula, env: Mapping[str, Value], variant: Variant) -> Value:
    """Evaluate a formula; a division by zero at run time makes the variant unusable for this deal."""
    try:
        return formula.evaluate(env)
    except FormulaEvaluationError as error:
        raise VariantError(
            sentence("scoring.variant", variant_id=variant.id, error=error),
            file=variant.origin,
            expected=sentence("scoring.formulas_that_never_divide"),
        ) from None


def _shown(formula: Formula, env: Mapping[str, Value], value: Value) -> str:
    rendered = formula.render(env)
    text = formula.text.strip()
    if rendered.replace(" ", "") == str(value):
        return text
    return f"{text} = {rendered}"


def score_deal(
    variant: Variant,
    facts: Mapping[str, UnitFacts],
    taker_unit: str,
    deal_names: Mapping[str, Value],
    special: SpecialBid | None,
    cases: tuple[ScoringCase, ...] | None = None,
) -> DealScore:
    """Evaluate the variant's scoring on the facts of each unit; `deal_names` are the deal-level names.
    `cases`: the scoring cases to choose from, the variant's by default (a penalty leaves some out:
    `penalty.penalty_cases`)."""
    defence = UnitFacts()
    for unit, _ in variant.teams:
        if unit != taker_unit:
            defence = defence.plus(facts[unit])
    common: dict[str, Value] = dict(deal_names)
    common.update(facts[taker_unit].as_names("taker"))
    common.update(defence.as_names("defence"))
    common.update(variant.scoring.constants)

    def unit_env(unit: str) -> dict[str, Value]:
        env = common | facts[unit].as_names("own")
        env["is_taker"] = unit == taker_unit
        for name, formula in variant.scoring.quantities:
            env[name] = _evaluate(formula, env, variant)
        return env

    lines: list[ScoreLine] = []
    taker_env = unit_env(taker_unit)
    for name, formula in variant.scoring.quantities:
        if not name.startswith("own_"):
            lines.append(
                ScoreLine(
                    None,
                    name,
                    taker_env[name],
                    "score.contract-made",
                    _shown(formula, taker_env, taker_env[name]),
                )
            )

    made_formula = special.made if special is not None else variant.scoring.made
    made = bool(_evaluate(made_formula, taker_env, variant))
    lines.append(
        ScoreLine(None, "contract made", made, "score.contract-made", _shown(made_formula, taker_env, made))
    )
    taker_env["made"] = made

    cases = variant.scoring.cases if cases is None else cases
    case = cases[-1]
    for candidate in cases:
        if candidate.when is None or _evaluate(candidate.when, taker_env, variant):
            case = candidate
            break
    lines.append(case_line(case))

    scores: dict[str, int] = {}
    for unit, _ in variant.teams:
        env = taker_env if unit == taker_unit else unit_env(unit)
        env["made"] = made
        for name, formula in variant.scoring.quantities:
            if name.startswith("own_"):
                lines.append(
                    ScoreLine(unit, name, env[name], "score.contract-made", _shown(formula, env, env[name]))
                )
        formula = case.taker if unit == taker_unit else case.defence
        value = int(_evaluate(formula, env, variant))
        lines.append(ScoreLine(unit, "deal score", value, case.rule, _shown(formula, env, value)))
        if variant.rounding.mode == "deal":
            lines.append(rounded_line(unit, value, variant.rounding))
            value = variant.rounding.apply(value)
        scores[unit] = value
    return DealScore(made, case, scores, lines)


def case_line(case: ScoringCase) -> ScoreLine:
    """The breakdown's line of the scoring case that applies. Why a function: the fast batch path
    writes a penalty's breakdown without `score_deal` (refscore.fast.penalty_plan), in these words."""
    return ScoreLine(
        None,
        "case",
        case.description or case.rule,
        case.rule,
        f"when {case.when.text}" if case.when is not None else "otherwise",
    )


def rounded_line(unit: str, value: int, rounding: Rounding) -> ScoreLine:
    """The breakdown's line of a unit's deal score rounded (`rounding.mode` "deal"); its value is
    the rounded score. A function for the same reason as `case_line`."""
    return ScoreLine(
        unit,
        "rounded",
        rounding.apply(value),
        "score.rounding",
        f"{value} to the nearest {rounding.to} ({'half up' if rounding.half_up else 'half down'})",
    )


def deal_names(
    variant: Variant,
    contract: Contract,
    *,
    taker_side_all_tricks: bool,
    taker_all_tricks: bool,
    defence_all_tricks: bool,
) -> dict[str, Value]:
    """The deal-level names the formulas read (spec/formulas: `contract`, `mult`, `coinched`, ...,
    one `NAME_bid` per special bid), from the contract and who took every trick.

    Why one function: a checked deal (`check.score_from_facts`) and a deal lost by penalty
    (`penalty.PenaltyScorer`) score through the same formulas, so they must give them the same names.
    """
    values = deal_values(
        contract.value,
        contract.mult,
        contract.coinched_by is not None,
        contract.surcoinched_by is not None,
        contract.special is not None,
        contract.trump.kind,
        taker_side_all_tricks,
        taker_all_tricks,
        defence_all_tricks,
    )
    names: dict[str, Value] = dict(zip(DEAL_NAMES, values, strict=True))
    for bid in variant.auction.special_bids:
        names[f"{bid.name}_bid"] = contract.special == bid.name
    return names
