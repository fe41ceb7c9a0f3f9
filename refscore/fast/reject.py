"""The fast tiers' one way of declining a deal: `Reject`, raised wherever a record is not an
ordinary one, caught by `FastChecker.check`, which then returns None and the caller runs the
reference path (so every message and rule id stays the reference's).

Why a module: the checker's parts (the record's reader, the annonces, the penalty) each raise it
and the checker catches it; none of them imports the checker.
"""

from __future__ import annotations

__all__ = ["Reject"]


class Reject(Exception):
    """Internal: the deal is not an ordinary one; the caller asks the reference path."""
