"""A `RefscoreError` (unusable input, schema violation, unknown variant...) in the words of a language.

Why patterns: the engine and the CLI write each error once, in English, where they know the facts
(refscore/base/errors.py builds the English line); a user who asked for French must not read it in
English. Each pattern below matches one message (or one `expected` text) and says it in French,
keeping the quoted values, paths and JSON paths as they are. A message it does not know is shown
as it was written, between « » (as refscore/text/notes.py does for the notes), so nothing is lost.
English is the error's own `str()`, unchanged: tests and scripts read it.
"""

from __future__ import annotations

import re

from refscore.base.error_sentences import ERRORS_FR
from refscore.base.errors import ENGLISH, Frame, RefscoreError, frame_error
from refscore.base.langs import Lang
from refscore.text.notes import Patterns, translate
from refscore.text.web import WEB_ERROR_EXPECTED, WEB_ERROR_MESSAGES

__all__ = ["error_text"]


#: The words of the operating system (`strerror`) and of Python's JSON reader the messages quote.
_REASONS = {
    "No such file or directory": "fichier introuvable",
    "Permission denied": "permission refusée",
    "Is a directory": "c'est un dossier",
    "not UTF-8 text": "pas du texte UTF-8",
    "Expecting value": "valeur attendue",
    "Unterminated string starting at": "chaîne non terminée",
    "Expecting property name enclosed in double quotes": "nom de propriété entre guillemets attendu",
    "Expecting ',' delimiter": "séparateur ',' attendu",
    "Expecting ':' delimiter": "séparateur ':' attendu",
    "Extra data": "données en trop après la fin",
    "Invalid control character at": "caractère de contrôle interdit",
}


#: The kinds of file `refscore.load.reader` names when it refuses one.
_KINDS = {
    "a directory": "un dossier",
    "a FIFO": "une FIFO",
    "a character device": "un périphérique caractère",
    "a block device": "un périphérique bloc",
    "a socket": "une socket",
    "an unusual file": "un fichier inhabituel",
}


def _reason(text: str) -> str:
    return _REASONS.get(text, f"« {text} »")


def _message(m: re.Match[str], group: int = 1) -> str:
    """A sub-message (after `variant 'x': `) translated in its turn."""
    return _translate(m[group], _MESSAGES)


