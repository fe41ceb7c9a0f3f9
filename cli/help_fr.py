"""Click's own words in French: every `--help`, and the usage errors (`Error: No such option`).

Why here: the English help is click's, built from the decorators; a French user (`--lang fr`,
`refscore --lang fr`, a French locale) must read the help and the usage errors in French too. The
help texts are the catalogue `refscore.text.help_fr`, put in place while the help is written and
taken back after (the command objects are shared); click's frame (`Usage:`, `[default: ...]`) is
said by a formatter; click's usage errors, which click writes in English, are said again in French
from the few sentences click has (a sentence this table does not know is shown between « »).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import IO, Any, ClassVar

import click

from .lang import hidden_lang_option

__all__ = ["FrenchUsageError", "RefscoreContext", "french_usage", "in_french"]


class FrenchFormatter(click.HelpFormatter):
    """click's help frame in French: `Utilisation :`, the section titles."""

    _SECTIONS: ClassVar[dict[str, str]] = {
        "Options": "Options",
        "Commands": "Commandes",
        "Arguments": "Arguments",
    }

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, args, "Utilisation : " if prefix is None else prefix)

    @contextmanager
    def section(self, name: str) -> Iterator[None]:
        with super().section(self._SECTIONS.get(name, name)):
            yield


def _path(ctx: click.Context) -> str:
    """`refscore score`, whatever name the root was called by (`python -m refscore`, a test's runner)."""
    return " ".join(["refscore", *ctx.command_path.split(" ")[1:]])


@contextmanager
def _french_texts(ctx: click.Context) -> Iterator[None]:
    """The command's help, its options' and its subcommands' short texts in French, for the time the
    help is written."""
    from refscore.text.help_fr import help_text

    command = ctx.command
    path = _path(ctx)
    saved: list[tuple[Any, str, Any]] = []

    def swap(owner: Any, attribute: str, text: str | None) -> None:
        if text is not None:
            saved.append((owner, attribute, getattr(owner, attribute)))
            setattr(owner, attribute, text)

    swap(command, "help", help_text(path))
    for param in [*command.params, command.get_help_option(ctx)]:
        if isinstance(param, click.Option):
            swap(param, "help", help_text(path, param.opts[0]))
    if isinstance(command, click.Group):
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            if sub is not None:
                swap(sub, "help", help_text(f"{path} {name}"))
                swap(sub, "short_help", None)
    try:
        yield
    finally:
        for owner, attribute, value in reversed(saved):
            setattr(owner, attribute, value)


#: click's frame words and their French, as patterns (compiled when a French help is written)
_FRAME = (
    (r"\[default: ", "[défaut : "),
    (r"\[required\]", "[obligatoire]"),
    (r"Show this message and exit\.", "Affiche cette aide et quitte."),
)


class RefscoreContext(click.Context):
    """A context whose help is French when the language in force is French (cli/lang.py)."""

    formatter_class = click.HelpFormatter

    def _french(self) -> bool:
        from .lang import resolve_lang

        return resolve_lang() == "fr"

    def make_formatter(self) -> click.HelpFormatter:
        if self._french():
            return FrenchFormatter(width=self.terminal_width, max_width=self.max_content_width)
        return super().make_formatter()

    def get_help(self) -> str:
        if not self._french():
            return super().get_help()
        with _french_texts(self):
            text = super().get_help()
        for pattern, said in _FRAME:
            text = re.sub(pattern, said, text)
        return text


