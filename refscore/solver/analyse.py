"""Double-dummy analysis of a recorded deal: was it makeable, which card lost it, the best contracts.

Why through `check_deal`: every outcome shown here (points, made or not, the score) is obtained by
completing the record with a best line of play and judging it with the reference path, so the
analysis never restates a scoring rule; the solver only decides which cards to play.

Values are the points (cards and dix de der, capot/générale value included) the taking side can
guarantee with every hand known, counted over the whole deal: points already won plus the value of
the rest. Belote and annonces are counted as held and declared in the record.
"""

from __future__ import annotations

import dataclasses
import itertools
from dataclasses import dataclass, field
from typing import Any

from refscore.base.cards import Card, Suit, card_name, suit_of
from refscore.judge.auction_judge import Contract, first_player
from refscore.judge.check import CheckResult, Violation, check_deal
from refscore.kernel.auction import AuctionKernel
from refscore.kernel.belote import belote_pair
from refscore.model.record import Call, DealRecord, Play, TrickRecord, Trump
from refscore.model.variant import TrumpKind, Variant
from refscore.solver import Position, Solver

ANALYSIS_FORMAT = "refscore-analysis/1"


@dataclass(frozen=True)
class Outcome:
    """What a line of play to the end gives the taking side: points, made or not, the deal score."""

    points: int
    made: bool | None
    scores: dict[str, int] | None


@dataclass(frozen=True)
class CardNote:
    """One card of the record, with the taking side's guaranteed points before and after it."""

    trick: int
    position: int
    seat: str
    card: Card
    before: int
    after: int
    cost: int  # points the card cost its own side (0 for a best card)
    made_before: bool | None
    made_after: bool | None
    better: tuple[Card, ...]  # the cards that kept the value, when this one cost points


@dataclass(frozen=True)
class ModeRow:
    """One trump choice: the points each scoring unit can guarantee as takers, and its highest bid."""

    trump: str
    points: dict[str, int]
    best_bid: dict[str, int | str | None]


@dataclass(frozen=True)
class FirstIllegalCard:
    """The first illegal card, and the value just before it."""

    trick: int
    position: int
    seat: str
    card: Card
    rule: str
    value: int
    made: bool | None
    legal: tuple[Card, ...]


@dataclass
class Analysis:
    variant: Variant
    status: str
    contract: Contract | None
    taker_unit: str | None
    played: Outcome | None  # the record as played (None when it cannot be scored)
    best: Outcome | None  # the contract with best play from the first card
    table: list[ModeRow] = field(default_factory=list)
    cards: list[CardNote] = field(default_factory=list)
    irregularity: FirstIllegalCard | None = None
    notes: list[str] = field(default_factory=list)


def play_hands(record: DealRecord, contract: Contract) -> dict[str, tuple[Card, ...]]:
    """The hands as play starts: the taker's includes the chien less his discard."""
    hands = {seat: tuple(hand) for seat, hand in record.hands.items()}
    if record.discard is not None:
        taker = [*hands[contract.taker], *record.chien]
        for card in record.discard:
            if card in taker:
                taker.remove(card)
        hands[contract.taker] = tuple(sorted(taker))
    return hands


def _trick_records(tricks: list[list[Card]]) -> tuple[TrickRecord, ...]:
    return tuple(
        TrickRecord(
            None,
            tuple(Play(card, f"$.tricks[{t}][{i}]") for i, card in enumerate(trick)),
            f"$.tricks[{t}]",
        )
        for t, trick in enumerate(tricks)
    )


def _split_tricks(cards: list[Card], per_trick: int) -> list[list[Card]]:
    return [cards[i : i + per_trick] for i in range(0, len(cards), per_trick)]


def _outcome(record: DealRecord, variant: Variant, line: list[Card]) -> CheckResult:
    """Judge the record whose play is `line` (every card of the deal) by the reference path."""
    completed = dataclasses.replace(
        record, tricks=_trick_records(_split_tricks(line, len(variant.seats))), claim=None
    )
    return check_deal(completed, variant)


