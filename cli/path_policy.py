"""The path policy: which paths written INSIDE a file (a record's `variant`, an `extends:`, a game
sheet's deals) refscore may open, and how it opens them. Written down in spec/deal.md ("Paths").

Why: a deal record is untrusted input (a platform's logs, a stranger's bug report). Left alone, its
`variant` field could make refscore open any file on the machine: a FIFO that hangs a whole batch,
`/dev/stdin`, or a configuration file whose secrets the error messages would then quote. So:

- such a path is resolved relative to the folder of the file that names it, and must lead (after
  symlinks are followed) below that folder, or below a folder given with `refscore --allow-path
  DIR`, unless the user passes `refscore --allow-any-path` (`confine_path`);
- only a regular file is read, opened non-blocking and checked with `fstat` before a byte is read
  (`read_regular_file` of `refscore.load.reader`, the gate every read goes through), with a size cap.

Why the environment: the options are set once by the `refscore` group (cli/main.py) and read here;
batch worker processes inherit the environment whatever their start method. This module imports
only the standard library and `refscore.load.reader`, so that `refscore --help` stays light.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from refscore.base.errors import sentence
from refscore.load.reader import (
    PathPolicyError,
    read_error,
    read_regular_file,
    refuse_nul,
    too_large,
)

if TYPE_CHECKING:
    from pathlib import Path

__all__ = [
    "ALLOW_ANY_PATH_ENV",
    "ALLOW_PATH_ENV",
    "PathPolicyError",
    "allowed_folders",
    "any_path_allowed",
    "confine_path",
    "read_error",
    "read_regular_file",
    "refuse_nul",
    "set_path_policy",
    "too_large",
]

#: Folders of `refscore --allow-path DIR`, joined with os.pathsep.
ALLOW_PATH_ENV = "REFSCORE_ALLOW_PATH"
#: "1" after `refscore --allow-any-path`.
ALLOW_ANY_PATH_ENV = "REFSCORE_ALLOW_ANY_PATH"


def set_path_policy(allow_paths: tuple[str, ...] = (), allow_any_path: bool = False) -> None:
    """Record the options `--allow-path DIR...` and `--allow-any-path` for this process and its children."""
    if allow_paths:
        os.environ[ALLOW_PATH_ENV] = os.pathsep.join(os.path.abspath(path) for path in allow_paths)
    if allow_any_path:
        os.environ[ALLOW_ANY_PATH_ENV] = "1"


def allowed_folders() -> list[Path]:
    """The folders given with `refscore --allow-path DIR` (real paths)."""
    from pathlib import Path  # here: a batch of deals that name no file needs no pathlib

    listed = os.environ.get(ALLOW_PATH_ENV, "")
    return [Path(os.path.realpath(folder)) for folder in listed.split(os.pathsep) if folder]


def any_path_allowed() -> bool:
    """Whether the user passed `refscore --allow-any-path`."""
    return os.environ.get(ALLOW_ANY_PATH_ENV, "") not in ("", "0")


def confine_path(path: str, below: str, *, file: str | None = None, place: str | None = None) -> None:
    """Refuse a path written in a file unless it resolves (symlinks followed) below the folder `below`
    or a folder of `--allow-path`, or `--allow-any-path` was given. `file`/`place` locate the mention.
    """
    refuse_nul(path, file=file, place=place)
    if any_path_allowed():
        return
    from pathlib import Path

    real = Path(os.path.realpath(path))
    for folder in (Path(os.path.realpath(below)), *allowed_folders()):
        if real == folder or folder in real.parents:
            return
    raise PathPolicyError(
        sentence("path.path_leads_outside", path=path, folder=below or "."),
        file=file,
        place=place,
        expected=sentence("path.file_below_folder_file"),
        rule="record.format",
    )
