"""The auction kernel: which calls are legal, decided once, as a table, for every consumer.

Why a table: whether a call may be made (spec/rules.md §2) depends on its kind, on the variant's
auction options and on a dozen yes/no facts about the auction so far, seen from the caller — does a
bid stand, is it coinched, did the caller pass before, is he on the bidder's side... `decide` is the
ONE place where those options are read and the rule that forbids a call chosen, in the order of the
ten steps of §2; `AuctionTable` runs it once per option set over every (call kind, facts) pair and
keeps a byte per pair (0: legal, else the `Reason`). What is left depends on numbers, not on facts —
the trump mode, the bid's value against the floor, the step, the ceiling and the last bid — and is
given as data the consumers compare (`AuctionKernel.ladder`, `special_values`, `modes`) with, for
the reference path, the order of those last steps in `AuctionKernel.bid_reason`.

What a legal call changes — the standing bid, who coinched, the passes in a row, who passed, the
end — is kept by one `AuctionState`, which every consumer advances and which computes the facts.

The reference judge (`refscore.judge.auction_judge`), its explanations (which add the words: `RULE_OF` gives
the rule id of each reason, `refscore.judge.auction_judge` the sentence), the fast path in Python and the
compiled core (`refscore/fast/_fastcore.c`, which receives `AuctionKernel.core_spec()`) only compute the
facts and look the table up: no consumer restates a rule of the auction.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from functools import cache
from typing import assert_never, cast

from refscore.base.cards import Suit
from refscore.base.precompiled import dataclass
from refscore.model.variant import AuctionRules, TrumpKind

from .partial import Partial, Unknown

__all__ = [
    "FACTS",
    "RULE_OF",
    "AuctionFacts",
    "AuctionKernel",
    "AuctionKind",
    "AuctionOptions",
    "AuctionState",
    "AuctionTable",
    "CallKind",
    "CoincheBy",
    "PartnerAfterCoinche",
    "Reason",
    "auction_table",
    "call_kind",
    "decide",
]


class AuctionKind(enum.Enum):
    """`auction.kind`: a bidding auction, or classic belote's turned card (take or pass)."""

    BIDDING = "bidding"
    TURNED_CARD = "turned_card"


class CoincheBy(enum.Enum):
    """`auction.coinche.by`: who may coinche the standing bid."""

    ANY_OPPONENT = "any_opponent"
    NEXT_OPPONENT = "next_opponent"  # only the player whose turn comes right after the bid


class PartnerAfterCoinche(enum.Enum):
    """`auction.coinche.partner_after_coinche`: what the coincher's partner may say while it stands."""

    MAY_SPEAK = "may_speak"
    MUST_PASS = "must_pass"


class CallKind(enum.IntEnum):
    """A call as the table sees it (the values are the compiled core's rows).

    A take is split by what it names, relative to the turned card, because that decides which round
    allows it: nothing or the turned suit (first round), another suit or a trump mode (second)."""

    PASS = 0
    BID = 1
    COINCHE = 2
    SURCOINCHE = 3
    TAKE = 4  # a take that names no trump: the turned suit
    TAKE_TURNED = 5  # a take naming the turned suit
    TAKE_OTHER = 6  # a take naming another suit
    TAKE_MODE = 7  # a take naming sans atout or tout atout
    OTHER = 8  # any other word


#: the word of each call of the deal schema, by kind (a take's kind also needs what it names)
_WORDS = {
    "pass": CallKind.PASS,
    "bid": CallKind.BID,
    "coinche": CallKind.COINCHE,
    "surcoinche": CallKind.SURCOINCHE,
}


def call_kind(
    word: str, named: Suit | None = None, mode: bool = False, turned: Suit | None = None
) -> CallKind:
    """The kind of a call said as `word`; for a take, `named` is the suit it names (None: none) or
    `mode` tells it names sans atout or tout atout, and `turned` is the turned card's suit."""
    if word == "take":
        if mode:
            return CallKind.TAKE_MODE
        if named is None:
            return CallKind.TAKE
        return CallKind.TAKE_TURNED if named == turned else CallKind.TAKE_OTHER
    return _WORDS.get(word, CallKind.OTHER)


