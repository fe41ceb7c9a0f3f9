"""Which rule applies to which variant, and which rule-variant pairs the normative cases leave uncovered.

Why a table of predicates over the resolved variant: "cover every rule in every variant where it
applies" needs to know where a rule applies (`deal.discard` only where there is a chien) and where a
violation of it can happen at all (`auction.bid-after-pass` cannot be broken where bidding after a
pass is allowed; `play.partner-master` is a permission, never a violation). The rules of play that
the play options configure are the kernel's (`PLAY_SCOPES`). A rule of spec/rules.md
missing from this table is itself reported, so a new rule cannot go unclassified.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass

from refscore.kernel.play import (
    OBLIGATION_RULES,
    PERMISSIONS,
    rules_any_options,
    rules_in_play,
    situations_of,
)
from refscore.model.variant import TrumpKind, Variant

from .corpus import Corpus, Test

Predicate = Callable[[Variant], bool]


@dataclass(frozen=True)
class RuleScope:
    """Where a rule applies, and where an engine can report a violation of it."""

    applies: Predicate
    violable: Predicate


def _always(_: Variant) -> bool:
    return True


def _never(_: Variant) -> bool:
    return False


def _suit_trump(v: Variant) -> bool:
    return TrumpKind.SUIT in v.auction.trump_modes


def _chien(v: Variant) -> bool:
    return v.chien > 0


def _bidding(v: Variant) -> bool:
    return not v.auction.turned_card


def _turned_card(v: Variant) -> bool:
    return v.auction.turned_card


def _cites(rule: str) -> Predicate:
    return lambda v: any(case.rule == rule for case in v.scoring.cases)


def _bindable(rule: str) -> Predicate:
    """Where some combination of the play options can make the obligation `rule` bind."""
    return lambda v: rule in rules_any_options(situations_of(v))


def _in_play(rule: str) -> Predicate:
    """Where the variant's own play options make `rule` bind (or, a permission, let a player off)."""
    return lambda v: rule in rules_in_play(v.play, situations_of(v))


#: The obligations and permissions of play are the kernel's: where each applies and can be broken is
#: read off its table (`refscore.kernel.play.rules_in_play`) over the situations the variant's shape
#: allows, so a new play option or obligation needs no line here. An obligation applies wherever
#: some play options can make it bind, and can be broken where the variant's own options make it
#: bind; a permission (play.partner-master) applies where the variant's options grant it, and is
#: never broken.
PLAY_SCOPES: dict[str, RuleScope] = {
    **{rule: RuleScope(_bindable(rule), _in_play(rule)) for rule in sorted(OBLIGATION_RULES)},
    **{rule: RuleScope(_in_play(rule), _never) for rule in sorted(PERMISSIONS)},
}


def _penalty_is(irregularity: str, mode: str) -> Predicate:
    """Where the variant's `penalties.<irregularity>` is `mode` (a variant without the section: never)."""
    return lambda v: v.penalties is not None and getattr(v.penalties, irregularity) == mode


