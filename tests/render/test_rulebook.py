"""House-rule documents: `refscore variants doc` (a rulebook) and `refscore variants diff` (what differs).

The expected settings are those RULES.md gives for each variant: coinche bids 80-160 by 10 and capot
250; contrée bids by 10, capot 260, générale 500, sans atout and tout atout; coinche-5 differs from
contrée only by its step of 5; officiel: chute 160, strict majority, scores rounded to ten.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from refscore.cli.main import cli

from refscore.base.langs import Lang
from refscore.load.variant_loader import shipped_names, shipped_variant
from refscore.model.rule_ids import RULES
from refscore.render.rulebook import diff_markdown, diff_text, diff_variants, rulebook_html, rulebook_markdown


def differences(a: str, b: str) -> dict[str, tuple[str | None, str | None]]:
    return {d.key: (d.a, d.b) for d in diff_variants(shipped_variant(a), shipped_variant(b))}


def test_coinche_and_contree_differ_in_capot_generale_trumps() -> None:
    found = differences("coinche", "contree")
    assert found["auction.special_bids.capot.value"] == ("250", "260")
    assert found["auction.special_bids.generale.value"] == (None, "500")
    assert found["auction.trump_modes"] == ("suit", "suit, no_trump, all_trump")
    assert found["dix_de_der.capot"] == ("10", "100")  # contrée: a capot's last trick is worth 100
    assert found["annonces.enabled"] == ("false", "true")
    # both bid from 80 to 160 by tens: not a difference
    assert "auction.step" not in found and "auction.ceiling" not in found and "auction.floor" not in found
    by_key = {d.key: d for d in diff_variants(shipped_variant("coinche"), shipped_variant("contree"))}
    assert by_key["auction.special_bids.capot.value"].rule == "auction.special-bid"
    assert by_key["auction.trump_modes"].rule == "auction.trump-mode"
    assert by_key["scoring.cases[score.special-made].taker"].rule == "score.special-made"


def test_coinche_5_differs_from_contree_by_the_step_only() -> None:
    assert differences("coinche-5", "contree") == {"auction.step": ("5", "10")}


def test_diff_is_symmetric_and_empty_on_itself() -> None:
    for a in shipped_names():
        assert differences(a, a) == {}
    forward = differences("coinche", "officiel")
    backward = differences("officiel", "coinche")
    assert {key: (b, a) for key, (a, b) in forward.items()} == backward
    # officiel: chute 160 (coinche 162), each deal rounded, counter-clockwise seats
    assert forward["scoring.constants.chute"] == ("162", "160")
    assert forward["rounding.mode"] == ("none", "deal")
    assert forward["players.seats"] == ("N, E, S, W", "N, W, S, E")


def test_diff_text_and_markdown_tables() -> None:
    a, b = shipped_variant("coinche"), shipped_variant("contree")
    found = diff_variants(a, b)
    text = diff_text(a, b, found)
    assert "auction.special-bid (2.6 Special bids)" in text
    assert re.search(r"auction\.special_bids\.capot\.value\s+250\s+\| 260", text)
    assert re.search(r"auction\.special_bids\.generale\.value\s+—\s+\| 500", text)
    assert all(len(line) <= 110 for line in text.splitlines())
    assert f"{len(found)} settings differ between coinche and contree" in text
    markdown = diff_markdown(a, b, found)
    assert (
        "| auction.special-bid (2.6 Special bids) | `auction.special_bids.capot.value` | 250 | 260 |"
        in markdown
    )
    assert diff_text(a, a, []) == "coinche and coinche have the same rules.\n"


def test_officiel_rulebook_reads_as_a_rulebook() -> None:
    text = rulebook_markdown(shipped_variant("officiel"))
    for heading in (
        "# Coinche, official booklet",
        "## 1. Players and the deal",
        "## 2. Card order and points",
        "## 3. The auction",
        "## 4. The play of the cards",
        "## 5. Points: dix de der, belote, annonces",
        "## 6. Scoring a deal",
        "## 7. The game",
        "## 8. Interpretations",
    ):
        assert heading in text
    assert "seats in the order of play: N, W, S, E" in text  # counter-clockwise
    assert "Numbered bids from 80 to 160 in steps of 10" in text
    assert "Special bid **capot**, worth 250, and nobody may bid after it" in text
    assert "Constants: `chute` = 160." in text
    assert "The contract is made when `taker_total >= contract and taker_total > defence_total`." in text
    assert "Each deal's score is rounded to the nearest 10, a half going up (5 up)." in text
    assert "| carré of J | 200 |" in text and "| tierce (3 cards in sequence) | 20 |" in text
    assert "when one side takes every trick (capot): 100" in text
    assert "it must be announced." in text  # belote.announce: declared
    # the numbered rules are quoted in full
    assert (
        "> **3.3 `play.follow-suit` — Follow suit.** A player who holds a card of the suit led must play one."
        in text
    )
    cited = set(re.findall(r"`([a-z]+\.[a-z0-9-]+)` —", text))
    assert cited <= set(RULES) and "score.failed" in cited and "play.must-overruff" in cited
    assert "`variants/officiel.yaml`" in text


def test_every_shipped_variant_has_a_rulebook() -> None:
    for name in shipped_names():
        variant = shipped_variant(name)
        text = rulebook_markdown(variant)
        assert text.startswith(f"# {variant.title}\n")
    chien = rulebook_markdown(shipped_variant("chien-3"))
    assert "each player scores for himself" in chien and "2 go to the chien" in chien
    assert "The card points of the taker's discard count for him." in chien
    contree = rulebook_markdown(shipped_variant("contree"))
    assert "In tout atout, he goes over in the suit led" in contree and "**generale**, worth 500" in contree


def test_html_rulebook_is_self_contained_and_escaped(make_variant: Any) -> None:
    page = rulebook_html(shipped_variant("officiel"))
    assert page.startswith("<!DOCTYPE html>") and "<table>" in page and "<blockquote>" in page
    for forbidden in ("<script", "<link", "src=", "http://", "https://", "url(", "@import"):
        assert forbidden not in page
    variant = make_variant('extends: coinche\ntitle: "Club <Les As> & co"\ngame:\n  target: 2000\n')
    page = rulebook_html(variant)
    assert "Club &lt;Les As&gt; &amp; co" in page and "<Les As>" not in page
    assert "Target: 2000" in rulebook_markdown(variant)


def test_doc_and_diff_commands(tmp_path: Path) -> None:
    runner = CliRunner()
    done = runner.invoke(cli, ["variants", "doc", "officiel"])
    assert done.exit_code == 0 and done.output.startswith("# Coinche, official booklet")
    out = tmp_path / "officiel.html"
    done = runner.invoke(cli, ["variants", "doc", "officiel", "--format", "html", "-o", str(out)])
    assert done.exit_code == 0 and out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert [p.name for p in tmp_path.iterdir()] == ["officiel.html"]
    house = tmp_path / "club.yaml"
    house.write_text("extends: coinche\nauction:\n  step: 20\n", encoding="utf-8")
    done = runner.invoke(cli, ["variants", "doc", str(house)])
    assert done.exit_code == 0 and "in steps of 20" in done.output
    done = runner.invoke(cli, ["variants", "diff", "coinche", "contree"])
    assert done.exit_code == 0 and "260" in done.output and "generale" in done.output
    done = runner.invoke(cli, ["variants", "diff", "coinche", str(house), "--format", "json"])
    assert done.exit_code == 0
    assert json.loads(done.output)["differences"] == [
        {"setting": "auction.step", "rule": "auction.bid-step", "a": "10", "b": "20"}
    ]
    done = runner.invoke(cli, ["variants", "diff", "coinche", "bridge"])
    assert done.exit_code == 2 and "unknown variant 'bridge'" in done.output
    done = runner.invoke(cli, ["variants", "diff", "coinche-5", "contree", "--format", "md"])
    assert (
        "| auction.bid-step (2.3 A numbered bid is on the ladder) | `auction.step` | 5 | 10 |" in done.output
    )


def test_the_french_rulebook_a_club_can_print() -> None:
    """`variants doc officiel --lang fr --format html`: the whole book in French, rules quoted from
    spec/rules.fr.md, the variant's own words from its `*_fr` fields."""
    officiel = shipped_variant("officiel")
    page = rulebook_html(officiel, "fr")
    assert '<html lang="fr">' in page
    title = "Coinche, règlement officiel (chute 160, majorité stricte, marques arrondies)"
    assert f"<title>{title} — règlement</title>" in page
    headings = (
        "1. Les joueurs et la donne",
        "3. Les enchères",
        "4. Le jeu de la carte",
        "8. Interprétations",
    )
    for heading in headings:
        assert f"<h2>{heading}</h2>" in page
    # the rule of 5.5 quoted in French, and officiel's chute of 160 in its description
    assert "<strong>5.5 <code>score.failed</code> — Contrat chuté (dedans).</strong>" in page
    assert "un contrat chuté donne à la défense 160 + le contrat" in page
    # an interpretation in French: the booklet grants the belote "à condition de l'annoncer"
    assert "<strong>la belote doit être annoncée</strong> : le règlement l&#x27;accorde" in page
    assert "@media print" in page
    done = CliRunner().invoke(cli, ["variants", "doc", "officiel", "--lang", "fr", "--format", "html"])
    assert done.exit_code == 0 and done.output == page