_MESSAGES: Patterns = (
    (re.compile(r"^variant ('[^']*'): (.*)$", re.S), lambda m: f"variante {m[1]} : {_message(m, 2)}"),
    (re.compile(r"^at ([^\s:]+): (.*)$", re.S), lambda m: f"à {m[1]} : {_message(m, 2)}"),
    (
        re.compile(r"^cannot read the file: (.*)$"),
        lambda m: f"impossible de lire le fichier : {_reason(m[1])}",
    ),
    (
        re.compile(r"^cannot read variant file: (.*)$"),
        lambda m: f"impossible de lire la variante : {_reason(m[1])}",
    ),
    (
        re.compile(r"^cannot read the parent variant file ('[^']*'): (.*)$"),
        lambda m: f"impossible de lire la variante parente {m[1]} : {_reason(m[2])}",
    ),
    (re.compile(r"^the file is empty$"), lambda m: "le fichier est vide"),
    (re.compile(r"^a path with a NUL byte in it$"), lambda m: "un chemin qui contient un octet NUL"),
    (
        re.compile(r"^the sheet takes longer than its time budget$"),
        lambda m: "la feuille prend plus que le temps accordé",
    ),
    (
        re.compile(r"^(\S+) is not a whole number as written$"),
        lambda m: f"{m[1]} n'est pas écrit en nombre entier",
    ),
    (
        re.compile(r"^not a regular file \((.*)\)$"),
        lambda m: f"pas un fichier ordinaire ({_KINDS.get(m[1], m[1])})",
    ),
    (
        re.compile(r"^not a file that can be read \((.*)\)$"),
        lambda m: f"pas un fichier qui se lit ({_KINDS.get(m[1], m[1])})",
    ),
    (re.compile(r"^nothing came for (\S+) seconds$"), lambda m: f"rien n'est venu en {m[1]} secondes"),
    (
        re.compile(r"^nobody read the FIFO for (\S+) seconds$"),
        lambda m: f"personne n'a lu la FIFO en {m[1]} secondes",
    ),
    (
        re.compile(r"^the output is a file this command reads$"),
        lambda m: "la sortie est un fichier que la commande lit",
    ),
    (
        re.compile(r"^the output is the input file (.*)$"),
        lambda m: f"la sortie est le fichier d'entrée {m[1]}",
    ),
    (re.compile(r"^a number of (\d+) digits$"), lambda m: f"un nombre de {m[1]} chiffres"),
    (
        re.compile(r"^(.*) is not a bid of this variant$"),
        lambda m: f"{m[1]} n'est pas une enchère de cette variante",
    ),
    (
        re.compile(r"^(.*) is not a special bid here$"),
        lambda m: f"{m[1]} n'est pas une enchère spéciale ici",
    ),
    (
        re.compile(r"^the contract value is not a number or a special bid$"),
        lambda m: "la valeur du contrat n'est ni un nombre ni une enchère spéciale",
    ),
    (
        re.compile(
            r"^the search took more than (\S+) seconds \((\S+) distinct lines, (\S+) rule sets tried\)$"
        ),
        lambda m: (
            f"la recherche a pris plus de {m[1]} secondes "
            f"({m[2]} lignes distinctes, {m[3]} jeux de règles essayés)"
        ),
    ),
    (re.compile(r"^file too large$"), lambda m: "fichier trop gros"),
    (re.compile(r"^not valid JSON: (.*)$"), lambda m: f"JSON invalide : {_reason(m[1])}"),
    (re.compile(r"^not valid YAML: (.*)$", re.S), lambda m: f"YAML invalide : « {m[1]} »"),
    (
        re.compile(r"^not UTF-8 text \(byte (\d+) is (0x[0-9a-f]{2})\)$"),
        lambda m: f"pas du texte UTF-8 (l'octet {m[1]} vaut {m[2]})",
    ),
    (re.compile(r"^duplicate key (.*)$"), lambda m: f"clé en double : {m[1]}"),
    (re.compile(r"^(.*) is a required property$"), lambda m: f"la propriété {m[1]} est obligatoire"),
    (re.compile(r"^(.*) is not of type (.*)$"), lambda m: f"{m[1]} n'est pas du type {m[2]}"),
    (
        re.compile(r"^Additional properties are not allowed \((.*) (?:was|were) unexpected\)$"),
        lambda m: f"propriétés supplémentaires interdites ({m[1]} inattendu)",
    ),
    (re.compile(r"^(.*) is not one of (.*)$", re.S), lambda m: f"{m[1]} n'est pas une des valeurs {m[2]}"),
    (re.compile(r"^(.*) does not match (.*)$", re.S), lambda m: f"{m[1]} ne suit pas le motif {m[2]}"),
    (
        re.compile(r"^(.*) is greater than the maximum of (.*)$"),
        lambda m: f"{m[1]} dépasse le maximum {m[2]}",
    ),
    (re.compile(r"^(.*) is less than the minimum of (.*)$"), lambda m: f"{m[1]} est sous le minimum {m[2]}"),
    (re.compile(r"^(.*) is not an integer$"), lambda m: f"{m[1]} n'est pas un entier"),
    (re.compile(r"^(.*) is not a card$"), lambda m: f"{m[1]} n'est pas une carte"),
    (
        re.compile(r"^(\S+) is (dealt|played) twice \(also at (\S+)\)$"),
        lambda m: f"{m[1]} est {'distribuée' if m[2] == 'dealt' else 'jouée'} deux fois (aussi en {m[3]})",
    ),
    (re.compile(r"^the hand of (\S+) has (\d+) cards?$"), lambda m: f"la main de {m[1]} a {m[2]} carte(s)"),
    (re.compile(r"^unknown variant (.*)$"), lambda m: f"variante inconnue {m[1]}"),
    (re.compile(r"^unknown parent variant (.*)$"), lambda m: f"variante parente inconnue {m[1]}"),
    (re.compile(r"^unknown seat (.*)$"), lambda m: f"place inconnue {m[1]}"),
    (re.compile(r"^the path (.*) leads outside (.*)$"), lambda m: f"le chemin {m[1]} sort de {m[2]}"),
    (
        re.compile(r"^no variant: the record names none and --variant was not given$"),
        lambda m: "aucune variante : la donne n'en nomme aucune et --variant n'est pas donné",
    ),
    (
        re.compile(r"^YAML anchors and aliases are not allowed in variant files$"),
        lambda m: "les ancres et alias YAML sont interdits dans les fichiers de variante",
    ),
    (
        re.compile(
            r"^result out of range: (.*) at column (\d+) of ('.*'(?:\.\.\.)?); formulas compute whole numbers"
            r" of at most ([\d,]+) in size( for every deal)?$",
            re.S,
        ),
        lambda m: (
            f"résultat hors limites : {m[1]} à la colonne {m[2]} de {m[3]} ; les formules calculent des "
            f"nombres entiers d'au plus {m[4].replace(',', ' ')} en valeur absolue"
            + (" pour chaque donne" if m[5] else "")
        ),
    ),
    (
        re.compile(r"^division by zero at column (\d+) of ('.*'); the divisor ('.*') is 0$", re.S),
        lambda m: f"division par zéro à la colonne {m[1]} de {m[2]} ; le diviseur {m[3]} vaut 0",
    ),
    (re.compile(r"^--explain tells one deal$"), lambda m: "--explain raconte une seule donne"),
    (
        re.compile(r"^--format jsonl and -o need JSON Lines input$"),
        lambda m: "--format jsonl et -o demandent une entrée JSON Lines",
    ),
    (re.compile(r"^--explain tells the deal as text$"), lambda m: "--explain raconte la donne en texte"),
    (
        re.compile(r"^with DEAL give --trick and --seat, and no situation options$"),
        lambda m: "avec `DEAL`, donnez `--trick` et `--seat`, et aucune option de situation",
    ),
    (
        re.compile(
            r"^--trick N goes with a DEAL file; a situation gives the cards on the table \(--table\)$"
        ),
        lambda m: (
            "`--trick N` va avec un fichier `DEAL` ; une situation donne les cartes sur la table (`--table`)"
        ),
    ),
    (
        re.compile(r"^--situation FILE or the options --seat, --hand, --contract, --table, not both$"),
        lambda m: (
            "`--situation FICHIER` ou les options `--seat`, `--hand`, `--contract`, `--table`, pas les deux"
        ),
    ),
    (
        re.compile(r"^give DEAL, or --situation FILE, or at least --seat, --hand and --contract$"),
        lambda m: "donnez `DEAL`, ou `--situation FICHIER`, ou au moins `--seat`, `--hand` et `--contract`",
    ),
    (
        re.compile(r"^no variant: give --variant, or `variant` in the situation$"),
        lambda m: "aucune variante : donnez --variant, ou `variant` dans la situation",
    ),
)

