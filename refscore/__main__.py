"""`python -m refscore` runs the command-line interface."""

from refscore.cli.main import main

main()
