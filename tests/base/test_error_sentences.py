"""The sentences of errors raised by key exist in both languages (`refscore.base.error_sentences`):
a key missing in French would show a French user the English sentence, or fail. A French sentence
takes its values from the parameters the English one is given, and a key the code names exists."""

from __future__ import annotations

import ast
import pickle
import string
from pathlib import Path

import jsonschema
import pytest

from refscore.base.error_sentences import ERRORS_EN, ERRORS_FR
from refscore.base.errors import InputFormatError, joined, sentence
from refscore.base.schema_words import schema_sentence
from refscore.text.error_words import error_text, french

ROOT = Path(__file__).resolve().parents[2]

#: Parameters a French sentence reads that its English one does not show (the raise site gives
#: them): the cards in French words.
FRENCH_ONLY = {
    "card.ambiguous": {"clubs_fr", "hearts_fr"},
    "note.deal_illegal": {"title"},
    "call.take_turned": {"symbol"},  # the suit's symbol, where the English writes its letter
    "call.take_other": {"symbol"},  # the rule's French title, where the English gives the engine's words
}


def _fields(text: str) -> set[str]:
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_key_has_both_languages() -> None:
    assert set(ERRORS_EN) == set(ERRORS_FR)
    assert all(ERRORS_EN.values()) and all(ERRORS_FR.values())


def test_a_french_sentence_reads_only_the_parameters_it_is_given() -> None:
    for key, english in ERRORS_EN.items():
        extra = _fields(ERRORS_FR[key]) - _fields(english)
        assert extra == FRENCH_ONLY.get(key, set()), key


def _named_keys() -> list[tuple[str, int, str]]:
    """(file, line, key) of every literal key the code gives `sentence`, `Said` or `said`."""
    found = []
    for folder in ("refscore", "cli"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                    continue
                index = {"sentence": 0, "Said": 0, "said": 1}.get(node.func.id)
                if index is None or len(node.args) <= index:
                    continue
                argument = node.args[index]
                if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                    found.append((str(path.relative_to(ROOT)), node.lineno, argument.value))
    return found


def test_every_key_the_code_names_is_in_the_catalogues() -> None:
    keys = _named_keys()
    assert len(keys) > 400  # the scan sees the raise sites
    assert [(file, line, key) for file, line, key in keys if key not in ERRORS_EN] == []


def _calls() -> list[tuple[str, int, str, set[str] | None]]:
    """(file, line, key, parameter names) of every `sentence("key", ...)` of the code (None: it
    passes `**params`, which a reading cannot know)."""
    found = []
    for folder in ("refscore", "cli"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Name)
                    and node.func.id == "sentence"
                    and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)
                ):
                    names = {keyword.arg for keyword in node.keywords}
                    given = None if None in names else {name for name in names if name is not None}
                    found.append((str(path.relative_to(ROOT)), node.lineno, node.args[0].value, given))
    return found


def test_every_sentence_is_given_the_parameters_it_reads() -> None:
    # a parameter the English or the French reads and the raise site does not give is a KeyError
    # at the moment the user's error is raised: found here instead
    missing = []
    for file, line, key, given in _calls():
        if given is not None and key in ERRORS_EN:
            wanted = _fields(ERRORS_EN[key]) | _fields(ERRORS_FR[key])
            if wanted - given:
                missing.append((file, line, key, sorted(wanted - given)))
    assert missing == []


def test_the_notation_terminals_are_said_as_the_parser_names_them() -> None:
    # the grammar's terminal names (`_TERMINALS`, which the parser keeps) and the catalogues' words
    # for them are one list: a terminal added to the grammar gets its sentence in both languages
    from refscore.judge.notation import _TERMINALS

    for name, label in _TERMINALS.items():
        assert ERRORS_EN[f"notation.terminal.{name}"] == label, name
    assert {key for key in ERRORS_EN if key.startswith("notation.terminal.")} == {
        f"notation.terminal.{name}" for name in _TERMINALS
    }


def test_a_sentence_is_its_english_and_says_its_key_in_french() -> None:
    said = sentence("rec.not_card", token="1S")
    assert said == "'1S' is not a card" and isinstance(said, str)
    assert (said.key, said.params) == ("rec.not_card", {"token": "1S"})
    assert french(said) == "'1S' n'est pas une carte"
    assert french("no key") == "« no key »"  # a text without a key is shown as written


