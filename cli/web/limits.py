"""The bounds of the web shell: every request is cut to these, whatever it asks (README, "refscore serve").

Why numbers of its own: the CLI trusts the person at the keyboard with their own machine's time; a
server answers strangers on a LAN, so one request must not take the machine from the others.
"""

from __future__ import annotations

MAX_BODY_BYTES = 10_000_000
"""Largest request body outside a batch: the CLI's cap on one input file (`cli/inputs.py`)."""
MAX_BATCH_BYTES = 64_000_000
"""Largest JSON Lines body: about 50,000 deals of a kilobyte (each line is streamed, not kept)."""
MAX_BATCH_LINES = 100_000
"""Lines checked per batch request; further lines get one `unusable` result saying so, then the end."""
MAX_FORM_BYTES = 1_000_000
"""Largest page form: a pasted `.deal` or variant YAML (the YAML reader's own cap is 1 MB)."""
ANALYSIS_SECONDS = 20.0
"""Longest double-dummy analysis: past it the worker process is stopped and the answer is 503."""
MAX_ANALYSES = 2
"""Analyses running at once (each takes a core); one more waits up to ANALYSIS_WAIT seconds, then 503."""
ANALYSIS_WAIT = 5.0
MAX_SHEET_LINES = 200
"""Lines of the page's game sheet (the sheet schema allows 1,000 deals per game)."""
