"""The words of the double-dummy analysis (`refscore analyse`, `refscore render --analyse`), in English
and French.

Why one catalogue for the text and the HTML picture: both tell the same figures ("as played", "cost",
"better"), and a sentence added in one language only would go unseen; `tests/render/test_html_analysis.py`
checks that both languages have every key.
"""

from __future__ import annotations

from typing import Any

from refscore.base.langs import Lang, seat_in
from refscore.text.common import record_card_text, record_trump_text, words

WORDS: dict[str, dict[Lang, str]] = {
    "par": {
        "en": "Par (both sides bid and coinche perfectly, every hand known)",
        "fr": "Par (les deux camps enchérissent et coinchent au mieux, toutes les mains connues)",
    },
    "par_none": {
        "en": "every seat passes: the deal is redealt, nothing scores",
        "fr": "tout le monde passe : on redistribue, personne ne marque",
    },
    "par_contract": {"en": "{contract} by {unit} ({taker})", "fr": "{contract} par {unit} ({taker})"},
    "belote": {"en": "belote {points}", "fr": "belote {points}"},
    "annonces": {"en": "annonces {points}", "fr": "annonces {points}"},
    "net": {"en": "{unit} {net:+d} net", "fr": "{unit} {net:+d} net"},
    "decisive": {
        "en": "Decisive card: trick {trick}, {seat} ({role} {unit}) played {card}: {before} → {after} "
        "({cost} points); with {better} the contract stayed {before}",
        "fr": "Carte décisive : pli {trick}, {seat} ({role} {unit}) a joué {card} : {before} → {after} "
        "({cost} points) ; avec {better}, le contrat restait {before}",
    },
    "no_decisive": {
        "en": "No card changed the outcome: with best play from the first card the contract was "
        "already {made}",
        "fr": "Aucune carte n'a changé l'issue : avec le meilleur jeu dès la première carte, le "
        "contrat était déjà {made}",
    },
    "takers": {"en": "takers", "fr": "preneurs"},
    "defence": {"en": "defence", "fr": "défense"},
    "or": {"en": "or", "fr": "ou"},
    "position_head": {
        "en": "Where the record stops: trick {trick}, card {position}, {seat} ({unit}) to play. Every legal "
        "card: the takers' points with best play after it, and the score (multiplier x{mult})",
        "fr": "Là où la donne s'arrête : pli {trick}, carte {position}, {seat} ({unit}) doit jouer. Chaque "
        "carte légale : les points des preneurs avec le meilleur jeu ensuite, et la marque "
        "(multiplicateur x{mult})",
    },
    "best_mark": {"en": "best", "fr": "meilleure"},
    "view_head": {
        "en": "Trick {trick}, card {position}, {seat} ({unit}) to play. Every legal card: the takers' points "
        "from this trick to the end with best play after it (the tricks before are not known: no score)",
        "fr": "Pli {trick}, carte {position}, {seat} ({unit}) doit jouer. Chaque carte légale : les points "
        "des preneurs de ce pli à la fin avec le meilleur jeu ensuite (les plis d'avant sont inconnus : pas "
        "de marque)",
    },
    "sd_head": {
        "en": "What could {seat} know? Trick {trick}, card {position}: {samples} layouts of the hidden cards "
        "consistent with what he saw (seed {seed}); the takers' expected points for the whole deal, ± the "
        "error bound (three standard errors)",
        "fr": "Que pouvait savoir {seat} ? Pli {trick}, carte {position} : {samples} répartitions des cartes "
        "cachées compatibles avec ce qu'il a vu (graine {seed}) ; les points espérés des preneurs sur la "
        "donne, ± la marge d'erreur (trois écarts types)",
    },
    "sd_mistake": {
        "en": "{card} was a mistake with what he could see: {best} was better by more than the bounds",
        "fr": "{card} était une erreur avec ce qu'il pouvait voir : {best} valait mieux, au-delà des marges",
    },
    "sd_fine": {
        "en": "{card} was not a mistake with what he could see (no card better by more than the bounds)",
        "fr": "{card} n'était pas une erreur avec ce qu'il pouvait voir (aucune carte meilleure au-delà des "
        "marges)",
    },
    "sd_played": {"en": "played", "fr": "jouée"},
    "as_played": {"en": "As played", "fr": "Tel que joué"},
    "best": {"en": "Best play from the first card", "fr": "Meilleur jeu dès la première carte"},
    "points": {"en": "points", "fr": "points"},
    "made": {"en": "made", "fr": "réussi"},
    "failed": {"en": "failed", "fr": "chuté"},
    "score": {"en": "score", "fr": "marque"},
    "table": {
        "en": "Every trump: points each side can guarantee as takers (highest bid it makes)",
        "fr": "Chaque atout : points que chaque camp peut garantir en preneur (plus haute enchère réussie)",
    },
    "cards": {
        "en": "Card by card: points the takers {unit} can guarantee, before -> after",
        "fr": "Carte par carte : points garantis aux preneurs {unit}, avant -> après",
    },
    "trick": {"en": "trick", "fr": "pli"},
    "cost": {"en": "cost {unit} {points} points", "fr": "coûte {points} points à {unit}"},
    "better": {"en": "better", "fr": "mieux"},
    "irregular": {
        "en": "Trick {trick}, card {position}: {seat} played {card}, illegal ({rule}); legal were {legal}. "
        "Just before it, the takers could guarantee {value} points{made}.",
        "fr": "Pli {trick}, carte {position} : {seat} a joué {card}, illégal ({rule}) ; "
        "étaient légales {legal}. Juste avant, les preneurs pouvaient garantir {value} points{made}.",
    },
    "and_made": {"en": " and the contract", "fr": " et le contrat"},
    "nothing": {"en": "nothing to analyse", "fr": "rien à analyser"},
    "none": {"en": "-", "fr": "-"},
    "take": {"en": "take", "fr": "prise"},  # classic belote's only bid (a turned-card auction)
    # the HTML picture
    "h.analysis": {
        "en": "Could it have been made? (every hand known)",
        "fr": "Pouvait-il être réussi ? (toutes les mains connues)",
    },
    "h.intro": {
        "en": "The points the takers {unit} can guarantee with best play from each moment, every player "
        "seeing every card (dix de der included; belote and annonces as declared).",
        "fr": "Les points que les preneurs {unit} peuvent garantir en jouant au mieux à partir de chaque "
        "moment, chaque joueur voyant toutes les cartes (dix de der compris ; belote et annonces comme "
        "déclarées).",
    },
    "h.cards": {"en": "Card by card", "fr": "Carte par carte"},
    "h.table": {"en": "Every trump", "fr": "Chaque atout"},
    "h.trick": {"en": "Trick", "fr": "Pli"},
    "h.seat": {"en": "Seat", "fr": "Place"},
    "h.card": {"en": "Card", "fr": "Carte"},
    "h.value": {"en": "Takers' points after it", "fr": "Points des preneurs après elle"},
    "h.cost": {"en": "Cost", "fr": "Coût"},
    "h.better": {"en": "Better cards", "fr": "Meilleures cartes"},
    "h.trump": {"en": "Trump", "fr": "Atout"},
    "h.cost_cell": {"en": "{points} points lost by {unit}", "fr": "{points} points perdus par {unit}"},
    "h.flip": {"en": "{before} → {after}", "fr": "{before} → {after}"},
    "h.costly": {
        "en": "Cards that cost points: {count}.",
        "fr": "Cartes qui ont coûté des points : {count}.",
    },
    "h.no_costly": {
        "en": "No card cost points: every card played kept the best result.",
        "fr": "Aucune carte n'a coûté de points : chaque carte jouée a gardé le meilleur résultat.",
    },
    "h.irregular": {
        "en": "Before the illegal card ({seat} {card}, rule {rule}), the takers could guarantee {value} "
        "points{made}; legal were {legal}.",
        "fr": "Avant la carte illégale ({seat} {card}, règle {rule}), les preneurs pouvaient garantir "
        "{value} points{made} ; étaient légales {legal}.",
    },
    "h.table_cell": {"en": "{points} ({bid})", "fr": "{points} ({bid})"},
}


