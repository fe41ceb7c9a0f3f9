"""The play kernel (refscore/kernel/play.py): its table, the option it adds, and its masks API.

Positions are read as in tests/kernel/test_play.py (see `conftest.legality`): the player to move is N;
with two cards on the table his partner led and the right-hand opponent followed; with three, the
left-hand opponent led, then the partner, then the right-hand opponent. Orders: trump
J 9 A 10 K Q 8 7, plain A 10 K Q J 9 8 7.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

import pytest
from play_positions import broken, legal

from refscore.base.cards import Suit, parse_cards
from refscore.kernel.play import (
    FEATURES,
    OBLIGATION_RULES,
    LegalTable,
    PlayKernel,
    Situation,
    Subset,
    decide,
    every_play_rules,
    legal_table,
)
from refscore.load.variant_loader import shipped_variant
from refscore.model.schema_rules import option_values
from refscore.model.variant import Obligation, OnlyTrumps, PlayRules, TrumpKind, Underruff, Variant

MakeVariant = Callable[[str], Variant]


def _mask(text: str) -> int:
    return sum(1 << card for card in parse_cards(text.split()))


def _override(play: str) -> str:
    return f"extends: contree\nid: contree-only-trumps\nplay:\n  {play}\n"


# --- play.partner_master_only_trumps (rule play.overtrump-partner) -------------------------------


class TestPartnerMasterOnlyTrumps:
    """Hearts trump. The left-hand opponent led AS, N's partner ruffed with 10H, the right-hand
    opponent ruffed lower (8H): the partner is master, and N, who has no spade, holds only trumps."""

    def test_default_any_trump(self) -> None:
        # any_trump (the default): partner master frees him (play.partner-master), any trump will do.
        assert legal("contree", trump="H", hand="9H 7H", trick="AS 10H 8H") == {"9H", "7H"}

    def test_overtrump_goes_over_the_table(self, make_variant: MakeVariant) -> None:
        # Holding only 9H 7H, `overtrump` makes N go over the 10H: 9H (9 beats 10 in trump).
        strict = make_variant(_override("partner_master_only_trumps: overtrump"))
        assert legal(strict, trump="H", hand="9H 7H", trick="AS 10H 8H") == {"9H"}
        assert broken(strict, trump="H", hand="9H 7H", trick="AS 10H 8H", card="7H") == (
            "play.overtrump-partner"
        )

    def test_overtrump_without_a_higher_trump(self, make_variant: MakeVariant) -> None:
        # Partner's JH is master: no trump goes over it, any trump will do.
        strict = make_variant(_override("partner_master_only_trumps: overtrump"))
        assert legal(strict, trump="H", hand="9H 7H", trick="AS JH 8H") == {"9H", "7H"}

    def test_overtrump_leaves_a_mixed_hand_free(self, make_variant: MakeVariant) -> None:
        # With a club besides, N is not "holding only trumps": partner master frees him entirely.
        strict = make_variant(_override("partner_master_only_trumps: overtrump"))
        assert legal(strict, trump="H", hand="9H 7H 8C", trick="AS 10H 8H") == {"9H", "7H", "8C"}

    def test_schema_default(self) -> None:
        assert shipped_variant("contree").play.partner_master_only_trumps is OnlyTrumps.ANY_TRUMP


# --- the table ------------------------------------------------------------------------------------


def _all_play_rules() -> tuple[PlayRules, ...]:
    """Every combination of the play options, drawn from the schema: a new option needs no line."""
    return every_play_rules()


def test_every_combination_of_the_play_options_is_drawn() -> None:
    # each value of each play option of spec/variant.schema.json, in every combination, once
    combinations = _all_play_rules()
    assert len(set(combinations)) == len(combinations) == math.prod(len(v) for _, v in option_values("play"))
    assert any(
        rules.overtrump_on_trump_lead is Obligation.NEVER
        and rules.must_ruff is Obligation.ALWAYS
        and not rules.overruff_opponent
        and rules.underruff is Underruff.FORBIDDEN
        and rules.partner_master_only_trumps is OnlyTrumps.OVERTRUMP
        for rules in combinations
    )


def test_table_is_decide_on_every_situation() -> None:
    """`LegalTable.build` runs `decide` on partly known facts (`_decide_everywhere`): its table is
    `decide` on each of the 1,024 situations, under every combination of the play options."""
    situations = [Situation.from_index(index) for index in range(1 << len(FEATURES))]
    for rules in _all_play_rules():
        table = LegalTable.build(rules)
        assert len(table.allowed) == len(situations)
        for index, situation in enumerate(situations):
            steps = decide(rules, situation)
            assert table.steps[index] == steps
            assert table.allowed[index] is (steps[-1][1] if steps else Subset.HAND)


def test_leading_is_free_under_every_rule() -> None:
    """Rule play.turn: the leader plays any card, whatever the options."""
    for rules in _all_play_rules():
        table = legal_table(rules)
        assert all(table.allowed[i] is Subset.HAND for i in range(len(table.allowed)) if i & 1)


def test_follow_suit_binds_under_every_rule() -> None:
    """Rule play.follow-suit is never optional: the flag the fast path relies on holds for every
    combination of the play options (648 of them)."""
    for rules in _all_play_rules():
        table = legal_table(rules)
        assert table.follow_binds and table.plain_follow_free and table.trumpless_discard_free


def test_the_obligation_rules_are_the_rules_decide_names() -> None:
    """OBLIGATION_RULES (what the story calls a "renonce", what the play penalty scores beside a
    card not held) is exactly the set of rules `decide` names under every combination of the
    play options: a new obligation taught to `decide` fails here until the set has it."""
    named = {rule for rules in _all_play_rules() for steps in legal_table(rules).steps for rule, _ in steps}
    assert named == OBLIGATION_RULES


def test_the_story_and_the_penalty_read_the_obligation_rules() -> None:
    """Structural: the renonce of the story and the play rules the penalty scores are the kernel's
    set (plus a card not held), not lists of their own."""
    from refscore.judge.penalty import PENALIZED_PLAY_RULES
    from refscore.render.story import REVOKE_RULES

    assert REVOKE_RULES is OBLIGATION_RULES
    assert OBLIGATION_RULES | {"play.card-held"} == PENALIZED_PLAY_RULES


# --- the masks API (what the solver calls) --------------------------------------------------------


class TestPlayKernel:
    def test_legal_mask_must_overruff(self) -> None:
        # Spades led by the left-hand opponent, partner discarded, right-hand opponent ruffed with
        # 10H: N (no spade) must over-ruff with a higher trump: 9H or JH, not 7H nor the club.
        kernel = PlayKernel.of(shipped_variant("coinche"), TrumpKind.SUIT, Suit(1))
        trick = parse_cards(["AS", "7D", "10H"])
        assert kernel.legal(_mask("9H JH 7H 8C"), trick, partner_master=False) == _mask("9H JH")
        allowed, steps = kernel.legality(_mask("9H JH 7H 8C"), trick, partner_master=False)
        assert allowed == _mask("9H JH")
        assert steps == (("play.must-ruff", _mask("9H JH 7H")), ("play.must-overruff", _mask("9H JH")))

    def test_winner_and_points(self) -> None:
        # Hearts trump: AS 7D 10H 8C -> the 10H ruff wins (index 2); points 11 + 0 + 10 + 0 = 21.
        kernel = PlayKernel.of(shipped_variant("coinche"), TrumpKind.SUIT, Suit(1))
        trick = parse_cards(["AS", "7D", "10H", "8C"])
        assert kernel.winner(trick) == 2
        assert kernel.points(trick) == 21

    def test_leading_any_card(self) -> None:
        kernel = PlayKernel.of(shipped_variant("coinche"), TrumpKind.SUIT, Suit(1))
        assert kernel.legal(_mask("9H 8C AD"), [], partner_master=False) == _mask("9H 8C AD")


@pytest.mark.parametrize("value", list(OnlyTrumps))
def test_every_only_trumps_value_is_a_schema_value(value: OnlyTrumps, make_variant: MakeVariant) -> None:
    variant = make_variant(_override(f"partner_master_only_trumps: {value.value}"))
    assert variant.play.partner_master_only_trumps is value


# --- which rules a variant's shape lets bind (the conformance coverage and the rulebook read these) --


def test_the_obligations_some_options_make_bind_are_those_of_every_table() -> None:
    """`rules_any_options` runs `decide` on partly known options: it names exactly the obligations
    the tables of every combination of the options name, over the situations of every table shape."""
    from refscore.kernel.play import _situations, rules_any_options, rules_in_play

    for count in (1, 2, 3):
        for kinds in itertools.combinations(list(TrumpKind), count):
            for seats, partners in ((2, False), (3, False), (4, True)):
                situations = _situations(kinds, seats, partners)
                every = frozenset().union(*(rules_in_play(rules, situations) for rules in _all_play_rules()))
                assert rules_any_options(situations) == every & OBLIGATION_RULES


def test_the_situations_a_table_can_meet() -> None:
    """Worked from the facts: two players, nobody can ruff before the second card (the lead is the
    only card on the table); sans atout alone, nobody holds a trump; partners only where there are."""
    from refscore.kernel.play import HOLDS_TRUMPS, LED_TRUMP, PARTNER_MASTER, TRUMPS_ON_TABLE, _situations

    two = _situations((TrumpKind.SUIT,), 2, False)
    assert all(index & LED_TRUMP for index in two if index & TRUMPS_ON_TABLE)
    assert not any(index & PARTNER_MASTER for index in two)
    assert not any(
        index & (HOLDS_TRUMPS | TRUMPS_ON_TABLE) for index in _situations((TrumpKind.NO_TRUMP,), 4, True)
    )
    four = _situations((TrumpKind.SUIT,), 4, True)
    assert any(index & PARTNER_MASTER and index & TRUMPS_ON_TABLE and not index & LED_TRUMP for index in four)
