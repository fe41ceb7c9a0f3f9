"""The languages refscore tells a deal in (`explain`, `legal`, `render`, `game`, `check --explain`).

Why a module of its own: the command line lists them in its `--lang` options, and must be able to
build those options, for `refscore --help` say, without loading the explainer and the engine.
"""

from __future__ import annotations

from typing import Literal

Lang = Literal["en", "fr"]
LANGS: tuple[Lang, ...] = ("en", "fr")
