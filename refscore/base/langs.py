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


def seat_in(seat: str, lang: Lang) -> str:
    """A seat or a side as the players of `lang` write it (`W`, `EW` are `O`, `EO` in French)."""
    return SEATS_FR.get(seat, seat) if lang == "fr" else seat


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
