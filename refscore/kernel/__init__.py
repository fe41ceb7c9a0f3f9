"""The rules kernel: every rule decision of play written once, as tables computed from a `Variant`.

Why a package: the reference check, its explanations, the coach, the generator, the conformance
reference, the fast path (Python and compiled) and the solver all need the same answers — which
cards may be played and which rule removed each, who wins a trick and for how many points. Each
decision lives in one function here (`play.decide` for the obligations of play), run once per
variant over every situation into a table that the consumers look up. Each is imported from its
module: the obligations of play `refscore.kernel.play`, the auction's legal calls
`refscore.kernel.auction` (`decide`, tabulated by `AuctionTable`, with the bid ladder in
`AuctionKernel`), the belote's cards `refscore.kernel.belote`, who scores the declared annonces
`refscore.kernel.annonces` (`AnnonceTable`), the deal's values `refscore.kernel.deal`, and the walk of
a deal from its shape (the auction's calls, turned card, chien and écart, belote, tricks: its facts
or its first fault) `refscore.kernel.deal_walk`.
"""
