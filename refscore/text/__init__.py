"""Every human sentence of refscore, in English and French, and the builders that use them.

Why a package: the catalogues of each language (`en`, `fr`) are data a translator edits without
reading code, and a test checks they have the same keys; the builders sit beside what they tell
(`coach` for the coach view, `game` for a game sheet, `story` for a checked deal), and `common`
holds what they share (cards, contracts, rule titles and texts, variant titles in each language).
"""
