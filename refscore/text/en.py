"""The English sentences of refscore's human outputs, by key (story, coach, game sheet, HTML page).

Why a module per language: the keys of every language must be the same (a test checks it,
`tests/test_translations.py`), and a translator works on one file. Placeholders in braces are
filled by `str.format`; the game's own words (belote, capot, dix de der, coinche...) stay French in
both languages.
"""

from __future__ import annotations

WORDS: dict[str, str] = {
    "sans_atout": "sans atout",
    "tout_atout": "tout atout",
    "coinched": "coinched",
    "surcoinched": "surcoinched",
    "rule": "rule",
    "semicolon": "; ",
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
        "Contract: {contract} by {taker}, for {side}; {coinche} (multiplier {mult}, rule score.multiplier)."
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
    "win.suit_ta": ("the highest card in {suit}, the suit led, in the order J 9 A 10 K Q 8 7 of tout atout"),
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
    "why.overtrump_partner": ("trumping over his partner {who}'s {card}, {seat} must go over it when he can"),
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
    "g.why.taker": ("both sides passed the target at deal {deal}; the taking side, {unit}, wins ({totals})"),
    "g.why.shared": "both sides passed the target at deal {deal} with equal totals ({totals})",
    "g.why.after_tie": "after the exact tie at deal {tie_deal}, one more deal was played",
    "g.extra": "Deals {deals} come after the end of the game: they do not count.",
    "g.claim_ok_totals": "The totals written on the sheet ({claimed}) are right.",
    "g.claim_bad_totals": "The sheet says {claimed}, but the rules give {actual}.",
    "g.claim_ok_winner": "The winner written on the sheet ({claimed}) is right.",
    "g.claim_bad_winner": "The sheet names {claimed} as the winner, but the rules give {actual}.",
    "g.final_round": "Totals rounded to the nearest {to}: {totals} (rule score.rounding).",
    # the score in words (text/score_words.py)
    "sw.contract": "contract of {contract} by {taker}{side}",
    "sw.trump": "trump {contract}, taken by {taker}{side}",
    "sw.made": "made",
    "sw.failed": "failed (dedans)",
    "sw.litige": "litige",
    "sw.have.p": "{side} have {points} points",
    "sw.have.s": "{side} has {points} points",
    "sw.needed_contract": "{contract} were needed",
    "sw.needed_both": "{contract} and more than the defence ({defence}) were needed",
    "sw.needed_more": "more than the defence ({defence}) was needed",
    "sw.needed_all": "every trick was needed",
    "sw.scores.p": "{unit} score {working}",
    "sw.scores.s": "{unit} scores {working}",
    "sw.keeps_belote.p": "{unit} keep their belote ({value})",
    "sw.keeps_belote.s": "{unit} keeps his belote ({value})",
    "sw.rounded": "{value}, rounded to {rounded}",
    "h.in_words": "In words",
    "h.detail": "In detail (the variant's formulas)",
}

#: The labels of the HTML picture (`refscore.html`).
LABELS: dict[str, str] = {
    "deal": "Deal",
    "hands": "The hands",
    "dealer": "dealer",
    "first": "speaks first",
    "chien": "Chien",
    "discard": "Discard",
    "auction": "The auction",
    "contract": "Contract",
    "play": "The play",
    "trick": "Trick",
    "lead": "Lead",
    "winner": "Winner",
    "points": "Points",
    "wins": "wins the trick",
    "illegal": "not allowed",
    "violation": "The illegal action",
    "allowed": "Allowed there",
    "why_not": "Why not the others",
    "score": "The score",
    "unit": "Side",
    "item": "Item",
    "value": "Value",
    "rule": "Rule",
    "working": "Working",
    "deal_total": "deal",
    "notes": "Notes",
    "generated": "Made by refscore {version} from the rules of spec/rules.md.",
    "no_tricks": "No card was played.",
    "no_score": "No score.",
}
