"""Judge one deal record under one variant: the auction, the play, the declarations, the score.

Why one entry point: `check_deal` is what the CLI, the conformance runner and the tests call. It is
pure (no I/O) and stops at the first illegal action, which it reports with the seat, the call or
card, the rule broken and what was legal at that moment.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from refscore.base.cards import Card, card_name, plural, suit_of
from refscore.base.kinds import Phase, Status
from refscore.base.places import call_where, card_where, trick_where
from refscore.judge.auction_judge import Contract, first_player, judge_auction
from refscore.judge.declarations import AnnonceViolation, SettledAnnonces, settle_annonces
from refscore.judge.penalty import Penalty, irregularity_of, penalty_score
from refscore.judge.positions import RecordedTurn
from refscore.judge.scoring import DealScore, ScoreLine, UnitFacts, deal_names, score_deal
from refscore.kernel.belote import belote_pair
from refscore.kernel.deal import DealTable, Sweep, sweep_of
from refscore.kernel.play import ContractCards, legal_cards
from refscore.model.fingerprint import fingerprint_warning
from refscore.model.record import DealRecord
from refscore.model.rule_ids import RULES
from refscore.model.variant import Variant


@dataclass(frozen=True)
class Violation:
    """The first illegal action of a deal (or a refuted claim)."""

    rule: str
    phase: Phase
    place: str  # JSON path in the record
    where: str  # for people: "call 4", "trick 3, card 2"
    seat: str | None
    action: str | None  # the call or card
    message: str
    legal: tuple[str, ...] = ()

    @property
    def rule_title(self) -> str:
        rule = RULES.get(self.rule)
        return rule.title if rule else self.rule


@dataclass(frozen=True)
class PlayedTrick:
    number: int
    leader: str
    cards: tuple[tuple[str, Card], ...]
    winner: str | None  # None while unfinished
    points: int


@dataclass
class CheckResult:
    """Everything `refscore check` reports about one deal."""

    variant: Variant
    status: Status
    contract: Contract | None = None
    violation: Violation | None = None
    tricks: list[PlayedTrick] = field(default_factory=list)
    facts: dict[str, UnitFacts] = field(default_factory=dict)
    score: DealScore | None = None
    claim: dict[str, int] | None = None
    claim_confirmed: bool | None = None
    redeal: bool = False
    notes: list[str] = field(default_factory=list)
    fingerprint_warning: str | None = None  # the record names other rules than `variant`'s (house)
    penalty: Penalty | None = None  # what the table writes after an irregularity (rules penalty.*)
    #: where the play stopped: the first illegal card's position (the hand held, the cards before it,
    #: what was legal), or the next card's in a deal legal so far but unfinished; None elsewhere.
    #: Why carried: the renderers, the coach's words and the conformance reference read it instead
    #: of replaying the deal (`positions.position_at` is for positions the check did not stop at).
    position: RecordedTurn | None = None

    @property
    def scores(self) -> dict[str, int] | None:
        if self.score is not None:
            return self.score.scores
        if self.redeal and self.status != "illegal":  # a redeal scores nothing (rule score.redeal)
            return {unit: 0 for unit, _ in self.variant.teams}
        return None

    @property
    def lines(self) -> list[ScoreLine]:
        return self.score.lines if self.score is not None else []


def check_deal(record: DealRecord, variant: Variant) -> CheckResult:
    """Judge `record` under `variant` (see module docstring)."""
    result = CheckResult(variant, "legal", claim=record.claim)
    if record.fingerprint is not None and record.fingerprint != variant.fingerprint:
        result.fingerprint_warning = fingerprint_warning(record.fingerprint, variant.fingerprint)
        result.notes.append(result.fingerprint_warning)
    auction = judge_auction(variant, record.dealer, record.calls, record.turned)
    if auction.violation is not None:
        bad = auction.violation
        return _illegal(
            result,
            Violation(
                bad.rule,
                "auction",
                bad.call.path,
                call_where(bad.index),
                bad.call.seat,
                str(bad.call),
                bad.message,
                bad.legal,
            ),
        )
    if auction.redeal:
        result.status, result.redeal = "redeal", True
        result.notes.append("everybody passed: the cards are redealt and nobody scores (rule score.redeal)")
        if record.tricks:
            return _illegal(
                result,
                Violation(
                    "auction.all-pass",
                    "play",
                    record.tricks[0].path,
                    "trick 1",
                    None,
                    None,
                    "cards were played although everybody passed",
                ),
            )
        return _check_claim(result)
    contract = auction.contract
    if contract is not None and record.as_dealt:
        return _illegal(
            result,
            Violation(
                "deal.hand-size",
                "deal",
                "$.hands",
                "the hands",
                None,
                None,
                f"the hands are as dealt before the auction ({variant.dealt_before_auction} cards each): "
                f"a deal that was taken needs the hands of the play ({variant.hand_size} cards)",
            ),
        )
    if contract is None:
        if record.tricks:
            return _illegal(
                result,
                Violation(
                    "auction.end",
                    "play",
                    record.tricks[0].path,
                    "trick 1",
                    None,
                    None,
                    "cards were played before the auction ended",
                ),
            )
        result.status = "incomplete"
        result.notes.append("the auction has not ended: nothing to score yet")
        return result
    result.contract = contract

    cards = ContractCards.build(variant.modes[contract.trump.kind], contract.trump.suit)
    hands = {seat: list(hand) for seat, hand in record.hands.items()}
    belote_holder: str | None = None
    settled = SettledAnnonces()

    def before_play() -> Violation | None:
        """The turned card, the chien, the belote and annonce declarations, in that order."""
        nonlocal belote_holder, settled
        violation = _check_turned(record, contract) or _take_chien(record, variant, contract, hands)
        if violation is not None:
            return violation
        belote_holder = _belote_holder(variant, contract, hands)
        violation = _check_belote_declaration(record, contract, variant, belote_holder)
        if violation is not None:
            return violation
        annonces = settle_annonces(variant, record, hands, contract, first_player(variant, record.dealer))
        if isinstance(annonces, AnnonceViolation):
            return Violation(
                annonces.rule,
                "annonce",
                annonces.path,
                annonces.where,
                annonces.seat,
                annonces.action,
                annonces.message,
            )
        settled = annonces
        return None

    violation = before_play() or _play(record, variant, cards, hands, result)
    if violation is not None:
        result.penalty = _penalty(
            record, variant, contract, cards, violation, result.tricks, belote_holder, settled.points
        )
        return _illegal(result, violation)
    tricks_per_deal = variant.hand_size
    if len(result.tricks) < tricks_per_deal or result.tricks[-1].winner is None:
        result.position = _next_position(record, variant, contract, cards, hands, result)
        result.status = "incomplete"
        result.notes.append(
            f"the play stops after {sum(len(t.cards) for t in result.tricks)} cards: "
            "legal so far, nothing to score yet (rule play.complete)"
        )
        return result

    result.facts = _facts(variant, contract, result.tricks, cards, record, belote_holder, settled.points)
    taker_tricks = [t for t in result.tricks if t.winner == contract.taker]
    side_tricks = result.facts[variant.team_of(contract.taker)].tricks_won
    result.score = score_from_facts(
        variant,
        contract,
        result.facts,
        taker_side_all_tricks=side_tricks == len(result.tricks),
        taker_all_tricks=len(taker_tricks) == len(result.tricks),
        defence_all_tricks=side_tricks == 0,
        annonce_lines=settled.lines,
    )
    return _check_claim(result)


def score_from_facts(
    variant: Variant,
    contract: Contract,
    facts: dict[str, UnitFacts],
    *,
    taker_side_all_tricks: bool,
    taker_all_tricks: bool,
    defence_all_tricks: bool,
    annonce_lines: list[ScoreLine],
) -> DealScore:
    """Score a deal from its per-unit facts: the deal-level names, the formulas, the breakdown.

    Why here: `check_deal` and the facts record (`refscore.judge.facts_check`) both score by it, so a deal
    and the facts a table wrote of it get the same formulas, the same lines and the same rule ids.
    The three `*_all_tricks` say who took every trick (the taker's side, the taker himself, the
    defence); a facts record knows them without the tricks.
    """
    taker_unit = variant.team_of(contract.taker)
    special = variant.auction.special(contract.special) if contract.special else None
    names = deal_names(
        variant,
        contract,
        taker_side_all_tricks=taker_side_all_tricks,
        taker_all_tricks=taker_all_tricks,
        defence_all_tricks=defence_all_tricks,
    )
    score = score_deal(variant, facts, taker_unit, names, special)
    score.lines[:0] = _fact_lines(variant, facts, contract, annonce_lines)
    return score


def _penalty(
    record: DealRecord,
    variant: Variant,
    contract: Contract,
    cards: ContractCards,
    violation: Violation,
    tricks: list[PlayedTrick],
    belote_holder: str | None,
    settled_points: dict[str, int],
) -> Penalty | None:
    """The score of an irregularity in play or a false annonce (rules `penalty.*`), from the deal's facts.

    The side at fault scores no annonces and its annonces do not compete (spec 6.1, 6.2): the
    others' are settled as if it had declared none, after an illegal card as after a false annonce
    (`settled_points`, the settlement of every declaration, serves when the side at fault declared
    nothing). A false annonce is known only at the end: the play is judged on its own (up to any
    illegal card) for what each unit won.
    """
    irregularity = irregularity_of(violation.rule, violation.phase, violation.seat)
    if irregularity is None or violation.seat is None:
        return None
    at_fault = variant.team_of(violation.seat)
    annonces = dict(settled_points)
    kept = tuple(a for a in record.annonces if variant.team_of(a.seat) != at_fault)
    hands = {seat: list(hand) for seat, hand in record.hands.items()}
    if irregularity == "false_annonce" or len(kept) != len(record.annonces):
        if _take_chien(record, variant, contract, hands) is not None:
            return None
        leader = first_player(variant, record.dealer)
        settled = settle_annonces(variant, replace(record, annonces=kept), hands, contract, leader)
        annonces = settled.points if isinstance(settled, SettledAnnonces) else {}
    if irregularity == "false_annonce":
        scratch = CheckResult(variant, "legal", contract)
        _play(record, variant, cards, hands, scratch)
        tricks = scratch.tricks
    done = [trick for trick in tricks if trick.winner is not None]
    won = {unit: UnitFacts() for unit, _ in variant.teams}
    for trick in done:
        assert trick.winner is not None
        unit = won[variant.team_of(trick.winner)]
        unit.cards += trick.points
        unit.tricks_won += 1
    deal = DealTable.of(variant)
    if irregularity == "false_annonce" and len(done) == variant.hand_size and done[-1].winner is not None:
        won[variant.team_of(done[-1].winner)].der = deal.last_trick_value(Sweep.NONE)
    belote_unit = (
        variant.team_of(belote_holder)
        if belote_holder is not None and deal.belote_credit(record.belote == belote_holder)
        else None
    )
    in_hands = [card for hand in record.hands.values() for card in hand] + list(record.chien)
    discard = sum(cards.points[card] for card in record.discard or ())
    return penalty_score(
        variant,
        contract,
        irregularity,
        violation.seat,
        play_points=sum(cards.points[card] for card in in_hands) - discard,
        discard=discard,
        belote_unit=belote_unit,
        annonces=annonces,
        won=won,
    )


def _illegal(result: CheckResult, violation: Violation) -> CheckResult:
    """Stop at the first illegal action: no score is computed past it."""
    result.status, result.violation = "illegal", violation
    return result


def _check_turned(record: DealRecord, contract: Contract) -> Violation | None:
    """Classic belote: the taker receives the turned card (rule deal.turned)."""
    if record.turned is None or record.turned in record.hands[contract.taker]:
        return None
    name = card_name(record.turned)
    return Violation(
        "deal.turned",
        "deal",
        "$.turned",
        "the turned card",
        contract.taker,
        name,
        f"the taker {contract.taker} must receive the turned card {name}",
    )


def _take_chien(
    record: DealRecord, variant: Variant, contract: Contract, hands: dict[str, list[Card]]
) -> Violation | None:
    """Chien games: the taker takes the chien and discards (rule deal.discard)."""
    if record.discard is None and (variant.chien == 0 or not record.tricks):
        return None  # no chien, or a record that stops before the discard (then it is incomplete)
    taker_hand = hands[contract.taker] + list(record.chien)
    discard = record.discard or ()
    if len(discard) != variant.discard:
        return Violation(
            "deal.discard",
            "discard",
            "$.discard",
            "discard",
            contract.taker,
            None,
            f"the taker discarded {plural(len(discard), 'card')}",
            (f"{variant.discard} cards",),
        )
    for index, card in enumerate(discard):
        if card not in taker_hand:
            return Violation(
                "deal.discard",
                "discard",
                f"$.discard[{index}]",
                "discard",
                contract.taker,
                card_name(card),
                f"{card_name(card)} is not among the taker's cards",
                tuple(card_name(c) for c in sorted(taker_hand)),
            )
        taker_hand.remove(card)
    hands[contract.taker] = taker_hand
    return None


def _belote_holder(variant: Variant, contract: Contract, hands: dict[str, list[Card]]) -> str | None:
    """The seat holding king and queen of trump when play starts, where the trump mode has a belote."""
    pair = belote_pair(variant.modes[contract.trump.kind], contract.trump.suit)
    if not pair:
        return None
    return next((seat for seat, hand in hands.items() if all(card in hand for card in pair)), None)


def _check_belote_declaration(
    record: DealRecord, contract: Contract, variant: Variant, holder: str | None
) -> Violation | None:
    """A declared belote must be held, in a trump mode that has one (rule belote.valid)."""
    if record.belote is None or record.belote == holder:
        return None
    if contract.trump.suit is None or not variant.modes[contract.trump.kind].belote:
        reason = f"there is no belote in {contract.trump.kind.value.replace('_', ' ')}"
    else:
        reason = f"{record.belote} did not hold the king and queen of trump"
    return Violation(
        "belote.valid", "belote", "$.belote", "belote", record.belote, "belote", f"false belote: {reason}"
    )


def _play(
    record: DealRecord,
    variant: Variant,
    cards: ContractCards,
    hands: dict[str, list[Card]],
    result: CheckResult,
) -> Violation | None:
    seats = variant.seats
    leader = first_player(variant, record.dealer)
    per_trick = len(seats)
    for number, trick in enumerate(record.tricks, start=1):
        if trick.leader is not None and trick.leader != leader:
            return Violation(
                "play.turn",
                "play",
                f"{trick.path}.leader",
                trick_where(number - 1),
                trick.leader,
                None,
                f"{trick.leader} led trick {number}, but it was {leader}'s lead",
                (leader,),
            )
        if len(trick.plays) < per_trick and number < len(record.tricks):
            return Violation(
                "play.complete",
                "play",
                trick.path,
                trick_where(number - 1),
                None,
                None,
                f"trick {number} has {len(trick.plays)} cards but is not the last one recorded",
                (f"{per_trick} cards",),
            )
        order = [seats[(seats.index(leader) + i) % per_trick] for i in range(per_trick)]
        played: list[Card] = []
        for position, play in enumerate(trick.plays):
            seat = order[position]
            hand = hands[seat]
            legality = legal_cards(cards, variant.play, hand, played, order, seat, variant.same_side)
            held = play.card in hand
            broken = legality.broken_rule(play.card) if held else None
            if not held or broken is not None:
                result.position = _position(result, cards, number, leader, order, played, hand, play.card)
            if not held:
                return Violation(
                    "play.card-held",
                    "play",
                    play.path,
                    card_where(number - 1, position),
                    seat,
                    card_name(play.card),
                    f"{seat} does not hold {card_name(play.card)}",
                    _names(legality.allowed),
                )
            if broken is not None:
                return Violation(
                    broken,
                    "play",
                    play.path,
                    card_where(number - 1, position),
                    seat,
                    card_name(play.card),
                    _explain(broken, seat, play.card, played),
                    _names(legality.allowed),
                )
            hand.remove(play.card)
            played.append(play.card)
        finished = len(played) == per_trick
        winner = order[cards.winning_index(played)] if finished else None
        result.tricks.append(
            PlayedTrick(
                number,
                leader,
                tuple(zip(order, played, strict=False)),
                winner,
                sum(cards.points[c] for c in played),
            )
        )
        if winner is not None:
            leader = winner
    return None


def _position(
    result: CheckResult,
    cards: ContractCards,
    number: int,
    leader: str,
    order: list[str],
    played: list[Card],
    hand: list[Card],
    card: Card | None,
) -> RecordedTurn:
    """The position of the seat whose turn it is in trick `number` (1-based): what the coach shows
    there (`positions.position_at` of the same record, trick and seat)."""
    variant = result.variant
    assert result.contract is not None, "the play starts once the auction gave a contract"
    seat = order[len(played)]
    held = tuple(sorted(hand))
    legality = legal_cards(cards, variant.play, held, played, order, seat, variant.same_side)
    before = tuple(zip(order, played, strict=False))
    return RecordedTurn(variant, result.contract, cards, number, seat, leader, before, held, card, legality)


def _next_position(
    record: DealRecord,
    variant: Variant,
    contract: Contract,
    cards: ContractCards,
    hands: dict[str, list[Card]],
    result: CheckResult,
) -> RecordedTurn | None:
    """The position of the next card of a deal legal so far but unfinished (None once every card of
    the deal is played)."""
    seats = variant.seats
    last = result.tricks[-1] if result.tricks else None
    played: list[Card]
    if last is None:
        number, leader, played = 1, first_player(variant, record.dealer), []
    elif last.winner is not None:
        number, leader, played = last.number + 1, last.winner, []
    else:
        number, leader, played = last.number, last.leader, [card for _, card in last.cards]
    if number > variant.hand_size:
        return None
    order = [seats[(seats.index(leader) + i) % len(seats)] for i in range(len(seats))]
    return _position(result, cards, number, leader, order, played, hands[order[len(played)]], None)


def _names(cards: tuple[Card, ...] | list[Card]) -> tuple[str, ...]:
    return tuple(card_name(card) for card in sorted(cards))


def _explain(rule: str, seat: str, card: Card, trick: list[Card]) -> str:
    """One sentence for people: what the player did and which duty it broke."""
    led = "SHDC"[suit_of(trick[0])] if trick else "?"
    played = f"{seat} played {card_name(card)}"
    reasons = {
        "play.follow-suit": f"{played} but holds cards of the suit led ({led})",
        "play.trump-lead-overtake": f"{played} on a trump lead but could go over",
        "play.all-trump-overtake": f"{played} but could go over in the suit led (tout atout)",
        "play.must-ruff": f"{played} but could not follow {led} and had to ruff",
        "play.must-overruff": f"{played} but had to over-ruff the opponent's trump",
        "play.underruff": f"{played} against the under-ruffing rule",
        "play.overtrump-partner": f"{played} but had to go over the partner's trump",
    }
    return reasons.get(rule, f"{seat} may not play {card_name(card)}")


def _facts(
    variant: Variant,
    contract: Contract,
    tricks: list[PlayedTrick],
    cards: ContractCards,
    record: DealRecord,
    belote_holder: str | None,
    annonces: dict[str, int],
) -> dict[str, UnitFacts]:
    facts = {unit: UnitFacts() for unit, _ in variant.teams}
    for trick in tricks:
        assert trick.winner is not None
        unit = facts[variant.team_of(trick.winner)]
        unit.cards += trick.points
        unit.tricks_won += 1
    last_winner = tricks[-1].winner
    assert last_winner is not None
    winners = {t.winner for t in tricks}
    deal = DealTable.of(variant)
    sweep = sweep_of(len({variant.team_of(w) for w in winners if w}) == 1, len(winners) == 1)
    facts[variant.team_of(last_winner)].der = deal.last_trick_value(sweep)
    if belote_holder is not None:
        facts[variant.team_of(belote_holder)].belote = deal.belote_credit(record.belote == belote_holder)
    if record.discard:
        facts[variant.team_of(contract.taker)].discard = sum(cards.points[c] for c in record.discard)
    for scoring_unit, points in annonces.items():
        facts[scoring_unit].annonces = points
    return facts


def _fact_lines(
    variant: Variant, facts: dict[str, UnitFacts], contract: Contract, annonce_lines: list[ScoreLine]
) -> list[ScoreLine]:
    lines = [
        ScoreLine(
            None,
            "contract",
            contract.value,
            "score.multiplier",
            f"{contract} taken by {contract.taker}, multiplier {contract.mult}",
        )
    ]
    for unit, fact in facts.items():
        lines.append(
            ScoreLine(unit, "card points", fact.cards, "points.card-values", f"{fact.tricks_won} tricks")
        )
        if fact.der:
            plain = fact.der == DealTable.of(variant).last_trick_value(Sweep.NONE)
            rule_detail = "last trick" if plain else "last trick, every trick taken"
            lines.append(ScoreLine(unit, "dix de der", fact.der, "points.dix-de-der", rule_detail))
        if fact.belote:
            lines.append(ScoreLine(unit, "belote", fact.belote, "points.belote", "king and queen of trump"))
        if fact.discard:
            lines.append(
                ScoreLine(unit, "discard", fact.discard, "points.discard", "card points of the discard")
            )
    return lines + annonce_lines


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


def claim_refutation(
    claim: Mapping[str, int], scores: Mapping[str, int], case: str | None
) -> Violation | None:
    """The violation of a written score that the rules refute (rule claim.match), or None when every
    unit the claim names has the score the rules give (a unit it does not name is not judged).

    `scores`: the rules' score of every unit, in the variant's order; `case`: the rule of the
    scoring case that gave them, None for a redeal (whose zeros come from rule score.redeal).

    Why a function of its own: the fast path (`refscore.fast.checker.FastChecker`) answers a wrong claim
    from its own scores with these words, so the refutation is written once."""
    wrong = {unit: (claimed, scores[unit]) for unit, claimed in claim.items() if scores.get(unit) != claimed}
    if not wrong:
        return None
    rule = case if case is not None else "score.redeal"
    detail = "; ".join(
        f"{unit} claimed {claimed}, the rules give {actual}" for unit, (claimed, actual) in wrong.items()
    )
    return Violation(
        "claim.match",
        "claim",
        "$.claim",
        "claimed score",
        None,
        None,
        f"{detail} (by rule {rule})",
        tuple(f"{unit} {score}" for unit, score in scores.items()),
    )
