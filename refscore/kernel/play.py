"""The play kernel: the obligations of play decided once, as a table, for every consumer.

Why a table: the obligations of play (spec/rules.md §3) depend on a handful of yes/no facts about
the situation — can the player follow, is the lead a trump, is his partner master, does he hold a
trump, a higher one... — and on the variant's play options. `decide` is the ONE place where those
options are read and a card subset chosen; `LegalTable` runs it once per variant over every
combination of the facts (`FEATURES`, 10 bits: 1,024 situations) and keeps, by situation index,
the subset allowed and the restrictions (rule id, subset) that led there. Every consumer — the
reference check and its explanations, `coach`/`legal`, the generator, the conformance reference,
the fast path in Python, the compiled core (`refscore/fast/_fastcore.c`) and the solver — then only
computes the facts with mask operations and looks the table up: no consumer restates a rule.

Cards are the ints ``suit * 8 + rank``; a hand is a 32-bit mask (bit ``card``).

Stable API (used by the solver)::

    kernel = PlayKernel.of(variant, kind, trump)     # one contract (trump mode + suit)
    kernel.legal(hand_mask, trick, partner_master)   # mask of the cards that may be played
    kernel.legality(hand_mask, trick, partner_master) # (allowed mask, ((rule id, mask), ...))
    kernel.winner(trick)                              # index in `trick` of the card that wins it
    kernel.points(trick)                              # card points of the cards of `trick`

`trick` is the cards already played to the current trick, in play order (empty when leading);
`partner_master` tells whether the card winning the trick so far was played by the player's
partner. `legal_cards` keeps the card-tuple form the reference path and the tests read.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Callable, Sequence
from functools import cache
from typing import assert_never, cast, get_type_hints

from refscore.base.cards import DECK, Card, Suit, suit_of
from refscore.base.precompiled import dataclass
from refscore.model.variant import (
    Obligation,
    OnlyTrumps,
    PlayRules,
    TrumpKind,
    TrumpMode,
    Underruff,
    Variant,
    suit_table,
)

from .partial import Partial, Unknown

__all__ = [
    "FEATURES",
    "OBLIGATION_RULES",
    "PERMISSIONS",
    "ContractCards",
    "LegalTable",
    "Legality",
    "PlayKernel",
    "Situation",
    "Subset",
    "decide",
    "every_play_rules",
    "legal_cards",
    "rules_any_options",
    "rules_in_play",
    "situations_of",
]


class Subset(enum.IntEnum):
    """A part of the player's hand that a restriction allows (the values are the compiled core's)."""

    HAND = 0
    FOLLOWING = 1  # the cards of the suit led
    FOLLOWING_HIGHER = 2  # those that beat the best card of the suit led on the table
    TRUMPS = 3
    TRUMPS_HIGHER = 4  # the trumps that beat every trump on the table (every trump when none is)
    NON_TRUMPS = 5
    NON_TRUMPS_OR_TRUMPS_HIGHER = 6  # discard, or trump over the table


#: The facts of a situation, as bits of its index, in this order (the compiled core reads the same).
FEATURES = (
    "leading",
    "can_follow",
    "led_trump",
    "all_trump",
    "can_overtake",
    "partner_master",
    "holds_trumps",
    "holds_higher_trumps",
    "trumps_on_table",
    "holds_non_trumps",
)
_BIT = {name: 1 << index for index, name in enumerate(FEATURES)}
LEADING, CAN_FOLLOW, LED_TRUMP, ALL_TRUMP, CAN_OVERTAKE = (_BIT[name] for name in FEATURES[:5])
PARTNER_MASTER, HOLDS_TRUMPS, HOLDS_HIGHER_TRUMPS, TRUMPS_ON_TABLE, HOLDS_NON_TRUMPS = (
    _BIT[name] for name in FEATURES[5:]
)
SITUATIONS = 1 << len(FEATURES)


@dataclass(frozen=True)
class Situation:
    """The facts the obligations of play read, for one player about to play a card."""

    leading: bool  # first card of the trick: nothing binds
    can_follow: bool  # holds a card of the suit led
    led_trump: bool  # the card led is a trump (a suit contract's trump suit)
    all_trump: bool  # tout atout: every suit led carries the duty to go over
    can_overtake: bool  # holds a card of the suit led above the best one on the table
    partner_master: bool  # the card winning the trick so far is his partner's
    holds_trumps: bool
    holds_higher_trumps: bool  # a trump above every trump on the table (any trump when none is)
    trumps_on_table: bool  # somebody ruffed (on a plain lead)
    holds_non_trumps: bool

    @classmethod
    def from_index(cls, index: int) -> Situation:
        return cls(*(bool(index >> bit & 1) for bit in range(len(FEATURES))))


Steps = tuple[tuple[str, Subset], ...]

#: The rules `decide` may name: the obligations of play (spec/rules.md §3), whose breach a French
#: table calls a "renonce". Whoever sorts a breach by kind (the story's words, the play penalty)
#: reads this set, never a list of its own; tests/kernel/test_kernel_play.py checks that `decide`, under
#: every combination of the play options, names these rules and no other.
OBLIGATION_RULES = frozenset(
    {
        "play.follow-suit",
        "play.trump-lead-overtake",
        "play.all-trump-overtake",
        "play.must-ruff",
        "play.must-overruff",
        "play.underruff",
        "play.overtrump-partner",
    }
)


#: The permissions of play: rules that bind nobody but let a player off an obligation because of one
#: fact of his situation (rule play.partner-master: his partner is master, he need not ruff). Each
#: is read off the table like the obligations (`rules_in_play`): it is in play where setting its
#: fact takes the obligation away from a situation that had it.
PERMISSIONS: dict[str, tuple[str, str]] = {"play.partner-master": ("play.must-ruff", "partner_master")}


def _binds(obligation: Obligation, partner_master: bool) -> bool:
    """Whether an overtake duty binds now: the variant may waive it while the partner is master."""
    match obligation:
        case Obligation.ALWAYS:
            return True
        case Obligation.UNLESS_PARTNER_MASTER:
            return not partner_master
        case Obligation.NEVER:
            return False
        case _:
            assert_never(obligation)


def _only_trumps_go_over(rules: PlayRules, s: Situation) -> bool:
    """Option play.partner_master_only_trumps (rule play.overtrump-partner): a hand of trumps
    alone, partner master, goes over the table's trumps."""
    match rules.partner_master_only_trumps:
        case OnlyTrumps.ANY_TRUMP:
            return False
        case OnlyTrumps.OVERTRUMP:
            return s.trumps_on_table and s.holds_higher_trumps and not s.holds_non_trumps
        case _:
            assert_never(rules.partner_master_only_trumps)


