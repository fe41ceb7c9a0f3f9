"""The coach view: the cards a seat could play at one point of a deal, and why the others were not.

Why a module of its own: the explanation of an illegal card, the HTML page and `refscore legal` all
need the same thing, the position at one card of the play (the hand held then, the cards already on
the table, the master card) and which obligation of `refscore.kernel.play.legal_cards` excluded each
other card (the words are `refscore.text.coach`'s). The deal
is replayed as recorded up to that point; an earlier illegal card does not stop the replay (the
question is what the seat could play there), it is only reported alongside.

Pure: no I/O.
"""

from __future__ import annotations

from collections import Counter

from refscore.base.cards import Card, suit_of
from refscore.base.errors import RefscoreError, sentence
from refscore.base.precompiled import dataclass
from refscore.judge.auction_judge import Contract, first_player, judge_auction
from refscore.kernel.play import ContractCards, Legality, PlayKernel, Subset, legal_cards
from refscore.load.situation import SeatView
from refscore.model.record import DealRecord
from refscore.model.variant import Obligation, TrumpKind, Underruff, Variant

__all__ = [
    "NAMED_STEPS",
    "CoachError",
    "Duty",
    "RecordedTurn",
    "Refusal",
    "broken_subset",
    "duties",
    "position_at",
    "position_from_situation",
    "refusals",
    "step_subsets",
    "top_card",
]


class CoachError(RefscoreError):
    """A position that cannot be shown: no contract, no such trick, a seat whose turn has not come."""


@dataclass(frozen=True)
class RecordedTurn:
    """One seat about to play one card of one trick, as the record has it."""

    variant: Variant
    contract: Contract
    cards: ContractCards
    trick: int  # 1-based
    seat: str
    leader: str
    before: tuple[tuple[str, Card], ...]  # the cards already in the trick, in play order
    hand: tuple[Card, ...]  # the seat's cards at that moment (sorted)
    played: Card | None  # what the record says he played there, if it goes that far
    legality: Legality
    problems: tuple[tuple[int, str, str], ...] = ()  # earlier irregularities passed: (trick, seat, rule)

    @property
    def master(self) -> tuple[str, Card] | None:
        """The seat and card winning the trick so far."""
        if not self.before:
            return None
        index = self.cards.winning_index([card for _, card in self.before])
        return self.before[index]

    @property
    def allowed(self) -> tuple[Card, ...]:
        return tuple(sorted(self.legality.allowed))


@dataclass(frozen=True)
class Refusal:
    """Cards of the hand that one rule excluded (the first restriction that left them out)."""

    rule: str
    cards: tuple[Card, ...]


def _seats_from(variant: Variant, leader: str) -> list[str]:
    seats = variant.seats
    start = seats.index(leader)
    return [seats[(start + i) % len(seats)] for i in range(len(seats))]


