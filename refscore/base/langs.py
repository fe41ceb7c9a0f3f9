"""The languages refscore tells a deal in (`explain`, `legal`, `render`, `game`, `check --explain`).

Why a module of its own: the command line lists them in its `--lang` options, and must be able to
build those options, for `refscore --help` say, without loading the explainer and the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

Lang = Literal["en", "fr"]
LANGS: tuple[Lang, ...] = ("en", "fr")
#: Seats and sides a French table writes otherwise: W is O (Ouest), EW is EO.
SEATS_FR = {"W": "O", "EW": "EO", "WE": "OE"}
#: The words of a violation's place (`refscore.base.places`, "trick 3, card 2") a French table says.
PLACES_FR = (
    ("claimed score", "score inscrit"),
    ("the turned card", "la carte retournée"),
    ("discard", "écart"),
    ("trick", "pli"),
    ("card", "carte"),
    ("call", "parole"),
)


class SeatWord(str):
    """A seat or a side named in a sentence of the catalogues (`refscore.base.errors.sentence`): the
    string is the record's name (`W`, `EW`), which the English says; the French renderer says it as a
    French table writes it (`O`, `EO`). Why a type: a parameter's name cannot tell a seat of the
    table from a seat quoted from the user's input, which stays as written."""


class PlaceWord(str):
    """A violation's place for people (`trick 3, card 2`, `call 4`) named in a sentence of the
    catalogues; the French renderer says it in French (`pli 3, carte 2`)."""


class RuleTitle(str):
    """A rule id whose title a sentence of the catalogues reads in French only (the English sentence
    gives the engine's own words for the breach)."""


def seat_in(seat: str, lang: Lang) -> str:
    """A seat or a side as the players of `lang` write it (`W`, `EW` are `O`, `EO` in French)."""
    return SEATS_FR.get(seat, seat) if lang == "fr" else seat


def place_in(place: str, lang: Lang) -> str:
    """A violation's place (`trick 3, card 2`) as the players of `lang` say it (`pli 3, carte 2`)."""
    if lang == "fr":
        for english, french in PLACES_FR:
            place = place.replace(english, french)
    return place


def lang_of_locale(environ: Mapping[str, str]) -> Lang:
    """The language the user's locale asks for: French when the first of `LC_ALL`, `LC_MESSAGES`
    and `LANG` that is set (POSIX's order) starts with `fr` (`fr_FR.UTF-8`, `fr_CA`), else English.

    Why a parameter rather than `os.environ`: the engine does no I/O; the command line passes its
    environment, and a test passes a dict."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    return "en"