def decide(rules: PlayRules, s: Situation) -> Steps:
    """The restrictions (rule id, subset allowed) that bind in situation `s`, in the order the rules
    apply; the cards allowed are the last step's subset (the whole hand when there is none).

    The one decision function of the obligations of play: every other consumer reads its table.
    """
    if s.leading:
        return ()
    if s.can_follow:
        if s.led_trump:
            rule, obligation = "play.trump-lead-overtake", rules.overtrump_on_trump_lead
        elif s.all_trump:
            rule, obligation = "play.all-trump-overtake", rules.all_trump_overtake
        else:
            return (("play.follow-suit", Subset.FOLLOWING),)
        follow = ("play.follow-suit", Subset.FOLLOWING)
        if s.can_overtake and _binds(obligation, s.partner_master):
            return (follow, (rule, Subset.FOLLOWING_HIGHER))
        if s.can_overtake and s.partner_master and rules.overtrump_partner and s.led_trump:
            # Rule play.overtrump-partner binds whoever plays a trump over his partner's master trump,
            # also on a trump lead where play.trump-lead-overtake lets him off.
            return (follow, ("play.overtrump-partner", Subset.FOLLOWING_HIGHER))
        return (follow,)

    if not s.holds_trumps:
        return ()
    must_ruff = rules.must_ruff
    if s.partner_master and must_ruff is not Obligation.ALWAYS:
        # Rule play.partner-master: free to discard; trumping over the partner may still have to go over.
        if rules.overtrump_partner and s.trumps_on_table and s.holds_higher_trumps:
            return (("play.overtrump-partner", Subset.NON_TRUMPS_OR_TRUMPS_HIGHER),)
        if _only_trumps_go_over(rules, s):
            return (("play.overtrump-partner", Subset.TRUMPS_HIGHER),)
        return ()
    match must_ruff:
        case Obligation.NEVER:
            return ()
        case Obligation.ALWAYS | Obligation.UNLESS_PARTNER_MASTER:
            pass
        case _:
            assert_never(must_ruff)

    ruff = ("play.must-ruff", Subset.TRUMPS)
    if not s.trumps_on_table:
        return (ruff,)
    if s.partner_master:
        # must_ruff is `always` and the master trump is the partner's
        if rules.overtrump_partner and s.holds_higher_trumps:
            return (ruff, ("play.overtrump-partner", Subset.TRUMPS_HIGHER))
        if _only_trumps_go_over(rules, s):
            return (ruff, ("play.overtrump-partner", Subset.TRUMPS_HIGHER))
        return (ruff,)
    if s.holds_higher_trumps:
        if rules.overruff_opponent:
            return (ruff, ("play.must-overruff", Subset.TRUMPS_HIGHER))
        return (ruff,)
    # Only trumps lower than an opponent's master trump.
    underruff = rules.underruff
    match underruff:
        case Underruff.FORCED:
            return (("play.underruff", Subset.TRUMPS),)
        case Underruff.OPTIONAL:
            return ()
        case Underruff.FORBIDDEN:
            if s.holds_non_trumps:
                return (("play.underruff", Subset.NON_TRUMPS),)
            return ()
        case _:
            assert_never(underruff)


