"""The deal told as a story, in French or English: the auction, each trick, each violation, the score.

Why a story: the person with a dispute wants to know *why*: how the auction reached the contract,
who won each trick and by which rule, which card was not allowed and which were, and how the
variant's formulas turn the points into the score, with the numbers filled in. The words of the
game stay French in both languages (belote, rebelote, capot, dix de der, dedans, coinche, sans
atout, tout atout), as players say them. This module holds every human sentence of refscore's
`explain`, `legal`, `render` and `game` outputs, so the two languages are kept side by side.

Pure: no I/O. The normative rule texts (`spec/rules.md`) are in English; French output gives each
rule's title in French and quotes the normative text as it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from .auction import Contract, first_player
from .cards import RANK_LETTERS, SUIT_SYMBOLS, Card, make_card, rank_of, suit_of
from .check import CheckResult, PlayedTrick, Violation
from .coach import CoachError, Position, position_at, refusals, top_card
from .game import GameResult
from .langs import LANGS, Lang
from .penalty_text import penalty_lines
from .play import ContractCards
from .record import Call, DealRecord
from .rules import RULES
from .scoring import ScoreLine
from .variant import Obligation, TrumpKind, Underruff, Variant

__all__ = [
    "LANGS",
    "Lang",
    "card_text",
    "cards_text",
    "coach_text",
    "contract_text",
    "explain_deal",
    "game_text",
    "rule_heading",
    "rule_title",
    "suit_text",
    "why_not",
    "words",
]

_RANKS_FR = ("7", "8", "9", "10", "V", "D", "R", "A")
_SUITS = {"en": ("spades", "hearts", "diamonds", "clubs"), "fr": ("pique", "cœur", "carreau", "trèfle")}

#: French titles of the numbered rules (the normative text, spec/rules.md, is English).
TITLES_FR: dict[str, str] = {
    "record.format": "Un enregistrement de donne est un document JSON du schéma",
    "record.card": "Notation des cartes",
    "deal.deck": "Chacune des 32 cartes est distribuée une fois",
    "deal.hand-size": "Chaque main a le nombre de cartes de la variante",
    "deal.seats": "Places, donneur et ordre de jeu",
    "deal.discard": "Le chien et l'écart",
    "deal.turned": "Belote classique : la carte retournée",
    "auction.turn": "On parle chacun à son tour",
    "auction.bid-range": "Une enchère chiffrée est entre le minimum et le maximum",
    "auction.bid-step": "Une enchère chiffrée est sur l'échelle des enchères",
    "auction.bid-higher": "Chaque enchère doit dépasser la précédente",
    "auction.trump-mode": "L'atout doit être permis par la variante",
    "auction.special-bid": "Les enchères spéciales (capot, générale)",
    "auction.bid-after-pass": "Reparler après avoir passé",
    "auction.coinche": "Seul un adversaire du dernier enchérisseur peut coincher",
    "auction.coinche-freezes": "La coinche fige les enchères",
    "auction.surcoinche": "Seul le camp coinché peut surcoincher",
    "auction.end": "La fin des enchères",
    "auction.all-pass": "Tout le monde passe : on redistribue",
    "auction.call-kind": "Les paroles des enchères",
    "auction.take": "Belote classique : prendre la couleur retournée, ou une autre",
    "play.turn": "Qui entame et qui joue ensuite",
    "play.card-held": "On joue une carte de sa main",
    "play.follow-suit": "Fournir à la couleur demandée",
    "play.trump-lead-overtake": "Atout demandé : monter",
    "play.all-trump-overtake": "En tout atout : monter dans la couleur demandée",
    "play.must-ruff": "Ne pouvant fournir, couper",
    "play.partner-master": "Partenaire maître : défausse libre",
    "play.must-overruff": "Sur la coupe d'un adversaire : surcouper",
    "play.underruff": "N'ayant que des atouts plus faibles que la coupe adverse : pisser",
    "play.overtrump-partner": "Couper par-dessus l'atout du partenaire",
    "play.trick-winner": "Qui remporte le pli",
    "play.complete": "Toutes les cartes sont jouées",
    "points.card-values": "La valeur des cartes",
    "points.dix-de-der": "Le dernier pli (dix de der)",
    "points.belote": "Belote et rebelote",
    "points.discard": "L'écart compte pour le preneur",
    "points.annonces": "Les annonces",
    "points.annonces-strongest": "Seule la plus forte annonce marque",
    "annonce.valid": "Une annonce déclarée doit exister",
    "belote.valid": "Une belote déclarée doit exister",
    "score.multiplier": "Le multiplicateur",
    "score.contract-made": "Le contrat est-il rempli ?",
    "score.made": "Contrat rempli",
    "score.coinched-made": "Contrat coinché rempli",
    "score.failed": "Contrat chuté (dedans)",
    "score.coinched-failed": "Contrat coinché chuté",
    "score.special-made": "Capot ou générale demandé et réussi",
    "score.special-failed": "Capot ou générale demandé et chuté",
    "score.litige": "Litige : totaux égaux à la belote classique",
    "score.rounding": "L'arrondi",
    "score.redeal": "Une donne redistribuée ne marque rien",
    "claim.match": "Le score inscrit par la table",
    "penalty.play": "Une carte irrégulière : ce que marque la donne",
    "penalty.false-annonce": "Une fausse annonce : ce que marque la donne",
}

_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "sans_atout": "sans atout",
        "tout_atout": "tout atout",
        "coinched": "coinched",
        "surcoinched": "surcoinched",
        "rule": "rule",
        "colon": ": ",
        "not_held": "{seat} does not hold it",
        "yes": "yes",
        "no": "no",
        "and": "and",
        "title": "{id} — {title}",
        "file": "Deal {file}",
        "record_variant": "The record names variant {named}; it is judged under {id} as asked.",
        # auction
        "h.auction": "The auction",
        "dealer": "{dealer} deals; {first} speaks first and will lead the first trick (rule deal.seats).",
        "call.pass": "{seat} passes",
        "call.bid": "{seat} bids {bid}",
        "call.coinche": "{seat} coinches (×{mult})",
        "call.surcoinche": "{seat} surcoinches (×{mult})",
        "call.take": "{seat} takes{trump}",
        "call.other": "{seat}: {call}",
        "calls": "{calls}.",
        "no_calls": "No call is recorded.",
        "bad_call": "Call {n}: {call} — NOT ALLOWED: {message}.",
        "legal_calls": "Allowed at that moment: {calls}.",
        "rule_text": "{heading}: “{text}”",
        "all_pass": "Everybody passed: the cards are redealt and nobody scores (rule auction.all-pass).",
        "not_ended": "The auction has not ended: there is nothing to play or score yet (rule auction.end).",
        "end_surcoinche": "The surcoinche ends the auction at once (rule auction.surcoinche).",
        "end_take": "The take ends the auction (rule auction.take).",
        "end_passes": "After {what}, {n} players in a row passed: the auction is over (rule auction.end).",
        "what_bid": "{seat}'s bid",
        "what_coinche": "{seat}'s coinche",
        "bids": "Bids, in order: {bids}; the last one stands.",
        "contract": (
            "Contract: {contract} by {taker}, for {side}; {coinche} (multiplier {mult}, rule "
            "score.multiplier)."
        ),
        "contract_plain": "Trump: {contract}, taken by {taker}, for {side}.",
        "not_coinched": "not coinched",
        "coinched_by": "coinched by {seat}",
        "surcoinched_by": "coinched by {coincher} and surcoinched by {seat}",
        "chien": "{taker} shows the chien ({chien}), takes it and discards {discard} (rule deal.discard).",
        # declarations
        "h.declarations": "Declarations",
        "declared_belote": "{seat} announced belote.",
        "declared_annonce": "{seat} declared {cards}{kind}.",
        # play
        "h.play": "The play",
        "trick": "Trick {n} — {plays}.",
        "leads": "{seat} leads {card}",
        "plays": "{seat} {card}",
        "wins": "{seat} wins with {card}: {why} (rule play.trick-winner). {points} points to {unit}{der}.",
        "win.trump_led": "the highest trump",
        "win.only_trump": "{seat} ruffed, the only trump in the trick",
        "win.high_trump": "the highest of the {n} trumps played",
        "win.suit": "the highest card in {suit}, the suit led, and nobody trumped",
        "win.suit_nt": "the highest card in {suit}, the suit led (sans atout: no trump)",
        "win.suit_ta": (
            "the highest card in {suit}, the suit led, in the order J 9 A 10 K Q 8 7 of tout atout"
        ),
        "der": ", plus the dix de der ({der})",
        "belote_played": "{seat} plays {card}: “belote”",
        "rebelote_played": (
            "{seat} plays {card}: “rebelote” — {value} points to {unit}, never multiplied, never lost (rule "
            "points.belote)"
        ),
        "belote_unannounced": (
            "{seat} held the king and queen of trump but did not announce belote: it scores nothing in "
            "{variant} (rule points.belote)."
        ),
        "bad_card": "Trick {n}, card {k}{at}: {seat} plays {card} — NOT ALLOWED: {message}.",
        "could_play": "{seat} held {hand}; the cards allowed there were: {allowed}.",
        "why_not_head": "Why not the others:",
        "bad_leader": (
            "Trick {n}: the record has {seat} leading, but it was {leader}'s lead: the winner of the "
            "previous trick leads (rule play.turn)."
        ),
        "short_trick": "Trick {n} is not finished although another trick follows it (rule play.complete).",
        "played_after": "Cards were played although {why} (rule {rule}).",
        "unfinished": (
            "The play stops after {cards} cards: legal so far, but a deal is only scored when every card is "
            "played (rule play.complete)."
        ),
        "stops": "The deal stops at its first illegal action: it is not scored.",
        "at": " (at {where})",
        # score
        "h.score": "The score",
        "h.verdict": "Verdict",
        "card_points": "Card points: {items} (rule points.card-values).",
        "tricks_n": "{n} tricks",
        "der_line": "Dix de der: {items} (rule points.dix-de-der).",
        "der_capot": "Dix de der: {items} — every trick taken (capot), rule points.dix-de-der.",
        "belote_line": "Belote: {items} (rule points.belote).",
        "discard_line": "Discard: {items} (rule points.discard).",
        "annonces_line": "Annonces: {items} (rule points.annonces-strongest).",
        "made_q": "Is the contract made? {working} → {answer} (rule score.contract-made).",
        "made_yes": "yes, the contract is made",
        "made_no": "no, the contract fails: dedans",
        "case": "Case {heading}: {description}.",
        "unit_score": "{unit} scores:",
        "rounded": "rounded to the nearest {to}: {value} → {rounded} (rule score.rounding)",
        "score": "Score: {scores}.",
        "claim_ok": "The table wrote {claimed}: confirmed (rule claim.match).",
        "claim_bad": (
            "The table wrote {claimed}, but the rules give {scores}: the claim is wrong (rule claim.match)."
        ),
        "no_score_illegal": "No score: the deal has an illegal action.",
        "no_score_redeal": "Nobody scores (rule score.redeal).",
        "no_score_incomplete": "No score yet: the deal is incomplete.",
        "v.legal_made": "LEGAL, contract made. Score: {scores}.",
        "v.legal_failed": "LEGAL, contract failed (dedans). Score: {scores}.",
        "v.illegal": "ILLEGAL at {where}: rule {rule}.",
        "v.wrong_claim": "Legal play, but the claimed score is WRONG. Score: {scores}.",
        "v.redeal": "REDEAL: everybody passed.",
        "v.incomplete": "Legal so far; the deal is incomplete, no score.",
        "derived": (
            "The hands of {seats} were not written: each holds the cards it plays, found by replaying the "
            "tricks (the first speaker leads trick 1, each winner leads the next)."
        ),
        "derived_rest": "The hand of {seats} was not written: it holds the cards the others leave.",
        "unverifiable": (
            "Not verifiable without the hands: {rules}. The duties of play are verified: a hand found from "
            "a complete play is what its player held at each trick."
        ),
        "unverifiable_rest": "Not verifiable: {rules}.",
        "note": "Note: {note}",
        # coach
        "coach.title": "Trick {trick}, {seat} to play — contract {contract} by {taker}.",
        "coach.table": "On the table: {cards}.",
        "coach.master": "Master so far: {seat} with {card}{trump}.",
        "coach.trump_word": " (a trump)",
        "coach.leads": "{seat} leads: any card may be led (rule play.turn).",
        "coach.holds": "{seat} holds: {cards}.",
        "coach.may": "May play: {cards}",
        "coach.free": "no obligation applies",
        "coach.not": "Not allowed:",
        "coach.played_ok": "The record has {seat} playing {card} here: allowed.",
        "coach.played_bad": "The record has {seat} playing {card} here: NOT allowed.",
        "coach.problem": (
            "Note: at trick {trick}, {seat}'s card breaks rule {rule}; the position is shown as recorded."
        ),
        "why.follow": "{seat} holds {suit}, the suit led, and must follow",
        "why.trump_lead": "trump was led and {seat} can go over {card}: he must",
        "why.all_trump": "in tout atout {seat} can go over {card} in {suit}, the suit led: he must",
        "why.ruff": "{seat} cannot follow {suit} and holds trumps: he must ruff",
        "why.ruff_partner": " ({seat}, the master, is not his partner)",
        "why.overruff": "{who} ruffed with {card}; {seat} can over-ruff and must",
        "why.underruff_forced": (
            "{seat} holds only trumps lower than {who}'s {card}; he must still play one (under-ruff)"
        ),
        "why.underruff_forbidden": (
            "{seat} holds only trumps lower than {who}'s {card} and other cards: he may not under-ruff"
        ),
        "why.overtrump_partner": (
            "trumping over his partner {who}'s {card}, {seat} must go over it when he can"
        ),
        "why.other": "{seat} may not play it here",
        # game
        "g.title": "Game under {id} — {title}",
        "g.target": (
            "Target: {target} ({win}); both sides past the target on one deal: {both}; exact tie: {tie}. "
            "Rounding: {rounding}."
        ),
        "g.win.reach": "reach it to win",
        "g.win.exceed": "pass it to win",
        "g.both.higher_total": "the higher total wins",
        "g.both.taker_side": "the taking side wins",
        "g.tie.another_deal": "one more deal",
        "g.tie.shared": "shared victory",
        "g.round.none": "none",
        "g.round.deal": "each deal to the nearest {to}",
        "g.round.final": "only the game totals, to the nearest {to}",
        "g.deal": "Deal",
        "g.contract": "Contract",
        "g.totals": "Totals",
        "g.winner": "Winner: {winner} — {why}.",
        "g.shared": "Shared victory: {winners} — {why}.",
        "g.unfinished": "The game is not over: nobody has reached {target}.",
        "g.tie_pending": (
            "Both sides are past the target with the same total: one more deal must be played ({rule})."
        ),
        "g.why.single": "{unit} reached the target ({total} of {target}) at deal {deal}",
        "g.why.higher": "both sides passed the target at deal {deal}; the higher total wins ({totals})",
        "g.why.taker": (
            "both sides passed the target at deal {deal}; the taking side, {unit}, wins ({totals})"
        ),
        "g.why.shared": "both sides passed the target at deal {deal} with equal totals ({totals})",
        "g.why.after_tie": "after the exact tie at deal {tie_deal}, one more deal was played",
        "g.extra": "Deals {deals} come after the end of the game: they do not count.",
        "g.claim_ok_totals": "The totals written on the sheet ({claimed}) are right.",
        "g.claim_bad_totals": "The sheet says {claimed}, but the rules give {actual}.",
        "g.claim_ok_winner": "The winner written on the sheet ({claimed}) is right.",
        "g.claim_bad_winner": "The sheet names {claimed} as the winner, but the rules give {actual}.",
        "g.final_round": "Totals rounded to the nearest {to}: {totals} (rule score.rounding).",
    },
    "fr": {
        "sans_atout": "sans atout",
        "tout_atout": "tout atout",
        "coinched": "coinché",
        "surcoinched": "surcoinché",
        "rule": "règle",
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
        "rule_text": "{heading} — texte de la règle (spec/rules.md, en anglais) : « {text} »",
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
        "case": "Cas {heading}.",
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
            "{seat} n'a que des atouts plus faibles que {card} de {who} ; il doit quand même en jouer un "
            "(pisser)"
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
            "Les deux camps ont passé l'objectif avec le même total : il faut jouer une donne de plus "
            "({rule})."
        ),
        "g.why.single": "{unit} a atteint l'objectif ({total} sur {target}) à la donne {deal}",
        "g.why.higher": (
            "les deux camps ont passé l'objectif à la donne {deal} ; le plus haut total gagne ({totals})"
        ),
        "g.why.taker": (
            "les deux camps ont passé l'objectif à la donne {deal} ; le camp preneur, {unit}, gagne "
            "({totals})"
        ),
        "g.why.shared": "les deux camps ont passé l'objectif à la donne {deal} avec le même total ({totals})",
        "g.why.after_tie": "après l'égalité parfaite de la donne {tie_deal}, une donne de plus a été jouée",
        "g.extra": "Les donnes {deals} viennent après la fin de la partie : elles ne comptent pas.",
        "g.claim_ok_totals": "Les totaux inscrits sur la feuille ({claimed}) sont justes.",
        "g.claim_bad_totals": "La feuille indique {claimed}, mais les règles donnent {actual}.",
        "g.claim_ok_winner": "Le gagnant inscrit sur la feuille ({claimed}) est juste.",
        "g.claim_bad_winner": "La feuille désigne {claimed} comme gagnant, mais les règles donnent {actual}.",
        "g.final_round": "Totaux arrondis à {to} près : {totals} (règle score.rounding).",
    },
}


def words(lang: Lang) -> dict[str, str]:
    """The sentences of one language, by key."""
    return _WORDS[lang]


def rule_title(rule: str, lang: Lang) -> str:
    """The title of a numbered rule in `lang` (the English title when no French one is known)."""
    found = RULES.get(rule)
    if lang == "fr" and rule in TITLES_FR:
        return TITLES_FR[rule]
    return found.title if found is not None else rule


def rule_heading(rule: str, lang: Lang) -> str:
    """`rule play.follow-suit (3.3 Follow suit)` / `règle play.follow-suit (3.3 Fournir ...)`."""
    found = RULES.get(rule)
    number = f"{found.number} " if found is not None else ""
    return f"{words(lang)['rule']} {rule} ({number}{rule_title(rule, lang)})"


def rule_text(rule: str) -> str:
    """The normative text of a rule on one line."""
    found = RULES.get(rule)
    return " ".join(found.text.split()) if found is not None else ""


def card_text(card: Card, lang: Lang) -> str:
    """`J♥`, `10♠` in English; `V♥`, `10♠` in French (valet, dame, roi)."""
    ranks = _RANKS_FR if lang == "fr" else RANK_LETTERS
    return ranks[rank_of(card)] + SUIT_SYMBOLS[suit_of(card)]


def cards_text(cards: Sequence[Card], lang: Lang) -> str:
    return " ".join(card_text(card, lang) for card in cards) if cards else "—"


def suit_text(suit: int, lang: Lang, *, symbol: bool = False) -> str:
    name = _SUITS[lang][suit]
    return f"{SUIT_SYMBOLS[suit]}" if symbol else f"{name} {SUIT_SYMBOLS[suit]}"


def contract_text(contract: Contract, lang: Lang) -> str:
    """`110 ♥`, `capot ♠`, `90 sans atout`, with the coinche if any."""
    w = words(lang)
    trump = _trump_text(contract.trump.kind, contract.trump.suit, lang)
    # a taken trump (classic belote) has no value: the trump alone
    text = (
        trump
        if contract.special is None and not contract.value
        else f"{contract.special or contract.value} {trump}"
    )
    if contract.surcoinched_by:
        text += " " + w["surcoinched"]
    elif contract.coinched_by:
        text += " " + w["coinched"]
    return text


def _trump_text(kind: TrumpKind, suit: int | None, lang: Lang) -> str:
    if kind is TrumpKind.SUIT and suit is not None:
        return SUIT_SYMBOLS[suit]
    return words(lang)["sans_atout" if kind is TrumpKind.NO_TRUMP else "tout_atout"]


def _join(items: Sequence[str], lang: Lang) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {words(lang)['and']} " + items[-1]


def _value(value: int | bool | str, lang: Lang) -> str:
    if isinstance(value, bool):
        return words(lang)["yes" if value else "no"]
    return str(value)


def _scores(scores: dict[str, int] | None) -> str:
    return ", ".join(f"{unit} {value}" for unit, value in (scores or {}).items())


# --------------------------------------------------------------------------------------------------
# The coach view in words


def why_not(position: Position, rule: str, lang: Lang) -> str:
    """One sentence: what the rule required of this seat at this point, in the players' terms."""
    w = words(lang)
    seat = position.seat
    led_suit = suit_of(position.before[0][1]) if position.before else None
    led = suit_text(led_suit, lang) if led_suit is not None else "?"
    master = position.master
    top_trump = top_card(position, trumps=True)
    top_led = top_card(position, trumps=False)
    rules = position.variant.play
    if rule == "play.follow-suit":
        return w["why.follow"].format(seat=seat, suit=led)
    if rule == "play.trump-lead-overtake" and top_led is not None:
        return w["why.trump_lead"].format(seat=seat, card=card_text(top_led[1], lang))
    if rule == "play.all-trump-overtake" and top_led is not None:
        return w["why.all_trump"].format(seat=seat, card=card_text(top_led[1], lang), suit=led)
    if rule == "play.must-ruff":
        text = w["why.ruff"].format(seat=seat, suit=led)
        if rules.must_ruff is Obligation.UNLESS_PARTNER_MASTER and master is not None:
            text += w["why.ruff_partner"].format(seat=master[0])
        return text
    if rule == "play.must-overruff" and top_trump is not None:
        return w["why.overruff"].format(seat=seat, who=top_trump[0], card=card_text(top_trump[1], lang))
    if rule == "play.underruff" and top_trump is not None:
        key = "why.underruff_forced" if rules.underruff is Underruff.FORCED else "why.underruff_forbidden"
        return w[key].format(seat=seat, who=top_trump[0], card=card_text(top_trump[1], lang))
    if rule == "play.overtrump-partner" and top_trump is not None:
        return w["why.overtrump_partner"].format(
            seat=seat, who=top_trump[0], card=card_text(top_trump[1], lang)
        )
    return w["why.other"].format(seat=seat)