#: The values that name a seat or a side: written as the players of the language write them (O, EO).
_SEAT_VALUES = frozenset({"seat", "unit", "taker"})


def word(key: str, lang: Lang, **values: object) -> str:
    """The sentence `key` in `lang`, its `{names}` filled in (a seat or side as `lang` writes it)."""
    shown = {
        name: seat_in(value, lang) if name in _SEAT_VALUES and isinstance(value, str) else value
        for name, value in values.items()
    }
    return WORDS[key][lang].format(**shown)


def counted(unit: str, value: dict[str, Any], lang: Lang) -> str:
    """`NS 65 points + belote 20 + annonces 50`: what the taking side counts, belote and annonces
    said wherever they count."""
    text = f"{seat_in(unit, lang)} {value['points']} {word('points', lang)}"
    if value.get("belote"):
        text += " + " + word("belote", lang, points=value["belote"])
    if value.get("annonces"):
        text += " + " + word("annonces", lang, points=value["annonces"])
    return text


def par_text(par: dict[str, Any] | None, lang: Lang) -> list[str]:
    """The par line: the contract, made or not, what its takers count, the scores and the net."""
    if par is None:
        return []
    colon, semicolon = (" :", " ;") if lang == "fr" else (":", ";")
    found = par["contract"]
    if found is None:
        return [f"{word('par', lang)}{colon} {word('par_none', lang)}"]
    label = f"{found['bid']} {record_trump_text(found['trump'], lang)}"
    if found["doubling"] != "plain":
        label += " " + words(lang)[found["doubling"]]
    contract = word("par_contract", lang, contract=label, unit=found["unit"], taker=found["taker"])
    made = word("made" if found["made"] else "failed", lang)
    scores = ", ".join(f"{seat_in(unit, lang)} {points}" for unit, points in found["scores"].items())
    net = word("net", lang, unit=found["unit"], net=found["net"])
    return [
        f"{word('par', lang)}{colon} {contract}, {made}{colon} {counted(found['unit'], found, lang)}"
        f"{semicolon} {word('score', lang)} {scores} ({net})"
    ]


