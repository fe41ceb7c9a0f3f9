"""What every test shares: the checkout first on the path, and a variant built from a YAML override.

The play tests' helpers are in `tests/play_positions.py`: a module of its own, because `conftest`
is the name of two modules of this suite (tests/ and tests/web/), and which one a test's
`from conftest import` found depended on which folders the run collected first.
"""

from __future__ import annotations

import itertools
import os
import signal
from collections.abc import Callable
from pathlib import Path

import pytest

from refscore.load.variant_loader import load_variant
from refscore.model.variant import Variant

#: The tests run against this checkout's sources, never a copy installed earlier (which may be
#: stale): pyproject.toml puts the checkout first on pytest's path, and this puts it first for the
#: `python -m refscore` the tests start, whatever their working folder. CI tests the built wheel
#: separately (.ci/run, in a second environment).
CHECKOUT = Path(__file__).resolve().parent.parent
os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(CHECKOUT), os.environ.get("PYTHONPATH")]))

#: The commands the tests start get Ctrl-C as a terminal's foreground command has it. A run
#: started in the background by a script (`pytest &`, `nohup ... &`) inherits SIGINT ignored, and
#: its children with it: Python, and so refscore, then leave Ctrl-C ignored, as a background job
#: should. A handler of our own here is reset to the default in every child at `exec`, so the
#: tests that send SIGINT (tests/cli/test_gates.py) see what a user's Ctrl-C does.
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

_counter = itertools.count()


@pytest.fixture(scope="session")
def make_variant(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], Variant]:
    """Build a variant from YAML text such as ``"extends: coinche\\nplay:\\n  underruff: forced\\n"``."""
    folder: Path = tmp_path_factory.mktemp("variants")
    built: dict[str, Variant] = {}

    def make(text: str) -> Variant:
        if text not in built:
            path = folder / f"test-variant-{next(_counter)}.yaml"
            path.write_text(text, encoding="utf-8")
            built[text] = load_variant(str(path))
        return built[text]

    return make
