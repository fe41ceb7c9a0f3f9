"""Every human sentence of refscore, in English and French, and the builders that use them.

Why a package: the catalogues of each language (`en`, `fr`) are data a translator edits without
reading code, and a test checks they have the same keys; the builders sit beside what they tell
(`coach` for the coach view, `game` for a game sheet), and `common` holds what they share (cards,
contracts, rule titles and texts, variant titles in each language). What reads a checked deal's
walk (`refscore.render.parts`) to tell it is a renderer: the story of a deal is
`refscore.render.story`, a facts line's score `refscore.render.facts_text` (text sits below
render: tests/project/test_layers.py).
"""