class Reason(enum.IntEnum):
    """Why a call is illegal (0: it is not); each reason has one rule id (`RULE_OF`) and one sentence
    (`refscore.judge.auction_judge`). The values are the bytes of the table."""

    LEGAL = 0
    ENDED = 1
    OUT_OF_TURN = 2
    UNKNOWN_CALL = 3
    NO_COINCHE = 4
    COINCHE_OWN_SIDE = 5
    NOTHING_TO_COINCHE = 6
    ALREADY_COINCHED = 7
    NOT_COINCHABLE = 8
    NOT_NEXT = 9
    NO_SURCOINCHE = 10
    NOT_COINCHED = 11
    SURCOINCHE_WRONG_SIDE = 12
    ALREADY_SURCOINCHED = 13
    FROZEN = 14
    PARTNER_MUST_PASS = 15
    SPECIAL_ENDS = 16
    PASSED = 17
    TRUMP_MODE = 18
    UNKNOWN_SPECIAL = 19
    RANGE = 20
    STEP = 21
    NOT_HIGHER = 22
    ALREADY_TAKEN = 23
    TAKE_MODE_FIRST_ROUND = 24
    TAKE_MODE_NOT_PLAYED = 25
    TAKE_TURNED_ONLY = 26  # first round: only the turned suit
    TAKE_OTHER_ONLY = 27  # second round: another suit than the turned one


def rule_of(reason: Reason) -> str:
    """The rule id (spec/rules.md) a reason cites."""
    match reason:
        case Reason.LEGAL:
            return ""
        case Reason.ENDED:
            return "auction.end"
        case Reason.OUT_OF_TURN:
            return "auction.turn"
        case Reason.UNKNOWN_CALL:
            return "auction.call-kind"
        case (
            Reason.NO_COINCHE
            | Reason.COINCHE_OWN_SIDE
            | Reason.NOTHING_TO_COINCHE
            | Reason.ALREADY_COINCHED
            | Reason.NOT_COINCHABLE
            | Reason.NOT_NEXT
        ):
            return "auction.coinche"
        case (
            Reason.NO_SURCOINCHE
            | Reason.NOT_COINCHED
            | Reason.SURCOINCHE_WRONG_SIDE
            | Reason.ALREADY_SURCOINCHED
        ):
            return "auction.surcoinche"
        case Reason.FROZEN | Reason.PARTNER_MUST_PASS:
            return "auction.coinche-freezes"
        case Reason.SPECIAL_ENDS | Reason.UNKNOWN_SPECIAL:
            return "auction.special-bid"
        case Reason.PASSED:
            return "auction.bid-after-pass"
        case Reason.TRUMP_MODE:
            return "auction.trump-mode"
        case Reason.RANGE:
            return "auction.bid-range"
        case Reason.STEP:
            return "auction.bid-step"
        case Reason.NOT_HIGHER:
            return "auction.bid-higher"
        case (
            Reason.ALREADY_TAKEN
            | Reason.TAKE_MODE_FIRST_ROUND
            | Reason.TAKE_MODE_NOT_PLAYED
            | Reason.TAKE_TURNED_ONLY
            | Reason.TAKE_OTHER_ONLY
        ):
            return "auction.take"
        case _:
            assert_never(reason)


RULE_OF: dict[Reason, str] = {reason: rule_of(reason) for reason in Reason}


#: The facts of an auction state seen from the caller, as bits of the table's index, lowest bit
#: first (the compiled core computes the same bits and checks these names). The facts `decide` reads
#: first are the highest bits, so that the blocks `_fill` writes at once are contiguous.
FACTS = (
    "second_round",
    "bid_not_coinchable",
    "bid_ends_bidding",
    "caller_next_after_bid",
    "caller_coincher_partner",
    "caller_passed",
    "surcoinched",
    "caller_bidder_side",
    "coinched",
    "bid_stands",
    "out_of_turn",
    "ended",
)
_BIT = {name: 1 << index for index, name in enumerate(FACTS)}
ENDED, OUT_OF_TURN = _BIT["ended"], _BIT["out_of_turn"]
BID_STANDS, COINCHED = _BIT["bid_stands"], _BIT["coinched"]
SURCOINCHED, CALLER_PASSED = _BIT["surcoinched"], _BIT["caller_passed"]
CALLER_BIDDER_SIDE, CALLER_COINCHER_PARTNER = _BIT["caller_bidder_side"], _BIT["caller_coincher_partner"]
CALLER_NEXT_AFTER_BID, BID_ENDS_BIDDING = _BIT["caller_next_after_bid"], _BIT["bid_ends_bidding"]
BID_NOT_COINCHABLE, SECOND_ROUND = _BIT["bid_not_coinchable"], _BIT["second_round"]
STATES = 1 << len(FACTS)


