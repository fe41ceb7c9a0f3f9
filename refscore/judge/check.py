"""Judge one deal record under one variant: the auction, the play, the declarations, the score.

Why one entry point: `check_deal` is what the CLI, the conformance runner and the tests call. It is
pure (no I/O) and stops at the first illegal action, which it reports with the seat, the call or
card, the rule broken and what was legal at that moment.
"""

from __future__ import annotations

from typing import assert_never

from refscore.base.cards import Card, card_name, plural
from refscore.base.errors import sentence
from refscore.base.kinds import Phase
from refscore.base.places import call_where, card_where, trick_where
from refscore.judge.auction_judge import Contract, call_violation, contract_of, first_player
from refscore.judge.declarations import AnnonceViolation, SettledAnnonces, settle_annonces
from refscore.judge.penalty import walked_penalty
from refscore.judge.positions import RecordedTurn
from refscore.judge.result import CheckResult, PlayedTrick, Violation
from refscore.judge.scoring import UnitFacts
from refscore.judge.scoring_plan import score_from_facts
from refscore.judge.violation_words import card_sentence, claim_refutation
from refscore.kernel.deal_walk import (
    DealShape,
    Fault,
    FaultKind,
    Turn,
    WalkedTrick,
    WalkRules,
    cards_of,
    walk_record,
)
from refscore.kernel.play import ContractCards, legal_cards
from refscore.model.fingerprint import fingerprint_warning
from refscore.model.record import DealRecord
from refscore.model.variant import Variant

__all__ = ["CheckResult", "PlayedTrick", "Violation", "check_deal", "claim_refutation"]


def check_deal(record: DealRecord, variant: Variant) -> CheckResult:
    """Judge `record` under `variant` (see module docstring)."""
    result = CheckResult(variant, "legal", claim=record.claim)
    if record.fingerprint is not None and record.fingerprint != variant.fingerprint:
        result.fingerprint_warning = fingerprint_warning(record.fingerprint, variant.fingerprint)
        result.notes.append(result.fingerprint_warning)
    walk = walk_record(WalkRules.of(variant), DealShape.of(record, variant))
    state = walk.auction
    assert state is not None, "the walk of a record starts with its auction"
    if walk.fault is not None and walk.fault.kind is FaultKind.CALL:
        index = walk.fault.index
        bad = call_violation(
            variant,
            record.dealer,
            record.turned,
            (state, walk.code),
            (index, walk.fault.reason),
            record.calls[index],
        )
        where = (bad.call.path, call_where(bad.index), bad.call.seat, str(bad.call))
        return _illegal(result, Violation(bad.rule, "auction", *where, bad.message, bad.legal))
    if state.redeal:
        result.status, result.redeal = "redeal", True
        result.notes.append(sentence("note.redeal"))
        if record.tricks:
            message = "cards were played although everybody passed"
            return _illegal(
                result, _unseated("auction.all-pass", "play", record.tricks[0].path, "trick 1", message)
            )
        return _check_claim(result)
    contract = contract_of(variant, record.dealer, state, walk.code)
    if contract is not None and record.as_dealt:
        message = (
            f"the hands are as dealt before the auction ({variant.dealt_before_auction} cards each): "
            f"a deal that was taken needs the hands of the play ({variant.hand_size} cards)"
        )
        return _illegal(result, _unseated("deal.hand-size", "deal", "$.hands", "the hands", message))
    if contract is None:
        if record.tricks:
            message = "cards were played before the auction ended"
            return _illegal(
                result, _unseated("auction.end", "play", record.tricks[0].path, "trick 1", message)
            )
        result.status = "incomplete"
        result.notes.append(sentence("note.auction_not_ended"))
        return result
    result.contract = contract
    cards = ContractCards.build(variant.modes[contract.trump.kind], contract.trump.suit)
    first = first_player(variant, record.dealer)
    violation = _words(walk.fault, record, variant, contract) if walk.fault is not None else None
    settled = SettledAnnonces()
    if violation is None or violation.phase == "play":  # the annonces are judged before the play
        annonces = settle_annonces(variant, record, walk.hands_by_seat(variant.seats), contract, first)
        if isinstance(annonces, AnnonceViolation):
            false = annonces
            violation = Violation(
                false.rule, "annonce", false.path, false.where, false.seat, false.action, false.message
            )
        else:
            settled = annonces
            result.tricks = [_trick(variant, trick) for trick in walk.tricks]
            if walk.turn is not None:
                result.position = _position(result, cards, walk.turn)
    if violation is not None:
        result.penalty = walked_penalty(
            variant, record, contract, (violation.rule, violation.phase, violation.seat), walk, settled.points
        )
        return _illegal(result, violation)
    if walk.facts is None:
        result.status = "incomplete"
        result.notes.append(sentence("note.play_stops", count=sum(len(t.cards) for t in result.tricks)))
        return result

    result.facts = {
        unit: UnitFacts(*facts) for (unit, _), facts in zip(variant.teams, walk.facts, strict=True)
    }
    for unit, points in settled.points.items():
        result.facts[unit].annonces = points
    side_all, taker_all, defence_all = walk.sweeps
    result.score = score_from_facts(
        variant,
        contract,
        result.facts,
        taker_side_all_tricks=side_all,
        taker_all_tricks=taker_all,
        defence_all_tricks=defence_all,
        annonce_lines=settled.lines,
    )
    return _check_claim(result)


