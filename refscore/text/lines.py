"""The lines of a score breakdown (`CheckResult.lines`) in words of a language: their names and
details, for the tables of `check` and of the HTML picture.

Why: the engine writes each line once, in English, with the formula's working (`own_total +
contract = 124 + 110`); a French table must not show "card points" or "king and queen of trump".
The names of the variant's formulas (`own_total`) are the variant's own words and stay as written:
they appear only in the detailed tables.
"""

from __future__ import annotations

from refscore.base.langs import Lang
from refscore.judge.check import CheckResult
from refscore.judge.scoring import ScoreLine
from refscore.kernel.deal import DealTable, Sweep

from .common import annonce_text, case_description, contract_text, seat_text, value_text, words

__all__ = ["line_detail", "line_name", "line_unit", "line_value"]

#: The engine's line names that are words, not formula names, with their catalogue key.
_NAMES = {
    "contract": "ln.contract",
    "card points": "ln.card_points",
    "dix de der": "ln.der",
    "belote": "ln.belote",
    "discard": "ln.discard",
    "annonce": "ln.annonce",
    "contract made": "ln.made",
    "case": "ln.case",
    "deal score": "ln.deal_score",
    "rounded": "ln.rounded",
}


#: The lines whose detail is a fixed sentence, with its catalogue key.
_FIXED_DETAILS = {"belote": "ln.d.belote", "discard": "ln.d.discard"}


def line_unit(line: ScoreLine, lang: Lang, deal: str) -> str:
    """The unit a line belongs to as the players of `lang` write it (`EW` is `EO` in French), or
    `deal`, the table's word for a line of the whole deal."""
    return seat_text(line.unit, lang) if line.unit else deal


def line_name(line: ScoreLine, lang: Lang) -> str:
    """`card points` / `points des cartes`; a formula's own name (`own_total`) as it is."""
    key = _NAMES.get(line.name)
    return words(lang)[key] if key is not None else line.name


def line_value(line: ScoreLine, result: CheckResult, lang: Lang) -> str:
    """The value shown for a line: a number, yes/no, or (for the case) its description."""
    if line.name == "case" and result.score is not None:
        return case_description(result.variant, result.score.case, lang)
    return value_text(line.value, lang)


def line_detail(line: ScoreLine, result: CheckResult, lang: Lang) -> str:
    """The detail of a line in `lang` (English details are the engine's own)."""
    if lang == "en":
        return line.detail
    w = words(lang)
    variant, contract = result.variant, result.contract
    if line.name == "contract" and contract is not None:
        return w["ln.d.contract"].format(
            contract=contract_text(contract, lang), taker=seat_text(contract.taker, lang), mult=contract.mult
        )
    if line.name == "card points":
        return w["tricks_n"].format(n=line.detail.split()[0])
    if line.name == "dix de der":
        plain = DealTable.of(variant).last_trick_value(Sweep.NONE)
        return w["ln.d.der_capot" if line.value != plain else "ln.d.der"]
    fixed = _FIXED_DETAILS.get(line.name)
    if fixed is not None:
        return w[fixed]
    if line.name == "annonce":
        return annonce_text(line.detail, lang)
    if line.name == "case":
        condition = line.detail.removeprefix("when ")
        return (
            w["ln.d.otherwise"]
            if line.detail == "otherwise"
            else w["ln.d.when"].format(when=f"`{condition}`")
        )
    if line.name == "rounded":
        value = line.detail.split()[0]
        half = "ln.d.half_up" if variant.rounding.half_up else "ln.d.half_down"
        return w["ln.d.rounded"].format(value=value, to=variant.rounding.to, half=w[half])
    # a formula with its working: the variant's own words, set apart as code
    return f"`{line.detail}`" if line.detail else ""
