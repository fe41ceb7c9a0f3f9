"""The batch's text lines (`refscore check FILE.jsonl --lang fr`) and its summary, in French.

Why apart from `refscore/fast/batch_lines.py`: the batch's fast path must not load the text
catalogues; this module is imported only when French was asked for. The line says the same as the
English one, from the same result (the record's units become EO/O, the cards V♠, the rule titles
come from `spec/rules.fr.md`).
"""

from __future__ import annotations

import re
from typing import Any

from .common import record_card_text, record_trump_text, rule_title, scores_text, seat_text, words

__all__ = ["describe_fr", "summary_fr"]

_WHERE = re.compile(r"^(?:(trick) (\d+)(?:, card (\d+))?|(call) (\d+))$")


def _where(text: str) -> str:
    """`trick 3, card 2` -> `au pli 3, carte 2`; `call 4` -> `à l'enchère 4`."""
    if text == "claimed score":
        return "au score inscrit"
    found = _WHERE.match(text)
    if found is None:
        return f"à {text}"
    if found[4]:
        return f"à l'enchère {found[5]}"
    return f"au pli {found[2]}" + (f", carte {found[3]}" if found[3] else "")


_SCORE = re.compile(r"^(\S+) (-?\d+)$")


def _allowed(items: list[str]) -> str | None:
    """What was allowed, in French: cards (`V♠`) or scores (`EO 38`); None for the auction's
    English phrases (the rule's French title says what was allowed)."""
    from refscore.base.cards import CardNotationError, parse_card

    shown = []
    for item in items:
        score = _SCORE.match(item)
        if score is not None:
            shown.append(f"{seat_text(score[1], 'fr')} {score[2]}")
            continue
        try:
            parse_card(item)
        except CardNotationError:
            return None
        shown.append(record_card_text(item, "fr"))
    return ", ".join(shown)


def describe_fr(result: dict[str, Any], status: str, where: str, message: str | None) -> str:
    """One line of the batch's text output in French (see `refscore.fast.batch_lines.describe`)."""
    w = words("fr")
    if status == "unusable":
        return f"{message} [{w['b.unusable']}]"
    if status in ("illegal", "wrong_claim"):
        violation = result["violation"]
        label = w["b.illegal" if status == "illegal" else "b.wrong_claim"]
        rule = violation["rule"]
        text = w["b.fault"].format(
            where=where, label=label, at=_where(violation["where"]), place=violation["place"]
        )
        text += w["b.rule"].format(rule=rule, title=rule_title(rule, "fr"))
        allowed = _allowed(violation["legal"]) if violation["legal"] else None
        if allowed:
            key = "b.rules_give" if rule == "claim.match" else "b.legal_cards"
            text += w[key].format(cards=allowed)
        penalty = result.get("penalty")
        if penalty is not None:
            written = scores_text(penalty["scores"], "fr") if penalty["scores"] else w["b.no_score"]
            text += w["b.penalty"].format(rule=penalty["rule"], scores=written)
        return text
    if status == "redeal":
        return w["b.redeal"].format(where=where)
    if status == "incomplete":
        return w["b.incomplete"].format(where=where)
    contract = result["contract"]
    label = contract["special"] or contract["value"] or ""
    trump = record_trump_text(contract["trump"], "fr")
    coinche = ""
    if contract.get("surcoinched_by"):
        coinche = w["who_surcoinched"].format(
            coincher=seat_text(contract["coinched_by"], "fr"),
            seat=seat_text(contract["surcoinched_by"], "fr"),
        )
    elif contract.get("coinched_by"):
        coinche = w["who_coinched"].format(seat=seat_text(contract["coinched_by"], "fr"))
    text = w["b.legal"].format(
        where=where,
        contract=f"{label} {trump}".strip(),
        taker=seat_text(contract["taker"], "fr"),
        coinche=coinche,
        outcome=w["f.oc.made" if result["made"] else "f.oc.failed"],
        case=result["case"],
        scores=scores_text(result["scores"], "fr"),
    )
    if result["claim"] is not None:
        text += w["b.claim_ok"]
    return text


def summary_fr(
    source: str, total: int, elapsed: float, counts: dict[str, int], reference: int, common: str
) -> list[str]:
    """The batch's summary on stderr, in French."""
    w = words("fr")
    rate = (
        w["b.rate"].format(rate=f"{total / elapsed:,.0f}".replace(",", " ")) if elapsed > 0 and total else ""
    )
    parts = ", ".join(f"{counts.get(label, 0)} {w['b.count.' + label]}" for label in w["b.labels"].split())
    text = [
        w["b.summary"].format(
            source=source,
            total=total,
            seconds=f"{elapsed:.2f}".replace(".", ","),
            rate=rate,
            parts=parts,
            reference=reference,
        )
    ]
    if common:
        text.append(w["b.common"].format(common=common))
    return text