@dataclass(frozen=True)
class LegalTable:
    """`decide` over every situation of one variant's play rules, by situation index.

    `allowed[i]` is the subset allowed in situation i and `steps[i]` the restrictions behind it.
    The flags tell the fast path when a whole trick can be judged by a few mask operations instead
    of card by card; they are read off the table, so they can never disagree with it.
    """

    allowed: tuple[Subset, ...]
    steps: tuple[Steps, ...]
    #: whoever holds the suit led must play it (the fast path's per-trick test of play.follow-suit)
    follow_binds: bool
    #: following a plain lead outside tout atout, any card of the suit is allowed
    plain_follow_free: bool
    #: unable to follow and without a trump, any card is allowed
    trumpless_discard_free: bool

    @classmethod
    def build(cls, rules: PlayRules) -> LegalTable:
        steps = _decide_everywhere(rules)
        allowed = tuple(step[-1][1] if step else Subset.HAND for step in steps)
        playing = [index for index in range(SITUATIONS) if not index & LEADING]
        following = [index for index in playing if index & CAN_FOLLOW]
        return cls(
            allowed=allowed,
            steps=steps,
            follow_binds=all(allowed[i] in (Subset.FOLLOWING, Subset.FOLLOWING_HIGHER) for i in following),
            plain_follow_free=all(
                allowed[i] is Subset.FOLLOWING for i in following if not i & (LED_TRUMP | ALL_TRUMP)
            ),
            trumpless_discard_free=all(
                allowed[i] is Subset.HAND for i in playing if not i & (CAN_FOLLOW | HOLDS_TRUMPS)
            ),
        )

    def core_spec(self) -> bytes:
        """The subsets allowed, one byte per situation: what the compiled core reads."""
        return bytes(self.allowed)


def _decide_everywhere(rules: PlayRules) -> tuple[Steps, ...]:
    """`decide(rules, Situation.from_index(i))` for every situation index i, by index.

    Why not `decide` on each of the 1,024 situations: the table is built whenever a variant's
    checker starts (about 35 M instructions that way, a tenth of `refscore check`'s start-up,
    bench/startup.py), and most facts do not matter to most answers (a leader plays any card
    whatever else holds). So `decide` runs on partly known facts; when it answers without reading
    an open fact, that answer fills every index that agrees with the known ones, else the fact it
    read is split (about 30 calls). Exact, as `decide` reads nothing but its facts and options
    (tests/kernel/test_kernel_play.py compares it with `decide` on every index, under every play option).
    """
    steps: list[Steps] = [()] * SITUATIONS
    pending: list[dict[str, bool]] = [{}]
    while pending:
        known = pending.pop()
        try:
            answer = decide(rules, cast(Situation, Partial(known)))
        except Unknown as unknown:
            name = str(unknown.args[0])
            pending += ({**known, name: False}, {**known, name: True})
            continue
        base = sum(_BIT[name] for name, value in known.items() if value)
        free = (SITUATIONS - 1) & ~sum(_BIT[name] for name in known)
        part = free
        while True:  # every subset of the open facts' bits
            steps[base | part] = answer
            if not part:
                break
            part = (part - 1) & free
    return tuple(steps)


