"""The penalty of an illegal card on the fast tiers' facts: the inputs of the one scorer of
irregularities (`refscore.judge.penalty.PenaltyScorer`) gathered from the ints both tiers hold at the
illegal card (what each unit won before its trick, the hands when play started, the belote, the
annonces), and its JSON written by the variant's `PenaltyPlan`.

Why a module: it is the one idea of an illegal card's line that reads the contract as the reference's
`Contract` and the deal's card points; the checker (`FastChecker`) only hands it the facts. It keeps
the memos that idea needs (the plan, the contracts, the irregularities, the points in play by byte).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce
from operator import or_
from typing import TYPE_CHECKING, Any

from refscore.fast.penalty_plan import PenaltyPlan
from refscore.fast.reject import Reject as _Reject
from refscore.formula.compiler import FormulaError, Value
from refscore.judge.auction_judge import Contract
from refscore.judge.penalty import irregularity_of
from refscore.judge.scoring_plan import ScoringPlan
from refscore.kernel.deal import DealTable
from refscore.kernel.deal_walk import TRUMP_KINDS, TRUMP_SUITS
from refscore.model.record import Trump
from refscore.model.variant import Variant

if TYPE_CHECKING:
    from refscore.fast.core_glue import TrumpTable

__all__ = ["PenaltyEntries"]

_UNREAD: Any = object()  # (a memo's mark of a key not seen yet)
_CODE_KINDS = TRUMP_KINDS
_CODE_SUITS = TRUMP_SUITS
#: a trump code's kind as the penalty's formulas read it: 0 a suit, 1 sans atout, 2 tout atout
_KIND_OF_CODE = (0, 0, 0, 0, 1, 2)
#: (taker, value, special bid, trump code, coinched_by, surcoinched_by): seats and the special bid as
#: indexes, -1 for none
_Contract = tuple[int, int, int, int, int, int]
_MAX_CONTRACTS = 100_000  # contract keys kept: some thousands in a file (taker, value, trump, coinches)


class PenaltyEntries:
    """The penalty entries of one variant's illegal cards (`entry`), with their memos."""

    def __init__(
        self,
        variant: Variant,
        seats: tuple[str, ...],
        unit_of: tuple[int, ...],
        tables: Sequence[TrumpTable | None],
        deal: DealTable,
        scoring: ScoringPlan,
    ) -> None:
        self.variant = variant
        self.scoring = scoring  # (the plan's compiled scorer, if any, writes its formulas' lines)
        self.seats = seats
        self.unit_of = unit_of
        self.tables = tables
        self.deal = deal
        self.special_names = tuple(bid.name for bid in variant.auction.special_bids)
        #: no annonce points for any unit
        self.no_annonces = (0,) * len(variant.teams)
        #: the penalty's JSON from the fast path's numbers, built when first needed
        self.penalty_plan: PenaltyPlan | None = None
        #: a `Contract` and its deal-level names as the penalty reads them, by what they read of
        #: the contract key (`PenaltyPlan.contract_values`)
        self.penalty_contracts: dict[tuple[int, ...], tuple[Contract, tuple[Value, ...]]] = {}
        #: what `entry` reads of a contract key (`_contract`), by the key
        self.contracts: dict[_Contract, tuple[Any, ...]] = {}
        #: under a trump code, the card points of each byte of a mask of cards (by the byte's place):
        #: the points in play (the deal less the dead cards and the discard) in four look-ups
        self.play_points: dict[int, tuple[tuple[int, ...], ...]] = {}
        #: the irregularity a rule of play is (`penalty.irregularity_of`), by rule
        self.irregularities: dict[str, Any] = {}

    def entry(
        self,
        contract: _Contract,
        rule: str,
        seat: int,
        won: Sequence[tuple[int, int, int]],
        hands: Sequence[int],
        belote_holder: int,
        annonce_points: dict[int, int],
        discard_points: int,
        *,
        lazy: bool = False,
    ) -> list[Any] | None:
        """The penalty of an illegal card (rules `penalty.*`) by `seat` breaking `rule`, as
        `refscore.judge.penalty.walked_penalty` builds it, as the plan's memo entry ([JSON, its bytes,
        ...], `PenaltyPlan.entry`; with `lazy`, the JSON object may be None: only the bytes are
        read), or None when the variant scores none:
        the same inputs as the one scorer of irregularities (`refscore.judge.penalty.PenaltyScorer`), here
        from the fast path's own facts, and its JSON (`refscore.render.report.penalty_to_json`), byte for
        byte, written by the variant's `PenaltyPlan` (numbers filled into words fixed per variant).

        - `won`: by unit, the card points, 0 (no dix de der) and the tricks won in the tricks before
          the illegal one (both tiers count them as they play, with the kernel's winner and points);
        - the belote's unit (`belote_holder`: the seat whose belote counts, or -1), the annonces as
          settled before the play (`annonce_points`), the discard, and the card points in play (every
          card in the players' hands when play starts: the deal less the dead cards and the discard).

        A `Contract` and its deal-level names are built once per value, special bid, trump kind and
        (sur)coinche (`self.penalty_contracts`: what they read of it, `PenaltyPlan.contract_values`),
        the taker given apart. `_Reject` when a formula fails at run time."""
        if self.variant.penalties is None:
            return None
        seat_name = self.seats[seat]
        irregularity = self.irregularities.get(rule, _UNREAD)
        if irregularity is _UNREAD:  # (a rule of play: a dozen at most)
            irregularity = self.irregularities[rule] = irregularity_of(rule, "play", seat_name)
        if irregularity is None:
            return None
        plan = self.penalty_plan
        if plan is None:  # (built on the first illegal deal: none in most files)
            plan = self.penalty_plan = PenaltyPlan(self.variant, self.scoring)
        known = self.contracts.get(contract)
        if known is None:
            known = self._contract(plan, contract)
        judged, values, taker_name, by_byte = known
        in_play = reduce(or_, hands)
        play_points = (
            by_byte[0][in_play & 255]
            + by_byte[1][in_play >> 8 & 255]
            + by_byte[2][in_play >> 16 & 255]
            + by_byte[3][in_play >> 24]
        )
        try:
            written = plan.entry(
                judged,
                values,
                taker_name,
                irregularity,
                seat_name,
                play_points,
                discard_points,
                self.unit_of[belote_holder] if belote_holder >= 0 else -1,
                [annonce_points.get(unit, 0) for unit in range(len(won))]
                if annonce_points
                else self.no_annonces,
                won,
            )
        except FormulaError:
            raise _Reject from None  # a formula failed (a division by zero): the reference path reports it
        if not lazy and written[0] is None:
            plan.json_of(written)
        return written

    def _contract(self, plan: PenaltyPlan, contract: _Contract) -> tuple[Any, ...]:
        """What `entry` reads of a contract key, kept by it: the `Contract` and its deal-level
        names (shared by the keys that differ only in what they do not read: the taker, who
        coinched or surcoinched, the suit; `PenaltyPlan.contract_values`), the taker's name, and
        the card points of each byte of a mask of cards under its trump (by the byte's place)."""
        taker, value, special, code, coinched_by, surcoinched_by = contract
        seats = self.seats
        # what the penalty reads of the contract besides its taker (`PenaltyPlan.contract_values`)
        shared = (value, special, _KIND_OF_CODE[code], coinched_by >= 0, surcoinched_by >= 0)
        known = self.penalty_contracts.get(shared)
        if known is None:  # (a few dozen in a file: built once each)
            judged = Contract(
                seats[taker],
                value,
                self.special_names[special] if special >= 0 else None,
                Trump(_CODE_KINDS[code], _CODE_SUITS[code]),
                self._mult(coinched_by, surcoinched_by),
                seats[coinched_by] if coinched_by >= 0 else None,
                seats[surcoinched_by] if surcoinched_by >= 0 else None,
            )
            known = self.penalty_contracts[shared] = (judged, plan.contract_values(judged))
        by_byte = self.play_points.get(code)
        if by_byte is None:  # (once per trump code: four tables of 256 sums)
            points = self.tables[code].points  # type: ignore[union-attr]
            tables = []
            for part in range(4):
                table = [0] * 256
                for byte in range(1, 256):  # a byte's sum: its lowest card's points and the rest's
                    low = byte & -byte
                    table[byte] = table[byte ^ low] + points[8 * part + low.bit_length() - 1]
                tables.append(tuple(table))
            by_byte = self.play_points[code] = tuple(tables)
        entry = (*known, seats[taker], by_byte)
        if len(self.contracts) < _MAX_CONTRACTS:
            self.contracts[contract] = entry
        return entry

    def _mult(self, coinched_by: int, surcoinched_by: int) -> int:
        return self.deal.multiplier(coinched_by >= 0, surcoinched_by >= 0)
