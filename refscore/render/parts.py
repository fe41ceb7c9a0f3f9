"""One walk over a checked deal: the parts of a `CheckResult` in reading order, as typed values.

Why one walker: the JSON result, the text of `refscore check`, the story of `refscore explain` and
the HTML page all tell the same deal: the auction up to the illegal call, the declarations, each
trick with its winner, the dix de der and the belote, the card that broke a rule with the cards
that were allowed, the score, the claim, the penalty, the notes and the verdict. Each renderer used
to find these on its own (which call was the bad one, which trick was the last, who held the
belote, where the illegal card sat in its trick); now `walk` finds them once, and a renderer only
turns each part into its format. A new part of the output goes here first, as a new frozen
dataclass in `Part`: every renderer matches `Part` exhaustively (`assert_never`), so mypy names
each one that has not been taught it.

The order of the parts is the order of the deal (`walk`'s docstring); a renderer that shows a part
elsewhere (the verdict at the top of the page) keeps it until its place comes. Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property

from refscore.base.cards import Card, Suit, make_card, suit_of
from refscore.base.kinds import Status
from refscore.judge.auction_judge import Contract, first_player
from refscore.judge.check import CheckResult, PlayedTrick, Violation
from refscore.judge.penalty import Penalty
from refscore.judge.positions import RecordedTurn, Refusal, refusals
from refscore.judge.scoring import DealScore, ScoreLine, UnitFacts
from refscore.kernel.deal import DealTable
from refscore.kernel.play import ContractCards
from refscore.model.record import Annonce, Call, DealRecord
from refscore.model.variant import TrumpKind, Variant

__all__ = [
    "Auction",
    "Claim",
    "Declarations",
    "Hands",
    "Heading",
    "Notes",
    "Part",
    "PenaltyPart",
    "PlayFault",
    "Score",
    "Trick",
    "TrickWin",
    "UndeclaredBelote",
    "Unfinished",
    "Verdict",
    "verdict_of",
    "violation_card",
    "walk",
]

_TRICK_CARD = re.compile(r"^\$\.tricks\[(\d+)\](?:\.cards)?\[(\d+)\]$")
_TRICK = re.compile(r"^\$\.tricks\[(\d+)\]")
#: The score lines of the declarations (rules points.belote, points.annonces-strongest).
DECLARED_LINES = frozenset({"belote", "annonce"})


@dataclass(frozen=True)
class Heading:
    """Which deal is judged under which rules: the variant, and the variant the record names when it
    is another one (the reader must know the verdict is not under the record's own rules)."""

    variant: Variant
    fingerprint_warning: str | None
    record_variant: str | None


@dataclass(frozen=True)
class Hands:
    """The cards as dealt (the page draws them): the dealer, who speaks first, each hand in seat
    order, the chien and the taker's discard."""

    dealer: str
    first: str | None  # None when the dealer is no seat of the variant
    hands: tuple[tuple[str, tuple[Card, ...]], ...]
    chien: tuple[Card, ...]
    discard: tuple[Card, ...] | None


@dataclass(frozen=True)
class Auction:
    """The calls as recorded and what they came to.

    `bad` is the index of the illegal call (then `violation` says why, and the calls after it are
    not judged); `all_passed` when everybody passed (a redeal, or cards played after it);
    `unended` when it gave no contract and no play is blamed for coming before its end. `chien`:
    (the chien, the discard), sorted, when the taker of a chien game took it and discarded."""

    dealer: str
    first: str | None
    calls: tuple[Call, ...]
    bad: int | None
    violation: Violation | None
    contract: Contract | None
    all_passed: bool
    unended: bool
    chien: tuple[tuple[Card, ...], tuple[Card, ...]] | None


@dataclass(frozen=True)
class Declarations:
    """The belote and the annonces declared, the score lines they earned, and the violation of a
    false declaration or a wrong discard (phases `annonce`, `belote`, `discard`)."""

    belote: str | None
    annonces: tuple[Annonce, ...]
    scored: tuple[ScoreLine, ...]
    violation: Violation | None


@dataclass(frozen=True)
class TrickWin:
    """Why the winning card won: the facts the story puts in words (trump led, the only trump, the
    highest of `trumps` trumps, or the highest of the suit led in `kind`)."""

    card: Card
    trump: bool  # the winning card is a trump
    trump_led: bool
    trumps: int  # how many trumps were played to the trick
    led: Suit
    kind: TrumpKind


@dataclass(frozen=True)
class Trick:
    """One trick as played: its cards, its winner and why, the dix de der when it is the last trick
    of a complete deal, and the belote and rebelote counted in it (seat, card, `belote|rebelote`).

    `unit` and `win` are computed when first read: the JSON result and the batch check (which walk
    every trick of every deal) need only the trick itself."""

    trick: PlayedTrick
    der: int | None
    belote: tuple[tuple[str, Card, str], ...]
    variant: Variant = field(compare=False, repr=False)
    cards: ContractCards | None = field(compare=False, repr=False)

    @cached_property
    def unit(self) -> str | None:
        """The scoring unit of the winner (None while unfinished)."""
        return self.variant.team_of(self.trick.winner) if self.trick.winner is not None else None

    @cached_property
    def win(self) -> TrickWin | None:
        """Why the winning card won (None while unfinished)."""
        cards = self.cards
        if self.trick.winner is None or cards is None:
            return None
        played = [card for _, card in self.trick.cards]
        winning = played[cards.winning_index(played)]
        return TrickWin(
            winning,
            cards.is_trump[winning],
            cards.is_trump[played[0]],
            sum(1 for card in played if cards.is_trump[card]),
            suit_of(played[0]),
            cards.kind,
        )


@dataclass(frozen=True)
class UndeclaredBelote:
    """The king and queen of trump were held but not declared, where the variant wants it declared
    (rule points.belote): the deal scores without it."""

    holder: str


@dataclass(frozen=True)
class PlayFault:
    """The illegal card of the play, or play where there was none (cards after everybody passed).

    `located`: (trick index, card index), 0-based, when the fault is a card of a trick; `position`:
    the table at that moment (the hand, the cards allowed, the trick so far), from which `refusals`
    says which rule removed which cards."""

    violation: Violation
    number: int  # the trick, 1-based
    before_contract: bool  # the play came where the auction gave no contract
    located: tuple[int, int] | None
    position: RecordedTurn | None
    card: Card | None
    refusals: tuple[Refusal, ...]


@dataclass(frozen=True)
class Unfinished:
    """A legal deal whose play stops before the end (rule play.complete): `cards` played so far."""

    cards: int


@dataclass(frozen=True)
class Score:
    """The score of the deal (`score` None when there is none: illegal, redeal or incomplete), the
    facts of each unit, the breakdown lines with their rule ids, and the final scores."""

    status: Status
    score: DealScore | None
    facts: tuple[tuple[str, UnitFacts], ...]
    lines: tuple[ScoreLine, ...]
    scores: dict[str, int] | None


@dataclass(frozen=True)
class Claim:
    """The score the table wrote, and whether the rules give the same (`confirmed` None when there
    is no score to compare with)."""

    claimed: dict[str, int]
    confirmed: bool | None
    scores: dict[str, int] | None


@dataclass(frozen=True)
class PenaltyPart:
    """What the table writes after an irregularity (rules penalty.*)."""

    penalty: Penalty


@dataclass(frozen=True)
class Notes:
    """What the check noticed without it being a fault (a redeal, an unfinished auction...)."""

    notes: tuple[str, ...]


@dataclass(frozen=True)
class Verdict:
    """The judgement: the status, the first violation (or the refuted claim), the scores."""

    status: Status
    violation: Violation | None
    scores: dict[str, int] | None
    made: bool | None
    case_rule: str | None
    claim_confirmed: bool | None


Part = (
    Heading
    | Hands
    | Auction
    | Declarations
    | Trick
    | UndeclaredBelote
    | PlayFault
    | Unfinished
    | Score
    | Claim
    | PenaltyPart
    | Notes
    | Verdict
)


def walk(result: CheckResult, record: DealRecord | None = None) -> Iterator[Part]:
    """The parts of `result` in reading order: `Heading`, `Hands` (with a record), `Auction`,
    `Declarations`, one `Trick` a trick, `UndeclaredBelote`, `PlayFault` or `Unfinished`, `Score`,
    `Claim`, `PenaltyPart`, `Notes`, `Verdict`; the optional ones only when the deal has them.

    `record` is the deal that was checked: the calls, the hands and the declarations are the
    record's (a `CheckResult` keeps only what the check concluded). Without it (the JSON result of
    a batch line) those parts say only what the result knows.
    """
    variant = result.variant
    violation = result.violation
    named = record.variant if record is not None else None
    yield Heading(variant, result.fingerprint_warning, named if named and named != variant.id else None)
    if record is not None:
        yield _hands(variant, record)
    yield _auction(result, record)
    yield _declarations(result, record)
    holder, events, counted = _belote_events(result, record)
    cards = (
        ContractCards.build(variant.modes[result.contract.trump.kind], result.contract.trump.suit)
        if result.contract is not None
        else None
    )
    for trick in result.tricks:
        yield _trick(result, trick, cards, holder if counted else None, events)
    if (
        holder is not None
        and not counted
        and DealTable.of(variant).belote_called
        and result.score is not None
    ):
        yield UndeclaredBelote(holder)
    if violation is not None and violation.phase == "play":
        yield _play_fault(result, record, violation)
    elif result.contract is not None and result.status == "incomplete":
        yield Unfinished(sum(len(trick.cards) for trick in result.tricks))
    yield Score(
        result.status,
        result.score,
        tuple(result.facts.items()),
        tuple(result.lines),
        result.scores,
    )
    if result.claim is not None:
        yield Claim(result.claim, result.claim_confirmed, result.scores)
    if result.penalty is not None:
        yield PenaltyPart(result.penalty)
    yield Notes(tuple(result.notes))
    yield verdict_of(result)


def verdict_of(result: CheckResult) -> Verdict:
    """The `Verdict` part of `result` alone (the one-line verdicts that need nothing else)."""
    return Verdict(
        result.status,
        result.violation,
        result.scores,
        result.score.made if result.score is not None else None,
        result.score.case.rule if result.score is not None else None,
        result.claim_confirmed,
    )


def _first(variant: Variant, dealer: str) -> str | None:
    return first_player(variant, dealer) if dealer in variant.seats else None


def _hands(variant: Variant, record: DealRecord) -> Hands:
    return Hands(
        record.dealer,
        _first(variant, record.dealer),
        tuple((seat, tuple(record.hands.get(seat, ()))) for seat in variant.seats),
        tuple(record.chien),
        tuple(record.discard) if record.discard is not None else None,
    )


def _auction(result: CheckResult, record: DealRecord | None) -> Auction:
    variant = result.variant
    violation = result.violation if result.violation and result.violation.phase == "auction" else None
    bad = int(violation.where.split()[-1]) - 1 if violation is not None else None
    contract = result.contract
    chien = None
    if contract is not None and record is not None and variant.chien and record.discard is not None:
        chien = (tuple(sorted(record.chien)), tuple(sorted(record.discard)))
    all_passed = result.status == "redeal" or (
        result.violation is not None and result.violation.rule == "auction.all-pass"
    )
    return Auction(
        record.dealer if record is not None else "",
        _first(variant, record.dealer) if record is not None else None,
        tuple(record.calls) if record is not None else (),
        bad,
        violation,
        contract,
        all_passed,
        contract is None
        and not all_passed
        and not (result.violation is not None and result.violation.rule == "auction.end"),
        chien,
    )


def _declarations(result: CheckResult, record: DealRecord | None) -> Declarations:
    violation = result.violation
    return Declarations(
        record.belote if record is not None else None,
        tuple(record.annonces) if record is not None else (),
        tuple(line for line in result.lines if line.name in DECLARED_LINES),
        violation if violation is not None and violation.phase in ("annonce", "belote", "discard") else None,
    )


def _belote_events(
    result: CheckResult, record: DealRecord | None
) -> tuple[str | None, dict[Card, str], bool]:
    """(holder, {card: 'belote'|'rebelote'}, counted) for the king and queen of a suit trump."""
    variant = result.variant
    contract = result.contract
    if contract is None or record is None:
        return None, {}, False
    suit = contract.trump.suit
    if (
        suit is None
        or contract.trump.kind is not TrumpKind.SUIT
        or not variant.modes[contract.trump.kind].belote
    ):
        return None, {}, False
    king, queen = make_card(6, suit), make_card(5, suit)
    hands = {seat: list(hand) for seat, hand in record.hands.items()}
    if record.chien and contract.taker in hands:
        hands[contract.taker] += list(record.chien)
    holder = next((seat for seat, hand in hands.items() if king in hand and queen in hand), None)
    if holder is None:
        return None, {}, False
    order = [card for trick in result.tricks for _, card in trick.cards if card in (king, queen)]
    events = {card: ("belote" if index == 0 else "rebelote") for index, card in enumerate(order)}
    counted = any(f.belote for unit, f in result.facts.items() if unit == variant.team_of(holder))
    return holder, events, counted


def _trick(
    result: CheckResult,
    trick: PlayedTrick,
    cards: ContractCards | None,
    holder: str | None,
    events: dict[Card, str],
) -> Trick:
    variant = result.variant
    belote = (
        tuple((seat, card, events[card]) for seat, card in trick.cards if seat == holder and card in events)
        if holder is not None
        else ()
    )
    der = None
    if trick.winner is not None and trick.number == len(result.tricks) == variant.hand_size and result.facts:
        der = result.facts[variant.team_of(trick.winner)].der
    return Trick(trick, der, belote, variant, cards)


def _play_fault(result: CheckResult, record: DealRecord | None, violation: Violation) -> PlayFault:
    trick = _trick_index(violation.place)
    number = trick + 1 if trick is not None else len(result.tricks) + 1
    located = violation_card(violation)
    position: RecordedTurn | None = None
    card: Card | None = None
    if located is not None and record is not None:
        card = record.tricks[located[0]].plays[located[1]].card
        if violation.seat is not None:
            position = result.position  # (the check stopped at this card: its position)
    refused = tuple(refusals(position)) if position is not None else ()
    return PlayFault(violation, number, result.contract is None, located, position, card, refused)


def violation_card(violation: Violation) -> tuple[int, int] | None:
    """(trick index, card index), 0-based, of a violation on a card of the play."""
    match = _TRICK_CARD.match(violation.place)
    return (int(match[1]), int(match[2])) if match else None


def _trick_index(place: str) -> int | None:
    """The trick index, 0-based, of a place in the play (`$.tricks[3]...`)."""
    match = _TRICK.match(place)
    return int(match[1]) if match else None
