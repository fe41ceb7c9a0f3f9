"""Annonces: check what each player declared, and settle which scoring unit scores its own.

Why here: a declared annonce is judged against the hand held at the first trick (rule
`annonce.valid`), then only the unit with the strongest one scores all of its own (rule
`points.annonces-strongest`), ranked by the variant's table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import field

from refscore.base.cards import RANK_LETTERS, Card, card_name, rank_of, suit_of
from refscore.base.precompiled import dataclass
from refscore.judge.auction_judge import Contract
from refscore.judge.scoring import ScoreLine
from refscore.kernel.annonces import AnnonceTable
from refscore.model.record import DealRecord
from refscore.model.variant import AnnonceRules, Variant

Strength = tuple[int, int, int, int]


@dataclass(frozen=True)
class AnnonceViolation:
    """A false or misplaced annonce: the rule it breaks, where, by whom, and the words."""

    rule: str
    path: str
    where: str
    seat: str
    action: str
    message: str


@dataclass
class SettledAnnonces:
    """Who scores the declared annonces once they are judged: points and lines by unit."""

    points: dict[str, int] = field(default_factory=dict)  # by scoring unit, only the units that score
    lines: list[ScoreLine] = field(default_factory=list)


@dataclass(frozen=True)
class _Judged:
    """A declared annonce, classified: its name, points and strength (to find the best)."""

    seat: str
    name: str
    points: int
    strength: Strength


def classify(
    cards: Sequence[Card], rules: AnnonceRules, trump_suit: int | None
) -> tuple[str, int, Strength] | str:
    """(name, points, strength) of a combination, or the reason it is not an annonce."""
    ranks = {rank_of(card) for card in cards}
    suits = {suit_of(card) for card in cards}
    if len(cards) == 4 and len(ranks) == 1:
        rank = next(iter(ranks))
        # a rank of `carre_order` is a carré even when it is worth 0: it then ranks without scoring
        for position, (carre_rank, points) in enumerate(rules.carres):
            if carre_rank == rank:
                return f"carré of {RANK_LETTERS[rank]}", points, (1, len(rules.carres) - position, 0, 0)
        return f"a carré of {RANK_LETTERS[rank]} scores nothing (not in annonces.carre_order)"
    if len(suits) != 1:
        return "the cards are neither a carré nor one suit"
    positions = sorted(rules.sequence_order.index(rank) for rank in ranks)
    if len(positions) != len(cards) or positions != list(range(positions[0], positions[0] + len(positions))):
        return "the cards are not in sequence (A K Q J 10 9 8 7)"
    shortest = min(length for length, _ in rules.sequences)
    if len(cards) < shortest:
        return f"a sequence needs at least {shortest} cards"
    points = next(points for length, points in rules.sequences if len(cards) >= length)
    names = {3: "tierce", 4: "cinquante"}
    name = names.get(len(cards), "cent") if len(cards) <= 5 else f"cent ({len(cards)} cards)"
    in_trump = (
        1
        if (trump_suit is not None and next(iter(suits)) == trump_suit and rules.trump_sequence_wins_tie)
        else 0
    )
    return name, points, (0, len(cards), 8 - positions[0], in_trump)


def kind_matches(name: str, kind: str | None) -> bool:
    """Whether an annonce's declared `kind` (optional: "tierce", "carre"...) names what its cards make
    (`name`, from `classify`)."""
    return kind is None or name.startswith(kind.lower().replace("carre", "carré"))


def strength_rank(strength: Strength) -> int:
    """`strength` as one int, in the same order: what the fast tiers compare (`fast_annonces`, the
    compiled core). Its four parts are each 0-255 (`classify`: a flag, at most 8 carrés or cards,
    8 places, a flag), so their bytes read as one big-endian int order as the tuples do."""
    return int.from_bytes(bytes(strength), "big")


def strongest(
    variant: Variant, judged: Sequence[tuple[str, Strength]], leader: str, taker: str
) -> tuple[str | None, list[bool]]:
    """Settle valid annonces (seat, strength), in declared order, by rule `points.annonces-strongest`:
    the unit that scores (None: a tie nobody wins) and whether each annonce scores.

    Why apart from `settle_annonces`: the fast tiers settle millions of deals with the same decision
    (`refscore.kernel.annonces.AnnonceTable`, on the rank ints of `strength_rank`), without the
    record, the messages or the score lines; the rule stays written once, in the kernel."""
    seats = variant.seats
    position = {seat: index for index, seat in enumerate(seats)}
    return AnnonceTable.of(variant.annonces).settle(
        [variant.team_of(seat) for seat in seats],
        [(position[seat], strength) for seat, strength in judged],
        position[leader],
        position[taker],
    )


def _is_carre(cards: Sequence[Card]) -> bool:
    return len(cards) == 4 and len({rank_of(card) for card in cards}) == 1


def settle_annonces(
    variant: Variant, record: DealRecord, hands: dict[str, list[Card]], contract: Contract, leader: str
) -> SettledAnnonces | AnnonceViolation:
    """Judge the declared annonces against the hands held at trick 1 and settle who scores."""
    settled = SettledAnnonces()
    if not record.annonces:
        return settled
    rules = variant.annonces
    # where a card may serve once in a carré and once in a sequence (`annonces.card_serves`), the kind
    # of the annonce is part of the key; otherwise every annonce shares the one key
    used: dict[tuple[str, Card, bool | None], str] = {}
    judged: list[_Judged] = []
    for number, annonce in enumerate(record.annonces, start=1):
        where = f"annonce {number}"
        text = " ".join(card_name(card) for card in annonce.cards)
        if not rules.enabled:
            return AnnonceViolation(
                "annonce.valid", annonce.path, where, annonce.seat, text, f"{variant.id} has no annonces"
            )
        kind_key = _is_carre(annonce.cards) if rules.card_serves == "carre_and_sequence" else None
        for index, card in enumerate(annonce.cards):
            if card not in hands[annonce.seat]:
                return AnnonceViolation(
                    "annonce.valid",
                    f"{annonce.path}.cards[{index}]",
                    where,
                    annonce.seat,
                    text,
                    f"false annonce: {annonce.seat} did not hold {card_name(card)} at the first trick",
                )
            if (annonce.seat, card, kind_key) in used:
                return AnnonceViolation(
                    "annonce.valid",
                    f"{annonce.path}.cards[{index}]",
                    where,
                    annonce.seat,
                    text,
                    f"false annonce: {card_name(card)} already serves in "
                    f"{used[(annonce.seat, card, kind_key)]}",
                )
            used[(annonce.seat, card, kind_key)] = where
        kind = classify(annonce.cards, rules, contract.trump.suit)
        if isinstance(kind, str):
            return AnnonceViolation(
                "annonce.valid", annonce.path, where, annonce.seat, text, f"false annonce: {kind}"
            )
        name, points, strength = kind
        if not kind_matches(name, annonce.kind):
            return AnnonceViolation(
                "annonce.valid",
                f"{annonce.path}.kind",
                where,
                annonce.seat,
                text,
                f"false annonce: declared as {annonce.kind!r} but the cards make a {name}",
            )
        judged.append(_Judged(annonce.seat, f"{name} {text}", points, strength))

    winner, scoring = strongest(
        variant, [(item.seat, item.strength) for item in judged], leader, contract.taker
    )
    for item, scores in zip(judged, scoring, strict=True):
        unit = variant.team_of(item.seat)
        if scores:
            settled.points[unit] = settled.points.get(unit, 0) + item.points
        detail = f"{item.seat}: {item.name}" + (
            ""
            if scores
            else (
                " (does not beat the opponents' best: scores nothing)"
                if unit == winner
                else " (not the strongest: scores nothing)"
                if winner
                else " (tied with an equal annonce: nobody scores)"
            )
        )
        settled.lines.append(
            ScoreLine(unit, "annonce", item.points if scores else 0, "points.annonces-strongest", detail)
        )
    return settled