# --------------------------------------------------------------------------------------------------
# House options in the rulebook: each non-default setting has its sentence, in English and French.
# The house files are entries of variants/house/catalogue.yaml, or a few lines extending a shipped variant.

_HOUSE_OPTIONS: list[tuple[str, str, str]] = [
    (
        "extends: contree\nannonces: {tie: first_from_taker}\n",
        "still equal: the first counted from the taker, in the order of play, wins.",
        "toujours à égalité : le premier en comptant à partir du preneur, dans l'ordre de jeu, l'emporte.",
    ),
    (
        "extends: contree\nannonces: {card_serves: carre_and_sequence}\n",
        "A card may serve twice: in one carré and in one sequence.",
        "Une carte peut servir deux fois : dans un carré et dans une suite.",
    ),
    (
        "extends: contree\nannonces:\n  carres: {8: 0, 7: 0}\n  carre_order: [J, 9, A, 10, K, Q, 8, 7]\n",
        "A carré worth 0 (carré of 8, carré of 7) scores nothing but still ranks",
        "Un carré valant 0 (carré de huit, carré de sept) ne marque rien mais garde son rang",
    ),
    (
        "extends: contree\nauction:\n  special_bids:\n    capot: {coinchable: false}\n",
        "A **capot** bid may not be coinched (nor surcoinched).",
        "L'enchère **capot** ne se coinche pas (ni ne se surcoinche).",
    ),
    (
        "extends: belote\nauction:\n  trump_modes: [suit, no_trump, all_trump]\n",
        "In the second round a player may also take sans atout, tout atout (never in the first round).",
        "Au second tour un joueur peut aussi prendre à sans atout, tout atout (jamais au premier tour).",
    ),
    (
        "extends: belote\nauction:\n  coinche: {enabled: true}\n  surcoinche: {enabled: true}\n",
        "After the take, an opponent of the taker may coinche: ×2",
        "Après la prise, un adversaire du preneur peut coincher : ×2",
    ),
    (
        "extends: belote\n",  # the shipped classic belote: five cards during the auction
        "During the auction each player holds 5 cards; the rest of the hand is dealt after the take",
        "Pendant les enchères chaque joueur tient 5 cartes ; le reste de la main est distribué après",
    ),
    (
        "extends: coinche\npenalties: {play: void, false_annonce: report_only}\n",
        "An illegal card: the deal is void and redealt; nobody scores.",
        "Une carte illégale : la donne est annulée et redistribuée ; personne ne marque.",
    ),
    (
        "extends: coinche\npenalties: {play: void, false_annonce: report_only}\n",
        "A false annonce: it is reported, with no score.",
        "Une fausse annonce : elle est signalée, sans marque.",
    ),
    (
        "extends: belote\ngame: {litige: next_contract}\n",
        "the takers' points are held for the side that wins the next contract, piling up",
        "restent en suspens pour le camp qui remporte le contrat suivant, et s'accumulent",
    ),
    (
        "extends: coinche\ngame: {out_on_belote: forbidden}\n",
        "A side may not reach the target thanks to that deal's belote",
        "Un camp ne peut pas atteindre l'objectif grâce à la belote de cette donne",
    ),
    (
        "extends: contree\ngame: {capot_wins: true}\n",
        "A capot (or générale) bid that is made wins the game at once for its takers.",
        "Un capot (ou une générale) annoncé et réussi fait gagner la partie sur-le-champ à ses preneurs.",
    ),
]