@dataclass(frozen=True)
class AuctionFacts:
    """The facts `decide` reads, for one player about to call."""

    ended: bool  # the auction is over
    out_of_turn: bool  # the caller is not the next to speak
    bid_stands: bool  # a bid (or a take) has been made
    coinched: bool  # a coinche stands on it
    surcoinched: bool  # a surcoinche has been said
    caller_passed: bool  # the caller passed at an earlier turn
    caller_bidder_side: bool  # the caller plays on the side of the standing bid's maker
    caller_coincher_partner: bool  # a coinche stands and the caller is the coincher's partner
    caller_next_after_bid: bool  # the caller's turn comes right after the standing bid's maker
    bid_ends_bidding: bool  # the standing bid is a special bid no bid may follow
    bid_not_coinchable: bool  # the standing bid is a special bid that may not be coinched
    second_round: bool  # turned card: everybody passed once, nobody took

    @classmethod
    def from_index(cls, index: int) -> AuctionFacts:
        return cls(**{name: bool(index & bit) for name, bit in _BIT.items()})


@dataclass(frozen=True)
class AuctionOptions:
    """The auction options `decide` reads (a part of `AuctionRules`: the table's cache key)."""

    kind: AuctionKind
    coinche: bool
    surcoinche: bool
    coinche_freezes_bidding: bool
    bid_after_pass: bool
    surcoinche_ends_auction: bool
    coinche_by: CoincheBy
    partner_after_coinche: PartnerAfterCoinche

    @classmethod
    def of(cls, rules: AuctionRules) -> AuctionOptions:
        """Read from the variant's auction rules; an option value the kernel does not know is a
        ValueError here (tests/fast/test_kernel_auction.py draws every value of the schema)."""
        return cls(
            kind=AuctionKind(rules.kind),
            coinche=rules.coinche,
            surcoinche=rules.surcoinche,
            coinche_freezes_bidding=rules.coinche_freezes_bidding,
            bid_after_pass=rules.bid_after_pass,
            surcoinche_ends_auction=rules.surcoinche_ends_auction,
            coinche_by=CoincheBy(rules.coinche_by),
            partner_after_coinche=PartnerAfterCoinche(rules.partner_after_coinche),
        )


def calls_of(options: AuctionOptions) -> tuple[str, ...]:
    """The words of the calls this auction knows, in the order the call-kind message lists them
    (rule auction.call-kind): bidding has no take, the turned card no bid."""
    match options.kind:
        case AuctionKind.BIDDING:
            return ("pass", "bid", "coinche", "surcoinche")
        case AuctionKind.TURNED_CARD:
            # after the take, a turned-card variant with a coinche goes on: coinche, surcoinche, passes
            return ("pass", "take", "coinche", "surcoinche") if options.coinche else ("pass", "take")
        case _:
            assert_never(options.kind)


def _word(kind: CallKind) -> str:
    match kind:
        case CallKind.PASS:
            return "pass"
        case CallKind.BID:
            return "bid"
        case CallKind.COINCHE:
            return "coinche"
        case CallKind.SURCOINCHE:
            return "surcoinche"
        case CallKind.TAKE | CallKind.TAKE_TURNED | CallKind.TAKE_OTHER | CallKind.TAKE_MODE:
            return "take"
        case CallKind.OTHER:
            return ""
        case _:
            assert_never(kind)


def rounds(options: AuctionOptions) -> int:
    """How many times everybody passes before the redeal (rule auction.all-pass): once, or twice with
    a turned card (a second round on another suit)."""
    match options.kind:
        case AuctionKind.BIDDING:
            return 1
        case AuctionKind.TURNED_CARD:
            return 2
        case _:
            assert_never(options.kind)


def ends_auction(options: AuctionOptions, kind: CallKind) -> bool:
    """Whether a legal call of this kind ends the auction at once (a pass ends it by the count of
    passes in a row: `AuctionKernel.pass_limits`)."""
    match kind:
        case CallKind.PASS | CallKind.BID | CallKind.COINCHE | CallKind.OTHER:
            return False
        case CallKind.SURCOINCHE:
            return options.surcoinche_ends_auction  # rule auction.surcoinche
        case CallKind.TAKE | CallKind.TAKE_TURNED | CallKind.TAKE_OTHER | CallKind.TAKE_MODE:
            # rule auction.take: the first take ends the auction, unless the variant has a coinche
            return not options.coinche
        case _:
            assert_never(kind)