SCOPES: dict[str, RuleScope] = {
    "record.format": RuleScope(_always, _never),
    "record.card": RuleScope(_always, _never),
    "deal.deck": RuleScope(_always, _never),
    "deal.hand-size": RuleScope(_always, _never),
    "deal.seats": RuleScope(_always, _never),
    "deal.discard": RuleScope(_chien, _chien),
    "deal.turned": RuleScope(_turned_card, _turned_card),
    "auction.turn": RuleScope(_always, _always),
    "auction.bid-range": RuleScope(_bidding, _bidding),
    "auction.bid-step": RuleScope(_bidding, lambda v: _bidding(v) and v.auction.step > 1),
    "auction.bid-higher": RuleScope(_bidding, _bidding),
    "auction.trump-mode": RuleScope(
        _bidding, lambda v: _bidding(v) and len(v.auction.trump_modes) < len(TrumpKind)
    ),
    "auction.special-bid": RuleScope(_bidding, _bidding),
    "auction.bid-after-pass": RuleScope(_bidding, lambda v: _bidding(v) and not v.auction.bid_after_pass),
    "auction.coinche": RuleScope(lambda v: v.auction.coinche, lambda v: v.auction.coinche),
    "auction.coinche-freezes": RuleScope(
        lambda v: v.auction.coinche, lambda v: v.auction.coinche and v.auction.coinche_freezes_bidding
    ),
    "auction.surcoinche": RuleScope(lambda v: v.auction.surcoinche, lambda v: v.auction.surcoinche),
    "auction.end": RuleScope(_always, _always),
    "auction.all-pass": RuleScope(_always, _always),
    "auction.call-kind": RuleScope(_always, _always),
    "auction.take": RuleScope(_turned_card, _turned_card),
    "play.turn": RuleScope(_always, _always),
    "play.card-held": RuleScope(_always, _always),
    **PLAY_SCOPES,
    "play.trick-winner": RuleScope(_always, _never),
    "play.complete": RuleScope(_always, _always),
    "points.card-values": RuleScope(_always, _never),
    "points.dix-de-der": RuleScope(_always, _never),
    "points.belote": RuleScope(_suit_trump, _never),
    "points.discard": RuleScope(_chien, _never),
    "points.annonces": RuleScope(lambda v: v.annonces.enabled, _never),
    "points.annonces-strongest": RuleScope(lambda v: v.annonces.enabled, _never),
    "annonce.valid": RuleScope(_always, _always),
    "belote.valid": RuleScope(_always, _always),
    "score.multiplier": RuleScope(lambda v: v.auction.coinche, _never),
    "score.contract-made": RuleScope(_always, _never),
    "score.made": RuleScope(_cites("score.made"), _never),
    "score.coinched-made": RuleScope(_cites("score.coinched-made"), _never),
    "score.failed": RuleScope(_cites("score.failed"), _never),
    "score.coinched-failed": RuleScope(_cites("score.coinched-failed"), _never),
    "score.special-made": RuleScope(_cites("score.special-made"), _never),
    "score.special-failed": RuleScope(_cites("score.special-failed"), _never),
    "score.litige": RuleScope(_cites("score.litige"), _never),
    "score.rounding": RuleScope(lambda v: v.rounding.mode == "deal", _never),
    "score.redeal": RuleScope(_always, _never),
    "claim.match": RuleScope(_always, _always),
    "penalty.play": RuleScope(_penalty_is("play", "side_at_fault_loses"), _never),
    "penalty.false-annonce": RuleScope(_penalty_is("false_annonce", "side_at_fault_loses"), _never),
}


def unclassified(rule_ids: Iterable[str]) -> list[str]:
    """Rules of spec/rules.md that this table does not know (a new rule must be classified here)."""
    return sorted(rule for rule in rule_ids if rule not in SCOPES)


def _normative(corpus: Corpus) -> list[Test]:
    return [test for test in corpus.tests() if test.case.kind == "normative"]


def uncovered_rules(corpus: Corpus, rule_ids: Iterable[str]) -> list[str]:
    """Rules that no normative case exercises."""
    covered = {rule for test in _normative(corpus) for rule in test.case.rules}
    return sorted(rule for rule in rule_ids if rule not in covered)


def uncovered_pairs(
    corpus: Corpus, rule_ids: Collection[str], variants: Iterable[Variant]
) -> list[tuple[str, str]]:
    """(rule, variant) where the rule applies but no normative case for that variant exercises it."""
    covered = {(rule, test.variant) for test in _normative(corpus) for rule in test.case.rules}
    return [
        (rule, variant.id)
        for variant in variants
        for rule in sorted(rule_ids)
        if rule in SCOPES and SCOPES[rule].applies(variant) and (rule, variant.id) not in covered
    ]


def missing_violations(
    corpus: Corpus, rule_ids: Collection[str], variants: Iterable[Variant]
) -> list[tuple[str, str]]:
    """(rule, variant) where a violation is possible but no normative case expects exactly that violation."""
    seen = {
        (test.expectation.data["violation"]["rule"], test.variant)
        for test in _normative(corpus)
        if "violation" in test.expectation.data
    }
    return [
        (rule, variant.id)
        for variant in variants
        for rule in sorted(rule_ids)
        if rule in SCOPES and SCOPES[rule].violable(variant) and (rule, variant.id) not in seen
    ]
