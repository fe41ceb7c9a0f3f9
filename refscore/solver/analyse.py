"""Double-dummy analysis of a recorded deal: was it makeable, which card lost it, the best contracts.

Why facts and the scoring plan: every outcome shown here (points, made or not, the score) is that of
a best line of play to the end. The record as played is judged once by the reference path
(`check_deal`); a line's tricks then give its card points, dix de der and sweeps as `check` counts
them, the record (or the annonces settled for a taker) its belote and annonces, and the variant's
own formulas score any contract on those facts (`refscore.solver.ladder`). No scoring rule is
restated here; the solver only decides which cards to play. Par is `refscore.solver.par`'s.

Values are the points (cards and dix de der, capot/générale value included) the taking side can
guarantee with every hand known, counted over the whole deal: points already won plus the value of
the rest. Belote and annonces are counted as held and declared in the record.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from refscore.base.cards import Card, Suit, card_name, suit_of
from refscore.base.errors import said
from refscore.judge.auction_judge import Contract, first_player
from refscore.judge.check import CheckResult, PlayedTrick, Violation, check_deal
from refscore.judge.declarations import SettledAnnonces, settle_annonces
from refscore.judge.scoring import UnitFacts
from refscore.kernel.belote import belote_pair
from refscore.kernel.deal import DealTable, Sweep
from refscore.kernel.deal_walk import WalkRules, deal_facts
from refscore.kernel.play import ContractCards
from refscore.load.situation import SeatView, SituationError
from refscore.model.record import Call, DealRecord, Play, TrickRecord, Trump
from refscore.model.variant import TrumpKind, Variant
from refscore.solver import Position, Solver
from refscore.solver.ladder import Bid, LineFacts, ladder
from refscore.solver.par import Par, par
from refscore.solver.rules import cards_of

ANALYSIS_FORMAT = "refscore-analysis/1"


@dataclass(frozen=True)
class Outcome:
    """What a line of play to the end gives the taking side: points, made or not, the deal score."""

    points: int
    made: bool | None
    scores: dict[str, int] | None
    belote: int = 0  # the taking side's belote and annonces, as the scores count them
    annonces: int = 0


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
class Choice:
    """One legal card at the position where the record stops: the takers' points for the whole deal
    with best play after it, and what that scores (made or not, the scores)."""

    card: Card
    value: int
    outcome: Outcome
    best: bool  # the card keeps the best value for its player's side


@dataclass(frozen=True)
class PositionView:
    """The moment the record stops (a deal stopped mid-play): who plays, and every legal card."""

    trick: int
    position: int
    seat: str
    choices: tuple[Choice, ...]


@dataclass(frozen=True)
class ModeRow:
    """One trump choice: the points each scoring unit can guarantee as takers, and its highest bid."""

    trump: str
    points: dict[str, int]
    best_bid: dict[str, Bid | None]
    trump_of: Trump | None = None
    # the facts of one best line of each unit (None for a unit with several ways of taking): par
    lines: dict[str, LineFacts | None] = field(default_factory=dict, compare=False, repr=False)


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
    par: Par | None = None  # with the table, for two sides bidding (refscore.solver.par)
    position: PositionView | None = None  # for a deal stopped mid-play

    @property
    def decisive(self) -> CardNote | None:
        """The card that decided the contract: the last one that turned it from made to failed, or
        from failed to made, with best play after it (spec/analysis.md, "The decisive card"); after
        it no card changed the outcome again. None when no card did."""
        flips = [
            note
            for note in self.cards
            if note.made_before is not None
            and note.made_after is not None
            and note.made_before != note.made_after
        ]
        return flips[-1] if flips else None


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
        self.as_played: dict[str, UnitFacts] | None = None  # the record's facts, once scored
        self.first_line: list[Card] | None = None  # one best line from the first card, once found

    def _facts_of(self, line: list[Card], as_played: dict[str, UnitFacts]) -> LineFacts:
        """The facts of the complete `line`: its tricks' points and winners, the rest as the deal
        was recorded (belote, annonces, discard: no card changes them)."""
        facts, tricks = _trick_facts(self.variant, self.solver, self.start, self.contract, self.record, line)
        for unit, known in as_played.items():
            facts[unit] = dataclasses.replace(
                facts[unit], belote=known.belote, annonces=known.annonces, discard=known.discard
            )
        return _line_of(self.variant, self.contract, facts, tricks)

    def outcome(self, played: list[Card], position: Position, value: int | None = None) -> Outcome:
        """Best play from `position` (reached by `played`, worth `value` if known), judged to the end.

        Where the deal as recorded was scored (`as_played`: its belote, annonces and discard, which
        no card changes), the line's tricks give the other facts and the contract is scored from
        them (`refscore.solver.ladder`); otherwise the completed record is judged whole."""
        line = [*played, *self.solver.best_line(position, value)]
        if not played:
            self.first_line = line  # the table's row of this contract plays the same line
        if self.as_played is not None:
            scored = self._facts_of(line, self.as_played)
            made, scores = scored.score_contract(self.contract)
            own = scored.facts[self.taker_unit]
            return Outcome(scored.points(), made, scores, own.belote, own.annonces)
        result = _outcome(self.record, self.variant, line)
        facts = result.facts.get(self.taker_unit)
        judged = result.score.made if result.score else None
        if facts is None:
            return Outcome(0, judged, result.scores)
        return Outcome(facts.cards + facts.der, judged, result.scores, facts.belote, facts.annonces)


def _trick_facts(
    variant: Variant,
    solver: Solver,
    start: Position,
    contract: Contract,
    record: DealRecord,
    line: list[Card],
) -> tuple[dict[str, UnitFacts], list[PlayedTrick]]:
    """Each unit's card points, tricks and dix de der (with its capot or générale value, as `check`
    gives them: `refscore.kernel.deal_walk.deal_facts`) on the complete `line` from `start`; no
    belote, no annonces. The line comes from the solver, so it is legal: nothing is judged."""
    # only the winners and the points of the tricks: from the trick's cards alone, not whole positions
    count = len(variant.seats)
    leader, points_of, winner_of = start.leader, solver.points, solver.table.winner
    tricks: list[PlayedTrick] = []
    for first in range(0, len(line), count):
        trick = tuple(line[first : first + count])
        leader = (leader + winner_of(trick)) % count
        seat = variant.seats[leader]
        tricks.append(PlayedTrick(len(tricks) + 1, seat, (), seat, sum(points_of[card] for card in trick)))
    cards = ContractCards.build(variant.modes[contract.trump.kind], contract.trump.suit)
    seats = variant.seats
    facts, _ = deal_facts(
        WalkRules.of(variant),
        [(seats.index(trick.leader), trick.points) for trick in tricks],  # (each trick's winner)
        taker=seats.index(contract.taker),
        discard_points=sum(cards.points[card] for card in record.discard or ()),
    )
    return {unit: UnitFacts(*fact) for (unit, _), fact in zip(variant.teams, facts, strict=True)}, tricks


def _line_of(
    variant: Variant, contract: Contract, facts: dict[str, UnitFacts], tricks: list[PlayedTrick]
) -> LineFacts:
    side = facts[variant.team_of(contract.taker)].tricks_won
    return LineFacts(
        variant,
        contract,
        facts,
        side == len(tricks),
        all(trick.winner == contract.taker for trick in tricks),
        side == 0,
    )


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
        deal.as_played = checked.facts
        facts = checked.facts[deal.taker_unit]
        analysis.played = Outcome(
            facts.cards + facts.der, checked.score.made, checked.scores, facts.belote, facts.annonces
        )
    analysis.best = deal.outcome([], deal.start)
    if cards:
        _card_by_card(deal, analysis, violation)
    if checked.status == "incomplete" and violation is None:
        analysis.position = _position_view(deal)
    if table:
        analysis.table = _mode_table(record, variant, hands, trumps or _trumps(variant), deal)
        lines = {
            (unit, row.trump_of): line
            for row in analysis.table
            for unit, line in row.lines.items()
            if row.trump_of is not None and line is not None
        }
        if len(lines) == len(analysis.table) * len(variant.teams):
            analysis.par = par(variant, lines, _speaking_order(variant, record))
    return analysis


def analyse_deals(
    records: Iterable[DealRecord],
    variant: Variant,
    *,
    threads: int = 1,
    table: bool = True,
    cards: bool = True,
) -> Iterator[Analysis]:
    """`analyse_deal` of every record, in input order: the batch API. With `threads` > 1 the deals are
    analysed on a pool of threads of this process: the compiled search runs without the GIL
    (docs/solver.md, "Threads"), so the threads search on as many cores while one of them runs
    Python; the results are one thread's (each deal has solvers of its own)."""
    if threads <= 1:
        for record in records:
            yield analyse_deal(record, variant, table=table, cards=cards)
        return
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=threads) as pool:
        yield from pool.map(lambda record: analyse_deal(record, variant, table=table, cards=cards), records)


