"""What could he know: a card's expected value over the deals consistent with what its player saw.

Why: double dummy judges a card with every hand known; at the table the question is whether it was
a mistake given what the player could see. So the hidden cards are dealt again at random, many
times, among the other seats, keeping only the layouts consistent with what he saw, and each of his
legal cards is valued double dummy in every layout: the mean is the card's expected value with his
information (spec/analysis.md, "What could he know").

What he saw: his own hand, every card played before his (so the hand sizes), the cards of declared
annonces, and the belote once announced (its other card stays with its holder). A layout is kept
only if every card the other seats played was legal with the hand it gives them (the rules kernel:
a player who did not follow suit has none of it, one who did not ruff when he had to has no trump...).
Not evidence: the auction (bids say nothing certain about hands without a bidding system), dead
cards and the chien (taken as known to be out of play), how the others chose among legal cards.

Sampling: uniform over the consistent layouts (rejection: deal the hidden cards uniformly by the
hand sizes, drop the inconsistent ones), with `random.Random(seed)`: the same seed, the same answer.
Each mean comes with its error bound: three standard errors of the sample (about 99.7% under the
normal approximation; 0 when every layout gives the same value).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from refscore.base.cards import Card
from refscore.base.errors import sentence
from refscore.judge.auction_judge import first_player
from refscore.judge.check import check_deal
from refscore.kernel.belote import belote_pair
from refscore.model.record import DealRecord
from refscore.model.variant import Variant

from .analyse import play_hands
from .search import Position, Solver

#: the most deals drawn for each one kept (rejection sampling stops there, and says so)
MAX_DRAWS_PER_SAMPLE = 200


class SingleDummyError(ValueError):
    """The card asked for is not one the record can be asked about."""


@dataclass(frozen=True)
class Estimate:
    """One legal card: the takers' expected points for the whole deal, and the error bound."""

    card: Card
    mean: float
    bound: float


@dataclass(frozen=True)
class SingleDummy:
    """The answer for one card played: every legal card's estimate, the best with that information,
    and whether the card played was worse by more than both bounds."""

    trick: int
    position: int
    seat: str
    taker_side: bool
    played: Card
    samples: int
    draws: int
    seed: int
    estimates: tuple[Estimate, ...]
    best: Card
    mistake: bool