_EXPECTED: Patterns = (
    (re.compile(r"^a readable file$"), lambda m: "un fichier lisible"),
    (
        re.compile(r"^a file name \(names never hold the NUL character\)$"),
        lambda m: "un nom de fichier (un nom ne contient jamais le caractère NUL)",
    ),
    (
        re.compile(r"^a regular file \(FIFOs, devices and sockets are never opened\)$"),
        lambda m: "un fichier ordinaire (FIFO, périphériques et sockets ne sont jamais ouverts)",
    ),
    (
        re.compile(r"^a regular file, a pipe or a character device$"),
        lambda m: "un fichier ordinaire, un tube ou un périphérique caractère",
    ),
    (
        re.compile(r"^a pipe or FIFO that someone writes to$"),
        lambda m: "un tube ou une FIFO où quelqu'un écrit",
    ),
    (re.compile(r"^a FIFO with a reader at the other end$"), lambda m: "une FIFO lue à l'autre bout"),
    (
        re.compile(r"^an output file other than the input \(it would be destroyed\)$"),
        lambda m: "un fichier de sortie autre que l'entrée (elle serait détruite)",
    ),
    (re.compile(r"^at most (\d+) digits$"), lambda m: f"au plus {m[1]} chiffres"),
    (
        re.compile(r"^a smaller sheet, or a larger --max-seconds$"),
        lambda m: "une feuille plus petite, ou un --max-seconds plus grand",
    ),
    (
        re.compile(r"^an integer written without a fraction or an exponent \(124, not 124\.0\)$"),
        lambda m: "un entier écrit sans virgule ni exposant (124, pas 124.0)",
    ),
    (
        re.compile(r"^a bid from (\d+) to (\d+) by (\d+)(, or .*)?$"),
        lambda m: f"une enchère de {m[1]} à {m[2]} par {m[3]}" + (f", ou {m[4][5:]}" if m[4] else ""),
    ),
    (
        re.compile(r"^a smaller space or sheet, fewer --max-changes, or a larger --max-seconds$"),
        lambda m: (
            "un espace ou une feuille plus petits, moins de --max-changes, ou un --max-seconds plus grand"
        ),
    ),
    (re.compile(r"^a readable variant YAML file$"), lambda m: "un fichier YAML de variante lisible"),
    (re.compile(r"^at most (\d+) bytes$"), lambda m: f"au plus {m[1]} octets"),
    (re.compile(r"^a JSON object \(a deal record\)$"), lambda m: "un objet JSON (une donne enregistrée)"),
    (re.compile(r"^a UTF-8 text file$"), lambda m: "un fichier texte UTF-8"),
    (
        re.compile(r"^each key once in an object \(JSON readers differ on which one wins\)$"),
        lambda m: "chaque clé une seule fois par objet (les lecteurs JSON ne gardent pas tous la même)",
    ),
    (re.compile(r"^each of the 32 cards once$"), lambda m: "chacune des 32 cartes une fois"),
    (re.compile(r"^(\d+) cards$"), lambda m: f"{m[1]} cartes"),
    (
        re.compile(r"^a record as described in (\S+)$"),
        lambda m: f"une donne enregistrée comme la décrit {m[1]}",
    ),
    (re.compile(r"^a value allowed by (\S+)$"), lambda m: f"une valeur permise par {m[1]}"),
    (
        re.compile(r"^a whole number written without a fraction or exponent \((\S+), not (\S+)\)$"),
        lambda m: f"un nombre entier écrit sans partie décimale ni exposant ({m[1]}, pas {m[2]})",
    ),
    (re.compile(r"^numbers of a reasonable size$"), lambda m: "des nombres de taille raisonnable"),
    (re.compile(r"^one of the seats of (\S+): (.*)$"), lambda m: f"une des places de {m[1]} : {m[2]}"),
    (
        re.compile(
            r"^a file below the folder of the file that names it, or a folder given with (`[^`]*`)"
            r" \(or (`[^`]*`)\); see (\S+)$"
        ),
        lambda m: (
            "un fichier sous le dossier du fichier qui le nomme, "
            f"ou un dossier donné par {m[1]} (ou {m[2]}) ; voir {m[3]}"
        ),
    ),
    (
        re.compile(r"^a shipped variant \((.*)\) or a path to a \.yaml file$"),
        lambda m: f"une variante fournie ({m[1]}) ou le chemin d'un fichier .yaml",
    ),
    (
        re.compile(
            r"^a card: a rank \(7 8 9 10 T J Q K A, or French V D R\) followed by a suit"
            r" \(S H D C, ♠ ♥ ♦ ♣, or French P K T\), e\.g\. (.*)$"
        ),
        lambda m: (
            "une carte : une hauteur (7 8 9 10 T J Q K A, ou en français V D R) suivie d'une couleur "
            f"(S H D C, ♠ ♥ ♦ ♣, ou en français P K T), par exemple {m[1]}"
        ),
    ),
    (
        re.compile(r"^a formula of (\S+) over the names of (\S+)$"),
        lambda m: f"une formule de {m[1]} sur les noms de {m[2]}",
    ),
    (
        re.compile(r"^formulas that never divide by zero and stay within the bounds of (\S+)$"),
        lambda m: f"des formules qui ne divisent jamais par zéro et restent dans les bornes de {m[1]}",
    ),
    (
        re.compile(r"^formulas whose values stay within the bounds of (\S+)$"),
        lambda m: f"des formules dont les valeurs restent dans les bornes de {m[1]}",
    ),
    (re.compile(r"^one YAML mapping$"), lambda m: "un seul dictionnaire YAML"),
    (
        re.compile(r"^plain values; use (`extends:`) to reuse another variant$"),
        lambda m: f"des valeurs simples ; {m[1]} pour reprendre une autre variante",
    ),
    (
        re.compile(r"^--variant NAME\|FILE, or a `variant` field$"),
        lambda m: "--variant NOM|FICHIER, ou un champ `variant`",
    ),
    (re.compile(r"^a \.json or \.deal file$"), lambda m: "un fichier .json ou .deal"),
    (re.compile(r"^a \.jsonl file or -$"), lambda m: "un fichier .jsonl ou -"),
    (re.compile(r"^--explain or --format json$"), lambda m: "--explain ou --format json"),
    (re.compile(r"^see (`[^`]*`)$"), lambda m: f"voir {m[1]}"),
    (re.compile(r"^a situation of (\S+)$"), lambda m: f"une situation de {m[1]}"),
)

