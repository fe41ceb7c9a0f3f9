"""House-rule documents: a variant as a printable rulebook (Markdown or HTML), and the diff of two.

Why generated: a club's house rules are a YAML file that `extends:` a shipped variant; members need
a rulebook they can read and print, and a table of what differs from the rules they know. Both are
made from the resolved variant (`Variant.data`, after inheritance) and the numbered rules of
`spec/rules.md`, so the document can never drift from what refscore enforces: each section states
the variant's setting in words and quotes the normative rule it configures.

Pure: returns text; the CLI writes it.
"""

from __future__ import annotations

import html
import json
import re
import textwrap
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import __version__
from .rules import RULES
from .variant import Variant

__all__ = ["Difference", "diff_markdown", "diff_text", "diff_variants", "rulebook_html", "rulebook_markdown"]


# --------------------------------------------------------------------------------------------------
# A tiny document model, rendered to Markdown or HTML

Block = tuple[str, Any]  # ("h1"|"h2"|"h3"|"p"|"quote"|"ul", text or items) or ("table", (header, rows))


def _inline_html(text: str) -> str:
    """Escape, then `code` -> <code>code</code> and **bold** -> <strong>."""
    escaped = html.escape(text)
    escaped = re.sub(r"`([^`]+)`", r"<code>\1</code>", escaped)
    return re.sub(r"\*\*([^*]+)\*\*", r"<strong>\1</strong>", escaped)


def _md_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _to_markdown(blocks: Sequence[Block]) -> str:
    out: list[str] = []
    for kind, content in blocks:
        if kind in ("h1", "h2", "h3"):
            out += ["#" * int(kind[1]) + " " + str(content), ""]
        elif kind == "p":
            out += [str(content), ""]
        elif kind == "quote":
            wrapped = textwrap.wrap(str(content), 100, break_on_hyphens=False, break_long_words=False)
            out += ["> " + line for line in wrapped] + [""]
        elif kind == "ul":
            out += [f"- {item}" for item in content] + [""]
        elif kind == "table":
            header, rows = content
            out.append("| " + " | ".join(_md_cell(h) for h in header) + " |")
            out.append("|" + "|".join("---" for _ in header) + "|")
            out += ["| " + " | ".join(_md_cell(str(c)) for c in row) + " |" for row in rows]
            out.append("")
    return "\n".join(out).rstrip() + "\n"


_CSS = """
body { font-family: Georgia, "Times New Roman", serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem;
       line-height: 1.5; color: #1b1b1b; }
h1 { font-size: 1.8rem; } h2 { font-size: 1.3rem; border-bottom: 1px solid #bbb; margin-top: 2rem; }
h3 { font-size: 1.05rem; margin-bottom: .2rem; }
table { border-collapse: collapse; margin: .5rem 0; } th, td { border: 1px solid #bbb; padding: .2rem .5rem;
       text-align: left; vertical-align: top; }
blockquote { margin: .3rem 0 .8rem 1rem; padding-left: .8rem; border-left: 3px solid #ccc; color: #333; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: .9em; }
@media print { body { margin: 0; max-width: none; } h2 { page-break-after: avoid; } }
"""


