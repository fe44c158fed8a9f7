"""Start the Voila web app on localhost: ``python -m schwarz app`` (the README's ``make app``).

Voila serves ``notebooks/`` with the configuration in ``voila.json`` at the repository root (sources hidden,
no tracebacks, idle kernels culled). This module only starts a process: it imports nothing from Jupyter.
"""

from __future__ import annotations

import errno
import os
import socket
import subprocess
import sys
import time
import urllib.request
import webbrowser
from pathlib import Path

from schwarz.i18n import _, render

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
LANDING = "voila/render/index.ipynb"


def port_is_free(port: int, host: str = "127.0.0.1") -> bool:
    """Whether ``port`` can be bound on ``host`` now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind((host, port))
        except OSError as exc:
            if exc.errno in (errno.EADDRINUSE, errno.EACCES):
                return False
            raise
    return True


def free_port() -> int:
    """A port that is free on localhost right now (for tests and ``--port 0``)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def voila_command(port: int) -> list[str]:
    """The Voila command line: directory mode on notebooks/, config from voila.json (read from the cwd)."""
    return [sys.executable, "-m", "voila", str(NOTEBOOKS), f"--port={port}", "--no-browser"]


MODE_VARIABLE = "SCHWARZ_MODE"
"""The app's mode reaches the kernels through their environment: ``teaching`` (open, the default) or ``student``
(each visitor's seat locked, no teacher view, the deal hidden and random). Set where the app is started, never by
a page address a student could edit."""
MODES = ("teaching", "student")


def start(port: int, mode: str = "teaching") -> subprocess.Popen[bytes]:
    """Start Voila in the repository root (where voila.json lives) in ``mode`` and return the process."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1", MODE_VARIABLE: mode if mode in MODES else "teaching"}
    return subprocess.Popen(voila_command(port), cwd=ROOT, env=env)


def wait_until_up(url: str, process: subprocess.Popen[bytes], timeout: float = 60.0) -> bool:
    """Poll ``url`` until it answers (True) or the process died / time ran out (False)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and process.poll() is None:
        try:
            with urllib.request.urlopen(url, timeout=2):
                return True
        except OSError:
            time.sleep(0.3)
    return False


def main(port: int = 8866, open_browser: bool = True, mode: str = "teaching") -> int:
    """Start the app, print its address, open the landing page, and run until Ctrl-C."""
    if port == 0:
        port = free_port()
    if not port_is_free(port):
        busy = _("error: port {port} is already in use (is the app already running?). Start it on another port: "
                 "make app PORT={other}", port=str(port), other=str(port + 1))
        print(render(busy), file=sys.stderr)
        return 2
    url = f"http://localhost:{port}/{LANDING}"
    process = start(port, mode)
    try:
        if wait_until_up(f"http://127.0.0.1:{port}/", process):
            print("\n" + render(_("schwarz is running: {url}", url=url)) + "\n" + render(_("(press Ctrl-C to stop)"))
                  + "\n", flush=True)
            if open_browser:
                webbrowser.open(url)
        return process.wait()
    except KeyboardInterrupt:
        process.terminate()
        process.wait(timeout=10)
        return 0