@cache
def legal_table(rules: PlayRules) -> LegalTable:
    """The table of one variant's play rules (built once per process)."""
    return LegalTable.build(rules)


@dataclass(frozen=True)
class ContractCards:
    """Strength and points of every card under one trump choice, with the masks the kernel reads."""

    kind: TrumpKind
    trump: Suit | None
    points: tuple[int, ...]  # by card
    strength: tuple[int, ...]  # by card, within its own suit (1..8, 8 strongest)
    is_trump: tuple[bool, ...]  # by card: may ruff (only the trump suit of a suit contract)
    trump_mask: int
    higher: tuple[int, ...]  # by card: the cards of its suit that beat it
    #: key_by_led[led][card]: how strongly a card bids for a trick led in suit `led` (-1: never wins)
    key_by_led: tuple[tuple[int, ...], ...]

    @classmethod
    def build(cls, mode: TrumpMode, trump: Suit | None) -> ContractCards:
        return _contract_cards(mode, trump)

    def winning_index(self, cards: Sequence[Card]) -> int:
        """Index of the card that wins (so far) a trick whose cards are given in play order."""
        keys = self.key_by_led[cards[0] >> 3]
        best, best_key = 0, -1
        for index, card in enumerate(cards):
            key = keys[card]
            if key > best_key:
                best, best_key = index, key
        return best


@cache
def _contract_cards(mode: TrumpMode, trump: Suit | None) -> ContractCards:
    tables = [suit_table(mode, trump, suit_of(card)) for card in DECK]
    strength = tuple(table.strength[card & 7] for card, table in zip(DECK, tables, strict=True))
    is_trump = tuple(mode.trump_table is not None and suit_of(card) == trump for card in DECK)
    return ContractCards(
        kind=mode.kind,
        trump=trump,
        points=tuple(table.points[card & 7] for card, table in zip(DECK, tables, strict=True)),
        strength=strength,
        is_trump=is_trump,
        trump_mask=sum(1 << card for card in DECK if is_trump[card]),
        higher=tuple(  # the other cards of its suit only: 8 looks each, not 32 (start-up)
            sum(1 << other for other in range(card & ~7, (card & ~7) + 8) if strength[other] > strength[card])
            for card in DECK
        ),
        # a trump beats the suit led (key 100 + strength); a card of another suit never wins (-1)
        key_by_led=tuple(
            tuple(
                100 + strength[card] if is_trump[card] else (strength[card] if card >> 3 == led else -1)
                for card in DECK
            )
            for led in range(4)
        ),
    )


