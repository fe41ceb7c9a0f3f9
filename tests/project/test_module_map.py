"""Structural checks of folds made in the module map (CONTRIBUTING.md, "Folded twins"): each fails
if the two places that once wrote the same thing part again."""

from __future__ import annotations

import subprocess
import sys

from refscore.conformance import engines


def test_the_deal_picture_and_its_analysis_section_import_no_loop() -> None:
    """The double-dummy section shows cards as the page does (`refscore.render.html_cards`), without
    importing the page that places it: `refscore.render.html` -> `html_analysis` runs one way."""
    code = "import sys, refscore.render.html_analysis; print('refscore.render.html' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def test_the_double_dummy_cases_do_not_import_the_corpus_loader() -> None:
    """The double-dummy cases are built from the corpus's model (`conformance/cases.py`); the
    loader (`conformance/corpus.py`) adds them to the cases it reads: one way, no loop."""
    code = (
        "import sys, refscore.conformance.double_dummy; print('refscore.conformance.corpus' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def test_external_engines_are_given_their_settings_in_one_place() -> None:
    """Both external engines take the command, timeout, folder and variant data from `_External`."""
    for engine in (engines.PersistentEngine, engines.SimpleEngine):
        assert issubclass(engine, engines._External)
        assert "__init__" not in vars(engine), f"{engine.__name__} lists the settings again"
    simple = engines.SimpleEngine(["/nonexistent/engine"], timeout=2.5, cwd="/")
    persistent = engines.PersistentEngine(["/nonexistent/engine"], timeout=2.5, cwd="/")
    for engine in (simple, persistent):
        assert (engine.argv, engine.timeout, engine.cwd, engine.processes_started) == (
            ["/nonexistent/engine"],
            2.5,
            "/",
            0,
        )
    # neither can start a command that does not exist; both say so in the same words
    failure = persistent.start()
    assert failure is not None
    assert failure.message.startswith("cannot start the engine '/nonexistent/engine'")
