"""Score a played deal: the per-side facts, the variant's quantities and formulas, rounding.

Why formulas: every house rule about what counts and what is multiplied lives in the variant file;
this module only gathers the facts (card points, last trick, belote, annonces, discard), fills the
names of spec/variants.md, picks the first scoring case whose `when` holds and evaluates it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .errors import VariantError
from .formula import Formula, FormulaEvaluationError, Value
from .names import SIDE_FACTS
from .variant import ScoringCase, SpecialBid, TrumpKind, Variant

if TYPE_CHECKING:
    from .auction import Contract


@dataclass(frozen=True)
class ScoreLine:
    """One line of a breakdown: a named quantity, its value, the rule it comes from, and how."""

    unit: str | None
    name: str
    value: Value | str  # a number or a truth value, or a text such as the contract or the case
    rule: str
    detail: str = ""


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
        return {f"{prefix}_{fact}": getattr(self, fact) for fact in SIDE_FACTS}

    def plus(self, other: UnitFacts) -> UnitFacts:
        return UnitFacts(*(getattr(self, fact) + getattr(other, fact) for fact in SIDE_FACTS))


@dataclass
class DealScore:
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
            f"variant {variant.id!r}: {error}",
            file=variant.origin,
            expected="formulas that never divide by zero and stay within the bounds of spec/formula.md",
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
) -> DealScore:
    """Evaluate the variant's scoring on the facts of each unit; `deal_names` are the deal-level names."""
    defenders = [unit for unit, _ in variant.teams if unit != taker_unit]
    defence = UnitFacts()
    for unit in defenders:
        defence = defence.plus(facts[unit])
    common: dict[str, Value] = dict(deal_names)
    common.update(facts[taker_unit].as_names("taker"))
    common.update(defence.as_names("defence"))
    common.update(variant.scoring.constants)

    def unit_env(unit: str) -> dict[str, Value]:
        env = dict(common)
        env.update(facts[unit].as_names("own"))
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

    case = variant.scoring.cases[-1]
    for candidate in variant.scoring.cases:
        if candidate.when is None or _evaluate(candidate.when, taker_env, variant):
            case = candidate
            break
    lines.append(
        ScoreLine(
            None,
            "case",
            case.description or case.rule,
            case.rule,
            f"when {case.when.text}" if case.when is not None else "otherwise",
        )
    )

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
            rounded = variant.rounding.apply(value)
            lines.append(
                ScoreLine(
                    unit,
                    "rounded",
                    rounded,
                    "score.rounding",
                    f"{value} to the nearest {variant.rounding.to}"
                    f" ({'half up' if variant.rounding.half_up else 'half down'})",
                )
            )
            value = rounded
        scores[unit] = value
    return DealScore(made, case, scores, lines)


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
    names: dict[str, Value] = {
        "contract": contract.value,
        "mult": contract.mult,
        "coinched": contract.coinched_by is not None,
        "surcoinched": contract.surcoinched_by is not None,
        "special_bid": contract.special is not None,
        "no_trump": contract.trump.kind is TrumpKind.NO_TRUMP,
        "all_trump": contract.trump.kind is TrumpKind.ALL_TRUMP,
        "taker_side_all_tricks": taker_side_all_tricks,
        "taker_all_tricks": taker_all_tricks,
        "defence_all_tricks": defence_all_tricks,
    }
    for bid in variant.auction.special_bids:
        names[f"{bid.name}_bid"] = contract.special == bid.name
    return names