def coach_text(position: Position, lang: Lang = "en") -> str:
    """The coach view: the table, the hand, the cards that may be played, and why not the others."""
    w = words(lang)
    seat = position.seat
    contract = position.contract
    lines = [
        w["coach.title"].format(
            trick=position.trick, seat=seat, contract=contract_text(contract, lang), taker=contract.taker
        )
    ]
    master = position.master
    if master is not None:
        played = ", ".join(f"{who} {card_text(card, lang)}" for who, card in position.before)
        lines.append(w["coach.table"].format(cards=played))
        trump = w["coach.trump_word"] if position.cards.is_trump[master[1]] else ""
        lines.append(w["coach.master"].format(seat=master[0], card=card_text(master[1], lang), trump=trump))
    else:
        lines.append(w["coach.leads"].format(seat=seat))
    lines.append(w["coach.holds"].format(seat=seat, cards=cards_text(position.hand, lang)))
    steps = position.legality.steps
    if steps:
        reason = f" — {rule_heading(steps[-1][0], lang)}"
    else:
        reason = f" — {w['coach.free']}" if position.before else ""
    lines.append(w["coach.may"].format(cards=cards_text(position.allowed, lang)) + reason)
    refused = refusals(position)
    if refused:
        lines.append(w["coach.not"])
        for refusal in refused:
            lines.append(f"  {cards_text(refusal.cards, lang)} — {rule_heading(refusal.rule, lang)}:")
            lines.append(f"    {why_not(position, refusal.rule, lang)}.")
    if position.played is not None:
        key = "coach.played_ok" if position.played in position.legality.allowed else "coach.played_bad"
        lines.append(w[key].format(seat=seat, card=card_text(position.played, lang)))
    for trick, who, rule in position.problems:
        lines.append(w["coach.problem"].format(trick=trick, seat=who, rule=rule))
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------------
# The story of a deal


