"""Every language says everything: the catalogues have the same keys, and the French outputs of
every command carry no English.

Why a walk rather than a list of sentences: a new sentence is added in one place (an engine note,
a score line, a rulebook paragraph) and forgotten in the other language. The walk tells every deal
of the conformance corpus (617 records, legal and illegal, in every shipped variant) through each
text builder in French, runs each command that speaks with `--lang fr`, and looks in the output for
English words a French text never contains. Formula names (`own_total`), rule ids
(`play.follow-suit`), YAML keys and file names are the variant's and the spec's identifiers, not
English prose: they are taken out before looking.
"""

from __future__ import annotations

import json
import re
import string
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from refscore.cli.main import cli
from refscore.cli.render import render_text

from refscore.base.langs import lang_of_locale
from refscore.conformance.corpus import corpus_variant
from refscore.judge.check import check_deal
from refscore.load.variant_loader import shipped_names, shipped_variant
from refscore.model.record import read_record
from refscore.model.rule_ids import RULES
from refscore.render.html import render_html
from refscore.render.rulebook import diff_markdown, diff_text, diff_variants, rulebook_html, rulebook_markdown
from refscore.render.story import explain_deal
from refscore.text import en, fr
from refscore.text.common import rules_fr

ROOT = Path(__file__).resolve().parents[2]
CASES = sorted((ROOT / "conformance" / "cases").glob("*.json"))
DEALS = ROOT / "conformance" / "deals"
GAMES = ROOT / "conformance" / "games"

#: Words of English prose that a French sentence never holds ("passes", "score" and "suit" are French
#: words too).
_ENGLISH_WORDS = (
    "the and of is was with not by to which when must may has have are be every from for its his their "
    "this that trick tricks scores rule deal deals contract made failed legal illegal allowed held "
    "holds plays leads bids winner card cards trump side player partner taken nobody "
    "everybody wins won after before only none yes no"
)
ENGLISH = frozenset(_ENGLISH_WORDS.split())
#: The seat and the side a French table writes O and EO (`seat_text`): never in what the table reads
#: (a record's own keys, in an error or the conformance report's expected JSON, stay as written)
ENGLISH_SEATS = frozenset({"w", "ew"})
#: Words of French prose that an English sentence never holds (the game's own French words, belote,
#: dedans, capot, chute..., are English words too).
_FRENCH_WORDS = "le les des est pli plis joue règle contrat donne une pour avec sur marquent"
FRENCH = frozenset(_FRENCH_WORDS.split())

_IDENTIFIER = re.compile(
    r"`[^`]*`"  # code spans: YAML keys, formulas, file names
    r"|\b[a-z]+(?:\.[a-z0-9_-]+)+\b"  # rule ids and dotted keys (play.follow-suit, auction.step)
    r"|\b\w*_\w*\b"  # formula names (own_total, taker_side_all_tricks)
    r"|\S*/\S*"  # paths and file names
    r"|\S+@\S+"  # conformance tests (case-id@variant)
    r"|\$[\w.\[\]]*"  # JSON paths of the record ($.annonces[0].cards[0])
    r"|<code>.*?</code>"  # formulas in HTML
    r"|<[^>]*>"  # HTML tags and their attributes
    r"|&\w+;"  # HTML entities
)
_QUOTED = re.compile(r"“[^”]*”|\"[^\"]*\"|«[^»]*»")
_CITED = re.compile(r"«[^»]*»")  # a citation in French text: a title or the words of a source


def words_of(text: str, *, drop_quotes: bool = False) -> set[str]:
    """The lower-case words of a text, identifiers taken out."""
    text = re.sub(r"<style>.*?</style>|<code>.*?</code>|<[^>]*>", " ", text, flags=re.S)  # CSS, code, tags
    text = (_QUOTED if drop_quotes else _CITED).sub(" ", text)
    text = _IDENTIFIER.sub(" ", text)
    table = str.maketrans({c: " " for c in string.punctuation + "’—–→×★|"})
    return {word.lower() for word in text.translate(table).split()}


def english_in(text: str) -> list[str]:
    return sorted(words_of(text) & ENGLISH)


def french_in(text: str) -> list[str]:
    return sorted(words_of(text, drop_quotes=True) & FRENCH)


def corpus() -> list[tuple[str, str, dict[str, Any]]]:
    """(case id, variant, record) for every record of the conformance corpus, once per variant."""
    found = []
    for path in CASES:
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            if "record" in case:
                for variant in sorted(case.get("expect", {})) or ["coinche"]:
                    found.append((case["id"], variant, case["record"]))
    return found


