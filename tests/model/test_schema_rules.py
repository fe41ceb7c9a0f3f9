"""The `x-rule` annotations of spec/variant.schema.json: every key's rule, read from the schema."""

from __future__ import annotations

from refscore.model.rule_ids import RULES
from refscore.model.schema_rules import key_rules, rule_of_key


def test_every_annotation_names_a_rule_of_spec_rules_md() -> None:
    assert key_rules()
    for key, rule in key_rules():
        assert rule in RULES, f"{key}: x-rule {rule!r} is not a rule id of spec/rules.md"


def test_the_longest_annotated_prefix_wins() -> None:
    assert rule_of_key("auction.coinche") == "auction.coinche"
    assert rule_of_key("auction.coinche.multiplier") == "auction.coinche"
    assert rule_of_key("auction.coinche.freezes_bidding") == "auction.coinche-freezes"
    assert rule_of_key("annonces.tie") == "points.annonces-strongest"
    assert rule_of_key("annonces.carres.J") == "points.annonces"
    assert rule_of_key("cards.tables.trump.points") == "points.card-values"
    assert rule_of_key("game.target") is None
    assert rule_of_key("auctionx") is None


def test_every_setting_of_a_shipped_variant_names_its_rule() -> None:
    # `variants diff` labels each setting with `rule_of_key` (refscore/render/rulebook.py keeps no table of
    # its own): every setting but the game's (no numbered rule: spec/rules.md stops at the deal) must
    # have an annotated key, so a new option cannot show in the diff without its rule.
    from refscore.load.variant_loader import shipped_names, shipped_variant
    from refscore.render.rulebook import diff_variants

    unlabelled: set[str] = set()
    for a in shipped_names():
        for difference in diff_variants(shipped_variant(a), shipped_variant("coinche")):
            assert difference.rule == rule_of_key(difference.key) or difference.key.startswith(
                "scoring.cases["
            )
            if difference.rule is None:
                unlabelled.add(difference.key)
    assert unlabelled and all(key.startswith("game.") for key in unlabelled), unlabelled
    assert rule_of_key("penalties.play") == "penalty.play"
    assert rule_of_key("deal.dealt_before_auction") == "deal.hand-size"
    assert rule_of_key("annonces.card_serves") == "points.annonces"
    assert rule_of_key("auction.special_bids.capot.coinchable") == "auction.special-bid"