_TRICK_CARD = re.compile(r"^\$\.tricks\[(\d+)\](?:\.cards)?\[(\d+)\]$")
_TRICK = re.compile(r"^\$\.tricks\[(\d+)\]")


def violation_card(violation: Violation) -> tuple[int, int] | None:
    """(trick index, card index), 0-based, of a violation on a card of the play."""
    match = _TRICK_CARD.match(violation.place)
    return (int(match[1]), int(match[2])) if match else None


def _call_text(call: Call, variant: Variant, lang: Lang) -> str:
    w = words(lang)
    if call.kind == "pass":
        return w["call.pass"].format(seat=call.seat)
    if call.kind == "bid" and call.trump is not None:
        bid = f"{call.value} {_trump_text(call.trump.kind, call.trump.suit, lang)}"
        return w["call.bid"].format(seat=call.seat, bid=bid)
    if call.kind == "coinche":
        return w["call.coinche"].format(seat=call.seat, mult=variant.auction.coinche_multiplier)
    if call.kind == "surcoinche":
        return w["call.surcoinche"].format(seat=call.seat, mult=variant.auction.surcoinche_multiplier)
    if call.kind == "take":
        trump = "" if call.trump is None else " " + _trump_text(call.trump.kind, call.trump.suit, lang)
        return w["call.take"].format(seat=call.seat, trump=trump)
    return w["call.other"].format(seat=call.seat, call=str(call))