def decide(options: AuctionOptions, kind: CallKind, f: AuctionFacts) -> Reason:
    """Why a call of `kind` is illegal in state `f` (`Reason.LEGAL`: it is not, as far as the facts
    go: a bid's trump mode and value, a take's mode, are then `AuctionKernel.bid_reason`'s).

    The one decision function of the auction, in the order of the steps of spec/rules.md §2: (1)
    over, (2) out of turn, (3) not a call of this auction, (4) coinche and surcoinche, (5) a bid
    frozen, after a standing capot, after one's own pass; the take's rounds (rule auction.take)."""
    if f.ended:
        return Reason.ENDED
    if f.out_of_turn:
        return Reason.OUT_OF_TURN
    if _word(kind) not in calls_of(options):
        return Reason.UNKNOWN_CALL
    match kind:
        case CallKind.PASS:
            return Reason.LEGAL
        case CallKind.BID:
            return _bid(options, f)
        case CallKind.COINCHE:
            return _coinche(options, f)
        case CallKind.SURCOINCHE:
            return _surcoinche(options, f)
        case CallKind.TAKE | CallKind.TAKE_TURNED | CallKind.TAKE_OTHER | CallKind.TAKE_MODE:
            return _take(kind, f)
        case CallKind.OTHER:
            return Reason.UNKNOWN_CALL
        case _:
            assert_never(kind)


def _coinche(options: AuctionOptions, f: AuctionFacts) -> Reason:
    """Step 4 for a coinche: none in this variant, own side, nothing to coinche, already coinched, a
    bid that may not be coinched, not the next to speak where only he may (rule auction.coinche)."""
    if not options.coinche:
        return Reason.NO_COINCHE
    if f.bid_stands and f.caller_bidder_side:
        return Reason.COINCHE_OWN_SIDE
    if not f.bid_stands:
        return Reason.NOTHING_TO_COINCHE
    if f.coinched:
        return Reason.ALREADY_COINCHED
    if f.bid_not_coinchable:
        return Reason.NOT_COINCHABLE
    match options.coinche_by:
        case CoincheBy.ANY_OPPONENT:
            return Reason.LEGAL
        case CoincheBy.NEXT_OPPONENT:
            return Reason.LEGAL if f.caller_next_after_bid else Reason.NOT_NEXT
        case _:
            assert_never(options.coinche_by)


def _surcoinche(options: AuctionOptions, f: AuctionFacts) -> Reason:
    """Step 4 for a surcoinche: none here, not coinched, the wrong side, already surcoinched."""
    if not options.surcoinche:
        return Reason.NO_SURCOINCHE
    if not f.coinched or not f.bid_stands:
        return Reason.NOT_COINCHED
    if not f.caller_bidder_side:
        return Reason.SURCOINCHE_WRONG_SIDE
    if f.surcoinched:
        return Reason.ALREADY_SURCOINCHED
    return Reason.LEGAL


def _partner_must_pass(options: AuctionOptions, f: AuctionFacts) -> bool:
    """`partner_after_coinche: must_pass`: while a coinche stands, the coincher's partner only passes."""
    match options.partner_after_coinche:
        case PartnerAfterCoinche.MAY_SPEAK:
            return False
        case PartnerAfterCoinche.MUST_PASS:
            return f.coinched and f.caller_coincher_partner
        case _:
            assert_never(options.partner_after_coinche)


def _bid(options: AuctionOptions, f: AuctionFacts) -> Reason:
    """Step 5 for a bid: frozen by a coinche, the coincher's partner, after a standing bid that ends
    the bidding, after one's own pass (steps 6 to 10 read numbers: `AuctionKernel.bid_reason`)."""
    if f.coinched and options.coinche_freezes_bidding:
        return Reason.FROZEN
    if _partner_must_pass(options, f):
        return Reason.PARTNER_MUST_PASS
    if f.bid_stands and f.bid_ends_bidding:
        return Reason.SPECIAL_ENDS
    if not options.bid_after_pass and f.caller_passed:
        return Reason.PASSED
    return Reason.LEGAL