def _card_by_card(deal: _Deal, analysis: Analysis, violation: Violation | None) -> None:
    """The value before and after every card; the cards that cost points; the first illegal card.

    `values[card]` (from the position before the card) is the rest of the deal's value if `card` is
    played, so the total after a card is the points won before it plus that value.
    """
    solver, variant = deal.solver, deal.variant
    position = deal.start
    played: list[Card] = []
    won = 0
    recorded = [
        (number, index, play.card)
        for number, trick in enumerate(deal.record.tricks, start=1)
        for index, play in enumerate(trick.plays, start=1)
    ]
    value, steps = solver.walk(position, tuple(card for _, _, card in recorded))
    made = analysis.best.made if analysis.best is not None else None
    for (number, index, card), step in zip(recorded, steps, strict=False):  # steps stop at an illegal card
        seat = variant.seats[position.to_play]
        if step.rest < 0:
            rule = violation.rule if violation is not None else "play.card-held"
            analysis.irregularity = FirstIllegalCard(
                number, index, seat, card, rule, won + value, made, cards_of(step.legal)
            )
            return
        rest = step.rest
        before, after = won + value, won + rest
        taker_side = variant.team_of(seat) == deal.taker_unit
        cost = before - after if taker_side else after - before
        position, _ = position.after(card, solver.table)
        played.append(card)
        won += step.gained
        value = rest - step.gained
        made_after = deal.outcome(played, position, value).made if cost else made
        analysis.cards.append(
            CardNote(number, index, seat, card, before, after, cost, made, made_after, step.better)
        )
        made = made_after


