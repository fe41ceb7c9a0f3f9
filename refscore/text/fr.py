"""The French sentences of refscore's human outputs, by key (story, coach, game sheet, HTML page).

Why a module per language: the keys of every language must be the same (a test checks it,
`tests/test_translations.py`), and a translator works on one file. Placeholders in braces are
filled by `str.format`; the game's own words (belote, capot, dix de der, coinche...) stay French in
both languages.
"""

from __future__ import annotations

WORDS: dict[str, str] = {
    "sans_atout": "sans atout",
    "tout_atout": "tout atout",
    "coinched": "coinché",
    "surcoinched": "surcoinché",
    "rule": "règle",
    "semicolon": " ; ",
    "colon": " : ",
    "not_held": "{seat} n'a pas cette carte",
    "yes": "oui",
    "no": "non",
    "and": "et",
    "title": "{id} — {title}",
    "file": "Donne {file}",
    "record_variant": (
        "L'enregistrement indique la variante {named} ; la donne est jugée selon {id}, comme demandé."
    ),
    "h.auction": "Les enchères",
    "dealer": "{dealer} donne ; {first} parle en premier et entamera le premier pli (règle deal.seats).",
    "call.pass": "{seat} passe",
    "call.bid": "{seat} enchérit à {bid}",
    "call.coinche": "{seat} coinche (×{mult})",
    "call.surcoinche": "{seat} surcoinche (×{mult})",
    "call.take": "{seat} prend{trump}",
    "call.other": "{seat} : {call}",
    "calls": "{calls}.",
    "no_calls": "Aucune parole n'est enregistrée.",
    "bad_call": "Parole {n} : {call} — NON PERMIS : {message}.",
    "legal_calls": "Permis à ce moment : {calls}.",
    "rule_text": "{heading} : « {text} »",
    "all_pass": "Tout le monde a passé : on redistribue et personne ne marque (règle auction.all-pass).",
    "not_ended": "Les enchères ne sont pas finies : rien à jouer ni à marquer (règle auction.end).",
    "end_surcoinche": "La surcoinche met fin aux enchères (règle auction.surcoinche).",
    "end_take": "La prise met fin aux enchères (règle auction.take).",
    "end_passes": (
        "Après {what}, {n} joueurs ont passé à la suite : les enchères sont finies (règle auction.end)."
    ),
    "what_bid": "l'enchère de {seat}",
    "what_coinche": "la coinche de {seat}",
    "bids": "Les enchères, dans l'ordre : {bids} ; la dernière fait le contrat.",
    "contract": (
        "Contrat : {contract} par {taker}, pour {side} ; {coinche} (multiplicateur {mult}, règle "
        "score.multiplier)."
    ),
    "contract_plain": "Atout : {contract}, pris par {taker}, pour {side}.",
    "not_coinched": "non coinché",
    "coinched_by": "coinché par {seat}",
    "surcoinched_by": "coinché par {coincher} et surcoinché par {seat}",
    "chien": "{taker} montre le chien ({chien}), le prend et écarte {discard} (règle deal.discard).",
    "h.declarations": "Annonces et belote",
    "declared_belote": "{seat} a annoncé belote.",
    "declared_annonce": "{seat} a annoncé {cards}{kind}.",
    "h.play": "Le jeu de la carte",
    "trick": "Pli {n} — {plays}.",
    "leads": "{seat} entame {card}",
    "plays": "{seat} {card}",
    "wins": (
        "{seat} remporte le pli avec {card} : {why} (règle play.trick-winner). {points} points pour "
        "{unit}{der}."
    ),
    "win.trump_led": "le plus fort atout",
    "win.only_trump": "{seat} a coupé, seul atout du pli",
    "win.high_trump": "le plus fort des {n} atouts joués",
    "win.suit": "la plus forte carte à {suit}, la couleur demandée, et personne n'a coupé",
    "win.suit_nt": "la plus forte carte à {suit}, la couleur demandée (sans atout : pas d'atout)",
    "win.suit_ta": (
        "la plus forte carte à {suit}, la couleur demandée, dans l'ordre V 9 A 10 R D 8 7 du tout atout"
    ),
    "der": ", plus le dix de der ({der})",
    "belote_played": "{seat} joue {card} : « belote »",
    "rebelote_played": (
        "{seat} joue {card} : « rebelote » — {value} points pour {unit}, jamais multipliés, jamais "
        "perdus (règle points.belote)"
    ),
    "belote_unannounced": (
        "{seat} avait le roi et la dame d'atout mais n'a pas annoncé belote : elle ne compte pas en "
        "{variant} (règle points.belote)."
    ),
    "bad_card": "Pli {n}, carte {k}{at} : {seat} joue {card} — NON PERMIS : {message}.",
    "could_play": "{seat} avait {hand} ; les cartes permises étaient : {allowed}.",
    "why_not_head": "Pourquoi pas les autres :",
    "bad_leader": (
        "Pli {n} : l'enregistrement fait entamer {seat}, mais c'était à {leader} : le gagnant du pli "
        "précédent entame (règle play.turn)."
    ),
    "short_trick": "Le pli {n} n'est pas fini alors qu'un autre pli le suit (règle play.complete).",
    "played_after": "Des cartes ont été jouées alors que {why} (règle {rule}).",
    "unfinished": (
        "Le jeu s'arrête après {cards} cartes : régulier jusque-là, mais une donne ne se marque que "
        "quand toutes les cartes sont jouées (règle play.complete)."
    ),
    "stops": "La donne s'arrête à sa première irrégularité : elle n'est pas marquée.",
    "at": " ({where})",
    "h.score": "La marque",
    "h.verdict": "Verdict",
    "card_points": "Points des cartes : {items} (règle points.card-values).",
    "tricks_n": "{n} plis",
    "der_line": "Dix de der : {items} (règle points.dix-de-der).",
    "der_capot": "Dix de der : {items} — tous les plis (capot), règle points.dix-de-der.",
    "belote_line": "Belote : {items} (règle points.belote).",
    "discard_line": "Écart : {items} (règle points.discard).",
    "annonces_line": "Annonces : {items} (règle points.annonces-strongest).",
    "made_q": "Le contrat est-il rempli ? {working} → {answer} (règle score.contract-made).",
    "made_yes": "oui, le contrat est rempli",
    "made_no": "non, le contrat chute : dedans",
    "case": "Cas {heading} : {description}.",
    "unit_score": "{unit} marque :",
    "rounded": "arrondi à {to} près : {value} → {rounded} (règle score.rounding)",
    "score": "Marque : {scores}.",
    "claim_ok": "La table a inscrit {claimed} : c'est juste (règle claim.match).",
    "claim_bad": (
        "La table a inscrit {claimed}, mais les règles donnent {scores} : l'inscription est fausse "
        "(règle claim.match)."
    ),
    "no_score_illegal": "Pas de marque : la donne a une irrégularité.",
    "no_score_redeal": "Personne ne marque (règle score.redeal).",
    "no_score_incomplete": "Pas encore de marque : la donne est incomplète.",
    "v.legal_made": "RÉGULIER, contrat rempli. Marque : {scores}.",
    "v.legal_failed": "RÉGULIER, contrat chuté (dedans). Marque : {scores}.",
    "v.illegal": "IRRÉGULIER ({where}) : règle {rule}.",
    "v.wrong_claim": "Jeu régulier, mais le score inscrit est FAUX. Marque : {scores}.",
    "v.redeal": "REDISTRIBUTION : tout le monde a passé.",
    "v.incomplete": "Régulier jusque-là ; la donne est incomplète, pas de marque.",
    "derived": (
        "Les mains de {seats} n'ont pas été écrites : chacune contient les cartes que le joueur joue, "
        "retrouvées en rejouant les plis (le premier à parler entame le pli 1, le gagnant de chaque pli "
        "entame le suivant)."
    ),
    "derived_rest": (
        "La main de {seats} n'a pas été écrite : elle contient les cartes que les autres laissent."
    ),
    "unverifiable": (
        "Invérifiable sans les mains : {rules}. Les obligations de jeu sont vérifiées : une main "
        "retrouvée à partir de tout le jeu est exactement ce que le joueur tenait à chaque pli."
    ),
    "unverifiable_rest": "Invérifiable : {rules}.",
    "note": "Remarque : {note}",
    "coach.title": "Pli {trick}, à {seat} de jouer — contrat {contract} par {taker}.",
    "coach.table": "Sur la table : {cards}.",
    "coach.master": "Maître pour l'instant : {seat} avec {card}{trump}.",
    "coach.trump_word": " (un atout)",
    "coach.leads": "{seat} entame : toute carte peut être entamée (règle play.turn).",
    "coach.holds": "{seat} tient : {cards}.",
    "coach.may": "Peut jouer : {cards}",
    "coach.free": "aucune obligation",
    "coach.not": "Pas permis :",
    "coach.played_ok": "L'enregistrement fait jouer {card} à {seat} ici : c'est permis.",
    "coach.played_bad": "L'enregistrement fait jouer {card} à {seat} ici : ce n'est PAS permis.",
    "coach.problem": (
        "Remarque : au pli {trick}, la carte de {seat} enfreint la règle {rule} ; la position est "
        "montrée telle qu'enregistrée."
    ),
    "why.follow": "{seat} a du {suit}, la couleur demandée, et doit fournir",
    "why.trump_lead": "atout demandé et {seat} peut monter sur {card} : il le doit",
    "why.all_trump": (
        "en tout atout {seat} peut monter sur {card} à {suit}, la couleur demandée : il le doit"
    ),
    "why.ruff": "{seat} ne peut pas fournir à {suit} et a de l'atout : il doit couper",
    "why.ruff_partner": " ({seat}, maître, n'est pas son partenaire)",
    "why.overruff": "{who} a coupé avec {card} ; {seat} peut surcouper et le doit",
    "why.underruff_forced": (
        "{seat} n'a que des atouts plus faibles que {card} de {who} ; il doit quand même en jouer un (pisser)"
    ),
    "why.underruff_forbidden": (
        "{seat} n'a que des atouts plus faibles que {card} de {who}, et d'autres cartes : il ne peut "
        "pas pisser"
    ),
    "why.overtrump_partner": (
        "en coupant par-dessus {card} de son partenaire {who}, {seat} doit monter s'il le peut"
    ),
    "why.other": "{seat} ne peut pas la jouer ici",
    "g.title": "Partie en {id} — {title}",
    "g.target": (
        "Objectif : {target} ({win}) ; les deux camps passent l'objectif sur la même donne : {both} ; "
        "égalité parfaite : {tie}. Arrondi : {rounding}."
    ),
    "g.win.reach": "l'atteindre pour gagner",
    "g.win.exceed": "le dépasser pour gagner",
    "g.both.higher_total": "le plus haut total gagne",
    "g.both.taker_side": "le camp preneur gagne",
    "g.tie.another_deal": "une donne de plus",
    "g.tie.shared": "victoire partagée",
    "g.round.none": "aucun",
    "g.round.deal": "chaque donne à {to} près",
    "g.round.final": "seulement les totaux de la partie, à {to} près",
    "g.deal": "Donne",
    "g.contract": "Contrat",
    "g.totals": "Totaux",
    "g.winner": "Gagnant : {winner} — {why}.",
    "g.shared": "Victoire partagée : {winners} — {why}.",
    "g.unfinished": "La partie n'est pas finie : personne n'a atteint {target}.",
    "g.tie_pending": (
        "Les deux camps ont passé l'objectif avec le même total : il faut jouer une donne de plus ({rule})."
    ),
    "g.why.single": "{unit} a atteint l'objectif ({total} sur {target}) à la donne {deal}",
    "g.why.higher": (
        "les deux camps ont passé l'objectif à la donne {deal} ; le plus haut total gagne ({totals})"
    ),
    "g.why.taker": (
        "les deux camps ont passé l'objectif à la donne {deal} ; le camp preneur, {unit}, gagne ({totals})"
    ),
    "g.why.shared": "les deux camps ont passé l'objectif à la donne {deal} avec le même total ({totals})",
    "g.why.after_tie": "après l'égalité parfaite de la donne {tie_deal}, une donne de plus a été jouée",
    "g.extra": "Les donnes {deals} viennent après la fin de la partie : elles ne comptent pas.",
    "g.claim_ok_totals": "Les totaux inscrits sur la feuille ({claimed}) sont justes.",
    "g.claim_bad_totals": "La feuille indique {claimed}, mais les règles donnent {actual}.",
    "g.claim_ok_winner": "Le gagnant inscrit sur la feuille ({claimed}) est juste.",
    "g.claim_bad_winner": "La feuille désigne {claimed} comme gagnant, mais les règles donnent {actual}.",
    "g.final_round": "Totaux arrondis à {to} près : {totals} (règle score.rounding).",
    # la marque en mots (text/score_words.py)
    "sw.contract": "contrat de {contract} par {taker}{side}",
    "sw.trump": "atout {contract}, pris par {taker}{side}",
    "sw.made": "rempli",
    "sw.failed": "chuté (dedans)",
    "sw.litige": "litige",
    "sw.have.p": "{side} ont {points} points",
    "sw.have.s": "{side} a {points} points",
    "sw.needed_contract": "il en fallait {contract}",
    "sw.needed_both": "il en fallait {contract} et plus que la défense ({defence})",
    "sw.needed_more": "il fallait plus que la défense ({defence})",
    "sw.needed_all": "il fallait tous les plis",
    "sw.scores.p": "{unit} marquent {working}",
    "sw.scores.s": "{unit} marque {working}",
    "sw.keeps_belote.p": "{unit} gardent leur belote ({value})",
    "sw.keeps_belote.s": "{unit} garde sa belote ({value})",
    "sw.rounded": "{value}, arrondi à {rounded}",
    "h.in_words": "En mots",
    "h.detail": "En détail (les formules de la variante)",
}

#: The labels of the HTML picture (`refscore.html`).
LABELS: dict[str, str] = {
    "deal": "Donne",
    "hands": "Les mains",
    "dealer": "donneur",
    "first": "parle en premier",
    "chien": "Chien",
    "discard": "Écart",
    "auction": "Les enchères",
    "contract": "Contrat",
    "play": "Le jeu de la carte",
    "trick": "Pli",
    "lead": "Entame",
    "winner": "Gagnant",
    "points": "Points",
    "wins": "remporte le pli",
    "illegal": "non permis",
    "violation": "L'irrégularité",
    "allowed": "Permis à ce moment",
    "why_not": "Pourquoi pas les autres",
    "score": "La marque",
    "unit": "Camp",
    "item": "Poste",
    "value": "Valeur",
    "rule": "Règle",
    "working": "Calcul",
    "deal_total": "donne",
    "notes": "Remarques",
    "generated": "Fait par refscore {version} selon les règles de spec/rules.md.",
    "no_tricks": "Aucune carte n'a été jouée.",
    "no_score": "Pas de marque.",
}