def test_nested_sentences_are_french_all_the_way_down() -> None:
    # a variant's error around a formula's: each part from its own key
    inner = sentence("formula.divisor_zero", show="'own_belote'")
    outer = sentence(
        "scoring.variant", variant_id="x", error=joined([sentence("formula.empty_formula"), inner], "; ")
    )
    assert outer == "variant 'x': empty formula; the divisor 'own_belote' is 0"
    assert french(outer) == "variante 'x' : formule vide ; le diviseur 'own_belote' vaut 0"
    error = InputFormatError(
        sentence("reader.cannot_read_file", reason="No such file or directory"), file="f"
    )
    assert (
        error_text(error, "fr")
        == "refscore : erreur : f : impossible de lire le fichier : fichier introuvable"
    )
    assert error_text(error, "en") == "refscore: error: f: cannot read the file: No such file or directory"


def test_a_sentence_survives_a_worker_process() -> None:
    # the batch's workers send errors to the parent by pickle: the key and plain parameters travel
    said = sentence("scoring.variant", variant_id="x", error=sentence("formula.empty_formula"))
    back = pickle.loads(pickle.dumps(said))
    assert back == said and back.key == "scoring.variant" and french(back) == french(said)


SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "required": ["a", "b"],
    "properties": {
        "a": {"type": "integer", "minimum": 1, "maximum": 9},
        "b": {"enum": ["x", "y"]},
        "c": {"type": "string", "pattern": "^[a-z]+$"},
        "d": {"type": "array", "minItems": 1, "maxItems": 2},
        "e": {"type": ["string", "null"]},
    },
}


@pytest.mark.parametrize(
    ("value", "key"),
    [
        ({"a": "1", "b": "x"}, "schema.type"),
        ({"a": 0, "b": "x"}, "schema.minimum"),
        ({"a": 10, "b": "x"}, "schema.maximum"),
        ({"a": 1, "b": "z"}, "schema.enum"),
        ({"a": 1, "b": "x", "c": "A"}, "schema.pattern"),
        ({"a": 1, "b": "x", "d": []}, "schema.non_empty"),
        ({"a": 1, "b": "x", "d": [1, 2, 3]}, "schema.too_long"),
        ({"a": 1, "b": "x", "e": 3}, "schema.type"),
        ({"a": 1}, "schema.required"),
        ({"a": 1, "b": "x", "zz": 1}, "schema.additional_one"),
        ({"a": 1, "b": "x", "zz": 1, "yy": 2}, "schema.additional_many"),
    ],
)
def test_a_schema_error_has_a_key_and_the_validators_english(value: object, key: str) -> None:
    (error,) = jsonschema.Draft202012Validator(SCHEMA).iter_errors(value)
    said = schema_sentence(error)
    assert said.key == key
    assert said == error.message  # byte for byte the validator's words
    assert "«" not in french(said)


def test_a_schema_message_cut_short_is_kept_as_written() -> None:
    (error,) = jsonschema.Draft202012Validator(SCHEMA).iter_errors({"a": 1, "b": "x" * 400})
    said = schema_sentence(error, error.message[:20] + "...")
    assert (said.key, said) == ("schema.other", error.message[:20] + "...")


def test_french_groups_the_digits_of_a_number_the_french_way() -> None:
    said = sentence("api.batch_larger_than", limit=65536)
    assert said == "the batch is larger than 65,536 bytes"
    assert french(said) == "le lot dépasse 65 536 octets"


def test_an_error_of_another_kind_says_its_sentence_in_french() -> None:
    # the web shell's "busy" errors are plain exceptions whose text is a sentence
    from refscore.text.error_words import said_in

    busy = RuntimeError(sentence("engine.analysis_stopped"))
    assert said_in(busy, "en") == "the analysis stopped without an answer"
    assert said_in(busy, "fr") == "l'analyse s'est arrêtée sans réponse"
    assert said_in(RuntimeError("plain"), "fr") == "plain"


def test_no_key_is_written_twice_in_a_catalogue() -> None:
    # a dict literal keeps the last of two equal keys without a word: a key added twice (by two
    # branches, say) would silently lose one sentence
    source = (ROOT / "refscore" / "base" / "error_sentences.py").read_text(encoding="utf-8")
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Dict):
            keys = [key.value for key in node.keys if isinstance(key, ast.Constant)]
            assert len(keys) == len(set(keys)), sorted(key for key in set(keys) if keys.count(key) > 1)