_FR_CALLS = (
    (re.compile(r"^pass$"), "passe"),
    (re.compile(r"^a bid from (\d+) to (\d+) in steps of (\d+)$"), r"une enchère de \1 à \2 par pas de \3"),
    (re.compile(r"^a call by (\S+)$"), r"une parole de \1"),
)


def _legal_calls(legal: Sequence[str], lang: Lang) -> str:
    if lang == "en":
        return ", ".join(legal)
    out = []
    for item in legal:
        for pattern, replacement in _FR_CALLS:
            if pattern.match(item):
                item = pattern.sub(replacement, item)
                break
        out.append(item)
    return ", ".join(out)


def _where(violation: Violation, lang: Lang, locate: Callable[[str], str | None] | None) -> str:
    where = violation.where
    if lang == "fr":
        where = where.replace("trick", "pli").replace("card", "carte").replace("call", "parole")
        where = where.replace("claimed score", "score inscrit")
    located = locate(violation.place) if locate is not None else None
    return f"{where}, {located}" if located else where


def _auction_story(
    result: CheckResult, record: DealRecord, lang: Lang, locate: Callable[[str], str | None] | None
) -> list[str]:
    w = words(lang)
    variant = result.variant
    out = [w["h.auction"]]
    first = first_player(variant, record.dealer)
    out.append(w["dealer"].format(dealer=record.dealer, first=first))
    violation = result.violation if result.violation and result.violation.phase == "auction" else None
    bad_index = int(violation.where.split()[-1]) - 1 if violation is not None else None
    calls = record.calls[:bad_index] if bad_index is not None else record.calls
    if calls:
        text = ", ".join(_call_text(call, variant, lang) for call in calls)
        out.append(w["calls"].format(calls=text[:1].upper() + text[1:]))
    elif bad_index is None:
        out.append(w["no_calls"])
    if violation is not None and bad_index is not None:
        call = record.calls[bad_index]
        message = violation.message if lang == "en" else rule_title(violation.rule, lang)
        out.append(
            w["bad_call"].format(n=bad_index + 1, call=_call_text(call, variant, lang), message=message)
        )
        out.append(
            "  "
            + w["rule_text"].format(
                heading=rule_heading(violation.rule, lang), text=rule_text(violation.rule)
            )
        )
        if violation.legal:
            out.append("  " + w["legal_calls"].format(calls=_legal_calls(violation.legal, lang)))
        return out
    contract = result.contract
    if result.status == "redeal" or (
        result.violation is not None and result.violation.rule == "auction.all-pass"
    ):
        out.append(w["all_pass"])
        return out
    if contract is None:
        if not (result.violation is not None and result.violation.rule == "auction.end"):
            out.append(w["not_ended"])
        return out
    last = record.calls[-1] if record.calls else None
    if last is not None and last.kind == "surcoinche":
        out.append(w["end_surcoinche"])
    elif last is not None and last.kind == "take":
        out.append(w["end_take"])
    else:
        non_pass = [call for call in record.calls if call.kind != "pass"]
        if non_pass:
            anchor = non_pass[-1]
            what = w["what_coinche" if anchor.kind == "coinche" else "what_bid"].format(seat=anchor.seat)
            out.append(w["end_passes"].format(what=what, n=variant.auction.passes_to_end))
    bids = [call for call in record.calls if call.kind == "bid" and call.trump is not None]
    if len(bids) > 1:
        listed = ", ".join(
            f"{call.seat} {call.value} {_trump_text(call.trump.kind, call.trump.suit, lang)}"
            for call in bids
            if call.trump is not None
        )
        out.append(w["bids"].format(bids=listed))
    if contract.surcoinched_by:
        coinche = w["surcoinched_by"].format(coincher=contract.coinched_by, seat=contract.surcoinched_by)
    elif contract.coinched_by:
        coinche = w["coinched_by"].format(seat=contract.coinched_by)
    else:
        coinche = w["not_coinched"]
    plain = contract_text(contract, lang).replace(" " + w["surcoinched"], "").replace(" " + w["coinched"], "")
    key = "contract" if variant.auction.coinche else "contract_plain"
    out.append(
        w[key].format(
            contract=plain,
            taker=contract.taker,
            side=variant.team_of(contract.taker),
            coinche=coinche,
            mult=contract.mult,
        )
    )
    if variant.chien and record.discard is not None:
        out.append(
            w["chien"].format(
                taker=contract.taker,
                chien=cards_text(sorted(record.chien), lang),
                discard=cards_text(sorted(record.discard), lang),
            )
        )
    return out