class _Deal:
    """One deal under one contract: a solver for the taking side and the record to complete."""

    def __init__(
        self, record: DealRecord, variant: Variant, contract: Contract, hands: dict[str, tuple[Card, ...]]
    ):
        self.record = record
        self.variant = variant
        self.contract = contract
        self.taker_unit = variant.team_of(contract.taker)
        self.solver = Solver(variant, contract.trump.kind, contract.trump.suit, self.taker_unit)
        self.start = Position(
            tuple(tuple(sorted(hands[seat])) for seat in variant.seats),
            variant.seats.index(first_player(variant, record.dealer)),
        )

    def outcome(self, played: list[Card], position: Position, value: int | None = None) -> Outcome:
        """Best play from `position` (reached by `played`, worth `value` if known), judged to the end."""
        line = [*played, *self.solver.best_line(position, value)]
        result = _outcome(self.record, self.variant, line)
        facts = result.facts.get(self.taker_unit)
        points = facts.cards + facts.der if facts is not None else 0
        return Outcome(points, result.score.made if result.score else None, result.scores)


def analyse_deal(
    record: DealRecord,
    variant: Variant,
    *,
    table: bool = True,
    cards: bool = True,
    trumps: tuple[Trump, ...] | None = None,
) -> Analysis:
    """Analyse `record` under `variant` (see the module docstring and spec/analysis.md); the table
    covers `trumps`, by default every trump the variant's auction allows."""
    checked = check_deal(dataclasses.replace(record, claim=None), variant)
    contract = checked.contract
    analysis = Analysis(variant, checked.status, contract, None, None, None)
    if contract is None or checked.status == "redeal":
        analysis.notes.append("no contract: nothing to analyse")
        return analysis
    violation = checked.violation
    if violation is not None and violation.phase not in ("play", "claim"):
        analysis.notes.append(f"the deal is irregular before the play ({violation.rule}): nothing to analyse")
        return analysis
    hands = play_hands(record, contract)
    deal = _Deal(record, variant, contract, hands)
    analysis.taker_unit = deal.taker_unit
    if checked.score is not None:
        facts = checked.facts[deal.taker_unit]
        analysis.played = Outcome(facts.cards + facts.der, checked.score.made, checked.scores)
    analysis.best = deal.outcome([], deal.start)
    if cards:
        _card_by_card(deal, analysis, violation)
    if table:
        analysis.table = _mode_table(record, variant, hands, trumps or _trumps(variant))
    return analysis


def _card_by_card(deal: _Deal, analysis: Analysis, violation: Violation | None) -> None:
    """The value before and after every card; the cards that cost points; the first illegal card.

    `values[card]` (from the position before the card) is the rest of the deal's value if `card` is
    played, so the total after a card is the points won before it plus that value.
    """
    solver, variant = deal.solver, deal.variant
    position = deal.start
    played: list[Card] = []
    won = 0
    value = solver.value(position)
    made = analysis.best.made if analysis.best is not None else None
    for number, trick in enumerate(deal.record.tricks, start=1):
        for index, play in enumerate(trick.plays, start=1):
            seat = variant.seats[position.to_play]
            legal = solver.legal(position)
            card = play.card
            if card not in legal:
                rule = violation.rule if violation is not None else "play.card-held"
                analysis.irregularity = FirstIllegalCard(
                    number, index, seat, card, rule, won + value, made, legal
                )
                return
            keeps = len(legal) == 1 or solver.keeps(position, card, value)
            rest = value if keeps else solver.value_after(position, card, guess=value)
            before, after = won + value, won + rest
            taker_side = variant.team_of(seat) == deal.taker_unit
            cost = before - after if taker_side else after - before
            better: tuple[Card, ...] = ()
            if cost:
                better = tuple(c for c in legal if c != card and solver.keeps(position, c, value))
            gained = solver.gain(position, card)
            position, _ = position.after(card, solver.table)
            played.append(card)
            won += gained
            value = rest - gained
            made_after = deal.outcome(played, position, value).made if cost else made
            analysis.cards.append(
                CardNote(number, index, seat, card, before, after, cost, made, made_after, better)
            )
            made = made_after


def _trumps(variant: Variant) -> tuple[Trump, ...]:
    trumps: list[Trump] = []
    for kind in variant.auction.trump_modes:
        if kind is TrumpKind.SUIT:
            trumps.extend(Trump(kind, Suit(suit)) for suit in range(4))
        else:
            trumps.append(Trump(kind))
    return tuple(trumps)


@dataclass(frozen=True)
class _Taking:
    """One way a scoring unit could have taken: its bidder, the hands of the play, and the record
    fields that taking implies (the discard of a chien game, the turned card of classic belote)."""

    bidder: str
    hands: dict[str, tuple[Card, ...]]
    discard: tuple[Card, ...] | None
    turned: Card | None