def _position_view(deal: _Deal) -> PositionView | None:
    """Every legal card where the record stops, with its value and its score: each card's value
    is the points won so far and the value of the position after it (the points it wins included),
    and its score that of the best line from there (`_Deal.outcome`)."""
    solver, variant = deal.solver, deal.variant
    position = deal.start
    played: list[Card] = []
    won = 0
    for trick in deal.record.tricks:
        for play in trick.plays:
            won += solver.gain(position, play.card)
            position, _ = position.after(play.card, solver.table)
            played.append(play.card)
    if not any(position.hands):
        return None
    seat = variant.seats[position.to_play]
    taker_side = variant.team_of(seat) == deal.taker_unit
    values = solver.card_values(position)
    best = max(values.values()) if taker_side else min(values.values())
    choices = []
    for card, rest in values.items():
        gained = solver.gain(position, card)
        after, _ = position.after(card, solver.table)
        outcome = deal.outcome([*played, card], after, rest - gained)
        choices.append(Choice(card, won + rest, outcome, rest == best))
    choices.sort(key=lambda choice: (-choice.value if taker_side else choice.value, choice.card))
    return PositionView(len(played) // len(variant.seats) + 1, len(position.trick) + 1, seat, tuple(choices))


def analyse_view(view: SeatView, variant: Variant) -> Analysis:
    """Every legal card of a position described from one player's view (`refscore legal`'s options or
    a situation record: his hand, the contract, the cards on the table) and the other hands
    (`view.others`, every other seat's). Nothing is known of the tricks before: each card's value is
    the taking side's points from this trick to the end (the cards on the table, the tricks to come
    and the dix de der; a capot or générale only from the first trick, since who won the tricks
    before is unknown), and no score is given (made or not
    depends on the points won before). Raises a `SituationError` when a hand is missing or the hands'
    lengths do not fit the trick on the table."""
    taker = view.taker
    if taker is None:
        raise said(SituationError, "position.no_taker", place="$.contract.taker", expected="position.a_taker")
    hands = {view.seat: view.hand, **view.others}
    for seat in variant.seats:
        if seat not in hands:
            raise said(
                SituationError,
                "position.missing_hand",
                place="$.others",
                expected="position.every_hand",
                seat=seat,
            )
    played = {who for who, _ in view.trick}
    for seat in variant.seats:
        want = len(view.hand) - (seat in played)
        if len(hands[seat]) != want:
            place = "$.hand" if seat == view.seat else f"$.others.{seat}"
            raise said(
                SituationError,
                "position.hand_count",
                place=place,
                expected="position.counts",
                seat=seat,
                count=str(len(hands[seat])),
                want=str(want),
            )
    first = view.trick[0][0] if view.trick else view.seat
    unit = variant.team_of(taker)
    # Who won the tricks before is unknown, so no capot or générale can be counted: past the first
    # trick the solver is told that each side won one of them (the last trick is then worth its dix de
    # der); at the first trick the whole deal is ahead and a capot is the cards' own.
    tricks_before = variant.hand_size - len(view.hand)
    defender = next(seat for seat in variant.seats if variant.team_of(seat) != unit)
    winners = () if tricks_before == 0 else (variant.seats.index(taker), variant.seats.index(defender))
    position = Position(
        tuple(tuple(sorted(hands[seat])) for seat in variant.seats),
        variant.seats.index(first),
        tuple(card for _, card in view.trick),
        winners,
    )
    value, special = view.value, None
    if isinstance(value, str):
        special_bid = variant.auction.special(value)
        value, special = (special_bid.value if special_bid is not None else 0), view.value
    contract = Contract(
        taker, value or 0, special if isinstance(special, str) else None, view.trump, 1, None, None
    )
    solver = Solver(variant, view.trump.kind, view.trump.suit, unit)
    values = solver.card_values(position)
    taker_side = variant.team_of(view.seat) == unit
    best = max(values.values()) if taker_side else min(values.values())
    choices = sorted(
        (Choice(card, rest, Outcome(rest, None, None), rest == best) for card, rest in values.items()),
        key=lambda choice: (-choice.value if taker_side else choice.value, choice.card),
    )
    analysis = Analysis(variant, "position", contract, unit, None, None)
    trick = variant.hand_size - len(view.hand) + 1
    analysis.position = PositionView(trick, len(view.trick) + 1, view.seat, tuple(choices))
    return analysis


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
    if variant.auction.turned_card:
        turned = record.turned
        holder = next((seat for seat in order if seat in members and turned in play[seat]), None)
        if holder is None or turned is None:
            turned = min(play[bidder])
        else:
            bidder = holder
        return [_Taking(bidder, play, None, turned)]
    return [_Taking(bidder, play, record.discard, None)]


def _mode_table(
    record: DealRecord,
    variant: Variant,
    hands: dict[str, tuple[Card, ...]],
    trumps: tuple[Trump, ...],
    played: _Deal | None = None,
) -> list[ModeRow]:
    """For each trump: the points each unit can guarantee as takers (its best way of taking), and the
    highest bid it makes (over every way of taking).

    Each line is judged once by the reference path and the ladder scored from its facts
    (`refscore.solver.ladder`). The contract's own trump and unit reuse the card-by-card solver
    (`played`), whose table already holds the deal. Where one unit's value gives the other's
    (`_complementary`), the first unit's best line is also one of the second's best lines: one
    search per trump instead of two (spec/analysis.md, "The table").
    """
    rows: list[ModeRow] = []
    leader = first_player(variant, record.dealer)
    order = _speaking_order(variant, record)
    takings = {unit: _takings(record, variant, members, order, hands) for unit, members in variant.teams}
    leader_index = variant.seats.index(leader)
    bids = ladder(variant)
    complementary = _complementary(variant, takings)
    for trump in trumps:
        points: dict[str, int] = {}
        best_bids: dict[str, Bid | None] = {}
        lines: dict[str, LineFacts | None] = {}
        # the first unit's value, line, points in play and solver
        first: tuple[int, list[Card], int, Solver] | None = None
        units = [unit for unit, _ in variant.teams]
        if played is not None and played.contract.trump == trump:
            units.sort(key=lambda unit: unit != played.taker_unit)  # its solver already holds the deal
        for unit in units:
            if first is not None and 0 < first[0] <= first[2]:
                facts = _line_facts(
                    record,
                    variant,
                    trump,
                    takings[unit][0],
                    order,
                    first[1],
                    bids[-1],
                    first[3],
                    leader_index,
                )
                if facts is not None and facts.points() == first[2] - first[0]:
                    points[unit] = first[2] - first[0]
                    lines[unit] = facts
                    best_bids[unit] = facts.highest_made(bids)
                    continue
            reuse = (
                played is not None
                and played.contract.trump == trump
                and played.taker_unit == unit
                and len(takings[unit]) == 1
                and takings[unit][0].hands == hands
            )
            solver = (
                played.solver
                if reuse and played is not None
                else Solver(variant, trump.kind, trump.suit, unit)
            )
            best_points = -1
            best_bid: Bid | None = None
            best_line: LineFacts | None = None
            # one solver for every way of taking: its table holds whole positions, and two discards
            # meet again once the taker has played the card one kept and the other discarded
            for taking in takings[unit]:
                start = Position(
                    tuple(tuple(sorted(taking.hands[seat])) for seat in variant.seats),
                    variant.seats.index(leader),
                )
                value = solver.value(start, guess=best_points if best_points >= 0 else None)
                better = value > best_points
                best_points = max(best_points, value)
                # only the bids above the best one found so far are worth scoring
                higher = bids if best_bid is None else bids[: bids.index(best_bid)]
                if not higher and not better:
                    continue
                known = played.first_line if reuse and played is not None else None
                line = known if known is not None else solver.best_line(start, value)
                facts = _line_facts(
                    record, variant, trump, taking, order, line, bids[-1], solver, leader_index
                )
                if facts is None:
                    continue
                if better:
                    best_line = facts
                    if complementary:
                        total = sum(solver.points[card] for hand in taking.hands.values() for card in hand)
                        first = (
                            value,
                            line,
                            total + DealTable.of(variant).last_trick_value(Sweep.NONE),
                            solver,
                        )
                found = facts.highest_made(higher)
                if found is not None:
                    best_bid = found
            points[unit] = best_points
            best_bids[unit] = best_bid
            lines[unit] = best_line if len(takings[unit]) == 1 else None
        order_of = [unit for unit, _ in variant.teams]
        rows.append(
            ModeRow(
                str(trump),
                {unit: points[unit] for unit in order_of},
                {unit: best_bids[unit] for unit in order_of},
                trump,
                {unit: lines[unit] for unit in order_of},
            )
        )
    return rows


def _speaking_order(variant: Variant, record: DealRecord) -> list[str]:
    """The seats from the first speaker (who also leads), in the order of play."""
    leader = variant.seats.index(first_player(variant, record.dealer))
    return [variant.seats[(leader + i) % len(variant.seats)] for i in range(len(variant.seats))]


def _complementary(variant: Variant, takings: dict[str, list[_Taking]]) -> bool:
    """Whether one unit's value gives the other's: two units, each taking with the same hands (so the
    same play from the same leader), and a sweep worth at least an ordinary last trick.

    Then if one unit can guarantee V points with 0 < V <= T (T: the card points in play and the dix de
    der), the other can guarantee exactly T - V: a line holding the first to V or less gives it no
    sweep (a sweep is worth at least T), so the second gets T - V or more; and a line giving the
    first V or more gives it a trick, so the second sweeps nothing and gets T - V or less. Outside
    that range (V = 0: the second may sweep; V > T: the first sweeps) the second unit is searched.
    """
    if len(takings) != 2 or any(len(ways) != 1 for ways in takings.values()):
        return False
    first, second = (ways[0] for ways in takings.values())
    last_trick = DealTable.of(variant).last_trick
    return first.hands == second.hands and min(last_trick) == last_trick[Sweep.NONE]


def _line_facts(
    record: DealRecord,
    variant: Variant,
    trump: Trump,
    taking: _Taking,
    order: list[str],
    line: list[Card],
    bid: Bid,
    solver: Solver | None = None,
    leader_index: int = 0,
) -> LineFacts | None:
    """The facts of `line` under `taking` in `trump` (with `bid`, the ladder's lowest: the facts do
    not depend on the bid), with that side's belote (if held) and the record's annonces (dropped if
    they do not hold under this taking).

    A bidding auction without chien: the tricks from the solver's line (`_trick_facts`), the belote
    to its holder, the annonces settled for this taker and trump (`settle_annonces`), without
    judging the auction and the play again (tests/solver/test_ladder.py compares both ways).
    Otherwise (a discard, a turned card) the completed record is judged by the reference path."""
    holder = None
    pair = belote_pair(variant.modes[trump.kind], trump.suit)
    if pair:
        holder = next(
            (seat for seat, hand in taking.hands.items() if all(card in hand for card in pair)), None
        )
    if solver is not None and taking.discard is None and taking.turned is None and isinstance(bid, int):
        contract = Contract(taking.bidder, bid, None, trump, 1, None, None)
        start = Position(tuple(tuple(sorted(taking.hands[seat])) for seat in variant.seats), leader_index)
        played = dataclasses.replace(record, belote=holder, discard=None)
        facts, tricks = _trick_facts(variant, solver, start, contract, played, line)
        if holder is not None:
            facts[variant.team_of(holder)].belote = DealTable.of(variant).belote
        hands = {seat: list(hand) for seat, hand in taking.hands.items()}
        settled = settle_annonces(variant, played, hands, contract, variant.seats[leader_index])
        if isinstance(settled, SettledAnnonces):
            for unit, points in settled.points.items():
                facts[unit].annonces = points
        return _line_of(variant, contract, facts, tricks)
    records = _trick_records(_split_tricks(line, len(variant.seats)))
    base = dataclasses.replace(record, tricks=records, claim=None, belote=holder)
    if taking.discard is not None:
        base = dataclasses.replace(base, discard=taking.discard)  # the hands stay those dealt
    if taking.turned is not None:
        base = dataclasses.replace(base, turned=taking.turned)
    candidate = dataclasses.replace(base, calls=tuple(_auction_calls(variant, trump, taking, order, bid)))
    result = check_deal(candidate, variant)
    if result.violation is not None and result.violation.phase == "annonce":
        result = check_deal(dataclasses.replace(candidate, annonces=()), variant)
    if result.score is None:
        return None
    return LineFacts.of(result)


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
    if rules.turned_card:
        assert taking.turned is not None
        if trump.suit is None or trump.suit != suit_of(taking.turned):
            seats = [*order, *before]  # a first round of passes: another trump is named in the second
    calls = [Call(seat, "pass", None, None, f"$.auction[{i}]") for i, seat in enumerate(seats)]
    if rules.turned_card:
        calls.append(Call(bidder, "take", None, trump, f"$.auction[{len(calls)}]"))
        after = rules.passes_to_end if rules.coinche else 0
    else:
        calls.append(Call(bidder, "bid", bid, trump, f"$.auction[{len(calls)}]"))
        after = rules.passes_to_end
    for i in range(after):
        seat = order[(order.index(bidder) + 1 + i) % len(order)]
        calls.append(Call(seat, "pass", None, None, f"$.auction[{len(calls)}]"))
    return calls


def analysis_to_json(analysis: Analysis, file: str | None = None) -> dict[str, Any]:
    """The `refscore-analysis/1` document (schema: spec/analysis.schema.json)."""

    def outcome(value: Outcome | None) -> dict[str, Any] | None:
        if value is None:
            return None
        return {
            "points": value.points,
            "belote": value.belote,
            "annonces": value.annonces,
            "made": value.made,
            "scores": value.scores,
        }

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
        "par": _par_json(analysis.par),
        "played": outcome(analysis.played),
        "best": outcome(analysis.best),
        "table": [
            {"trump": row.trump, "points": row.points, "best_bid": row.best_bid} for row in analysis.table
        ],
        "decisive": None if analysis.decisive is None else _note_json(analysis.decisive, analysis.variant),
        "position": _position_json(analysis),
        "cards": [_note_json(note, analysis.variant) for note in analysis.cards],
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


def _line_json(line: LineFacts) -> dict[str, int]:
    """What the taking side counts on a line: card points and dix de der, belote, annonces."""
    own = line.facts[line.taker_unit]
    return {"points": own.cards + own.der, "belote": own.belote, "annonces": own.annonces}


def _par_json(found: Par | None) -> dict[str, Any] | None:
    if found is None:
        return None
    result = found.result
    data: dict[str, Any] = {"first": found.first_unit, "contract": None}
    if result is not None:
        data["contract"] = {
            "unit": result.unit,
            "taker": result.line.contract.taker,
            "trump": str(result.trump),
            "bid": result.bid,
            "doubling": result.doubling,
            "made": result.made,
            "scores": result.scores,
            "net": result.net,
            **_line_json(result.line),
        }
    return data


def _note_json(note: CardNote, variant: Variant) -> dict[str, Any]:
    return {
        "trick": note.trick,
        "position": note.position,
        "seat": note.seat,
        "unit": variant.team_of(note.seat),
        "card": card_name(note.card),
        "before": note.before,
        "after": note.after,
        "cost": note.cost,
        "made_before": note.made_before,
        "made_after": note.made_after,
        "better": [card_name(card) for card in note.better],
    }


def _position_json(analysis: Analysis) -> dict[str, Any] | None:
    view, contract = analysis.position, analysis.contract
    if view is None or contract is None:
        return None
    return {
        "trick": view.trick,
        "position": view.position,
        "seat": view.seat,
        "unit": analysis.variant.team_of(view.seat),
        "mult": contract.mult,
        "choices": [
            {
                "card": card_name(choice.card),
                "value": choice.value,
                "best": choice.best,
                "made": choice.outcome.made,
                "scores": choice.outcome.scores,
                "belote": choice.outcome.belote,
                "annonces": choice.outcome.annonces,
            }
            for choice in view.choices
        ],
    }