def _to_html(blocks: Sequence[Block], title: str) -> str:
    out = [
        "<!DOCTYPE html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{html.escape(title)}</title>",
        f"<style>{_CSS}</style>",
        "</head>",
        "<body>",
    ]
    for kind, content in blocks:
        if kind in ("h1", "h2", "h3"):
            out.append(f"<{kind}>{_inline_html(str(content))}</{kind}>")
        elif kind == "p":
            out.append(f"<p>{_inline_html(str(content))}</p>")
        elif kind == "quote":
            out.append(f"<blockquote>{_inline_html(str(content))}</blockquote>")
        elif kind == "ul":
            out.append("<ul>" + "".join(f"<li>{_inline_html(str(item))}</li>" for item in content) + "</ul>")
        elif kind == "table":
            header, rows = content
            head = "".join(f"<th>{_inline_html(str(h))}</th>" for h in header)
            body = "".join(
                "<tr>" + "".join(f"<td>{_inline_html(str(c))}</td>" for c in row) + "</tr>" for row in rows
            )
            out.append(f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")
    out += ["</body>", "</html>"]
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------------------------------
# The rulebook

_MODE_NAMES = {"suit": "a suit", "no_trump": "sans atout", "all_trump": "tout atout"}
_OBLIGATION = {
    "always": "always, even when his partner is master of the trick",
    "unless_partner_master": "unless his partner is master of the trick",
    "never": "never: there is no such duty",
}
_UNDERRUFF = {
    "forced": "he must still play one of them (under-ruff)",
    "optional": "he may play any card (no duty to under-ruff)",
    "forbidden": "he must play a card that is not a trump when he has one",
}
_SEQUENCE_NAMES = {3: "tierce", 4: "cinquante", 5: "cent"}


def _rule(blocks: list[Block], rule_id: str, cited: list[str]) -> None:
    """Quote a numbered rule under the variant's settings."""
    rule = RULES.get(rule_id)
    if rule is None:
        return
    if rule_id not in cited:
        cited.append(rule_id)
    text = " ".join(rule.text.split())
    title = rule.title if rule.title.endswith(("?", ".", "!")) else rule.title + "."
    blocks.append(("quote", f"**{rule.number} `{rule.id}` — {title}** {text}"))


def _sources(data: Mapping[str, Any]) -> list[str]:
    items = []
    for source in data.get("provenance", {}).get("sources", []):
        part = f" — {source['part']}" if source.get("part") else ""
        items.append(f"`{source['file']}`{part}")
    return items


def _table_rows(data: Mapping[str, Any], name: str) -> tuple[str, str]:
    table = data["cards"]["tables"][name]
    order = " ".join(str(rank) for rank in table["order"])
    points = " ".join(str(value) for value in table["points"])
    return order, points


def _origin(variant: Variant) -> str:
    """The file a variant was read from: `variants/NAME.yaml` for a shipped one."""
    origin = variant.origin
    return (
        origin
        if "/" in origin or "\\" in origin or origin.endswith((".yaml", ".yml"))
        else f"variants/{origin}.yaml"
    )


def _rulebook_blocks(variant: Variant) -> list[Block]:
    data = variant.data
    cited: list[str] = []
    blocks: list[Block] = [("h1", f"{variant.title}")]
    blocks.append(
        (
            "p",
            f"House rules of the variant `{variant.id}`, generated by refscore {__version__} from "
            f"`{_origin(variant)}` and the numbered rules of `spec/rules.md`. Each section states this "
            "variant's setting, then quotes the rule it configures.",
        )
    )
    if variant.description:
        blocks.append(("p", variant.description))
    sources = _sources(data)
    if sources:
        blocks += [("h3", "Sources"), ("ul", sources)]

    # 1. players and the deal
    players = data["players"]
    deal = data["deal"]
    seats = list(players["seats"])
    teams = players["teams"]
    blocks.append(("h2", "1. Players and the deal"))
    each_alone = all(len(members) == 1 for members in teams.values())
    team_text = (
        "each player scores for himself"
        if each_alone
        else "; ".join(f"`{name}`: {', '.join(members)}" for name, members in teams.items())
    )
    items = [
        f"{len(seats)} players; seats in the order of play: {', '.join(seats)} (each plays after the one "
        "before him, the first after the last).",
        f"Scoring units: {team_text}.",
        (
            "The player after the dealer in that order"
            if players["first_speaker"] == 1
            else f"The player {players['first_speaker']} seats after the dealer in that order"
        )
        + " speaks first and leads the first trick.",
        f"Each player is dealt {deal['hand_size']} cards"
        + (f"; {deal['chien']} go to the chien" if deal["chien"] else "")
        + (f", and the taker discards {deal['discard']}" if deal["discard"] else "")
        + (f"; {deal['dead_cards']} cards are dead (never seen)" if deal["dead_cards"] else "")
        + ".",
    ]
    blocks.append(("ul", items))
    for rule_id in ("deal.deck", "deal.hand-size", "deal.seats"):
        _rule(blocks, rule_id, cited)
    if deal["chien"]:
        _rule(blocks, "deal.discard", cited)

    # 2. cards
    blocks.append(("h2", "2. Card order and points"))
    modes = data["auction"]["trump_modes"]
    rows = []
    for mode in modes:
        spec = data["cards"]["modes"][mode]
        if "trump_table" in spec:
            order, points = _table_rows(data, spec["trump_table"])
            rows.append([_MODE_NAMES[mode], "the trump suit", order, points])
            order, points = _table_rows(data, spec["other_table"])
            rows.append([_MODE_NAMES[mode], "the other suits", order, points])
        else:
            order, points = _table_rows(data, spec["other_table"])
            rows.append([_MODE_NAMES[mode], "every suit", order, points])
    blocks.append(
        ("table", (["trump mode", "suits", "order (strongest first)", "points (same order)"], rows))
    )
    belote_modes = [_MODE_NAMES[mode] for mode in modes if data["cards"]["modes"][mode]["belote"]]
    blocks.append(
        (
            "p",
            "Belote and rebelote count when the trump is: "
            + (", ".join(belote_modes) if belote_modes else "never (no trump mode has them)")
            + ".",
        )
    )
    _rule(blocks, "points.card-values", cited)
    _rule(blocks, "play.trick-winner", cited)

    # 3. auction
    auction = data["auction"]
    blocks.append(("h2", "3. The auction"))
    items = []
    if auction["kind"] == "turned_card":
        items.append(
            "A card is turned face up; the calls are `pass` and `take` (classic belote): "
            "no numbered contract."
        )
    else:
        items.append(
            f"Numbered bids from {auction['floor']} to {auction['ceiling']} in steps of {auction['step']}; "
            "each bid must be higher than the last."
        )
    for name, bid in auction["special_bids"].items():
        ends = ", and nobody may bid after it" if bid.get("ends_bidding") else ""
        items.append(f"Special bid **{name}**, worth {bid['value']}{ends}; it is made when `{bid['made']}`.")
    items.append("Trump: " + ", ".join(_MODE_NAMES[mode] for mode in modes) + ".")
    items.append(
        "A player who has passed may bid later."
        if auction["bid_after_pass"]
        else "A player who has passed may not bid again."
    )
    end = auction["end_after_passes"]
    passes = (
        f"{len(seats) - 1} passes in a row (all the other players)"
        if end == "all_others"
        else f"{end} passes"
    )
    items.append(f"After a bid or a coinche, {passes} end the auction; if everybody passes, redeal.")
    coinche, surcoinche = auction["coinche"], auction["surcoinche"]
    if coinche["enabled"]:
        freezes = "; it freezes the auction: no more bids" if coinche.get("freezes_bidding", True) else ""
        items.append(f"Coinche by an opponent of the last bidder: ×{coinche.get('multiplier', 2)}{freezes}.")
    else:
        items.append("No coinche.")
    if surcoinche["enabled"]:
        ends = ", and it ends the auction at once" if surcoinche.get("ends_auction", True) else ""
        items.append(f"Surcoinche by the coinched side: ×{surcoinche.get('multiplier', 4)}{ends}.")
    blocks.append(("ul", items))
    auction_rules = ["auction.turn"]
    if auction["kind"] == "turned_card":
        auction_rules += ["auction.call-kind", "auction.take"]
    else:
        auction_rules += ["auction.bid-range", "auction.bid-step", "auction.bid-higher", "auction.trump-mode"]
        if auction["special_bids"]:
            auction_rules.append("auction.special-bid")
        auction_rules.append("auction.bid-after-pass")
    if coinche["enabled"]:
        auction_rules += ["auction.coinche", "auction.coinche-freezes"]
    if surcoinche["enabled"]:
        auction_rules.append("auction.surcoinche")
    auction_rules += ["auction.end", "auction.all-pass"]
    for rule_id in auction_rules:
        _rule(blocks, rule_id, cited)

    # 4. play
    play = data["play"]
    blocks.append(("h2", "4. The play of the cards"))
    items = [
        "A player follows suit whenever he can.",
        "On a trump lead, he goes over the highest trump on the table when he can: "
        + _OBLIGATION[play["overtrump_on_trump_lead"]]
        + ".",
        "Unable to follow, a player who holds a trump must ruff: " + _OBLIGATION[play["must_ruff"]] + ".",
        "Over an opponent's ruff, he must over-ruff when he can: "
        + ("required." if play["overruff_opponent"] == "required" else "not required: any trump will do."),
        "Holding only trumps lower than an opponent's ruff, " + _UNDERRUFF[play["underruff"]] + ".",
        "A player who trumps over his partner's trump "
        + (
            "must go over it when he can." if play["overtrump_partner"] == "forced" else "may play any trump."
        ),
    ]
    if "all_trump" in modes:
        items.append(
            "In tout atout, he goes over in the suit led when he can: "
            + _OBLIGATION[play["all_trump_overtake"]]
            + "."
        )
    blocks.append(("ul", items))
    play_rules = ["play.turn", "play.card-held", "play.follow-suit", "play.trump-lead-overtake"]
    if "all_trump" in modes:
        play_rules.append("play.all-trump-overtake")
    play_rules += ["play.must-ruff"]
    if play["must_ruff"] == "unless_partner_master":
        play_rules.append("play.partner-master")
    play_rules += ["play.must-overruff", "play.underruff", "play.overtrump-partner", "play.complete"]
    for rule_id in play_rules:
        _rule(blocks, rule_id, cited)

    # 5. points
    der, belote, annonces = data["dix_de_der"], data["belote"], data["annonces"]
    blocks.append(("h2", "5. Points: dix de der, belote, annonces"))
    items = [
        f"Dix de der (the last trick): {der['value']}; when one side takes every trick (capot): "
        f"{der['capot']}; when one player takes every trick (générale): {der['generale']}.",
        f"Belote-rebelote (king and queen of trump in one hand): {belote['value']}, never multiplied, "
        "never lost; "
        + (
            "it must be announced."
            if belote["announce"] == "declared"
            else "counted without being announced."
        ),
    ]
    if deal["chien"]:
        items.append("The card points of the taker's discard count for him.")
    blocks.append(("ul", items))
    _rule(blocks, "points.dix-de-der", cited)
    _rule(blocks, "points.belote", cited)
    _rule(blocks, "belote.valid", cited)
    if deal["chien"]:
        _rule(blocks, "points.discard", cited)
    if annonces["enabled"]:
        rows = [
            [f"carré of {rank}", str(annonces.get("carres", {}).get(str(rank), 0))]
            for rank in annonces["carre_order"]
        ]
        for length, points in sorted(annonces["sequences"].items(), key=lambda item: int(item[0])):
            name = _SEQUENCE_NAMES.get(int(length), f"{length} in sequence")
            rows.append(
                [f"{name} ({length} cards in sequence{' or more' if int(length) >= 5 else ''})", str(points)]
            )
        blocks.append(("p", "Annonces, declared at the first trick:"))
        blocks.append(("table", (["combination", "points"], rows)))
        tie = (
            "nobody scores"
            if annonces.get("tie", "nobody_scores") == "nobody_scores"
            else "the first in the order of play wins"
        )
        trump_tie = (
            "a sequence in trump beats an equal one that is not; "
            if annonces.get("trump_sequence_wins_tie", True)
            else ""
        )
        counts = (
            "they count toward the contract"
            if annonces.get("count_toward_contract", True)
            else "they do not count toward the contract"
        )
        blocks.append(
            (
                "p",
                "Sequences run "
                + " ".join(str(r) for r in annonces["sequence_order"])
                + " in every trump mode. "
                f"Only the side with the strongest annonce scores; {trump_tie}still equal: {tie}; {counts}.",
            )
        )
        for rule_id in ("points.annonces", "points.annonces-strongest", "annonce.valid"):
            _rule(blocks, rule_id, cited)
    else:
        blocks.append(("p", "No annonces (declarations)."))

    # 6. scoring
    scoring = data["scoring"]
    blocks.append(("h2", "6. Scoring a deal"))
    constants = scoring.get("constants", {})
    if constants:
        blocks.append(
            ("p", "Constants: " + ", ".join(f"`{name}` = {value}" for name, value in constants.items()) + ".")
        )
    if scoring.get("quantities"):
        blocks.append(
            ("p", "Quantities, computed in this order for each side (`own_` is the side being scored):")
        )
        blocks.append(("ul", [f"`{name}` = `{formula}`" for name, formula in scoring["quantities"].items()]))
    blocks.append(("p", f"The contract is made when `{scoring['made']}`."))
    _rule(blocks, "score.multiplier", cited)
    _rule(blocks, "score.contract-made", cited)
    rows = []
    for case in scoring["cases"]:
        rule = RULES.get(case["rule"])
        title = f"{rule.number} {rule.title}" if rule else case["rule"]
        rows.append(
            [
                f"`{case['rule']}` ({title})",
                f"`{case['when']}`" if "when" in case else "otherwise",
                f"`{case['taker']}`",
                f"`{case['defence']}`",
                case.get("description", ""),
            ]
        )
    blocks.append(("p", "The first case whose condition holds gives each side's score:"))
    blocks.append(
        ("table", (["case", "when", "takers score", "each defending side scores", "in words"], rows))
    )
    for case in scoring["cases"]:
        _rule(blocks, case["rule"], cited)
    rounding = data["rounding"]
    half = "up (5 up)" if rounding["half"] == "up" else "down (6 up)"
    rounding_text = {
        "none": "Scores are not rounded.",
        "deal": f"Each deal's score is rounded to the nearest {rounding['to']}, a half going {half}.",
        "final": f"Only the game totals are rounded, to the nearest {rounding['to']}, a half going {half}.",
    }[rounding["mode"]]
    blocks.append(("p", rounding_text))
    _rule(blocks, "score.rounding", cited)
    _rule(blocks, "claim.match", cited)

    # 7. game
    game = data["game"]
    blocks.append(("h2", "7. The game"))
    targets = game.get("targets")
    items = [
        f"Target: {game['target']}"
        + (f" (usual targets: {', '.join(str(t) for t in targets)})" if targets else "")
        + "; "
        + (
            "the first side to reach it wins."
            if game["win"] == "reach"
            else "the first side to pass it wins."
        ),
        "Both sides past the target on the same deal: "
        + (
            "the higher total wins."
            if game["both_reach_target"] == "higher_total"
            else "the taking side wins."
        ),
        "Exact tie: "
        + ("one more deal is played." if game["exact_tie"] == "another_deal" else "the victory is shared."),
    ]
    blocks.append(("ul", items))

    # 8. interpretations
    interpretations = data.get("provenance", {}).get("interpretations", [])
    if interpretations:
        blocks.append(("h2", "8. Interpretations"))
        blocks.append(("p", "Where the sources are silent or ambiguous, this variant reads them as follows."))
        items = []
        for item in interpretations:
            reading = " ".join(str(item["reading"]).split()).rstrip(".")
            text = f"**{item['point']}**: {reading}."
            if item.get("other_reading"):
                text += f" Other reading: {' '.join(str(item['other_reading']).split()).rstrip('.')}."
            if item.get("option"):
                text += f" Option: `{item['option']}`."
            items.append(text)
        blocks.append(("ul", items))
    return blocks


def rulebook_markdown(variant: Variant) -> str:
    """The rulebook of a variant as Markdown."""
    return _to_markdown(_rulebook_blocks(variant))


def rulebook_html(variant: Variant) -> str:
    """The rulebook of a variant as one self-contained, printable HTML page."""
    return _to_html(_rulebook_blocks(variant), f"{variant.title} — rulebook")


# --------------------------------------------------------------------------------------------------
# Differences between two variants

#: Which numbered rule each key of a variant configures (the longest matching prefix wins).
_KEY_RULES: tuple[tuple[str, str], ...] = (
    ("players.", "deal.seats"),
    ("deal.hand_size", "deal.hand-size"),
    ("deal.chien", "deal.discard"),
    ("deal.discard", "deal.discard"),
    ("deal.dead_cards", "deal.deck"),
    ("cards.", "points.card-values"),
    ("auction.kind", "auction.call-kind"),
    ("auction.floor", "auction.bid-range"),
    ("auction.ceiling", "auction.bid-range"),
    ("auction.step", "auction.bid-step"),
    ("auction.special_bids", "auction.special-bid"),
    ("auction.trump_modes", "auction.trump-mode"),
    ("auction.bid_after_pass", "auction.bid-after-pass"),
    ("auction.end_after_passes", "auction.end"),
    ("auction.all_pass", "auction.all-pass"),
    ("auction.coinche.freezes_bidding", "auction.coinche-freezes"),
    ("auction.coinche", "auction.coinche"),
    ("auction.surcoinche", "auction.surcoinche"),
    ("play.overtrump_on_trump_lead", "play.trump-lead-overtake"),
    ("play.must_ruff", "play.must-ruff"),
    ("play.overruff_opponent", "play.must-overruff"),
    ("play.underruff", "play.underruff"),
    ("play.overtrump_partner", "play.overtrump-partner"),
    ("play.all_trump_overtake", "play.all-trump-overtake"),
    ("dix_de_der", "points.dix-de-der"),
    ("belote", "points.belote"),
    ("annonces.tie", "points.annonces-strongest"),
    ("annonces.trump_sequence_wins_tie", "points.annonces-strongest"),
    ("annonces", "points.annonces"),
    ("scoring.constants", "score.failed"),
    ("scoring.quantities", "score.contract-made"),
    ("scoring.made", "score.contract-made"),
    ("rounding", "score.rounding"),
)
_SKIPPED = (
    "schema_version",
    "id",
    "title",
    "description",
    "title_fr",
    "description_fr",
    "provenance",
    "abstract",
    "extends",
)


@dataclass(frozen=True)
class Difference:
    """One setting on which two variants differ; a value is None where a variant lacks the key."""

    key: str
    rule: str | None
    a: str | None
    b: str | None

    @property
    def rule_label(self) -> str:
        if self.rule is None:
            return "game" if self.key.startswith("game.") else "—"
        rule = RULES.get(self.rule)
        return f"{self.rule} ({rule.number} {rule.title})" if rule else self.rule


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ", ".join(_show(item) for item in value) if value else "(none)"
    if isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False) if value else "(none)"
    return str(value)