#: click's usage errors, in French (click 8's sentences): each one's pattern, compiled by `re` on
#: first use (most runs meet no usage error, and compiling them all cost each start), and its French.
_Table = tuple[tuple[str, Callable[[re.Match[str]], str]], ...]
_CLICK: _Table = (
    (
        r"^No such option:? '?([^'\s]+)'?\.?(?: \(?Did you mean (?:one of: )?(.*?)\?\)?)?$",
        lambda m: _no_option(m),
    ),
    (r"^Missing argument '(.+)'\.$", lambda m: f"argument manquant : « {m[1]} »."),
    (r"^Missing option '(.+)'\.$", lambda m: f"option manquante : « {m[1]} »."),
    (r"^No such command '(.+)'\.$", lambda m: f"commande inconnue : « {m[1]} »."),
    (r"^Got unexpected extra arguments? \((.*)\)$", lambda m: f"argument en trop : ({m[1]})"),
    (
        r"^Option '(.+)' requires an argument\.$",
        lambda m: f"l'option « {m[1]} » attend une valeur.",
    ),
    (
        r"^Option '(.+)' does not take a value\.$",
        lambda m: f"l'option « {m[1]} » ne prend pas de valeur.",
    ),
    (
        r"(?s)^Invalid value for (.+?): (.*)$",
        lambda m: f"valeur invalide pour {m[1].replace(' / ', ' ou ')} : {_value(m[2])}",
    ),
)
_VALUES: _Table = (
    (r"(?s)^(.+) is not one of (.*)\.$", lambda m: f"{m[1]} n'est pas une des valeurs {m[2]}."),
    (
        r"^(.+) is not a valid integer(?: range)?\.$",
        lambda m: f"{m[1]} n'est pas un nombre entier.",
    ),
    (
        r"^(.+) is not in the range (.*)\.$",
        lambda m: f"{m[1]} n'est pas dans l'intervalle {m[2]}.",
    ),
    (r"^File (.+) does not exist\.$", lambda m: f"le fichier {m[1]} n'existe pas."),
    (r"^File (.+) is a directory\.$", lambda m: f"le fichier {m[1]} est un dossier."),
    (r"^Directory (.+) is a file\.$", lambda m: f"le dossier {m[1]} est un fichier."),
)


def _no_option(m: re.Match[str]) -> str:
    return f"option inconnue : {m[1]}" + (f" ; vouliez-vous dire {m[2]} ?" if m[2] else "")


def _said(text: str, table: _Table) -> str | None:
    for pattern, say in table:
        found = re.match(pattern, text)
        if found is not None:
            return say(found)
    return None


def _value(text: str) -> str:
    return _said(text, _VALUES) or f"« {text} »"


def french_usage(message: str) -> str:
    """One of click's usage errors in French (between « » when this table does not know it)."""
    return _said(message, _CLICK) or f"« {message} »"


def in_french(error: click.UsageError) -> click.UsageError:
    """`error` told in French when the language in force is French, else `error` itself. A message
    that is a sentence of the error catalogues (`Said`: the gates of cli/params.py, cli/lang.py) is
    said by its key; only click's own sentences go through the table above."""
    from refscore.base.errors import Said

    from .lang import resolve_lang

    if isinstance(error, FrenchUsageError) or resolve_lang() != "fr":
        return error
    if isinstance(error.message, Said):
        from refscore.text.error_words import french

        said = french(error.message)
        if isinstance(error, click.BadParameter):
            hint = _hint(error)
            said = (
                f"valeur invalide pour {hint.replace(' / ', ' ou ')} : {said}"
                if hint
                else f"valeur invalide : {said}"
            )
        return FrenchUsageError(said, error.ctx, said=True)
    return FrenchUsageError(error.format_message(), error.ctx)  # exit status 2, as every usage error


def _hint(error: click.BadParameter) -> str | None:
    """The parameter a `BadParameter` names, as click's own frame names it (`'--timeout'`)."""
    if error.param_hint is not None:
        hint = error.param_hint
        return " / ".join(repr(x) for x in hint) if not isinstance(hint, str) else hint
    if error.param is not None:
        return error.param.get_error_hint(error.ctx)
    return None


class FrenchUsageError(click.UsageError):
    """A usage error told in French: the usage line, the hint and the message (`said`: the
    message is French already, else it is one of click's, said again by `french_usage`)."""

    def __init__(self, message: str, ctx: click.Context | None = None, *, said: bool = False) -> None:
        super().__init__(message, ctx)
        self.said = said

    def show(self, file: IO[Any] | None = None) -> None:
        echo = click.echo
        if self.ctx is not None:
            echo(self.ctx.get_usage(), file=file, err=True)
            echo(
                f"Essayez « {self.ctx.command_path} {self.ctx.help_option_names[0]} » pour l'aide.",
                file=file,
                err=True,
            )
            echo("", file=file, err=True)
        echo(f"Erreur : {self.message if self.said else french_usage(self.message)}", file=file, err=True)


def with_lang(command: click.Command) -> click.Command:
    """`command` with a `--lang` option if it has none (every command accepts `--lang`), and a
    context that writes its help in the language in force (`RefscoreContext`)."""
    if not any(param.name == "lang" for param in command.params):
        command.params.append(hidden_lang_option())
    command.context_class = RefscoreContext
    return command
