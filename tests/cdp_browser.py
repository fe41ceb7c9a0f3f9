"""Drive Debian's headless chromium through the DevTools protocol, to use the pages as a person does.

Why the protocol over a pipe (`--remote-debugging-pipe`): it needs no package (no websocket client,
no driver binary fetched from the internet) and no port; a test taps an element where it is drawn
(a mouse press and release at its centre, as a finger would), types with the keyboard's text
input, reads what the page shows, and writes screenshots for a person to look at.
"""

from __future__ import annotations

import base64
import contextlib
import fcntl
import json
import os
import select
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--hide-scrollbars",
]
WAIT_GUARD = 60.0  # seconds: a guard against a page that never answers, not a timing assertion


class BrowserError(Exception):
    """The browser answered a command with an error, or stopped answering."""


class Browser:
    """One chromium process and one page (tab) in it, at a given window size."""

    def __init__(self, profile: Path, width: int, height: int, accept_language: str = "fr-FR,fr") -> None:
        chromium = shutil.which("chromium")
        if chromium is None:
            raise FileNotFoundError("chromium")
        to_browser_read, self._write_fd = os.pipe()
        self._read_fd, from_browser_write = os.pipe()

        def wire() -> None:  # in the child: the protocol's pipes become its fds 3 (in) and 4 (out)
            # copied above 10 first, so that neither end is overwritten if it already was 3 or 4
            high_in = fcntl.fcntl(to_browser_read, fcntl.F_DUPFD, 10)
            high_out = fcntl.fcntl(from_browser_write, fcntl.F_DUPFD, 10)
            os.dup2(high_in, 3)
            os.dup2(high_out, 4)

        self.process = subprocess.Popen(
            [chromium, *FLAGS, f"--user-data-dir={profile}", "--remote-debugging-pipe", "about:blank"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            pass_fds=(3, 4),
            preexec_fn=wire,
        )
        os.close(to_browser_read)
        os.close(from_browser_write)
        self._buffer = b""
        self._next_id = 0
        self._events: list[dict[str, Any]] = []
        self.width = width
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.page("Page.enable")
        self.page("Runtime.enable")
        self.page(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600},
        )
        agent = self.call("Browser.getVersion")["userAgent"]
        self.page("Emulation.setUserAgentOverride", {"userAgent": agent, "acceptLanguage": accept_language})

    # -- the protocol ------------------------------------------------------------------------------

    def _read(self, deadline: float) -> dict[str, Any]:
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._read_fd], [], [], left)[0]:
                raise BrowserError("the browser did not answer in time")
            chunk = os.read(self._read_fd, 1 << 20)
            if not chunk:
                raise BrowserError("the browser closed its pipe")
            self._buffer += chunk
        message, _, self._buffer = self._buffer.partition(b"\0")
        decoded: dict[str, Any] = json.loads(message)
        return decoded

    def call(self, method: str, params: dict[str, Any] | None = None, session: str | None = None) -> Any:
        self._next_id += 1
        message: dict[str, Any] = {"id": self._next_id, "method": method, "params": params or {}}
        if session is not None:
            message["sessionId"] = session
        os.write(self._write_fd, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + WAIT_GUARD
        while True:
            answer = self._read(deadline)
            if answer.get("id") == self._next_id:
                if "error" in answer:
                    raise BrowserError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            self._events.append(answer)

    def page(self, method: str, params: dict[str, Any] | None = None) -> Any:
        return self.call(method, params, self.session)

    def wait_event(self, method: str) -> dict[str, Any]:
        deadline = time.monotonic() + WAIT_GUARD
        while True:
            for index, event in enumerate(self._events):
                if event.get("method") == method:
                    del self._events[: index + 1]
                    return event
            self._events.append(self._read(deadline))

    # -- what a person does --------------------------------------------------------------------------

    def open(self, url: str) -> None:
        self._events.clear()
        self.page("Page.navigate", {"url": url})
        self.wait_event("Page.loadEventFired")

    def evaluate(self, expression: str) -> Any:
        result = self.page("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise BrowserError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def box(self, selector: str) -> dict[str, float]:
        """Where the element is drawn, in the window (scrolled into view first)."""
        found = self.evaluate(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)}); if (!e) return null;"
            " e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
            " return {x: r.x, y: r.y, width: r.width, height: r.height}; })()"
        )
        if found is None:
            raise BrowserError(f"nothing on the page matches {selector}")
        box: dict[str, float] = found
        return box

    def tap(self, selector: str, *, navigates: bool = False) -> None:
        """Press and release at the centre of the element, as a finger does."""
        box = self.box(selector)
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        if navigates:
            self._events.clear()
        for kind in ("mousePressed", "mouseReleased"):
            self.page(
                "Input.dispatchMouseEvent",
                {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1},
            )
        if navigates:
            self.wait_event("Page.loadEventFired")

    def type_into(self, selector: str, text: str) -> None:
        """Tap the field, then type the text (as the phone's keyboard sends it)."""
        self.tap(selector)
        self.page("Input.insertText", {"text": text})

    def text(self, selector: str) -> str:
        value = self.evaluate(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
            " return e ? e.innerText : null; })()"
        )
        if value is None:
            raise BrowserError(f"nothing on the page matches {selector}")
        return str(value)

    def screenshot(self, path: Path) -> None:
        """The whole page, as tall as it is, at the window's width."""
        height = self.evaluate("document.documentElement.scrollHeight")
        shot = self.page(
            "Page.captureScreenshot",
            {
                "format": "png",
                "captureBeyondViewport": True,
                "clip": {"x": 0, "y": 0, "width": self.width, "height": height, "scale": 1},
            },
        )
        path.write_bytes(base64.b64decode(shot["data"]))

    def screenshot_window(self, path: Path) -> None:
        """What the window shows now (a framed page beyond the window is drawn only once in view)."""
        path.write_bytes(base64.b64decode(self.page("Page.captureScreenshot", {"format": "png"})["data"]))

    def close(self) -> None:
        with contextlib.suppress(BrowserError):  # it may close before it answers
            self.call("Browser.close")
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self._write_fd)
        os.close(self._read_fd)
