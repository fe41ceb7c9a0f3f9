"""`refscore serve`: the web shell, pages for the table and a JSON API for platforms.

Why inside the command-line shell: like the CLI it only reads what people send, calls the engine
and writes the answer; it reuses the CLI's readers (`cli/inputs.py`) and its batch line checker
(`cli/batch.py`), so a page, an API answer and a command agree by construction. It needs the
optional extra `pip install 'refscore[web]'` (Starlette and uvicorn); nothing else imports it.
"""