def _unseated(rule: str, phase: Phase, place: str, where: str, message: str) -> Violation:
    """A fault of the record itself: no seat is at fault, no call or card named."""
    return Violation(rule, phase, place, where, None, None, message)


def _illegal(result: CheckResult, violation: Violation) -> CheckResult:
    """Stop at the first illegal action: no score is computed past it."""
    result.status, result.violation = "illegal", violation
    return result


def _words(fault: Fault, record: DealRecord, variant: Variant, contract: Contract) -> Violation:
    """The first fault of the deal walk, in words: where it is in the record, what was legal."""
    seats = variant.seats
    seat = seats[fault.seat] if fault.seat >= 0 else None
    card = card_name(Card(fault.card)) if fault.card >= 0 else None
    legal = tuple(card_name(card) for card in cards_of(fault.allowed))
    phase: Phase = "play"
    match fault.kind:
        case FaultKind.TURNED:
            phase, place, where = "deal", "$.turned", "the turned card"
            message = f"the taker {seat} must receive the turned card {card}"
        case FaultKind.DISCARD_COUNT:
            phase, place, where, legal = "discard", "$.discard", "discard", (f"{variant.discard} cards",)
            message = f"the taker discarded {plural(fault.index, 'card')}"
        case FaultKind.DISCARD_CARD:
            phase, place, where = "discard", f"$.discard[{fault.index}]", "discard"
            message = f"{card} is not among the taker's cards"
        case FaultKind.BELOTE:
            phase, place, where, card = "belote", "$.belote", "belote", "belote"
            if contract.trump.suit is None or not variant.modes[contract.trump.kind].belote:
                message = f"false belote: there is no belote in {contract.trump.kind.value.replace('_', ' ')}"
            else:
                message = f"false belote: {seat} did not hold the king and queen of trump"
        case FaultKind.LEADER:
            place, where = f"{record.tricks[fault.trick].path}.leader", trick_where(fault.trick)
            legal = (seats[fault.leader],)
            message = f"{seat} led trick {fault.trick + 1}, but it was {legal[0]}'s lead"
        case FaultKind.UNFINISHED:
            trick = record.tricks[fault.trick]
            place, where, legal = trick.path, trick_where(fault.trick), (f"{len(seats)} cards",)
            message = f"trick {fault.trick + 1} has {len(trick.plays)} cards but is not the last one recorded"
        case FaultKind.CALL:
            raise AssertionError("an illegal call is worded by the auction's judge (call_violation)")
        case FaultKind.NOT_HELD | FaultKind.OBLIGATION:
            plays = record.tricks[fault.trick].plays
            place, where = plays[fault.position].path, card_where(fault.trick, fault.position)
            before = [play.card for play in plays[: fault.position]]
            message = card_sentence(fault.rule, seats[fault.seat], Card(fault.card), before, fault.subset)
        case _:
            assert_never(fault.kind)
    return Violation(fault.rule, phase, place, where, seat, card, message, legal)


def _trick(variant: Variant, trick: WalkedTrick) -> PlayedTrick:
    seats = variant.seats
    order = [seats[seat] for seat in trick.order]
    winner = seats[trick.winner] if trick.winner >= 0 else None
    played = tuple(zip(order, map(Card, trick.cards), strict=False))
    return PlayedTrick(trick.number, seats[trick.leader], played, winner, trick.points)


def _position(result: CheckResult, cards: ContractCards, turn: Turn) -> RecordedTurn:
    """The position of the seat whose turn it is: what the coach shows there (`positions.position_at`
    of the same record, trick and seat)."""
    variant = result.variant
    assert result.contract is not None, "the play starts once the auction gave a contract"
    seats = variant.seats
    order = [seats[seat] for seat in turn.order]
    seat = order[len(turn.before)]
    held = tuple(cards_of(turn.hand))
    played = [Card(card) for card in turn.before]
    legality = legal_cards(cards, variant.play, held, played, order, seat, variant.same_side)
    before = tuple(zip(order, played, strict=False))
    card = Card(turn.card) if turn.card >= 0 else None
    return RecordedTurn(
        variant, result.contract, cards, turn.number, seat, order[0], before, held, card, legality
    )


def _check_claim(result: CheckResult) -> CheckResult:
    scores = result.scores
    if result.claim is None or scores is None:
        return result
    violation = claim_refutation(
        result.claim, scores, result.score.case.rule if result.score is not None else None
    )
    result.claim_confirmed = violation is None
    if violation is not None:
        result.status = "wrong_claim"
        result.violation = violation
    return result