def decisive_text(data: dict[str, Any], lang: Lang) -> list[str]:
    """The decisive card in one line (the document's `decisive`), or that no card changed the
    outcome; nothing without the card-by-card notes."""
    contract = data["contract"]
    if not data["cards"] or contract is None:
        return []
    note = data["decisive"]
    if note is None:
        first = data["cards"][0]["made_before"]
        if first is None:
            return []
        return [word("no_decisive", lang, made=word("made" if first else "failed", lang))]
    unit = note["unit"]
    better = f" {word('or', lang)} ".join(record_card_text(card, lang) for card in note["better"])
    return [
        word(
            "decisive",
            lang,
            trick=note["trick"],
            seat=note["seat"],
            role=word("takers" if unit == contract["unit"] else "defence", lang),
            unit=unit,
            card=record_card_text(note["card"], lang),
            before=word("made" if note["made_before"] else "failed", lang),
            after=word("made" if note["made_after"] else "failed", lang),
            cost=note["cost"],
            better=better or "—",
        )
    ]


def position_text(data: dict[str, Any], lang: Lang) -> list[str]:
    """Every legal card where the record stops (the document's `position`), one line each."""
    view, contract = data.get("position"), data["contract"]
    if view is None or contract is None:
        return []
    lines = [
        word(
            "view_head" if data.get("status") == "position" else "position_head",
            lang,
            trick=view["trick"],
            position=view["position"],
            seat=view["seat"],
            unit=view["unit"],
            mult=view["mult"],
        )
    ]
    colon = " :" if lang == "fr" else ":"
    semicolon = " ;" if lang == "fr" else ";"
    for choice in view["choices"]:
        made = "" if choice["made"] is None else ", " + word("made" if choice["made"] else "failed", lang)
        scores = ", ".join(
            f"{seat_in(unit, lang)} {points}" for unit, points in (choice["scores"] or {}).items()
        )
        counted_text = counted(contract["unit"], {**choice, "points": choice["value"]}, lang)
        mark = f" ({word('best_mark', lang)})" if choice["best"] else ""
        score = "" if data.get("status") == "position" else f"{semicolon} {word('score', lang)} {scores}"
        lines.append(f"  {record_card_text(choice['card'], lang)}{colon} {counted_text}{made}{score}{mark}")
    return lines


def single_dummy_json(answer: Any) -> dict[str, Any]:
    """The single-dummy answer (`refscore.solver.single_dummy.SingleDummy`) as JSON."""
    from refscore.base.cards import card_name

    return {
        "format": "refscore-single-dummy/1",
        "trick": answer.trick,
        "position": answer.position,
        "seat": answer.seat,
        "taker_side": answer.taker_side,
        "played": card_name(answer.played),
        "samples": answer.samples,
        "draws": answer.draws,
        "seed": answer.seed,
        "estimates": [
            {"card": card_name(e.card), "mean": round(e.mean, 2), "bound": round(e.bound, 2)}
            for e in answer.estimates
        ],
        "best": card_name(answer.best),
        "mistake": answer.mistake,
    }


def single_dummy_text(data: dict[str, Any], lang: Lang) -> list[str]:
    """The single-dummy answer told: the head, one line a card, the verdict."""
    lines = [
        word(
            "sd_head",
            lang,
            seat=data["seat"],
            trick=data["trick"],
            position=data["position"],
            samples=data["samples"],
            seed=data["seed"],
        )
    ]
    for estimate in data["estimates"]:
        mark = f" ({word('sd_played', lang)})" if estimate["card"] == data["played"] else ""
        lines.append(
            f"  {record_card_text(estimate['card'], lang)}  "
            f"{estimate['mean']:.1f} ± {estimate['bound']:.1f}{mark}"
        )
    key = "sd_mistake" if data["mistake"] else "sd_fine"
    lines.append(
        word(
            key, lang, card=record_card_text(data["played"], lang), best=record_card_text(data["best"], lang)
        )
    )
    return lines