def _take(kind: CallKind, f: AuctionFacts) -> Reason:
    """Rule auction.take: one take; the turned suit in the first round, another suit or a trump mode
    in the second (whether the variant plays that mode is `AuctionKernel.take_reason`'s)."""
    if f.bid_stands:
        return Reason.ALREADY_TAKEN
    match kind:
        case CallKind.TAKE_MODE:
            return Reason.LEGAL if f.second_round else Reason.TAKE_MODE_FIRST_ROUND
        case CallKind.TAKE | CallKind.TAKE_TURNED:
            return Reason.TAKE_OTHER_ONLY if f.second_round else Reason.LEGAL
        case CallKind.TAKE_OTHER:
            return Reason.LEGAL if f.second_round else Reason.TAKE_TURNED_ONLY
        case CallKind.PASS | CallKind.BID | CallKind.COINCHE | CallKind.SURCOINCHE | CallKind.OTHER:
            raise ValueError(f"not a take: {kind!r}")
        case _:
            assert_never(kind)


@dataclass(frozen=True)
class AuctionTable:
    """`decide` over every (call kind, facts) pair of one option set: `reasons[kind << 12 | facts]`
    is the `Reason` byte (0: legal); `ends[kind]` whether a legal call of that kind ends the auction."""

    options: AuctionOptions
    reasons: bytes
    ends: tuple[bool, ...]
    words: tuple[str, ...]

    @classmethod
    def build(cls, options: AuctionOptions) -> AuctionTable:
        return cls(
            options=options,
            reasons=b"".join(_rows(options, kind) for kind in CallKind),
            ends=tuple(ends_auction(options, kind) for kind in CallKind),
            words=calls_of(options),
        )

    def reason(self, kind: CallKind, facts: int) -> Reason:
        return Reason(self.reasons[kind << len(FACTS) | facts])


def _fill(options: AuctionOptions, kind: CallKind, known: dict[str, bool], row: bytearray) -> None:
    """Write the reasons of `kind` into `row` (by facts index) for every index `known` agrees with.

    Why not `decide` on each of the 4,096 indexes: most facts do not matter to most answers (an
    ended auction is over whatever else holds), and the table is built whenever a variant is loaded.
    So `decide` runs on partly known facts; when it answers without reading an open fact, that
    answer fills every index that agrees with the known ones, else the fact it read is split.
    Exact, as `decide` reads nothing but its facts and options (tested against `decide` on every
    index)."""
    try:
        reason = decide(options, kind, cast(AuctionFacts, Partial(known)))
    except Unknown as unknown:
        name = str(unknown.args[0])
        _fill(options, kind, {**known, name: False}, row)
        _fill(options, kind, {**known, name: True}, row)
        return
    # the open facts below the lowest known one make contiguous blocks: one slice each
    lowest = min((_BIT[name] for name in known), default=STATES)
    block = bytes((reason,)) * lowest
    starts = [sum(_BIT[name] for name, value in known.items() if value)]
    for name in FACTS:
        if name not in known and _BIT[name] > lowest:
            bit = _BIT[name]
            starts += [start | bit for start in starts]
    for start in starts:
        row[start : start + lowest] = block


def _rows(options: AuctionOptions, kind: CallKind) -> bytes:
    row = bytearray(STATES)
    _fill(options, kind, {}, row)
    return bytes(row)


@cache
def auction_table(options: AuctionOptions) -> AuctionTable:
    """The table of one option set (built once per process)."""
    return AuctionTable.build(options)


