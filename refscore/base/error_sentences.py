"""The sentences of the errors raised by key (`refscore.base.errors.said`), in English and French.

Why in the ground floor: the readers of every layer raise these errors, and `said` writes the English
sentence into the error when it is raised; the French one is what `refscore.text.error_words` shows a
French user. A key missing in one language is a test failure (tests/render/test_translations.py).
"""

from __future__ import annotations

#: The errors raised by key (`refscore.base.errors.said`): message and expected texts, by key.
ERRORS_EN: dict[str, str] = {
    "fl.too_long": "the line is too long",
    "fl.at_most": "at most {limit} words",
    "fl.no_taker": "no taker",
    "fl.by_seat": "`by SEAT` after the contract (for example `110H by S`, `100 cœur par Nord`)",
    "fl.no_contract": "no contract before {before!r}",
    "fl.a_contract": "a contract such as 110H, 100 ♥, 100 cœur, capot SA or H",
    "fl.unexpected": "unexpected {token!r}",
    "fl.variant_then_contract": "a variant name, then the contract",
    "fl.ambiguous_trump": "{token!r}: clubs (♣) or cœur (♥)? C is clubs in English and cœur in French",
    "fl.write_trump": "the suit as ♣ or ♥ (or the word: trèfle, cœur), or --lang en / --lang fr",
    "fl.twice": "{token!r} said twice",
    "fl.each_once": "each fact once",
    "fl.unknown_word": "unknown word {token!r}",
    "fl.a_keyword": (
        "a fact: coinche (coinché, contré) SEAT, surcoinche SEAT, belote SEAT, points SIDE N (or SIDE N "
        "alone), cards, der, capot, generale, annonces, discard, tricks (plis), claim (écrit), or how the "
        "contract ended (fait, chuté, dedans, litige)"
    ),
    "fl.nothing_after": "nothing after {token!r}",
    "fl.seat_or_side": "a seat or a side",
    "fl.side_number": "one or more `SIDE NUMBER` pairs (NS 72)",
    "fl.no_discard_points": "no points after the discard",
    "fl.a_number": "a number",
    "card.ambiguous": "{token!r}: {clubs} or {hearts}? C is clubs in English and cœur in French",
    "card.write_one": "{clubs} or {hearts} (a suit symbol), or --lang en / --lang fr",
    "seat.unknown": "unknown seat {token!r}",
    "facts.unknown_seat": "unknown seat {token!r}",
    "facts.unknown_unit": "unknown seat or unit {token!r}",
    "facts.a_seat": "a seat ({seats})",
    "facts.a_seat_or_unit": "a seat ({seats}) or a scoring unit ({units})",
    "seat.one_of": "one of {seats}",
    # a position analysed from one player's view and the other hands (refscore.solver.analyse.analyse_view)
    "position.no_taker": "the contract names no taker",
    "position.a_taker": "a contract with its taker, for example `110 H by S`",
    "position.missing_hand": "no hand for {seat}",
    "position.every_hand": (
        "every other hand, with --other 'SEAT: CARD CARD ...' or `others` in the situation"
    ),
    "position.hand_count": "{seat} holds {count} cards, {want} expected",
    "position.counts": (
        "hands as long as the player's, one card fewer for each seat that has played to this trick"
    ),
}

#: Les erreurs levées par clé (`refscore.base.errors.said`) : message et texte attendu, par clé.
ERRORS_FR: dict[str, str] = {
    "fl.too_long": "la ligne est trop longue",
    "fl.at_most": "au plus {limit} mots",
    "fl.no_taker": "pas de preneur",
    "fl.by_seat": "`par PLACE` après le contrat (par exemple `100 cœur par Nord`, `110H par S`)",
    "fl.no_contract": "pas de contrat avant « {before} »",
    "fl.a_contract": "un contrat comme 100 cœur, 110 ♥, 110H, capot SA ou ♥",
    "fl.unexpected": "« {token} » inattendu",
    "fl.variant_then_contract": "un nom de variante, puis le contrat",
    "fl.ambiguous_trump": (
        "« {token} » : trèfle (♣) ou cœur (♥) ? C veut dire trèfle en anglais et cœur en français"
    ),
    "fl.write_trump": "la couleur en symbole, ♣ ou ♥ (ou en mot : trèfle, cœur), ou --lang en / --lang fr",
    "fl.twice": "« {token} » dit deux fois",
    "fl.each_once": "chaque fait une seule fois",
    "fl.unknown_word": "mot inconnu « {token} »",
    "fl.a_keyword": (
        "un fait : coinché (contré) PLACE, surcoinché PLACE, belote PLACE, points CAMP N (ou CAMP N "
        "seul), cartes, der, capot, générale, annonces, écart, plis, écrit, ou l'issue du contrat "
        "(fait, chuté, dedans, litige)"
    ),
    "fl.nothing_after": "rien après « {token} »",
    "fl.seat_or_side": "une place ou un camp",
    "fl.side_number": "une ou plusieurs paires `CAMP NOMBRE` (NS 72)",
    "fl.no_discard_points": "pas de points après l'écart",
    "fl.a_number": "un nombre",
    "card.ambiguous": "« {token} » : {clubs_fr} ou {hearts_fr} ?",
    "card.write_one": "écrivez {clubs} ou {hearts}",
    "seat.unknown": "place inconnue « {token} »",
    "facts.unknown_seat": "place inconnue « {token} »",
    "facts.unknown_unit": "place ou camp inconnu « {token} »",
    "facts.a_seat": "une place ({seats}, ou Nord, Ouest, O...)",
    "facts.a_seat_or_unit": "une place ({seats}, ou Nord, Ouest, O...) ou un camp ({units}, ou EO)",
    "seat.one_of": "une de {seats}",
    # une position analysée depuis la vue d'un joueur et les autres mains
    "position.no_taker": "le contrat ne nomme pas de preneur",
    "position.a_taker": "un contrat avec son preneur, par exemple `110 cœur par S`",
    "position.missing_hand": "pas de main pour {seat}",
    "position.every_hand": (
        "chaque autre main, avec --other 'PLACE: CARTE CARTE ...' ou `others` dans la situation"
    ),
    "position.hand_count": "{seat} a {count} cartes, {want} attendues",
    "position.counts": (
        "des mains aussi longues que celle du joueur, une carte de moins pour chaque place qui a joué "
        "à ce pli"
    ),
}
