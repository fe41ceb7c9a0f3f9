"""The words of `refscore serve`'s pages, in French (first: the pages are for the table) and English.

Why a catalogue of its own: the pages' labels, buttons and headings are theirs alone; the answers
they show (the score in words, the duties of play, the verdict, the errors) come from the engine's
texts (`refscore.render.facts_text`, `refscore.render.legal_text`, `refscore.text.error_words`...).
"""

from __future__ import annotations

from refscore.base.langs import Lang

__all__ = ["SEAT_LABELS", "WEB_WORDS", "seat_label", "unit_label"]

#: Seats as a French table says them: Ouest is O (the engine's W).
SEAT_LABELS: dict[Lang, dict[str, str]] = {"fr": {"W": "O"}, "en": {}}


def seat_label(seat: str, lang: Lang) -> str:
    return SEAT_LABELS[lang].get(seat, seat)


def unit_label(unit: str, lang: Lang) -> str:
    """A side in the page's language: EW is EO in French (each seat letter said as a seat)."""
    if all(letter in "NESW" for letter in unit):
        return "".join(seat_label(letter, lang) for letter in unit)
    return unit


WEB_WORDS: dict[Lang, dict[str, str]] = {
    "fr": {
        "site": "refscore — l'arbitre de la coinche",
        "nav.score": "La marque",
        "nav.legal": "Que puis-je jouer ?",
        "nav.deal": "Vérifier une donne",
        "nav.sheet": "Feuille de marque",
        "nav.rules": "Nos règles",
        "switch": "English",
        "rules.now": "Règles : {title}",
        "page.score.title": "La marque",
        "page.score.lead": "Touchez le contrat, l'atout, le preneur… : "
        "la marque à écrire s'affiche avec sa règle.",
        "contract": "Contrat",
        "other_value": "Autre valeur",
        "bid.generale": "générale",
        "trump": "Atout",
        "taker": "Preneur",
        "coinche": "Coinché par",
        "surcoinche": "Surcoinché par",
        "nobody": "personne",
        "points": "Points faits par le camp du preneur (dix de der compris, sans la belote)",
        "page.points.each": "Points faits par chaque camp (dix de der compris, sans la belote)",
        "belote": "Belote tenue par",
        "annonces": "Annonces marquées",
        "capot": "Capot (tous les plis) fait par",
        "claim": "Ce que la table a écrit (facultatif, pour vérifier)",
        "more": "Surcoinche, capot, annonces, marque écrite",
        "line": "Ou la ligne en entier",
        "line.hint": "contree 100 cœur par Nord coinché par Est, NS 72 avec la belote de Nord",
        "compute": "Calculer la marque",
        "to_write": "À écrire :",
        "wrong_claim": "La marque écrite est fausse : voici la bonne.",
        "right_claim": "La marque écrite est juste.",
        "legal.title": "Que puis-je jouer ?",
        "legal.lead": "Votre main, le contrat et les cartes déjà sur la table : "
        "les cartes permises, et pourquoi.",
        "seat": "Je suis",
        "hand": "Ma main",
        "hand.hint": "V♠ 9♠ A♥ 10♥ 7♦",
        "hand.typed": "ou tapez-les",
        "table": "Sur la table, dans l'ordre",
        "table.hint": "N:9♠ E:R♥",
        "ask": "Que puis-je jouer ?",
        "allowed": "Vous pouvez jouer :",
        "page.deal.title": "Vérifier une donne",
        "page.deal.lead": "Collez une donne (.deal) ou envoyez un fichier JSON : verdict, pénalité, dessin.",
        "page.deal.text": "La donne (.deal ou JSON)",
        "page.deal.file": "Ou un fichier JSON",
        "page.deal.analyse": "Ajouter l'analyse double-mort (plus lent)",
        "check": "Vérifier",
        "picture": "La donne dessinée",
        "sheet.title": "Feuille de marque",
        "sheet.lead": "Une ligne par donne ; chaque ligne est vérifiée à l'entrée. "
        "Ajoutez « écrit NS 20 EO 362 » pour vérifier ce que la table a noté.",
        "sheet.lines": "Les donnes déjà notées (une par ligne)",
        "sheet.new": "Nouvelle donne",
        "add": "Ajouter la ligne",
        "sheet.next": "Partie suivante (ligne ---)",
        "sheet.refused": "Ligne refusée (la feuille reste comme avant) :",
        "sheet.too_long": "La feuille a déjà {n} lignes.",
        "rules.title": "Nos règles",
        "rules.lead": "Choisissez une variante livrée, ou collez le YAML de votre club : "
        "il sert sur toutes les pages.",
        "rules.shipped": "Variantes livrées",
        "rules.choose": "Jouer avec celle-ci",
        "rules.yaml": "Le YAML de votre club",
        "rules.file": "Ou un fichier YAML",
        "rules.check": "Vérifier et utiliser",
        "rules.ok": "Variante « {id} » valide : elle sert désormais sur toutes les pages.",
        "rules.book": "Le règlement",
        "rules.diff": "Comparer avec",
        "rules.compare": "Comparer",
        "error": "Impossible de lire :",
        "busy": "L'analyse n'a pas pu se faire :",
        "fingerprint": "Empreinte des règles : {fp}",
        "choose": "— choisir —",
    },
    "en": {
        "site": "refscore — the coinche referee",
        "nav.score": "Score",
        "nav.legal": "What may I play?",
        "nav.deal": "Check a deal",
        "nav.sheet": "Score sheet",
        "nav.rules": "Our rules",
        "switch": "Français",
        "rules.now": "Rules: {title}",
        "page.score.title": "Score",
        "page.score.lead": "Tap the contract, the trump, the taker…: the score to write shows with its rule.",
        "contract": "Contract",
        "other_value": "Other value",
        "bid.generale": "générale",
        "trump": "Trump",
        "taker": "Taker",
        "coinche": "Coinched by",
        "surcoinche": "Surcoinched by",
        "nobody": "nobody",
        "points": "Points the taker's side made (with the dix de der, without the belote)",
        "page.points.each": "Points each side made (with the dix de der, without the belote)",
        "belote": "Belote held by",
        "annonces": "Annonces scored",
        "capot": "Capot (every trick) made by",
        "claim": "What the table wrote (optional, to check it)",
        "more": "Surcoinche, capot, annonces, the written score",
        "line": "Or the whole line",
        "line.hint": "contree 100H by N coinche E points NS 72 belote N",
        "compute": "Score it",
        "to_write": "To write:",
        "wrong_claim": "The written score is wrong: here is the right one.",
        "right_claim": "The written score is right.",
        "legal.title": "What may I play?",
        "legal.lead": "Your hand, the contract and the cards already on the table: "
        "the cards you may play, and why.",
        "seat": "I am",
        "hand": "My hand",
        "hand.hint": "JS 9S AH 10H 7D",
        "hand.typed": "or type them",
        "table": "On the table, in order",
        "table.hint": "N:9S E:KH",
        "ask": "What may I play?",
        "allowed": "You may play:",
        "page.deal.title": "Check a deal",
        "page.deal.lead": "Paste a deal (.deal) or upload a JSON record: verdict, penalty, picture.",
        "page.deal.text": "The deal (.deal or JSON)",
        "page.deal.file": "Or a JSON file",
        "page.deal.analyse": "Add the double-dummy analysis (slower)",
        "check": "Check",
        "picture": "The deal drawn",
        "sheet.title": "Score sheet",
        "sheet.lead": "One line per deal; each line is checked as it is entered. Add “claim NS 20 EW 362” "
        "to check what the table wrote.",
        "sheet.lines": "The deals so far (one per line)",
        "sheet.new": "New deal",
        "add": "Add the line",
        "sheet.next": "Next game (line ---)",
        "sheet.refused": "Line refused (the sheet stays as it was):",
        "sheet.too_long": "The sheet already has {n} lines.",
        "rules.title": "Our rules",
        "rules.lead": "Choose a shipped variant, or paste your club's YAML: every page uses it.",
        "rules.shipped": "Shipped variants",
        "rules.choose": "Play with this one",
        "rules.yaml": "Your club's YAML",
        "rules.file": "Or a YAML file",
        "rules.check": "Check and use",
        "rules.ok": "Variant “{id}” is valid: every page now uses it.",
        "rules.book": "The rulebook",
        "rules.diff": "Compare with",
        "rules.compare": "Compare",
        "error": "Cannot read:",
        "busy": "The analysis could not run:",
        "fingerprint": "Rules fingerprint: {fp}",
        "choose": "— choose —",
    },
}
