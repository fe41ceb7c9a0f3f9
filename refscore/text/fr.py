"""The French sentences of refscore's human outputs, by key (story, coach, game sheet, HTML page).

Why a module per language: the keys of every language must be the same (a test checks it,
`tests/render/test_translations.py`), and a translator works on one file. Placeholders in braces are
filled by `str.format`; the game's own words (belote, capot, dix de der, coinche...) stay French in
both languages.
"""

from __future__ import annotations

WORDS: dict[str, str] = {
    "b.unusable": "inutilisable",
    "b.illegal": "IRRÉGULIER",
    "b.wrong_claim": "SCORE INSCRIT FAUX",
    "b.fault": "{where} : {label} {at} ({place})",
    "b.rule": ". Règle {rule} — {title}.",
    "b.legal_cards": " Permises : {cards}.",
    "b.rules_give": " Les règles donnent : {cards}.",
    "b.no_score": "pas de marque",
    "b.penalty": " Pénalité ({rule}) : {scores}.",
    "b.redeal": "{where} : on redistribue : tout le monde a passé, personne ne marque",
    "b.incomplete": "{where} : incomplète : régulière jusqu'ici, rien à marquer encore",
    "b.legal": "{where} : régulière : {contract} par {taker}{coinche}, {outcome} ({case}) ; {scores}",
    "b.claim_ok": " ; score inscrit juste",
    "b.rate": ", {rate} donnes/s",
    "b.labels": "legal redeal incomplete illegal wrong_claim unusable",
    "b.count.legal": "régulières",
    "b.count.redeal": "redistribuées",
    "b.count.incomplete": "incomplètes",
    "b.count.illegal": "irrégulières",
    "b.count.wrong_claim": "scores inscrits faux",
    "b.count.unusable": "inutilisables",
    "b.summary": (
        "refscore : {source} : {total} donnes en {seconds} s{rate} : {parts} "
        "({reference} par le chemin de référence)"
    ),
    "b.common": "refscore : irrégularités les plus fréquentes : {common}",
    "vv.valid": "{file} : variante valide « {id} » ({title})",
    "g.wrong_scores": (
        "donne {number} ({place}) : la table a écrit {written} ; les règles donnent {right} (règle {rule})"
    ),
    "cf.causes": "Échecs par cause (un test peut en avoir plusieurs) :",
    "cf.cause_line": "  {count:>5}  {cause}",
    "write.scores": "À écrire : {scores}.",
    "write.reported": "Rien à écrire d'après les règles : la maison signale seulement cette irrégularité.",
    "write.redeal": "Rien à écrire : tout le monde a passé, on redistribue (règle score.redeal).",
    "write.incomplete": "Rien à écrire pour l'instant : la donne n'est pas finie.",
    "write.none": (
        "Pas de marque : les enchères sont irrégulières, la donne ne se marque pas (voir le verdict)."
    ),
    "f.outcome_differs": (
        "La ligne dit le contrat {said}, mais d'après les règles il est {found} : vérifiez les faits."
    ),
    "f.oc.made": "fait",
    "f.oc.failed": "chuté (dedans)",
    "f.oc.litige": "en litige",
    "who_coinched": ", coinché par {seat}",
    "who_surcoinched": ", coinché par {coincher} et surcoinché par {seat}",
    "sans_atout": "sans atout",
    "tout_atout": "tout atout",
    "coinched": "coinché",
    "surcoinched": "surcoinché",
    "rule": "règle",
    "semicolon": " ; ",
    "fault.revoke": "RENONCE",
    "fault.other": "FAUTE",
    "colon": " : ",
    "not_held": "{seat} n'a pas cette carte",
    "yes": "oui",
    "no": "non",
    "and": "et",
    "title": "{id} — {title}",
    "players_line": "Joueurs : {players}",
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
    "v.illegal": "{fault} ({where}) : règle {rule}.",
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
    "why.subset.HAND": "{seat} peut jouer n'importe quelle carte ici",
    "why.subset.FOLLOWING": "{seat} doit jouer {suit}, la couleur demandée",
    "why.subset.FOLLOWING_HIGHER": "{seat} doit jouer {suit} plus fort que {card} de {who}",
    "why.subset.TRUMPS": "{seat} doit jouer atout ici",
    "why.subset.TRUMPS_HIGHER": "{seat} doit jouer un atout plus fort que {card} de {who}",
    "why.subset.NON_TRUMPS": "{seat} doit jouer une carte qui n'est pas de l'atout ici",
    "why.subset.NON_TRUMPS_OR_TRUMPS_HIGHER": (
        "{seat} doit défausser, ou couper plus fort que {card} de {who}"
    ),
    "g.title": "Partie : {title} (variante {id})",
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
    "g.total_of": "total {unit}",
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
    "g.players": "Joueurs : {players}",
    "g.why.capot": (
        "{unit} a réussi un capot annoncé à la donne {deal}, ce qui gagne la partie (game.capot_wins)"
    ),
    "g.wrong": "LIGNE FAUSSE : {line}",
    "e.game": "Partie {n} sur {count}{title}",
    "e.winners": "La soirée : {items}.",
    "e.item": "partie {n} gagnée par {winners}",
    "e.open": "partie {n} non décidée",
    "f.contract": "Contrat : {contract}, preneur {taker} ({unit})",
    "f.source": "Marque calculée sur les faits notés, sans les cartes (spec/facts.md)",
    "f.ok.made": "Résultat : contrat rempli (règle {rule}). Marque : {scores}.",
    "f.ok.failed": "Résultat : contrat chuté (règle {rule}). Marque : {scores}.",
    "f.wrong.made": (
        "Résultat : contrat rempli (règle {rule}). Marque : {scores} ; la table a écrit {claimed} : FAUX."
    ),
    "f.wrong.failed": (
        "Résultat : contrat chuté (règle {rule}). Marque : {scores} ; la table a écrit {claimed} : FAUX."
    ),
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
    # lignes de la marque (text/lines.py) et texte de check (cli/render.py)
    "ln.contract": "contrat",
    "ln.card_points": "points des cartes",
    "ln.der": "dix de der",
    "ln.belote": "belote",
    "ln.discard": "écart",
    "ln.annonce": "annonce",
    "ln.made": "contrat rempli",
    "ln.case": "cas",
    "ln.deal_score": "marque",
    "ln.rounded": "arrondi",
    "ln.d.contract": "{contract} pris par {taker}, multiplicateur {mult}",
    "ln.d.der": "dernier pli",
    "ln.d.der_capot": "dernier pli, tous les plis faits",
    "ln.d.belote": "roi et dame d'atout",
    "ln.d.discard": "points des cartes de l'écart",
    "ln.d.when": "si {when}",
    "ln.d.otherwise": "sinon",
    "ln.d.rounded": "{value} à {to} près ({half})",
    "ln.d.half_up": "5 au-dessus",
    "ln.d.half_down": "6 au-dessus",
    "ck.head": "{file} — variante {id} ({title})",
    "ck.record_variant": (
        "remarque : l'enregistrement indique la variante « {named} » ; jugée selon « {id} » comme demandé"
    ),
    "ck.auction": "Enchères : {calls}",
    "ck.none": "(aucune)",
    "ck.contract": "Contrat : {contract} par {taker} ({side}), {coinche}, multiplicateur {mult}",
    "ck.coinched_by": "coinché par {seat}",
    "ck.surcoinched_by": "surcoinché par {seat}",
    "ck.trick": "Pli",
    "ck.lead": "Entame",
    "ck.winner": "Gagnant",
    "ck.points": "Points",
    "ck.star": "(* remporte le pli)",
    "ck.breakdown": "Le détail de la marque",
    "ck.final": "Marque : {scores} (règle {rule})",
    "ck.deal": "donne",
    "ck.note": "remarque : {note}",
    "ck.v.illegal": (
        "Verdict : {fault} ({where}, {place}) : {action}{message}. Règle {rule} — {title}.{legal}"
    ),
    "ck.v.legal_at": " Permis à ce moment : {legal}.",
    "ck.v.wrong_claim": (
        "Verdict : jeu régulier, score inscrit FAUX : {message}. Marque : {scores} (règle claim.match)."
    ),
    "ck.v.incomplete": "Verdict : régulier jusque-là ; la donne est incomplète, pas de marque.",
    "ck.v.confirmed": " ; le score inscrit est juste",
    "ck.v.redeal": "Verdict : REDISTRIBUTION (tout le monde a passé) : {scores}{claim}.",
    "ck.v.made": "rempli",
    "ck.v.not_made": "chuté (dedans)",
    "ck.v.legal": "Verdict : RÉGULIER, contrat {made}{case}. Marque : {scores}{claim}.",
    "ck.wrong_claim": "la table a inscrit {claimed}, les règles donnent {scores}",
    # le rapport du banc de conformité (refscore/conformance/runner.py)
    "cf.m.quoted": "« {message} »",
    "cf.kind.normative": "normatif",
    "cf.kind.generated": "généré",
    "cf.engine": "moteur : {name} — {label}",
    "cf.no_start": "(pas de réponse au démarrage)",
    "cf.in_process": "dans ce processus",
    "cf.mode.persistent": "mode persistant : {command}",
    "cf.mode.simple": "mode simple : {command}",
    "cf.variant": "variante",
    "cf.total": "total",
    "cf.all": "tout",
    "cf.rule": "règle",
    "cf.tests": "tests",
    "cf.passed": "réussis",
    "cf.failed": "échoués",
    "cf.skipped": "ignorés",
    "cf.fail": "ÉCHEC {key}  ({file}, {kind})",
    "cf.description": "« {description} »",
    "cf.mismatch": "`{field}` : attendu {expected}, obtenu {actual} (règle {rule})",
    "cf.nothing": "rien",
    "cf.message": "{message} (règles {rules})",
    "cf.skipped_line": "ignorés {count} : {reason}",
    "cf.processes": "{n} processus de moteur",
    "cf.summary": (
        "{n} tests : {passed} réussis, {failed} échoués, {skipped} ignorés en {seconds} s ({processes})"
    ),
}