# --------------------------------------------------------------------------------------------------
# The catalogues


@pytest.mark.parametrize("name", ["WORDS", "LABELS", "RULEBOOK"])
def test_every_key_is_in_every_language(name: str) -> None:
    english, french = getattr(en, name), getattr(fr, name)
    assert set(english) - set(french) == set(), "keys missing in French"
    assert set(french) - set(english) == set(), "keys missing in English"
    for key in english:
        fields_en = {f for _, f, _, _ in string.Formatter().parse(english[key]) if f}
        fields_fr = {f for _, f, _, _ in string.Formatter().parse(french[key]) if f}
        assert fields_en == fields_fr, f"{name}[{key!r}]: placeholders differ"


def test_every_numbered_rule_has_its_french_text_with_the_same_number() -> None:
    french = rules_fr()
    assert list(french) == list(RULES)  # same ids, same order
    for rule_id, rule in RULES.items():
        assert french[rule_id].number == rule.number
        assert (french[rule_id].text and french[rule_id].title != rule.title) or rule_id == "deal.seats"


@pytest.mark.parametrize("name", shipped_names())
def test_every_shipped_variant_speaks_french(name: str) -> None:
    data = shipped_variant(name).data
    assert data.get("title_fr") and data.get("description_fr")
    for item in data["provenance"].get("interpretations", []):
        assert item.get("point_fr") and item.get("reading_fr"), item["point"]
        assert bool(item.get("other_reading")) == bool(item.get("other_reading_fr")), item["point"]
    for case in data["scoring"]["cases"]:
        assert bool(case.get("description")) == bool(case.get("description_fr")), case["rule"]


def test_the_detector_sees_english() -> None:
    assert english_in("N wins the trick") == ["the", "trick", "wins"]
    assert english_in("règle `own_total` play.follow-suit, spec/rules.md") == []
    assert french_in("the rule is “doit annoncer belote et rebelote”") == []


# --------------------------------------------------------------------------------------------------
# The walk


@pytest.mark.slow
def test_every_corpus_deal_is_told_in_french_without_english() -> None:
    """617 records: the story (with its formulas), the check text and the HTML page, in French, with
    French seats (O, EO)."""
    found: dict[str, list[str]] = {}
    told = 0
    for case_id, name, data in corpus():
        variant = corpus_variant(name)  # shipped, or a house variant of the corpus (penalties)
        try:
            record = read_record(data, variant)
        except Exception:
            continue
        result = check_deal(record, variant)
        told += 1
        texts = {
            "explain": explain_deal(result, record, lang="fr", detail=True),
            "check": render_text(result, record, "deal.json", "fr"),
            "check --detail": render_text(result, record, "deal.json", "fr", detail=True),
            "render": render_html(result, record, lang="fr"),
        }
        for what, text in texts.items():
            english = english_in(text) + sorted(words_of(text) & ENGLISH_SEATS)
            if english:
                found.setdefault(f"{what}: {english}", []).append(f"{case_id} ({name})")
    assert told > 500
    assert not found, "\n".join(f"{key} in {cases[:3]}" for key, cases in found.items())


def test_every_corpus_deal_is_told_in_english_without_french() -> None:
    found: dict[str, list[str]] = {}
    for case_id, name, data in corpus()[::5]:
        variant = corpus_variant(name)  # shipped, or a house variant of the corpus (penalties)
        try:
            record = read_record(data, variant)
        except Exception:
            continue
        result = check_deal(record, variant)
        for what, text in {
            "explain": explain_deal(result, record, lang="en", detail=True),
            "check": render_text(result, record, "deal.json", "en"),
            "check --detail": render_text(result, record, "deal.json", "en", detail=True),
        }.items():
            french = french_in(text)
            if french:
                found.setdefault(f"{what}: {french}", []).append(case_id)
    assert not found, found