@dataclass(frozen=True)
class AuctionKernel:
    """One variant's auction: the table, and the numbers its bids are compared with.

    `ladder[v]` is 1 when `v` is a numbered bid of the ladder (floor, step, ceiling: steps 8 and 9);
    `special_facts[i]` the fact bits a standing special bid `i` adds (`BID_ENDS_BIDDING`,
    `BID_NOT_COINCHABLE`); `pass_limits` the passes in a row that end the auction with no bid
    standing (the redeal) and with one."""

    table: AuctionTable
    rules: AuctionRules
    ladder: bytes
    special_index: dict[str, int]
    special_values: tuple[int, ...]
    special_facts: tuple[int, ...]
    modes: frozenset[TrumpKind]
    pass_limits: tuple[int, int]

    @classmethod
    def of(cls, rules: AuctionRules, seats: int) -> AuctionKernel:
        return _kernel(rules, seats)

    @property
    def options(self) -> AuctionOptions:
        return self.table.options

    def numbered_reason(self, value: int) -> Reason:
        """Steps 8 and 9 for a numbered bid: the floor and the ceiling, then the step."""
        rules = self.rules
        if not rules.floor <= value <= rules.ceiling:
            return Reason.RANGE
        if (value - rules.floor) % rules.step:
            return Reason.STEP
        return Reason.LEGAL

    def bid_reason(self, mode: TrumpKind, value: int | str | None, last: int | None) -> Reason:
        """Steps 6 to 10 for a bid whose state allows it: the trump mode, a special bid the variant
        has, the ladder, higher than the `last` bid's value (None: no bid stands)."""
        if mode not in self.modes:
            return Reason.TRUMP_MODE
        if isinstance(value, str):
            index = self.special_index.get(value)
            if index is None:
                return Reason.UNKNOWN_SPECIAL
            worth = self.special_values[index]
        else:
            worth = int(value or 0)
            reason = self.numbered_reason(worth)
            if reason is not Reason.LEGAL:
                return reason
        if last is not None and worth <= last:
            return Reason.NOT_HIGHER
        return Reason.LEGAL

    def take_reason(self, mode: TrumpKind) -> Reason:
        """A take of sans atout or tout atout the state allows: only where the variant plays it."""
        return Reason.LEGAL if mode in self.modes else Reason.TAKE_MODE_NOT_PLAYED

    def core_spec(self) -> tuple[object, ...]:
        """What the compiled core reads: (fact names, call kind names, reasons, ends by kind, pass
        limits, ladder); the names let it check that it computes the same facts in the same order."""
        return (
            FACTS,
            tuple(kind.name for kind in CallKind),
            self.table.reasons,
            tuple(int(end) for end in self.table.ends),
            self.pass_limits,
            self.ladder,
        )


@cache
def _kernel_cached(rules: AuctionRules, seats: int) -> AuctionKernel:
    return _build_kernel(rules, seats)


#: the kernel by the identity of its rules (each entry keeps its rules alive, so an id is never
#: reused while it stands): hashing a variant's rules walks every field, which the reference judge of
#: a batch's illegal call would otherwise pay on each call
_BY_IDENTITY: dict[tuple[int, int], tuple[AuctionRules, AuctionKernel]] = {}
_MAX_IDENTITIES = 256


def _kernel(rules: AuctionRules, seats: int) -> AuctionKernel:
    known = _BY_IDENTITY.get((id(rules), seats))
    if known is not None and known[0] is rules:
        return known[1]
    try:
        kernel = _kernel_cached(rules, seats)
        if len(_BY_IDENTITY) >= _MAX_IDENTITIES:
            _BY_IDENTITY.clear()
        _BY_IDENTITY[id(rules), seats] = (rules, kernel)
        return kernel
    except TypeError:  # pragma: no cover - rules that cannot be hashed
        return _build_kernel(rules, seats)


def _build_kernel(rules: AuctionRules, seats: int) -> AuctionKernel:
    options = AuctionOptions.of(rules)
    table = auction_table(options)
    specials = rules.special_bids
    kernel = AuctionKernel(
        table=table,
        rules=rules,
        ladder=b"",
        special_index={bid.name: index for index, bid in enumerate(specials)},
        special_values=tuple(bid.value for bid in specials),
        special_facts=tuple(
            (BID_ENDS_BIDDING if bid.ends_bidding else 0) | (0 if bid.coinchable else BID_NOT_COINCHABLE)
            for bid in specials
        ),
        modes=frozenset(rules.trump_modes),
        pass_limits=(seats * rounds(options), rules.passes_to_end),
    )
    ladder = bytes(
        kernel.numbered_reason(value) is Reason.LEGAL for value in range(max(rules.ceiling, 0) + 1)
    )
    return AuctionKernel(
        table=table,
        rules=rules,
        ladder=ladder,
        special_index=kernel.special_index,
        special_values=kernel.special_values,
        special_facts=kernel.special_facts,
        modes=kernel.modes,
        pass_limits=kernel.pass_limits,
    )


#: the fact bits a standing bid carries of its own (a special bid's)
_BID_BITS = BID_ENDS_BIDDING | BID_NOT_COINCHABLE


