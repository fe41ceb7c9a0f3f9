"""The fast path: legality and score of ordinary deals, for batch checking at scale.

Why beside the reference: the reference path (`read_record` + `check_deal`) validates every
record against the JSON Schema and builds rich objects for the breakdown, which costs about 2 ms a
deal; batch checking a day of server logs needs about a hundredth of that. Here the record's JSON
is read straight into ints (a card ``suit * 8 + rank``, a hand a 32-bit mask), and the scoring
formulas (the variant's own compiled `Formula` objects) run as programs in the compiled scorer
(`refscore/judge/_scorecore.c`), else evaluated on flat lists of values (`Formula.positional`) behind a
memo keyed on the facts they read (`ScoringPlan`).

Two walkers, same answers: the compiled core (`refscore/fast/_fastcore.c`, optional, used for every
variant whose auction is bidding or a turned card, chien and dead cards included) walks the record
and plays the tricks in C with the tables this module prepares, and hands back the facts that
`_finish` would compute, or those of the first illegal card of the play (its place and its
situation's index into the kernel's table: `_illegal_from_core`); the pure tier (`_check`) reads
the record's ints and plays the deal after its auction with the kernel's own deal walk
(`refscore.kernel.deal_walk.walk_deal`, which the reference words too), for every variant and for
what the core declines (a spelling it has not learned, a trick written as an object, a deal with
fewer tricks).
Scoring stays here, with the variant's own formulas.

This module is the driver: it reads the record into ints and asks the parts, each an idea of its
own: `lean` (the result and the claim's verdict), `annonce_reader` (the declared annonces),
`illegal_card` (an illegal card's words), `penalty_entry` (its penalty), `auction_faults` (an
illegal call's words), `core_glue` (what the compiled core is handed), `record_shape` (the shape the
reference would read), and `reject` (the one way of declining a deal).

Declared annonces are settled by the reference's one implementation (`refscore.judge.declarations`) behind
the memos of `refscore.fast.annonce_book`, which the compiled core reads too (a legal deal with known
declarations never returns to Python before its result); the obligations of play are the
kernel's table (`refscore.kernel.play`) on both tiers, and so are the legal calls of the auction
(`refscore.kernel.auction`: the tiers compute the facts of the state, look the table up and
compare a bid with the kernel's ladder) and the belote's cards (`refscore.kernel.belote`).

It answers a legal deal, an illegal call of the auction (the first call the kernel's table refuses,
the kernel's verdict in the reference's words, from the walk's state: `FastChecker._auction_fault`), an
illegal card of the play (the first one, from the kernel, with the penalty the table writes for it:
`refscore.fast.penalty_entry`), and a claim, right or wrong (a wrong one worded by the reference's own
`violation_words.claim_refutation`: `refscore.fast.lean`). Whenever anything else
is unusual — a shape it does not expect, a false declaration, an unfinished deal
with no illegal card, a formula that fails — `FastChecker.check` returns None and the caller runs
the reference path, so every message and rule id is the reference one. What it returns is equal
to `lean_result(check_deal(read_record(...)))` (tested with hypothesis over every shipped variant,
and over mutated deals).
"""

from __future__ import annotations

import os
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from refscore.base.cards import DECK, CardNotationError, card_name, parse_card
from refscore.fast.annonce_book import AnnonceBook
from refscore.fast.annonce_reader import AnnonceReader
from refscore.fast.auction_faults import AuctionFaults, CallFault, state_of
from refscore.fast.core_glue import TrumpTable, compiled_core
from refscore.fast.illegal_card import IllegalPieces, ViolationWords, violation_place
from refscore.fast.lean import CODE_TEXT as _CODE_TEXT
from refscore.fast.lean import LEAN_KEYS, LeanResults, claim_holds, lean_result
from refscore.fast.penalty_entry import PenaltyEntries
from refscore.fast.record_shape import (
    CALL_KEYS,
    TOP_KEYS,
    TRICK_KEYS,
    certain_rest,
    certain_shape,
    walk_reads_shape,
)
from refscore.fast.reject import Reject as _Reject
from refscore.formula.names import SIDE_FACTS
from refscore.judge.scoring_plan import ScoringPlan
from refscore.kernel.auction import AuctionKernel, AuctionState, CallKind
from refscore.kernel.deal import DealTable
from refscore.kernel.deal_walk import (
    TRUMP_KINDS,
    TRUMP_SUITS,
    AuctionCall,
    DealShape,
    FaultKind,
    WalkRules,
    walk_auction,
    walk_deal,
)
from refscore.model.record import parse_trump
from refscore.model.variant import TrumpKind, Variant

