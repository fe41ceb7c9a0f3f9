"""The `x-rule` annotations of spec/variant.schema.json: every key's rule, read from the schema."""

from __future__ import annotations

from refscore.rules import RULES
from refscore.schema_rules import key_rules, rule_of_key


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


def test_the_schema_says_what_the_rulebook_table_says() -> None:
    # refscore/rulebook.py still keeps its own table (_KEY_RULES); the schema must agree with it, so
    # that the table can be replaced by `rule_of_key`.
    from refscore import rulebook

    table = getattr(rulebook, "_KEY_RULES", ())
    for prefix, rule in table:
        assert rule_of_key(prefix.rstrip(".")) == rule, prefix
