"""The words of an illegal card on the fast tiers: its `violation` object (rule, place, seat, card,
the sentence of `check`, the legal set), the rule and legal set it broke read from the kernel's
table by the compiled core's situation, and `IllegalPieces`, what the batch's line of an illegal card
is written from.

Why a module: both tiers and the compiled tier's line writer (`batch_lines.IllegalLines`) say an
illegal card the same way; the sentences themselves are the reference's
(`refscore.judge.violation_words`), kept here by what they read.
"""

from __future__ import annotations

from typing import Any

from refscore.base.cards import DECK, Card, card_name
from refscore.base.places import card_where
from refscore.fast.core_glue import TrumpTable
from refscore.kernel.deal_walk import RULE_OF, FaultKind
from refscore.model.rule_ids import RULES

__all__ = ["IllegalPieces", "ViolationWords", "message_key", "violation_place"]

_MAX_MEMO = 100_000  # sentences and legal sets kept: bounds each memo over a long batch
_NAMES = tuple(card_name(card) for card in DECK)
HELD_RULE = RULE_OF[FaultKind.NOT_HELD]  # a card its player does not hold: no card led in its sentence


class ViolationWords:
    """The violations of one variant's illegal cards, with the memos of their sentences and legal
    sets."""

    def __init__(self, seats: tuple[str, ...]) -> None:
        self.seats = seats
        #: the sentence of a violation of an obligation, by `message_key`
        self.messages: dict[tuple[str, int, int, int, int], str] = {}
        #: the names of the cards of a legal set (mask), shared by the violations that show it: read-only
        self.legal_names: dict[int, list[str]] = {}

    def violation(
        self,
        rule: str,
        allowed: int,
        number: int,
        position: int,
        seat: int,
        card: int,
        led: int,
        subset: int = -1,
    ) -> dict[str, Any]:
        """The `violation` of an illegal card, as the reference reports it: the seat, the place
        (`violation_place`), the rule and the legal set (a mask), the sentence of `check`
        (`message`, picked by rule and `subset`; `led` the card led, read only when
        `position` is not 0). `refscore.fast.batch_lines.IllegalLines` writes the same object's JSON
        from the same functions' answers."""
        place, where = violation_place(number, position)
        return {
            "rule": rule,
            "rule_title": RULES[rule].title,
            "phase": "play",
            "place": place,
            "where": where,
            "seat": self.seats[seat],
            "action": _NAMES[card],
            "message": self.message(rule, seat, card, led if position else -1, subset),
            "legal": self.legal_names_of(allowed),
        }

    def facts(
        self, table: TrumpTable, seat: int, card: int, index: int, subsets: tuple[int, ...]
    ) -> tuple[str, int, int]:
        """The rule an illegal card breaks, the legal set (a mask) when it was played and the part of
        the hand the broken restriction allowed (a `Subset`, which picks the sentence; -1 for
        play.card-held): play.card-held when the hand, `subsets[0]`, lacks the card; else the
        kernel's first restriction of the situation that excludes it (`PlayKernel.broken_step`);
        the set is `LegalTable.allowed[index]`."""
        kernel_table = table.kernel.table
        if not subsets[0] >> card & 1:
            rule, part = HELD_RULE, -1
        else:
            rule, part = table.kernel.broken_step(index, subsets, card)
        return rule, subsets[kernel_table.allowed[index]], int(part)

    def message(self, rule: str, seat: int, card: int, led: int, subset: int = -1) -> str:
        """The sentence of `check` for `seat` playing `card` against `rule` (`led`: the card led to
        the trick, -1 when `card` leads it; `subset`: the part of the hand the restriction allowed),
        kept by what it reads (`message_key`: a sentence of a few words)."""
        said = message_key(rule, seat, card, led, subset)
        known = self.messages.get(said)
        if known is None:
            from refscore.judge.violation_words import card_sentence  # (an illegal card's words only)

            # (the first card of the suit led stands for the card led: the sentence reads its suit)
            trick = [Card(said[3] << 3)] if said[3] >= 0 else []
            known = card_sentence(rule, self.seats[seat], Card(card), trick, subset)
            if len(self.messages) < _MAX_MEMO:
                self.messages[said] = known
        return known

    def legal_names_of(self, allowed: int) -> list[str]:
        """The names of the cards of a legal set (a mask), in the deck's order, shared by the
        violations that show it: read-only."""
        legal = self.legal_names.get(allowed)
        if legal is None:
            legal = []
            rest = allowed
            while rest:  # (each card of the set, lowest first: the deck's order)
                low = rest & -rest
                legal.append(_NAMES[low.bit_length() - 1])
                rest ^= low
            if len(self.legal_names) < _MAX_MEMO:
                self.legal_names[allowed] = legal
        return legal


def message_key(rule: str, seat: int, card: int, led: int, subset: int) -> tuple[str, int, int, int, int]:
    """What the sentence of an illegal card reads (`ViolationWords.message`'s arguments): the
    rule, the seat, the card, the suit led (-1: none, or a card not held, whose sentence names
    no card led; `card_sentence` names the suit led, never its card) and the subset. Illegal deals
    of a file name a few hundred of these, against thousands with the card led."""
    return (rule, seat, card, -1 if led < 0 or rule == HELD_RULE else led >> 3, subset)


def violation_place(number: int, position: int) -> tuple[str, str]:
    """The `place` and `where` of the card at `position` of trick `number` (both from 0) in a
    violation, as `check` writes them."""
    return f"$.tricks[{number}][{position}]", card_where(number, position)


class IllegalPieces:
    """What the JSON line of an illegal card needs (`FastChecker.illegal_pieces`), written by
    `refscore.fast.batch_lines.IllegalLines` without the lean result's dicts: the contract key (as
    `LegalPieces`'), the record's claim, the violation's rule, trick, position, seat, card, card led
    (-1: it leads) and legal set (a mask), the penalty's plan entry (`PenaltyPlan.entry`:
    [JSON or None, its bytes, ...]), None when the variant scores none, and the part of the hand the broken
    restriction allowed (a `Subset`: its sentence is picked by it).

    Why: an illegal deal's line is three times a legal one's, and most of it is fixed per variant
    or shared by many deals (bench/illegal_marginal.py)."""

    __slots__ = (
        "allowed",
        "card",
        "claim",
        "contract",
        "led",
        "number",
        "penalty",
        "position",
        "rule",
        "seat",
        "subset",
    )

    def __init__(
        self,
        contract: tuple[int, ...],
        claim: Any,
        rule: str,
        number: int,
        position: int,
        seat: int,
        card: int,
        led: int,
        allowed: int,
        penalty: list[Any] | None,
        subset: int = -1,
    ) -> None:
        self.contract = contract
        self.claim = claim
        self.rule = rule
        self.number = number
        self.position = position
        self.seat = seat
        self.card = card
        self.led = led
        self.allowed = allowed
        self.penalty = penalty
        self.subset = subset
