"""The play of the cards: card strength and points under a contract, legal cards, trick winners.

Why a `CardTable` per contract: the strength and points of all 32 cards are resolved once when the
contract is known, so judging a card is a few list look-ups. The obligations are applied as a
sequence of named restrictions; the first one that excludes a card is the rule it breaks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .cards import DECK, Card, Suit, suit_of
from .variant import Obligation, PlayRules, TrumpKind, TrumpMode, Underruff, suit_table


@dataclass(frozen=True)
class ContractCards:
    """Strength and points of every card under one trump choice."""

    kind: TrumpKind
    trump: Suit | None
    points: tuple[int, ...]  # by card
    strength: tuple[int, ...]  # by card, within its own suit (1..8, 8 strongest)
    is_trump: tuple[bool, ...]  # by card: may ruff (only the trump suit of a suit contract)

    @classmethod
    def build(cls, mode: TrumpMode, trump: Suit | None) -> ContractCards:
        tables = [suit_table(mode, trump, suit_of(card)) for card in DECK]
        return cls(
            kind=mode.kind,
            trump=trump,
            points=tuple(table.points[card & 7] for card, table in zip(DECK, tables, strict=True)),
            strength=tuple(table.strength[card & 7] for card, table in zip(DECK, tables, strict=True)),
            is_trump=tuple(mode.trump_table is not None and suit_of(card) == trump for card in DECK),
        )

    def winning_index(self, cards: Sequence[Card]) -> int:
        """Index of the card that wins (so far) a trick whose cards are given in play order."""
        led = cards[0] >> 3
        best, best_key = 0, -1
        for index, card in enumerate(cards):
            if self.is_trump[card]:
                key = 100 + self.strength[card]
            elif card >> 3 == led:
                key = self.strength[card]
            else:
                continue
            if key > best_key:
                best, best_key = index, key
        return best


@dataclass(frozen=True)
class Legality:
    """The cards a player may play, and the restrictions (rule id, cards still allowed) that led there."""

    allowed: tuple[Card, ...]
    steps: tuple[tuple[str, tuple[Card, ...]], ...]

    def broken_rule(self, card: Card) -> str | None:
        """The rule a card breaks: the first restriction that excluded it (None when it is legal)."""
        for rule, allowed in self.steps:
            if card not in allowed:
                return rule
        return None


def _applies(obligation: Obligation, partner_master: bool) -> bool:
    """Whether an overtake duty binds now: the variant may waive it while the partner is master."""
    return obligation is Obligation.ALWAYS or (
        obligation is Obligation.UNLESS_PARTNER_MASTER and not partner_master
    )


def legal_cards(
    cards: ContractCards,
    rules: PlayRules,
    hand: Sequence[Card],
    trick: Sequence[Card],
    trick_seats: Sequence[str],
    seat: str,
    partners: Callable[[str, str], bool],
) -> Legality:
    """Which cards of `hand` may be played to `trick` (cards so far, in play order) by `seat`.

    `partners(a, b)` tells whether two different seats play on the same side. The steps are kept in
    the order the rules apply, so that `Legality.broken_rule` names the first obligation a card breaks.
    """
    whole = tuple(hand)
    if not trick:
        return Legality(whole, ())
    led = trick[0] >> 3
    winner = cards.winning_index(trick)
    partner_master = trick_seats[winner] != seat and partners(trick_seats[winner], seat)
    steps: list[tuple[str, tuple[Card, ...]]] = []

    following = tuple(card for card in hand if card >> 3 == led)
    if following:
        steps.append(("play.follow-suit", following))
        if cards.is_trump[trick[0]]:
            rule, obligation = "play.trump-lead-overtake", rules.overtrump_on_trump_lead
        elif cards.kind is TrumpKind.ALL_TRUMP:
            rule, obligation = "play.all-trump-overtake", rules.all_trump_overtake
        else:
            return Legality(following, tuple(steps))
        top = max(cards.strength[card] for card in trick if card >> 3 == led)
        higher = tuple(card for card in following if cards.strength[card] > top)
        if higher and _applies(obligation, partner_master):
            steps.append((rule, higher))
        elif higher and partner_master and rules.overtrump_partner and cards.is_trump[trick[0]]:
            # Rule play.overtrump-partner binds whoever plays a trump over his partner's master trump,
            # also on a trump lead where play.trump-lead-overtake lets him off.
            steps.append(("play.overtrump-partner", higher))
        return Legality(steps[-1][1], tuple(steps))

    trumps = tuple(card for card in hand if cards.is_trump[card])
    if not trumps:
        return Legality(whole, ())
    table_trumps = [cards.strength[card] for card in trick if cards.is_trump[card]]
    top = max(table_trumps, default=0)
    higher = tuple(card for card in trumps if cards.strength[card] > top)

    if partner_master and rules.must_ruff is not Obligation.ALWAYS:
        # Rule play.partner-master: free to discard; trumping over the partner may still have to go over.
        if rules.overtrump_partner and top and higher:
            allowed = tuple(card for card in hand if not cards.is_trump[card]) + higher
            steps.append(("play.overtrump-partner", allowed))
            return Legality(allowed, tuple(steps))
        return Legality(whole, ())
    if rules.must_ruff is Obligation.NEVER:
        return Legality(whole, ())

    steps.append(("play.must-ruff", trumps))
    if not top:
        return Legality(trumps, tuple(steps))
    if partner_master:
        # must_ruff is `always` and the master trump is the partner's
        if rules.overtrump_partner and higher:
            steps.append(("play.overtrump-partner", higher))
        return Legality(steps[-1][1], tuple(steps))
    if higher:
        if rules.overruff_opponent:
            steps.append(("play.must-overruff", higher))
        return Legality(steps[-1][1], tuple(steps))
    # Only trumps lower than an opponent's master trump.
    if rules.underruff is Underruff.FORCED:
        return Legality(trumps, (("play.underruff", trumps),))
    if rules.underruff is Underruff.OPTIONAL:
        return Legality(whole, ())
    others = tuple(card for card in hand if not cards.is_trump[card])
    if others:
        return Legality(others, (("play.underruff", others),))
    return Legality(trumps, ())