def _flatten(value: Any, prefix: str, out: dict[str, str]) -> None:
    if prefix == "scoring.cases" and isinstance(value, list):
        seen: dict[str, int] = {}
        for position, case in enumerate(value):
            rule = str(case.get("rule", position))
            seen[rule] = seen.get(rule, 0) + 1
            name = rule if seen[rule] == 1 else f"{rule}#{seen[rule]}"
            for key in ("when", "taker", "defence"):
                out[f"scoring.cases[{name}].{key}"] = (
                    str(case.get(key, "(otherwise)")) if key == "when" else str(case[key])
                )
        return
    if isinstance(value, dict) and value:
        for key, item in value.items():
            _flatten(item, f"{prefix}.{key}" if prefix else str(key), out)
        return
    out[prefix] = _show(value)


def _rule_for(key: str) -> str | None:
    if key.startswith("scoring.cases["):
        return key[len("scoring.cases[") :].split("]", 1)[0].split("#", 1)[0]
    for prefix, rule in _KEY_RULES:
        stem = prefix.rstrip(".")
        if key == stem or key.startswith(stem + "."):
            return rule
    return None


def diff_variants(a: Variant, b: Variant) -> list[Difference]:
    """Every setting of the resolved variants on which `a` and `b` differ, grouped by the rule it configures.

    Scoring cases are compared by their rule id (their `when`, `taker` and `defence`)."""
    flat_a: dict[str, str] = {}
    flat_b: dict[str, str] = {}
    for key, value in a.data.items():
        if key not in _SKIPPED:
            _flatten(value, key, flat_a)
    for key, value in b.data.items():
        if key not in _SKIPPED:
            _flatten(value, key, flat_b)
    keys = list(flat_a) + [key for key in flat_b if key not in flat_a]
    found = [
        Difference(key, _rule_for(key), flat_a.get(key), flat_b.get(key))
        for key in keys
        if flat_a.get(key) != flat_b.get(key)
    ]
    order = {rule: index for index, rule in enumerate(RULES)}
    return sorted(found, key=lambda d: (d.rule is None, order.get(d.rule or "", len(order))))