if TYPE_CHECKING:  # the reference path (check, report): imported where an answer needs it
    pass

try:  # the optional compiled core (refscore/fast/_fastcore.c), built by `pip install .` when it can be
    from refscore.fast import _fastcore
except ImportError:  # pragma: no cover - exercised where no C compiler was available
    _fastcore = None  # type: ignore[assignment]
if os.environ.get("REFSCORE_CORE") == "python":  # the benchmark compares both tiers
    _fastcore = None  # type: ignore[assignment]

__all__ = ["LEAN_KEYS", "FastChecker", "IllegalPieces", "LegalPieces", "lean_result", "violation_place"]

# What spec/deal.schema.json allows, as far as the fast path needs it: anything else goes to the
# reference path, which reports the schema's own message.
_FORMAT = "refscore-deal/1"
_CLAIM_LIMIT = 1_000_000
_MAX_SPELLINGS = 4096  # bounds what hostile input can make the spelling caches learn
_MAX_MEMO = 100_000
_UNIT_KEYS = tuple(SIDE_FACTS)  # cards, der, belote, annonces, discard, tricks_won
assert _UNIT_KEYS == ("cards", "der", "belote", "annonces", "discard", "tricks_won"), (
    "deal_walk.deal_facts and _fastcore.c (enum F_CARDS...) fill the side facts by position"
)
#: the faults of the walk the pure tier answers (an illegal card); any other is the reference's
_CARD_FAULTS = frozenset({FaultKind.NOT_HELD, FaultKind.OBLIGATION})
_TAKE_KEYS = frozenset({"seat", "call", "trump"})
# A trump choice as a small int, the kernel's code: 0-3 a suit (S H D C), 4 sans atout, 5 tout atout.
_CODE_KINDS = TRUMP_KINDS
_CODE_SUITS = TRUMP_SUITS
_KIND_OF_CODE = (0, 0, 0, 0, 1, 2)
#: (taker, value, special bid, trump code, coinched_by, surcoinched_by): seats and the special bid as
#: indexes, -1 for none
_Contract = tuple[int, int, int, int, int, int]


LegalPieces = tuple[tuple[int, ...], bool, int, tuple[int, ...], tuple[int, ...]]
"""What the JSON line of a legal deal needs (`FastChecker.check_scored`): the contract key (taker,
value, special, trump code, coinched by, surcoinched by, multiplier), made, the scoring case's index
(`ScoringPlan.rules`), the scores by unit and each unit's side facts (`_UNIT_KEYS`), unit after unit."""