def _declarations(result: CheckResult, record: DealRecord, lang: Lang) -> list[str]:
    w = words(lang)
    out: list[str] = []
    if record.belote is not None:
        out.append(w["declared_belote"].format(seat=record.belote))
    for annonce in record.annonces:
        kind = f" ({annonce.kind})" if annonce.kind else ""
        out.append(
            w["declared_annonce"].format(seat=annonce.seat, cards=cards_text(annonce.cards, lang), kind=kind)
        )
    violation = result.violation
    if violation is not None and violation.phase in ("annonce", "belote", "discard"):
        message = violation.message if lang == "en" else rule_title(violation.rule, lang)
        out.append(f"{_where(violation, lang, None)}{w['colon']}{message}.")
        out.append(
            "  "
            + w["rule_text"].format(
                heading=rule_heading(violation.rule, lang), text=rule_text(violation.rule)
            )
        )
    return [w["h.declarations"], *out] if out else []


def _belote_events(
    result: CheckResult, record: DealRecord, contract: Contract
) -> tuple[str | None, dict[Card, str], bool]:
    """(holder, {card: 'belote'|'rebelote'}, counted) for the king and queen of a suit trump."""
    variant = result.variant
    suit = contract.trump.suit
    if (
        suit is None
        or contract.trump.kind is not TrumpKind.SUIT
        or not variant.modes[contract.trump.kind].belote
    ):
        return None, {}, False
    king, queen = make_card(6, suit), make_card(5, suit)
    hands = {seat: list(hand) for seat, hand in record.hands.items()}
    if record.chien and contract.taker in hands:
        hands[contract.taker] += list(record.chien)
    holder = next((seat for seat, hand in hands.items() if king in hand and queen in hand), None)
    if holder is None:
        return None, {}, False
    order = [card for trick in result.tricks for _, card in trick.cards if card in (king, queen)]
    events = {card: ("belote" if index == 0 else "rebelote") for index, card in enumerate(order)}
    counted = any(f.belote for unit, f in result.facts.items() if unit == variant.team_of(holder))
    return holder, events, counted


