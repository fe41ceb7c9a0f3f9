"""The fast path: legality and score of ordinary deals, for batch checking at scale.

Why a second implementation: the reference path (`read_record` + `check_deal`) validates every
record against the JSON Schema and builds rich objects for the breakdown, which costs about 2 ms a
deal; batch checking a day of server logs needs about a hundredth of that. Here a card is the int
``suit * 8 + rank``, a hand a 32-bit mask, and all the hands of a deal one integer of 32-bit lanes
(seat ``s`` in bits ``32*s ..``), so that "every card of this trick was in its player's hand" and
"nobody who discarded held the suit led" are a few integer operations per trick rather than a
Python loop per card. Tables are resolved once per variant and per trump choice, and the scoring
formulas (the variant's own compiled `Formula` objects) are memoised on the facts they read.

Two tiers, same answers: the compiled core (`refscore/_fastcore.c`, optional, used for every
variant whose auction is bidding or a turned card, chien and dead cards included) walks the record
and plays the tricks in C with the tables this module prepares, and hands back the facts that
`_finish` would compute; the Python tier below does the same for every variant, and for what the
core declines (a spelling it has not learned, a trick written as an object, an illegal card).
Scoring stays here, with the variant's own formulas.

Declared annonces are settled by the reference's one implementation (`refscore.annonces`) behind a
memo; the obligations of play are the kernel's table (`refscore.kernel.play`) on both tiers, and so
are the legal calls of the auction (`refscore.kernel.auction`: the tiers compute the facts of the
state, look the table up and compare a bid with the kernel's ladder) and the belote's cards
(`refscore.kernel.belote`).

It answers a legal deal, and an illegal card of the play (the first one, from the kernel, with the
penalty the table writes for it: `FastChecker._penalty`). Whenever anything else is unusual — a
shape it does not expect, an illegal call, a false declaration, a wrong claim, an unfinished deal
with no illegal card, a formula that fails — `FastChecker.check` returns None and the caller runs
the reference path, so every message and rule id is the reference one. What it returns is equal
to `lean_result(check_deal(read_record(...)))` (tested with hypothesis over every shipped variant,
and over mutated deals).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from operator import getitem, itemgetter
from typing import Any, NoReturn

from .annonces import AnnonceViolation, classify, settle_annonces
from .auction import Contract
from .cards import DECK, Card, CardNotationError, Suit, card_name, parse_card
from .check import CheckResult
from .check import _explain as explain_card
from .errors import EXIT_ILLEGAL
from .formula import Formula, FormulaError, Value
from .kernel.auction import (
    BID_STANDS,
    CALLER_BIDDER_SIDE,
    CALLER_COINCHER_PARTNER,
    CALLER_NEXT_AFTER_BID,
    CALLER_PASSED,
    COINCHED,
    ENDED,
    FACTS,
    OUT_OF_TURN,
    SECOND_ROUND,
    SURCOINCHED,
    AuctionKernel,
    CallKind,
)
from .kernel.belote import belote_cards
from .kernel.play import FEATURES, PlayKernel
from .names import DEAL_NAMES, SIDE_FACTS, SIDE_PREFIXES
from .penalty import irregularity_of, penalty_key, penalty_reads_won, penalty_score
from .record import RECORD_KEYS, Annonce, DealRecord, Trump, parse_trump
from .report import penalty_to_json, result_to_json
from .rules import RULES
from .scoring import UnitFacts
from .variant import TrumpKind, Variant

try:  # the optional compiled core (refscore/_fastcore.c), built by `pip install .` when it can be
    from . import _fastcore
except ImportError:  # pragma: no cover - exercised where no C compiler was available
    _fastcore = None  # type: ignore[assignment]
if os.environ.get("REFSCORE_CORE") == "python":  # the benchmark compares both tiers
    _fastcore = None  # type: ignore[assignment]

__all__ = ["LEAN_KEYS", "FastChecker", "lean_result"]

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
    "penalty",  # what the table writes after an irregularity (rules penalty.*): FastChecker._penalty
)


def lean_result(result: CheckResult) -> dict[str, Any]:
    """The lean result of a reference check: `result_to_json` without the tricks, the breakdown, the
    notes and the format/file tags, plus `case`, the rule id of the scoring case that gave the scores.

    Why derived from `result_to_json`: the lean record then cannot drift from the full one.
    """
    full = result_to_json(result)
    lean = {key: full[key] for key in LEAN_KEYS}
    lean["case"] = result.score.case.rule if result.score is not None else None
    return lean


# What spec/deal.schema.json allows, as far as the fast path needs it: anything else goes to the
# reference path, which reports the schema's own message.
_TOP_KEYS = frozenset(RECORD_KEYS)
_CALL_KEYS = frozenset({"seat", "call", "value", "trump"})
_TRICK_KEYS = frozenset({"leader", "cards"})
_FORMAT = "refscore-deal/1"
_CLAIM_LIMIT = 1_000_000
_MAX_SPELLINGS = 4096  # bounds what hostile input can make the spelling caches learn
_MAX_MEMO = 100_000
_LANE = 0xFFFFFFFF
_SUIT_MASKS = tuple(0xFF << (8 * suit) for suit in range(4))
_UNIT_KEYS = tuple(SIDE_FACTS)  # cards, der, belote, annonces, discard, tricks_won
assert _UNIT_KEYS == ("cards", "der", "belote", "annonces", "discard", "tricks_won"), (
    "FastChecker._finish and _fastcore.c (enum F_CARDS...) fill the side facts by position"
)
#: The deal-level names, in the order `_Scorer._evaluate` computes their values.
_DEAL_ORDER = (
    "contract",
    "mult",
    "coinched",
    "surcoinched",
    "special_bid",
    "no_trump",
    "all_trump",
    "taker_side_all_tricks",
    "taker_all_tricks",
    "defence_all_tricks",
)
assert set(_DEAL_ORDER) == set(DEAL_NAMES), "a new deal-level name needs its value in _Scorer._evaluate"
_TAKE_KEYS = frozenset({"seat", "call", "trump"})
# The rows of the kernel's table of legal calls (refscore.kernel.auction.AuctionTable.reasons)
_FACT_BITS = len(FACTS)
_PASS_ROW, _BID_ROW, _COINCHE_ROW, _SURCOINCHE_ROW = (
    kind << _FACT_BITS for kind in (CallKind.PASS, CallKind.BID, CallKind.COINCHE, CallKind.SURCOINCHE)
)
# A trump choice as a small int: 0-3 a suit (S H D C), 4 sans atout, 5 tout atout.
_CODE_KINDS = (*(TrumpKind.SUIT,) * 4, TrumpKind.NO_TRUMP, TrumpKind.ALL_TRUMP)
_CODE_SUITS = (Suit(0), Suit(1), Suit(2), Suit(3), None, None)
_CODE_TEXT = ("S", "H", "D", "C", "SA", "TA")
_KIND_OF_CODE = (0, 0, 0, 0, 1, 2)
_NAMES = tuple(card_name(card) for card in DECK)
_LED_OF = {name: card >> 3 for card, name in enumerate(_NAMES)}
# What `_Table.by_token` sums for a trick, in four fields of one integer: the players' bits of the
# all-hands integer (4 lanes of 32 bits), the lanes of those who did not follow, the card points, and
# one bit per card at `key * 4 + seat`, key being how strongly it bids for the trick: the highest
# bit of that field names the winner. No field carries into the next, as the bits of one trick differ.
_HANDS = (1 << 128) - 1
_OFF = 128
_POINTS = 256
_POINTS_MASK = 0xFFFF
_WINNER = 272

#: (made, rule of the scoring case, score of each unit by name, in the variant's order); the dict is
#: shared by the results of equal keys: read-only
Scored = tuple[bool, str, dict[str, int]]
#: (taker, value, special bid, trump code, coinched_by, surcoinched_by): seats and the special bid as
#: indexes, -1 for none
_Contract = tuple[int, int, int, int, int, int]


class _Table:
    """One trump choice: the kernel's `PlayKernel` for it, with the flat tuples and masks of the
    per-trick sums (see `_HANDS`)."""

    __slots__ = (
        "all_trump",
        "by_token",
        "higher",
        "kernel",
        "key_by_led",
        "per_card",
        "points",
        "strength",
        "trump_lanes",
        "trump_mask",
    )

    def __init__(self, kernel: PlayKernel, seats: int) -> None:
        cards = kernel.cards
        self.kernel = kernel
        self.points = cards.points
        self.strength = cards.strength
        self.trump_mask = cards.trump_mask
        self.trump_lanes = sum(self.trump_mask << (32 * seat) for seat in range(seats))
        self.all_trump = cards.kind is TrumpKind.ALL_TRUMP
        self.higher = cards.higher
        self.key_by_led = cards.key_by_led
        legal = kernel.table
        #: whether every card must be looked up in the kernel's table: unless its table says that
        #: whoever holds the suit led must play it, that any card of a plain suit led follows, and
        #: that a player with neither the suit led nor a trump plays any card, the per-trick mask
        #: tests of `FastChecker._play` would not be exact
        self.per_card = not (legal.follow_binds and legal.plain_follow_free and legal.trumpless_discard_free)
        # by_token[led][leader][position][name]: what a card adds to the sum of its trick (see _HANDS)
        self.by_token = tuple(
            tuple(
                tuple(
                    {
                        name: (1 << (32 * seat + card))
                        | ((0 if card >> 3 == led else _LANE << (32 * seat)) << _OFF)
                        | (cards.points[card] << _POINTS)
                        | (1 << (_WINNER + 4 * key + seat) if (key := self.key_by_led[led][card]) >= 0 else 0)
                        for card, name in enumerate(_NAMES)
                    }
                    for seat in ((leader + position) % seats for position in range(seats))
                )
                for leader in range(seats)
            )
            for led in range(4)
        )

    def core_spec(self) -> tuple[Any, ...]:
        """This table as `_fastcore.Core` reads it."""
        return (self.points, self.strength, self.key_by_led, self.higher, self.trump_mask, self.all_trump)


class _Scorer:
    """The variant's scoring, evaluated exactly as `scoring.score_deal` does, behind memos.

    Why memos: a deal's scores depend on a handful of numbers (the contract, the multiplier, each
    unit's card points, last trick and belote...), so many deals of a corpus repeat an earlier
    combination. The key (built by `FastChecker._finish`, or by the compiled core) holds every
    deal-level fact and each unit's facts that some formula reads, so a hit is exact, and
    everything a formula may read can be computed from the key alone. On a miss each formula is
    asked through its own memo (`_Memoised`), keyed on fewer values and hit far more often.
    """

    def __init__(self, variant: Variant) -> None:
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

        # The values a formula may read, for one unit, as one tuple in this order of names:
        fact_names = [tuple(SIDE_FACTS)[index] for index in self.facts]
        names = [*_DEAL_ORDER, *(f"{bid.name}_bid" for bid in specials)]
        for prefix in SIDE_PREFIXES:
            names += [f"{prefix}_{fact}" for fact in fact_names]
        names += ["is_taker", "made"]
        constants = {name: value for name, value in scoring.constants}

        def memoised(formula: Formula) -> _Memoised:
            return _Memoised(formula, scoring.quantities, names, constants)

        #: the made test of each contract: a special bid's own (by index), else the variant's (-1)
        self.made = {-1: memoised(scoring.made)}
        self.made.update({index: memoised(bid.made) for index, bid in enumerate(specials)})
        #: (when, taker, defence) of each scoring case, in order
        self.cases = tuple(
            (
                None if case.when is None else memoised(case.when),
                memoised(case.taker),
                memoised(case.defence),
            )
            for case in scoring.cases
        )

    def score(self, key: tuple[Any, ...]) -> Scored | None:
        """The scores for `key`; None when a formula fails at run time (a division by zero): the
        reference path reports it."""
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

    def _evaluate(self, key: tuple[Any, ...]) -> Scored:
        taker_unit, value, special, mult, coinched, surcoinched, kind = key[:7]
        size = len(self.facts)
        units = [key[10 + unit * size : 10 + (unit + 1) * size] for unit in range(self.units)]
        taker = units[taker_unit]
        defenders = [unit for number, unit in enumerate(units) if number != taker_unit]
        defence = tuple(map(sum, zip(*defenders, strict=True)))
        common = (
            value,
            mult,
            bool(coinched),
            bool(surcoinched),
            special >= 0,
            kind == 1,  # sans atout
            kind == 2,  # tout atout
            bool(key[7]),  # the taker's side took every trick
            bool(key[8]),  # the taker himself did
            bool(key[9]),  # the defence did
            *self.special_flags[special],
            *taker,
            *defence,
        )
        taker_values = (*common, *taker, True)
        made = bool(self.made[special](taker_values))
        taker_values += (made,)
        case_index = len(self.cases) - 1
        for index, (when, _, _) in enumerate(self.cases):
            if when is None or when(taker_values):
                case_index = index
                break
        _, taker_formula, defence_formula = self.cases[case_index]
        scores: list[int] = []
        for number, unit in enumerate(units):
            if number == taker_unit:
                score = int(taker_formula(taker_values))
            else:
                score = int(defence_formula((*common, *unit, False, made)))
            if self.rounding is not None:
                score = self.rounding.apply(score)
            scores.append(score)
        return made, self.rules[case_index], dict(zip(self.unit_names, scores, strict=True))


class _Memoised:
    """One scoring formula behind its own memo, keyed on the values of the base names it reads,
    directly or through quantities.

    Why: the memo of `_Scorer` is keyed on every fact of the deal, so a corpus of random deals
    misses it often (the card points alone take 163 values); a formula and the quantities read
    fewer — the made test the takers' points and the contract, a case's `when` only `made` and
    `coinched` —, so its own memo is hit far more often. Exact, as formulas have no side effects.
    """

    __slots__ = ("constants", "formula", "key_of", "memo", "names", "quantities")

    def __init__(
        self,
        formula: Formula,
        quantities: tuple[tuple[str, Formula], ...],
        names: list[str],
        constants: dict[str, int],
    ) -> None:
        self.formula = formula
        self.names = names
        self.constants = constants
        by_name = dict(quantities)
        # The quantities it reads, directly or through others, and those that can fail at run time
        # (a division by zero): the reference path computes every quantity, so one that fails there
        # must fail here too.
        wanted: set[str] = set()
        pending = [*formula.names, *(name for name, quantity in quantities if quantity.can_fail)]
        while pending:
            name = pending.pop()
            if name in by_name and name not in wanted:
                wanted.add(name)
                pending += by_name[name].names
        #: the quantities to compute before the formula, in their declared order
        self.quantities = tuple((name, quantity) for name, quantity in quantities if name in wanted)
        read = set(formula.names)
        for _, quantity in self.quantities:
            read |= quantity.names
        read -= by_name.keys() | constants.keys()
        positions = sorted(names.index(name) for name in read)
        #: the memo key of a tuple of values (in the order of `names`): the values it reads
        self.key_of: Callable[[tuple[Value, ...]], Any] = (
            itemgetter(*positions) if positions else lambda values: ()
        )
        self.memo: dict[Any, Value] = {}

    def __call__(self, values: tuple[Value, ...]) -> Value:
        key = self.key_of(values)
        known = self.memo.get(key)
        if known is None:
            env: dict[str, Value] = dict(
                zip(self.names, values, strict=False)
            )  # no `made` yet for the made test
            env.update(self.constants)
            for name, quantity in self.quantities:
                env[name] = quantity.evaluate(env)
            known = self.formula.evaluate(env)
            if len(self.memo) >= _MAX_MEMO:
                self.memo.clear()
            self.memo[key] = known
        return known


_ANNONCE_KEYS = frozenset({"seat", "cards", "kind"})
#: the memo's mark of a declaration the reference rejects
_FALSE_ANNONCE: dict[int, int] = {}
#: a penalty whose formulas failed at run time (the memo's marker; the reference path reports it)
_FAILED: dict[str, Any] = {}


class _Reject(Exception):
    """Internal: the deal is not an ordinary one; the caller asks the reference path."""


class _Illegal(Exception):
    """Internal: the first illegal card of the play, as the `violation` of a lean result."""

    def __init__(self, violation: dict[str, Any], trick: int) -> None:
        super().__init__(violation["rule"])
        self.violation = violation
        self.trick = trick  # the index of the trick that holds the illegal card


class FastChecker:
    """Judge decoded deal records of one variant quickly; `check` returns a lean result or None.

    One checker per variant and per process (it holds caches); not thread-safe. `compiled=False`
    keeps to the pure-Python tier (the tests compare both tiers; the benchmark times both).
    """

    def __init__(self, variant: Variant, *, compiled: bool = True) -> None:
        self.variant = variant
        self.variant_id = variant.id
        self.fingerprint = variant.fingerprint  # (house) stamped on every lean result
        seats = variant.seats
        n = len(seats)
        self.seats = seats
        self.n = n
        self.seat_index = {seat: index for index, seat in enumerate(seats)}
        self.units = tuple(name for name, _ in variant.teams)
        unit_index = {name: index for index, name in enumerate(self.units)}
        self.unit_of = tuple(unit_index[variant.team_of(seat)] for seat in seats)
        self.first_offset = variant.first_speaker
        self.orders = tuple(tuple((leader + i) % n for i in range(n)) for leader in range(n))
        self.suit_lanes = tuple(sum(mask << (32 * seat) for seat in range(n)) for mask in _SUIT_MASKS)
        rules = variant.auction
        self.rules = rules
        #: the kernel's auction (refscore.kernel.auction): the table of legal calls, the bid ladder
        self.auction = AuctionKernel.of(rules, n)
        self.turned_card = rules.kind == "turned_card"
        self.bidding = rules.kind == "bidding"
        self.next_seat = tuple((seat + 1) % n for seat in range(n))
        self.special_index = self.auction.special_index
        # trump codes: 0-3 a suit, 4 sans atout, 5 tout atout
        self.allowed_codes = frozenset(
            code
            for code in range(6)
            if _CODE_KINDS[code] in self.auction.modes and _CODE_KINDS[code] in variant.modes
        )
        self.tables: list[_Table | None] = [
            _Table(PlayKernel.of(variant, kind, _CODE_SUITS[code]), n) if kind in variant.modes else None
            for code, kind in enumerate(_CODE_KINDS)
        ]
        #: the belote's cards under each trump code (refscore.kernel.belote), 0 where there is none
        self.belote_masks = tuple(
            belote_cards(variant.modes[kind], _CODE_SUITS[code]) if kind in variant.modes else 0
            for code, kind in enumerate(_CODE_KINDS)
        )
        self.cards: dict[Any, int] = {card_name(card): int(card) for card in DECK}
        self.bits: dict[Any, int] = {name: 1 << card for name, card in self.cards.items()}
        self.trumps: dict[Any, int] = {}
        self.contracts: dict[tuple[Any, ...], dict[str, Any]] = {}
        self.annonce_memo: dict[tuple[Any, ...], dict[int, int]] = {}
        #: the JSON of `penalty_score`'s answer by `penalty_key` of its input (see `_penalty`)
        self.penalties: dict[tuple[Any, ...], dict[str, Any] | None] = {}
        #: what a set of cards (mask) makes as an annonce under a trump code (`annonces.classify`)
        self.classified: dict[tuple[int, int], Any] = {}
        self.scorer = _Scorer(variant)
        self.all_zero = dict.fromkeys(self.units, 0)
        self.special_names = tuple(bid.name for bid in rules.special_bids)
        for text in _CODE_TEXT:  # the usual spellings, known before the first deal
            self._trump(text)
        self.core: _fastcore.Core | None = self._compiled_core() if compiled else None

    def _compiled_core(self) -> _fastcore.Core | None:
        """The compiled core (`_fastcore.Core`) over this checker's tables, or None when it is not
        built or the variant has what it leaves to this module: another auction than bidding or a
        turned card, a deal that is not the 32 cards, more than 8 special bids."""
        if _fastcore is None:
            return None
        variant = self.variant
        rules = self.rules
        if (
            not (self.bidding or self.turned_card)
            or variant.hand_size * self.n + variant.chien + variant.dead_cards != 32
            or len(rules.special_bids) > 8
        ):
            return None
        return _fastcore.Core(
            seats=tuple(self.seats),
            unit_of=self.unit_of,
            units=self.units,
            cards=self.cards,
            trumps=self.trumps,
            top_keys=_TOP_KEYS,
            hand_size=variant.hand_size,
            first_offset=self.first_offset,
            auction=(
                *self.auction.core_spec(),
                sum(1 << code for code in self.allowed_codes),
                self.turned_card,
            ),
            specials=self.special_index,
            special_values=tuple(zip(self.auction.special_values, self.auction.special_facts, strict=True)),
            tables=tuple(
                None if table is None else (*table.core_spec(), self.belote_masks[code])
                for code, table in enumerate(self.tables)
            ),
            legal=next(table for table in self.tables if table is not None).kernel.table.core_spec(),
            features=FEATURES,
            scoring=(
                rules.coinche_multiplier,
                rules.surcoinche_multiplier,
                variant.der_value,
                variant.der_capot,
                variant.der_generale,
                variant.belote_value,
                variant.belote_declared,
            ),
            fact_names=_UNIT_KEYS,
            score_facts=self.scorer.facts,
            deal=(variant.chien, variant.discard, variant.dead_cards),
        )

    # -- readers of cards and trumps ---------------------------------------------------------------------

    def _learn(self, token: Any) -> bool:
        """Learn another spelling of a card (`T♠`, `vc`...), read exactly as the reference reads it."""
        if type(token) is not str or not 2 <= len(token) <= 4 or len(self.cards) > _MAX_SPELLINGS:
            return False
        try:
            card = int(parse_card(token))
        except CardNotationError:
            return False
        self.cards[token] = card
        self.bits[token] = 1 << card
        return True

    def _mask(self, tokens: Any, size: int) -> int:
        """The mask of a list of `size` cards; a repeated card carries into another bit, which the
        caller's count of bits catches."""
        if type(tokens) is not list or len(tokens) != size:
            raise _Reject
        bits = self.bits
        try:
            return sum(map(bits.__getitem__, tokens))
        except (KeyError, TypeError):
            if not all(type(token) is str and (token in bits or self._learn(token)) for token in tokens):
                raise _Reject from None
            return sum(map(bits.__getitem__, tokens))

    def _canonical(self, tokens: list[Any]) -> list[str]:
        """The canonical names of a trick's cards, learning unusual spellings; `_Reject` at a token
        that is not a card."""
        if not all(type(token) is str and (token in self.cards or self._learn(token)) for token in tokens):
            raise _Reject
        return [_NAMES[self.cards[token]] for token in tokens]

    def _trump(self, text: Any) -> int:
        """The trump code of a bid's or take's `trump` text, read as the reference reads it."""
        if type(text) is not str or not 1 <= len(text) <= 12 or len(self.trumps) > _MAX_SPELLINGS:
            raise _Reject
        try:
            trump = parse_trump(text, "$")
        except ValueError:
            raise _Reject from None
        code = int(trump.suit) if trump.suit is not None else (4 if trump.kind is TrumpKind.NO_TRUMP else 5)
        self.trumps[text] = code
        return code

    # -- the check ---------------------------------------------------------------------------------------

    def check(self, data: Any) -> dict[str, Any] | None:
        """The lean result of an ordinary deal, or None: then ask the reference path.

        The returned dict may share its `contract` with other results: treat it as read-only.
        """
        core = self.core
        if type(data) is dict and data.get("fingerprint", self.fingerprint) != self.fingerprint:
            return None  # (house) other rules named: the reference path adds its warning note
        try:
            if core is not None:
                facts = core.judge(data)
                if facts is not None:
                    return self._from_core(facts, data)
                # declined: maybe only a spelling it has not seen, which the Python path learns
            return self._check(data)
        except _Reject:
            return None

    def _check(self, data: Any) -> dict[str, Any]:
        if type(data) is not dict or not data.keys() <= _TOP_KEYS or None in data.values() or self.n > 4:
            raise _Reject  # (the schema allows no null: a null is the reference path's to report)
        get = data.get
        if (
            get("format", _FORMAT) != _FORMAT
            or type(get("variant", "")) is not str
            or type(get("id", "")) is not str
            or type(get("event", "")) is not str
            or type(get("date", "")) is not str
            or type(get("comment", "")) is not str
        ):
            raise _Reject
        players = get("players")
        if players is not None and (
            type(players) is not dict or any(type(name) is not str for name in players.values())
        ):
            raise _Reject
        variant = self.variant
        n = self.n
        seat_index = self.seat_index
        dealer_name = get("dealer")
        dealer = seat_index.get(dealer_name, -1) if type(dealer_name) is str else -1
        hands_data = get("hands")
        if dealer < 0 or type(hands_data) is not dict or len(hands_data) != n:
            raise _Reject

        # -- the deal: every seat's hand, the chien, the dead cards; each card once ---------------------
        hand_size = variant.hand_size
        bits = self.bits.__getitem__
        hands: list[int] = []
        try:
            for seat_name in self.seats:
                tokens = hands_data[seat_name]
                if type(tokens) is not list or len(tokens) != hand_size:
                    raise _Reject
                hands.append(sum(map(bits, tokens)))
        except (KeyError, TypeError):
            hands = [self._mask(hands_data.get(seat), hand_size) for seat in self.seats]
        dealt = sum(hands)
        count = hand_size * n
        chien_mask = 0
        if variant.chien or "chien" in data:
            chien_mask = self._mask(get("chien"), variant.chien)
            dealt += chien_mask
            count += variant.chien
        if "dead" in data:
            dealt += self._mask(data["dead"], variant.dead_cards)
            count += variant.dead_cards
        if dealt.bit_count() != count or (variant.dead_cards == 0 and count != 32):
            raise _Reject  # a card dealt twice (sums of equal powers of two carry), or a short deck
        turned = -1
        if self.turned_card:
            turned_name = get("turned")
            if type(turned_name) is not str or not (turned_name in self.cards or self._learn(turned_name)):
                raise _Reject
            turned = self.cards[turned_name]
        elif "turned" in data:
            raise _Reject

        # -- the auction -----------------------------------------------------------------------------------
        calls = get("auction")
        if type(calls) is not list or len(calls) > 200:
            raise _Reject
        unit_of = self.unit_of
        seats = self.seats
        trumps = self.trumps
        auction = self.auction
        reasons = auction.table.reasons
        ends = auction.table.ends
        ladder = auction.ladder
        next_seat = self.next_seat
        redeal_after, passes_to_end = auction.pass_limits
        start = (dealer + self.first_offset) % n
        last_seat = -1
        last_value = 0
        last_special = -1  # the index of a special bid (capot, générale...), or -1
        code = 0
        coinched_by = surcoinched_by = -1
        passes = passed = 0  # passes in a row; mask of the seats that passed
        ended = redeal = False
        seat = start
        # The kernel's table (refscore.kernel.auction) says whether a call is legal from the facts
        # of the state seen from the caller; the bid's numbers are compared with its data.
        standing = 0  # the facts that do not depend on the caller (bid stands, coinched...)
        for call in calls:
            if type(call) is not dict:
                raise _Reject
            facts = standing
            if call.get("seat") != seats[seat]:
                facts |= OUT_OF_TURN
            if last_seat >= 0:
                if unit_of[seat] == unit_of[last_seat]:
                    facts |= CALLER_BIDDER_SIDE
                if seat == next_seat[last_seat]:
                    facts |= CALLER_NEXT_AFTER_BID
            elif passes >= n:
                facts |= SECOND_ROUND
            if coinched_by >= 0 and seat != coinched_by and unit_of[seat] == unit_of[coinched_by]:
                facts |= CALLER_COINCHER_PARTNER
            if passed >> seat & 1:
                facts |= CALLER_PASSED
            word = call.get("call")
            if word == "pass" and len(call) == 2:
                if reasons[_PASS_ROW | facts]:
                    raise _Reject
                passes += 1
                passed |= 1 << seat
                if last_seat < 0:
                    ended = redeal = passes >= redeal_after
                else:
                    ended = passes >= passes_to_end
            elif word == "bid" and call.keys() == _CALL_KEYS:
                if reasons[_BID_ROW | facts]:
                    raise _Reject
                text = call["trump"]
                code = trumps[text] if type(text) is str and text in trumps else self._trump(text)
                if code not in self.allowed_codes:
                    raise _Reject
                value = call["value"]
                special = -1
                if type(value) is str and value in self.special_index:
                    special = self.special_index[value]
                    value = auction.special_values[special]
                elif type(value) is not int or not 0 <= value < len(ladder) or not ladder[value]:
                    raise _Reject
                if last_seat >= 0 and value <= last_value:
                    raise _Reject
                last_seat, last_value, last_special = seat, value, special
                standing = (
                    BID_STANDS
                    | (auction.special_facts[special] if special >= 0 else 0)
                    | (standing & SURCOINCHED)
                )
                coinched_by = -1
                passes = 0
            elif word == "coinche" and len(call) == 2:
                if reasons[_COINCHE_ROW | facts]:
                    raise _Reject
                coinched_by = seat
                standing |= COINCHED
                passes = 0
            elif word == "surcoinche" and len(call) == 2:
                if reasons[_SURCOINCHE_ROW | facts]:
                    raise _Reject
                surcoinched_by = seat
                standing |= SURCOINCHED
                passes = 0
                ended = ends[CallKind.SURCOINCHE]
            elif word == "take" and call.keys() <= _TAKE_KEYS and turned >= 0:
                turned_suit = turned >> 3
                named = self._trump(call["trump"]) if "trump" in call else -1
                if named > 3:  # sans atout or tout atout, where the variant plays it
                    kind = CallKind.TAKE_MODE
                    if named not in self.allowed_codes:
                        raise _Reject
                    code = named
                elif named == -1 or named == turned_suit:
                    kind = CallKind.TAKE if named == -1 else CallKind.TAKE_TURNED
                    code = turned_suit
                else:
                    kind = CallKind.TAKE_OTHER
                    code = named
                if reasons[kind << _FACT_BITS | facts]:
                    raise _Reject
                last_seat, last_value, last_special = seat, 0, -1
                standing |= BID_STANDS
                passes = 0
                ended = ends[kind]
            else:
                raise _Reject
            if ended:
                standing |= ENDED
            seat = seat + 1 if seat + 1 < n else 0

        tricks = get("tricks")
        claim = get("claim")
        if claim is not None:
            self._claim_shape(claim)
        belote_name = get("belote")
        if tricks is not None and type(tricks) is not list:
            raise _Reject
        if redeal:
            if tricks or "discard" in data or belote_name is not None or get("annonces"):
                raise _Reject
            return self._lean("redeal", None, None, None, dict(self.all_zero), {}, claim)
        if not ended or tricks is None or not 0 < len(tricks) <= hand_size:
            raise _Reject  # (fewer tricks: answered only when one holds an illegal card, see below)
        taker = last_seat
        if turned >= 0 and not hands[taker] >> turned & 1:
            raise _Reject
        table = self.tables[code]
        if table is None:
            raise _Reject  # (a take naming a suit where the variant has no suit mode)

        # -- the chien and the discard ---------------------------------------------------------------------
        discard_points = 0
        if variant.chien or "discard" in data:
            if not variant.chien:
                raise _Reject
            discard = self._mask(get("discard"), variant.discard)
            taker_hand = hands[taker] | chien_mask
            if discard.bit_count() != variant.discard or discard & taker_hand != discard:
                raise _Reject
            hands[taker] = taker_hand & ~discard
            points = table.points
            discard_points = sum(points[card] for card in range(32) if discard >> card & 1)

        # -- belote: the holder of the king and queen of trump when play starts ----------------------------
        belote = -1
        pair = self.belote_masks[code]
        if pair:
            for seat, hand in enumerate(hands):
                if hand & pair == pair:
                    belote = seat
        if belote_name is not None and (
            type(belote_name) is not str or seat_index.get(belote_name) != belote
        ):
            raise _Reject  # a false belote
        annonces = get("annonces")
        annonce_points = self._annonces(annonces, code, hands, start, taker) if annonces else {}

        # -- the play -------------------------------------------------------------------------------------
        all_hands = 0
        for seat, hand in enumerate(hands):
            all_hands |= hand << (32 * seat)
        contract = (taker, last_value, last_special, code, coinched_by, surcoinched_by)
        try:
            unit_cards, unit_tricks, winners = self._play(table, tricks, all_hands, start)
        except _Illegal as illegal:
            # The reference reads the whole record before it judges: a later trick it could not
            # read makes the record unusable rather than illegal, so every trick must be cards.
            cards = self.cards
            if not all(
                type(trick) is list
                and len(trick) == n
                and all(type(token) is str and (token in cards or self._learn(token)) for token in trick)
                for trick in tricks
            ):
                raise _Reject from None
            penalty = self._penalty(
                contract,
                illegal.violation,
                table,
                tricks[: illegal.trick],
                start,
                hands,
                belote if belote >= 0 and (belote_name is not None or not variant.belote_declared) else -1,
                annonce_points,
                discard_points,
            )
            return self._illegal(contract, illegal.violation, claim, penalty)
        if len(winners) < hand_size:
            raise _Reject  # an unfinished deal, legal so far: the reference path words it
        last = winners[-1]
        return self._finish(
            contract,
            belote,
            belote_name is not None,
            discard_points,
            unit_cards,
            unit_tricks,
            last,
            last if winners.count(last) == len(winners) else -1,
            claim,
            annonce_points,
        )

    def _from_core(self, judged: tuple[Any, ...], data: dict[str, Any]) -> dict[str, Any]:
        """The lean result from what `_fastcore.Core.judge` found: () for a redeal, else the
        (contract key, scoring key, units) that `_finish` computes. Declared annonces are settled
        here (the core leaves them to `refscore.annonces`), on the hands when play starts (the
        taker's with the chien, without the discard)."""
        claim = data.get("claim")
        annonces = data.get("annonces")
        if not judged:
            if annonces:
                raise _Reject  # annonces on a redeal: the reference path words it
            return self._lean("redeal", None, None, None, dict(self.all_zero), {}, claim)
        contract_key, key, units = judged
        if annonces:
            hands_data = data["hands"]
            hands = [self._mask(hands_data[seat], self.variant.hand_size) for seat in self.seats]
            if self.variant.chien:  # (the core checked the chien and the discard)
                taker = contract_key[0]
                chien = self._mask(data["chien"], self.variant.chien)
                hands[taker] = (hands[taker] | chien) & ~self._mask(data["discard"], self.variant.discard)
            dealer = self.seat_index[data["dealer"]]
            leader = (dealer + self.first_offset) % self.n
            points = self._annonces(annonces, contract_key[3], hands, leader, contract_key[0])
            if points:
                key = list(key)
                size = len(self.scorer.facts)
                where = self.scorer.facts.index(3) if 3 in self.scorer.facts else -1
                for unit, value in points.items():
                    units[self.units[unit]]["annonces"] = value
                    if where >= 0:
                        key[10 + unit * size + where] = value
                key = tuple(key)
        return self._complete(contract_key, key, units, claim)

    def _annonces(
        self, annonces: Any, code: int, hands: list[int], leader: int, taker: int
    ) -> dict[int, int]:
        """The annonce points of each unit (by index) that scores some, settled by the reference's
        one implementation (`refscore.annonces.settle_annonces`) behind a memo; `_Reject` when a
        declaration is false or unusual (the reference path words it).

        Why the memo is keyed on each annonce's classification (`refscore.annonces.classify`, itself
        memoised on the cards) rather than on its cards: the settlement reads of an annonce whose
        cards were held, and serve once, only its seat, what the cards make and the kind declared;
        so deals with different cards but the same declarations share one settlement, and the
        reference's function runs once per shape, not once per deal (tested against the reference
        on every shipped variant and on random house variants). The trump is not part of the key:
        the settlement reads it only through `classify`, whose answer (the strength says whether a
        sequence is in trump) is in the key; so equal declarations under other trumps share one."""
        if type(annonces) is not list or len(annonces) > 40:
            raise _Reject
        seat_index = self.seat_index
        classified = self.classified
        rules = self.variant.annonces
        trump_suit = _CODE_SUITS[code]
        used = [0] * self.n
        declared: list[tuple[int, tuple[int, ...], Any]] = []
        shape: list[tuple[int, Any, Any]] = []
        for item in annonces:
            if type(item) is not dict or not item.keys() <= _ANNONCE_KEYS or len(item) < 2:
                raise _Reject
            seat_name = item.get("seat")
            seat = seat_index.get(seat_name, -1) if type(seat_name) is str else -1
            tokens = item.get("cards")
            kind = item.get("kind")
            if seat < 0 or type(tokens) is not list or not 1 <= len(tokens) <= 8:
                raise _Reject
            if kind is not None and type(kind) is not str:
                raise _Reject
            mask = self._mask(tokens, len(tokens))
            if mask.bit_count() != len(tokens) or hands[seat] & mask != mask or used[seat] & mask:
                raise _Reject  # a card not held at the first trick, or serving twice
            used[seat] |= mask
            cards = tuple(self.cards[token] for token in tokens)
            what = classified.get((mask, code))
            if what is None:
                what = classify([Card(card) for card in cards], rules, trump_suit)
                if len(classified) < _MAX_MEMO:
                    classified[mask, code] = what
            if type(what) is str:
                raise _Reject  # not an annonce: the reference path words why
            declared.append((seat, cards, kind))
            shape.append((seat, what, kind))
        key = (tuple(shape), leader, taker)  # (the trump is in each classification)
        known = self.annonce_memo.get(key)
        if known is None:
            known = self._settle(declared, code, leader, taker)
            if len(self.annonce_memo) >= _MAX_MEMO:
                self.annonce_memo.clear()
            self.annonce_memo[key] = known
        if known is _FALSE_ANNONCE:
            raise _Reject
        return known

    def _settle(
        self, declared: list[tuple[int, tuple[int, ...], Any]], code: int, leader: int, taker: int
    ) -> dict[int, int]:
        """Settle declarations whose cards were all held: the reference's own function, given a
        record and a contract that carry only what it reads (the annonces and the trump)."""
        seats = self.seats
        record = DealRecord(
            None,
            seats[0],
            {},
            (),
            None,
            None,
            None,
            (),
            tuple(
                Annonce(seats[seat], tuple(Card(card) for card in cards), kind, f"$.annonces[{index}]")
                for index, (seat, cards, kind) in enumerate(declared)
            ),
            None,
            (),
            None,
        )
        hands: dict[str, list[Card]] = {seat: [] for seat in seats}
        for seat, cards, _ in declared:
            hands[seats[seat]] += [Card(card) for card in cards if Card(card) not in hands[seats[seat]]]
        contract = Contract(seats[taker], 0, None, Trump(_CODE_KINDS[code], _CODE_SUITS[code]), 1, None, None)
        settled = settle_annonces(self.variant, record, hands, contract, seats[leader])
        if isinstance(settled, AnnonceViolation):
            return _FALSE_ANNONCE
        unit_index = {name: index for index, name in enumerate(self.units)}
        return {unit_index[unit]: points for unit, points in settled.points.items()}

    def _finish(
        self,
        contract: _Contract,
        belote: int,
        declared: bool,
        discard_points: int,
        unit_cards: list[int],
        unit_tricks: list[int],
        last: int,
        sole: int,
        claim: Any,
        annonce_points: dict[int, int],
    ) -> dict[str, Any]:
        """The lean result of a legal, complete deal, from what its play gave: each unit's card
        points and tricks, the winner of the last trick, and the seat that won them all (or -1).

        `_fastcore.c`'s `finish` computes the same contract key, scoring key and units (tested)."""
        variant = self.variant
        unit_of = self.unit_of
        taker, last_value, last_special, code, coinched_by, surcoinched_by = contract
        mult = self._mult(coinched_by, surcoinched_by)
        facts = [[cards, 0, 0, 0, 0, won] for cards, won in zip(unit_cards, unit_tricks, strict=True)]
        taker_unit = unit_of[taker]
        played = variant.hand_size
        if sole >= 0:
            facts[unit_of[last]][1] = variant.der_generale
        elif unit_tricks[unit_of[last]] == played:
            facts[unit_of[last]][1] = variant.der_capot
        else:
            facts[unit_of[last]][1] = variant.der_value
        if belote >= 0 and (declared or not variant.belote_declared):
            facts[unit_of[belote]][2] = variant.belote_value
        facts[taker_unit][4] = discard_points
        for unit, points in annonce_points.items():
            facts[unit][3] = points
        key = (
            taker_unit,
            last_value,
            last_special,
            mult,
            coinched_by >= 0,
            surcoinched_by >= 0,
            _KIND_OF_CODE[code],  # the formulas see sans atout / tout atout, never the suit
            unit_tricks[taker_unit] == played,
            sole == taker,
            unit_tricks[taker_unit] == 0,
            *[unit[i] for unit in facts for i in self.scorer.facts],
        )
        units = {name: dict(zip(_UNIT_KEYS, facts[u], strict=True)) for u, name in enumerate(self.units)}
        return self._complete((*contract, mult), key, units, claim)

    def _illegal(
        self, contract: _Contract, violation: dict[str, Any], claim: Any, penalty: dict[str, Any] | None
    ) -> dict[str, Any]:
        """The lean result of a deal whose play breaks a rule (`violation`): no score of the play, as
        the reference stops at the first illegal action, but the `penalty` the table writes for it
        (see `_penalty`). The one place where an illegal deal's result is built."""
        coinched_by, surcoinched_by = contract[4:]
        mult = self._mult(coinched_by, surcoinched_by)
        key = (*contract, mult)
        return {
            "status": "illegal",
            "exit_code": EXIT_ILLEGAL,
            "variant": self.variant_id,
            "fingerprint": self.fingerprint,
            "fingerprint_warning": None,
            "contract": self.contracts.get(key) or self._contract(key),
            "made": None,
            "scores": None,
            "units": {},
            "claim": None if claim is None else {"claimed": dict(claim), "confirmed": None},
            "violation": violation,
            "penalty": penalty,
            "case": None,
        }

    def _penalty(
        self,
        contract: _Contract,
        violation: dict[str, Any],
        table: _Table,
        before: list[Any],
        leader: int,
        hands: list[int],
        belote_holder: int,
        annonce_points: dict[int, int],
        discard_points: int,
    ) -> dict[str, Any] | None:
        """The penalty of an illegal card (rules `penalty.*`), as `refscore.check._penalty` builds it:
        the same inputs to the one scorer of irregularities (`refscore.penalty.penalty_score`), here
        from the fast path's own facts, and its JSON (`refscore.report.penalty_to_json`).

        - what each unit won in the tricks `before` the illegal one (all complete, read whole by the
          caller): replayed with the kernel's `winner` and `points`, no rule restated;
        - the belote's unit (`belote_holder`: the seat whose belote counts, or -1), the annonces as
          settled before the play (`annonce_points`), the discard, and the card points in play (every
          card in the players' hands when play starts: the deal less the dead cards and the discard).

        Why a memo: `penalty_score` runs the variant's formulas and builds the breakdown (~375 µs);
        its key is what it reads of its input (`refscore.penalty.penalty_key`: the tricks won only
        where `penalty_reads_won` says they are read, the takers at fault; else they are not even
        replayed), so it runs once per distinct input and every deal sharing those facts shares one
        (read-only) answer. `_Reject` when a formula fails at run time."""
        if self.variant.penalties is None:
            return None
        seat = violation["seat"]
        irregularity = irregularity_of(violation["rule"], "play", seat)
        if irregularity is None:
            return None
        variant = self.variant
        seats = self.seats
        units = self.units
        unit_of = self.unit_of
        taker, value, special, code, coinched_by, surcoinched_by = contract
        judged = Contract(
            seats[taker],
            value,
            self.special_names[special] if special >= 0 else None,
            Trump(_CODE_KINDS[code], _CODE_SUITS[code]),
            self._mult(coinched_by, surcoinched_by),
            seats[coinched_by] if coinched_by >= 0 else None,
            seats[surcoinched_by] if surcoinched_by >= 0 else None,
        )
        won = [[0, 0] for _ in units]  # card points, tricks won
        reads_won = penalty_reads_won(variant, judged, irregularity, seat)
        if reads_won:
            kernel = table.kernel
            card_of = self.cards.__getitem__
            orders = self.orders
            for trick in before:
                played = [Card(card_of(token)) for token in trick]
                leader = orders[leader][kernel.winner(played)]
                unit = won[unit_of[leader]]
                unit[0] += kernel.points(played)
                unit[1] += 1
        in_play = 0
        for hand in hands:
            in_play |= hand
        points = table.points
        play_points = sum(points[card] for card in range(32) if in_play >> card & 1)
        inputs: dict[str, Any] = {
            "play_points": play_points,
            "discard": discard_points,
            "belote_unit": units[unit_of[belote_holder]] if belote_holder >= 0 else None,
            "annonces": {units[unit]: points for unit, points in annonce_points.items()},
            "won": {
                units[unit]: UnitFacts(cards=cards, tricks_won=tricks)
                for unit, (cards, tricks) in enumerate(won)
            },
        }
        key = penalty_key(variant, judged, irregularity, seat, **inputs)
        memo = self.penalties
        if key in memo:
            known = memo[key]
            if known is _FAILED:
                raise _Reject
            return known
        try:
            penalty = penalty_score(variant, judged, irregularity, seat, **inputs)
        except FormulaError:
            known = _FAILED
        else:
            known = penalty_to_json(penalty)
        if len(memo) >= _MAX_MEMO:
            memo.clear()
        memo[key] = known
        if known is _FAILED:
            raise _Reject  # a formula failed (a division by zero): the reference path reports it
        return known

    def _mult(self, coinched_by: int, surcoinched_by: int) -> int:
        if surcoinched_by >= 0:
            return self.rules.surcoinche_multiplier
        if coinched_by >= 0:
            return self.rules.coinche_multiplier
        return 1

    def _complete(
        self, contract_key: tuple[int, ...], key: tuple[Any, ...], units: dict[str, Any], claim: Any
    ) -> dict[str, Any]:
        """The lean result of a legal deal from its contract key, its scoring key (see `_finish`)
        and its units' facts."""
        scorer = self.scorer
        known = scorer.memo.get(key) or scorer.score(key)
        if known is None:
            raise _Reject  # a formula failed (a division by zero): the reference path reports it
        made, case_rule, scores = known
        contract = self.contracts.get(contract_key) or self._contract(contract_key)
        return self._lean("legal", contract, made, case_rule, scores, units, claim)

    def _claim_shape(self, claim: Any) -> None:
        if type(claim) is not dict or not 1 <= len(claim) <= 4:
            raise _Reject
        units = self.units
        for unit, value in claim.items():
            if unit not in units or type(value) is not int or not -_CLAIM_LIMIT <= value <= _CLAIM_LIMIT:
                raise _Reject

    def _contract(self, key: tuple[Any, ...]) -> dict[str, Any]:
        """The `contract` object of a result, shared between the results of equal contracts."""
        taker, value, special_index, code, coinched_by, surcoinched_by, mult = key
        special = self.special_names[special_index] if special_index >= 0 else None
        seats = self.seats
        contract = {
            "taker": seats[taker],
            "side": self.units[self.unit_of[taker]],
            "value": value,
            "special": special,
            "trump": _CODE_TEXT[code],
            "mult": mult,
            "coinched_by": seats[coinched_by] if coinched_by >= 0 else None,
            "surcoinched_by": seats[surcoinched_by] if surcoinched_by >= 0 else None,
        }
        if len(self.contracts) < _MAX_MEMO:
            self.contracts[key] = contract
        return contract

    def _lean(
        self,
        status: str,
        contract: dict[str, Any] | None,
        made: bool | None,
        case: str | None,
        scores: dict[str, int],
        units: dict[str, Any],
        claim: dict[str, int] | None,
    ) -> dict[str, Any]:
        if claim is not None and any(scores[unit] != value for unit, value in claim.items()):
            raise _Reject  # a wrong claim: the reference path words the refutation
        return {
            "status": status,
            "exit_code": 0,
            "variant": self.variant_id,
            "fingerprint": self.fingerprint,
            "fingerprint_warning": None,  # a record naming other rules goes to the reference path
            "contract": contract,
            "made": made,
            "scores": scores,
            "units": units,
            "claim": None if claim is None else {"claimed": dict(claim), "confirmed": True},
            "violation": None,
            "penalty": None,
            "case": case,
        }

    # -- the play ------------------------------------------------------------------------------------------

    def _play(
        self, table: _Table, tricks: list[Any], all_hands: int, leader: int
    ) -> tuple[list[int], list[int], list[int]]:
        """Play the tricks out: (card points by unit, tricks by unit, winner of each trick).

        Per trick, a few integer operations decide what the common case needs: every card was in
        its player's hand, and nobody who did not follow held the suit led. A trick led in trump, a
        trick in tout atout and a trick where someone who did not follow holds a trump are judged
        card by card by the kernel (`_Table.per_card` says when every trick must be).
        """
        n = self.n
        orders = self.orders
        suit_lanes = self.suit_lanes
        led_of = _LED_OF
        by_token = table.by_token
        trump_lanes = table.trump_lanes
        trump_mask = table.trump_mask
        every_trick = table.per_card or table.all_trump
        card_of = self.cards.__getitem__
        # 32 bits a seat: tricks won (top 8 bits) and card points (low 24 bits: a house variant may
        # give a card up to 1000 points)
        won = 0
        winners: list[int] = []
        for number, trick in enumerate(tricks):
            listed = type(trick) is list
            if not listed:
                trick = self._trick_cards(trick, leader)
            if len(trick) != n:
                raise _Reject
            try:
                led = led_of[trick[0]]
                both = sum(map(getitem, by_token[led][leader], trick))
            except (KeyError, TypeError):
                trick = self._canonical(trick)
                led = led_of[trick[0]]
                both = sum(map(getitem, by_token[led][leader], trick))
            claimed = both & _HANDS
            off = both >> _OFF & _HANDS
            if all_hands & claimed != claimed:  # a card its player does not hold: play.card-held
                legal = False
            elif (
                every_trick
                or trump_mask >> 8 * led & 0xFF  # a trump lead
                or (off and all_hands & trump_lanes & off)  # a player off suit holds a trump
            ):
                legal = self._judge(table, list(map(card_of, trick)), orders[leader], all_hands)
            else:  # play.follow-suit (the kernel's table says whoever holds the suit led plays it)
                legal = not (off and all_hands & suit_lanes[led] & off)
            if not legal:
                if not listed:
                    raise _Reject  # (a trick written as an object: the reference words its places)
                self._first_violation(table, list(map(card_of, trick)), number, leader, all_hands)
            all_hands ^= claimed
            leader = ((both >> _WINNER).bit_length() - 1) & 3
            winners.append(leader)
            won += ((1 << 24) + (both >> _POINTS & _POINTS_MASK)) << (32 * leader)
        units = len(self.units)
        unit_cards = [0] * units
        unit_tricks = [0] * units
        for seat, unit in enumerate(self.unit_of):
            unit_cards[unit] += won >> (32 * seat) & 0xFFFFFF
            unit_tricks[unit] += won >> (32 * seat + 24) & 0xFF
        return unit_cards, unit_tricks, winners

    def _trick_cards(self, trick: Any, leader: int) -> Any:
        """The cards of a trick written as an object; its `leader`, when given, must be right."""
        if type(trick) is not dict or not trick.keys() <= _TRICK_KEYS:
            raise _Reject
        if "leader" in trick and trick["leader"] != self.seats[leader]:
            raise _Reject
        cards = trick.get("cards")
        if type(cards) is not list:
            raise _Reject
        return cards

    def _judge(self, table: _Table, played: list[int], order: tuple[int, ...], all_hands: int) -> bool:
        """Judge a trick card by card with the kernel: whether it allows every card."""
        legal = table.kernel.legal
        unit_of = self.unit_of
        keys = table.key_by_led[played[0] >> 3]
        best = 0
        for position in range(1, len(played)):
            card = played[position]
            seat = order[position]
            hand = all_hands >> (32 * seat) & _LANE
            if not legal(hand, played[:position], unit_of[order[best]] == unit_of[seat]) >> card & 1:
                return False
            if keys[card] > keys[played[best]]:
                best = position
        return True

    def _first_violation(
        self, table: _Table, played: list[int], number: int, leader: int, all_hands: int
    ) -> NoReturn:
        """Raise `_Illegal` with the first card of this trick that breaks a rule of play, as the
        reference reports it: the seat, the place, the rule (play.card-held, or the kernel's first
        restriction that excludes the card), the sentence of `check`, and the legal set then."""
        seats = self.seats
        order = self.orders[leader]
        unit_of = self.unit_of
        keys = table.key_by_led[played[0] >> 3]
        best = 0
        for position, card in enumerate(played):
            seat = order[position]
            hand = all_hands >> (32 * seat) & _LANE
            partner_master = position > 0 and unit_of[order[best]] == unit_of[seat]
            allowed, steps = table.kernel.legality(hand, played[:position], partner_master)
            name = _NAMES[card]
            if not hand >> card & 1:
                rule, message = "play.card-held", f"{seats[seat]} does not hold {name}"
            else:
                broken = next((rule for rule, mask in steps if not mask >> card & 1), None)
                if broken is None:
                    if keys[card] > keys[played[best]]:
                        best = position
                    continue
                rule = broken
                message = explain_card(rule, seats[seat], Card(card), [Card(c) for c in played[:position]])
            raise _Illegal(
                {
                    "rule": rule,
                    "rule_title": RULES[rule].title,
                    "phase": "play",
                    "place": f"$.tricks[{number}][{position}]",
                    "where": f"trick {number + 1}, card {position + 1}",
                    "seat": seats[seat],
                    "action": name,
                    "message": message,
                    "legal": [_NAMES[c] for c in range(32) if allowed >> c & 1],
                },
                number,
            )
        raise AssertionError("a trick the masks refused has an illegal card")  # pragma: no cover
