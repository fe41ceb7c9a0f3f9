"""The `--lang` option of the commands that speak: its default from the locale, and its refusal
where it would have no effect.

Why refuse: `check --format json --lang fr` would silently print the same JSON as without it; a user
who asked for French must hear that JSON has no language (exit status 2), not guess it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TypeVar

import click

from refscore.base.langs import LANGS, Lang, lang_of_locale

F = TypeVar("F", bound=Callable[..., object])


def lang_option(what: str = "the text") -> Callable[[F], F]:
    """`--lang en|fr`: the language of `what`; by default the locale's (LC_ALL, LC_MESSAGES, LANG)."""
    return click.option(
        "--lang",
        type=click.Choice(LANGS),
        default=None,
        help=f"Language of {what}: en or fr (default: from the locale, French when LANG etc. start with fr; "
        "the game's terms stay French in both).",
    )


def resolve_lang(lang: str | None) -> Lang:
    """The language asked for, or the locale's."""
    if lang in LANGS:
        return "fr" if lang == "fr" else "en"
    return lang_of_locale(os.environ)


def refuse_lang(lang: str | None, why: str) -> None:
    """Exit 2 when `--lang` was given where it has no effect (`why`: what makes it useless)."""
    if lang == "fr":  # asked for French: told in French (click's own frame, `Usage:`, stays)
        raise click.UsageError(
            f"--lang est sans effet avec {_WHY_FR.get(why, why)} : retirez-le, ou demandez une sortie texte"
        )
    if lang is not None:
        raise click.UsageError(f"--lang has no effect with {why}: leave it out, or ask for a text output")


def refuse_detail(detail: bool, why: str) -> None:
    """Exit 2 when `--detail` was given where it has no effect: like `--lang`, never silently ignored."""
    if detail:
        raise click.UsageError(f"--detail has no effect with {why}: leave it out, or ask for a text output")


#: The reasons `refuse_lang` is given, in French.
_WHY_FR = {"JSON Lines input (the results are JSON)": "une entrée JSON Lines (les résultats sont du JSON)"}