def _trick_why(trick: PlayedTrick, cards: ContractCards, lang: Lang) -> tuple[Card, str]:
    w = words(lang)
    played = [card for _, card in trick.cards]
    index = cards.winning_index(played)
    seat, card = trick.cards[index]
    led = suit_of(played[0])
    if cards.is_trump[card]:
        trumps = sum(1 for c in played if cards.is_trump[c])
        if cards.is_trump[played[0]]:
            return card, w["win.trump_led"]
        if trumps == 1:
            return card, w["win.only_trump"].format(seat=seat)
        return card, w["win.high_trump"].format(n=trumps)
    key = {TrumpKind.NO_TRUMP: "win.suit_nt", TrumpKind.ALL_TRUMP: "win.suit_ta"}.get(cards.kind, "win.suit")
    return card, w[key].format(suit=suit_text(led, lang))


def _play_story(
    result: CheckResult, record: DealRecord, lang: Lang, locate: Callable[[str], str | None] | None
) -> list[str]:
    w = words(lang)
    variant = result.variant
    contract = result.contract
    violation = result.violation
    out: list[str] = []
    if contract is None:
        if violation is not None and violation.phase == "play":
            reasons = {"auction.all-pass": "everybody passed", "auction.end": "the auction had not ended"}
            why_fr = {
                "auction.all-pass": "tout le monde avait passé",
                "auction.end": "les enchères n'étaient pas finies",
            }
            reason = (reasons if lang == "en" else why_fr).get(violation.rule, violation.message)
            out = [w["h.play"], w["played_after"].format(why=reason, rule=violation.rule)]
        return out
    out.append(w["h.play"])
    cards = ContractCards.build(variant.modes[contract.trump.kind], contract.trump.suit)
    holder, belote_events, belote_counted = _belote_events(result, record, contract)
    last_number = len(result.tricks)
    for trick in result.tricks:
        plays = []
        for position, (seat, card) in enumerate(trick.cards):
            key = "leads" if position == 0 else "plays"
            plays.append(w[key].format(seat=seat, card=card_text(card, lang)))
        out.append(w["trick"].format(n=trick.number, plays=", ".join(plays)))
        for seat, card in trick.cards:
            event = belote_events.get(card)
            if event is not None and seat == holder and belote_counted:
                unit = variant.team_of(seat)
                key = "belote_played" if event == "belote" else "rebelote_played"
                out.append(
                    "  "
                    + w[key].format(
                        seat=seat, card=card_text(card, lang), value=variant.belote_value, unit=unit
                    )
                )
        if trick.winner is not None:
            winning, why = _trick_why(trick, cards, lang)
            unit = variant.team_of(trick.winner)
            der = ""
            if trick.number == last_number and len(result.tricks) == variant.hand_size and result.facts:
                der = w["der"].format(der=result.facts[unit].der)
            out.append(
                "  "
                + w["wins"].format(
                    seat=trick.winner,
                    card=card_text(winning, lang),
                    why=why,
                    points=trick.points,
                    unit=unit,
                    der=der,
                )
            )
    if holder is not None and not belote_counted and variant.belote_declared and result.score is not None:
        out.append(w["belote_unannounced"].format(seat=holder, variant=variant.id))
    if violation is not None and violation.phase == "play":
        out.extend(_play_violation(result, record, violation, lang, locate))
    elif result.status == "incomplete":
        count = sum(len(t.cards) for t in result.tricks)
        out.append(w["unfinished"].format(cards=count))
    return out