class PlayKernel:
    """The play of one contract: legal cards by table look-up, trick winner and points."""

    __slots__ = ("all_trump", "cards", "higher", "quick", "strength", "table", "trump_mask")

    def __init__(self, cards: ContractCards, rules: PlayRules) -> None:
        self.cards = cards
        self.table = legal_table(rules)
        self.trump_mask = cards.trump_mask
        self.higher = cards.higher
        self.strength = cards.strength
        self.all_trump = ALL_TRUMP if cards.kind is TrumpKind.ALL_TRUMP else 0
        table = self.table
        #: whether a held card is legal without a look-up when it leads, follows a plain suit led,
        #: or is played by a seat holding neither the suit led nor a trump (the deal walk's quick
        #: card): the table lets any card lead, any card of a plain suit led follow, and a player
        #: with neither play any card; never in tout atout (each card must go over in the suit led)
        self.quick = (
            not self.all_trump
            and table.follow_binds
            and table.plain_follow_free
            and table.trumpless_discard_free
            and table.allowed[LEADING] == Subset.HAND  # any card may lead a trick
        )

    @classmethod
    def of(cls, variant: Variant, kind: TrumpKind, trump: Suit | None) -> PlayKernel:
        return cls(ContractCards.build(variant.modes[kind], trump), variant.play)

    def subsets(self, hand: int, trick: Sequence[int], partner_master: bool) -> tuple[int, tuple[int, ...]]:
        """(situation index, mask of each `Subset`) of a player holding `hand` before `trick`."""
        if not trick:
            return LEADING | self.all_trump, (hand,) * len(Subset)
        trump_mask = self.trump_mask
        strength = self.strength
        led = trick[0] >> 3
        following = hand & (0xFF << (8 * led))
        top_led = top_trump = -1
        for card in trick:
            if card >> 3 == led and (top_led < 0 or strength[card] > strength[top_led]):
                top_led = card
            if trump_mask >> card & 1 and (top_trump < 0 or strength[card] > strength[top_trump]):
                top_trump = card
        trumps = hand & trump_mask
        non_trumps = hand & ~trump_mask
        higher_following = following & self.higher[top_led]
        higher_trumps = trumps & self.higher[top_trump] if top_trump >= 0 else trumps
        index = (
            self.all_trump
            | (CAN_FOLLOW if following else 0)
            | (LED_TRUMP if trump_mask >> trick[0] & 1 else 0)
            | (CAN_OVERTAKE if higher_following else 0)
            | (PARTNER_MASTER if partner_master else 0)
            | (HOLDS_TRUMPS if trumps else 0)
            | (HOLDS_HIGHER_TRUMPS if higher_trumps else 0)
            | (TRUMPS_ON_TABLE if top_trump >= 0 else 0)
            | (HOLDS_NON_TRUMPS if non_trumps else 0)
        )
        masks = (
            hand,
            following,
            higher_following,
            trumps,
            higher_trumps,
            non_trumps,
            non_trumps | higher_trumps,
        )
        return index, masks

    def legal(self, hand: int, trick: Sequence[int], partner_master: bool) -> int:
        """The mask of the cards of `hand` that may be played to `trick`."""
        index, masks = self.subsets(hand, trick, partner_master)
        return masks[self.table.allowed[index]]

    def legality(
        self, hand: int, trick: Sequence[int], partner_master: bool
    ) -> tuple[int, tuple[tuple[str, int], ...]]:
        """(allowed mask, the restrictions (rule id, mask still allowed) in the order they apply)."""
        index, masks = self.subsets(hand, trick, partner_master)
        return masks[self.table.allowed[index]], tuple(
            (rule, masks[subset]) for rule, subset in self.table.steps[index]
        )

    def broken_step(self, situation: int, masks: tuple[int, ...], card: int) -> tuple[str, int]:
        """The first restriction of `situation` (`subsets`) that excludes `card`, a card it does
        not allow: its rule and the part of the hand it allowed (a `Subset`, which picks the
        fault's words as the coach's are picked)."""
        return next(step for step in self.table.steps[situation] if not masks[step[1]] >> card & 1)

    def winner(self, trick: Sequence[Card]) -> int:
        return self.cards.winning_index(trick)

    def points(self, trick: Sequence[int]) -> int:
        points = self.cards.points
        return sum(points[card] for card in trick)


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


def _in_hand_order(hand: Sequence[Card], subset: Subset, masks: tuple[int, ...]) -> tuple[Card, ...]:
    if subset is Subset.NON_TRUMPS_OR_TRUMPS_HIGHER:  # the discards first, then the trumps
        first, second = masks[Subset.NON_TRUMPS], masks[Subset.TRUMPS_HIGHER]
        return tuple(c for c in hand if first >> c & 1) + tuple(c for c in hand if second >> c & 1)
    mask = masks[subset]
    return tuple(card for card in hand if mask >> card & 1)


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
    if not trick:
        return Legality(tuple(hand), ())
    winner = trick_seats[cards.winning_index(trick)]
    partner_master = winner != seat and partners(winner, seat)
    kernel = PlayKernel(cards, rules)
    index, masks = kernel.subsets(sum(1 << card for card in hand), trick, partner_master)
    steps = kernel.table.steps[index]
    return Legality(
        _in_hand_order(hand, kernel.table.allowed[index], masks),
        tuple((rule, _in_hand_order(hand, subset, masks)) for rule, subset in steps),
    )


# -- which rules of play a variant can bring into play (the conformance coverage reads these) ------


def every_play_rules() -> tuple[PlayRules, ...]:
    """The play rules of every combination of the schema's play options (each value of each key)."""
    from refscore.model.schema_rules import option_values  # the schema: not on the batch's start-up

    options = option_values("play")
    keys = [key for key, _ in options]
    return tuple(
        PlayRules.from_data(dict(zip(keys, values, strict=True)))
        for values in itertools.product(*(values for _, values in options))
    )


