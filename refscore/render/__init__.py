"""Renderers of a judged deal: the parts of a result in reading order, and the JSON, text, story,
HTML and rulebook made from them. Words come from `refscore.text`; nothing here judges."""
