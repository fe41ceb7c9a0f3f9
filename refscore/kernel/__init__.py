"""The rules kernel: every rule decision of play written once, as tables computed from a `Variant`.

Why a package: the reference check, its explanations, the coach, the generator, the conformance
reference, the fast path (Python and compiled) and the solver all need the same answers — which
cards may be played and which rule removed each, who wins a trick and for how many points. Each
decision lives in one function here (`play.decide` for the obligations of play), run once per
variant over every situation into a table that the consumers look up. See `refscore.kernel.play`
for the stable API. The auction's legal calls are `refscore.kernel.auction` (`decide`, tabulated by
`AuctionTable`, with the bid ladder in `AuctionKernel`), the belote's cards `refscore.kernel.belote`,
who scores the declared annonces `refscore.kernel.annonces` (`AnnonceTable`).
"""

from __future__ import annotations

# The package's face is the play kernel's API, listed once (its `__all__`), not copied here.
from .play import *  # noqa: F403
from .play import __all__ as __all__
