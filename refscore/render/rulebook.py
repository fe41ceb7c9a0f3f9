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

from refscore.base.langs import Lang, seat_in
from refscore.base.version import __version__
from refscore.kernel.play import (
    OBLIGATION_RULES,
    PERMISSIONS,
    rules_any_options,
    rules_in_play,
    situations_of,
)
from refscore.model.rule_ids import RULES
from refscore.model.schema_rules import option_words, rule_of_key
from refscore.model.variant import Variant
from refscore.text.common import localized, rulebook_words, rules_in, variant_description, variant_title

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


def _to_html(blocks: Sequence[Block], title: str, lang: Lang = "en") -> str:
    out = [
        "<!DOCTYPE html>",
        f'<html lang="{lang}">',
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

_SEQUENCE_NAMES = {3: "tierce", 4: "cinquante", 5: "cent"}
#: The ranks of a carré in French words (`carré de valets`).
_CARRE_FR = {
    "J": "valets",
    "9": "neuf",
    "A": "as",
    "10": "dix",
    "K": "rois",
    "Q": "dames",
    "8": "huit",
    "7": "sept",
}
#: The French letters of the ranks in the card tables (valet, dame, roi).
_RANK_FR = {"J": "V", "Q": "D", "K": "R"}


def _carre_name(rank: Any, lang: Lang) -> str:
    """`carré of J` / `carré de valets`."""
    name = _CARRE_FR.get(str(rank), str(rank)) if lang == "fr" else str(rank)
    return rulebook_words(lang)["carre"].format(rank=name)


def _rank(rank: Any, lang: Lang) -> str:
    return _RANK_FR.get(str(rank), str(rank)) if lang == "fr" else str(rank)


def _rule(blocks: list[Block], rule_id: str, cited: list[str], lang: Lang) -> None:
    """Quote a numbered rule under the variant's settings, in `lang`."""
    rule = rules_in(lang).get(rule_id)
    if rule is None:
        return
    if rule_id not in cited:
        cited.append(rule_id)
    text = " ".join(rule.text.split())
    title = rule.title if rule.title.endswith(("?", ".", "!")) else rule.title + "."
    blocks.append(("quote", f"**{rule.number} `{rule.id}` — {title}** {text}"))


def _sources(data: Mapping[str, Any], lang: Lang) -> list[str]:
    """The sources, each with the part cited; a part is the title of a section of the source, quoted
    as written (in French output between « », as a citation in its own language)."""
    items = []
    for source in data.get("provenance", {}).get("sources", []):
        part = ""
        if source.get("part"):
            part = f" — « {source['part']} »" if lang == "fr" else f" — {source['part']}"
        items.append(f"`{source['file']}`{part}")
    return items


def _table_rows(data: Mapping[str, Any], name: str, lang: Lang) -> tuple[str, str]:
    table = data["cards"]["tables"][name]
    order = " ".join(_rank(rank, lang) for rank in table["order"])
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


def _rulebook_blocks(variant: Variant, lang: Lang = "en") -> list[Block]:
    t = rulebook_words(lang)
    data = variant.data
    cited: list[str] = []
    blocks: list[Block] = [("h1", variant_title(variant, lang))]
    blocks.append(("p", t["intro"].format(id=variant.id, version=__version__, origin=_origin(variant))))
    description = variant_description(variant, lang)
    if description:
        blocks.append(("p", description))
    sources = _sources(data, lang)
    if sources:
        blocks += [("h3", t["sources"]), ("ul", sources)]

    def mode_name(mode: str) -> str:
        return t[f"mode.{mode}"]

    # 1. players and the deal
    players = data["players"]
    deal = data["deal"]
    seats = list(players["seats"])
    teams = players["teams"]
    blocks.append(("h2", t["h.players"]))
    each_alone = all(len(members) == 1 for members in teams.values())
    team_text = (
        t["each_alone"]
        if each_alone
        else t["semicolon"].join(
            f"`{seat_in(name, lang)}`{t['colon']}{', '.join(seat_in(seat, lang) for seat in members)}"
            for name, members in teams.items()
        )
    )
    items = [
        t["players"].format(n=len(seats), seats=", ".join(seat_in(seat, lang) for seat in seats)),
        t["units"].format(teams=team_text),
        t["first_next"] if players["first_speaker"] == 1 else t["first_n"].format(n=players["first_speaker"]),
        t["dealt"].format(n=deal["hand_size"])
        + (t["dealt_chien"].format(n=deal["chien"]) if deal["chien"] else "")
        + (t["dealt_discard"].format(n=deal["discard"]) if deal["discard"] else "")
        + (t["dealt_dead"].format(n=deal["dead_cards"]) if deal["dead_cards"] else "")
        + ".",
    ]
    if deal["dealt_before_auction"]:
        items.append(t["dealt_before"].format(n=deal["dealt_before_auction"]))
    blocks.append(("ul", items))
    for rule_id in ("deal.deck", "deal.hand-size", "deal.seats"):
        _rule(blocks, rule_id, cited, lang)
    if deal["chien"]:
        _rule(blocks, "deal.discard", cited, lang)

    # 2. cards
    blocks.append(("h2", t["h.cards"]))
    modes = data["auction"]["trump_modes"]
    rows = []
    for mode in modes:
        spec = data["cards"]["modes"][mode]
        if "trump_table" in spec:
            order, points = _table_rows(data, spec["trump_table"], lang)
            rows.append([mode_name(mode), t["suits.trump"], order, points])
            order, points = _table_rows(data, spec["other_table"], lang)
            rows.append([mode_name(mode), t["suits.other"], order, points])
        else:
            order, points = _table_rows(data, spec["other_table"], lang)
            rows.append([mode_name(mode), t["suits.every"], order, points])
    blocks.append(("table", ([t["th.mode"], t["th.suits"], t["th.order"], t["th.points"]], rows)))
    belote_modes = [mode_name(mode) for mode in modes if data["cards"]["modes"][mode]["belote"]]
    blocks.append(
        ("p", t["belote_modes"].format(modes=", ".join(belote_modes) if belote_modes else t["belote_never"]))
    )
    _rule(blocks, "points.card-values", cited, lang)
    _rule(blocks, "play.trick-winner", cited, lang)

    # 3. auction
    auction = data["auction"]
    blocks.append(("h2", t["h.auction"]))
    items = []
    if auction["kind"] == "turned_card":
        items.append(t["turned"])
    else:
        items.append(
            t["bids"].format(floor=auction["floor"], ceiling=auction["ceiling"], step=auction["step"])
        )
    # the special bids as the variant resolved them (their optional flags read with their defaults)
    for bid in variant.auction.special_bids:
        ends = t["special_ends"] if bid.ends_bidding else ""
        made = auction["special_bids"][bid.name]["made"]
        items.append(t["special"].format(name=bid.name, value=bid.value, ends=ends, made=made))
        if not bid.coinchable:
            items.append(t["special_not_coinchable"].format(name=bid.name))
    items.append(t["trump"].format(modes=", ".join(mode_name(mode) for mode in modes)))
    if auction["kind"] == "turned_card" and len(modes) > 1:
        others = [mode_name(mode) for mode in modes if mode != "suit"]
        items.append(t["turned_second_round"].format(modes=", ".join(others)))
    items.append(t["after_pass_yes" if auction["bid_after_pass"] else "after_pass_no"])
    end = auction["end_after_passes"]
    passes = t["passes_all"].format(n=len(seats) - 1) if end == "all_others" else t["passes_n"].format(n=end)
    turned_no_coinche = auction["kind"] == "turned_card" and not auction["coinche"]["enabled"]
    items.append(t["end_at_take"] if turned_no_coinche else t["end"].format(passes=passes))
    coinche, surcoinche = auction["coinche"], auction["surcoinche"]
    if coinche["enabled"]:
        freezes = t["coinche_freezes"] if coinche["freezes_bidding"] else ""
        key = "coinche_after_take" if auction["kind"] == "turned_card" else "coinche"
        items.append(t[key].format(mult=coinche["multiplier"], freezes=freezes))
        if coinche["by"] == "next_opponent":  # who may coinche
            items.append(t["coinche_next_only"])
        if coinche["partner_after_coinche"] == "must_pass":  # the coincher's partner
            items.append(t["coinche_partner_passes"])
    else:
        items.append(t["no_coinche"])
    if surcoinche["enabled"]:
        ends = t["surcoinche_ends"] if surcoinche["ends_auction"] else ""
        items.append(t["surcoinche"].format(mult=surcoinche["multiplier"], ends=ends))
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
        _rule(blocks, rule_id, cited, lang)

    # 4. play
    play = data["play"]
    blocks.append(("h2", t["h.play"]))
    # each option in the words the schema gives its value (spec/variant.schema.json, x-rulebook)
    items = [t["follow"]]
    for key, words, mode in option_words("play"):
        if mode is None or mode in modes:
            items.append(words[lang][play[key]])
    blocks.append(("ul", items))
    # The rules of play in spec/rules.md's order: who plays and from which hand, every obligation a
    # house rule could make bind under these trump modes and the permissions these options grant
    # (the kernel's, read off its table: a new one is quoted with no line here), the end of the deal.
    situations = situations_of(variant, any_table=True)
    kernel_rules = (rules_any_options(situations) & OBLIGATION_RULES) | (
        rules_in_play(variant.play, situations) & PERMISSIONS.keys()
    )
    play_rules = [
        rule
        for rule in RULES
        if rule in kernel_rules or rule in ("play.turn", "play.card-held", "play.complete")
    ]
    for rule_id in play_rules:
        _rule(blocks, rule_id, cited, lang)

    # 5. points
    der, belote, annonces = data["dix_de_der"], data["belote"], data["annonces"]
    blocks.append(("h2", t["h.points"]))
    items = [
        t["der"].format(value=der["value"], capot=der["capot"], generale=der["generale"]),
        t["belote"].format(
            value=belote["value"],
            how=t["belote_declared" if belote["announce"] == "declared" else "belote_automatic"],
        ),
    ]
    if deal["chien"]:
        items.append(t["discard"])
    blocks.append(("ul", items))
    _rule(blocks, "points.dix-de-der", cited, lang)
    _rule(blocks, "points.belote", cited, lang)
    _rule(blocks, "belote.valid", cited, lang)
    if deal["chien"]:
        _rule(blocks, "points.discard", cited, lang)
    if annonces["enabled"]:
        rows = [
            [
                _carre_name(rank, lang),
                str(annonces["carres"][str(rank)]),
            ]
            for rank in annonces["carre_order"]
        ]
        for length, points in sorted(annonces["sequences"].items(), key=lambda item: int(item[0])):
            name = _SEQUENCE_NAMES.get(int(length), t["sequence_n"].format(length=length))
            more = t["sequence_more"] if int(length) >= 5 else ""
            rows.append([t["sequence"].format(name=name, length=length, more=more), str(points)])
        blocks.append(("p", t["annonces_intro"]))
        blocks.append(("table", ([t["th.combination"], t["th.value"]], rows)))
        tie = t[f"annonce_tie.{annonces['tie']}"]
        trump_tie = t["trump_tie"] if annonces["trump_sequence_wins_tie"] else ""
        order = " ".join(_rank(r, lang) for r in annonces["sequence_order"])
        blocks.append(("p", t["annonces_rules"].format(order=order, trump_tie=trump_tie, tie=tie)))
        blocks.append(("p", t[f"card_serves.{annonces['card_serves']}"]))
        if annonces["scored"] == "beating_opponents":  # the best does not protect the others
            blocks.append(("p", t["annonces_scored.beating_opponents"]))
        worthless = [
            _carre_name(rank, lang) for rank in annonces["carre_order"] if not annonces["carres"][str(rank)]
        ]
        if worthless:
            blocks.append(("p", t["carre_zero"].format(carres=", ".join(worthless))))
        for rule_id in ("points.annonces", "points.annonces-strongest", "annonce.valid"):
            _rule(blocks, rule_id, cited, lang)
    else:
        blocks.append(("p", t["no_annonces"]))

    # 6. scoring
    scoring = data["scoring"]
    blocks.append(("h2", t["h.scoring"]))
    constants = scoring.get("constants", {})
    if constants:
        listed = ", ".join(f"`{name}` = {value}" for name, value in constants.items())
        blocks.append(("p", t["constants"].format(items=listed)))
    if scoring.get("quantities"):
        blocks.append(("p", t["quantities"]))
        blocks.append(("ul", [f"`{name}` = `{formula}`" for name, formula in scoring["quantities"].items()]))
    blocks.append(("p", t["made"].format(made=scoring["made"])))
    _rule(blocks, "score.multiplier", cited, lang)
    _rule(blocks, "score.contract-made", cited, lang)
    rows = []
    for case in scoring["cases"]:
        rule = rules_in(lang).get(case["rule"])
        title = f"{rule.number} {rule.title}" if rule else case["rule"]
        rows.append(
            [
                f"`{case['rule']}` ({title})",
                f"`{case['when']}`" if "when" in case else t["otherwise"],
                f"`{case['taker']}`",
                f"`{case['defence']}`",
                localized(case, "description", lang),
            ]
        )
    blocks.append(("p", t["cases"]))
    blocks.append(
        ("table", ([t["th.case"], t["th.when"], t["th.taker"], t["th.defence"], t["th.words"]], rows))
    )
    for case in scoring["cases"]:
        _rule(blocks, case["rule"], cited, lang)
    rounding = data["rounding"]
    half = t["half.up" if rounding["half"] == "up" else "half.down"]
    blocks.append(("p", t[f"round.{rounding['mode']}"].format(to=rounding["to"], half=half)))
    _rule(blocks, "score.rounding", cited, lang)
    _rule(blocks, "claim.match", cited, lang)
    blocks.append(("h3", t["h.penalties"]))
    penalties = data.get("penalties")  # a variant file without the section scores no irregularity
    if penalties is None:
        blocks.append(("p", t["penalties_none"]))
    else:
        blocks.append(
            (
                "ul",
                [
                    t["penalty.play"].format(how=t[f"penalty.{penalties['play']}"]),
                    t["penalty.false_annonce"].format(how=t[f"penalty.{penalties['false_annonce']}"]),
                ],
            )
        )
        _rule(blocks, "penalty.play", cited, lang)
        _rule(blocks, "penalty.false-annonce", cited, lang)

    # 7. game
    game = data["game"]
    blocks.append(("h2", t["h.game"]))
    targets = game.get("targets")
    usual = t["target_usual"].format(targets=", ".join(str(x) for x in targets)) if targets else ""
    items = [
        t["target"].format(
            target=game["target"], usual=usual, how=t["win.reach" if game["win"] == "reach" else "win.exceed"]
        ),
        t["both"].format(how=t[f"both.{game['both_reach_target']}"]),
        t["tie"].format(how=t[f"tie.{game['exact_tie']}"]),
        t[f"out_on_belote.{game['out_on_belote']}"],
        t["capot_wins" if game["capot_wins"] else "capot_wins_not"],
    ]
    if "litige" in game:  # classic belote's equal totals; a contract game has no litige to settle
        items.append(t[f"litige.{game['litige']}"])
    blocks.append(("ul", items))

    # 8. interpretations
    interpretations = data.get("provenance", {}).get("interpretations", [])
    if interpretations:
        blocks.append(("h2", t["h.interpretations"]))
        blocks.append(("p", t["interpretations"]))
        items = []
        for item in interpretations:
            reading = localized(item, "reading", lang).rstrip(".")
            text = t["point"].format(point=localized(item, "point", lang), reading=reading)
            other = localized(item, "other_reading", lang)
            if other:
                text += t["other_reading"].format(other=other.rstrip("."))
            if item.get("option"):
                text += t["option"].format(option=item["option"])
            items.append(text)
        blocks.append(("ul", items))
    return blocks


def rulebook_markdown(variant: Variant, lang: Lang = "en") -> str:
    """The rulebook of a variant as Markdown, in `lang`."""
    return _to_markdown(_rulebook_blocks(variant, lang))


def rulebook_html(variant: Variant, lang: Lang = "en") -> str:
    """The rulebook of a variant as one self-contained, printable HTML page, in `lang`."""
    title = rulebook_words(lang)["title"].format(title=variant_title(variant, lang))
    return _to_html(_rulebook_blocks(variant, lang), title, lang)


# --------------------------------------------------------------------------------------------------
# Differences between two variants

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

    def label(self, lang: Lang) -> str:
        """The rule this setting configures, with its number and title in `lang`."""
        if self.rule is None:
            return rulebook_words(lang)["diff.game"] if self.key.startswith("game.") else "—"
        rule = rules_in(lang).get(self.rule)
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
    return rule_of_key(key)


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


def diff_text(
    a: Variant, b: Variant, differences: Sequence[Difference], width: int = 110, lang: Lang = "en"
) -> str:
    """The differences as a plain-text table, grouped by rule: each setting with its value in each variant."""
    t = rulebook_words(lang)
    if not differences:
        return t["diff.same"].format(a=a.id, b=b.id) + "\n"
    rows = [(d, d.a if d.a is not None else "—", d.b if d.b is not None else "—") for d in differences]
    key_width = min(max(len(d.key) for d in differences), 44)
    value_width = max(12, (width - key_width - 2 - 2 - 3) // 2)
    out = [
        f"  {t['diff.setting']:<{key_width}}  {a.id:<{value_width}}   {b.id}",
        "=" * min(width, key_width + 2 * value_width + 7),
    ]
    current: str | None = None
    for difference, value_a, value_b in rows:
        if difference.label(lang) != current:
            current = difference.label(lang)
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
    out.append(t["diff.count.one" if count == 1 else "diff.count.many"].format(count=count, a=a.id, b=b.id))
    return "\n".join(out) + "\n"


def diff_markdown(a: Variant, b: Variant, differences: Sequence[Difference], lang: Lang = "en") -> str:
    """The differences as a Markdown table, in `lang`."""
    t = rulebook_words(lang)
    rows = [
        [d.label(lang), f"`{d.key}`", d.a if d.a is not None else "—", d.b if d.b is not None else "—"]
        for d in differences
    ]
    blocks: list[Block] = [("h2", t["diff.h"].format(a=a.id, b=b.id))]
    if rows:
        blocks.append(("table", ([t["diff.rule"], t["diff.setting"], f"`{a.id}`", f"`{b.id}`"], rows)))
    else:
        blocks.append(("p", t["diff.same_md"]))
    return _to_markdown(blocks)