@pytest.mark.parametrize("name", shipped_names())
def test_the_rulebook_and_the_diff_in_french(name: str) -> None:
    variant = shipped_variant(name)
    for text in (rulebook_markdown(variant, "fr"), rulebook_html(variant, "fr")):
        assert english_in(text) == [], name
    other = shipped_variant("coinche")
    differences = diff_variants(variant, other)
    # the values compared are the variants' own data (formulas, YAML values): the words around them
    # (headings, the rules each setting configures, the count) must be French
    text = diff_text(variant, other, differences, lang="fr")
    assert english_in("\n".join(line for line in text.splitlines() if not line.startswith("  "))) == []
    markdown = diff_markdown(variant, other, differences, "fr")
    assert english_in("\n".join(line.split(" | ")[0] for line in markdown.splitlines())) == []
    # the sources are cited by their sections' titles, in the sources' own French: left out
    english = "\n".join(
        line for line in rulebook_markdown(variant, "en").splitlines() if "seeds/" not in line
    )
    assert french_in(english) == []


def _fr(*args: str) -> str:
    done = CliRunner().invoke(cli, [*args, "--lang", "fr"])
    assert done.exit_code in (0, 1), done.output
    return done.output


def test_every_command_that_speaks_speaks_french() -> None:
    made, failed = str(DEALS / "seed002-made.json"), str(DEALS / "contree-coinched-annonces.json")
    outputs = {
        "check": _fr("check", failed),
        "check --explain": _fr("check", failed, "--explain"),
        "explain --detail": _fr("explain", failed, "--detail"),
        # a deal typed without hands: the notes on what was derived and what cannot be verified
        "check .deal": _fr("check", str(ROOT / "conformance" / "notation" / "seed002-failed.deal")),
        "explain .deal": _fr("explain", str(ROOT / "conformance" / "notation" / "seed002-failed.deal")),
        "render .deal": _fr("render", str(ROOT / "conformance" / "notation" / "seed002-failed.deal")).replace(
            "seed002-failed", ""
        ),
        # a French table's file (`notation fr`: V D R, P C K T, O, EO), told in French
        "check French .deal": _fr("check", str(ROOT / "conformance" / "notation" / "seed002-made-fr.deal")),
        "explain French .deal": _fr(
            "explain", str(ROOT / "conformance" / "notation" / "seed002-made-fr.deal")
        ),
        "legal": _fr("legal", made, "--trick", "3", "--seat", "E"),
        "render": _fr("render", made).replace("seed002-made", ""),  # the deal's own name
        "variants list": _fr("variants", "list"),
        "score": _fr("score", "--line", "contree 100H by N coinche E points NS 72 belote N"),
        "score wrong claim": _fr("score", "--line", "coinche 110H by S points NS 124 claim NS 230 EW 38"),
        "legal from a hand": _fr(
            "legal",
            "-v",
            "coinche",
            "--seat",
            "E",
            "--hand",
            "7P 8K 9T VC",  # as a French player writes them: 9T is the 9 de trèfle, VC the valet de cœur
            "--contract",
            "110 cœur par S",
            "--table",
            "N:AS",
        ),
        "analyse": _fr("analyse", made, "--no-table"),
        "variants doc": _fr("variants", "doc", "officiel"),
        "variants doc html": _fr("variants", "doc", "officiel", "--format", "html"),
        # the values compared are the variants' data; the words around them must be French
        "variants diff": "\n".join(
            line
            for line in _fr("variants", "diff", "coinche", "officiel").splitlines()
            if not line.startswith("  ")
        ),
        "variants diff md": "\n".join(
            line.split(" | ")[0]
            for line in _fr("variants", "diff", "coinche", "officiel", "--format", "md").splitlines()
        ),
    }
    for game in sorted(GAMES.glob("*.json")):
        if not {"deals", "games"} & set(json.loads(game.read_text(encoding="utf-8"))):
            continue  # a deal file that a sheet beside it names, not a sheet
        text = _fr("game", str(game))
        if "club-taker.yaml" in game.read_text(encoding="utf-8"):
            # a club's own variant without a `title_fr`: its title is shown as the club wrote it
            text = text.split("\n", 1)[1]
        outputs[f"game {game.name}"] = text
    for what, text in outputs.items():
        assert english_in(text) == [], what


