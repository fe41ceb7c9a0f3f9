"""`python -m refscore` runs the command-line interface.

The CLI lives in the top-level `cli/` folder of the source tree and is installed as `refscore.cli`;
importing it by name keeps the type checker, which reads the source tree, out of that mapping.
"""

import importlib

importlib.import_module("refscore.cli.main").main()
