"""Exception types for everything a user can get wrong, with the exit codes the CLI documents.

Why one module: the CLI turns every `RefscoreError` into a one-paragraph message and an exit code,
so the engine never prints and never lets a Python traceback reach a player.
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_ILLEGAL = 1  # an illegal call or card, a false declaration, or a wrong claimed score
EXIT_UNUSABLE = 2  # unusable input (file, JSON, YAML, schema, variant) or bad usage


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
        super().__init__(self.render())

    def render(self) -> str:
        text = self.message
        if self.place:
            # "file:7:3: message" for a line:column, "file: at $.tricks[2][1]: message" for a path
            located = self.place[:1].isdigit()
            text = f"{self.place}: {text}" if located else f"at {self.place}: {text}"
            if self.file:
                text = f"{self.file}{':' if located else ': '}{text}"
        elif self.file:
            text = f"{self.file}: {text}"
        if self.expected:
            text += f"; expected {self.expected}"
        if self.rule:
            text += f" (rule {self.rule})"
        return text

    def located(self, file: str) -> RefscoreError:
        """The same error, naming the file it came from (set by the layer that read the file)."""
        if self.file is None:
            self.file = file
            self.args = (self.render(),)
        return self


class InputFormatError(RefscoreError):
    """A file that is not readable JSON/YAML/text, or not valid against its schema."""


class DealRecordError(RefscoreError):
    """A deal record whose content cannot be a real deal (unknown, missing or duplicated card...)."""


class VariantError(RefscoreError):
    """A variant file that cannot be used: schema violation, bad formula, unknown parent..."""


class UnknownVariantError(VariantError):
    """A `--variant` that is neither a shipped variant name nor a readable file."""
