"""The double-dummy solver against hand-worked positions and against an unpruned brute force.

Why random house variants: the solver must follow whatever obligations of play the variant sets,
so the agreement property draws the play options, the dix de der values and even the card scales,
and deals positions of the last tricks (sometimes mid-trick) where the brute force can see
everything.
"""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st
from strategies_variants import PLAY_OPTIONS

from refscore.base.cards import DECK, Card, Suit, parse_cards
from refscore.kernel.play import ContractCards
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import (
    CardTable,
    PlayRules,
    TrumpKind,
    TrumpMode,
    Variant,
)
from refscore.solver import Position, Solver, brute_value

SHIPPED = ("coinche", "contree", "officiel", "belote", "chien-3", "chien-2")


def hands(*texts: str) -> tuple[tuple[Card, ...], ...]:
    return tuple(tuple(sorted(parse_cards(text.split()))) for text in texts)


# --- worked by hand --------------------------------------------------------------------------------


def test_last_trick_is_forced() -> None:
    # coinche, hearts trump, N leads AS; E 7S, S 10S, W 8S: N wins 11 + 0 + 10 + 0 = 21, plus the
    # dix de der 10 (rule points.dix-de-der): NS get 31.
    v = shipped_variant("coinche")
    position = Position(hands("AS", "7S", "10S", "8S"), leader=0, winners=(0, 1))
    assert Solver(v, TrumpKind.SUIT, Suit(1), "NS").value(position) == 31
    assert Solver(v, TrumpKind.SUIT, Suit(1), "EW").value(position) == 0


def test_the_defence_chooses_its_best_card() -> None:
    # coinche, hearts trump, two tricks left, N to lead. N: AS 7D; E: 7H 8C; S: 7S 8D; W: KS QS.
    # If N leads AS: E has no spade and must ruff (rule play.must-ruff) with 7H, E wins AS+7H+7S+KS
    # or QS: W plays the lower... W must follow spades; W chooses QS (3) or KS (4), minimising for NS
    # is irrelevant as EW win; trick = 11 + 0 + 0 + 3 = 14 at least for EW. Then E leads 8C, N 7D,
    # S 8D, W the other spade: E wins, + 10 der. NS get 0.
    # If N leads 7D: E discards (no diamond, no trump duty? E must ruff: 7H is his only trump, he
    # has no diamond, so he ruffs), E wins; then E leads 8C: N AS, S 7S, W KS/QS -- E wins again.
    # Either way NS get 0.
    v = shipped_variant("coinche")
    position = Position(hands("AS 7D", "7H 8C", "7S 8D", "KS QS"), leader=0, winners=(0, 1, 2))
    assert Solver(v, TrumpKind.SUIT, Suit(1), "NS").value(position) == 0
    # Without trumps (sans atout, sans_atout table: A 19, K 4, Q 3): N leads AS, wins 19 + 0 + 0 + 4
    # if W keeps his queen... W must follow spades and minimises: plays QS (3) -> 22; then N leads 7D,
    # E 8C (no diamond), S 8D wins, W KS: 4, + der 10 -> NS 22 + 14 = 36. Had W played KS first:
    # 23, then QS 3 + 10 = 36 as well. NS get 36.
    assert Solver(v, TrumpKind.NO_TRUMP, None, "NS").value(position) == 36


def test_capot_value_of_the_last_trick() -> None:
    # contree: dix de der 10, capot 100, generale 350. N has won every trick so far and holds the
    # last master card: the last trick is worth 350 (générale); had S won one, 100 (capot).
    v = shipped_variant("contree")
    last = hands("AS", "7S", "8S", "9S")  # plain spades, hearts trump: AS 11 + 0 + 0 + 0
    solver = Solver(v, TrumpKind.SUIT, Suit(1), "NS")
    assert solver.value(Position(last, 0, winners=(0,) * 7)) == 11 + 350
    assert solver.value(Position(last, 0, winners=(0, 2, 0, 0, 0, 0, 0))) == 11 + 100
    assert solver.value(Position(last, 0, winners=(0, 1, 0, 0, 0, 0, 0))) == 11 + 10


# --- random positions against the brute force --------------------------------------------------------


def house_variant(rng: random.Random, base: str) -> Variant:
    """A shipped variant with random play options, dix de der values and a shuffled plain scale."""
    v = shipped_variant(base)
    play = PlayRules.from_data({key: rng.choice(values) for key, values in PLAY_OPTIONS.items()})
    modes = dict(v.modes)
    if rng.random() < 0.5:
        strengths = list(range(1, 9))
        rng.shuffle(strengths)
        scale = CardTable("house", tuple(strengths), tuple(rng.choice((0, 0, 2, 5, 11)) for _ in range(8)))
        for kind, mode in v.modes.items():
            modes[kind] = TrumpMode(kind, mode.trump_table, scale, mode.belote)
    der = rng.choice((0, 10, 20))
    return dataclasses.replace(
        v,
        play=play,
        modes=modes,
        der_value=der,
        der_capot=rng.choice((der, 100)),
        der_generale=rng.choice((der, 250)),
    )