def position_at(record: DealRecord, variant: Variant, trick: int, seat: str) -> RecordedTurn:
    """Replay `record` to the moment `seat` plays to trick `trick` (1-based); raise `CoachError`."""
    if seat not in variant.seats:
        raise CoachError(
            sentence("coach.unknown_seat", seat=seat),
            expected=sentence("coach.one", choices=", ".join(variant.seats)),
            rule="deal.seats",
        )
    judged = judge_auction(variant, record.dealer, record.calls, record.turned)
    contract = judged.contract
    if contract is None:
        reason = (
            sentence("coach.auction_illegal_at", call=judged.violation.index + 1, rule_=judged.violation.rule)
            if judged.violation is not None
            else sentence("coach.everybody_passed" if judged.redeal else "coach.auction_not_ended")
        )
        raise CoachError(
            sentence("coach.no_contract", reason=reason), expected=sentence("coach.deal_whose_auction_ends")
        )
    if trick < 1 or trick > len(record.tricks) + 1 or trick > variant.hand_size:
        last = min(len(record.tricks) + 1, variant.hand_size)
        raise CoachError(
            sentence("coach.there_no_trick_show", trick=trick),
            expected=sentence("coach.trick_from", last=last),
        )
    cards = ContractCards.build(variant.modes[contract.trump.kind], contract.trump.suit)
    problems: list[tuple[int, str, str]] = []
    hands = {name: list(hand) for name, hand in record.hands.items()}
    if record.discard is not None or variant.chien:
        taker_hand = hands[contract.taker] + list(record.chien)
        for card in record.discard or ():
            if card in taker_hand:
                taker_hand.remove(card)
        hands[contract.taker] = taker_hand
    leader = first_player(variant, record.dealer)
    for number, recorded in enumerate(record.tricks[: trick - 1], start=1):
        order = _seats_from(variant, leader)
        if len(recorded.plays) < len(order):
            raise CoachError(
                sentence("coach.trick_not_finished_so", number=number, trick=trick),
                place=recorded.path,
                expected=sentence("coach.trick_up", number=number),
            )
        played: list[Card] = []
        for who, play in zip(order, recorded.plays, strict=False):
            hand = hands[who]
            if play.card not in hand:
                problems.append((number, who, "play.card-held"))
            else:
                broken = legal_cards(
                    cards, variant.play, hand, played, order, who, variant.same_side
                ).broken_rule(play.card)
                if broken is not None:
                    problems.append((number, who, broken))
                hand.remove(play.card)
            played.append(play.card)
        leader = order[cards.winning_index(played)]
    order = _seats_from(variant, leader)
    position = order.index(seat)
    recorded_plays = record.tricks[trick - 1].plays if trick <= len(record.tricks) else ()
    if len(recorded_plays) < position:
        raise CoachError(
            sentence(
                "coach.plays_card_trick_but",
                seat=seat,
                number=position + 1,
                trick=trick,
                recorded_plays_count=len(recorded_plays),
            ),
            expected=sentence(
                "coach.seat_among_leader", seats=", ".join(order[: len(recorded_plays) + 1]), leader=leader
            ),
        )
    before = tuple((who, play.card) for who, play in zip(order, recorded_plays[:position], strict=False))
    for who, card in before:
        if card in hands[who]:
            hands[who].remove(card)
    held = tuple(sorted(hands[seat]))
    legality = legal_cards(
        cards, variant.play, held, [card for _, card in before], order, seat, variant.same_side
    )
    played_card = recorded_plays[position].card if len(recorded_plays) > position else None
    return RecordedTurn(
        variant, contract, cards, trick, seat, leader, before, held, played_card, legality, tuple(problems)
    )


def refusals(position: RecordedTurn) -> list[Refusal]:
    """The cards each restriction excluded, in the order the restrictions apply."""
    remaining = set(position.hand)
    out: list[Refusal] = []
    for rule, allowed in position.legality.steps:
        excluded = tuple(sorted(card for card in remaining if card not in allowed))
        if excluded:
            out.append(Refusal(rule, excluded))
        remaining &= set(allowed)
    return out


def top_card(position: RecordedTurn, *, trumps: bool) -> tuple[str, Card] | None:
    """The highest card on the table: among the trumps, or among the cards of the suit led."""
    if not position.before:
        return None
    led = suit_of(position.before[0][1])
    candidates = [
        (who, card)
        for who, card in position.before
        if (position.cards.is_trump[card] if trumps else suit_of(card) == led)
    ]
    if not candidates:
        return None
    return max(candidates, key=lambda item: position.cards.strength[item[1]])


def position_from_situation(situation: SeatView, variant: Variant) -> RecordedTurn:
    """The position of a player who knows only his hand, the trump and the trick so far.

    The contract's value and taker are only shown; the legal cards depend on the trump, the hand
    and who played what to the trick (partner or opponent), as `legal_cards` decides.
    """
    cards = situation.cards(variant)
    leader = situation.trick[0][0] if situation.trick else situation.seat
    order = _seats_from(variant, leader)
    before = situation.trick
    hand = tuple(sorted(situation.hand))
    legality = legal_cards(
        cards, variant.play, hand, [card for _, card in before], order, situation.seat, variant.same_side
    )
    value = situation.value if isinstance(situation.value, int) else 0
    special = situation.value if isinstance(situation.value, str) else None
    contract = Contract(situation.taker or "?", value, special, situation.trump, 1, None, None)
    trick_number = variant.hand_size - len(situation.hand) + 1
    return RecordedTurn(
        variant, contract, cards, trick_number, situation.seat, leader, before, hand, None, legality
    )


