"""No error of refscore/ or cli/ is raised with an English sentence written at the raise site: a
user's error is raised with a key of refscore/base/error_sentences.py (`sentence`, `said`), so that
French is the translator's sentence of that key, never English rewritten by patterns.

What counts as a sentence: a string literal or f-string whose text holds two words in a row, given
to an exception's constructor (any positional argument, or `message=`, `expected=`, `hint=`), to one
of the helpers that build errors (`HELPERS`), or as `expected=` to any call. Places (`f"{place}.der"`),
rule ids (`record.format`) and keys (`"fl.at_most"`) hold no two words, and pass.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: Functions that turn their arguments into an error's message and expected text.
HELPERS = {"_fail", "fail", "_usage", "_input_error"}

#: Exceptions whose text no user reads, each with the reason.
ALLOWED = {
    # an invariant of the code: a failure is a bug, reported as the line's internal error
    "AssertionError": "*",
    # Python's import protocol (a missing name of a package): a programmer's error
    "AttributeError": {"refscore/base/lazy.py"},
    # generated tables that do not fit the code reading them: the build is broken, not the input
    "ValueError": {
        "refscore/formula/parser.py",
        "refscore/kernel/auction.py",  # a take kind the kernel does not know
        "refscore/solver/search.py",  # a position built by code, not read from a user
        "refscore/fast/batch_lines.py",  # LegalLines used without the compiled cores
        "refscore/judge/facts_check.py",  # facts asked of a deal that was not scored
    },
    "TypeError": {
        "refscore/formula/trees.py",  # a generated formula tree of the wrong shape
        "cli/output.py",  # a stream of the wrong kind given by code
    },
}

_TWO_WORDS = re.compile(r"[A-Za-z]+ [A-Za-z]+")


def _english(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return bool(_TWO_WORDS.search(node.value))
    if isinstance(node, ast.JoinedStr):
        text = " ".join(part.value for part in node.values if isinstance(part, ast.Constant))
        return bool(_TWO_WORDS.search(str(text)))
    return False


def _name(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


def english_sentences(source: str, file: str) -> list[tuple[int, str]]:
    """(line, callee) of every English sentence given to an error in `source`, outside `ALLOWED`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node) or ""
        builds_error = name.endswith(("Error", "Exception")) or name in HELPERS
        allowed = ALLOWED.get(name, set())
        if allowed == "*" or file in allowed:
            continue
        arguments = list(node.args) if builds_error else []
        arguments += [
            keyword.value
            for keyword in node.keywords
            if keyword.arg == "expected" or (builds_error and keyword.arg in ("message", "hint"))
        ]
        found += [(node.lineno, name) for argument in arguments if _english(argument)]
    return found


def test_no_error_is_raised_with_an_english_sentence() -> None:
    found = []
    for folder in ("refscore", "cli"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if "_generated" in path.parts:
                continue
            file = str(path.relative_to(ROOT))
            found += [(file, line, name) for line, name in english_sentences(path.read_text("utf-8"), file)]
    assert found == [], "raise these with a key of refscore/base/error_sentences.py (`sentence`)"


def test_the_scan_sees_an_english_sentence() -> None:
    # the shapes a new raise site would take, each caught; keys, places and rule ids pass
    source = """
raise InputFormatError("the file is odd", expected=sentence("k"))
raise VariantError(sentence("k"), expected=f"a value below {limit}")
raise _fail(sentence("k"), f"{place}.der", "a seat of the defence")
decode_json(text, file, expected="a JSON object")
raise FormulaSyntaxError(text, None, sentence("k"), "names are lowercase")
raise said(FactsLineError, "fl.too_long", expected="fl.at_most", rule="record.format")
raise _fail(sentence("k"), f"{place}.der", sentence("k"), "record.format")
raise AssertionError("a trick the masks refused")
"""
    assert english_sentences(source, "refscore/x.py") == [
        (2, "InputFormatError"),
        (3, "VariantError"),
        (4, "_fail"),
        (5, "decode_json"),
        (6, "FormulaSyntaxError"),
    ]
    assert english_sentences('raise ValueError("no such take")', "refscore/kernel/auction.py") == []
    assert english_sentences('raise ValueError("no such take")', "refscore/judge/check.py") == [
        (1, "ValueError")
    ]
