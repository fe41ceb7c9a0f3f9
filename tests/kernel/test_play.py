"""Legal cards and trick winners, rule by rule (spec/rules.md §3, RULES.md).

Every expected set below was worked out by hand from the rule text, with the orders
trump J 9 A 10 K Q 8 7, plain A 10 K Q J 9 8 7 (sans atout: the same, ace strongest) and
tout atout J 9 A 10 K Q 8 7 in every suit.

Reading a position (see `conftest.legality`): the player to move is the first seat of the
variant's order (N); the trick's cards were played by the seats just before him, so
  one card    -> led by the right-hand opponent;
  two cards   -> led by the partner, then the right-hand opponent;
  three cards -> led by the left-hand opponent, then the partner, then the right-hand opponent.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from play_positions import broken, legal, legality, winner

from refscore.base.cards import parse_card
from refscore.load.variant_loader import shipped_variant
from refscore.model.variant import Obligation, Underruff, Variant

MakeVariant = Callable[[str], Variant]


def override(base: str, play: str) -> str:
    """YAML of a variant that `extends: base` and changes one or more `play:` keys."""
    body = "".join(f"  {line.strip()}\n" for line in play.split(";"))
    return f"extends: {base}\nid: {base}-test\nplay:\n{body}"


# --- the shipped options this file relies on ------------------------------------------------------


def test_shipped_play_options() -> None:
    """The options the expectations below assume (variants/_base.yaml, officiel.yaml)."""
    coinche, officiel = shipped_variant("coinche").play, shipped_variant("officiel").play
    assert coinche.overtrump_on_trump_lead is Obligation.ALWAYS
    assert coinche.must_ruff is Obligation.UNLESS_PARTNER_MASTER
    assert coinche.overruff_opponent is True
    assert coinche.underruff is Underruff.OPTIONAL
    assert coinche.overtrump_partner is False  # free
    assert officiel.overtrump_partner is True  # forced
    assert shipped_variant("contree").play.all_trump_overtake is Obligation.ALWAYS


# --- leading --------------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["coinche", "officiel", "contree"])
def test_leader_plays_any_card(variant: str) -> None:
    assert legal(variant, trump="H", hand="JH 7S AD 8C", trick="") == {"JH", "7S", "AD", "8C"}
    assert legality(variant, trump="H", hand="JH 7S", trick="").broken_rule(parse_card("JH")) is None


# --- 3.3 play.follow-suit -------------------------------------------------------------------------


class TestFollowSuit:
    def test_must_follow_any_card_of_the_suit(self) -> None:
        # A plain suit led: any spade, even one lower than the king on the table.
        assert legal("coinche", trump="H", hand="7S AS 8D JH", trick="KS") == {"7S", "AS"}

    def test_follow_even_when_partner_is_master(self) -> None:
        assert legal("coinche", trump="H", hand="8S KD JH", trick="AS 7S") == {"8S"}

    def test_follow_rather_than_overruff(self) -> None:
        # Partner led AS, the opponent ruffed with 7H: holding a spade, N must follow, not over-ruff.
        assert legal("coinche", trump="H", hand="8S JH 9H", trick="AS 7H") == {"8S"}

    def test_single_card_of_the_suit(self) -> None:
        assert legal("officiel", trump="S", hand="7D AH KH QH", trick="AD") == {"7D"}

    def test_sans_atout(self) -> None:
        assert legal("contree", trump="SA", hand="7D AD JH AS", trick="KD") == {"7D", "AD"}

    def test_broken_rule_is_follow_suit(self) -> None:
        for card in ("JH", "8D"):
            assert (
                broken("coinche", trump="H", hand="7S AS 8D JH", trick="KS", card=card) == "play.follow-suit"
            )
        assert broken("coinche", trump="H", hand="7S AS 8D JH", trick="KS", card="7S") is None


# --- 3.4 play.trump-lead-overtake -----------------------------------------------------------------


class TestTrumpLeadOvertake:
    def test_go_over_the_trump_led(self) -> None:
        # 9H beats 10H in trump order; 7H does not.
        assert legal("coinche", trump="H", hand="9H 7H AS", trick="10H") == {"9H"}
        assert (
            broken("coinche", trump="H", hand="9H 7H AS", trick="10H", card="7H")
            == "play.trump-lead-overtake"
        )
        assert broken("coinche", trump="H", hand="9H 7H AS", trick="10H", card="AS") == "play.follow-suit"

    def test_any_higher_trump_will_do(self) -> None:
        # Over QH: JH, 9H, AH, 10H, KH are all higher; 8H is not.
        assert legal("coinche", trump="H", hand="JH AH KH 8H", trick="QH") == {"JH", "AH", "KH"}

    def test_over_the_highest_trump_on_the_table(self) -> None:
        # LHO led 8H, partner AH, RHO 10H: the highest is AH; only 9H beats it (KH does not).
        assert legal("coinche", trump="H", hand="KH 9H 7H", trick="8H AH 10H") == {"9H"}

    def test_partner_master_still_go_over_in_coinche(self) -> None:
        # coinche's literal rule: "partner master or not". Partner led 9H, RHO 7H; JH beats 9H.
        assert legal("coinche", trump="H", hand="JH 8H KS", trick="9H 7H") == {"JH"}
        assert legal("officiel", trump="H", hand="JH 8H KS", trick="9H 7H") == {"JH"}
        assert (
            broken("coinche", trump="H", hand="JH 8H KS", trick="9H 7H", card="8H")
            == "play.trump-lead-overtake"
        )

    def test_only_lower_trumps_play_any_trump(self) -> None:
        assert legal("coinche", trump="H", hand="9H 7H AS", trick="JH") == {"9H", "7H"}
        assert legal("coinche", trump="H", hand="KH QH 7H AS", trick="8H AH 10H") == {"KH", "QH", "7H"}

    def test_no_trump_in_hand_any_card(self) -> None:
        # Nothing to follow and no trump: free (must-ruff needs a trump).
        assert legal("coinche", trump="H", hand="AS 7D", trick="8H") == {"AS", "7D"}

    def test_unless_partner_master_option(self, make_variant: MakeVariant) -> None:
        soft = make_variant(override("coinche", "overtrump_on_trump_lead: unless_partner_master"))
        # Partner master (led 9H): any trump.
        assert legal(soft, trump="H", hand="JH 8H KS", trick="9H 7H") == {"JH", "8H"}
        # Opponent master (RHO led 9H): go over.
        assert legal(soft, trump="H", hand="JH 8H KS", trick="9H") == {"JH"}

    def test_never_option(self, make_variant: MakeVariant) -> None:
        never = make_variant(override("coinche", "overtrump_on_trump_lead: never"))
        assert legal(never, trump="H", hand="JH 8H KS", trick="9H") == {"JH", "8H"}

    def test_unless_partner_master_but_overtrump_partner_forced(self, make_variant: MakeVariant) -> None:
        # Rule 3.10: "a player who plays a trump while his partner's trump is master must play a
        # higher one if he is able" -- on a trump lead too, even where 3.4 lets him off.
        mixed = make_variant(override("officiel", "overtrump_on_trump_lead: unless_partner_master"))
        assert legal(mixed, trump="H", hand="9H 8H KS", trick="10H 7H") == {"9H"}
        assert (
            broken(mixed, trump="H", hand="9H 8H KS", trick="10H 7H", card="8H") == "play.overtrump-partner"
        )
        # Only lower trumps than the partner's: any trump (he must still follow).
        assert legal(mixed, trump="H", hand="KH 8H AS", trick="10H 7H") == {"KH", "8H"}


# --- 3.7 play.partner-master ----------------------------------------------------------------------


class TestPartnerMaster:
    def test_free_when_partner_master(self) -> None:
        # Partner led AS and is master; N has no spade: any card, trump or not.
        assert legal("coinche", trump="H", hand="JH 7H 8D QC", trick="AS 7S") == {"JH", "7H", "8D", "QC"}
        assert broken("coinche", trump="H", hand="JH 7H 8D QC", trick="AS 7S", card="8D") is None

    def test_free_when_partner_master_third_seat(self) -> None:
        # LHO led KS, partner AS (master), RHO 8S.
        assert legal("officiel", trump="H", hand="7H 8D QC", trick="KS AS 8S") == {"7H", "8D", "QC"}

    def test_partner_played_but_opponent_master(self) -> None:
        # Partner led KS, RHO took it with AS: N must ruff.
        assert legal("coinche", trump="H", hand="7H 8D", trick="KS AS") == {"7H"}

    def test_partner_master_by_ruff_coinche_free(self) -> None:
        # LHO led AS, partner ruffed 10H, RHO 7S. Coinche: free, any card, any trump.
        assert legal("coinche", trump="H", hand="9H KH QC", trick="AS 10H 7S") == {"9H", "KH", "QC"}


# --- 3.6 play.must-ruff ---------------------------------------------------------------------------


class TestMustRuff:
    def test_ruff_when_unable_to_follow(self) -> None:
        assert legal("coinche", trump="H", hand="7H 8D QC", trick="AS") == {"7H"}
        assert broken("coinche", trump="H", hand="7H 8D QC", trick="AS", card="8D") == "play.must-ruff"

    def test_any_trump_when_no_trump_on_table(self) -> None:
        # RHO led KD, no trump on the table: any of N's trumps, no discard.
        assert legal("officiel", trump="C", hand="7C JC AH", trick="KD") == {"7C", "JC"}
        # LHO led KD, partner 7D, RHO AD (master, not a trump): the same.
        assert legal("officiel", trump="C", hand="7C JC AH", trick="KD 7D AD") == {"7C", "JC"}

    def test_only_trumps_in_hand(self) -> None:
        assert legal("coinche", trump="H", hand="7H 8H", trick="AS") == {"7H", "8H"}

    def test_always_no_partner_exception(self, make_variant: MakeVariant) -> None:
        strict = make_variant(override("coinche", "must_ruff: always"))
        # Partner led AS and is master: coinche lets N discard, `always` does not.
        assert legal("coinche", trump="H", hand="7H 8D", trick="AS 7S") == {"7H", "8D"}
        assert legal(strict, trump="H", hand="7H 8D", trick="AS 7S") == {"7H"}
        assert (
            legality(strict, trump="H", hand="7H 8D", trick="AS 7S").broken_rule(parse_card("8D"))
            == "play.must-ruff"
        )

    def test_always_over_partner_ruff_free_vs_forced(self, make_variant: MakeVariant) -> None:
        # LHO led AS, partner ruffed 10H (master), RHO 7S; N holds 9H KH QC.
        free = make_variant(override("coinche", "must_ruff: always"))
        forced = make_variant(override("coinche", "must_ruff: always; overtrump_partner: forced"))
        assert legal(free, trump="H", hand="9H KH QC", trick="AS 10H 7S") == {"9H", "KH"}
        assert legal(forced, trump="H", hand="9H KH QC", trick="AS 10H 7S") == {"9H"}
        assert (
            legality(forced, trump="H", hand="9H KH QC", trick="AS 10H 7S").broken_rule(parse_card("KH"))
            == "play.overtrump-partner"
        )
        assert (
            legality(forced, trump="H", hand="9H KH QC", trick="AS 10H 7S").broken_rule(parse_card("QC"))
            == "play.must-ruff"
        )

    def test_always_only_lower_trumps_than_partner(self, make_variant: MakeVariant) -> None:
        # Reading of 3.6 + 3.10: with `must_ruff: always` the duty to ruff stands even over the
        # partner; holding only trumps lower than his 10H, N may play any of them, but not discard.
        # (3.10's "or discard" is read as applying where 3.7 already leaves the player free.)
        forced = make_variant(override("coinche", "must_ruff: always; overtrump_partner: forced"))
        assert legal(forced, trump="H", hand="KH 7H QC", trick="AS 10H 7S") == {"KH", "7H"}

    def test_never(self, make_variant: MakeVariant) -> None:
        never = make_variant(override("coinche", "must_ruff: never"))
        assert legal(never, trump="H", hand="7H 8D QC", trick="AS") == {"7H", "8D", "QC"}


# --- 3.8 play.must-overruff -----------------------------------------------------------------------


class TestMustOverruff:
    def test_overruff_the_opponent(self) -> None:
        # Partner led KS, RHO ruffed 10H: 9H beats 10H, 8H does not.
        assert legal("coinche", trump="H", hand="9H 8H AD", trick="KS 10H") == {"9H"}
        assert (
            broken("coinche", trump="H", hand="9H 8H AD", trick="KS 10H", card="8H") == "play.must-overruff"
        )
        assert broken("coinche", trump="H", hand="9H 8H AD", trick="KS 10H", card="AD") == "play.must-ruff"

    def test_overruff_after_partner_followed(self) -> None:
        # LHO led AS, partner KS, RHO ruffed QH: KH is higher (K above Q in trump order).
        assert legal("officiel", trump="H", hand="KH 7H 8D", trick="AS KS QH") == {"KH"}

    def test_over_the_highest_opponent_trump(self) -> None:
        # LHO led 7S, partner ruffed 8H, RHO over-ruffed AH: only JH and 9H beat the AH.
        assert legal("coinche", trump="H", hand="JH 10H KH AD", trick="7S 8H AH") == {"JH"}

    def test_not_required_option(self, make_variant: MakeVariant) -> None:
        lax = make_variant(override("coinche", "overruff_opponent: not_required"))
        # Must still ruff, but any trump.
        assert legal(lax, trump="H", hand="9H 8H AD", trick="KS 10H") == {"9H", "8H"}


# --- 3.9 play.underruff ---------------------------------------------------------------------------

# Partner led KS, RHO ruffed 9H; only JH beats the 9H and N does not hold it.
UNDER_HAND, UNDER_TRICK = "AH 7H 8D QC", "KS 9H"


class TestUnderruff:
    def test_optional_any_card(self) -> None:
        assert legal("coinche", trump="H", hand=UNDER_HAND, trick=UNDER_TRICK) == {"AH", "7H", "8D", "QC"}
        assert legal("officiel", trump="H", hand=UNDER_HAND, trick=UNDER_TRICK) == {"AH", "7H", "8D", "QC"}

    def test_forced(self, make_variant: MakeVariant) -> None:
        forced = make_variant(override("coinche", "underruff: forced"))
        assert legal(forced, trump="H", hand=UNDER_HAND, trick=UNDER_TRICK) == {"AH", "7H"}
        assert (
            legality(forced, trump="H", hand=UNDER_HAND, trick=UNDER_TRICK).broken_rule(parse_card("8D"))
            == "play.underruff"
        )

    def test_forbidden(self, make_variant: MakeVariant) -> None:
        forbidden = make_variant(override("coinche", "underruff: forbidden"))
        assert legal(forbidden, trump="H", hand=UNDER_HAND, trick=UNDER_TRICK) == {"8D", "QC"}
        assert (
            legality(forbidden, trump="H", hand=UNDER_HAND, trick=UNDER_TRICK).broken_rule(parse_card("AH"))
            == "play.underruff"
        )
        # Holding nothing but lower trumps he plays one of them.
        assert legal(forbidden, trump="H", hand="AH 7H", trick="KS 9H") == {"AH", "7H"}

    def test_underruff_option_does_not_apply_with_a_higher_trump(self, make_variant: MakeVariant) -> None:
        forbidden = make_variant(override("coinche", "underruff: forbidden"))
        # JH beats the 9H: must over-ruff.
        assert legal(forbidden, trump="H", hand="JH 7H 8D", trick="KS 9H") == {"JH"}


# --- 3.10 play.overtrump-partner ------------------------------------------------------------------


class TestOvertrumpPartner:
    # LHO led AS, partner ruffed 10H and is master, RHO 7S; N holds 9H KH QC.
    HAND, TRICK = "9H KH QC", "AS 10H 7S"

    def test_free_in_coinche(self) -> None:
        assert legal("coinche", trump="H", hand=self.HAND, trick=self.TRICK) == {"9H", "KH", "QC"}

    def test_forced_in_officiel(self) -> None:
        # Discard (QC) or trump higher than the 10H (9H); KH would under-trump the partner.
        assert legal("officiel", trump="H", hand=self.HAND, trick=self.TRICK) == {"9H", "QC"}
        assert (
            legality("officiel", trump="H", hand=self.HAND, trick=self.TRICK).broken_rule(parse_card("KH"))
            == "play.overtrump-partner"
        )
        assert (
            legality("officiel", trump="H", hand=self.HAND, trick=self.TRICK).broken_rule(parse_card("QC"))
            is None
        )

    def test_forced_only_lower_trumps(self) -> None:
        # Holding only trumps lower than the partner's 10H: free to under-trump or discard.
        assert legal("officiel", trump="H", hand="KH 7H QC", trick="AS 10H 7S") == {"KH", "7H", "QC"}

    def test_forced_partner_master_with_plain_card(self) -> None:
        # No trump on the table: nothing to go over, free.
        assert legal("officiel", trump="H", hand="7H QC", trick="KS AS 8S") == {"7H", "QC"}


# --- 3.5 play.all-trump-overtake (tout atout) -----------------------------------------------------


class TestToutAtout:
    def test_go_over_in_the_suit_led(self) -> None:
        # J 9 A 10 K Q 8 7: over AD only 9D (and JD) qualify.
        assert legal("contree", trump="TA", hand="9D 10D KS", trick="AD") == {"9D"}
        assert (
            broken("contree", trump="TA", hand="9D 10D KS", trick="AD", card="10D")
            == "play.all-trump-overtake"
        )
        assert broken("contree", trump="TA", hand="9D 10D KS", trick="AD", card="KS") == "play.follow-suit"

    def test_even_when_partner_master(self) -> None:
        assert legal("contree", trump="TA", hand="JD 8D", trick="9D 7D") == {"JD"}

    def test_only_lower_cards_of_the_suit(self) -> None:
        assert legal("contree", trump="TA", hand="9D 7D AS", trick="JD") == {"9D", "7D"}

    def test_off_suit_cards_on_the_table_do_not_count(self) -> None:
        # Partner led 10D, RHO discarded JS: beat the 10D (AD), not the JS.
        assert legal("contree", trump="TA", hand="AD KD", trick="10D JS") == {"AD"}

    def test_nobody_ruffs(self) -> None:
        assert legal("contree", trump="TA", hand="JS 9C", trick="AD") == {"JS", "9C"}

    def test_unless_partner_master_option(self, make_variant: MakeVariant) -> None:
        soft = make_variant(override("contree", "all_trump_overtake: unless_partner_master"))
        assert legal(soft, trump="TA", hand="JD 8D", trick="9D 7D") == {"JD", "8D"}
        assert legal(soft, trump="TA", hand="JD 8D", trick="9D") == {"JD"}


# --- sans atout -----------------------------------------------------------------------------------


class TestSansAtout:
    def test_nobody_ruffs(self) -> None:
        assert legal("contree", trump="SA", hand="AS 7H", trick="KD") == {"AS", "7H"}

    def test_no_duty_to_go_over(self) -> None:
        assert legal("contree", trump="SA", hand="AD 7D", trick="KD") == {"AD", "7D"}


# --- 3.11 play.trick-winner -----------------------------------------------------------------------


class TestTrickWinner:
    @pytest.mark.parametrize(
        ("trump", "trick", "expected"),
        [
            ("H", "AS 7H 10S KS", 1),  # the lowest trump beats the led ace
            ("H", "AS 7H 8H KS", 2),  # the higher of two trumps (8 above 7)
            ("H", "AS 10S KD AD", 0),  # off-suit AD never wins
            ("H", "7S AD AC AH", 3),  # the only trump
            ("H", "9H JH AH 10H", 1),  # trump order: J first
            ("H", "10H AH KH 9H", 3),  # trump order: 9 above A and 10
            ("H", "8S 9S 7S QS", 3),  # plain order: Q above 9
            ("H", "JS 9S AS 10S", 2),  # plain order: A first, J low
            ("S", "9H AH", 1),  # hearts plain when spades are trump
            ("H", "9H AH", 0),  # hearts trump
            ("SA", "JD 9D AD AS", 2),  # sans atout: ace of the led suit
            ("SA", "10C AH KC QC", 0),  # sans atout: AH is off-suit
            ("SA", "KD 10D", 1),  # sans atout: 10 above K
            ("TA", "AD 9D JS 10D", 1),  # tout atout: 9 above A; JS off-suit does not ruff
            ("TA", "7D 8D QD KD", 3),
            ("TA", "JC 9C AC 10C", 0),
            ("H", "KD", 0),  # one card: its player is master
        ],
    )
    def test_winner(self, trump: str, trick: str, expected: int) -> None:
        for variant in ("contree", "officiel") if trump not in ("SA", "TA") else ("contree",):
            assert winner(variant, trump, trick) == expected


# --- the chien games: each for himself (RULES.md, `chien-3` and `chien-2`) ---------------------------
# Seats A B C; N's place is taken by A: one card was led by C; two cards were played by B then C.


class TestChien:
    def test_shipped_options(self) -> None:
        for name in ("chien-3", "chien-2"):
            play = shipped_variant(name).play
            assert (play.must_ruff, play.underruff) == (Obligation.ALWAYS, Underruff.FORCED)

    def test_must_ruff_nobody_is_a_partner(self) -> None:
        # B led AS and is master, C followed: A has no spade and must ruff.
        assert legal("chien-3", trump="H", hand="7H 8D", trick="AS 7S") == {"7H"}

    def test_overruff(self) -> None:
        # B led AS, C ruffed 9H: only JH is higher.
        assert legal("chien-3", trump="H", hand="JH 7H 8D", trick="AS 9H") == {"JH"}

    def test_underruff_forced(self) -> None:
        assert legal("chien-3", trump="H", hand="AH 7H 8D", trick="AS 9H") == {"AH", "7H"}
        assert broken("chien-3", trump="H", hand="AH 7H 8D", trick="AS 9H", card="8D") == "play.underruff"

    def test_trump_lead_overtake(self) -> None:
        assert legal("chien-2", trump="H", hand="9H 7H AS", trick="10H") == {"9H"}

    def test_no_trump_free(self) -> None:
        assert legal("chien-3", trump="H", hand="8D QC", trick="AS") == {"8D", "QC"}
