"""Every contract one line of play would score: the bid ladder scored from the facts of the line.

Why from the facts: what a contract scores depends on the line only through each unit's facts (card
points, dix de der, belote, annonces, discard, tricks won) and who took every trick; the bid, its
multiplier and who coinched are the contract's. So the line is judged once by the reference path
(`check_deal`, which settles the belote and the annonces) and every rung of the ladder, coinched or
not, is then scored by the variant's own scoring plan (`refscore.judge.scoring_plan.ScoringPlan`: the plan
the reference's breakdown is written from, compiled, about a microsecond a contract) instead of one whole
check per rung.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import cached_property
from operator import attrgetter
from typing import Literal

from refscore.formula.names import SIDE_FACTS
from refscore.judge.auction_judge import Contract
from refscore.judge.check import CheckResult
from refscore.judge.scoring import UnitFacts
from refscore.judge.scoring_plan import ScoringPlan, plan_of, score_from_facts
from refscore.kernel.auction import AuctionKernel
from refscore.kernel.deal import DealTable
from refscore.model.variant import TrumpKind, Variant

Bid = int | str  # a numbered bid, a special bid's name, or "take" (a turned-card auction)
Doubling = Literal["plain", "coinched", "surcoinched"]

_KIND_CODE = {TrumpKind.SUIT: 0, TrumpKind.NO_TRUMP: 1, TrumpKind.ALL_TRUMP: 2}
_FACTS = attrgetter(*SIDE_FACTS)  # a UnitFacts as a tuple, in the scoring plan's order


def ladder(variant: Variant) -> list[Bid]:
    """The bids a side could make, strongest first: the special bids (by value), then the numbered
    ladder from the ceiling down (the kernel's: floor, step, ceiling); a turned-card auction has
    one bid, the take."""
    rules = variant.auction
    if rules.turned_card:
        return ["take"]
    bids: list[Bid] = [bid.name for bid in sorted(rules.special_bids, key=lambda b: -b.value)]
    numbered = AuctionKernel.of(rules, len(variant.seats)).ladder
    return bids + [value for value in range(len(numbered) - 1, -1, -1) if numbered[value]]


def bid_value(variant: Variant, bid: Bid) -> int:
    """Where a bid stands on the ladder (a special bid's `value`); the take is 0."""
    if isinstance(bid, int):
        return bid
    special = variant.auction.special(bid)
    return special.value if special is not None else 0


@dataclass(frozen=True)
class LineFacts:
    """What one complete line of play gives each unit under one taking (taker and trump), judged by
    the reference path: enough to score any contract of that taker and trump."""

    variant: Variant
    contract: Contract  # the contract the line was judged with (its bid is replaced per rung)
    facts: dict[str, UnitFacts]
    taker_side_all: bool
    taker_all: bool
    defence_all: bool

    @classmethod
    def of(cls, result: CheckResult) -> LineFacts:
        """The facts of a checked complete deal (`result.score` set)."""
        variant, contract = result.variant, result.contract
        assert contract is not None and result.score is not None
        unit = variant.team_of(contract.taker)
        tricks = len(result.tricks)
        side = result.facts[unit].tricks_won
        return cls(
            variant,
            contract,
            dict(result.facts),
            side == tricks,
            all(trick.winner == contract.taker for trick in result.tricks),
            side == 0,
        )

    @property
    def taker_unit(self) -> str:
        return self.variant.team_of(self.contract.taker)

    def points(self) -> int:
        """The taking unit's card points and dix de der on this line."""
        own = self.facts[self.taker_unit]
        return own.cards + own.der

    def contract_for(self, bid: Bid, doubling: Doubling = "plain") -> Contract:
        """The contract `bid` by this line's taker in its trump, plain, coinched or surcoinched (the
        first defender in seat order coinches; which defender does changes no formula)."""
        variant, base = self.variant, self.contract
        contract = base
        if bid != "take":
            special = None if isinstance(bid, int) else bid
            contract = dataclasses.replace(base, value=bid_value(variant, bid), special=special)
        defender = next(seat for seat in variant.seats if variant.team_of(seat) != self.taker_unit)
        if doubling == "plain":
            return dataclasses.replace(contract, mult=1, coinched_by=None, surcoinched_by=None)
        if doubling == "coinched":
            return dataclasses.replace(
                contract, mult=self._deal.multiplier(True, False), coinched_by=defender, surcoinched_by=None
            )
        return dataclasses.replace(
            contract, mult=self._deal.multiplier(True, True), coinched_by=defender, surcoinched_by=base.taker
        )

    def score(self, bid: Bid, doubling: Doubling = "plain") -> tuple[bool, dict[str, int]]:
        """Whether `bid` is made on this line, and every unit's score (par asks this a few hundred
        times a deal: the key is built from the parts fixed per line, without a `Contract`)."""
        rules = self.variant.auction
        if bid == "take":
            value, special = self.contract.value, -1
        elif isinstance(bid, int):
            value, special = bid, -1
        else:
            special = self._special_index[bid]
            value = rules.special_bids[special].value
        mult, coinched, surcoinched = self._doublings[doubling]
        taker, kind_and_facts = self._key_parts
        found = self._plan.score((taker, value, special, mult, coinched, surcoinched, *kind_and_facts))
        if found is not None:
            return found[0], found[2]
        return self._reference(self.contract_for(bid, doubling))

    def score_contract(self, contract: Contract) -> tuple[bool, dict[str, int]]:
        """Whether `contract` (this line's taker and trump) is made on this line, and every unit's score."""
        special = -1 if contract.special is None else self._special_index[contract.special]
        taker, kind_and_facts = self._key_parts
        key = (
            taker,
            contract.value,
            special,
            contract.mult,
            contract.coinched_by is not None,
            contract.surcoinched_by is not None,
            *kind_and_facts,
        )
        found = self._plan.score(key)
        if found is not None:
            return found[0], found[2]
        return self._reference(contract)

    @cached_property
    def _plan(self) -> ScoringPlan:
        """The variant's scoring plan (`plan_of`), kept: `score` is asked hundreds of times a line."""
        return plan_of(self.variant)

    @cached_property
    def _doublings(self) -> dict[str, tuple[int, bool, bool]]:
        """Each doubling's part of the plan's key: the multiplier, coinched, surcoinched."""
        deal = self._deal
        return {
            "plain": (1, False, False),
            "coinched": (deal.multiplier(True, False), True, False),
            "surcoinched": (deal.multiplier(True, True), True, True),
        }

    @cached_property
    def _deal(self) -> DealTable:
        """The kernel's deal values of the variant: the coinche's and surcoinche's multipliers."""
        return DealTable.of(self.variant)

    @cached_property
    def _special_index(self) -> dict[str, int]:
        return {bid.name: index for index, bid in enumerate(self.variant.auction.special_bids)}

    @cached_property
    def _key_parts(self) -> tuple[int, tuple[object, ...]]:
        """The scoring plan's key (`ScoringPlan.score`) but the contract's part: the taking unit's
        index, then the trump kind, who took every trick and each unit's facts that a formula reads."""
        variant = self.variant
        units = [name for name, _ in variant.teams]
        read = plan_of(variant).facts
        return units.index(self.taker_unit), (
            _KIND_CODE[self.contract.trump.kind],
            self.taker_side_all,
            self.taker_all,
            self.defence_all,
            *[_FACTS(self.facts[unit])[i] for unit in units for i in read],
        )

    def _reference(self, contract: Contract) -> tuple[bool, dict[str, int]]:
        """A formula failed at run time in the plan: the reference scoring raises the error in its words."""
        score = score_from_facts(
            self.variant,
            contract,
            self.facts,
            taker_side_all_tricks=self.taker_side_all,
            taker_all_tricks=self.taker_all,
            defence_all_tricks=self.defence_all,
            annonce_lines=[],
        )
        return score.made, score.scores

    def highest_made(self, bids: list[Bid]) -> Bid | None:
        """The first bid of `bids` (strongest first) this line makes, plain."""
        return next((bid for bid in bids if self.score(bid)[0]), None)
