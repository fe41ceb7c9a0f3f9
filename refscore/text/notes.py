"""The engine's notes (`CheckResult.notes`, a game deal's notes, a notation record's notes) in the
words of a language.

Why patterns: the engine writes each note once, in English, where it knows the facts; the French
outputs must not show them in English. Each pattern below matches one note the engine writes and
says it in French with the same numbers; a note it does not know (a note written on a game sheet by
the players themselves) is shown as it was written. A test walks the commands' outputs to catch a
note left in English.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from refscore.base.langs import Lang, seat_in

from .common import rule_title

__all__ = ["note_text"]

_CARD = re.compile(r"\b(10|[7-9JQKA])([SHDC])\b")
_RANK_FR = {"J": "V", "Q": "D", "K": "R"}
_SUIT = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_WHERE = (("trick", "pli"), ("card", "carte"), ("call", "parole"), ("claimed score", "score inscrit"))


def _where(text: str) -> str:
    for english, french in _WHERE:
        text = text.replace(english, french)
    return text


#: A seat or side in a note of the engine (`N, E, S, W`, `NS 0, EW 260`).
_SEAT_WORD = re.compile(r"(?<![\w.])(?:W|EW|WE)(?![\w.])")


def _seats(text: str) -> str:
    """Seats and sides as a French table writes them: W is O, EW is EO."""
    return _SEAT_WORD.sub(lambda found: seat_in(found.group(), "fr"), text)


def _cards(text: str) -> str:
    return _CARD.sub(lambda m: _RANK_FR.get(m[1], m[1]) + _SUIT[m[2]], text)


#: Sentences of the engine and how to say them in French: the first pattern that matches the whole
#: text gives the words (shared with `text.errors`).
Patterns = tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...]


def translate(text: str, patterns: Patterns) -> str | None:
    """`text` in French by the first of `patterns` that matches it; None when none does."""
    for pattern, say in patterns:
        match = pattern.match(text)
        if match:
            return say(match)
    return None


_FR: Patterns = (
    (
        re.compile(r"^everybody passed: the cards are redealt and nobody scores \(rule score\.redeal\)$"),
        lambda m: "tout le monde a passé : on redistribue et personne ne marque (règle score.redeal)",
    ),
    (
        re.compile(r"^the auction has not ended: nothing to score yet$"),
        lambda m: "les enchères ne sont pas finies : rien à marquer encore",
    ),
    (
        re.compile(
            r"^the play stops after (\d+) cards: legal so far, nothing to score yet \(rule play\.complete\)$"
        ),
        lambda m: (
            f"le jeu s'arrête après {m[1]} cartes : régulier jusque-là, rien à marquer encore "
            "(règle play.complete)"
        ),
    ),
    (
        re.compile(
            r"^(\S+) wins this deal and takes the (\d+) points held from the litige \(rule score\.litige\)$"
        ),
        lambda m: (
            f"{_seats(m[1])} gagne cette donne et prend les {m[2]} points mis de côté au litige "
            "(règle score.litige)"
        ),
    ),
    (
        re.compile(r"^nobody wins this deal outright: the (\d+) litige points stay held$"),
        lambda m: f"personne ne gagne nettement cette donne : les {m[1]} points du litige restent de côté",
    ),
    (
        re.compile(
            r"^litige: the takers' (\d+) points are held for the winner of the next (deal|contract)"
            r" \(rule score\.litige\)$"
        ),
        lambda m: (
            f"litige : les {m[1]} points du camp preneur sont mis de côté pour le gagnant "
            + ("de la donne suivante" if m[2] == "deal" else "du contrat suivant")
            + " (règle score.litige)"
        ),
    ),
    (
        re.compile(r"^another litige: the (\d+) points held stay held \(rule score\.litige\)$"),
        lambda m: f"nouveau litige : les {m[1]} points mis de côté y restent (règle score.litige)",
    ),
    (
        re.compile(r"^the contract is won by several defenders: the (\d+) points stay held$"),
        lambda m: f"plusieurs défenseurs gagnent le contrat : les {m[1]} points restent de côté",
    ),
    (
        re.compile(
            r"^the (takers make|defence beats) the contract: (\S+) takes the (\d+) points held"
            r" from the litige \(rule score\.litige\)$"
        ),
        lambda m: (
            ("le camp preneur remplit" if m[1] == "takers make" else "la défense fait chuter")
            + f" le contrat : {_seats(m[2])} prend les {m[3]} points mis de côté au litige "
            "(règle score.litige)"
        ),
    ),
    (
        re.compile(
            r"^(\S+) reach (-?\d+) only with the belote of this deal: a game does not end on a belote"
            r" \(game\.out_on_belote: forbidden\)$"
        ),
        lambda m: (
            f"{_seats(m[1])} n'atteint {m[2]} qu'avec la belote de cette donne : une partie ne se "
            "termine pas sur une belote (`game.out_on_belote: forbidden`)"
        ),
    ),
    (
        re.compile(
            r"^who took the last trick is not written; it does not change the score,"
            r" shown with (\S+) taking it$"
        ),
        lambda m: (
            "qui a fait le dernier pli n'est pas écrit ; cela ne change pas la marque, "
            f"montrée comme si {_seats(m[1])} l'avait fait"
        ),
    ),
    (
        re.compile(
            r"^warning: the record was scored under (\S+), the same rules as (\S+) under another name$"
        ),
        lambda m: (
            f"attention : la donne a été marquée sous {m[1]}, les mêmes règles que {m[2]} sous un autre nom"
        ),
    ),
    (
        re.compile(
            r"^warning: the record was scored under the rules (\S+), but it is judged under (\S+):"
            r" the rules differ, so the scores may too \(see `([^`]*)`\)$"
        ),
        lambda m: (
            f"attention : la donne a été marquée sous les règles {m[1]}, mais elle est jugée sous {m[2]} : "
            f"les règles diffèrent, les marques peuvent donc différer aussi (voir `{m[3]}`)"
        ),
    ),
    (
        re.compile(r"^rounded as the variant rounds each deal to (\d+): (.*) \(rule score\.rounding\)$"),
        lambda m: (
            f"arrondi, car la variante arrondit chaque donne à {m[1]} près : {m[2]} (règle score.rounding)"
        ),
    ),
    (
        re.compile(r"^deal (\d+) is illegal at (.*): .* \(rule ([a-z.-]+)\)$"),
        lambda m: f"la donne {m[1]} a une faute ({_where(m[2])}) : {rule_title(m[3], 'fr')} (règle {m[3]})",
    ),
    (
        re.compile(r"^deal (\d+) is incomplete: it cannot be scored \(rule play\.complete\)$"),
        lambda m: f"la donne {m[1]} est incomplète : elle ne peut pas être marquée (règle play.complete)",
    ),
    (
        re.compile(r"^deal (\d+) cannot be scored$"),
        lambda m: f"la donne {m[1]} ne peut pas être marquée",
    ),
    (
        re.compile(r"^the table wrote (.*); the rules give (.*)$"),
        lambda m: f"la table a inscrit {_seats(m[1])} ; les règles donnent {_seats(m[2])}",
    ),
    (
        re.compile(
            r"^the hand of (\S+) was not written: it holds the (\d+) cards the others leave"
            r" \(not verifiable: (.*)\)$"
        ),
        lambda m: (
            f"la main de {_seats(m[1])} n'a pas été écrite : elle contient les {m[2]} cartes que les "
            f"autres laissent (invérifiable : {m[3]})"
        ),
    ),
    (
        re.compile(
            r"^the hands of (.*) were not written: each holds the cards it plays, .*?"
            r"Not verifiable from the play alone: (.*?)\. The duties",
            re.S,
        ),
        lambda m: (
            f"les mains de {_seats(m[1])} n'ont pas été écrites : chacune contient les cartes que le "
            "joueur joue, retrouvées en rejouant les plis. Invérifiable à partir du seul jeu : "
            f"{m[2]}. Les obligations de jeu (fournir, couper, surcouper...) sont vérifiées."
        ),
    ),
)


def note_text(note: str, lang: Lang) -> str:
    """A note of the engine in `lang`; a note it does not know (written by the players on their
    sheet, in their own language) as written, between « » in French."""
    if lang == "en" or not note:
        return note
    said = translate(note, _FR)
    return _cards(said) if said is not None else f"« {note} »"