# the web shell's messages (`refscore serve`), worded beside its pages
_MESSAGES = (*_MESSAGES, *WEB_ERROR_MESSAGES)
_EXPECTED = (*_EXPECTED, *WEB_ERROR_EXPECTED)

_PLACE = re.compile(r"^byte (\d+)$")
#: The French words around a message (`refscore.base.errors.Frame`).
FRENCH = Frame(
    lead="refscore : erreur : ",
    at="à {place}",
    sep=" : ",
    expected=" ; attendu : {expected}",
    rule=" (règle {rule})",
)
#: The frame of a place that says its own preposition ("au mot 3" of a facts line).
_AT_WORD = Frame(lead=FRENCH.lead, at="{place}", sep=FRENCH.sep, expected=FRENCH.expected, rule=FRENCH.rule)
_WORD = re.compile(r"^word (\d+)$")
#: What stands for a file where there is none (`refscore legal --seat ...`).
_FILES = {"the options": "les options", "(facts)": "(faits)"}


def _translate(text: str, patterns: Patterns) -> str:
    """`text` in French, or as written between « » when no pattern knows it (as `note_text` does)."""
    said = translate(text, patterns)
    return said if said is not None else f"« {text} »"


def error_text(error: RefscoreError, lang: Lang) -> str:
    """The line the CLI prints for `error`, `refscore: error: ...`, in `lang`: the frame of
    `RefscoreError.render` (`refscore.base.errors.frame_error`) around the message, with French words
    and punctuation in French."""
    if lang == "en":
        return f"{ENGLISH.lead}{error}"
    byte = _PLACE.match(error.place or "")
    word = _WORD.match(error.place or "")
    message = _translate(error.message, _MESSAGES)
    expected = _translate(error.expected, _EXPECTED) if error.expected else None
    if error.said is not None:
        message = ERRORS_FR[error.said[0]].format(**error.said[1])
    if error.said_expected is not None:
        expected = ERRORS_FR[error.said_expected[0]].format(**error.said_expected[1])
    return FRENCH.lead + frame_error(
        message,
        file=_FILES.get(error.file, error.file) if error.file else None,
        place=f"l'octet {byte[1]}" if byte else (f"au mot {word[1]}" if word else error.place),
        expected=expected,
        rule=error.rule,
        frame=_AT_WORD if word else FRENCH,
    )
