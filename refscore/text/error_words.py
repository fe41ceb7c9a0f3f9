"""A `RefscoreError` (unusable input, schema violation, unknown variant...) in the words of a language.

Why keys: the engine raises each error with a sentence of the catalogues (`refscore.base.errors.Said`,
`ERRORS_EN` / `ERRORS_FR` of `refscore.base.error_sentences`) and its parameters; English is the
error's own `str()`, unchanged (tests and scripts read it), and French is the French sentence of the
same key, its nested sentences (a variant's error around a formula's) in French too. Nothing here
rewrites an English sentence of refscore's. What stays a table is the words of the operating system
and of Python's JSON reader that a message quotes (`_REASONS`: `strerror`, `json` messages), which
are not refscore's sentences. A text given without a key is shown as it was written, between « ».
"""

from __future__ import annotations

import re
import string

from refscore.base.error_sentences import ERRORS_FR
from refscore.base.errors import ENGLISH, Frame, RefscoreError, Said, frame_error
from refscore.base.langs import Lang, PlaceWord, RuleTitle, SeatWord, place_in, seat_in

__all__ = ["error_text", "french", "said_in"]


#: The words of the operating system (`strerror`) and of Python's JSON reader the messages quote.
_REASONS = {
    "No such file or directory": "fichier introuvable",
    "Permission denied": "permission refusée",
    "Is a directory": "c'est un dossier",
    "Expecting value": "valeur attendue",
    "Unterminated string starting at": "chaîne non terminée",
    "Expecting property name enclosed in double quotes": "nom de propriété entre guillemets attendu",
    "Expecting ',' delimiter": "séparateur ',' attendu",
    "Expecting ':' delimiter": "séparateur ':' attendu",
    "Extra data": "données en trop après la fin",
    "Invalid control character at": "caractère de contrôle interdit",
}


def _reason(text: object) -> str:
    """The words of the operating system or of Python's JSON reader in French, or as written
    between « » when the table does not know them."""
    return _REASONS.get(str(text), f"« {text} »")


def _param(name: str, value: object) -> object:
    """A parameter of a sentence as the French sentence shows it: a nested sentence or error in
    French, a seat or side of the table as a French table writes it (`SeatWord`), a place and a
    rule's title in French (`PlaceWord`, `RuleTitle`), the words of the operating system (a
    parameter named `reason`) from `_REASONS`."""
    if isinstance(value, Said):
        return french(value)
    if isinstance(value, SeatWord):
        return seat_in(value, "fr")
    if isinstance(value, PlaceWord):
        return place_in(value, "fr")
    if isinstance(value, RuleTitle):
        from refscore.text.common import rule_title  # (the rules' French titles: read when needed)

        return rule_title(value, "fr")
    if isinstance(value, RefscoreError):
        return _framed(value, FRENCH)
    said = getattr(value, "said", None)
    if isinstance(said, Said):  # an error of a lower layer that says its sentence (a formula's)
        return french(said)
    if isinstance(value, BaseException) and len(value.args) == 1 and isinstance(value.args[0], Said):
        return french(value.args[0])  # an error raised with a sentence (a protocol's, a timeout's)
    if name == "reason":
        return _reason(value)
    return value


class _FrenchFormatter(string.Formatter):
    """`str.format` with digits grouped the French way: `{n:,}` writes 1 000 000, not 1,000,000."""

    def format_field(self, value: object, format_spec: str) -> str:
        text = str(super().format_field(value, format_spec))
        return text.replace(",", " ") if "," in format_spec else text


_FORMATTER = _FrenchFormatter()


def french(text: str) -> str:
    """`text` in French: a sentence of the catalogues (`Said`) from `ERRORS_FR` by its key, with
    its parameters in French too; any other text as written, between « » (as `note_text` does)."""
    if isinstance(text, Said):
        params = {name: _param(name, value) for name, value in text.params.items()}
        return _FORMATTER.format(ERRORS_FR[text.key], **params)
    return f"« {text} »"


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
#: A word of a line inside a file's place (`$.deals[2].facts, word 1`: a game sheet's facts line).
_INNER_WORD = re.compile(r"^(.*), word (\d+)$")
#: What stands for a file where there is none (`refscore legal --seat ...`).
_FILES = {"the options": "les options", "(facts)": "(faits)"}


def _framed(error: RefscoreError, frame: Frame) -> str:
    """The error's line without its lead, in French (`frame` is `FRENCH` or `_AT_WORD`)."""
    byte = _PLACE.match(error.place or "")
    word = _WORD.match(error.place or "")
    inner = _INNER_WORD.match(error.place or "")
    place = f"{inner[1]}, au mot {inner[2]}" if inner else error.place
    return frame_error(
        french(error.message),
        file=_FILES.get(error.file, error.file) if error.file else None,
        place=f"l'octet {byte[1]}" if byte else (f"au mot {word[1]}" if word else place),
        expected=french(error.expected) if error.expected else None,
        rule=error.rule,
        frame=_AT_WORD if word else frame,
    )


def said_in(error: BaseException, lang: Lang) -> str:
    """`str(error)` in `lang`, without the lead: a `RefscoreError` framed in French, another error
    whose text is a sentence of the catalogues (`Said`) in French, any other as it is."""
    if lang == "en":
        return str(error)
    if isinstance(error, RefscoreError):
        return _framed(error, FRENCH)
    text = error.args[0] if len(error.args) == 1 else None
    return french(text) if isinstance(text, Said) else str(error)


def error_text(error: RefscoreError, lang: Lang) -> str:
    """The line the CLI prints for `error`, `refscore: error: ...`, in `lang`: the frame of
    `RefscoreError.render` (`refscore.base.errors.frame_error`) around the message, with French words
    and punctuation in French."""
    if lang == "en":
        return f"{ENGLISH.lead}{error}"
    return FRENCH.lead + _framed(error, FRENCH)