@pytest.mark.parametrize(
    "args",
    [
        ["check", str(DEALS / "seed002-made.json"), "--format", "json"],
        ["game", str(GAMES / "exact-tie.json"), "--format", "json"],
        ["variants", "diff", "coinche", "contree", "--format", "json"],
        ["variants", "show", "coinche"],
        # a `.deal` (English letters, `notation en`) to JSON; to notation, --lang fr writes French letters
        ["convert", str(DEALS.parent / "notation" / "seed002-made.deal")],
    ],
)
def test_lang_where_it_has_no_effect_is_harmless(args: list[str]) -> None:
    # one set of flags across commands: `--lang` is accepted where the output has no language, after
    # the command and before it (`refscore --lang fr CMD`), and changes nothing in that output
    plain = CliRunner().invoke(cli, args, env={"LANG": "en_US.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""})
    for asked in ([*args, "--lang", "fr"], ["--lang", "fr", *args]):
        done = CliRunner().invoke(cli, asked)
        assert done.exit_code == plain.exit_code == 0, done.output
        assert done.stdout == plain.stdout


def test_the_default_language_comes_from_the_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    assert lang_of_locale({"LANG": "fr_FR.UTF-8"}) == "fr"
    assert lang_of_locale({"LANG": "fr_FR.UTF-8", "LC_ALL": "C"}) == "en"  # LC_ALL first (POSIX)
    assert lang_of_locale({"LC_MESSAGES": "fr_CA", "LANG": "en_GB"}) == "fr"
    assert lang_of_locale({}) == "en"
    made = str(DEALS / "seed002-made.json")
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    done = CliRunner().invoke(cli, ["check", made])
    assert "Verdict : RÉGULIER, contrat rempli" in done.output
    done = CliRunner().invoke(cli, ["check", made, "--format", "json"])  # the locale is not --lang
    assert done.exit_code == 0
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    assert "Verdict: LEGAL, contract made" in CliRunner().invoke(cli, ["check", made]).output


def test_the_conformance_report_in_french(tmp_path: Path) -> None:
    """A run with failures (an engine that gives a chute of 160 where the variant says 162), then
    the same with its skip list; the corpus's case descriptions are data, quoted as written."""
    wrong = f"{sys.executable} {ROOT / 'conformance' / 'examples' / 'wrong_engine.py'} chute-160"
    skip_file = tmp_path / "skip.txt"
    run = ["conformance", "run", "--engine", wrong, "--case", "score-failed", "--lang", "fr"]
    done = CliRunner().invoke(cli, [*run, "--write-skip-list", str(skip_file)])
    assert done.exit_code == 1, done.output
    # failed, 162 + 110 = 272 for EW in the case; the wrong engine says 160 + 110 = 270
    assert "ÉCHEC score-failed@coinche" in done.output and "attendu {NS: 20, EW: 282}" in done.output
    assert english_in(done.output) == []
    again = CliRunner().invoke(cli, [*run, "--skip-list", str(skip_file)])
    assert again.exit_code == 0 and "3 ignorés" in again.output
    assert english_in(again.output) == []


_BAD_ENGINE = """
import json, sys
for line in sys.stdin:
    message = json.loads(line)
    if message["cmd"] == "start":
        print(json.dumps({"protocol": 1, "engine": {"name": "bad", "version": "1", "variants": ["coinche"]}}))
    elif message["cmd"] == "stop":
        break
    elif message["id"] == "score-failed":
        print(json.dumps({"id": message["id"], "status": "legal", "scores": {"NS": 1.5}}))
    else:
        print("not json")
    sys.stdout.flush()
"""


def test_the_runner_says_an_engine_failure_in_french(tmp_path: Path) -> None:
    """An engine that breaks the protocol (a score of 1.5, a line that is not JSON) and declines
    variants: the runner's words for each failure and skip are French, by their keys; only what
    the engine wrote is quoted."""
    engine = tmp_path / "bad.py"
    engine.write_text(_BAD_ENGINE)
    run = ["conformance", "run", "--engine", f"{sys.executable} {engine}", "--case", "score-failed*"]
    done = CliRunner().invoke(cli, [*run, "--lang", "fr"])
    assert done.exit_code == 1, done.output
    said = done.output
    assert "réponse invalide : `scores.NS` doit être un entier, reçu 1.5" in said
    assert "réponse invalide : le moteur a écrit une ligne qui n'est pas du JSON" in said
    assert "le moteur ne prend pas en charge la variante contree" in said
    assert "      3  réponse invalide\n" in said  # the failures by cause, in French too
    prose = re.sub(r"«[^»]*»|'not json\\n'", " ", said)  # the corpus's descriptions, the engine's line
    assert english_in(prose) == [], said
    english = CliRunner().invoke(cli, [*run, "--lang", "en"]).output
    assert "invalid answer: `scores.NS` must be an integer, got 1.5" in english
    assert "skipped 3: the engine does not support the variant contree" in english


def test_the_lint_findings_in_french(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    (corpus / "cases").mkdir(parents=True)
    (corpus / "case.schema.json").write_text((ROOT / "conformance" / "case.schema.json").read_text())
    data = json.loads((ROOT / "conformance" / "cases" / "scoring.json").read_text(encoding="utf-8"))
    data["cases"][0]["rules"].append("nope.rule")
    data["cases"][1]["id"] = data["cases"][0]["id"]
    (corpus / "cases" / "scoring.json").write_text(json.dumps(data), encoding="utf-8")
    done = CliRunner().invoke(cli, ["conformance", "lint", "--corpus", str(corpus)], env=_FRENCH_ENV)
    assert done.exit_code == 1
    assert "identifiant de règle inconnu 'nope.rule' (absent de spec/rules.md)" in done.output
    assert "identifiant en double (aussi dans cases/scoring.json)" in done.output
    assert done.output.endswith("2 problème(s)\n")
    assert english_in(done.output.replace(data["cases"][0]["id"], " ")) == [], done.output  # the case id
    done = CliRunner().invoke(cli, ["conformance", "lint", "--lang", "fr"])
    assert done.exit_code == 0 and done.output.endswith("tests : aucun problème\n"), done.output


# --- every --help, and every error of the hostile corpus, in French ----------------------------------

_FRENCH_ENV = {"LANG": "fr_FR.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}
#: What a help or an error shows that is not prose: the usage line and its hint, the command names
#: listed at the start of a line, options, metavars, choice lists, file extensions (`.deal`).
_NOT_PROSE = re.compile(
    r"^(?:Utilisation|Essayez) .*$|^  [a-z]+(?= )|--?[\w-]+|\b[A-Z][A-Z0-9_|=]+\b"
    r"|\[[^\]]*\|[^\]]*\]|(?<![\w.])\*?\.[a-z]+\b"
    # a record's own keys quoted in a message ('contract', 'trump'), or the text of a formula
    # ('taker_total >= = contract'): data, not prose (not the apostrophe of "n'est")
    r"|(?<!\w)'[^'\n]*'(?!\w)",
    re.M,
)


def _command_paths() -> list[list[str]]:
    import click

    paths: list[list[str]] = []

    def walk(command: click.Command, path: list[str], ctx: click.Context) -> None:
        paths.append(path)
        if isinstance(command, click.Group):
            for name in command.list_commands(ctx):
                sub = command.get_command(ctx, name)
                assert sub is not None
                walk(sub, [*path, name], click.Context(sub, parent=ctx, info_name=name))

    walk(cli, [], click.Context(cli, info_name="refscore"))
    return paths


def test_the_walk_finds_every_command() -> None:
    names = {" ".join(path) for path in _command_paths()}
    assert {"", "check", "score", "legal", "analyse", "infer", "conformance run", "variants doc"} <= names


@pytest.mark.parametrize("path", _command_paths(), ids=lambda path: " ".join(path) or "refscore")
def test_every_help_is_french(path: list[str]) -> None:
    done = CliRunner().invoke(cli, [*path, "--help"], env=_FRENCH_ENV)
    assert done.exit_code == 0, done.output
    assert done.output.startswith("Utilisation : ")
    prose = _NOT_PROSE.sub(" ", done.output)
    assert sorted(words_of(prose) & ENGLISH) == [], done.output
    # and English when asked: the same help, click's own words
    english = CliRunner().invoke(cli, ["--lang", "en", *path, "--help"], env=_FRENCH_ENV)
    assert english.output.startswith("Usage: ")


@pytest.mark.parametrize(
    "args",
    [
        ["check"],
        ["check", "x.json", "--format", "zz"],
        ["nocmd"],
        ["score", "--nope"],
        ["legal", "--trick", "x"],
    ],
)
def test_click_usage_errors_are_french(args: list[str]) -> None:
    done = CliRunner().invoke(cli, args, env=_FRENCH_ENV)
    assert done.exit_code == 2
    said = done.stderr
    assert "Erreur : " in said and "Error:" not in said and "Usage:" not in said, said
    assert sorted(words_of(_NOT_PROSE.sub(" ", said), drop_quotes=True) & ENGLISH) == [], said


@pytest.mark.parametrize(
    ("args", "said"),
    [
        # the gates of cli/params.py: click frames their sentence, said in French by its key
        (["conformance", "run", "--timeout", "nan"], "'nan' : attendu un nombre de secondes"),
        (["conformance", "run", "--corpus", "README.md"], "'README.md' n'est pas un dossier"),
        (["analyse", "x.json", "-o", "."], "'.' est un dossier : nommez un fichier"),
        (["conformance", "run", "--skip-list", "-"], "l'entrée standard (-) n'est pas lue ici"),
        # a usage error of refscore's own (cli/lang.py)
        (["check", "x.jsonl", "--detail"], "--detail n'a pas d'effet avec une entrée JSON Lines"),
    ],
)
def test_the_gates_usage_errors_are_french_by_key(args: list[str], said: str) -> None:
    done = CliRunner().invoke(cli, args, env=_FRENCH_ENV)
    assert done.exit_code == 2, done.output
    # nothing between « »: a sentence of refscore's is said in French, never quoted in English
    assert said in done.stderr and "«" not in done.stderr.split("Erreur : ", 1)[1], done.stderr
    assert sorted(words_of(_NOT_PROSE.sub(" ", done.stderr)) & ENGLISH) == [], done.stderr


def test_the_batch_cannot_read_its_file_in_french(tmp_path: Path) -> None:
    from hostile_cli import refscore

    missing = str(tmp_path / "none.jsonl")
    done = refscore("--lang", "fr", "check", missing)
    assert done.returncode == 2
    said = "impossible de lire le fichier : fichier introuvable"
    assert done.stderr == f"refscore : erreur : {missing} : {said}\n"
    done = refscore("--lang", "fr", "check", str(DEALS / "deals.jsonl"), "-o", str(DEALS / "deals.jsonl"))
    assert done.returncode == 2 and done.stderr.startswith("refscore : erreur : ")
    assert "the " not in done.stderr


HOSTILE = ROOT / "tests" / "hostile"


@pytest.mark.parametrize("name", sorted(path.name for path in HOSTILE.iterdir()))
def test_every_hostile_error_is_french(name: str) -> None:
    from hostile_cli import refscore

    path = HOSTILE / name
    args = ["variants", "validate", str(path)] if name.endswith(".yaml") else ["check", str(path)]
    done = refscore("--lang", "fr", *args)
    assert done.returncode in (0, 1, 2) and "Traceback" not in done.stderr
    said = done.stderr.replace(str(path), " ")
    # the frame and every message of the error catalogues are French; words quoted from elsewhere
    # (PyYAML's, Python's JSON reader's) are shown between « », as refscore/text/error_words.py says,
    # and are not counted
    assert sorted(words_of(_NOT_PROSE.sub(" ", said)) & ENGLISH) == [], said


#: The commands that read a user's file other than `check` and `variants validate` (above), each
#: given every hostile file: their errors are said in French too.
_READERS = (
    ["explain"],
    ["render"],
    ["analyse", "--no-table"],
    ["game"],
    ["infer"],
    ["score"],
    ["convert"],
    ["legal", "--situation"],
)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(path.name for path in HOSTILE.iterdir() if path.suffix != ".yaml"))
def test_every_reader_says_a_hostile_error_in_french(name: str) -> None:
    from hostile_cli import refscore

    path = HOSTILE / name
    for command in _READERS:
        args = [*command[:1], str(path), *command[1:]] if command[0] != "legal" else [*command, str(path)]
        done = refscore("--lang", "fr", *args)
        assert done.returncode in (0, 1, 2) and "Traceback" not in done.stderr, (args, done.stderr)
        said = done.stderr.replace(str(path), " ")
        said = re.sub(r"des clés parmi [\w, ]*", " ", said)  # the keys a situation may have: its schema's
        assert sorted(words_of(_NOT_PROSE.sub(" ", said)) & ENGLISH) == [], (args, said)


def test_every_verdict_of_an_annonce_line_is_french() -> None:
    """The reasons an annonce line scores nothing (`judge.declarations.settle_annonces`: its string
    literals " (... scores nothing)"), each said in French after the annonce, seat as a French
    table writes it."""
    import ast

    from refscore.text.common import annonce_text

    source = (ROOT / "refscore" / "judge" / "declarations.py").read_text(encoding="utf-8")
    verdicts = [
        node.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith(" (")
    ]
    assert len(verdicts) == 3, verdicts
    for verdict in verdicts:
        told = annonce_text(f"W: tierce KH QH JH{verdict}", "fr")
        assert told.startswith("O : tierce R♥ D♥ V♥ (") and english_in(told) == [], told