def _takings(
    record: DealRecord,
    variant: Variant,
    members: tuple[str, ...],
    order: list[str],
    play: dict[str, tuple[Card, ...]],
) -> list[_Taking]:
    """Every way the unit of `members` could take, following the variant's auction and deal.

    - chien games: the unit's first player in speaking order takes the chien (the hands as dealt,
      `record.hands`) and discards; every discard allowed (any `deal.discard` cards of his hand and
      the chien) is one way, so the row is the best discard's;
    - classic belote (auction `turned_card`): the taker receives the turned card, so the unit's
      bidder is the member holding the recorded turned card if one does; otherwise the hands of the
      play are kept and the turned card is taken to be one of the bidder's own cards (the lowest;
      which card was turned changes no score: only the trump, the taker and the points do);
    - a bidding auction without chien: the unit's first player in speaking order, the hands of play.
    """
    bidder = next(seat for seat in order if seat in members)
    if variant.chien and record.chien and record.discard is not None:
        dealt = [*record.hands[bidder], *record.chien]
        takings = []
        for discard in sorted(set(itertools.combinations(sorted(dealt), variant.discard))):
            hands = {seat: tuple(hand) for seat, hand in record.hands.items()}
            kept = list(dealt)
            for card in discard:
                kept.remove(card)
            hands[bidder] = tuple(sorted(kept))
            takings.append(_Taking(bidder, hands, discard, None))
        return takings
    if variant.auction.kind == "turned_card":
        turned = record.turned
        holder = next((seat for seat in order if seat in members and turned in play[seat]), None)
        if holder is None or turned is None:
            turned = min(play[bidder])
        else:
            bidder = holder
        return [_Taking(bidder, play, None, turned)]
    return [_Taking(bidder, play, record.discard, None)]


def _mode_table(
    record: DealRecord, variant: Variant, hands: dict[str, tuple[Card, ...]], trumps: tuple[Trump, ...]
) -> list[ModeRow]:
    """For each trump: the points each unit can guarantee as takers (its best way of taking), and the
    highest bid it makes (over every way of taking), judged by the reference path."""
    rows: list[ModeRow] = []
    leader = first_player(variant, record.dealer)
    order = [
        variant.seats[(variant.seats.index(leader) + i) % len(variant.seats)]
        for i in range(len(variant.seats))
    ]
    takings = {unit: _takings(record, variant, members, order, hands) for unit, members in variant.teams}
    for trump in trumps:
        points: dict[str, int] = {}
        bids: dict[str, int | str | None] = {}
        for unit, _ in variant.teams:
            best_points = -1
            best_bid: int | str | None = None
            ladder = _ladder(variant)
            # one solver for every way of taking: its table holds whole positions, and two discards
            # meet again once the taker has played the card one kept and the other discarded
            solver = Solver(variant, trump.kind, trump.suit, unit)
            for taking in takings[unit]:
                start = Position(
                    tuple(tuple(sorted(taking.hands[seat])) for seat in variant.seats),
                    variant.seats.index(leader),
                )
                value = solver.value(start, guess=best_points if best_points >= 0 else None)
                best_points = max(best_points, value)
                # only the bids above the best one found so far are worth judging
                higher = ladder if best_bid is None else ladder[: ladder.index(best_bid)]
                if not higher:
                    continue
                line = solver.best_line(start, value)
                found = _best_bid(record, variant, trump, taking, order, line, higher)
                if found is not None:
                    best_bid = found
            points[unit] = best_points
            bids[unit] = best_bid
        rows.append(ModeRow(str(trump), points, bids))
    return rows


def _ladder(variant: Variant) -> list[int | str]:
    """The bids a unit could make, strongest first: the special bids (by value), then the numbered
    ladder from the ceiling down; a turned-card auction has one bid, the take."""
    rules = variant.auction
    if rules.kind == "turned_card":
        return ["take"]
    ladder: list[int | str] = [bid.name for bid in sorted(rules.special_bids, key=lambda b: -b.value)]
    numbered = AuctionKernel.of(rules, len(variant.seats)).ladder  # the kernel's: floor, step, ceiling
    return ladder + [value for value in range(len(numbered) - 1, -1, -1) if numbered[value]]


