"""The `--lang` option: accepted by every command and by `refscore` itself, its default from the
locale.

Why everywhere: a French player sets it once (`refscore --lang fr CMD`, or the locale) and every
command answers and fails in French; where the output has no language (JSON, YAML) it still sets
the language of the errors, and is harmless, so one set of flags works with every command.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, NoReturn, TypeVar

import click

from refscore.base.langs import LANGS, Lang, lang_of_locale

if TYPE_CHECKING:
    from refscore.base.errors import RefscoreError

F = TypeVar("F", bound=Callable[..., object])


#: Where the language asked for (`refscore --lang fr CMD`, or a command's own `--lang`) is kept for
#: the whole command: click shares a context's `meta` with every context under it.
LANG_KEY = "refscore.lang"
_HELP = (
    "Language of the text and the errors: en or fr (default: from the locale, French when LC_ALL, "
    "LC_MESSAGES or LANG starts with fr). Harmless where the output has no language (JSON)."
)


def remember_lang(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """Keep the language asked for, for `resolve_lang` anywhere in the command."""
    if value is not None:
        ctx.meta[LANG_KEY] = value
    return value


def lang_option(what: str = "the text") -> Callable[[F], F]:
    """`--lang en|fr`: the language of `what`; by default the global `--lang`, then the locale's."""
    return click.option(
        "--lang",
        type=click.Choice(LANGS),
        default=None,
        callback=remember_lang,
        help=f"Language of {what} and of the errors: en or fr (default: from the locale, French when "
        "LANG etc. start with fr; the game's terms stay French in both). Harmless with JSON output.",
    )


def hidden_lang_option() -> click.Option:
    """The `--lang` of a command whose output has no language of its own (JSON, YAML): it still sets
    the language of the errors, and is accepted, so that one set of flags works everywhere."""
    return click.Option(
        ["--lang"],
        type=click.Choice(LANGS),
        default=None,
        expose_value=False,
        callback=remember_lang,
        help=_HELP,
    )


def resolve_lang(lang: str | None = None) -> Lang:
    """The language asked for: this command's `--lang`, else the global `refscore --lang`, else
    the locale's."""
    if lang in LANGS:
        return "fr" if lang == "fr" else "en"
    ctx = click.get_current_context(silent=True)
    remembered = ctx.meta.get(LANG_KEY) if ctx is not None else None
    if remembered in LANGS:
        return "fr" if remembered == "fr" else "en"
    return lang_of_locale(os.environ)


def fail(error: RefscoreError, lang: str | None = None) -> NoReturn:
    """Say `error` on standard error in `lang` (`resolve_lang`: None is the global option's or the
    locale's), through the terminal filter, and exit with the error's status: how every command
    refuses unusable input."""
    import sys

    from refscore.text.error_words import error_text

    from .output import terminal_safe

    click.echo(terminal_safe(error_text(error, resolve_lang(lang))), err=True)
    sys.exit(error.exit_code)


def refuse_detail(detail: bool, why: str) -> None:
    """Exit 2 when `--detail` was given where it has no effect: like `--lang`, never silently ignored.
    `why`: the key of the sentence that says with what (`lang.why_*` of the error catalogues)."""
    if detail:
        from refscore.base.errors import sentence

        raise click.UsageError(sentence("lang.detail_no_effect", why=sentence(why)))