def _play_violation(
    result: CheckResult,
    record: DealRecord,
    violation: Violation,
    lang: Lang,
    locate: Callable[[str], str | None] | None,
) -> list[str]:
    w = words(lang)
    variant = result.variant
    out: list[str] = []
    trick_match = _TRICK.match(violation.place)
    number = int(trick_match[1]) + 1 if trick_match else len(result.tricks) + 1
    if violation.rule == "play.turn":
        out.append(w["bad_leader"].format(n=number, seat=violation.seat, leader=", ".join(violation.legal)))
        return out
    if violation.rule == "play.complete":
        out.append(w["short_trick"].format(n=number))
        return out
    located = violation_card(violation)
    if located is None or violation.seat is None:
        out.append(f"{_where(violation, lang, locate)}: {violation.message}.")
        return out
    trick_index, card_index = located
    try:
        position = position_at(record, variant, trick_index + 1, violation.seat)
    except CoachError:  # pragma: no cover - the check replayed the same deal to this card
        position = None
    bad_card = record.tricks[trick_index].plays[card_index].card
    plays = []
    if position is not None:
        for index, (seat, card) in enumerate(position.before):
            plays.append(w["leads" if index == 0 else "plays"].format(seat=seat, card=card_text(card, lang)))
        if plays:
            out.append(w["trick"].format(n=trick_index + 1, plays=", ".join(plays)))
    if violation.rule == "play.card-held" or position is None:
        message = w["not_held"].format(seat=violation.seat) if position is not None else violation.message
    else:
        message = why_not(position, violation.rule, lang)
    at = w["at"].format(where=locate(violation.place)) if locate and locate(violation.place) else ""
    out.append(
        w["bad_card"].format(
            n=trick_index + 1,
            k=card_index + 1,
            at=at,
            seat=violation.seat,
            card=card_text(bad_card, lang),
            message=message,
        )
    )
    out.append(
        "  "
        + w["rule_text"].format(heading=rule_heading(violation.rule, lang), text=rule_text(violation.rule))
    )
    if position is not None:
        out.append(
            "  "
            + w["could_play"].format(
                seat=violation.seat,
                hand=cards_text(position.hand, lang),
                allowed=cards_text(position.allowed, lang),
            )
        )
        refused = refusals(position)
        if refused:
            out.append("  " + w["why_not_head"])
            for refusal in refused:
                out.append(
                    f"    {cards_text(refusal.cards, lang)} — {rule_heading(refusal.rule, lang)}{w['colon']}"
                    f"{why_not(position, refusal.rule, lang)}."
                )
    return out


def _working(detail: str, value: int | bool | str, lang: Lang) -> str:
    """`own_total + contract = 124 + 110` and 234 -> `own_total + contract = 124 + 110 = 234`."""
    shown = _value(value, lang)
    if detail == shown or detail.endswith(f" = {shown}"):
        return detail
    return f"{detail} = {shown}"


def _score_story(result: CheckResult, lang: Lang) -> list[str]:
    w = words(lang)
    variant = result.variant
    score = result.score
    out = [w["h.score"]]
    if score is None:
        key = {"redeal": "no_score_redeal", "incomplete": "no_score_incomplete"}.get(
            result.status, "no_score_illegal"
        )
        out.append(w[key])
        if result.status == "illegal":
            out.append(w["stops"])
        if result.penalty is not None:
            out += penalty_lines(result.penalty, lang)
        return out
    lines = result.lines
    by_name: dict[str, list[ScoreLine]] = {}
    for line in lines:
        by_name.setdefault(line.name, []).append(line)
    cards = [
        f"{line.unit} {line.value} ({w['tricks_n'].format(n=line.detail.split()[0])})"
        for line in by_name.get("card points", [])
    ]
    if cards:
        out.append(w["card_points"].format(items=", ".join(cards)))
    for name, key in (("dix de der", "der_line"), ("belote", "belote_line"), ("discard", "discard_line")):
        items = [f"{line.unit} {line.value}" for line in by_name.get(name, [])]
        if items:
            capot = name == "dix de der" and any(line.value != variant.der_value for line in by_name[name])
            out.append(w["der_capot" if capot else key].format(items=", ".join(items)))
    annonces = [
        f"{line.detail.replace(' of ', ' de ' if lang == 'fr' else ' of ')} → {line.value}"
        for line in by_name.get("annonce", [])
    ]
    if annonces:
        out.append(w["annonces_line"].format(items="; ".join(annonces)))
    for line in lines:
        if (
            line.unit is None
            and line.rule == "score.contract-made"
            and line.name not in ("contract made", "case")
        ):
            out.append(f"{line.name} = {_working(line.detail, line.value, lang)}")
    made_line = next((line for line in lines if line.name == "contract made"), None)
    if made_line is not None:
        formula, _, numbers = made_line.detail.partition(" = ")
        working = f"{formula}{w['colon']}{numbers}" if numbers else formula
        out.append(w["made_q"].format(working=working, answer=w["made_yes" if score.made else "made_no"]))
    case = score.case
    out.append(w["case"].format(heading=rule_heading(case.rule, lang), description=case.description))
    for unit, _ in variant.teams:
        out.append(w["unit_score"].format(unit=unit))
        for line in lines:
            if line.unit != unit or line.rule in (
                "points.card-values",
                "points.dix-de-der",
                "points.belote",
                "points.discard",
                "points.annonces-strongest",
            ):
                continue
            if line.name == "rounded":
                if str(line.value) == _previous_score(lines, unit):
                    continue
                out.append(
                    "  "
                    + w["rounded"].format(
                        to=variant.rounding.to, value=_previous_score(lines, unit), rounded=line.value
                    )
                )
            elif line.name == "deal score":
                out.append(f"  {_working(line.detail, line.value, lang)}")
            else:
                out.append(f"  {line.name} = {_working(line.detail, line.value, lang)}")
    out.append(w["score"].format(scores=_scores(result.scores)))
    return out


def _previous_score(lines: Sequence[ScoreLine], unit: str) -> str:
    value = next((line.value for line in lines if line.unit == unit and line.name == "deal score"), "?")
    return str(value)


def _claim_story(result: CheckResult, lang: Lang) -> list[str]:
    w = words(lang)
    if result.claim is None or result.scores is None:
        return []
    claimed = _scores(result.claim)
    if result.claim_confirmed:
        return [w["claim_ok"].format(claimed=claimed)]
    return [w["claim_bad"].format(claimed=claimed, scores=_scores(result.scores))]


def verdict(result: CheckResult, lang: Lang, locate: Callable[[str], str | None] | None = None) -> str:
    """The one-line verdict in `lang`."""
    w = words(lang)
    scores = _scores(result.scores)
    if result.status == "illegal" and result.violation is not None:
        return w["v.illegal"].format(where=_where(result.violation, lang, locate), rule=result.violation.rule)
    if result.status == "wrong_claim":
        return w["v.wrong_claim"].format(scores=scores)
    if result.status == "redeal":
        return w["v.redeal"]
    if result.status == "incomplete":
        return w["v.incomplete"]
    made = result.score is not None and result.score.made
    return w["v.legal_made" if made else "v.legal_failed"].format(scores=scores)