class AuctionState:
    """The bookkeeping of an auction in progress, seats as numbers: the standing bid or take
    (`bidder`, its `value`, its `special` bid index or -1), who coinched and who surcoinched (-1:
    nobody), the passes in a row, the seats that passed (a mask), whether it ended, in a redeal.

    Why one object: the table says which call is legal from the facts of the state seen from the
    caller (`facts`), and what a legal call changes (`advance`) is part of the rules too (rule
    auction.end: the passes that end it; a new bid lifts the coinche). The reference judge, the
    fast path and the generator each kept these numbers in their own words; they now advance one
    of these. The compiled core (`refscore/fast/_fastcore.c`) keeps its own loop in C over the same
    kernel numbers (`AuctionKernel.core_spec`: the table, the ends, the pass limits);
    tests/fast/test_kernel_auction.py checks the three tiers against each other.

    `unit_of[seat]` is the seat's side (two seats score together when equal); the seat after
    `seat` is ``(seat + 1) % len(unit_of)``. Fields are plain attributes, read by the consumers
    (and set by the tests that put a state together).
    """

    __slots__ = (
        "bidder",
        "coinched_by",
        "ended",
        "kernel",
        "n",
        "passed",
        "passes",
        "redeal",
        "special",
        "standing",
        "surcoinched_by",
        "unit_of",
        "value",
    )

    def __init__(self, kernel: AuctionKernel, unit_of: Sequence[int]) -> None:
        self.kernel = kernel
        self.unit_of = unit_of
        self.n = len(unit_of)
        self.bidder = -1
        self.value = 0
        self.special = -1
        self.coinched_by = -1
        self.surcoinched_by = -1
        self.passes = 0
        self.passed = 0
        self.ended = False
        self.redeal = False
        #: the facts that do not depend on the caller: ended, a bid stands (and its own bits),
        #: coinched, surcoinched
        self.standing = 0

    def facts(self, seat: int, out_of_turn: bool) -> int:
        """The kernel's facts (`FACTS`) of this state seen from `seat`, who calls out of turn or not."""
        facts = (self.standing | OUT_OF_TURN) if out_of_turn else self.standing
        unit_of = self.unit_of
        bidder = self.bidder
        if bidder >= 0:
            if unit_of[seat] == unit_of[bidder]:
                facts |= CALLER_BIDDER_SIDE
            if seat == (bidder + 1) % self.n:
                facts |= CALLER_NEXT_AFTER_BID
        elif self.passes >= self.n:
            facts |= SECOND_ROUND
        coincher = self.coinched_by
        if coincher >= 0 and seat != coincher and unit_of[seat] == unit_of[coincher]:
            facts |= CALLER_COINCHER_PARTNER
        if self.passed >> seat & 1:
            facts |= CALLER_PASSED
        return facts

    def put_bid(self, seat: int, value: int, special: int) -> None:
        """A standing bid of `seat` (`special`: the index of a special bid, -1 a numbered one)."""
        self.bidder, self.value, self.special = seat, value, special
        bits = self.kernel.special_facts[special] if special >= 0 else 0
        self.standing = (self.standing & ~_BID_BITS) | BID_STANDS | bits

    def advance(self, kind: CallKind, seat: int, value: int = 0, special: int = -1) -> None:
        """The state after a legal call of `kind` by `seat` (a bid's `value` and `special` index;
        a take's value is 0)."""
        match kind:
            case CallKind.PASS:
                self.passes += 1
                self.passed |= 1 << seat
                redeal_after, passes_to_end = self.kernel.pass_limits
                if self.bidder < 0:
                    if self.passes >= redeal_after:
                        self.ended = self.redeal = True
                elif self.passes >= passes_to_end:
                    self.ended = True
            case CallKind.BID:
                self.put_bid(seat, value, special)
                self.coinched_by = -1  # rule auction.coinche: a higher bid lifts the coinche
                self.standing &= ~COINCHED
                self.passes = 0
            case CallKind.COINCHE:
                self.coinched_by = seat
                self.standing |= COINCHED
                self.passes = 0
            case CallKind.SURCOINCHE:
                self.surcoinched_by = seat
                self.standing |= SURCOINCHED
                self.passes = 0
            case CallKind.TAKE | CallKind.TAKE_TURNED | CallKind.TAKE_OTHER | CallKind.TAKE_MODE:
                self.put_bid(seat, 0, -1)
                if not self.kernel.table.ends[kind]:
                    self.passes = 0  # the coinche may follow: passes in a row count from the take
            case CallKind.OTHER:
                raise AssertionError("the table allows no other call")
            case _:
                assert_never(kind)
        if self.kernel.table.ends[kind]:
            self.ended = True
        if self.ended:
            self.standing |= ENDED