@pytest.mark.parametrize(("house", "english", "french"), _HOUSE_OPTIONS)
def test_a_house_option_has_its_sentence_in_both_languages(
    make_variant: Any, house: str, english: str, french: str
) -> None:
    from test_translations import english_in

    variant = make_variant(house)
    text_en, text_fr = rulebook_markdown(variant), rulebook_markdown(variant, "fr")
    assert english in text_en and french in text_fr
    # the house file's title and description are the parent's English ones (it has no `title_fr`):
    # the club's words, shown as written; the book itself, from its first section, is French
    assert english_in(text_fr[text_fr.index("\n## ") :]) == []
    page = rulebook_html(variant, "fr")
    assert english_in(page[page.index("<h2>") :]) == []
    # the parent, with the default setting, does not say it (classic belote is its own parent here)
    if house != "extends: belote\n":
        parent = shipped_variant(house.split("\n", 1)[0].removeprefix("extends: "))
        assert english not in rulebook_markdown(parent)


def test_the_defaults_are_stated_from_the_resolved_variant(make_variant: Any) -> None:
    """_base.yaml: a card serves once, equal annonces score nobody, the side at fault loses."""
    text = rulebook_markdown(shipped_variant("contree"))
    assert "A card serves in one annonce only." in text
    assert "still equal: nobody scores." in text
    assert "An illegal card: the side at fault loses the deal." in text
    assert "A capot bid that is made scores like any contract; it does not end the game." in text
    # classic belote's auction ends at the take; its litige is lost (belote.yaml)
    belote = rulebook_markdown(shipped_variant("belote"))
    assert "The first take ends the auction; if everybody passes twice, redeal." in belote
    assert "Litige (equal totals): the takers' points are lost." in belote
    # whole hands before the auction (_base.yaml, and the catalogue's `hands-recorded-whole`)
    assert "During the auction" not in text
    whole = make_variant("extends: belote\ndeal: {dealt_before_auction: 0}\n")
    assert "During the auction" not in rulebook_markdown(whole)


