"""The engine's notes (`CheckResult.notes`, a game deal's notes, a notation record's notes) in the
words of a language.

Why by key: the engine writes each note where it knows the facts, as a sentence of the catalogues
(`sentence("note.redeal")`, `refscore.base.error_sentences`): the string is its English, which the
JSON outputs carry, and a French reader gets the French sentence of the same key with the same
parameters, its seats and sides as a French table writes them (`SeatWord`). A note the engine did
not write (a note written on a game sheet by the players themselves) is shown as it was written.
"""

from __future__ import annotations

from refscore.base.langs import Lang

from .error_words import french

__all__ = ["note_text"]


def note_text(note: str, lang: Lang) -> str:
    """A note of the engine in `lang`; a note it did not write (the players' own, in their own
    language) as written, between « » in French."""
    return note if lang == "en" or not note else french(note)