def explain_deal(
    result: CheckResult,
    record: DealRecord,
    *,
    lang: Lang = "en",
    file: str | None = None,
    locate: Callable[[str], str | None] | None = None,
    derived: Sequence[str] = (),
    derived_from_rest: bool = False,
    unverifiable: Sequence[str] = (),
    notes: Sequence[str] = (),
) -> str:
    """The story of a checked deal (see the module docstring).

    `locate` turns a JSON path of the record into a place in the file it came from (``line 9,
    column 3`` for a deal in notation); `derived` names the seats whose hands were not written
    (from the play, or `derived_from_rest`: the cards the others leave) and `unverifiable` the rules
    that could therefore not be checked.
    """
    w = words(lang)
    variant = result.variant
    out: list[str] = []
    if file:
        out.append(w["file"].format(file=file))
    out.append(w["title"].format(id=variant.id, title=variant.title))
    if record.variant and record.variant != variant.id:
        out.append(w["record_variant"].format(named=record.variant, id=variant.id))
    if derived:
        out.append(w["derived_rest" if derived_from_rest else "derived"].format(seats=", ".join(derived)))
        if unverifiable:
            headings = "; ".join(rule_heading(rule, lang) for rule in unverifiable)
            out.append(w["unverifiable_rest" if derived_from_rest else "unverifiable"].format(rules=headings))
    sections = [
        _auction_story(result, record, lang, locate),
        _declarations(result, record, lang),
        _play_story(result, record, lang, locate),
        _score_story(result, lang) + _claim_story(result, lang),
    ]
    for section in sections:
        if section:
            out.append("")
            out.append(section[0])
            out.extend(section[1:])
    out.append("")
    out.append(f"{w['h.verdict']}{w['colon']}{verdict(result, lang, locate)}")
    for note in notes:
        out.append(w["note"].format(note=note))
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------------------------------
# A whole game


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]], right: set[int]) -> list[str]:
    widths = [max(len(str(row[i])) for row in [headers, *rows]) for i in range(len(headers))]

    def line(row: Sequence[str]) -> str:
        cells = [
            str(cell).rjust(widths[i]) if i in right else str(cell).ljust(widths[i])
            for i, cell in enumerate(row)
        ]
        return "  ".join(cells).rstrip()

    return [line(headers), *(line(row) for row in rows)]


def game_text(result: GameResult, lang: Lang = "en") -> str:
    """A game sheet settled: the deals, the running totals, the target and who won, and why."""
    w = words(lang)
    variant = result.variant
    units = [unit for unit, _ in variant.teams]
    game = variant.game
    rounding = variant.rounding
    out = [w["g.title"].format(id=variant.id, title=variant.title)]
    out.append(
        w["g.target"].format(
            target=result.target,
            win=w["g.win.reach" if game.win_on_reach else "g.win.exceed"],
            both=w[f"g.both.{game.both_reach_target}"],
            tie=w[f"g.tie.{game.exact_tie}"],
            rounding=w[f"g.round.{rounding.mode}"].format(to=rounding.to),
        )
    )
    out.append("")
    headers = [
        w["g.deal"],
        w["g.contract"],
        *units,
        "|",
        *(f"{unit} " + w["g.totals"].lower() for unit in units),
    ]
    rows = []
    notes: list[str] = []
    for deal in result.deals:
        if deal.contract is not None:
            label = f"{contract_text(deal.contract, lang)} {deal.contract.taker}"
        else:
            label = " ".join(part for part in (deal.contract_label, deal.taker_label) if part) or "—"
        scores = [str(deal.scores.get(unit, "")) for unit in units]
        totals = [str(deal.totals.get(unit, "")) for unit in units]
        rows.append([str(deal.number), label, *scores, "|", *totals])
        notes += [f"{w['g.deal']} {deal.number}: {note}" for note in deal.notes]
    right = {0, *range(2, 2 + len(units)), *range(3 + len(units), 3 + 2 * len(units))}
    out += _table(headers, rows, right)
    if notes:
        out.append("")
        out += [w["note"].format(note=note) for note in notes]
    out.append("")
    totals_text = ", ".join(f"{unit} {value}" for unit, value in result.totals.items())
    if rounding.mode == "final" and result.deals:
        out.append(w["g.final_round"].format(to=rounding.to, totals=totals_text))
    if result.status == "illegal_deal":
        out.append(result.problem or "")
    elif result.status in ("won", "shared") and result.decided_at is not None:
        deal_totals = result.deals[result.decided_at - 1].totals
        shown = ", ".join(f"{unit} {value}" for unit, value in deal_totals.items())
        winner = result.winners[0]
        why = {
            "single": w["g.why.single"].format(
                unit=winner, total=deal_totals[winner], target=result.target, deal=result.decided_at
            ),
            "higher": w["g.why.higher"].format(deal=result.decided_at, totals=shown),
            "taker": w["g.why.taker"].format(deal=result.decided_at, unit=winner, totals=shown),
            "shared": w["g.why.shared"].format(deal=result.decided_at, totals=shown),
        }[result.reason or "single"]
        if result.tie_deal is not None and result.tie_deal < result.decided_at:
            why = w["g.why.after_tie"].format(tie_deal=result.tie_deal) + "; " + why
        if result.status == "shared":
            out.append(w["g.shared"].format(winners=_join(list(result.winners), lang), why=why))
        else:
            out.append(w["g.winner"].format(winner=winner, why=why))
    elif result.status == "tie_pending":
        out.append(w["g.tie_pending"].format(rule=f"game.exact_tie: {game.exact_tie}"))
    else:
        out.append(w["g.unfinished"].format(target=result.target))
    if result.extra_deals:
        out.append(w["g.extra"].format(deals=", ".join(str(n) for n in result.extra_deals)))
    for what, claimed, actual, ok in result.claim_checks:
        key = f"g.claim_{'ok' if ok else 'bad'}_{what}"
        out.append(w[key].format(claimed=claimed, actual=actual))
    return "\n".join(out) + "\n"