def random_position(rng: random.Random, v: Variant, cards: ContractCards, tricks_left: int) -> Position:
    """Deal `tricks_left` cards to each seat, then play 0..n-1 random legal cards of the trick."""
    from refscore.kernel.play import legal_cards

    seats = len(v.seats)
    deck = list(DECK)
    rng.shuffle(deck)
    held = [sorted(deck[i * tricks_left : (i + 1) * tricks_left]) for i in range(seats)]
    leader = rng.randrange(seats)
    done = v.hand_size - tricks_left
    winners = tuple(rng.choice((leader, rng.randrange(seats))) for _ in range(done))
    trick: list[Card] = []
    order = [v.seats[(leader + i) % seats] for i in range(seats)]
    for step in range(rng.randrange(seats)):
        seat = (leader + step) % seats
        allowed = legal_cards(cards, v.play, held[seat], trick, order, v.seats[seat], v.same_side).allowed
        card = rng.choice(allowed)
        held[seat].remove(card)
        trick.append(card)
    return Position(tuple(tuple(hand) for hand in held), leader, tuple(trick), winners)


def random_case(seed: int, house: bool) -> tuple[Variant, TrumpKind, Suit | None, str, Position]:
    rng = random.Random(seed)
    base = rng.choice(SHIPPED)
    v = house_variant(rng, base) if house else shipped_variant(base)
    kind = rng.choice(list(v.modes))
    trump = Suit(rng.randrange(4)) if kind is TrumpKind.SUIT else None
    cards = ContractCards.build(v.modes[kind], trump)
    side = rng.choice([name for name, _ in v.teams])
    tricks_left = rng.choice((1, 2, 3)) if len(v.seats) == 4 else rng.choice((2, 3, 4))
    return v, kind, trump, side, random_position(rng, v, cards, tricks_left)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), house=st.booleans())
def test_agrees_with_brute_force(seed: int, house: bool) -> None:
    v, kind, trump, side, position = random_case(seed, house)
    expected = brute_value(
        v, kind, trump, side, position.hands, position.leader, position.trick, position.winners
    )
    solver = Solver(v, kind, trump, side)
    assert solver.value(position) == expected
    # The same solver asked again, after its table is filled, and per card, still agrees.
    values = solver.card_values(position)
    for card, value in values.items():
        after, _ = position.after(card, solver.table)
        gained = _gained(v, solver, position, card, side)
        assert value == gained + brute_value(
            v, kind, trump, side, after.hands, after.leader, after.trick, after.winners
        )


def _gained(v: Variant, solver: Solver, position: Position, card: Card, side: str) -> int:
    """Points the side wins by `card` itself: the trick it completes (and the last trick's bonus)."""
    after, winner = position.after(card, solver.table)
    if winner is None or v.team_of(v.seats[winner]) != side:
        return 0
    gained = sum(solver.points[c] for c in (*position.trick, card))
    if not any(after.hands):
        gained += _der(v, after.winners)
    return gained


def _der(v: Variant, winners: tuple[int, ...]) -> int:
    if len(set(winners)) == 1:
        return v.der_generale
    if len({v.team_of(v.seats[w]) for w in winners}) == 1:
        return v.der_capot
    return v.der_value


# --- invariants ---------------------------------------------------------------------------------------


def _swap_suits(position: Position, a: int, b: int) -> Position:
    def swap(card: Card) -> Card:
        suit = card >> 3
        other = b if suit == a else a if suit == b else suit
        return Card(other * 8 + (card & 7))

    return Position(
        tuple(tuple(sorted(swap(c) for c in hand)) for hand in position.hands),
        position.leader,
        tuple(swap(c) for c in position.trick),
        position.winners,
    )


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), house=st.booleans())
def test_exchanging_two_plain_suits_changes_nothing(seed: int, house: bool) -> None:
    v, kind, trump, side, position = random_case(seed, house)
    plain = [s for s in range(4) if s != trump]
    a, b = random.Random(seed).sample(plain, 2)
    solver = Solver(v, kind, trump, side)
    assert Solver(v, kind, trump, side).value(_swap_suits(position, a, b)) == solver.value(position)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), house=st.booleans())
def test_a_best_card_keeps_the_value(seed: int, house: bool) -> None:
    v, kind, trump, side, position = random_case(seed, house)
    solver = Solver(v, kind, trump, side)
    value = solver.value(position)
    values = solver.card_values(position)
    best = max(values.values()) if v.team_of(v.seats[position.to_play]) == side else min(values.values())
    assert best == value
    line = solver.best_line(position)
    won = 0
    for card in line:
        won += _gained(v, solver, position, card, side)
        position, _ = position.after(card, solver.table)
    assert won == value


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), house=st.booleans())
def test_both_sides_share_the_points_without_capot_bonus(seed: int, house: bool) -> None:
    v, kind, trump, _, position = random_case(seed, house)
    v = dataclasses.replace(v, der_capot=v.der_value, der_generale=v.der_value)
    units = [name for name, _ in v.teams]
    if len(units) != 2:
        return  # with three scoring units, two of them face a coalition: no such identity
    points = ContractCards.build(v.modes[kind], trump).points
    total = sum(points[c] for hand in position.hands for c in hand) + sum(points[c] for c in position.trick)
    first, second = (Solver(v, kind, trump, unit).value(position) for unit in units)
    assert first + second == total + v.der_value


def test_whole_deal_values_do_not_depend_on_the_question_order() -> None:
    # Values are exact, not bounds: the same position solved fresh and after other questions agree.
    v = shipped_variant("coinche")
    start = Position(
        hands(
            "9S JS AS JH 8D 10D 8C 10C",
            "QS 9H 10H KH 7D 9D KD AD",
            "8S 10S 7H QH AH JD QD KC",
            "7S KS 8H 7C 9C JC QC AC",
        ),
        leader=0,
    )
    fresh = Solver(v, TrumpKind.SUIT, Suit(1), "NS").value(start)
    reused = Solver(v, TrumpKind.SUIT, Suit(1), "NS")
    reused.card_values(start)
    assert reused.value(start) == fresh