def test_the_catalogue_entries_have_their_sentence(tmp_path: Path) -> None:
    """The same sentences from the house catalogue's own snippets (variants/house/catalogue.yaml)."""
    import yaml

    from refscore.load.variant_loader import load_variant

    root = Path(__file__).resolve().parents[2]
    entries = {
        entry["id"]: entry["variant"]
        for entry in yaml.safe_load((root / "variants" / "house" / "catalogue.yaml").read_text("utf-8"))[
            "entries"
        ]
    }
    expected = {
        "annonce-tie-from-taker": "the first counted from the taker",
        "card-in-carre-and-sequence": "A card may serve twice",
        "capot-bid-not-coinchable": "A **capot** bid may not be coinched",
        "classic-with-coinche": "After the take, an opponent of the taker may coinche",
    }
    for name, sentence in expected.items():
        path = tmp_path / f"{name}.yaml"
        path.write_text(entries[name], encoding="utf-8")
        assert sentence in rulebook_markdown(load_variant(str(path))), name


def test_penalties_are_labelled_with_their_rule_in_the_diff(make_variant: Any) -> None:
    house = make_variant("extends: coinche\npenalties: {play: void, false_annonce: report_only}\n")
    found = {d.key: d.rule for d in diff_variants(shipped_variant("coinche"), house)}
    assert found == {"penalties.play": "penalty.play", "penalties.false_annonce": "penalty.false-annonce"}


# --- every option of the schema is in the rulebook ------------------------------------------------

#: Options whose value cannot change alone: the deal must still hold the 32 cards (4 seats here), so
#: each is changed with the count that makes up for it.
_TOGETHER: dict[str, dict[str, int]] = {
    "deal.hand_size": {"hand_size": 7, "dead_cards": 4},
    "deal.dead_cards": {"hand_size": 7, "dead_cards": 4},
    "deal.chien": {"hand_size": 7, "chien": 4},
}


