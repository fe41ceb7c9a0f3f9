"""The words of a violation the reference and both fast tiers write alike: the sentence for a card
that breaks a duty of play, and the refutation of a wrong written score.

Why a module of its own: the check (`refscore.judge.check`), the pure fast tier and the compiled
tier's line writer (`refscore.fast`) all say these sentences, byte for byte the same; written once
here, the fast tiers word a fault without importing the whole reference check.
"""

from __future__ import annotations

from collections.abc import Mapping

from refscore.base.cards import Card, card_name, suit_of
from refscore.judge.result import Violation
from refscore.kernel.deal_walk import RULE_OF, FaultKind
from refscore.kernel.play import Subset

#: The sentence of `check` for a card that breaks a restriction of the kernel, by (rule, subset): the
#: restrictions the coach has words of its own for (`positions.NAMED_STEPS`, the same keys). `{played}`
#: is "N played X", `{led}` the suit led.
_SENTENCES: dict[tuple[str, Subset], str] = {
    ("play.follow-suit", Subset.FOLLOWING): "{played} but holds cards of the suit led ({led})",
    ("play.trump-lead-overtake", Subset.FOLLOWING_HIGHER): "{played} on a trump lead but could go over",
    (
        "play.all-trump-overtake",
        Subset.FOLLOWING_HIGHER,
    ): "{played} but could go over in the suit led (tout atout)",
    ("play.overtrump-partner", Subset.FOLLOWING_HIGHER): "{played} but had to go over the partner's trump",
    ("play.must-ruff", Subset.TRUMPS): "{played} but could not follow {led} and had to ruff",
    ("play.must-overruff", Subset.TRUMPS_HIGHER): "{played} but had to over-ruff the opponent's trump",
    ("play.overtrump-partner", Subset.TRUMPS_HIGHER): "{played} but had to go over the partner's trump",
    ("play.overtrump-partner", Subset.NON_TRUMPS_OR_TRUMPS_HIGHER): (
        "{played} but had to go over the partner's trump"
    ),
    ("play.underruff", Subset.TRUMPS): "{played} against the under-ruffing rule",
    ("play.underruff", Subset.NON_TRUMPS): "{played} against the under-ruffing rule",
}
#: Any other restriction (a new play option's duty, under a new rule or an existing one) is said by
#: the part of the hand it left, as the coach says it (`subset.*` of refscore/render/legal_text.py):
#: a new kind of duty needs no line here.
_BY_SUBSET: dict[Subset, str] = {
    Subset.HAND: "{seat} may not play {card}",
    Subset.FOLLOWING: "{played} but had to play the suit led ({led})",
    Subset.FOLLOWING_HIGHER: "{played} but had to go over the best card of the suit led ({led})",
    Subset.TRUMPS: "{played} but had to play a trump",
    Subset.TRUMPS_HIGHER: "{played} but had to play a trump over the trumps on the table",
    Subset.NON_TRUMPS: "{played} but had to play a card that is not a trump",
    Subset.NON_TRUMPS_OR_TRUMPS_HIGHER: "{played} but had to discard, or trump over the trumps on the table",
}


def card_sentence(rule: str, seat: str, card: Card, trick: list[Card], subset: int = -1) -> str:
    """One sentence for people: what the player did and which duty it broke, picked by the rule and
    the part of the hand its restriction allowed (`subset`, a `Subset`; -1: not known, then by the
    rule alone, the first sentence of that rule). A card its player does not hold (play.card-held)
    breaks no restriction: its sentence names no card led."""
    if rule == RULE_OF[FaultKind.NOT_HELD]:
        return f"{seat} does not hold {card_name(card)}"
    led = "SHDC"[suit_of(trick[0])] if trick else "?"
    if subset >= 0:
        said = _SENTENCES.get((rule, Subset(subset))) or _BY_SUBSET[Subset(subset)]
    else:
        said = next(
            (text for (named, _), text in _SENTENCES.items() if named == rule), "{seat} may not play {card}"
        )
    return said.format(played=f"{seat} played {card_name(card)}", seat=seat, card=card_name(card), led=led)


def claim_refutation(
    claim: Mapping[str, int], scores: Mapping[str, int], case: str | None
) -> Violation | None:
    """The violation of a written score that the rules refute (rule claim.match), or None when every
    unit the claim names has the score the rules give (a unit it does not name is not judged).

    `scores`: the rules' score of every unit, in the variant's order; `case`: the rule of the
    scoring case that gave them, None for a redeal (whose zeros come from rule score.redeal).

    Why a function of its own: the fast path (`refscore.fast.checker.FastChecker`) answers a wrong claim
    from its own scores with these words, so the refutation is written once."""
    wrong = {unit: (claimed, scores[unit]) for unit, claimed in claim.items() if scores.get(unit) != claimed}
    if not wrong:
        return None
    rule = case if case is not None else "score.redeal"
    detail = "; ".join(
        f"{unit} claimed {claimed}, the rules give {actual}" for unit, (claimed, actual) in wrong.items()
    )
    return Violation(
        "claim.match",
        "claim",
        "$.claim",
        "claimed score",
        None,
        None,
        f"{detail} (by rule {rule})",
        tuple(f"{unit} {score}" for unit, score in scores.items()),
    )