_UNJUDGED: Any = object()  # (`check_scored` without the compiled walk's answer: it walks)


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
        rules = variant.auction
        self.rules = rules
        #: the kernel's auction (refscore.kernel.auction): the table of legal calls, the bid ladder
        self.auction = AuctionKernel.of(rules, n)
        #: the kernel's deal-level values: last trick, multipliers, belote credit
        self.deal = DealTable.of(variant)
        self.turned_card = rules.turned_card
        self.special_index = self.auction.special_index
        #: a pass, a coinche and a surcoinche as the walk reads them, by seat and out of turn (`_calls`)
        self.said_calls = tuple(
            tuple(((seat, False, kind, None, None), (seat, True, kind, None, None)) for seat in range(n))
            for kind in (CallKind.PASS, CallKind.COINCHE, CallKind.SURCOINCHE)
        )
        # trump codes: 0-3 a suit, 4 sans atout, 5 tout atout
        self.allowed_codes = frozenset(
            code
            for code in range(6)
            if _CODE_KINDS[code] in self.auction.modes and _CODE_KINDS[code] in variant.modes
        )
        #: the kernel's deal walk over this variant (refscore.kernel.deal_walk): the pure tier's play
        self.walk_rules = WalkRules.of(variant)
        self.tables: list[TrumpTable | None] = [
            None if play is None else TrumpTable(play) for play in self.walk_rules.plays
        ]
        #: the belote's cards under each trump code (refscore.kernel.belote), 0 where there is none
        self.belote_masks = self.walk_rules.belotes
        self.cards: dict[Any, int] = {card_name(card): int(card) for card in DECK}
        self.bits: dict[Any, int] = {name: 1 << card for name, card in self.cards.items()}
        self.trumps: dict[Any, int] = {}
        #: the memos of declared annonces, shared with the compiled core (refscore.fast.annonce_book)
        self.annonce_book = AnnonceBook(variant, self.unit_of, _CODE_SUITS)
        #: the declared annonces of a record, read and settled (refscore.fast.annonce_reader)
        self.annonces = AnnonceReader(variant, self.annonce_book, self.unit_of, self._mask)
        #: the words of illegal calls (`_auction_fault`), built when first needed
        self.auction_faults: AuctionFaults | None = None
        #: whether what the compiled walk read before a call it refuses is of the schema's shape
        self.walk_reads_shape = walk_reads_shape(seats, self.special_index, len(self.auction.ladder) - 1)
        #: an illegal card's words, with their memos (refscore.fast.illegal_card)
        self.words = ViolationWords(tuple(seats))
        #: (the compiled tier's line writer says an illegal card with these two)
        self.violation_message = self.words.message
        self.legal_names_of = self.words.legal_names_of
        #: each unit's seats' items of a tuple by seat, as a tuple (an illegal card's `won`)
        self.unit_seats = tuple(
            itemgetter(slice(seats[0], seats[0] + 1)) if len(seats) == 1 else itemgetter(*seats)
            for seats in (
                [seat for seat in range(n) if self.unit_of[seat] == unit] for unit in range(len(self.units))
            )
        )
        self.scorer = ScoringPlan(variant, compiled=compiled)
        #: the penalty of an illegal card, with its memos (refscore.fast.penalty_entry)
        self.penalties = PenaltyEntries(
            variant, tuple(seats), self.unit_of, self.tables, self.deal, self.scorer
        )
        #: the lean results and their shared contracts (refscore.fast.lean); the compiled tier's line
        #: writer reads the contracts too
        self.results = LeanResults(variant, self.scorer, self.deal)
        self.contracts = self.results.contracts
        self._contract = self.results.contract
        for text in _CODE_TEXT:  # the usual spellings, known before the first deal
            self._trump(text)
        self.core = compiled_core(self, _fastcore) if compiled else None
        self.annonces.core = self.core
        if self.core is not None and variant.annonces.enabled:  # the core settles a legal deal's annonces
            self.annonce_book.attach(self.core)

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

    def _ints(self, tokens: Any, size: int) -> tuple[int, ...]:
        """The cards of a list of `size` card names, as ints, learning unusual spellings; `_Reject`
        at anything else."""
        if type(tokens) is not list or len(tokens) != size:
            raise _Reject
        cards = self.cards
        try:
            return tuple(map(cards.__getitem__, tokens))
        except (KeyError, TypeError):
            if not all(type(token) is str and (token in cards or self._learn(token)) for token in tokens):
                raise _Reject from None
            return tuple(map(cards.__getitem__, tokens))

    def _trick_cards(self, trick: Any) -> tuple[Any, int]:
        """The cards of a trick written as an object, and the seat it says leads it (-1: none)."""
        if type(trick) is not dict or not trick.keys() <= TRICK_KEYS:
            raise _Reject
        leader = trick.get("leader", None)
        written = -1
        if leader is not None:
            if type(leader) is not str or leader not in self.seat_index:
                raise _Reject
            written = self.seat_index[leader]
        elif "leader" in trick:
            raise _Reject
        return trick.get("cards"), written

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

    def check_scored(
        self, data: Any, judged: Any = _UNJUDGED
    ) -> LegalPieces | IllegalPieces | CallFault | dict[str, Any] | None:
        """`check` for the batch's JSON line: for a legal, complete deal whose claim (if any) holds,
        the ints its line needs, `LegalPieces` (contract key, made, case index, scores by unit, each
        unit's side facts in a row), which `refscore.fast.batch_lines.LegalLines` writes without a dict; for
        an illegal card the compiled core found, `IllegalPieces` (`refscore.fast.batch_lines.IllegalLines`
        writes them); for a call its walk refused, `CallFault` (`batch_lines.CallFaultLines`); for any
        other deal what `check` gives (the same lean result, or None).

        Why: building the lean result's dicts (and its scores' and units') and orjson writing them
        back cost about as much as judging the deal; the ints are the whole of what differs from one
        legal line to the next (bench/legal_stages.py).

        `judged`: what the compiled walk already gave for `data` (`Core.judge_flat`, or the
        `_fastcore.LineWriter` that declined to write the line itself), not walked again."""
        core = self.core
        scorer = self.scorer.core
        if core is None or scorer is None or type(data) is not dict:
            return self.check(data)
        if data.get("fingerprint", self.fingerprint) != self.fingerprint:
            return None  # (house) other rules named: the reference path adds its warning note
        try:
            if judged is _UNJUDGED:
                judged = core.judge_flat(data)
            if judged is None:  # declined: maybe only a spelling it has not seen (see `check`)
                return self._check(data)
            if len(judged) == 12:  # an illegal card: the pieces of its line (`illegal_pieces`)
                return self.illegal_pieces(judged, data)
            if len(judged) == 13:  # a call the table refuses: the state before it, not walked again
                index, _, turned, *fields = judged  # (the standing trump: no sentence reads it)
                state = state_of(self.auction, self.unit_of, fields)
                return CallFault(
                    self._call_violation(data, index, state, turned, walked=True), data.get("claim")
                )
            if len(judged) != 3:
                return self._from_core(judged, data)
            contract_key, key, facts = judged
            found = scorer.score(key)
            claim = data.get("claim")
            if found is not None:
                made, case_index, scores = found
                if claim is None or claim_holds(claim, dict(zip(self.units, scores, strict=True))):
                    return contract_key, made, case_index, scores, facts
            # a wrong claim, or a program that failed: `LeanResults.complete`'s way, with the units' dicts
            size = len(_UNIT_KEYS)
            units = {
                name: dict(zip(_UNIT_KEYS, facts[unit * size : (unit + 1) * size], strict=True))
                for unit, name in enumerate(self.units)
            }
            return self.results.complete(contract_key, key, units, claim)
        except _Reject:
            return None

    def _check(self, data: Any) -> dict[str, Any]:
        if type(data) is not dict or not data.keys() <= TOP_KEYS or None in data.values() or self.n > 4:
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

        # -- the auction: the record's calls read as the kernel's walk reads them, then walked -------------
        calls = get("auction")
        if type(calls) is not list or len(calls) > 200:
            raise _Reject
        start = (dealer + self.first_offset) % n
        read, codes = self._calls(calls, start, turned)
        state = AuctionState(self.auction, self.unit_of)
        stop, _ = walk_auction(state, read)
        legal = len(read) if stop < 0 else stop
        code = 0  # the trump of the last bid or take before the stop (none: 0, as no table reads it)
        for index in range(legal - 1, -1, -1):
            if codes[index] >= 0:
                code = codes[index]
                break
        if legal < len(calls):
            # a call the table refuses, or one this reader does not read: the state is the one before it
            return self._auction_fault(data, legal, state, code, turned)
        last_seat, last_value, last_special = state.bidder, state.value, state.special
        coinched_by, surcoinched_by = state.coinched_by, state.surcoinched_by
        ended, redeal = state.ended, state.redeal

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
            return self.results.redeal(claim)
        if not ended or tricks is None or not 0 < len(tricks) <= hand_size:
            raise _Reject  # (fewer tricks: answered only when one holds an illegal card, see below)
        taker = last_seat
        table = self.tables[code]
        if table is None:
            raise _Reject  # (a take naming a suit where the variant has no suit mode)
        discard = None
        if variant.chien or "discard" in data:
            if not variant.chien:
                raise _Reject
            discard = self._ints(get("discard"), variant.discard)
        belote_seat = -1
        if belote_name is not None:
            if type(belote_name) is not str or belote_name not in seat_index:
                raise _Reject
            belote_seat = seat_index[belote_name]
        listed = True  # every trick written as a list of cards
        card_of = self.cards.__getitem__
        shaped: list[tuple[int, tuple[int, ...]]] = []
        try:  # the usual record, read at once: each trick a list of `n` cards in known spellings
            for trick in tricks:
                if type(trick) is not list or len(trick) != n:
                    break
                shaped.append((-1, tuple(map(card_of, trick))))
        except (KeyError, TypeError):  # (a spelling to learn, or not a card)
            pass
        if len(shaped) < len(tricks):  # else each trick read with care, as the reference reads it
            shaped = []
            for trick in tricks:
                written = -1
                if type(trick) is not list:
                    listed = False
                    trick, written = self._trick_cards(trick)
                shaped.append((written, self._ints(trick, n)))

        # -- the deal after its auction: the kernel's walk (refscore.kernel.deal_walk) ------------------
        shape = DealShape(tuple(hands), chien_mask, turned, discard, belote_seat, tuple(shaped), start, taker)
        walk = walk_deal(self.walk_rules, shape, table.kernel, self.belote_masks[code])
        fault = walk.fault
        if fault is not None and (fault.kind not in _CARD_FAULTS or not listed):
            raise _Reject  # anything but an illegal card of a trick written as cards: the reference words it
        hands = walk.hands
        annonces = get("annonces")
        annonce_points = self.annonces.points(annonces, code, hands, start, taker) if annonces else {}
        contract = (taker, last_value, last_special, code, coinched_by, surcoinched_by)
        if fault is not None:
            discard_points = sum(table.points[card] for card in discard) if discard else 0
            number, position, at_fault, card = fault.trick, fault.position, fault.seat, fault.card
            led = shaped[number][1][0] if position else -1
            violation = self.words.violation(
                fault.rule, fault.allowed, number, position, at_fault, card, led, fault.subset
            )
            if annonces:
                annonce_points = self.annonces.innocent(
                    annonces, annonce_points, at_fault, code, hands, start, taker
                )
            won = [[0, 0, 0] for _ in self.units]
            for winner, points in walk.played[:number]:
                unit = won[self.unit_of[winner]]
                unit[0] += points
                unit[2] += 1
            holder = walk.belote_holder
            entry = self.penalties.entry(
                contract,
                fault.rule,
                at_fault,
                [(cards, 0, tricks) for cards, _, tricks in won],
                hands,
                holder if holder >= 0 and self.deal.belote_credit(belote_name is not None) else -1,
                annonce_points,
                discard_points,
            )
            return self.results.illegal(contract, violation, claim, None if entry is None else entry[0])
        if walk.facts is None:
            raise _Reject  # an unfinished deal, legal so far: the reference path words it
        return self._finish(contract, walk.facts, walk.sweeps, annonce_points, claim)

    def _finish(
        self,
        contract: _Contract,
        facts: list[list[int]],
        sweeps: tuple[bool, bool, bool],
        annonce_points: dict[int, int],
        claim: Any,
    ) -> dict[str, Any]:
        """The lean result of a legal, complete deal from the walk's facts of each unit (in the
        order of `_UNIT_KEYS`, annonces still 0) and who took every trick (`DealWalk.sweeps`), with
        the annonce points of each unit that scores some.

        `_fastcore.c`'s `finish` computes the same contract key, scoring key and units (tested)."""
        taker, last_value, last_special, code, coinched_by, surcoinched_by = contract
        for unit, points in annonce_points.items():
            facts[unit][3] = points
        mult = self.results.mult(coinched_by, surcoinched_by)
        key = (
            self.unit_of[taker],
            last_value,
            last_special,
            mult,
            coinched_by >= 0,
            surcoinched_by >= 0,
            _KIND_OF_CODE[code],  # the formulas see sans atout / tout atout, never the suit
            *sweeps,  # the takers' side, the taker, the defence took every trick
            *[unit[i] for unit in facts for i in self.scorer.facts],
        )
        units = {name: dict(zip(_UNIT_KEYS, facts[u], strict=True)) for u, name in enumerate(self.units)}
        return self.results.complete((*contract, mult), key, units, claim)

    def _calls(self, calls: list[Any], start: int, turned: int) -> tuple[list[AuctionCall], list[int]]:
        """The record's calls as the kernel's walk reads them (`walk_auction`; each said by the
        seat whose turn it is, out of turn when another is written), up to the first this reader
        does not read, and the trump code each bid or take names (-1: none)."""
        seats, n = self.seats, self.n
        trumps, allowed_codes = self.trumps, self.allowed_codes
        special_index, ladder = self.special_index, self.auction.ladder
        passes, coinches, surcoinches = self.said_calls
        read: list[AuctionCall] = []
        codes: list[int] = []
        seat = start
        try:
            for call in calls:
                if type(call) is not dict:
                    break
                out_of_turn = call.get("seat") != seats[seat]
                word = call.get("call")
                code = -1
                if word == "pass" and len(call) == 2:
                    read.append(passes[seat][out_of_turn])
                elif word == "bid" and call.keys() == CALL_KEYS:
                    text = call["trump"]
                    code = trumps[text] if type(text) is str and text in trumps else self._trump(text)
                    value = call["value"]
                    if code not in allowed_codes or not (
                        (type(value) is str and value in special_index)
                        or (type(value) is int and 0 <= value < len(ladder) and ladder[value])
                    ):
                        break
                    read.append((seat, out_of_turn, CallKind.BID, value, _CODE_KINDS[code]))
                elif word == "coinche" and len(call) == 2:
                    read.append(coinches[seat][out_of_turn])
                elif word == "surcoinche" and len(call) == 2:
                    read.append(surcoinches[seat][out_of_turn])
                elif word == "take" and call.keys() <= _TAKE_KEYS and turned >= 0:
                    turned_suit = turned >> 3
                    code = self._trump(call["trump"]) if "trump" in call else -1
                    if code > 3:  # sans atout or tout atout, where the variant plays it
                        if code not in allowed_codes:
                            break
                        kind = CallKind.TAKE_MODE
                    elif code == -1 or code == turned_suit:
                        kind = CallKind.TAKE if code == -1 else CallKind.TAKE_TURNED
                        code = turned_suit
                    else:
                        kind = CallKind.TAKE_OTHER
                    read.append((seat, out_of_turn, kind, None, _CODE_KINDS[code]))
                else:
                    break
                codes.append(code)
                seat = seat + 1 if seat + 1 < n else 0
        except _Reject:  # a trump this reader does not read
            pass
        return read, codes

    def _auction_fault(
        self, data: dict[str, Any], index: int, state: AuctionState, code: int, turned: int
    ) -> dict[str, Any]:
        """The lean result of a record whose auction the walk stopped at call `index`, the calls
        before it having left `state` (`code`: the standing bid's trump, which no sentence reads):
        see `_call_violation`."""
        violation = self._call_violation(data, index, state, turned)
        return self.results.illegal(None, violation, data.get("claim"), None)

    def _call_violation(
        self, data: dict[str, Any], index: int, state: AuctionState, turned: int, *, walked: bool = False
    ) -> dict[str, Any]:
        """The violation of call `index`, the calls before it having left `state`: the kernel's
        verdict on that call alone in the reference's words (`AuctionFaults`); `_Reject` when the
        kernel finds it legal (a call this walk does not read) or the reference might not read the
        whole record (`record_shape`: the schema's shape, then the parts this walk had not read),
        as the reference reads it all first. `walked`: the compiled walk read the record up to that
        call (`Core.judge_flat`), so the core looks only at the rest (`Core.rest_certain`)."""
        core = self.core
        rest = walked and self.walk_reads_shape and core is not None and core.rest_certain(data, index)
        if not rest and not (  # (else the whole record, a spelling the core has not read yet...)
            certain_shape(data)
            and certain_rest(data, self.seat_index, self.units, self.cards, self._is_card, self._is_trump)
        ):
            raise _Reject
        faults = self.auction_faults
        if faults is None:  # (built on the first illegal call: none in most files)
            faults = self.auction_faults = AuctionFaults(self.variant)
        violation = faults.violation(data, index, state, turned)
        if violation is None:
            raise _Reject  # legal: a call written in a way this walk does not read
        return violation

    def _is_card(self, token: str) -> bool:
        return token in self.cards or self._learn(token)

    def _is_trump(self, text: str) -> bool:
        try:
            return text in self.trumps or self._trump(text) >= 0
        except _Reject:
            return False

    def _from_core(self, judged: tuple[Any, ...], data: dict[str, Any]) -> dict[str, Any]:
        """The lean result from what `_fastcore.Core.judge` found: () for a redeal, else the
        (contract key, scoring key, units) that `_finish` computes, declared annonces included (the
        core settles them with `annonce_book`'s memos), or the facts of an illegal card."""
        claim = data.get("claim")
        annonces = data.get("annonces")
        if not judged:
            if annonces:
                raise _Reject  # annonces on a redeal: the reference path words it
            return self.results.redeal(claim)
        if len(judged) != 3:
            return self._illegal_from_core(judged, data, claim, annonces)
        contract_key, key, units = judged
        return self.results.complete(contract_key, key, units, claim)

    def _illegal_from_core(
        self, judged: tuple[Any, ...], data: dict[str, Any], claim: Any, annonces: Any
    ) -> dict[str, Any]:
        """The lean result of a deal whose play holds an illegal card, from the facts the compiled
        core found (see `_fastcore.c` `illegal`): nothing is played again here (`_illegal_parts`)."""
        contract, _, facts, (rule, allowed, subset), entry = self._illegal_parts(judged, data, annonces)
        number, position, seat, card, led, _, _ = facts
        violation = self.words.violation(rule, allowed, number, position, seat, card, led, subset)
        return self.results.illegal(contract, violation, claim, None if entry is None else entry[0])

    def illegal_pieces(self, judged: tuple[Any, ...], data: dict[str, Any]) -> IllegalPieces:
        """`_illegal_from_core` for the batch's JSON line: the pieces `refscore.fast.batch_lines.IllegalLines`
        writes it from (see `IllegalPieces`), with no dict built for the violation or the result.
        `judged`: the compiled core's facts of an illegal card (`Core.judge_flat`, 12 items)."""
        _, _, facts, (rule, allowed, subset), entry = self._illegal_parts(
            judged, data, data.get("annonces"), lazy=True
        )
        number, position, seat, card, led, _, _ = facts
        return IllegalPieces(
            judged[0],  # (the core's contract key: the contract and its multiplier, as `LegalPieces`')
            data.get("claim"),
            rule,
            number,
            position,
            seat,
            card,
            led if position else -1,
            allowed,
            entry,
            subset,
        )

    def _illegal_parts(
        self, judged: tuple[Any, ...], data: dict[str, Any], annonces: Any, *, lazy: bool = False
    ) -> tuple[_Contract, TrumpTable, tuple[Any, ...], tuple[str, int, int], list[Any] | None]:
        """What an illegal card's result is written from, given the compiled core's facts: the
        contract, the trump's table, the facts of the card (trick, position,
        seat, card, card led, the situation's index and the hand's subsets), the rule broken and the
        legal set (`ViolationWords.facts`), and the penalty's plan entry (`PenaltyEntries.entry`, its
        JSON object left unbuilt with `lazy`: only its bytes are written). The
        violation's rule comes from the kernel's table by the situation's index, the penalty from
        what each seat won before the trick; declared annonces are settled on the hands when play
        started."""
        (
            contract_key,
            number,
            position,
            seat,
            card,
            index,
            subsets,
            seat_points,
            seat_tricks,
            hands,
            belote,
            discard_points,
        ) = judged
        contract: _Contract = contract_key[:6]
        taker, code = contract[0], contract[3]
        table = self.tables[code]
        assert table is not None, "the core plays only with the tables it was given"
        if annonces:
            leader = (self.seat_index[data["dealer"]] + self.first_offset) % self.n
            annonce_points = self.annonces.innocent(
                annonces,
                self.annonces.points(annonces, code, list(hands), leader, taker),
                seat,
                code,
                list(hands),
                leader,
                taker,
            )
        else:
            annonce_points = {}
        led = self.cards[data["tricks"][number][0]] if position else card
        won = [(sum(seats(seat_points)), 0, sum(seats(seat_tricks))) for seats in self.unit_seats]
        broken = self.words.facts(table, seat, card, index, subsets)
        entry = self.penalties.entry(
            contract, broken[0], seat, won, hands, belote, annonce_points, discard_points, lazy=lazy
        )
        return contract, table, (number, position, seat, card, led, index, subsets), broken, entry

    def _claim_shape(self, claim: Any) -> None:
        if type(claim) is not dict or not 1 <= len(claim) <= 4:
            raise _Reject
        units = self.units
        for unit, value in claim.items():
            if unit not in units or type(value) is not int or not -_CLAIM_LIMIT <= value <= _CLAIM_LIMIT:
                raise _Reject