def _auction_calls(
    variant: Variant, trump: Trump, taking: _Taking, order: list[str], bid: int | str
) -> list[Call]:
    """The shortest legal auction in which `taking.bidder` makes `bid` in `trump` and everybody else
    passes: a bid after the passes of the seats before him; with a turned card, the take in the first
    round (the turned suit) or, for another trump, in the second, after a first round of passes."""
    rules = variant.auction
    bidder = taking.bidder
    before = order[: order.index(bidder)]
    seats: list[str] = list(before)
    if rules.kind == "turned_card":
        assert taking.turned is not None
        if trump.suit is None or trump.suit != suit_of(taking.turned):
            seats = [*order, *before]  # a first round of passes: another trump is named in the second
    calls = [Call(seat, "pass", None, None, f"$.auction[{i}]") for i, seat in enumerate(seats)]
    if rules.kind == "turned_card":
        calls.append(Call(bidder, "take", None, trump, f"$.auction[{len(calls)}]"))
        after = rules.passes_to_end if rules.coinche else 0
    else:
        calls.append(Call(bidder, "bid", bid, trump, f"$.auction[{len(calls)}]"))
        after = rules.passes_to_end
    for i in range(after):
        seat = order[(order.index(bidder) + 1 + i) % len(order)]
        calls.append(Call(seat, "pass", None, None, f"$.auction[{len(calls)}]"))
    return calls


def _best_bid(
    record: DealRecord,
    variant: Variant,
    trump: Trump,
    taking: _Taking,
    order: list[str],
    line: list[Card],
    ladder: list[int | str],
) -> int | str | None:
    """The highest bid of `ladder` (strongest first) that the line makes for the bidder's side,
    judged by the reference path with that side's belote (if held) and the record's annonces."""
    holder = None
    pair = belote_pair(variant.modes[trump.kind], trump.suit)
    if pair:
        holder = next(
            (seat for seat, hand in taking.hands.items() if all(card in hand for card in pair)), None
        )
    tricks = _trick_records(_split_tricks(line, len(variant.seats)))
    base = dataclasses.replace(record, tricks=tricks, claim=None, belote=holder)
    if taking.discard is not None:
        base = dataclasses.replace(base, discard=taking.discard)  # the hands stay those dealt
    if taking.turned is not None:
        base = dataclasses.replace(base, turned=taking.turned)
    for value in ladder:
        candidate = dataclasses.replace(
            base, calls=tuple(_auction_calls(variant, trump, taking, order, value))
        )
        result = check_deal(candidate, variant)
        if result.violation is not None and result.violation.phase == "annonce":
            result = check_deal(dataclasses.replace(candidate, annonces=()), variant)
        if result.score is not None and result.score.made:
            return value
    return None


def analysis_to_json(analysis: Analysis, file: str | None = None) -> dict[str, Any]:
    """The `refscore-analysis/1` document (schema: spec/analysis.schema.json)."""

    def outcome(value: Outcome | None) -> dict[str, Any] | None:
        if value is None:
            return None
        return {"points": value.points, "made": value.made, "scores": value.scores}

    contract = analysis.contract
    data: dict[str, Any] = {
        "format": ANALYSIS_FORMAT,
        "file": file,
        "variant": analysis.variant.id,
        "status": analysis.status,
        "contract": None
        if contract is None
        else {
            "label": str(contract),
            "taker": contract.taker,
            "trump": str(contract.trump),
            "unit": analysis.taker_unit,
        },
        "played": outcome(analysis.played),
        "best": outcome(analysis.best),
        "table": [
            {"trump": row.trump, "points": row.points, "best_bid": row.best_bid} for row in analysis.table
        ],
        "cards": [
            {
                "trick": note.trick,
                "position": note.position,
                "seat": note.seat,
                "card": card_name(note.card),
                "before": note.before,
                "after": note.after,
                "cost": note.cost,
                "made_before": note.made_before,
                "made_after": note.made_after,
                "better": [card_name(card) for card in note.better],
            }
            for note in analysis.cards
        ],
        "irregularity": None,
        "notes": list(analysis.notes),
    }
    bad = analysis.irregularity
    if bad is not None:
        data["irregularity"] = {
            "trick": bad.trick,
            "position": bad.position,
            "seat": bad.seat,
            "card": card_name(bad.card),
            "rule": bad.rule,
            "value": bad.value,
            "made": bad.made,
            "legal": [card_name(card) for card in bad.legal],
        }
    return data