@dataclass(frozen=True)
class Duty:
    """One obligation of play at this point, said both ways: it binds (`binds`), or why it does not.

    `reason` is a key the words of `refscore.render.legal_text` tell: for a binding duty, what it requires;
    otherwise, why the player is let off (he cannot follow, his partner is master, no trump...).
    `cards`: the cards the duty leaves him when it binds. `who`/`card`: the master card concerned.
    """

    rule: str
    binds: bool
    reason: str
    cards: tuple[Card, ...] = ()
    who: str | None = None
    card: Card | None = None


#: The restrictions of the kernel (rule, subset) the coach has words of its own for: the reason
#: `refscore.render.legal_text` says it by, and the card on the table it names ("led": the best card
#: of the suit led; "trump": the best trump). Any other restriction `decide` makes (a new play
#: option's) is said in the words of the part of the hand it leaves (reason ``subset.<SUBSET>``), so
#: a new kind of duty needs neither code nor words here.
NAMED_STEPS: dict[tuple[str, Subset], tuple[str, str | None]] = {
    ("play.follow-suit", Subset.FOLLOWING): ("follow", None),
    ("play.trump-lead-overtake", Subset.FOLLOWING_HIGHER): ("go_over", "led"),
    ("play.all-trump-overtake", Subset.FOLLOWING_HIGHER): ("go_over", "led"),
    ("play.overtrump-partner", Subset.FOLLOWING_HIGHER): ("overtrump_partner", "led"),
    ("play.must-ruff", Subset.TRUMPS): ("ruff", None),
    ("play.must-overruff", Subset.TRUMPS_HIGHER): ("overruff", "trump"),
    ("play.overtrump-partner", Subset.TRUMPS_HIGHER): ("overtrump_partner", "trump"),
    ("play.overtrump-partner", Subset.NON_TRUMPS_OR_TRUMPS_HIGHER): ("overtrump_partner", "trump"),
    ("play.underruff", Subset.TRUMPS): ("underruff_forced", "trump"),
    ("play.underruff", Subset.NON_TRUMPS): ("underruff_forbidden", "trump"),
}


def step_subsets(position: RecordedTurn) -> list[tuple[str, Subset]]:
    """The restrictions of `position.legality.steps`, in their order, each with the part of the
    hand it allows: the kernel's own table entry for the situation (what `legal_cards` turned into
    cards). A list, not a map by rule: a play option may add a second restriction under a rule."""
    if not position.before:
        return []
    master = position.master
    assert master is not None
    partner_master = master[0] != position.seat and position.variant.same_side(master[0], position.seat)
    kernel = PlayKernel(position.cards, position.variant.play)
    index, _ = kernel.subsets(
        sum(1 << card for card in position.hand), [card for _, card in position.before], partner_master
    )
    return list(kernel.table.steps[index])


def broken_subset(position: RecordedTurn, rule: str, card: Card | None) -> Subset | None:
    """The part of the hand allowed by the restriction of `rule` that excludes `card` (the first
    restriction of that rule when `card` is None or allowed by all): which of a rule's duties a card
    broke, so its words are that duty's."""
    steps = step_subsets(position)
    for (named, subset), (_, allowed) in zip(steps, position.legality.steps, strict=True):
        if named == rule and card is not None and card not in allowed:
            return subset
    return next((subset for named, subset in steps if named == rule), None)


def _bound(position: RecordedTurn, rule: str, subset: Subset, allowed: tuple[Card, ...]) -> Duty:
    """A restriction that binds, as a duty: its words' key, the cards it allows and the card on the
    table it names."""
    reason, named = NAMED_STEPS.get((rule, subset), (f"subset.{subset.name}", ""))
    if named == "":  # said in the words of its subset: the best card of the suit led, or trump
        following = subset in (Subset.FOLLOWING, Subset.FOLLOWING_HIGHER)
        top = top_card(position, trumps=not following) or position.master
    else:
        top = top_card(position, trumps=named == "trump") if named is not None else None
    who, card = top if top is not None else (None, None)
    return Duty(rule, True, reason, tuple(sorted(allowed)), who, card)