def _wrap(text: str, width: int) -> list[str]:
    return textwrap.wrap(text, width, break_long_words=True, break_on_hyphens=False) or [""]


def diff_text(a: Variant, b: Variant, differences: Sequence[Difference], width: int = 110) -> str:
    """The differences as a plain-text table, grouped by rule: each setting with its value in each variant."""
    if not differences:
        return f"{a.id} and {b.id} have the same rules.\n"
    rows = [(d, d.a if d.a is not None else "—", d.b if d.b is not None else "—") for d in differences]
    key_width = min(max(len(d.key) for d in differences), 44)
    value_width = max(12, (width - key_width - 2 - 2 - 3) // 2)
    out = [
        f"  {'setting':<{key_width}}  {a.id:<{value_width}}   {b.id}",
        "=" * min(width, key_width + 2 * value_width + 7),
    ]
    current: str | None = None
    for difference, value_a, value_b in rows:
        if difference.rule_label != current:
            current = difference.rule_label
            out.append("")
            out.append(current)
        cells = [_wrap(difference.key, key_width), _wrap(value_a, value_width), _wrap(value_b, value_width)]
        for line in range(max(len(cell) for cell in cells)):
            key = cells[0][line] if line < len(cells[0]) else ""
            left = cells[1][line] if line < len(cells[1]) else ""
            right = cells[2][line] if line < len(cells[2]) else ""
            sep = " | " if line == 0 or right else "   "
            out.append(f"  {key:<{key_width}}  {left:<{value_width}}{sep}{right}".rstrip())
    count = len(differences)
    out.append("")
    out.append(
        f"{count} setting{'s' if count != 1 else ''} differ{'' if count != 1 else 's'} between "
        f"{a.id} and {b.id} (— : not set in that variant)."
    )
    return "\n".join(out) + "\n"


def diff_markdown(a: Variant, b: Variant, differences: Sequence[Difference]) -> str:
    """The differences as a Markdown table."""
    rows = [
        [d.rule_label, f"`{d.key}`", d.a if d.a is not None else "—", d.b if d.b is not None else "—"]
        for d in differences
    ]
    blocks: list[Block] = [("h2", f"`{a.id}` and `{b.id}`: what differs")]
    if rows:
        blocks.append(("table", (["rule", "setting", f"`{a.id}`", f"`{b.id}`"], rows)))
    else:
        blocks.append(("p", "The two variants have the same rules."))
    return _to_markdown(blocks)