def _mean_and_bound(values: list[int]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, math.inf
    variance = sum((value - mean) ** 2 for value in values) / (n - 1)
    return mean, 3 * math.sqrt(variance / n)


def single_dummy(
    record: DealRecord, variant: Variant, trick: int, position: int, *, samples: int = 200, seed: int = 1
) -> SingleDummy:
    """The estimate of every legal card of the player of card `position` (1-based) of trick `trick`."""
    if samples < 1:
        raise SingleDummyError(sentence("sd.at_least_one_sample"))
    checked = check_deal(record, variant)
    contract = checked.contract
    if contract is None:
        raise SingleDummyError(sentence("sd.no_contract_nothing_analyse"))
    flat = [
        (t, i, play.card) for t, done in enumerate(record.tricks, 1) for i, play in enumerate(done.plays, 1)
    ]
    index = next((k for k, (t, i, _) in enumerate(flat) if (t, i) == (trick, position)), None)
    if index is None:
        raise SingleDummyError(sentence("sd.record_has_no_card", position=position, trick=trick))
    violation = checked.violation
    if violation is not None and violation.phase not in ("play", "claim"):
        raise SingleDummyError(sentence("sd.deal_irregular_before_play"))
    taker_unit = variant.team_of(contract.taker)
    solver = Solver(variant, contract.trump.kind, contract.trump.suit, taker_unit)
    hands = play_hands(record, contract)
    seats = variant.seats
    start = Position(
        tuple(tuple(sorted(hands[seat])) for seat in seats),
        seats.index(first_player(variant, record.dealer)),
    )
    # the history up to the card: each position and the card played from it
    history: list[tuple[Position, Card]] = []
    here = start
    won = 0
    for _, _, card in flat[:index]:
        if card not in solver.legal(here):
            raise SingleDummyError(sentence("sd.illegal_card_played_before"))
        history.append((here, card))
        won += solver.gain(here, card)
        here, _ = here.after(card, solver.table)
    me = here.to_play
    seat = seats[me]
    played_card = flat[index][2]
    legal = solver.legal(here)
    if played_card not in legal:
        raise SingleDummyError(sentence("sd.card_itself_illegal"))
    # what he knows: his hand, the cards played; the cards others must hold (annonces, belote)
    others = [n for n in range(len(seats)) if n != me]
    pinned: dict[int, set[Card]] = {n: set() for n in others}
    for annonce in record.annonces:
        holder = seats.index(annonce.seat)
        if holder != me:
            pinned[holder].update(card for card in annonce.cards if card in here.hands[holder])
    pair = belote_pair(variant.modes[contract.trump.kind], contract.trump.suit)
    if pair and record.belote is not None and seats.index(record.belote) != me:
        holder = seats.index(record.belote)
        shown = [card for _, card in history if card in pair]
        if shown:  # announced with the first of the pair played: the other is still his
            pinned[holder].update(card for card in pair if card in here.hands[holder])
    free = sorted(card for n in others for card in here.hands[n] if card not in pinned[n])
    room = {n: len(here.hands[n]) - len(pinned[n]) for n in others}
    played_by = {n: [card for past, card in history if past.to_play == n] for n in others}

    rng = random.Random(seed)
    values: dict[Card, list[int]] = {card: [] for card in legal}
    kept = draws = 0
    while kept < samples and draws < samples * MAX_DRAWS_PER_SAMPLE:
        draws += 1
        shuffled = list(free)
        rng.shuffle(shuffled)
        layout: dict[int, tuple[Card, ...]] = {me: here.hands[me]}
        at = 0
        for n in others:
            layout[n] = tuple(sorted([*pinned[n], *shuffled[at : at + room[n]]]))
            at += room[n]
        if not _consistent(solver, start, history, layout, played_by, me):
            continue
        kept += 1
        sampled = Position(tuple(layout[n] for n in range(len(seats))), here.leader, here.trick, here.winners)
        fresh = Solver(variant, contract.trump.kind, contract.trump.suit, taker_unit)
        for card, rest in fresh.card_values(sampled).items():
            values[card].append(won + rest)
    if kept == 0:
        raise SingleDummyError(sentence("sd.no_layout_consistent_with"))
    taker_side = variant.team_of(seat) == taker_unit
    estimates = []
    for card in legal:
        mean, bound = _mean_and_bound(values[card])
        estimates.append(Estimate(card, mean, bound))
    estimates.sort(key=lambda e: (-e.mean if taker_side else e.mean, e.card))
    best = estimates[0]
    mine = next(e for e in estimates if e.card == played_card)
    gap = best.mean - mine.mean if taker_side else mine.mean - best.mean
    return SingleDummy(
        trick,
        position,
        seat,
        taker_side,
        played_card,
        kept,
        draws,
        seed,
        tuple(estimates),
        best.card,
        gap > best.bound + mine.bound,
    )


def _consistent(
    solver: Solver,
    start: Position,
    history: list[tuple[Position, Card]],
    layout: dict[int, tuple[Card, ...]],
    played_by: dict[int, list[Card]],
    me: int,
) -> bool:
    """Whether every card the other seats played was legal with the hands `layout` gives them (their
    hands at the start: what the layout leaves them and what they have played)."""
    hands = tuple(
        start.hands[n] if n == me else tuple(sorted([*layout[n], *played_by[n]]))
        for n in range(len(start.hands))
    )
    here = Position(hands, start.leader, start.trick, start.winners)
    for past, card in history:
        if past.to_play != me and card not in solver.legal(here):
            return False
        here, _ = here.after(card, solver.table)
    return True