#: The sections of a variant that hold rules (the others name it, explain it, or hold its tables).
_SECTIONS = (
    "players",
    "deal",
    "auction",
    "play",
    "dix_de_der",
    "belote",
    "annonces",
    "rounding",
    "game",
    "penalties",
)


def _schema_options() -> list[tuple[tuple[str, ...], dict[str, Any]]]:
    """Every leaf option of spec/variant.schema.json (an enum, a boolean or an integer) of the rules'
    sections: not the names, the prose, the card tables or the formulas."""
    schema = json.loads((Path(__file__).resolve().parents[2] / "spec" / "variant.schema.json").read_text())
    found: list[tuple[tuple[str, ...], dict[str, Any]]] = []

    def walk(node: dict[str, Any], path: tuple[str, ...]) -> None:
        if "properties" in node:
            for key, child in node["properties"].items():
                walk(child, (*path, key))
        elif "enum" in node or node.get("type") in ("boolean", "integer"):
            found.append((path, node))

    for section in _SECTIONS:
        walk(schema["properties"][section], (section,))
    return found


LANGS: tuple[Lang, ...] = ("en", "fr")


@cache
def _shipped_rulebook(name: str, lang: Lang) -> str:
    return rulebook_markdown(shipped_variant(name), lang)


def _holds(data: dict[str, Any], path: tuple[str, ...]) -> bool:
    """Whether the resolved data gives the option a value."""
    holder: Any = data
    for key in path:
        if not isinstance(holder, dict) or key not in holder:
            return False
        holder = holder[key]
    return True


def _changed(data: dict[str, Any], path: tuple[str, ...], node: dict[str, Any]) -> list[dict[str, Any]]:
    """The variant's data with the option at each other value it may take (an integer: one more, or
    the cards made up as `_TOGETHER` says)."""
    holder = data
    for key in path[:-1]:
        holder = holder[key]
    current = holder[path[-1]]
    dotted = ".".join(path)
    if dotted in _TOGETHER:
        others: list[dict[str, Any]] = [dict(_TOGETHER[dotted])]
    elif "enum" in node:
        others = [{path[-1]: value} for value in node["enum"] if value != current]
    elif node.get("type") == "boolean":
        others = [{path[-1]: not current}]
    else:
        others = [{path[-1]: current + 1}]
    changed = []
    for change in others:
        copy = json.loads(json.dumps(data))
        target = copy
        for key in path[:-1]:
            target = target[key]
        target.update(change)
        changed.append(copy)
    return changed


@pytest.mark.parametrize(
    ("path", "node"), _schema_options(), ids=lambda value: ".".join(value) if isinstance(value, tuple) else ""
)
def test_every_option_of_the_schema_is_in_the_rulebook_in_both_languages(
    path: tuple[str, ...], node: dict[str, Any]
) -> None:
    """Set to another value in some shipped variant, the option changes the printed rulebook in
    English and in French; an option with one value has its rule quoted in both. So an option cannot
    be left out of the rulebook (`play.partner_master_only_trumps` once was)."""
    from refscore.base.errors import RefscoreError
    from refscore.model.variant import build_variant

    if len(node.get("enum", [None, None])) == 1:
        for lang in LANGS:
            assert f"`{node['x-rule']}`" in _shipped_rulebook("coinche", lang)
        return
    tried = []
    for name in shipped_names():
        base = shipped_variant(name)
        if not _holds(base.data, path):
            continue  # the option is not in this variant (game.litige outside classic belote)
        for data in _changed(base.data, path, node):
            try:
                changed = build_variant(data, name, lambda _: ("variant", "1:1"))
            except RefscoreError:
                continue  # not a variant (a count that no longer makes the 32 cards)
            tried.append(name)
            if all(rulebook_markdown(changed, lang) != _shipped_rulebook(name, lang) for lang in LANGS):
                return
    raise AssertionError(f"{'.'.join(path)} does not change the rulebook (tried on {tried or 'no variant'})")
