"""Exception types for everything a user can get wrong, with the exit codes the CLI documents.

Why one module: the CLI turns every `RefscoreError` into a one-paragraph message and an exit code,
so the engine never prints and never lets a Python traceback reach a player.
"""

from __future__ import annotations

from refscore.base.precompiled import dataclass

EXIT_OK = 0
EXIT_ILLEGAL = 1  # an illegal call or card, a false declaration, or a wrong claimed score
EXIT_UNUSABLE = 2  # unusable input (file, JSON, YAML, schema, variant) or bad usage


@dataclass(frozen=True)
class Frame:
    """The words around an error's message in one language: the one place where an error line is
    put together (`frame_error`), so that the English `str(error)` and the French line of
    `refscore.text.error_words` have the same parts in the same order.

    `at` introduces a JSON path; `sep` follows the file and the place; a place that starts with a
    digit (a line and column, `7:3`) is written next to the file, `file:7:3`.
    """

    lead: str = "refscore: error: "  # what the CLI prints before the line
    at: str = "at {place}"
    sep: str = ": "
    expected: str = "; expected {expected}"
    rule: str = " (rule {rule})"


ENGLISH = Frame()


#: Characters of one part of an error line (the message, the file, the place): enough for any
#: message refscore writes; a longer one quotes some input at length, which is cut in the middle.
MAX_PART = 1_000


def clip(text: str | None, limit: int = MAX_PART) -> str:
    """`text` (None: empty) cut in the middle to at most about `limit` characters, saying how much
    was left out: the start and the end of a quoted value are what a reader needs to find it."""
    if text is None:
        return ""
    if len(text) <= limit:
        return text
    head, tail = limit * 2 // 3, limit // 4
    return f"{text[:head]} ... ({len(text) - head - tail:,} characters left out) ... {text[-tail:]}"


def frame_error(
    message: str,
    *,
    file: str | None = None,
    place: str | None = None,
    expected: str | None = None,
    rule: str | None = None,
    frame: Frame = ENGLISH,
) -> str:
    """`file: at $.tricks[2][1]: message; expected ... (rule ...)`, or `file:7:3: message...` for a
    line and a column, in the words of `frame`; each part only when it is given, and each cut to
    `MAX_PART` characters (a message quotes input, and input can be a megabyte on one line)."""
    message, file, place = clip(message), clip(file), clip(place)
    text = message
    if place:
        located = place[:1].isdigit()
        text = f"{place}{frame.sep}{text}" if located else f"{frame.at.format(place=place)}{frame.sep}{text}"
        if file:
            text = f"{file}{':' if located else frame.sep}{text}"
    elif file:
        text = f"{file}{frame.sep}{text}"
    if expected:
        text += frame.expected.format(expected=expected)
    if rule:
        text += frame.rule.format(rule=rule)
    return text


class Said(str):
    """A sentence of the error catalogues, by key with its parameters: the string is the English
    (`ERRORS_EN` of `refscore.base.error_sentences`), and a French reader renders `ERRORS_FR[key]`
    with the same parameters (`refscore.text.error_words`). Why a `str`: every reader of an error's
    English (`str(error)`, tests, scripts, the conformance corpus) reads it as it was; only the
    French renderer asks for the key. A parameter may itself be a `Said`, a `RefscoreError` or an
    error with a `said` sentence (a nested message), which the French renderer says in French too.
    """

    key: str
    params: dict[str, object]

    def __new__(cls, key: str, params: dict[str, object]) -> Said:
        from refscore.base.error_sentences import ERRORS_EN

        self = super().__new__(cls, ERRORS_EN[key].format(**params))
        self.key = key
        self.params = params
        return self

    def __reduce__(self) -> tuple[object, ...]:
        # batch workers send errors to the parent: keep the key, and the parameters that pickle plainly
        plain = (str, int, float, bool, type(None), Said)
        params = {
            name: value if isinstance(value, plain) else str(value) for name, value in self.params.items()
        }
        return (Said, (self.key, params))


def sentence(key: str, **params: object) -> Said:
    """The catalogue's sentence `key` filled with `params` (see `Said`)."""
    return Said(key, params)


def joined(parts: list[str], sep: str = ", ") -> str:
    """`parts` joined by `sep` (", ", "; " or " and "), as one sentence, so that a French reader
    reads each part in French and the French words and punctuation between them."""
    key = {", ": "list.comma", "; ": "list.semicolon", " and ": "list.and"}[sep]
    result = parts[-1]
    for part in reversed(parts[:-1]):
        result = Said(key, {"head": part, "tail": result})
    return result


class RefscoreError(ValueError):
    """Base of all user-facing errors: a message that names the file, the place and the rule."""

    exit_code = EXIT_UNUSABLE
    #: Whether the message is safe to show for a file a record named, which may be anybody's YAML
    #: file and hold secrets (cli/inputs.py): it quotes nothing but a value's path and type, or the
    #: file passed the variant schema (a variant file, not a secret).
    redacted = False

    def __init__(
        self,
        message: str,
        *,
        file: str | None = None,
        place: str | None = None,
        expected: str | None = None,
        rule: str | None = None,
    ) -> None:
        self.message = message
        self.file = file
        self.place = place
        self.expected = expected
        self.rule = rule
        #: The message and the expected text as keys of the catalogues of
        #: `refscore.base.error_sentences` with their parameters (None: a text given as it is).
        self.said = (message.key, message.params) if isinstance(message, Said) else None
        self.said_expected = (expected.key, expected.params) if isinstance(expected, Said) else None
        super().__init__(self.render())

    def render(self) -> str:
        return frame_error(
            self.message, file=self.file, place=self.place, expected=self.expected, rule=self.rule
        )

    def located(self, file: str) -> RefscoreError:
        """The same error, naming the file it came from (set by the layer that read the file)."""
        if self.file is None:
            self.file = file
            self.args = (self.render(),)
        return self


def said(
    kind: type[RefscoreError],
    key: str,
    *,
    place: str | None = None,
    expected: str | None = None,
    rule: str | None = None,
    **params: object,
) -> RefscoreError:
    """An error of `kind` whose message is the sentence `key` of the catalogues (`ERRORS_EN` and
    `ERRORS_FR` of `refscore.base.error_sentences`) and whose expected text is the sentence
    `expected`, both filled with `params`. Why keys: a French user reads the French sentence,
    written by a translator, not an English sentence rewritten by patterns; `str(error)` stays the
    English one."""
    return kind(
        Said(key, params),
        place=place,
        expected=Said(expected, params) if expected else None,
        rule=rule,
    )


class InputFormatError(RefscoreError):
    """A file that is not readable JSON/YAML/text, or not valid against its schema."""


class DealRecordError(RefscoreError):
    """A deal record whose content cannot be a real deal (unknown, missing or duplicated card...)."""


class VariantError(RefscoreError):
    """A variant file that cannot be used: schema violation, bad formula, unknown parent..."""


class UnknownVariantError(VariantError):
    """A `--variant` that is neither a shipped variant name nor a readable file."""
