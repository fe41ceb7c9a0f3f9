"""The lean result of the fast tiers: the reference's result (`result_to_json`) without the tricks,
the breakdown and the notes, plus `case`, built from the ints the tiers hold (`LeanResults`), and the
claim's verdict on it.

Why a module: a legal deal, a redeal, a wrong claim and an illegal deal (a call or a card) all come
out of the checker as this one dict; its shape is said once here, and `lean_result` cuts the same
shape out of a reference check so the two are compared key for key (tests/fast).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from refscore.base.errors import EXIT_ILLEGAL
from refscore.fast.reject import Reject as _Reject
from refscore.judge.scoring_plan import ScoringPlan
from refscore.kernel.deal import DealTable
from refscore.model.variant import Variant

if TYPE_CHECKING:  # the reference path (check, report): imported where an answer needs it
    from refscore.judge.check import CheckResult

__all__ = ["CODE_TEXT", "LEAN_KEYS", "LeanResults", "claim_holds", "lean_result"]

_MAX_MEMO = 100_000  # contracts kept: bounds the memo over a long batch
#: A trump code's text in a result's contract: 0-3 a suit (S H D C), 4 sans atout, 5 tout atout
CODE_TEXT = ("S", "H", "D", "C", "SA", "TA")
#: (taker, value, special bid, trump code, coinched_by, surcoinched_by): seats and the special bid as
#: indexes, -1 for none
_Contract = tuple[int, int, int, int, int, int]

#: The keys of `result_to_json` a lean result keeps, in order; `case` follows them.
LEAN_KEYS = (
    "status",
    "exit_code",
    "variant",
    "fingerprint",
    "fingerprint_warning",
    "contract",
    "made",
    "scores",
    "units",
    "claim",
    "violation",
    "penalty",  # what the table writes after an irregularity (rules penalty.*): penalty_entry
)


def lean_result(result: CheckResult) -> dict[str, Any]:
    """The lean result of a reference check: `result_to_json` without the tricks, the breakdown, the
    notes and the format/file tags, plus `case`, the rule id of the scoring case that gave the scores.

    Why derived from `result_to_json`: the lean record then cannot drift from the full one.
    """
    from refscore.render.report import result_to_json

    full = result_to_json(result)
    lean = {key: full[key] for key in LEAN_KEYS}
    lean["case"] = result.score.case.rule if result.score is not None else None
    return lean


def claim_holds(claim: dict[str, int], scores: dict[str, int]) -> bool:
    """Whether each unit a claim names has the score the rules give (rule claim.match): a claim
    that does not is refuted (`violation_words.claim_refutation` words it). The compiled tier's twin is
    `write_line` in refscore/fast/_fastcore.c (the batch's legal line), which hands any claim it does not
    find holding back to this one (tests/fast/test_line_writer.py)."""
    if len(claim) == len(scores):  # every unit named (the usual claim): one comparison of dicts
        return claim == scores
    return all(scores[unit] == value for unit, value in claim.items())


class LeanResults:
    """The lean results of one variant's deals, and the `contract` objects they share."""

    def __init__(self, variant: Variant, scorer: ScoringPlan, deal: DealTable) -> None:
        self.variant_id = variant.id
        self.fingerprint = variant.fingerprint  # (house) stamped on every lean result
        self.seats = variant.seats
        self.units = tuple(name for name, _ in variant.teams)
        self.unit_of = tuple(self.units.index(variant.team_of(seat)) for seat in variant.seats)
        self.special_names = tuple(bid.name for bid in variant.auction.special_bids)
        self.scorer = scorer
        self.deal = deal
        self.all_zero = dict.fromkeys(self.units, 0)
        #: the `contract` object of a result, by its key (`contract`): shared, read-only
        self.contracts: dict[tuple[Any, ...], dict[str, Any]] = {}

    def redeal(self, claim: Any) -> dict[str, Any]:
        """The lean result of a redeal (every call a pass)."""
        return self.lean("redeal", None, None, None, dict(self.all_zero), {}, claim)

    def illegal(
        self,
        contract: _Contract | None,
        violation: dict[str, Any],
        claim: Any,
        penalty: dict[str, Any] | None,
    ) -> dict[str, Any]:
        """The lean result of a deal whose auction or play breaks a rule (`violation`): no score, as
        the reference stops at the first illegal action, but the `penalty` the table writes for it
        (`penalty_entry`); no contract for an illegal call. The one place where an illegal deal's
        result is built."""
        written = None
        if contract is not None:
            key = (*contract, self.mult(*contract[4:]))
            written = self.contracts.get(key) or self.contract(key)
        return {
            "status": "illegal",
            "exit_code": EXIT_ILLEGAL,
            "variant": self.variant_id,
            "fingerprint": self.fingerprint,
            "fingerprint_warning": None,
            "contract": written,
            "made": None,
            "scores": None,
            "units": {},
            "claim": None if claim is None else {"claimed": dict(claim), "confirmed": None},
            "violation": violation,
            "penalty": penalty,
            "case": None,
        }

    def mult(self, coinched_by: int, surcoinched_by: int) -> int:
        return self.deal.multiplier(coinched_by >= 0, surcoinched_by >= 0)

    def complete(
        self, contract_key: tuple[int, ...], key: tuple[Any, ...], units: dict[str, Any], claim: Any
    ) -> dict[str, Any]:
        """The lean result of a legal deal from its contract key, its scoring key (see `_finish`)
        and its units' facts."""
        known = self.scorer.score(key)
        if known is None:
            raise _Reject  # a formula failed (a division by zero): the reference path reports it
        made, case_rule, scores = known
        contract = self.contracts.get(contract_key) or self.contract(contract_key)
        return self.lean("legal", contract, made, case_rule, scores, units, claim)

    def contract(self, key: tuple[Any, ...]) -> dict[str, Any]:
        """The `contract` object of a result, shared between the results of equal contracts."""
        taker, value, special_index, code, coinched_by, surcoinched_by, mult = key
        special = self.special_names[special_index] if special_index >= 0 else None
        seats = self.seats
        contract = {
            "taker": seats[taker],
            "side": self.units[self.unit_of[taker]],
            "value": value,
            "special": special,
            "trump": CODE_TEXT[code],
            "mult": mult,
            "coinched_by": seats[coinched_by] if coinched_by >= 0 else None,
            "surcoinched_by": seats[surcoinched_by] if surcoinched_by >= 0 else None,
        }
        if len(self.contracts) < _MAX_MEMO:
            self.contracts[key] = contract
        return contract

    def lean(
        self,
        status: str,
        contract: dict[str, Any] | None,
        made: bool | None,
        case: str | None,
        scores: dict[str, int],
        units: dict[str, Any],
        claim: dict[str, int] | None,
    ) -> dict[str, Any]:
        """The lean result of a legal deal or a redeal, and of its claim: a claim the scores refute
        makes it a `wrong_claim` (rule claim.match), with the reference's violation, built by the
        reference's one function (`violation_words.claim_refutation`) from these scores and `case` (None for a
        redeal).

        Why not memoised: a wrong claim is rare (a few in a thousand deals of the realistic files)
        and each has other scores, so a memo would rarely hit; its words cost about 6 µs, a tenth of
        the deal (bench/claims.py)."""
        exit_code = 0
        violation = None
        confirmed = True
        if claim is not None and not claim_holds(claim, scores):
            from refscore.judge.violation_words import claim_refutation
            from refscore.render.result_json import status_exit_code
            from refscore.render.result_json import violation_json as violation_to_json

            refuted = claim_refutation(claim, scores, case)
            assert refuted is not None, "claim_refutation refutes what differs"
            status, violation, confirmed = "wrong_claim", violation_to_json(refuted), False
            exit_code = status_exit_code("wrong_claim")
        return {
            "status": status,
            "exit_code": exit_code,
            "variant": self.variant_id,
            "fingerprint": self.fingerprint,
            "fingerprint_warning": None,  # a record naming other rules goes to the reference path
            "contract": contract,
            "made": made,
            "scores": scores,
            "units": units,
            "claim": None if claim is None else {"claimed": dict(claim), "confirmed": confirmed},
            "violation": violation,
            "penalty": None,
            "case": case,
        }