#: The labels of the HTML picture (`refscore.render.html`).
LABELS: dict[str, str] = {
    "in_words": "En mots",
    "declarations": "Les annonces et la belote",
    "no_declarations": "Personne n'a annoncé de belote ni d'annonce.",
    "declared": "Annoncé",
    "scored": "Marqué",
    "detail": "Le calcul détaillé (les formules de la variante)",
    "players": "Joueurs",
    "lead_short": "Ent.",
    "winner_short": "Gagn.",
    "points_short": "Pts",
    "trick_short": "Pli",
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
    "generated": "Fait par refscore {version} selon les règles de spec/rules.fr.md.",
    "no_tricks": "Aucune carte n'a été jouée.",
    "no_score": "Pas de marque.",
}

#: La prose du règlement et de la comparaison de variantes (`refscore.render.rulebook`).
RULEBOOK: dict[str, str] = {
    "semicolon": " ; ",
    "colon": " : ",
    "title": "{title} — règlement",
    "intro": (
        "Règles de la variante `{id}`, produites par refscore {version} à partir de `{origin}` et des règles "
        "numérotées de `spec/rules.fr.md`. Chaque section donne le réglage de cette variante, puis cite la "
        "règle qu'il règle."
    ),
    "rules_file": "spec/rules.fr.md",
    "sources": "Sources",
    "h.players": "1. Les joueurs et la donne",
    "each_alone": "chaque joueur marque pour lui-même",
    "players": (
        "{n} joueurs ; places dans l'ordre de jeu : {seats} (chacun joue après celui qui le précède, le "
        "premier après le dernier)."
    ),
    "units": "Unités de marque : {teams}.",
    "first_next": "Le joueur qui suit le donneur dans cet ordre parle en premier et entame le premier pli.",
    "first_n": (
        "Le joueur situé {n} places après le donneur dans cet ordre parle en premier et entame le premier "
        "pli."
    ),
    "dealt": "Chaque joueur reçoit {n} cartes",
    "dealt_chien": " ; {n} vont au chien",
    "dealt_discard": ", et le preneur en écarte {n}",
    "dealt_dead": " ; {n} cartes sont mortes (jamais vues)",
    "h.cards": "2. L'ordre et la valeur des cartes",
    "mode.suit": "à la couleur",
    "mode.no_trump": "sans atout",
    "mode.all_trump": "tout atout",
    "suits.trump": "l'atout",
    "suits.other": "les autres couleurs",
    "suits.every": "chaque couleur",
    "th.mode": "atout",
    "th.suits": "couleurs",
    "th.order": "ordre (la plus forte d'abord)",
    "th.points": "points (même ordre)",
    "belote_modes": "La belote et la rebelote comptent quand l'atout est : {modes}.",
    "belote_never": "jamais (aucun mode d'atout n'en a)",
    "h.auction": "3. Les enchères",
    "turned": (
        "Une carte est retournée face visible ; on passe ou on prend (belote classique) : pas de contrat "
        "chiffré."
    ),
    "bids": (
        "Enchères chiffrées de {floor} à {ceiling} par paliers de {step} ; chaque enchère doit dépasser la "
        "précédente."
    ),
    "special": "Enchère spéciale **{name}**, valant {value}{ends} ; elle est réussie quand `{made}`.",
    "special_ends": ", et personne ne peut enchérir après elle",
    "trump": "Atout : {modes}.",
    "after_pass_yes": "Un joueur qui a passé peut enchérir plus tard.",
    "after_pass_no": "Un joueur qui a passé ne peut plus enchérir.",
    "passes_all": "{n} passes d'affilée (tous les autres joueurs)",
    "passes_n": "{n} passes",
    "end": (
        "Après une enchère ou une coinche, {passes} mettent fin aux enchères ; si tout le monde passe, on "
        "redonne."
    ),
    "coinche": "Coinche par un adversaire du dernier enchérisseur : ×{mult}{freezes}.",
    "coinche_freezes": " ; elle fige les enchères : plus d'enchère",
    "no_coinche": "Pas de coinche.",
    "surcoinche": "Surcoinche par le camp coinché : ×{mult}{ends}.",
    "surcoinche_ends": ", et elle met fin aux enchères aussitôt",
    "h.play": "4. Le jeu de la carte",
    "follow": "Un joueur fournit chaque fois qu'il le peut.",
    "h.points": "5. Les points : dix de der, belote, annonces",
    "der": (
        "Dix de der (le dernier pli) : {value} ; quand un camp fait tous les plis (capot) : {capot} ; "
        "quand un "
        "joueur fait tous les plis (générale) : {generale}."
    ),
    "belote": (
        "Belote-rebelote (roi et dame d'atout dans une main) : {value}, jamais multipliée, jamais perdue "
        "; {how}"
    ),
    "belote_declared": "elle doit être annoncée.",
    "belote_automatic": "comptée sans être annoncée.",
    "discard": "Les points des cartes de l'écart du preneur comptent pour lui.",
    "carre": "carré de {rank}",
    "sequence": "{name} ({length} cartes qui se suivent{more})",
    "sequence_more": " ou plus",
    "sequence_n": "{length} cartes à la suite",
    "annonces_intro": "Annonces, déclarées au premier pli :",
    "th.combination": "combinaison",
    "th.value": "points",
    "trump_tie": "une suite à l'atout bat une suite égale qui ne l'est pas ; ",
    "annonces_rules": (
        "Les suites vont {order} dans tous les modes d'atout. Seul le camp qui a la plus forte annonce "
        "marque ; {trump_tie}toujours à égalité : {tie}."
    ),
    "no_annonces": "Pas d'annonces.",
    "h.scoring": "6. La marque d'une donne",
    "constants": "Constantes : {items}.",
    "quantities": "Quantités, calculées dans cet ordre pour chaque camp (`own_` est le camp marqué) :",
    "made": "Le contrat est rempli quand `{made}`.",
    "otherwise": "sinon",
    "cases": "Le premier cas dont la condition est vraie donne la marque de chaque camp :",
    "th.case": "cas",
    "th.when": "quand",
    "th.taker": "le camp preneur marque",
    "th.defence": "chaque camp en défense marque",
    "th.words": "en mots",
    "half.up": "au-dessus (5 au-dessus)",
    "half.down": "au-dessous (6 au-dessus)",
    "round.none": "Les marques ne sont pas arrondies.",
    "round.deal": "La marque de chaque donne est arrondie à {to} près, une moitié allant {half}.",
    "round.final": "Seuls les totaux de la partie sont arrondis, à {to} près, une moitié allant {half}.",
    "h.game": "7. La partie",
    "target": "Objectif : {target}{usual} ; {how}",
    "target_usual": " (objectifs habituels : {targets})",
    "win.reach": "le premier camp à l'atteindre gagne.",
    "win.exceed": "le premier camp à le dépasser gagne.",
    "both": "Les deux camps passent l'objectif sur la même donne : {how}",
    "both.higher_total": "le plus haut total gagne.",
    "both.taker_side": "le camp preneur gagne.",
    "tie": "Égalité parfaite : {how}",
    "tie.another_deal": "on joue une donne de plus.",
    "tie.shared": "la victoire est partagée.",
    "h.interpretations": "8. Interprétations",
    "interpretations": "Là où les sources se taisent ou sont ambiguës, cette variante les lit ainsi.",
    "point": "**{point}** : {reading}.",
    "other_reading": " Autre lecture : {other}.",
    "option": " Option : `{option}`.",
    "diff.same": "{a} et {b} ont les mêmes règles.",
    "diff.setting": "réglage",
    "diff.count.one": "{count} réglage diffère entre {a} et {b} (— : absent de cette variante).",
    "diff.count.many": "{count} réglages diffèrent entre {a} et {b} (— : absent de cette variante).",
    "diff.game": "partie",
    "diff.h": "`{a}` et `{b}` : ce qui diffère",
    "diff.rule": "règle",
    "diff.same_md": "Les deux variantes ont les mêmes règles.",
    "dealt_before": (
        "Pendant les enchères chaque joueur tient {n} cartes ; le reste de la main est distribué après la"
        " prise (une donne redistribuée peut être enregistrée telle que donnée, {n} cartes chacun)."
    ),
    "special_not_coinchable": "L'enchère **{name}** ne se coinche pas (ni ne se surcoinche).",
    "turned_second_round": "Au second tour un joueur peut aussi prendre à {modes} (jamais au premier tour).",
    "coinche_next_only": (
        "Seul le joueur qui parle juste après une enchère peut la coincher, à ce tour-là "
        "(règle auction.coinche)."
    ),
    "coinche_partner_passes": (
        "Tant que la coinche tient, le partenaire du coincheur ne peut que passer "
        "(règle auction.coinche-freezes)."
    ),
    "coinche_after_take": (
        "Après la prise, un adversaire du preneur peut coincher : ×{mult}{freezes} ; les enchères "
        "finissent ensuite après les passes dites plus haut."
    ),
    "annonce_tie.nobody_scores": "personne ne marque",
    "annonce_tie.first_in_play_order": "le premier dans l'ordre de jeu l'emporte",
    "annonce_tie.first_from_taker": (
        "le premier en comptant à partir du preneur, dans l'ordre de jeu, l'emporte"
    ),
    "card_serves.once": "Une carte ne sert que dans une seule annonce.",
    "annonces_scored.beating_opponents": (
        "La meilleure annonce ne couvre pas les autres : outre elle, son camp ne marque que les annonces "
        "qui battent toutes celles des adversaires."
    ),
    "card_serves.carre_and_sequence": "Une carte peut servir deux fois : dans un carré et dans une suite.",
    "carre_zero": (
        "Un carré valant 0 ({carres}) ne marque rien mais garde son rang : il bat toute suite et tout "
        "carré plus faible."
    ),
    "h.penalties": "Irrégularités",
    "penalties_none": "Une irrégularité (une carte illégale, une fausse annonce) est signalée, sans marque.",
    "penalty.play": "Une carte illégale : {how}",
    "penalty.false_annonce": "Une fausse annonce : {how}",
    "penalty.side_at_fault_loses": "le camp fautif perd la donne.",
    "penalty.void": "la donne est annulée et redistribuée ; personne ne marque.",
    "penalty.report_only": "elle est signalée, sans marque.",
    "out_on_belote.allowed": "Un camp peut atteindre l'objectif grâce à la belote marquée sur cette donne.",
    "out_on_belote.forbidden": (
        "Un camp ne peut pas atteindre l'objectif grâce à la belote de cette donne : il doit l'atteindre "
        "sans elle."
    ),
    "capot_wins": (
        "Un capot (ou une générale) annoncé et réussi fait gagner la partie sur-le-champ à ses preneurs."
    ),
    "capot_wins_not": (
        "Un capot annoncé et réussi se marque comme tout contrat ; il ne termine pas la partie."
    ),
    "litige.lost": "Litige (totaux égaux) : les points du camp preneur sont perdus.",
    "litige.held": (
        "Litige (totaux égaux) : les points du camp preneur restent en suspens pour le gagnant de la "
        "donne suivante."
    ),
    "litige.next_contract": (
        "Litige (totaux égaux) : les points du camp preneur restent en suspens pour le camp qui remporte "
        "le contrat suivant, et s'accumulent d'un litige à l'autre."
    ),
    "end_at_take": "La première prise finit les enchères ; si tout le monde passe deux fois, on redistribue.",
}