def _possible(s: Situation, kind: TrumpKind, seats: int, partners: bool) -> bool:
    """Whether a player can meet the facts `s` in a contract of trump `kind`, `seats` playing,
    partnerships or not (the facts are those `PlayKernel.subsets` computes)."""
    ruffing = kind is TrumpKind.SUIT  # in sans atout and tout atout no card is a trump
    if s.leading or s.all_trump != (kind is TrumpKind.ALL_TRUMP):
        return False
    if not ruffing and (s.led_trump or s.holds_trumps or s.trumps_on_table):
        return False
    if not (s.holds_trumps or s.holds_non_trumps):  # a player about to play holds a card
        return False
    if (s.holds_higher_trumps and not s.holds_trumps) or (s.can_overtake and not s.can_follow):
        return False
    if not s.trumps_on_table and s.holds_higher_trumps != s.holds_trumps:  # any trump goes over none
        return False
    if s.led_trump:  # the lead is on the table; following, he follows with trumps
        if not s.trumps_on_table or s.can_follow != s.holds_trumps:
            return False
        if s.can_follow and s.can_overtake != s.holds_higher_trumps:
            return False
    elif s.trumps_on_table and seats < 3:  # a ruff on a plain lead is a card after the lead
        return False
    return partners or not s.partner_master


@cache
def _situations(kinds: tuple[TrumpKind, ...], seats: int, partners: bool) -> frozenset[int]:
    return frozenset(
        index
        for index in range(SITUATIONS)
        if any(_possible(Situation.from_index(index), kind, seats, partners) for kind in kinds)
    )


def situations_of(variant: Variant, *, any_table: bool = False) -> frozenset[int]:
    """The situation indices a player who is not leading can meet in `variant`: its trump modes,
    its number of seats and whether seats play in partnership decide which facts can hold together.
    `any_table`: its trump modes only, at a table of four in two partnerships (what its rulebook
    says a rule of play for)."""
    if any_table:
        return _situations(variant.auction.trump_modes, 4, True)
    partners = any(len(members) > 1 for _, members in variant.teams)
    return _situations(variant.auction.trump_modes, len(variant.seats), partners)


@cache
def rules_in_play(rules: PlayRules, situations: frozenset[int]) -> frozenset[str]:
    """The rules of play `rules` bring into play in one of `situations`: the obligations `decide`
    names there, and the permissions (`PERMISSIONS`) that let a player off one there."""
    steps = legal_table(rules).steps
    named = {rule for index in situations for rule, _ in steps[index]}
    for permission, (obligation, fact) in PERMISSIONS.items():
        bit = _BIT[fact]
        if any(
            index & bit
            and obligation in (rule for rule, _ in steps[index & ~bit])
            and obligation not in (rule for rule, _ in steps[index])
            for index in situations
        ):
            named.add(permission)
    return frozenset(named)


@cache
def rules_any_options(situations: frozenset[int]) -> frozenset[str]:
    """The obligations some combination of the play options makes bind in one of `situations`.

    Why not `rules_in_play` under each of `every_play_rules()`: that builds hundreds of tables (most
    of a second). `decide` runs instead on partly known facts and partly known options, as
    `_decide_everywhere` does on facts alone: an open option read is split on each of its values."""
    hints = get_type_hints(PlayRules)
    values = {
        name: tuple(kind) if isinstance(kind, type) and issubclass(kind, enum.Enum) else (False, True)
        for name, kind in hints.items()
    }
    named: set[str] = set()
    pending: list[tuple[dict[str, bool], dict[str, object]]] = [({}, {})]
    while pending:
        facts, options = pending.pop()
        try:
            answer = decide(
                cast(PlayRules, Partial(cast(dict[str, bool], options))), cast(Situation, Partial(facts))
            )
        except Unknown as unknown:
            name = str(unknown.args[0])
            if name in values:
                pending += ((facts, {**options, name: value}) for value in values[name])
            else:
                pending += (({**facts, name: False}, options), ({**facts, name: True}, options))
            continue
        mask = sum(_BIT[name] for name in facts)
        value = sum(_BIT[name] for name, fact in facts.items() if fact)
        if any(index & mask == value for index in situations):
            named.update(rule for rule, _ in answer)
    return frozenset(named)