def duties(position: RecordedTurn) -> list[Duty]:
    """Each obligation that could apply to this card, in the order of the rules, binding or not.

    The binding ones are the kernel's restrictions (`Legality.steps`), each once and in their order,
    so the set of legal cards and the duties never disagree; the others are read from the same
    facts (the suit led, the trumps held and on the table, whether the partner is master) to say
    why the obligations of play the coach knows do not bind.
    """
    if not position.before:
        return [Duty("play.turn", False, "lead")]
    # each restriction with the cards it allows (`Legality.steps`, in the same order)
    steps = [
        (rule, subset, allowed)
        for (rule, subset), (_, allowed) in zip(step_subsets(position), position.legality.steps, strict=True)
    ]
    first: dict[str, tuple[Subset, tuple[Card, ...]]] = {}
    for rule, subset, allowed in steps:
        first.setdefault(rule, (subset, allowed))
    out = _explained(position, first)
    # A restriction the explanations above do not place (a new play option's, or a second one under
    # a rule) goes after the duty of the restriction before it, so the binding duties are the
    # kernel's steps, in order.
    placed = Counter(duty.rule for duty in out if duty.binds)
    for number, (rule, subset, allowed) in enumerate(steps):
        if placed[rule] > 0:
            placed[rule] -= 1
            continue
        before = steps[number - 1][0] if number else None
        at = max((i + 1 for i, d in enumerate(out) if d.binds and d.rule == before), default=len(out))
        out.insert(at, _bound(position, rule, subset, allowed))
    return out


def _explained(position: RecordedTurn, steps: dict[str, tuple[Subset, tuple[Card, ...]]]) -> list[Duty]:
    """The duties of `duties`, the kernel's restrictions (the first of each rule, with the cards it
    allows) said where the rules the coach knows put them."""
    cards = position.cards
    rules = position.variant.play
    hand = position.hand
    table = [card for _, card in position.before]
    led = suit_of(table[0])
    master = position.master
    assert master is not None
    partner_master = master[0] != position.seat and position.variant.same_side(master[0], position.seat)
    top_trump = top_card(position, trumps=True)
    out: list[Duty] = []

    def bound(rule: str) -> None:
        out.append(_bound(position, rule, *steps[rule]))

    following = [card for card in hand if suit_of(card) == led]
    if following:
        bound("play.follow-suit")
        if cards.is_trump[table[0]] or cards.kind is TrumpKind.ALL_TRUMP:
            rule = "play.trump-lead-overtake" if cards.is_trump[table[0]] else "play.all-trump-overtake"
            top = top_card(position, trumps=False)
            assert top is not None
            obligation = (
                rules.overtrump_on_trump_lead if cards.is_trump[table[0]] else rules.all_trump_overtake
            )
            higher = any(cards.strength[card] > cards.strength[top[1]] for card in following)
            if rule in steps:
                bound(rule)
            elif "play.overtrump-partner" in steps:
                out.append(Duty(rule, False, "partner_master_over", (), master[0], master[1]))
                bound("play.overtrump-partner")
            elif not higher:
                out.append(Duty(rule, False, "cannot_go_over", (), top[0], top[1]))
            elif obligation is Obligation.NEVER:
                out.append(Duty(rule, False, "no_go_over_duty", (), top[0], top[1]))
            else:
                out.append(Duty(rule, False, "partner_master_over", (), master[0], master[1]))
        return out

    out.append(Duty("play.follow-suit", False, "cannot_follow"))
    trumps = [card for card in hand if cards.is_trump[card]]
    if cards.trump is None or not trumps:
        out.append(Duty("play.must-ruff", False, "no_trump"))
        return out
    if "play.must-ruff" in steps:
        bound("play.must-ruff")
    elif partner_master and rules.must_ruff is not Obligation.ALWAYS:
        out.append(Duty("play.partner-master", False, "partner_master", (), master[0], master[1]))
    elif rules.must_ruff is Obligation.NEVER:
        out.append(Duty("play.must-ruff", False, "no_ruff_duty"))
    if "play.must-overruff" in steps:
        bound("play.must-overruff")
    if "play.overtrump-partner" in steps:
        bound("play.overtrump-partner")
    if top_trump is not None and not partner_master and "play.must-overruff" not in steps:
        higher = any(cards.strength[card] > cards.strength[top_trump[1]] for card in trumps)
        if not higher:
            if "play.underruff" in steps:
                bound("play.underruff")
            elif rules.underruff is Underruff.OPTIONAL:
                out.append(Duty("play.underruff", False, "underruff_free", (), top_trump[0], top_trump[1]))
            else:
                out.append(Duty("play.underruff", False, "only_trumps", (), top_trump[0], top_trump[1]))
    return out
